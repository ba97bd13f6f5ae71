// Internal functions are named by a tag codegen carries into the IR
// (internal-names-from-codegen.cpp); one that codegen must emit before the
// end of the translation unit (__attribute__((used))) is emitted before the
// end-of-unit tag exists: a function whose name is stable is found by its
// name; one whose name depends on the order of mangling (a member of an
// unnamed class, `$_N`) is tagged before codegen emits it.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
#include <sycl/sycl.hpp>
using sycl::aspect;

[[sycl::device_has(aspect::fp64)]] static __attribute__((used)) void early() {}
[[sycl::device_has(aspect::fp16)]] static void late() {}
namespace { [[sycl::device_has(aspect::gpu)]] __attribute__((used)) void anon_ns() {} }
void use() { late(); }
struct { [[sycl::device_has(aspect::cpu)]] __attribute__((used)) void m() {} } first;
struct { [[sycl::device_has(aspect::accelerator)]] __attribute__((used)) void m() {} } second;

// CHECK-DAG: define internal void @_ZL5earlyv() {{.*}}!sycl_declared_aspects ![[FP64:[0-9]+]]
// CHECK-DAG: define internal void @_ZL4latev() {{.*}}!sycl_declared_aspects ![[FP16:[0-9]+]]
// CHECK-DAG: define internal void @_ZN12_GLOBAL__N_17anon_nsEv() {{.*}}!sycl_declared_aspects ![[GPU:[0-9]+]]
// CHECK-DAG: define internal void @"_ZN3$_01mEv"({{.*}}!sycl_declared_aspects ![[CPU:[0-9]+]]
// CHECK-DAG: define internal void @"_ZN3$_11mEv"({{.*}}!sycl_declared_aspects ![[ACC:[0-9]+]]
// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[FP16]] = !{i32 5}
// CHECK-DAG: ![[GPU]] = !{i32 2}
// CHECK-DAG: ![[CPU]] = !{i32 1}
// CHECK-DAG: ![[ACC]] = !{i32 3}
