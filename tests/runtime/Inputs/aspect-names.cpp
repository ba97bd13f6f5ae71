// Kernels whose aspects are numbered differently by Intel's 2025 and 2026
// headers (2026 removed ext_intel_mem_channel = 25 and renumbered the rest).
// Built with Intel's 2026.2 headers, the images carry 2026 values; only the
// [SYCL/aspect names] set says what they mean.
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

// 25 in 2026.2 (26 in 2025.3, where 25 is ext_intel_mem_channel); the CPU
// device has it.
[[sycl::device_has(sycl::aspect::usm_atomic_host_allocations)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void atomic_host(int *data) {
  size_t i = sycl::ext::oneapi::this_work_item::get_nd_item<1>().get_global_id(0);
  data[i] += 3;
}

// 31 in 2026.2 (32 in 2025.3, where 31 is ext_oneapi_native_assert, which the
// CPU device has); the CPU device lacks it.
[[sycl::device_has(sycl::aspect::host_debuggable)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void debuggable(int *data) { data[0] = 7; }
