// sycl_explicit_simd takes no arguments, in either spelling (DPC++'s text);
// empty parentheses are accepted.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s

[[intel::sycl_explicit_simd(1)]] void a(); // expected-error {{'sycl_explicit_simd' attribute takes no arguments}}
__attribute__((sycl_explicit_simd(1))) void b(); // expected-error {{'sycl_explicit_simd' attribute takes no arguments}}
[[intel::sycl_explicit_simd(x, y)]] void c(); // expected-error {{'sycl_explicit_simd' attribute takes no arguments}}
[[intel::sycl_explicit_simd()]] void ok1();
[[intel::sycl_explicit_simd]] void ok2();
