// REQUIRES: intel-sycl-headers
// Fixed (issue 20, item 2; was a bug): the kernels of a reduction whose kernel name type
// is declared inside the command group lambda (Intel's reduction.hpp names
// them MainKrn<...::sum_in_double, strategy, ...>) are printed as
// `kernel (lambda in 'sycl::_V1::detail::reduction::MainKrn<total')`, a name
// cut inside its template arguments. They should carry the user's name.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o %t.bc 2> %t.err
// RUN: FileCheck %s < %t.err
// CHECK: warning: kernel {{.*}}sum_in_double{{.*}} uses aspect 'fp64'
#include <sycl/sycl.hpp>

void total(sycl::queue &q, const float *data, double *sum) {
  q.submit([&](sycl::handler &h) {
    h.parallel_for<class sum_in_double>(sycl::range<1>(16), sycl::reduction(sum, sycl::plus<double>()),
                                        [=](sycl::id<1> i, auto &s) { s += static_cast<double>(data[i]); });
  }).wait();
}
