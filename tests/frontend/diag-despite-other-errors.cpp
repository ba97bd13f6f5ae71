// Diagnostics found at the end of the translation unit (redeclaration
// conflicts, arguments checked at instantiation) are issued even when the
// file has another error.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
#include <sycl/sycl.hpp>
using sycl::aspect;

int unrelated_error = "text"; // expected-error {{cannot initialize a variable of type 'int' with an lvalue of type 'const char[5]'}}

[[sycl::device_has(aspect::fp16)]] void f(); // expected-note {{previous attribute is here}}
[[sycl::device_has(aspect::fp64)]] void f() {} // expected-warning {{attribute 'device_has' is already applied}}

[[sycl::reqd_sub_group_size(8)]] void g(); // expected-note {{previous attribute is here}}
[[sycl::reqd_sub_group_size(16)]] void g() {} // expected-warning {{attribute 'reqd_sub_group_size' is already applied with different arguments}}

template <int S> [[sycl::reqd_sub_group_size(S)]] void sized() {} // expected-error {{'reqd_sub_group_size' attribute requires a positive integral compile time constant expression}}
template <auto... A> [[sycl::device_has(A...)]] void has() {} // expected-error {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}

void use() {
  f(); g();
  sized<0>(); // expected-note {{in instantiation of function template specialization 'sized<0>' requested here}}
  has<5>(); // expected-note {{in instantiation of function template specialization 'has<5>' requested here}}
}
