// An attribute argument list that is never closed: clang 16 skips to the end
// of the file without a word (the rest of the file is lost); the plugin
// says so.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
#include <sycl/aspect.hpp>
constexpr sycl::aspect pick(bool wide) { return wide ? sycl::aspect::fp64 : sycl::aspect::fp16; }
[[sycl::device_has(pick(true)]] void f(); // expected-error {{expected ')' to end the arguments of attribute 'device_has'}}
void g() {}
