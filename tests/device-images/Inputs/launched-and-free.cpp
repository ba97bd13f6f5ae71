// A free-function kernel, a SYCL_EXTERNAL function it calls, and a lambda
// launched through Intel's headers (entry-points.test).
#include <sycl/sycl.hpp>
namespace syclexp = sycl::ext::oneapi::experimental;

SYCL_EXTERNAL int helper(int x) { return x + 1; }

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void increment(int *p) { *p = helper(*p); }

#ifndef NO_LAMBDA
void launch(sycl::queue &q, int *p) {
  q.single_task<class from_lambda>([=]() { *p = 7; });
}
#endif
