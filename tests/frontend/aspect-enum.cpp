// !sycl_aspects lists every enumerator of the enum marked
// sycl_type(aspect), current and deprecated, with its value.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - | grep -c '^![0-9]* = !{!"[a-z0-9_]*", i32 [0-9]*}$' | FileCheck --check-prefix=COUNT %s
#include <sycl/aspect.hpp>

// CHECK: !sycl_aspects = !{
// CHECK-DAG: !{!"cpu", i32 1}
// CHECK-DAG: !{!"fp16", i32 5}
// CHECK-DAG: !{!"fp64", i32 6}
// CHECK-DAG: !{!"atomic64", i32 28}
// CHECK-DAG: !{!"ext_oneapi_exportable_device_mem", i32 90}
// CHECK-DAG: !{!"host", i32 0}
// CHECK-DAG: !{!"int64_base_atomics", i32 7}
// CHECK-DAG: !{!"int64_extended_atomics", i32 8}
// CHECK-DAG: !{!"usm_restricted_shared_allocations", i32 16}
// 83 current + 4 deprecated enumerators.
// COUNT: {{^}}87{{$}}
