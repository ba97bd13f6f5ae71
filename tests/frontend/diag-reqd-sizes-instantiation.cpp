// Dependent arguments of the required-size attributes are checked for each
// instantiation, at the argument, and each written argument once.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
// RUN: not %clang -std=c++17 -fsyntax-only %s 2>&1 | FileCheck %s
#include <sycl/sycl.hpp>

template <int S>
[[sycl::reqd_sub_group_size(S - 8)]] void templated() {} // expected-error {{'reqd_sub_group_size' attribute requires a positive integral compile time constant expression}}
// CHECK: diag-reqd-sizes-instantiation.cpp:[[@LINE-1]]:29: error: 'reqd_sub_group_size' attribute requires a positive integral compile time constant expression
// CHECK-NOT: error:

void use() {
  templated<16>();
  templated<8>(); // S - 8 == 0 // expected-note {{in instantiation of function template specialization 'templated<8>' requested here}}
  templated<4>(); // S - 8 < 0: the same argument, not diagnosed again
}
// CHECK: 1 error generated.
