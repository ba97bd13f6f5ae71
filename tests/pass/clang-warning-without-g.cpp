// Without debug information the chain has no locations and a hint says how
// to get them; no debug information appears in the output.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: FileCheck %s --match-full-lines < %t.err
// RUN: not grep -q '!dbg' %t.ll
#include <sycl/sycl.hpp>

void helper(double *d) { *d += 1.0; }

[[sycl::device_has()]] void kernel(double *d) { helper(d); }

//      CHECK:warning: function 'kernel' uses aspect 'fp64' not listed in 'sycl::device_has'
// CHECK-NEXT:use is from this call chain:
// CHECK-NEXT:  kernel(double*)
// CHECK-NEXT:  helper(double*)
// CHECK-NEXT:compile with '-g' to get source location [-Wbackend-plugin]
// CHECK-NEXT:1 warning generated.
