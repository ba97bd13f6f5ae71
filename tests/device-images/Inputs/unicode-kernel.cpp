// A free-function kernel named in UTF-8 beside a plain one (kernel-header-names.test).
#include <sycl/sycl.hpp>
namespace syclexp = sycl::ext::oneapi::experimental;
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel)) void plain(int *p) { p[0] = 1; }
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel)) void ünïcode(int *p) { p[1] = 2; }
