// REQUIRES: intel-sycl-headers
// Fixed (issue 20, item 2; was a bug): a kernel name type declared inside the command
// group lambda, `h.parallel_for<class scale_k>(...)` in
// `q.submit([&](sycl::handler &h) { ... })` (the most common way to name a
// kernel), is printed as `kernel (lambda in 'scale')`: its qualified name
// runs through the submit lambda. It should be `kernel 'scale_k'`.
// (reduction-kernel-name.cpp: the same for a reduction's kernels.)
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o %t.bc 2> %t.err
// RUN: FileCheck %s < %t.err
// CHECK: warning: kernel 'scale_k' {{.*}}uses aspect 'fp64'
#include <sycl/sycl.hpp>

void scale(sycl::queue &q, sycl::buffer<double, 1> &b) {
  q.submit([&](sycl::handler &h) {
    sycl::accessor acc(b, h);
    h.parallel_for<class scale_k>(sycl::range<1>(16), [=](sycl::id<1> i) { acc[i] *= 2; });
  }).wait();
}
