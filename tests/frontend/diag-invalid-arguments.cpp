// Arguments that are not sycl::aspect values are errors at the argument.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
#include <sycl/aspect.hpp>
using sycl::aspect;

enum class other { fp64 = 6 };
constexpr int six = 6;

[[sycl::device_has("fp64")]] void string_literal(); // expected-error {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
[[sycl::device_has(6)]] void int_literal(); // expected-error {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
[[sycl::device_has(other::fp64)]] void other_enum(); // expected-error {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
[[sycl::device_has(six)]] void int_constant(); // expected-error {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
[[sycl::device_has(aspect::fp16, 1 + 2)]] void expression(); // expected-error {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
[[__sycl_detail__::__uses_aspects__("fp64")]] void uses_string(); // expected-error {{'__uses_aspects__' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
[[sycl_detail::uses_aspects(other::fp64)]] void uses_other(); // expected-error {{'uses_aspects' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}

// Unknown names get clang's own lookup errors.
[[sycl::device_has(aspect::fp65)]] void unknown(); // expected-error {{no member named 'fp65' in 'sycl::aspect'; did you mean 'fp64'?}}
// expected-note@*:* {{'fp64' declared here}}
[[sycl::device_has(undeclared)]] void undeclared_name(); // expected-error {{use of undeclared identifier 'undeclared'}}

// Expressions are parsed by clang: its syntax errors, our type errors.
constexpr int not_an_aspect() { return 6; }
aspect runtime_aspect();
[[sycl::device_has(not_an_aspect())]] void int_call(); // expected-error {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
[[sycl::device_has(runtime_aspect())]] void runtime_call(); // expected-error {{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
[[sycl::device_has(aspect::fp16 aspect::fp64)]] void missing_comma(); // expected-error {{expected ','}}
[[sycl::device_has(aspect::fp16, )]] void trailing_comma(); // expected-error {{expected expression}}
[[sycl::device_has(static_cast<aspect>(undeclared_value))]] void bad_operand(); // expected-error {{use of undeclared identifier 'undeclared_value'}}
// The declaration after a bad argument list is parsed as usual.
[[sycl::device_has(1 +)]] int after_error() { return 0; } // expected-error {{expected expression}}
int after_error_use() { return after_error(); }
// Parsed even when the parser stands on a closing brace (error recovery for
// a missing ';'): only clang's own error.
constexpr aspect pick(bool wide) { return wide ? aspect::fp64 : aspect::fp16; }
struct MissingSemicolon { [[sycl::device_has(pick(true))]] void z() }; // expected-error {{expected ';' at end of declaration list}}
