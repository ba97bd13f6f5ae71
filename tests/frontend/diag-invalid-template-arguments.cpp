// Aspect-list arguments in templates are checked by their type where they
// are written, as DPC++ does: one whose type is another enum is an error at
// the definition; a dependent value of the aspect type, an argument whose
// type only instantiation tells (`T::value`) and a device_has pack
// expansion are checked when the template is instantiated, each
// instantiation with clang's "in instantiation of" note. An error
// elsewhere in the file does not hide them.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
#include <sycl/aspect.hpp>

enum class other { a, b };

template <sycl::aspect A> [[sycl::device_has(A)]] void dependent_value() {}
template <auto... Vs> [[sycl::device_has(Vs...)]] void dependent_pack() {} // expected-error {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
template <typename T> struct [[__sycl_detail__::__uses_aspects__(T::value)]] FromTrait {}; // expected-error {{'__uses_aspects__' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}

template <typename T> [[sycl::device_has(other::a)]] void nondependent() {}
// expected-error@-1 3 {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}

int another_error = "not an int"; // expected-error {{cannot initialize a variable of type 'int' with an lvalue of type 'const char[11]'}}

struct GoodTrait { static constexpr sycl::aspect value = sycl::aspect::fp16; };
struct BadTrait { static constexpr int value = 6; };

void use() {
  dependent_value<sycl::aspect::fp64>(); // fine
  dependent_pack<sycl::aspect::fp64>(); // fine
  dependent_pack<sycl::aspect::fp64, 7>(); // expected-note {{in instantiation of function template specialization 'dependent_pack<sycl::aspect::fp64, 7>' requested here}}
  FromTrait<GoodTrait> good; // fine
  FromTrait<BadTrait> bad; // expected-note {{in instantiation of template class 'FromTrait<BadTrait>' requested here}}
  nondependent<int>(); // expected-note {{in instantiation of function template specialization 'nondependent<int>' requested here}}
  nondependent<float>(); // expected-note {{in instantiation of function template specialization 'nondependent<float>' requested here}}
}
