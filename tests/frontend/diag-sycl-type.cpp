// sycl_type takes exactly one supported identifier, on a class or an enum
// (DPC++'s texts); two different enums marked sycl_type(aspect) are an error.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s

enum class [[__sycl_detail__::sycl_type()]] E1 {}; // expected-error {{'sycl_type' attribute takes one argument}}
enum class [[__sycl_detail__::sycl_type]] E1b {}; // expected-error {{'sycl_type' attribute takes one argument}}
enum class [[__sycl_detail__::sycl_type("aspect")]] E2 {}; // expected-error {{'sycl_type' attribute requires an identifier}}
enum class [[__sycl_detail__::sycl_type(aspect, group)]] E3 {}; // expected-error {{'sycl_type' attribute takes one argument}}
enum class [[__sycl_detail__::sycl_type(banana)]] E4 {}; // expected-error {{'sycl_type' attribute argument 'banana' is not supported}}
class [[__sycl_detail__::sycl_type(accessor)]] Accessor {}; // accepted, no effect here
template <typename T> class [[__sycl_detail__::sycl_type(accessor)]] AccessorTpl {}; // accepted
template <typename T> class AccessorTpl<T *> {};

[[__sycl_detail__::sycl_type(aspect)]] int variable; // expected-error {{'sycl_type' attribute only applies to classes}}
[[__sycl_detail__::sycl_type(aspect)]] void function(); // expected-error {{'sycl_type' attribute only applies to classes}}
using Alias [[__sycl_detail__::sycl_type(aspect)]] = int; // expected-error {{'sycl_type' attribute only applies to classes}}

enum class [[__sycl_detail__::sycl_type(aspect)]] aspect { cpu = 1 }; // expected-note {{previous definition is here}}
enum class [[__sycl_detail__::sycl_type(aspect)]] aspect2 { cpu = 1 }; // expected-error {{redefinition of aspect enum}}
