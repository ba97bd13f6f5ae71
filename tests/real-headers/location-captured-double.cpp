// REQUIRES: intel-sycl-headers
// Without -g, a kernel lambda's use of a captured double is located in the
// user's lambda (the use of the capture). The locations without -g come from
// the AST by mangled name; the call operator of a lambda inside a function
// (an internal local entity) was never looked up, as if its name depended on
// the order of mangling: Sema numbers lambdas, so it does not. The call from
// the kernel into the lambda is located too (no hint to compile with -g).
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o /dev/null 2> %t-2026.err
// RUN: FileCheck %s --input-file=%t-2026.err --implicit-check-not="compile with '-g'"
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o /dev/null 2> %t-2025.err
// RUN: FileCheck %s --input-file=%t-2025.err --implicit-check-not="compile with '-g'"
#include <sycl/sycl.hpp>

void fill(sycl::queue &q, float *out, double value) {
  q.parallel_for<class fill_with_value>(sycl::range<1>(16), [=](sycl::id<1> i) {
    // CHECK: location-captured-double.cpp:[[@LINE+1]]:14: {{warning|note}}: {{.*}}uses aspect 'fp64'
    out[i] = value;
  }).wait();
}
