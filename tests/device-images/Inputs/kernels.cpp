// Free-function kernels with different requirements (one translation unit).
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

// Needs nothing.
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void plain_add(int *data, int value) {
  auto i = sycl::ext::oneapi::this_work_item::get_nd_item<1>().get_global_id(0);
  data[i] += value;
}

// Needs fp64 (from double).
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void scale_fp64(double *data, double factor) {
  auto i = sycl::ext::oneapi::this_work_item::get_nd_item<1>().get_global_id(0);
  data[i] *= factor;
}

// Needs a GPU.
[[sycl::device_has(sycl::aspect::gpu)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void gpu_only(int *data) { data[0] = 1; }
