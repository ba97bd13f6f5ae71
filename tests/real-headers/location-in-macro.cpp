// REQUIRES: intel-sycl-headers
// Without -g, a use in a kernel built by a macro is located where it is
// spelled in the user's code: in the macro argument that holds the kernel's
// body, or on the line of the user's own #define that holds it; not on the
// line of the outer macro call.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o /dev/null 2> %t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not="compile with '-g'"
#include <sycl/sycl.hpp>

#define LAUNCH(q, name, body) q.single_task<class name>([=] body)

#define SCALE_KERNEL(q, name, d)  \
  q.single_task<class name>([=] { \
    d[0] = d[1] * 2.0;            \
  })
// CHECK-DAG: location-in-macro.cpp:[[@LINE-2]]:10: {{warning|note}}: {{.*}}uses aspect 'fp64'

void run(sycl::queue &q, double *d) {
  LAUNCH(q, in_argument, {
    // CHECK-DAG: location-in-macro.cpp:[[@LINE+1]]:10: {{warning|note}}: {{.*}}uses aspect 'fp64'
    d[2] = d[3] * 2.0;
  }).wait();
  SCALE_KERNEL(q, in_definition, d).wait();
}
