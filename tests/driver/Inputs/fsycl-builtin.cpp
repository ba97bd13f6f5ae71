// A kernel reaching a SPIR-V builtin that has only the analysis's stand-in
// (fsycl-errors.test): refused at compile time, naming the builtin.
#include <sycl/sycl.hpp>

void launch(sycl::queue &q, float *f) {
  q.single_task<class nan_check>([=] { f[1] = sycl::isnan(f[0]) ? 1.0f : 0.0f; });
}
