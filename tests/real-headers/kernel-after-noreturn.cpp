// REQUIRES: intel-sycl-headers
// XFAIL: *
// Bug (issue 20, item 7): a kernel launched after a [[noreturn]] call is
// never emitted in the device compile (stock clang emits only the launches
// it reaches), so it is never checked; DPC++ emits every instantiated
// kernel. Here the kernel after std::abort() must be in the module with its
// aspects, as the one before it is.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -c -emit-llvm %s -o %t.bc
// RUN: llvm-dis %t.bc -o - | FileCheck %s
// CHECK-DAG: define {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs{{[^(]*}}6before{{.*}} !sycl_used_aspects ![[FP64:[0-9]+]]
// CHECK-DAG: define {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs{{[^(]*}}11after_abort{{.*}} !sycl_used_aspects ![[FP64]]
// CHECK-DAG: ![[FP64]] = !{i32 6}
#include <sycl/sycl.hpp>
#include <cstdlib>

void run(sycl::queue &q, double *d) {
  q.single_task<class before>([=] { d[0] = 1.0; }).wait();
  std::abort();
  q.single_task<class after_abort>([=] { d[0] = 2.0; }).wait();
}
