// REQUIRES: intel-sycl-headers
// Fixed (was a bug): at -O2 a kernel whose launch wrapper is linkonce_odr is deleted with
// its metadata: a functor kernel (its wrapper instantiation is linkonce_odr
// because the functor type has linkage) and a kernel launched from a
// function template. kernels-at-O2.cpp covers only the internal wrappers of
// lambdas in ordinary functions, which llvm.compiler.used keeps.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -O2 -c -emit-llvm %s -o %t.bc
// RUN: llvm-dis %t.bc -o - | FileCheck %s
// CHECK-DAG: define {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs{{[^(]*}}6Double{{.*}} !sycl_used_aspects ![[FP64:[0-9]+]]
// CHECK-DAG: define {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs{{[^(]*}}11in_templateIdE{{.*}} !sycl_used_aspects ![[FP64]]
// CHECK-DAG: ![[FP64]] = !{i32 6}
#include <sycl/sycl.hpp>

struct Double {
  double *d;
  void operator()(sycl::id<1> i) const { d[i] *= 2.0; }
};

template <typename T> class in_template;

template <typename T> void scale(sycl::queue &q, T *p) {
  q.parallel_for<in_template<T>>(sycl::range<1>(8), [=](sycl::id<1> i) { p[i] *= T(2); }).wait();
}

void run(sycl::queue &q, double *d) {
  q.parallel_for(sycl::range<1>(8), Double{d}).wait();
  scale(q, d);
}
