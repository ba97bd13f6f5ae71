// uses_aspects on functions, in both spellings, on declarations and
// definitions, and on function templates (each instantiation evaluated).
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - | FileCheck %s
#include <sycl/sycl.hpp>
using sycl::aspect;

// CHECK-DAG: declare !sycl_used_aspects ![[AMX:[0-9]+]] void @_Z12amx_multiplyv()
[[__sycl_detail__::__uses_aspects__(aspect::ext_intel_matrix)]] void amx_multiply();
// CHECK-DAG: define {{.*}}@_Z7short_fv() {{.*}}!sycl_used_aspects ![[FP64_ATOMIC64:[0-9]+]]
[[sycl_detail::uses_aspects(aspect::fp64, aspect::atomic64)]] void short_f() {}

template <aspect A> [[__sycl_detail__::__uses_aspects__(A)]] void tmpl() {}

// Both attributes on one function.
// CHECK-DAG: define {{.*}}@_Z4bothv() {{.*}}!sycl_declared_aspects ![[FP64:[0-9]+]] !sycl_used_aspects ![[FP64]]
[[sycl::device_has(aspect::fp64)]] [[sycl_detail::uses_aspects(aspect::fp64)]] void both() {}

void use() {
  amx_multiply();
  short_f();
  both();
  // CHECK-DAG: define {{.*}}@_Z4tmplILN4sycl3_V16aspectE5EEvv() {{.*}}!sycl_used_aspects ![[FP16:[0-9]+]]
  tmpl<aspect::fp16>();
  // CHECK-DAG: define {{.*}}@_Z4tmplILN4sycl3_V16aspectE6EEvv() {{.*}}!sycl_used_aspects ![[FP64]]
  tmpl<aspect::fp64>();
}

// CHECK-DAG: ![[AMX]] = !{i32 58}
// CHECK-DAG: ![[FP64_ATOMIC64]] = !{i32 6, i32 28}
// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[FP16]] = !{i32 5}
