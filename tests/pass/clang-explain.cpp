// The explain report from clang: -fplugin-arg-sycl_aspects-explain=<file>.
// RUN: %clang -std=c++17 -g -S -emit-llvm -fplugin-arg-sycl_aspects-explain=%t.txt %s -o %t.ll
// RUN: FileCheck %s < %t.txt
#include <sycl/sycl.hpp>

float scale(float x) { return x * 2.0; }
SYCL_EXTERNAL void kernel(float *x, long *counter) {
  *x = scale(*x);
  sycl::atomic_ref<long>(*counter).fetch_add(1);
}
// Only the SYCL_EXTERNAL entry point is reported, not scale().
// CHECK-NOT: 'scale(float)' requires
// CHECK: 'kernel(float*, long*)' requires:
// CHECK-NEXT:   fp64 (6): double used at {{.*}}clang-explain.cpp:6:31 in 'scale(float)'
// CHECK-NEXT:       kernel(float*, long*)
// CHECK-NEXT:       scale(float) {{.*}}clang-explain.cpp:8:8
// CHECK-NEXT:   atomic64 (28): type class.sycl::_V1::atomic_ref (contains class.sycl::_V1::detail::atomic_ref_impl) used at {{.*}}clang-explain.cpp:9:3 in 'kernel(float*, long*)'
// CHECK-NEXT:       kernel(float*, long*)
