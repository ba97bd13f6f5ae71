// The README's claim about locations without -g: the first double-typed
// expression in source order, outermost first, so in `x * 2.0` the
// warning's last note points at the `*`, not at `x` or at the literal.
// RUN: %clang -std=c++17 -c %s -o %t.o 2>&1 | sed -E 's/^ *[0-9]* [|] //' | FileCheck %s --match-full-lines --strict-whitespace
//      CHECK:{{.*}}location-without-g-operator.cpp:[[#@LINE+6]]:43: warning: function 'kernel(float*)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute [-Wbackend-plugin]
//      CHECK:{{.*}}location-without-g-operator.cpp:[[#@LINE+4]]:33: note: aspect 'fp64' is used here
// CHECK-NEXT:float scale(float x) { return x * 2.0; }
// CHECK-NEXT:                                ^
#include <sycl/sycl.hpp>
float scale(float x) { return x * 2.0; }
[[sycl::device_has()]] SYCL_EXTERNAL void kernel(float *p) { p[0] = scale(p[0]); }
