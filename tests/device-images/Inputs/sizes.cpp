// Kernels with required sizes (a second translation unit).
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

[[sycl::reqd_sub_group_size(64)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void sub_group_64(int *data) { data[0] = 64; }

[[sycl::reqd_work_group_size(4096)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void work_group_4096(int *data) { data[0] = 4096; }

// Same requirements as plain_add in the other unit: the same image.
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void plain_copy(int *to, const int *from) {
  auto i = sycl::ext::oneapi::this_work_item::get_nd_item<1>().get_global_id(0);
  to[i] = from[i];
}
