// A free-function kernel's kernel property must be on its first
// declaration, as DPC++ requires (its SemaSYCL free_function_negative.cpp):
// the first declaration with the property gets DPC++'s error, once, with a
// note at the first declaration. Device compiles only; other properties
// and functions whose first declaration has the property are fine.
// RUN: %clang_cc1 -std=c++17 -triple spir64-unknown-unknown -fsycl-is-device -fsyntax-only -verify %s
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify=host %s
// host-no-diagnostics

void late(int *p); // expected-note {{previous declaration is here}}
[[__sycl_detail__::add_ir_attributes_function("sycl-nd-range-kernel", 1)]]
void late(int *p); // expected-error {{the first occurrence of SYCL kernel free function should be declared with 'sycl-nd-range-kernel' or 'sycl-single-task-kernel' compile time properties}}
[[__sycl_detail__::add_ir_attributes_function("sycl-nd-range-kernel", 1)]]
void late(int *p) { p[0] = 1; }

void late_definition(int *p); // expected-note {{previous declaration is here}}
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void late_definition(int *p) { p[0] = 2; } // expected-error {{the first occurrence of SYCL kernel free function should be declared with 'sycl-nd-range-kernel' or 'sycl-single-task-kernel' compile time properties}}

[[__sycl_detail__::add_ir_attributes_function("sycl-single-task-kernel", 0)]]
void first(int *p);
void first(int *p);
void first(int *p) { p[0] = 3; }

void not_a_kernel(int *p);
[[__sycl_detail__::add_ir_attributes_function("other-property", 0)]]
void not_a_kernel(int *p) { p[0] = 4; }
