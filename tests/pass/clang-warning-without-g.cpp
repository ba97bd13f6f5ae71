// Without -g the module has no debug locations; inside clang the plugin
// takes them from the AST instead (it keeps the AST alive through the LLVM
// pipeline), so the warning and its notes still point at the function, the
// chain and the use. No debug information appears in the output. (Under opt, with
// no AST, the chain has no locations and the warning says to compile with
// -g: see declared-aspects.ll.)
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: sed -E 's/^ *[0-9]* [|] //' %t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: not grep -q '!dbg' %t.ll
// RUN: not grep -q 'DICompileUnit' %t.ll
#include <sycl/sycl.hpp>

void helper(double *d) { *d += 1.0; }

[[sycl::device_has()]] void kernel(double *d) { helper(d); }

//      CHECK:{{.*}}clang-warning-without-g.cpp:15:29: warning: function 'kernel(double*)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute [-Wbackend-plugin]
// CHECK-NEXT:{{\[\[}}sycl::device_has()]] void kernel(double *d) { helper(d); }
// CHECK-NEXT:                            ^
// CHECK-NEXT:{{.*}}clang-warning-without-g.cpp:13:6: note: propagated from call to function 'helper(double*)'
// CHECK-NEXT:void helper(double *d) { *d += 1.0; }
// CHECK-NEXT:     ^
// CHECK-NEXT:{{.*}}clang-warning-without-g.cpp:13:29: note: aspect 'fp64' is used here
// CHECK-NEXT:void helper(double *d) { *d += 1.0; }
// CHECK-NEXT:                            ^
// CHECK-NEXT:1 warning generated.
