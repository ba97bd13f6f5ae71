// Lists of add_ir_attributes_function on one function merge when DPC++'s
// Sema merges them: the same pairs in any order, other names added, the
// same filter in any order. A name with another value, or another filter
// (or none against one), is DPC++'s error, also for a name the filter
// drops. Redeclarations: the error at the later attribute, the note at the
// earlier one. Attributes of one declaration: the error at the list merged
// so far, the note at the one that does not fit.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s

[[__sycl_detail__::add_ir_attributes_function("size", "mode", 8, true)]] void merged(); // expected-note {{conflicting attribute is here}}
[[__sycl_detail__::add_ir_attributes_function("mode", "size", true, 8)]] void merged();
[[__sycl_detail__::add_ir_attributes_function("extra", 1)]] void merged();
[[__sycl_detail__::add_ir_attributes_function("size", 16)]] void merged(); // expected-error {{attribute 'add_ir_attributes_function' is already applied with different arguments}}
void merged() {}

[[__sycl_detail__::add_ir_attributes_function({"a", "b"}, "a", "hidden", 1, 2)]] void filtered(); // expected-note {{conflicting attribute is here}}
[[__sycl_detail__::add_ir_attributes_function({"b", "a"}, "a", 1)]] void filtered();
[[__sycl_detail__::add_ir_attributes_function({"a", "b"}, "hidden", 3)]] void filtered(); // expected-error {{attribute 'add_ir_attributes_function' is already applied with different arguments}} expected-note {{conflicting attribute is here}}
[[__sycl_detail__::add_ir_attributes_function("a", 1)]] void filtered() {} // expected-error {{attribute 'add_ir_attributes_function' is already applied with different arguments}}

[[__sycl_detail__::add_ir_attributes_function("a", 1)]]
[[__sycl_detail__::add_ir_attributes_function("b", 2)]] // expected-error 2 {{attribute 'add_ir_attributes_function' is already applied with different arguments}}
[[__sycl_detail__::add_ir_attributes_function("a", 2)]] // expected-note {{conflicting attribute is here}}
[[__sycl_detail__::add_ir_attributes_function({"a"}, "a", 1)]] // expected-note {{conflicting attribute is here}}
void one_declaration() {}
