// Attribute names in the plugin's diagnostics are bare, as clang 16 and 19
// print their own attributes ('noinline', never 'gnu::noinline'), so
// DPC++'s SemaSYCL tests for those clangs match: the lines below are those
// of its device_has.cpp and uses_aspects.cpp, each message on the line
// DPC++'s test expects it (the redeclaration's warning at its attribute,
// the second attribute of one declaration at that attribute), plus one
// message of every other kind of plugin attribute. No message names an
// attribute with its scope ('sycl::device_has'), which only a clang with
// llvm-project PR 144619 prints.
// RUN: %clang_cc1 -fsycl-is-device -std=c++17 -fsyntax-only -verify %s
// RUN: not %clang -Xclang -fsycl-is-device -std=c++17 -fsyntax-only -fno-caret-diagnostics %s 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not="::device_has'" --implicit-check-not="::__uses_aspects__'" \
// RUN:       --implicit-check-not="::add_ir_attributes_function'" --implicit-check-not="::sycl_type'" \
// RUN:       --implicit-check-not="::reqd_work_group_size'" --implicit-check-not="::sycl_explicit_simd'"
#include <sycl/aspect.hpp>

namespace fake_cl {
namespace sycl {
enum class aspect { aspect1, aspect2 };
}
} // namespace fake_cl

[[sycl::device_has()]] int a; // expected-error{{'device_has' attribute only applies to functions}}
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-1]]:3: error: 'device_has' attribute only applies to functions

[[sycl::device_has("123")]] void func1() {} // expected-error{{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-1]]:20: error: 'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect
[[sycl::device_has(fake_cl::sycl::aspect::aspect1)]] void func2() {} // expected-error{{'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-1]]:20: error: 'device_has' attribute argument is invalid; argument must be device aspect of type sycl::aspect
[[sycl::device_has(sycl::aspect::cpu)]] void func3();   // expected-note{{previous attribute is here}}
[[sycl::device_has(sycl::aspect::gpu)]] void func3() {} // expected-warning{{attribute 'device_has' is already applied}}
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-1]]:3: warning: attribute 'device_has' is already applied
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-3]]:3: note: previous attribute is here

[[sycl::device_has(sycl::aspect::cpu)]] // expected-note{{previous attribute is here}}
[[sycl::device_has(sycl::aspect::gpu)]] void
func7() {} // expected-warning@-1{{attribute 'device_has' is already applied}}
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-2]]:3: warning: attribute 'device_has' is already applied
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-4]]:3: note: previous attribute is here

[[__sycl_detail__::__uses_aspects__(sycl::aspect::cpu)]] int b; // expected-error{{'__uses_aspects__' attribute only applies to classes and functions}}
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-1]]:3: error: '__uses_aspects__' attribute only applies to classes and functions
[[__sycl_detail__::__uses_aspects__("123")]] void func9() {} // expected-error{{'__uses_aspects__' attribute argument is invalid; argument must be device aspect of type sycl::aspect}}
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-1]]:37: error: '__uses_aspects__' attribute argument is invalid; argument must be device aspect of type sycl::aspect

// The other attributes: DPC++'s own texts, the name bare.
[[sycl::reqd_work_group_size(0)]] void size0(); // expected-error{{'reqd_work_group_size' attribute requires a positive integral compile time constant expression}}
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-1]]:30: error: 'reqd_work_group_size' attribute requires a positive integral compile time constant expression
enum class [[__sycl_detail__::sycl_type(banana)]] E {}; // expected-error{{'sycl_type' attribute argument 'banana' is not supported}}
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-1]]:41: error: 'sycl_type' attribute argument 'banana' is not supported
[[intel::sycl_explicit_simd(1)]] void esimd(); // expected-error{{'sycl_explicit_simd' attribute takes no arguments}}
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-1]]:3: error: 'sycl_explicit_simd' attribute takes no arguments
[[__sycl_detail__::add_ir_attributes_function("Attr1", 1)]] void ir(); // expected-note{{conflicting attribute is here}}
[[__sycl_detail__::add_ir_attributes_function("Attr1", 2)]] void ir() {} // expected-error{{attribute 'add_ir_attributes_function' is already applied with different arguments}}
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-1]]:3: error: attribute 'add_ir_attributes_function' is already applied with different arguments
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-3]]:3: note: conflicting attribute is here
[[__sycl_detail__::add_ir_attributes_function("Attr1")]] void odd(); // expected-error{{attribute 'add_ir_attributes_function' must have an attribute value for each attribute name}}
// CHECK-DAG: diag-bare-attribute-names.cpp:[[@LINE-1]]:3: error: attribute 'add_ir_attributes_function' must have an attribute value for each attribute name
