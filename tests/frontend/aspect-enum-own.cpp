// Any enum marked sycl_type(aspect) is the aspect enum, even without the
// project's headers; a forward declaration and its definition are one enum.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - | FileCheck %s
enum class [[__sycl_detail__::sycl_type(aspect)]] aspect : int;
enum class [[__sycl_detail__::sycl_type(aspect)]] aspect : int { cpu = 1, gpu = 2, custom_thing = 40 };

[[sycl::device_has(aspect::custom_thing)]] void f() {}

// CHECK: define {{.*}}@_Z1fv() {{.*}}!sycl_declared_aspects ![[A:[0-9]+]]
// CHECK: !sycl_aspects = !{![[CPU:[0-9]+]], ![[GPU:[0-9]+]], ![[CUSTOM:[0-9]+]]}
// CHECK-DAG: ![[CPU]] = !{!"cpu", i32 1}
// CHECK-DAG: ![[GPU]] = !{!"gpu", i32 2}
// CHECK-DAG: ![[CUSTOM]] = !{!"custom_thing", i32 40}
// CHECK-DAG: ![[A]] = !{i32 40}
