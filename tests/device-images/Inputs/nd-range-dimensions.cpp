// Free-function kernels of each kind and dimension (kernel-header-dimensions.test).
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;
using sycl::ext::oneapi::this_work_item::get_nd_item;

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void line(int *p) { p[get_nd_item<1>().get_global_linear_id()] = 1; }

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<2>))
void plane(int *p) { p[get_nd_item<2>().get_global_linear_id()] = 2; }

namespace space {
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<3>))
void cube(int *p) { p[get_nd_item<3>().get_global_linear_id()] = 3; }
}

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void task(int *p) { *p = 4; }

#ifndef __SYCL_DEVICE_ONLY__
// The host compile includes DIR/kernels.hpp: each kernel has its own kind
// and dimensions only.
static_assert(syclexp::is_nd_range_kernel_v<line, 1>);
static_assert(!syclexp::is_nd_range_kernel_v<line, 2> && !syclexp::is_nd_range_kernel_v<line, 3>);
static_assert(syclexp::is_nd_range_kernel_v<plane, 2>);
static_assert(!syclexp::is_nd_range_kernel_v<plane, 1> && !syclexp::is_nd_range_kernel_v<plane, 3>);
static_assert(syclexp::is_nd_range_kernel_v<space::cube, 3>);
static_assert(!syclexp::is_nd_range_kernel_v<space::cube, 1> && !syclexp::is_nd_range_kernel_v<space::cube, 2>);
static_assert(syclexp::is_single_task_kernel_v<task>);
static_assert(!syclexp::is_nd_range_kernel_v<task, 1> && !syclexp::is_single_task_kernel_v<plane>);
static_assert(syclexp::is_kernel_v<line> && syclexp::is_kernel_v<plane> && syclexp::is_kernel_v<space::cube> && syclexp::is_kernel_v<task>);
#endif
