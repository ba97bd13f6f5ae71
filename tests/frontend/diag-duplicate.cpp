// Applying the same attribute twice to one declaration warns; the first wins.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - 2>/dev/null | FileCheck %s
#include <sycl/aspect.hpp>
using sycl::aspect;

[[sycl::device_has(aspect::fp16)]] // expected-note {{previous attribute is here}}
[[sycl::device_has(aspect::fp64)]] // expected-warning {{attribute 'device_has' is already applied}}
void twice() {}

[[__sycl_detail__::__uses_aspects__(aspect::gpu), __sycl_detail__::__uses_aspects__(aspect::cpu)]] void twice_used() {}
// expected-warning@-1 {{attribute '__uses_aspects__' is already applied}}
// expected-note@-2 {{previous attribute is here}}

// CHECK-DAG: @_Z5twicev() {{.*}}!sycl_declared_aspects ![[FP16:[0-9]+]]
// CHECK-DAG: @_Z10twice_usedv() {{.*}}!sycl_used_aspects ![[GPU:[0-9]+]]
// CHECK-DAG: ![[FP16]] = !{i32 5}
// CHECK-DAG: ![[GPU]] = !{i32 2}
