// C++20 constrained overloads of one template have the same mangled name in
// clang 16 (the constraint is not mangled; clang 19 mangles it: Q...E); each instantiation gets the
// device_has of the overload it was instantiated from, not the first
// overload's. Overload resolution also instantiates the declarations of the
// candidates that lose (constraint not satisfied): those are not used and
// must not lend their attribute to the emitted function of the same name.
// RUN: %clang -std=c++20 -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
#include <sycl/sycl.hpp>
using namespace sycl;

template <typename T>
  requires(sizeof(T) == 4)
[[sycl::device_has(aspect::fp16)]] void f(T) {}
template <typename T>
  requires(sizeof(T) == 8)
[[sycl::device_has(aspect::fp64)]] void f(T) {}

template <typename T> struct S {
  [[sycl::device_has(aspect::cpu)]] void g() requires(sizeof(T) == 4) {}
  [[sycl::device_has(aspect::gpu)]] void g() requires(sizeof(T) == 8) {}
};

void use() {
  f(1.0);
  f(1);
  S<long>{}.g();
  S<int>{}.g();
}

// CHECK-DAG: define {{.*}}void @_Z1fId{{EvT_|QeqstT_Li8EEvS0_}}({{.*}}!sycl_declared_aspects ![[FP64:[0-9]+]]
// CHECK-DAG: define {{.*}}void @_Z1fIi{{EvT_|QeqstT_Li4EEvS0_}}({{.*}}!sycl_declared_aspects ![[FP16:[0-9]+]]
// CHECK-DAG: define {{.*}}void @_ZN1SIlE1gEv{{(QeqstT_Li8E)?}}({{.*}}!sycl_declared_aspects ![[GPU:[0-9]+]]
// CHECK-DAG: define {{.*}}void @_ZN1SIiE1gEv{{(QeqstT_Li4E)?}}({{.*}}!sycl_declared_aspects ![[CPU:[0-9]+]]
// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[FP16]] = !{i32 5}
// CHECK-DAG: ![[GPU]] = !{i32 2}
// CHECK-DAG: ![[CPU]] = !{i32 1}
