// The kernels a CPU device cannot run (a second translation unit).
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

extern "C" {

[[sycl::device_has(sycl::aspect::gpu)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void needs_gpu(int *p) { *p = 7; }

// No device has sub-groups of 7.
[[sycl::reqd_sub_group_size(7)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void sub_group_7(int *p) { *p = 7; }

[[sycl::reqd_work_group_size(65536)]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void work_group_65536(int *p) { *p = 7; }

}
