// A class given two different sycl_type arguments, on one declaration or on
// two of its redeclarations, is an error pointing at both (DPC++'s
// SemaSYCL/sycl-type-attr.cpp texts); the same argument twice is accepted.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s

// expected-error@+2 {{attribute 'sycl_type' is already applied with different arguments}}
// expected-note@+1 {{previous attribute is here}}
class [[__sycl_detail__::sycl_type(group)]] [[__sycl_detail__::sycl_type(accessor)]] group {};

class [[__sycl_detail__::sycl_type(spec_constant)]] spec_constant; // expected-note {{previous attribute is here}}
class [[__sycl_detail__::sycl_type(accessor)]] spec_constant {}; // expected-error {{attribute 'sycl_type' is already applied with different arguments}}

template <typename T> class [[__sycl_detail__::sycl_type(local_accessor)]] local_accessor; // expected-note {{previous attribute is here}}
template <typename T> class [[__sycl_detail__::sycl_type(accessor)]] local_accessor {}; // expected-error {{attribute 'sycl_type' is already applied with different arguments}}

// Matching arguments: no diagnostic.
class [[__sycl_detail__::sycl_type(kernel_handler)]] kernel_handler;
class [[__sycl_detail__::sycl_type(kernel_handler)]]
[[__sycl_detail__::sycl_type(kernel_handler)]] kernel_handler {};
class kernel_handler;

// An aspect enum declared first, then defined with the same argument, is
// still the aspect enum (its enumerators are read from the definition).
enum class [[__sycl_detail__::sycl_type(aspect)]] aspect : int;
enum class [[__sycl_detail__::sycl_type(aspect)]] aspect : int { fp64 = 6 };
[[sycl::device_has(aspect::fp64)]] void uses_fp64() {}
