// Inside clang the warning is a clang diagnostic at the use's location,
// with the call chain, counted in the summary.
// RUN: %clang -std=c++17 -g -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: sed -E 's/^ *[0-9]* [|] //' %t.err | FileCheck %s --match-full-lines --strict-whitespace
#include <sycl/sycl.hpp>

double twice(float x) { return x * 2.0; }
void helper(float *out) { out[0] = twice(out[0]); }

[[sycl::device_has(sycl::aspect::fp16)]] void kernel(float *out) {
  helper(out);
}

// helper() itself uses fp64: it calls a function returning double.
//      CHECK:{{.*}}clang-warning-with-g.cpp:8:36: warning: function 'kernel' uses aspect 'fp64' not listed in 'sycl::device_has'
// CHECK-NEXT:use is from this call chain:
// CHECK-NEXT:  kernel(float*)
// CHECK-NEXT:  helper(float*) {{.*}}clang-warning-with-g.cpp:11:3 [-Wbackend-plugin]
// CHECK-NEXT:void helper(float *out) { out[0] = twice(out[0]); }
// CHECK-NEXT:                                   ^
// CHECK-NEXT:1 warning generated.
