// DPC++'s merge rule for add_ir_attributes_function (its
// checkSYCLAddIRAttributesMergeability) in templates: a list whose
// arguments depend on no template parameter is compared at the template's
// redeclarations, as DPC++ compares it there (once, not per
// instantiation); the plugin used to compare only lists outside templates,
// so these conflicts compiled silently. A function with a list that
// depends on a template parameter is not compared: DPC++ merges nothing
// with such a list.
//
// Issue 29's example (a declaration with Attr2/Attr1, then a definition
// adding Attr3) is no conflict: DPC++'s current rule lets a list add names
// (its attr-add-ir-attributes-merge.cpp, FunctionRedecl4; only an older
// revision of that test, with a stricter rule, expected an error there).
// RUN: %clang_cc1 -fsycl-is-device -std=c++17 -fsyntax-only -verify %s
// The valid part alone: accepted (exit 0), also with -fsyntax-only, and
// issue 29's merged lists all reach the IR.
// RUN: %clang -Xclang -fsycl-is-device -std=c++17 -fsyntax-only -DVALID %s
// RUN: %clang -Xclang -fsycl-is-device -std=c++17 -S -emit-llvm -o - -DVALID %s | FileCheck %s

[[__sycl_detail__::add_ir_attributes_function("Attr2", "Attr1", true, 1)]] void issue29();
[[__sycl_detail__::add_ir_attributes_function("Attr3", false)]] void issue29() {}
// CHECK: define {{.*}}@_Z7issue29v() #[[ISSUE29:[0-9]+]]
// CHECK: attributes #[[ISSUE29]] = {{{.*}} "Attr1"="1" "Attr2"="true" "Attr3"="false"

// Lists that merge: other names, the same pairs in another order. (Their
// IR is not checked: an instantiation gets the definition's list only,
// docs/device-images.md.)
template <typename T> [[__sycl_detail__::add_ir_attributes_function("A", "B", 1, 2)]] void merged();
template <typename T> [[__sycl_detail__::add_ir_attributes_function("C", "B", 3, 2)]] void merged() {}

// A list that depends on a template parameter: nothing compared.
template <int N> [[__sycl_detail__::add_ir_attributes_function("A", 1)]] void dependent();
template <int N> [[__sycl_detail__::add_ir_attributes_function("A", N)]] void dependent() {}

void use_valid() {
  issue29();
  merged<int>();
  dependent<2>();
}

#ifndef VALID
template <typename T> [[__sycl_detail__::add_ir_attributes_function("A", 1)]] void function_template(); // expected-note {{conflicting attribute is here}}
template <typename T> [[__sycl_detail__::add_ir_attributes_function("A", 2)]] void function_template() {} // expected-error {{attribute 'add_ir_attributes_function' is already applied with different arguments}}

template <typename T> struct ClassTemplate {
  [[__sycl_detail__::add_ir_attributes_function("A", 1)]] void member(); // expected-note {{conflicting attribute is here}}
  template <typename U> [[__sycl_detail__::add_ir_attributes_function({"A"}, "A", 1)]] void member_template(); // expected-note {{conflicting attribute is here}}
};
template <typename T>
[[__sycl_detail__::add_ir_attributes_function("A", 2)]] void ClassTemplate<T>::member() {} // expected-error {{attribute 'add_ir_attributes_function' is already applied with different arguments}}
template <typename T> template <typename U>
[[__sycl_detail__::add_ir_attributes_function("A", 1)]] void ClassTemplate<T>::member_template() {} // expected-error {{attribute 'add_ir_attributes_function' is already applied with different arguments}}

// One declaration of a template: the error at the list merged so far.
template <typename T>
[[__sycl_detail__::add_ir_attributes_function("A", 1)]] // expected-error {{attribute 'add_ir_attributes_function' is already applied with different arguments}}
[[__sycl_detail__::add_ir_attributes_function("A", 2)]] // expected-note {{conflicting attribute is here}}
void one_declaration() {}

// An invalid list in a template is still reported per instantiation
// only, once (the comparison evaluates it quietly).
template <typename T> [[__sycl_detail__::add_ir_attributes_function("A")]] void unpaired() {} // expected-error {{attribute 'add_ir_attributes_function' must have an attribute value for each attribute name}}

void use() {
  function_template<int>();
  function_template<char>();
  ClassTemplate<int>().member();
  ClassTemplate<int>().member_template<int>();
  one_declaration<int>();
  unpaired<int>(); // expected-note {{in instantiation of function template specialization 'unpaired<int>' requested here}}
}
#endif
