// A C++20 template lambda (`[]<typename T>(T)`) is named as the generic
// lambda it reads as, not by its mangled name: clang 16 and 19 mangle its
// template parameters (`UlTyT_E_`), which cpp_demangle cannot read. (In an
// inline function, so its closure type has an Itanium name.)
// RUN: %clang -std=c++20 -S -emit-llvm %s -o %t.ll 2>&1 | FileCheck %s --implicit-check-not=_ZZ
// CHECK: warning: function 'kernel(float*)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// CHECK: note: propagated from call to function 'twice_of(float)'
// CHECK: note: propagated from call to function 'auto twice_of(float)::{lambda(auto:1)#1}::operator()<float>(float) const'
// CHECK: note: aspect 'fp64' is used here
#include <sycl/sycl.hpp>

inline float twice_of(float x) {
  auto twice = []<typename T>(T v) { return v * 2.0; };
  return twice(x);
}

[[sycl::device_has()]] void kernel(float *p) { p[0] = twice_of(p[1]); }
