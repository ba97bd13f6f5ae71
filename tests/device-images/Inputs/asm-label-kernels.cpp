// Free-function kernels whose symbols are asm labels: one that looks like
// the mangled name of a function the source never defines, one plain.
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void set_seven(int *p) __asm__("_Z5otherPi");
void set_seven(int *p) { *p = 7; }

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void set_eight(int *p) __asm__("plain_label");
void set_eight(int *p) { *p = 8; }

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void unlabelled(int *p) { *p = 9; }
