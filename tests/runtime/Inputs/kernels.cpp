// One source, five free-function kernels: the C++ form of kernels.ll.
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

// Needs nothing.
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void add_one(int *data) {
  size_t i = sycl::ext::oneapi::this_work_item::get_nd_item<1>().get_global_id(0);
  data[i] += 1;
}

// Needs fp64 (the plugin sees the doubles).
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void scale_f64(double *data, double factor) {
  size_t i = sycl::ext::oneapi::this_work_item::get_nd_item<1>().get_global_id(0);
  data[i] *= factor;
}

[[sycl::device_has(sycl::aspect::gpu)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void needs_gpu(int *data) { data[0] = 7; }

[[sycl::reqd_sub_group_size(7)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void sub_group_7(int *data) { data[0] = 7; }

[[sycl::reqd_work_group_size(65536, 1, 1)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void work_group_65536(int *data) { data[0] = 7; }
