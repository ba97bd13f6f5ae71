// Opt-in warning: an entry point without device_has that uses double
// somewhere in its call tree, at the exact instruction, with the kind of
// use and a fix hint. Off by default; kernels with device_has are checked
// by the device_has warning instead.
// RUN: %clang -std=c++17 -g -S -emit-llvm -fplugin-arg-sycl_aspects-warn-implicit-fp64 %s -o %t.ll 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: %clang -std=c++17 -g -S -emit-llvm %s -o %t.ll 2>&1 | count 0
#include <sycl/sycl.hpp>
extern "C" int printf(const char *, ...);

float scale(float x) { return x * 2.0; }
float root(float x) { return __builtin_sqrt(x); }
SYCL_EXTERNAL void literal(float *x) { *x = scale(*x); }
SYCL_EXTERNAL void variadic(float *x) { printf("%f", *x); }
SYCL_EXTERNAL void function(float *x) { *x = root(*x); }
SYCL_EXTERNAL void conversion(float *x, double *d) { *d = *x; }
[[sycl::device_has(sycl::aspect::fp64)]] SYCL_EXTERNAL void declared(double *x) { *x *= 2; }
SYCL_EXTERNAL void no_double(float *x) { *x *= 2.0f; }

// CHECK: implicit-fp64.cpp:11:33: warning: function 'literal' implicitly uses aspect 'fp64' (double-precision arithmetic) but has no 'sycl::device_has'
// CHECK-NEXT: use is from this call chain:
// CHECK-NEXT:   literal(float*)
// CHECK-NEXT:   scale(float) {{.*}}implicit-fp64.cpp:13:45
// CHECK-NEXT: hint: write the constant as a float literal ('2.0f') to keep the arithmetic in float
// CHECK-NEXT: hint: or declare it: {{\[\[}}sycl::device_has(sycl::aspect::fp64)]] [-Wbackend-plugin]
// CHECK: implicit-fp64.cpp:14:41: warning: function 'variadic' implicitly uses aspect 'fp64' (variadic promotion of a floating-point argument to double in a call of 'printf')
// CHECK: hint: variadic arguments are always promoted to double
// CHECK: implicit-fp64.cpp:12:30: warning: function 'function' implicitly uses aspect 'fp64' (call of double-precision function 'sqrt')
// CHECK: hint: call the float overload instead (e.g. 'sqrt(float)' or 'sqrtf')
// CHECK: implicit-fp64.cpp:16:59: warning: function 'conversion' implicitly uses aspect 'fp64' (float to double conversion)
// CHECK-NOT: 'declared'
// CHECK-NOT: 'no_double'
// CHECK: 4 warnings generated.
