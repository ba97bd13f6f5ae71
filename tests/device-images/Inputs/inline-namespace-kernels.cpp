// Free-function kernels in inline namespaces (as libraries version their
// API): the first innermost, the second outermost with a plain namespace
// inside.
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

namespace lib {
inline namespace v2 {
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void set_seven(int *p) { *p = 7; }
} // namespace v2
} // namespace lib

inline namespace abi_1 {
namespace detail_free {
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void set_eight(int *p) { *p = 8; }
} // namespace detail_free
} // namespace abi_1
