// The device_has warning in DPC++'s shape, checked the way DPC++'s own tests
// check it: clang's -verify. DPC++'s text at the function's declaration; a
// note "propagated from call to function" at the declaration of each
// function of DPC++'s chain (each time the first callee in call order that
// uses the aspect, going on past a function that uses it itself, down to a
// type's implicit constructor, located at its class); our own note at the
// use only where it adds a place (not on a function-level attribute).
// The second run breaks one expectation: -verify must then fail the
// compilation (the plugin wraps clang's diagnostic client; the exit status
// is the verifier's).
// RUN: %clang -std=c++17 -S -emit-llvm -o /dev/null -Xclang -verify %s
// RUN: sed 's/function .helper_b(int)./function '"'"'helper_x(int)'"'"'/' %s > %t.cpp
// RUN: not %clang -std=c++17 -S -emit-llvm -o /dev/null -Xclang -verify %t.cpp 2> %t.err
// RUN: FileCheck --check-prefix=BROKEN %s < %t.err
// BROKEN: {{'(expected-)?note'}} diagnostics expected but not seen:
// BROKEN: propagated from call to function 'helper_x(int)'
#include <sycl/sycl.hpp>

// expected-note@+1 {{propagated from call to function 'Half::Half()'}}
struct [[__sycl_detail__::__uses_aspects__(sycl::aspect::fp16)]] Half {
  int bits = 0;
};

// expected-note@+1 {{propagated from call to function 'on_cpu(int)'}}
[[__sycl_detail__::__uses_aspects__(sycl::aspect::cpu)]] int on_cpu(int a) { return a; }

// expected-note@+1 {{propagated from call to function 'helper_b(int)'}}
int helper_b(int a) {
  Half h;
  h.bits = a;
  return h.bits;
}

// expected-note@+1 2 {{propagated from call to function 'helper_a(int)'}}
int helper_a(int a) { return on_cpu(a) + helper_b(a); }

// expected-warning-re@+1 {{function '{{.*}}kernel(int)' uses aspect 'cpu' not listed in its 'sycl::device_has' attribute}}
[[sycl::device_has(sycl::aspect::fp64)]] SYCL_EXTERNAL int kernel(int a) {
  return helper_a(a); // expected-warning-re@-1 {{function '{{.*}}kernel(int)' uses aspect 'fp16' not listed in its 'sycl::device_has' attribute}}
}

// expected-warning@+1 {{function 'uses_double(float)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute}}
[[sycl::device_has()]] SYCL_EXTERNAL float uses_double(float x) {
  return x * 2.0; // expected-note {{aspect 'fp64' is used here}}
}
