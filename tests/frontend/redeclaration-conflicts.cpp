// A redeclaration with a different device_has / uses_aspects list: DPC++'s
// warning at the later attribute, a note at the earlier one, and the later
// declaration's list applies. The same list again says nothing.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll 2>/dev/null
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
#include <sycl/sycl.hpp>
using sycl::aspect;

[[sycl::device_has(aspect::fp16)]] void f(); // expected-note {{previous attribute is here}}
[[sycl::device_has(aspect::fp64)]] void f() {} // expected-warning {{attribute 'device_has' is already applied}}

[[sycl::device_has(aspect::cpu)]] void same();
[[sycl::device_has(aspect::cpu)]] void same() {}

[[__sycl_detail__::__uses_aspects__(aspect::gpu)]] void used(); // expected-note {{previous attribute is here}}
void used();
[[__sycl_detail__::__uses_aspects__(aspect::accelerator)]] void used() {} // expected-warning {{attribute '__uses_aspects__' is already applied}}

template <class T> [[sycl::device_has(aspect::fp16)]] void tpl(); // expected-note {{previous attribute is here}}
template <class T> [[sycl::device_has(aspect::gpu)]] void tpl() {} // expected-warning {{attribute 'device_has' is already applied}}

class [[__sycl_detail__::__uses_aspects__(aspect::gpu)]] C; // expected-note {{previous attribute is here}}
class [[__sycl_detail__::__uses_aspects__(aspect::cpu)]] C {}; // expected-warning {{attribute '__uses_aspects__' is already applied}}

void use() { f(); same(); used(); tpl<int>(); tpl<float>(); C c; }

// CHECK-DAG: define {{.*}}@_Z1fv() {{.*}}!sycl_declared_aspects ![[FP64:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z4samev() {{.*}}!sycl_declared_aspects ![[CPU:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z4usedv() {{.*}}!sycl_used_aspects ![[ACC:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z3tplIiEvv() {{.*}}!sycl_declared_aspects ![[GPU:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z3tplIfEvv() {{.*}}!sycl_declared_aspects ![[GPU]]
// CHECK-DAG: !{!"class.C", i32 1}
// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[CPU]] = !{i32 1}
// CHECK-DAG: ![[ACC]] = !{i32 3}
// CHECK-DAG: ![[GPU]] = !{i32 2}
