// Redeclarations (checked at the end of the translation unit, when clang has
// linked them) must agree with the first required size, which wins.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - 2>/dev/null | FileCheck %s
#include <sycl/sycl.hpp>

[[sycl::reqd_work_group_size(8, 8)]] SYCL_EXTERNAL void redeclared(); // expected-note {{previous attribute is here}}
[[sycl::reqd_work_group_size(8, 8)]] SYCL_EXTERNAL void redeclared();
[[sycl::reqd_work_group_size(8, 4)]] SYCL_EXTERNAL void redeclared() {} // expected-warning {{attribute 'reqd_work_group_size' is already applied with different arguments}}
// CHECK: define {{.*}}@_Z10redeclaredv() {{.*}}!reqd_work_group_size ![[WG:[0-9]+]]
// CHECK: ![[WG]] = !{i32 8, i32 8}

