// Attributes inside function templates (a lambda, a local class) travel as
// annotations and are found by the end-of-TU walk, which must then enter
// function bodies; each instantiation gets its own values.
// RUN: %clang -std=c++17 -Wno-c++2b-extensions -S -emit-llvm %s -o - | FileCheck %s
#include <sycl/sycl.hpp>

template <sycl::aspect A> int run() {
  auto l = [=] [[sycl::device_has(A)]] (int i) { return i; };
  struct [[__sycl_detail__::__uses_aspects__(A)]] Local { int x; } local{1};
  return l(local.x);
}

int use() { return run<sycl::aspect::fp16>() + run<sycl::aspect::gpu>(); }

// CHECK-DAG: define {{.*}}@_ZZ3runILN4sycl3_V16aspectE5EEivENKUliE_clEi({{.*}} !sycl_declared_aspects ![[FP16:[0-9]+]]
// CHECK-DAG: define {{.*}}@_ZZ3runILN4sycl3_V16aspectE2EEivENKUliE_clEi({{.*}} !sycl_declared_aspects ![[GPU:[0-9]+]]
// CHECK-DAG: !{!"struct.Local", i32 5}
// CHECK-DAG: !{!"struct.Local.{{[0-9]+}}", i32 2}
// CHECK-DAG: ![[FP16]] = !{i32 5}
// CHECK-DAG: ![[GPU]] = !{i32 2}
