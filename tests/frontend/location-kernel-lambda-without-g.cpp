// Without -g, uses and calls inside a kernel lambda defined in a function
// are located in the lambda: the AST lookup finds the lambda's call
// operator by mangled name (Sema numbers lambdas when it parses them, so
// the name does not depend on the order of mangling; it used to be skipped
// like other local entities, and the warning had no location). Kernels
// with the project's own headers.
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o /dev/null 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not="compile with '-g'"
#include <sycl/sycl.hpp>
#include <sycl/kernel.hpp>

void scale(float *p) { p[0] = p[0] * 2.0; }

void fill(sycl::handler &h, float *out, double value) {
  h.single_task<class fill_with_value>([=] {
    // CHECK-DAG: location-kernel-lambda-without-g.cpp:[[@LINE+1]]:14: {{warning|note}}: {{.*}}uses aspect 'fp64'
    out[0] = value;
  });
  h.single_task<class through_call>([=] {
    // CHECK-DAG: scale(float*) {{.*}}location-kernel-lambda-without-g.cpp:[[@LINE+1]]:5
    scale(out);
  });
}
