// Any constant expression of type sycl::aspect is a device_has /
// uses_aspects argument (as in DPC++), and any integer constant expression
// a required-size argument: constexpr calls, casts, conditionals, members
// of traits, in and out of templates. Clang's own parser reads them.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
#include <sycl/sycl.hpp>
#include <type_traits>
using namespace sycl;

constexpr aspect pick(bool wide) { return wide ? aspect::fp64 : aspect::fp16; }
constexpr int twice(int n) { return n * 2; }
struct traits { static constexpr aspect value = aspect::gpu; };

// CHECK-DAG: define {{.*}}@_Z4callv() {{.*}}!sycl_declared_aspects ![[FP64:[0-9]+]]
[[sycl::device_has(pick(true))]] void call() {}
// CHECK-DAG: define {{.*}}@_Z4castv() {{.*}}!sycl_declared_aspects ![[FP16_CPU:[0-9]+]]
[[sycl::device_has(static_cast<aspect>(5), aspect::cpu)]] void cast() {}
// CHECK-DAG: define {{.*}}@_Z11conditionalv() {{.*}}!sycl_declared_aspects ![[GPU:[0-9]+]]
[[sycl::device_has(sizeof(int) == 4 ? aspect::gpu : aspect::cpu)]] void conditional() {}
// CHECK-DAG: define {{.*}}@_Z5traitv() {{.*}}!sycl_declared_aspects ![[ATOMIC64:[0-9]+]]
[[sycl::device_has(std::integral_constant<sycl::aspect, sycl::aspect::atomic64>::value)]] void trait() {}
// CHECK-DAG: define {{.*}}@_Z6memberv() {{.*}}!sycl_used_aspects ![[GPU]]
[[__sycl_detail__::__uses_aspects__(traits::value)]] void member() {}

template <typename T>
// (A conditional on a template parameter has a dependent type, which DPC++
// rejects: the cast gives it the aspect type.)
[[sycl::device_has(static_cast<aspect>(std::is_same_v<T, double> ? aspect::fp64 : aspect::fp16))]] void dependent() {}
template <aspect... As>
[[sycl::device_has(static_cast<aspect>(static_cast<int>(As))...)]] void pack() {}

// CHECK-DAG: define {{.*}}@_Z5sizesv() {{.*}}!reqd_work_group_size ![[WG_2_8:[0-9]+]]
[[sycl::reqd_work_group_size(twice(4), 2)]] void sizes() {}
// CHECK-DAG: define {{.*}}@_Z11size_in_tplILi5EEvv() {{.*}}!reqd_work_group_size ![[WG10:[0-9]+]]
template <int N> [[sycl::reqd_work_group_size(twice(N))]] void size_in_tpl() {}
// CHECK-DAG: define {{.*}}@_Z8sub_sizev() {{.*}}!intel_reqd_sub_group_size ![[SG16:[0-9]+]]
[[sycl::reqd_sub_group_size(std::integral_constant<int, 16>::value)]] void sub_size() {}

void use() {
  call(); cast(); conditional(); trait(); member(); sizes(); sub_size();
  // CHECK-DAG: define {{.*}}@_Z9dependentIdEvv() {{.*}}!sycl_declared_aspects ![[FP64]]
  dependent<double>();
  // CHECK-DAG: define {{.*}}@_Z9dependentIfEvv() {{.*}}!sycl_declared_aspects ![[FP16:[0-9]+]]
  dependent<float>();
  // CHECK-DAG: define {{.*}}@_Z4packIJLN4sycl3_V16aspectE2ELS2_6EEEvv() {{.*}}!sycl_declared_aspects ![[GPU_FP64:[0-9]+]]
  pack<aspect::gpu, aspect::fp64>();
  size_in_tpl<5>();
}

// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[FP16_CPU]] = !{i32 5, i32 1}
// CHECK-DAG: ![[GPU]] = !{i32 2}
// CHECK-DAG: ![[ATOMIC64]] = !{i32 28}
// CHECK-DAG: ![[FP16]] = !{i32 5}
// CHECK-DAG: ![[GPU_FP64]] = !{i32 2, i32 6}
// CHECK-DAG: ![[WG_2_8]] = !{i32 2, i32 8}
// CHECK-DAG: ![[WG10]] = !{i32 10}
// CHECK-DAG: ![[SG16]] = !{i32 16}
