// Bad arguments of the required-size attributes are errors at the argument
// (clang's texts for the same mistakes); a different second value warns.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
// RUN: not %clang -std=c++17 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=LOC
#include <sycl/sycl.hpp>

int not_constant = 8;
int runtime_size(int n) { return n; }
enum class scoped { eight = 8 };

[[sycl::reqd_sub_group_size(not_constant)]] void f1(); // expected-error {{'reqd_sub_group_size' attribute requires an integer constant}}
// LOC: diag-reqd-sizes.cpp:[[@LINE-1]]:29: error: 'reqd_sub_group_size' attribute requires an integer constant
[[sycl::reqd_sub_group_size("8")]] void f2(); // expected-error {{'reqd_sub_group_size' attribute requires an integer constant}}
[[sycl::reqd_work_group_size(8, runtime_size(2))]] void f3(); // expected-error {{'reqd_work_group_size' attribute requires an integer constant}}
// LOC: diag-reqd-sizes.cpp:[[@LINE-1]]:33: error: 'reqd_work_group_size' attribute requires an integer constant
[[sycl::reqd_work_group_size(scoped::eight)]] void f4(); // expected-error {{'reqd_work_group_size' attribute requires an integer constant}}
[[sycl::reqd_work_group_size(8, 0)]] void f5(); // expected-error {{'reqd_work_group_size' attribute requires a positive integral compile time constant expression}}
// LOC: diag-reqd-sizes.cpp:[[@LINE-1]]:33: error: 'reqd_work_group_size' attribute requires a positive
[[sycl::reqd_sub_group_size(-16)]] void f6(); // expected-error {{'reqd_sub_group_size' attribute requires a positive integral compile time constant expression}}
[[sycl::reqd_work_group_size(9223372036854775808ull)]] void f7(); // expected-error {{'reqd_work_group_size' attribute argument 9223372036854775808 is too large; the maximum is 9223372036854775807}}
[[sycl::reqd_sub_group_size(4294967296)]] void f7b(); // expected-error {{'reqd_sub_group_size' attribute argument 4294967296 is too large; the maximum is 2147483647}}
[[sycl::reqd_work_group_size]] void f8(); // expected-error {{'reqd_work_group_size' attribute takes at least 1 argument}}
[[sycl::reqd_work_group_size()]] void f9(); // expected-error {{'reqd_work_group_size' attribute takes at least 1 argument}}
[[sycl::reqd_work_group_size(1, 2, 3, 4)]] void f10(); // expected-error {{'reqd_work_group_size' attribute takes no more than 3 arguments}}
[[sycl::reqd_sub_group_size(8, 16)]] void f11(); // expected-error {{'reqd_sub_group_size' attribute takes one argument}}
[[sycl::reqd_sub_group_size(8,)]] void f12(); // expected-error {{expected expression}}
[[sycl::reqd_sub_group_size(undeclared)]] void f13(); // expected-error {{use of undeclared identifier 'undeclared'}}
[[sycl::reqd_sub_group_size(8)]] int variable; // expected-error {{'reqd_sub_group_size' attribute only applies to functions}}

// A second attribute with other values on the same declaration warns and
// the first one stays; the same values again are fine.
[[sycl::reqd_sub_group_size(8)]] // expected-note {{previous attribute is here}}
[[sycl::reqd_sub_group_size(16)]] // expected-warning {{attribute 'reqd_sub_group_size' is already applied with different arguments}}
void twice();
[[sycl::reqd_sub_group_size(8), sycl::reqd_sub_group_size(8)]] void same_twice();
