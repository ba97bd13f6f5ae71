// device_has on every function position: declarations, definitions, member
// functions, functor operator(), and the C++23 lambda position.
// RUN: %clang -std=c++17 -Wno-c++2b-extensions -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
#include <sycl/sycl.hpp>
using namespace sycl;

// CHECK-DAG: declare !sycl_declared_aspects ![[FP64:[0-9]+]] {{.*}}void @_Z8ext_declv()
[[sycl::device_has(aspect::fp64)]] void ext_decl();

// CHECK-DAG: define {{.*}}void @_Z4funcv() {{.*}}!sycl_declared_aspects ![[FP16_ATOMIC64:[0-9]+]]
[[sycl::device_has(aspect::fp16, aspect::atomic64)]] void func() { ext_decl(); }

struct Functor {
  // CHECK-DAG: define {{.*}}@_ZNK7FunctorclEv({{.*}} !sycl_declared_aspects ![[GPU:[0-9]+]]
  [[sycl::device_has(aspect::gpu)]] void operator()() const {}
  // CHECK-DAG: define {{.*}}@_ZN7Functor6memberEv({{.*}} !sycl_declared_aspects ![[CPU:[0-9]+]]
  [[sycl::device_has(aspect::cpu)]] void member() {}
};

void use() {
  Functor f;
  f();
  f.member();
  func();
  // CHECK-DAG: define internal {{.*}}@"_ZZ3usevENK3$_0clEi"({{.*}} !sycl_declared_aspects ![[ACC:[0-9]+]]
  auto l = [=] [[sycl::device_has(aspect::accelerator)]] (int i) { return i; };
  l(1);
}

// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[FP16_ATOMIC64]] = !{i32 5, i32 28}
// CHECK-DAG: ![[GPU]] = !{i32 2}
// CHECK-DAG: ![[CPU]] = !{i32 1}
// CHECK-DAG: ![[ACC]] = !{i32 3}

