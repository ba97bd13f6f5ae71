// REQUIRES: intel-sycl-headers
// A reduction's kernels are named and located as the user's kernel (issue
// 20, item 2; issue 29, item 10). Intel's reduction.hpp launches kernels of
// its own: with a kernel name, MainKrn<Name, strategy, ...> (AuxKrn,
// InitMemKrn<...>) wraps the user's name; without one, the kernel is a
// lambda of reduction.hpp whose enclosing functions have the user's lambda
// or functor among their template arguments. Their double is the
// reduction's, used in reduction.hpp on a call chain that never leaves the
// headers. Was: the unnamed ones were `kernel
// '(sycl::_V1::detail::reduction::strategy)1'` (or 'double', 'auto_name'),
// and the warnings pointed into reduction.hpp or accessor.hpp, or had no
// location. Now each points at the user's lambda or functor (a kernel of
// the headers that calls no user code, at the user's kernel of the same
// name), with the header's line as a note. Left in the headers: the copy of
// an unnamed USM reduction's result (reduSaveFinalResultToUserMem<auto_name,
// ...>), one kernel shared by every unnamed reduction of its type, which
// names nothing of the user's.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Wno-deprecated-declarations -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o %t.bc 2> %t.err
// RUN: FileCheck %s < %t.err --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=NOTE < %t.err
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -Wno-deprecated-declarations -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o %t.bc 2> %t.err
// RUN: FileCheck %s < %t.err --implicit-check-not=warning:
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Wno-deprecated-declarations -fsycl-fixed-targets=intel_gpu_dg1 -g -c -emit-llvm %s -o %t.bc 2> %t.err
// RUN: FileCheck %s < %t.err --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=NOTE < %t.err
// The same location for the implicit-fp64 warning.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Wno-deprecated-declarations -fplugin-arg-sycl_aspects-warn-implicit-fp64 -c -emit-llvm %s -o %t.bc 2> %t.err
// RUN: FileCheck %s --check-prefix=IMPLICIT < %t.err
#include <sycl/sycl.hpp>

// NOTE: reduction-kernel-name.cpp:[[@LINE+11]]:41: warning: kernel 'sum_in_double' uses aspect 'fp64'
// NOTE: use is from this call chain:
// NOTE-NEXT: kernel 'sum_in_double'
// NOTE: reduction.hpp:{{[0-9]+}}:{{[0-9]+}}: note: aspect 'fp64' is used here
// IMPLICIT: reduction-kernel-name.cpp:[[@LINE+7]]:41: warning: kernel 'sum_in_double' implicitly uses aspect 'fp64'
// IMPLICIT: reduction.hpp:{{[0-9]+}}:{{[0-9]+}}: note: aspect 'fp64' is used here
void total(sycl::queue &q, const float *data, double *sum) {
  q.submit([&](sycl::handler &h) {
    // CHECK-DAG: reduction-kernel-name.cpp:[[@LINE+3]]:41: warning: kernel 'sum_in_double' uses aspect 'fp64'
    // CHECK-DAG: reduction-kernel-name.cpp:[[@LINE+2]]:41: warning: kernel 'sum_in_double' uses aspect 'fp64'
    h.parallel_for<class sum_in_double>(sycl::range<1>(16), sycl::reduction(sum, sycl::plus<double>()),
                                        [=](sycl::id<1> i, auto &s) { s += static_cast<double>(data[i]); });
  }).wait();
}

struct Summer {
  const double *data;
  // CHECK-DAG: reduction-kernel-name.cpp:[[@LINE+4]]:30: warning: kernel 'Summer' uses aspect 'fp64'
  // CHECK-DAG: reduction-kernel-name.cpp:[[@LINE+3]]:30: warning: kernel 'Summer' uses aspect 'fp64'
  // CHECK-DAG: reduction-kernel-name.cpp:[[@LINE+2]]:30: warning: kernel 'Summer' uses aspect 'fp64'
  // CHECK-DAG: reduction-kernel-name.cpp:[[@LINE+1]]:30: warning: kernel 'Summer' uses aspect 'fp64'
  template <typename R> void operator()(sycl::nd_item<1> it, R &s) const { s += data[it.get_global_id(0)]; }
};

