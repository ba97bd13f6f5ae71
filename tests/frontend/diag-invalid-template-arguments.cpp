// Dependent arguments are checked when the template is instantiated.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
#include <sycl/aspect.hpp>

enum class other { a, b };

template <typename T, T V> [[sycl::device_has(V)]] void dependent_type() {} // expected-error {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
template <auto... Vs> [[__sycl_detail__::__uses_aspects__(Vs...)]] void dependent_pack() {} // expected-error {{'__uses_aspects__' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
template <typename T> struct [[__sycl_detail__::__uses_aspects__(T::value)]] FromTrait {}; // expected-error {{'__uses_aspects__' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}

struct GoodTrait { static constexpr sycl::aspect value = sycl::aspect::fp16; };
struct BadTrait { static constexpr int value = 5; };

void use() {
  dependent_type<sycl::aspect, sycl::aspect::fp64>(); // fine
  dependent_type<other, other::b>();
  dependent_pack<sycl::aspect::fp64>(); // fine
  dependent_pack<sycl::aspect::fp64, 7>();
  FromTrait<GoodTrait> good;
  FromTrait<BadTrait> bad;
}
