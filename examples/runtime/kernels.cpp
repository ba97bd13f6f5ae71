// Device code of the README's runtime demo: free-function kernels, built
// into an image directory by `sycl-clang --sycl-device-images`.
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

// Needs nothing.
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void add_one(int *data) {
  size_t i = sycl::ext::oneapi::this_work_item::get_nd_item<1>().get_global_id(0);
  data[i] += 1;
}

// Needs fp64.
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void scale_f64(double *data, double factor) {
  size_t i = sycl::ext::oneapi::this_work_item::get_nd_item<1>().get_global_id(0);
  data[i] *= factor;
}

// Runs only on GPUs.
[[sycl::device_has(sycl::aspect::gpu)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void needs_gpu(int *data) { data[0] = 7; }
