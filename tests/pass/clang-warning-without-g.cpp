// Without -g the module has no debug locations; inside clang the plugin
// takes them from the AST instead (it keeps the AST alive through the LLVM
// pipeline), so the warning still points at the use and the chain has its
// call sites. No debug information appears in the output. (Under opt, with
// no AST, the chain has no locations and the warning says to compile with
// -g: see declared-aspects.ll.)
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: sed -E 's/^ *[0-9]* [|] //' %t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: not grep -q '!dbg' %t.ll
// RUN: not grep -q 'DICompileUnit' %t.ll
#include <sycl/sycl.hpp>

void helper(double *d) { *d += 1.0; }

[[sycl::device_has()]] void kernel(double *d) { helper(d); }

//      CHECK:{{.*}}clang-warning-without-g.cpp:13:29: warning: function 'kernel' uses aspect 'fp64' not listed in 'sycl::device_has'
// CHECK-NEXT:use is from this call chain:
// CHECK-NEXT:  kernel(double*)
// CHECK-NEXT:  helper(double*) {{.*}}clang-warning-without-g.cpp:15:49 [-Wbackend-plugin]
// CHECK-NEXT:void helper(double *d) { *d += 1.0; }
// CHECK-NEXT:                            ^
// CHECK-NEXT:1 warning generated.
