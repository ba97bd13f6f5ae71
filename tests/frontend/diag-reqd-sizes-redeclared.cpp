// Redeclarations (checked at the end of the translation unit, when clang has
// linked them) must agree with the first required size, which wins; for
// function templates too (the instantiation carries only the definition's
// attribute: the declarations before it are compared with it).
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - 2>/dev/null | FileCheck %s
#include <sycl/sycl.hpp>

[[sycl::reqd_work_group_size(8, 8)]] SYCL_EXTERNAL void redeclared(); // expected-note {{previous attribute is here}}
[[sycl::reqd_work_group_size(8, 8)]] SYCL_EXTERNAL void redeclared();
[[sycl::reqd_work_group_size(8, 4)]] SYCL_EXTERNAL void redeclared() {} // expected-warning {{attribute 'reqd_work_group_size' is already applied with different arguments}}
// CHECK-DAG: define {{.*}}@_Z10redeclaredv() {{.*}}!reqd_work_group_size ![[WG:[0-9]+]]
// CHECK-DAG: ![[WG]] = !{i32 8, i32 8}

template <int N> [[sycl::reqd_sub_group_size(8)]] void tpl(); // expected-note {{previous attribute is here}}
template <int N> [[sycl::reqd_sub_group_size(16)]] void tpl() {} // expected-warning {{attribute 'reqd_sub_group_size' is already applied with different arguments}}
template <int N> [[sycl::reqd_sub_group_size(32)]] void same();
template <int N> [[sycl::reqd_sub_group_size(32)]] void same() {}
void use() { tpl<1>(); tpl<2>(); same<1>(); }
// Each instantiation gets the first declaration's size; one warning.
// CHECK-DAG: define {{.*}}@_Z3tplILi1EEvv() {{.*}}!intel_reqd_sub_group_size ![[SG8:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z3tplILi2EEvv() {{.*}}!intel_reqd_sub_group_size ![[SG8]]
// CHECK-DAG: define {{.*}}@_Z4sameILi1EEvv() {{.*}}!intel_reqd_sub_group_size ![[SG32:[0-9]+]]
// CHECK-DAG: ![[SG8]] = !{i32 8}
// CHECK-DAG: ![[SG32]] = !{i32 32}
