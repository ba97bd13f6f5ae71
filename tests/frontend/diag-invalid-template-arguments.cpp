// Dependent arguments are checked when the template is instantiated, each
// instantiation with clang's "in instantiation of" note; a non-dependent
// argument of the wrong type is diagnosed at the definition and again in
// each instantiation (as DPC++ does). An error elsewhere in the file does
// not hide them.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
#include <sycl/aspect.hpp>

enum class other { a, b };

template <typename T, T V> [[sycl::device_has(V)]] void dependent_type() {} // expected-error {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
template <auto... Vs> [[__sycl_detail__::__uses_aspects__(Vs...)]] void dependent_pack() {} // expected-error {{'__uses_aspects__' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
template <typename T> struct [[__sycl_detail__::__uses_aspects__(T::value)]] FromTrait {}; // expected-error {{'__uses_aspects__' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}

template <typename T> [[sycl::device_has(other::a)]] void nondependent() {}
// expected-error@-1 3 {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}

int another_error = "not an int"; // expected-error {{cannot initialize a variable of type 'int' with an lvalue of type 'const char[11]'}}

struct GoodTrait { static constexpr sycl::aspect value = sycl::aspect::fp16; };
struct BadTrait { static constexpr int value = 5; };

void use() {
  dependent_type<sycl::aspect, sycl::aspect::fp64>(); // fine
  dependent_type<other, other::b>(); // expected-note {{in instantiation of function template specialization 'dependent_type<other, other::b>' requested here}}
  dependent_pack<sycl::aspect::fp64>(); // fine
  dependent_pack<sycl::aspect::fp64, 7>(); // expected-note {{in instantiation of function template specialization 'dependent_pack<sycl::aspect::fp64, 7>' requested here}}
  FromTrait<GoodTrait> good;
  FromTrait<BadTrait> bad; // expected-note {{in instantiation of template class 'FromTrait<BadTrait>' requested here}}
  nondependent<int>(); // expected-note {{in instantiation of function template specialization 'nondependent<int>' requested here}}
  nondependent<float>(); // expected-note {{in instantiation of function template specialization 'nondependent<float>' requested here}}
}
