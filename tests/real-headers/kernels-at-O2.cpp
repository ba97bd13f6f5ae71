// REQUIRES: intel-sycl-headers
// At -O2 (DPC++'s default) the kernels survive optimization with their
// metadata: with Intel's headers a kernel is an internal launch-wrapper
// instantiation nothing in the device module calls, which the optimizer
// used to inline and delete, leaving post-link nothing to split. The pass
// lists such entry points in llvm.compiler.used; their linkage stays
// internal.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -O2 -c -emit-llvm %s -o %t.bc
// RUN: opt -passes=verify -disable-output %t.bc
// RUN: llvm-dis %t.bc -o - | FileCheck %s
// RUN: rm -rf %t.dir && mkdir %t.dir
// RUN: %sycl-post-link -split=kernel -symbols -properties -o %t.dir/k.table %t.bc
// RUN: cat %t.dir/k_0.sym %t.dir/k_1.sym | FileCheck %s --check-prefix=SYM
// RUN: not ls %t.dir/k_2.sym
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -O2 -c -emit-llvm %s -o %t-2025.bc
// RUN: llvm-dis %t-2025.bc -o - | FileCheck %s
#include <sycl/sycl.hpp>

void run(sycl::queue &q, double *d, float *f) {
  q.parallel_for<class doubles>(sycl::range<1>(8), [=](sycl::id<1> i) { d[i] = d[i] * 2.0; }).wait();
  q.single_task<class floats>([=] { f[0] = f[1] + 1.0f; }).wait();
}

// CHECK: @llvm.compiler.used = appending {{(addrspace\(1\) )?}}global [2 x ptr] [ptr @_ZN4sycl3_V16detail24KernelWrapperHelperFuncs{{[^,]*}}6floats{{[^,]*}}, ptr @_ZN4sycl3_V16detail24KernelWrapperHelperFuncs{{[^,]*}}7doubles{{[^]]*}}], section "llvm.metadata"
// CHECK-DAG: define internal {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs{{[^(]*}}7doubles{{.*}} !sycl_used_aspects ![[FP64:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs{{[^(]*}}6floats
// CHECK-DAG: ![[FP64]] = !{i32 6}
// SYM-DAG: 7doubles
// SYM-DAG: 6floats
