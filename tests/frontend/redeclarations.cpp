// Redeclarations inherit device_has / uses_aspects: the attribute may sit on
// the first declaration (e.g. in a header) and the definition comes later.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - | FileCheck %s
#include <sycl/sycl.hpp>
using sycl::aspect;

[[sycl::device_has(aspect::fp16)]] SYCL_EXTERNAL void declared_first();
void declared_first() {}

[[__sycl_detail__::__uses_aspects__(aspect::fp64)]] void used_first();
void used_first();
void used_first() {}

// CHECK-DAG: define {{.*}}@_Z14declared_firstv() {{.*}}!sycl_declared_aspects ![[FP16:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z10used_firstv() {{.*}}!sycl_used_aspects ![[FP64:[0-9]+]]
// CHECK-DAG: ![[FP16]] = !{i32 5}
// CHECK-DAG: ![[FP64]] = !{i32 6}
