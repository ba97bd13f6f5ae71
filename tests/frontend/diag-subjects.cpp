// device_has applies to functions only; uses_aspects to classes and
// functions (and aliases of classes).
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
#include <sycl/aspect.hpp>
using sycl::aspect;

struct [[sycl::device_has(aspect::fp64)]] S {}; // expected-error {{'device_has' attribute only applies to functions}}
[[sycl::device_has(aspect::fp64)]] int var; // expected-error {{'device_has' attribute only applies to functions}}
using Alias [[sycl::device_has(aspect::fp64)]] = int; // expected-error {{'device_has' attribute only applies to functions}}

[[__sycl_detail__::__uses_aspects__(aspect::fp64)]] int var2; // expected-error {{'__uses_aspects__' attribute only applies to classes and functions}}
enum class [[sycl_detail::uses_aspects(aspect::fp64)]] E {}; // expected-error {{'uses_aspects' attribute only applies to classes and functions}}
using IntAlias [[__sycl_detail__::__uses_aspects__(aspect::fp64)]] = int; // expected-warning {{'__uses_aspects__' attribute on an alias of a non-class type has no effect}}

// Valid subjects produce no diagnostic.
[[sycl::device_has(aspect::fp64)]] void ok_function();
struct Ok {
  [[sycl::device_has(aspect::fp64)]] void method();
};
struct [[__sycl_detail__::__uses_aspects__(aspect::fp16)]] OkClass {};
template <typename T> struct [[__sycl_detail__::__uses_aspects__(aspect::fp16)]] OkTemplate {};
