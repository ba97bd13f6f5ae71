// A lambda in a function that is not inline is named by its order in the
// translation unit ('$_0'), a name the plugin cannot find in the AST, so
// without -g its frame of the chain has no location and the use no note.
// The warning says so with the hint the opt form gives ("compile with
// '-g'"), rather than leave a note without a place and no word why; with
// -g every frame is located and there is no hint.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=NO-G
// RUN: %clang -std=c++17 -g -S -emit-llvm %s -o %t-g.ll 2>&1 | FileCheck %s --check-prefix=WITH-G --implicit-check-not="compile with '-g'"
// NO-G: warning: function 'kernel(float*)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// NO-G: note: propagated from call to function 'kernel(float*)::$_0::operator()(float) const'
// NO-G-NEXT: note: compile with '-g' to get source location
// WITH-G: warning: function 'kernel(float*)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// WITH-G: location-hint-order-named-lambda.cpp:[[@LINE+5]]:{{[0-9]+}}: note: propagated from call to function 'kernel(float*)::$_0::operator()(float) const'
// WITH-G: location-hint-order-named-lambda.cpp:[[@LINE+4]]:{{[0-9]+}}: note: aspect 'fp64' is used here
#include <sycl/sycl.hpp>

[[sycl::device_has()]] void kernel(float *p) {
  auto twice = [](float v) { return v * 2.0; };
  p[0] = twice(p[1]);
}