void unnamed(sycl::queue &q, const double *data, double *sum, double *most) {
  q.submit([&](sycl::handler &h) {
    // CHECK-DAG: reduction-kernel-name.cpp:[[@LINE+3]]:20: warning: kernel (lambda(sycl::id<1>, auto&) #1 in lambda(sycl::handler&) #1 in 'unnamed') uses aspect 'fp64'
    // CHECK-DAG: reduction-kernel-name.cpp:[[@LINE+2]]:20: warning: kernel (lambda(sycl::id<1>, auto&) #1 in lambda(sycl::handler&) #1 in 'unnamed') uses aspect 'fp64'
    h.parallel_for(sycl::range<1>(16), sycl::reduction(sum, sycl::plus<double>()),
                   [=](sycl::id<1> i, auto &s) { s += data[i]; });
  });
  // Two reductions: the main kernel, the sums of the work-groups' partial
  // results (two kernels calling no user code).
  q.submit([&](sycl::handler &h) {
    // CHECK-DAG: reduction-kernel-name.cpp:[[@LINE+5]]:20: warning: kernel (lambda(sycl::id<1>, auto&, auto&) #1 in lambda(sycl::handler&) #2 in 'unnamed') uses aspect 'fp64'
    // CHECK-DAG: reduction-kernel-name.cpp:[[@LINE+4]]:20: warning: kernel (lambda(sycl::id<1>, auto&, auto&) #1 in lambda(sycl::handler&) #2 in 'unnamed') uses aspect 'fp64'
    // CHECK-DAG: reduction-kernel-name.cpp:[[@LINE+3]]:20: warning: kernel (lambda(sycl::id<1>, auto&, auto&) #1 in lambda(sycl::handler&) #2 in 'unnamed') uses aspect 'fp64'
    // CHECK-DAG: reduction-kernel-name.cpp:[[@LINE+2]]:20: warning: kernel (lambda(sycl::id<1>, auto&, auto&) #1 in lambda(sycl::handler&) #2 in 'unnamed') uses aspect 'fp64'
    h.parallel_for(sycl::range<1>(16), sycl::reduction(sum, sycl::plus<double>()), sycl::reduction(most, sycl::maximum<double>()),
                   [=](sycl::id<1> i, auto &s, auto &m) { s += data[i]; m.combine(data[i]); });
  });
  // An nd_range: the strategies chosen at run time, each with its kernels;
  // the result's copy is the one kernel left in the headers.
  q.submit([&](sycl::handler &h) {
    h.parallel_for(sycl::nd_range<1>(16, 4), sycl::reduction(sum, sycl::plus<double>()), Summer{data});
  });
  q.wait();
}
// CHECK-DAG: reduction.hpp:{{[0-9]+}}:{{[0-9]+}}: warning: kernel (lambda() #1 in 'sycl::detail::reduSaveFinalResultToUserMem<sycl::detail::auto_name, sycl::detail::reduction_impl<double, std::plus<double>, 0, (unsigned long)1, false, double*> >') uses aspect 'fp64'

int main() {
  sycl::queue q;
  double *d = sycl::malloc_shared<double>(16, q);
  // CHECK-DAG: reduction-kernel-name.cpp:[[@LINE+2]]:80: warning: kernel (lambda(sycl::id<1>, auto&) #1 in 'main') uses aspect 'fp64'
  // CHECK-DAG: reduction-kernel-name.cpp:[[@LINE+1]]:80: warning: kernel (lambda(sycl::id<1>, auto&) #1 in 'main') uses aspect 'fp64'
  q.parallel_for(sycl::range<1>(16), sycl::reduction(d, sycl::plus<double>()), [=](sycl::id<1> i, auto &s) { s += 1.0; });
  q.wait();
}
