// Inside clang the warning is a clang diagnostic in DPC++'s shape: at the
// function's declaration, a note at each function of the call chain and one
// where the last uses the aspect; counted in the summary.
// RUN: %clang -std=c++17 -g -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: sed -E 's/^ *[0-9]* [|] //' %t.err | FileCheck %s --match-full-lines --strict-whitespace
#include <sycl/sycl.hpp>

double twice(float x) { return x * 2.0; }
void helper(float *out) { out[0] = twice(out[0]); }

[[sycl::device_has(sycl::aspect::fp16)]] void kernel(float *out) {
  helper(out);
}

// helper() itself uses fp64 (it calls a function returning double), but
// DPC++'s chain goes on to the first callee that uses it too: twice().
//      CHECK:{{.*}}clang-warning-with-g.cpp:11:47: warning: function 'kernel(float*)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute [-Wbackend-plugin]
// CHECK-NEXT:{{\[\[}}sycl::device_has(sycl::aspect::fp16)]] void kernel(float *out) {
// CHECK-NEXT:                                              ^
// CHECK-NEXT:{{.*}}clang-warning-with-g.cpp:9:6: note: propagated from call to function 'helper(float*)'
// CHECK-NEXT:void helper(float *out) { out[0] = twice(out[0]); }
// CHECK-NEXT:     ^
// CHECK-NEXT:{{.*}}clang-warning-with-g.cpp:8:8: note: propagated from call to function 'twice(float)'
// CHECK-NEXT:double twice(float x) { return x * 2.0; }
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}clang-warning-with-g.cpp:8:32: note: aspect 'fp64' is used here
// CHECK-NEXT:double twice(float x) { return x * 2.0; }
// CHECK-NEXT:                               ^
// CHECK-NEXT:1 warning generated.
