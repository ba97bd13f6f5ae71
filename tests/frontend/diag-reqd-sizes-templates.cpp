// In templates every required-size attribute is kept and, once
// instantiated, a later one with other values warns; the first one wins.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - 2>/dev/null | FileCheck %s
#include <sycl/sycl.hpp>

template <int N>
[[sycl::reqd_sub_group_size(N)]] // expected-note {{previous attribute is here}}
[[sycl::reqd_sub_group_size(16)]] // expected-warning {{attribute 'reqd_sub_group_size' is already applied with different arguments}}
SYCL_EXTERNAL void t() {}
template void t<8>();
template void t<4>(); // the same attribute: not warned again
template void t<16>(); // agrees

// CHECK-DAG: define {{.*}}@_Z1tILi8EEvv() {{.*}}!intel_reqd_sub_group_size ![[SG8:[0-9]+]]
// CHECK-DAG: ![[SG8]] = !{i32 8}
