// REQUIRES: intel-sycl-headers
// Unnamed lambda kernels each have their own name in warnings: the
// lambda's parameters and number (the C++ ABI's: lambdas are counted per
// parameter list in their scope, from 1) and each lambda it is in, up to
// the enclosing function without its parameters (issue 29, item 10). Was:
// the name up to its first '(', so every kernel inside a command group
// lambda of main was `kernel (lambda in 'main::{lambda')`, and 48 kernels of
// one public test file shared that name.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Wno-deprecated-declarations -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o %t.bc 2> %t.err
// RUN: FileCheck %s < %t.err --implicit-check-not=warning:
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -Wno-deprecated-declarations -fsycl-fixed-targets=intel_gpu_dg1 -g -c -emit-llvm %s -o %t.bc 2> %t.err
// RUN: FileCheck %s < %t.err --implicit-check-not=warning:
#include <sycl/sycl.hpp>

template <typename T> void fill(sycl::queue &q, T *out) {
  q.submit([&](sycl::handler &h) {
    // CHECK-DAG: unnamed-lambda-kernel-names.cpp:[[@LINE+1]]:{{[0-9]+}}: warning: kernel (lambda(sycl::id<1>) #1 in lambda(sycl::handler&) #1 in 'fill<double>') uses aspect 'fp64'
    h.parallel_for(sycl::range<1>(16), [=](sycl::id<1> i) { out[i] = T(1); });
  });
}

struct Stencil {
  double *out;
  void operator()(sycl::handler &h) const {
    double *o = out;
    // CHECK-DAG: unnamed-lambda-kernel-names.cpp:[[@LINE+1]]:{{[0-9]+}}: warning: kernel (lambda(sycl::item<1, true>) #1 in 'Stencil::operator()') uses aspect 'fp64'
    h.parallel_for(sycl::range<1>(16), [=](sycl::item<1> i) { o[i] = 0.5; });
  }
};

int main() {
  sycl::queue q;
  double *d = sycl::malloc_shared<double>(16, q);
  q.submit([&](sycl::handler &h) {
    // CHECK-DAG: unnamed-lambda-kernel-names.cpp:[[@LINE+1]]:{{[0-9]+}}: warning: kernel (lambda(sycl::id<1>) #1 in lambda(sycl::handler&) #1 in 'main') uses aspect 'fp64'
    h.parallel_for(sycl::range<1>(16), [=](sycl::id<1> i) { d[i] = 1.0; });
    // CHECK-DAG: unnamed-lambda-kernel-names.cpp:[[@LINE+1]]:{{[0-9]+}}: warning: kernel (lambda(sycl::id<1>) #2 in lambda(sycl::handler&) #1 in 'main') uses aspect 'fp64'
    h.parallel_for(sycl::range<1>(16), [=](sycl::id<1> i) { d[i] = 2.0; });
  });
  q.submit([&](sycl::handler &h) {
    // CHECK-DAG: unnamed-lambda-kernel-names.cpp:[[@LINE+1]]:{{[0-9]+}}: warning: kernel (lambda() #1 in lambda(sycl::handler&) #2 in 'main') uses aspect 'fp64'
    h.single_task([=]() { d[0] = 3.0; });
  });
  // CHECK-DAG: unnamed-lambda-kernel-names.cpp:[[@LINE+1]]:{{[0-9]+}}: warning: kernel (lambda(sycl::id<1>) #1 in 'main') uses aspect 'fp64'
  q.parallel_for(sycl::range<1>(16), [=](sycl::id<1> i) { d[i] = 4.0; });
  // Kernels that need no fp64 are not warned about.
  float *f = sycl::malloc_shared<float>(16, q);
  q.parallel_for(sycl::range<1>(16), [=](sycl::id<1> i) { f[i] = 5.0f; });
  fill(q, d);
  fill(q, f);
  q.submit(Stencil{d});
  q.wait();
}
