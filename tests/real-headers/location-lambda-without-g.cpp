// REQUIRES: intel-sycl-headers
// With Intel's headers and without -g, a lambda kernel's own double
// arithmetic is located at the user's line, as with -g and as a
// SYCL_EXTERNAL function's double in the same file (found with the corpus:
// lambdas inside functions were never indexed for AST locations, so this
// said "compile with '-g' to get source location").
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o %t.bc 2> %t.err
// RUN: FileCheck %s < %t.err
#include <sycl/sycl.hpp>

void twice(sycl::queue &q, double *out) {
  q.parallel_for<class twice_k>(sycl::range<1>(16), [=](sycl::id<1> i) {
    // CHECK: location-lambda-without-g.cpp:[[@LINE+1]]:{{[0-9]+}}: warning: {{.*}}uses aspect 'fp64'
    out[i] = out[i] * 2.0;
  }).wait();
}
