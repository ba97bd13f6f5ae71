// The agreement matrix (issue 21): one free-function kernel per case, each
// taking one int* (16 ints starting at 10*i), built once with our headers
// and once with Intel's 2026.2 headers. Intel's runtime (through images.o)
// and our runtime library must decide the same for each on the CPU device.
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;
#define KERNEL SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
#define GID (sycl::ext::oneapi::this_work_item::get_nd_item<1>().get_global_id(0))

KERNEL void plain(int *data) { data[GID] += 1; }

KERNEL void use_fp64(int *data) {
  size_t i = GID;
  data[i] = static_cast<int>(static_cast<double>(data[i]) * 2.5);
}

KERNEL void use_fp16(int *data) {
  size_t i = GID;
  sycl::half h = static_cast<float>(data[i]);
  data[i] = static_cast<int>(static_cast<float>(h)) + 2;
}

// Every work-item adds 1 to the 64-bit value over data[14..15].
KERNEL void use_atomic64(int *data) {
  sycl::atomic_ref<unsigned long long, sycl::memory_order::relaxed, sycl::memory_scope::device,
                   sycl::access::address_space::global_space>
      a(*reinterpret_cast<unsigned long long *>(data + 14));
  a.fetch_add(1);
}

// 25 in Intel's 2026.2 numbering, 26 in 2025.3's (and ours); the CPU has it.
[[sycl::device_has(sycl::aspect::usm_atomic_host_allocations)]]
KERNEL void atomic_host(int *data) { data[GID] += 3; }

[[sycl::device_has(sycl::aspect::gpu)]]
KERNEL void needs_gpu(int *data) { data[GID] = 7; }

[[sycl::device_has(sycl::aspect::accelerator)]]
KERNEL void needs_accelerator(int *data) { data[GID] = 7; }

[[sycl::reqd_sub_group_size(7)]]
KERNEL void sub_group_7(int *data) { data[GID] = 7; }

[[sycl::reqd_work_group_size(65536)]]
KERNEL void work_group_65536(int *data) { data[GID] = 7; }

// A SYCL_EXTERNAL function is an entry point of its image (.sym) but no
// kernel ([SYCL/exported symbols]).
SYCL_EXTERNAL int triple(int x) { return 3 * x; }

KERNEL void uses_external(int *data) {
  size_t i = GID;
  data[i] = triple(data[i]);
}
