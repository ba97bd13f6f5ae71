// A device_has / __uses_aspects__ argument in a template whose type is not
// sycl::aspect is an error where the template is defined, also before any
// instantiation and also when its value depends on a template parameter
// (DPC++'s SemaSYCL device_has.cpp and uses_aspects.cpp). An instantiation
// checks its own arguments again, as DPC++ does. A device_has pack
// expansion waits for its instantiation.
// RUN: %clang_cc1 -std=c++17 -fsycl-is-device -fsyntax-only -verify %s
#include <sycl/aspect.hpp>

namespace lookalike { enum class aspect { fp64, gpu }; }

// The value depends on the template, its type does not: once at the
// definition, once in the instantiation.
template <lookalike::aspect A>
[[sycl::device_has(A)]] void wrong_enum_value() {} // expected-error 2 {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
template <lookalike::aspect A>
[[__sycl_detail__::__uses_aspects__(A)]] void wrong_enum_used() {} // expected-error 2 {{'__uses_aspects__' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}

// A type that depends on a template parameter is not sycl::aspect either,
// even in a template that is never instantiated.
template <typename T>
[[sycl::device_has(T{})]] void dependent_type() {} // expected-error {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
template <typename T>
[[__sycl_detail__::__uses_aspects__(T{})]] void dependent_type_used() {} // expected-error {{'__uses_aspects__' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}

// A device_has pack: only its instantiation. DPC++ checks no pack of
// __uses_aspects__ later (clang gives a pack expansion a dependent type).
template <lookalike::aspect... As>
[[sycl::device_has(As...)]] void wrong_enum_pack() {} // expected-error {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
template <sycl::aspect... As>
[[__sycl_detail__::__uses_aspects__(As...)]] void used_pack() {} // expected-error {{'__uses_aspects__' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}

// Right types: nothing, in or out of instantiations.
template <sycl::aspect A, sycl::aspect... As>
[[sycl::device_has(A, As..., sycl::aspect::gpu)]] [[__sycl_detail__::__uses_aspects__(A, sycl::aspect::cpu)]] void fine() {}

void use() {
  wrong_enum_value<lookalike::aspect::fp64>(); // expected-note {{in instantiation of function template specialization 'wrong_enum_value<lookalike::aspect::fp64>' requested here}}
  wrong_enum_used<lookalike::aspect::gpu>(); // expected-note {{in instantiation of function template specialization 'wrong_enum_used<lookalike::aspect::gpu>' requested here}}
  wrong_enum_pack<lookalike::aspect::gpu>(); // expected-note {{in instantiation of function template specialization 'wrong_enum_pack<lookalike::aspect::gpu>' requested here}}
  used_pack<sycl::aspect::fp64>(); // (the definition was an error already)
  fine<sycl::aspect::fp64, sycl::aspect::fp16>();
}
