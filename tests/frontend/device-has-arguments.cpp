// Argument forms of device_has: qualified or not, through macros, constexpr
// values, template-dependent values, packs, and the empty list.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - | FileCheck %s
#include <sycl/sycl.hpp>

#define FP64_ASPECT sycl::aspect::fp64
#define DEVICE_HAS(...) [[sycl::device_has(__VA_ARGS__)]]

namespace sycl {
// Unqualified enumerator through the enum's scope only.
// CHECK-DAG: define {{.*}}@_ZN4sycl9in_syclnsEv() {{.*}}!sycl_declared_aspects ![[GPU:[0-9]+]]
[[sycl::device_has(aspect::gpu)]] void in_syclns() {}
} // namespace sycl

// CHECK-DAG: define {{.*}}@_Z6globalv() {{.*}}!sycl_declared_aspects ![[GPU]]
[[sycl::device_has(::sycl::_V1::aspect::gpu)]] void global() {}

// CHECK-DAG: define {{.*}}@_Z5macrov() {{.*}}!sycl_declared_aspects ![[FP64:[0-9]+]]
[[sycl::device_has(FP64_ASPECT)]] void macro() {}
// CHECK-DAG: define {{.*}}@_Z11macro_wholev() {{.*}}!sycl_declared_aspects ![[FP16_FP64:[0-9]+]]
DEVICE_HAS(sycl::aspect::fp16, FP64_ASPECT) void macro_whole() {}

constexpr sycl::aspect chosen = sycl::aspect::atomic64;
// CHECK-DAG: define {{.*}}@_Z9constexprv() {{.*}}!sycl_declared_aspects ![[ATOMIC64:[0-9]+]]
[[sycl::device_has(chosen)]] void constexpr_value() asm("_Z9constexprv");

// CHECK-DAG: define {{.*}}@_Z5emptyv() {{.*}}!sycl_declared_aspects ![[EMPTY:[0-9]+]]
[[sycl::device_has()]] void empty() {}

template <sycl::aspect A> [[sycl::device_has(A)]] void dependent() {}
template <sycl::aspect... As> [[sycl::device_has(As...)]] void pack() {}
template <sycl::aspect... As> [[sycl::device_has(sycl::aspect::cpu, As...)]] void mixed() {}

template <sycl::aspect A> struct Holder {
  [[sycl::device_has(A)]] void member() {}
};

void constexpr_value() {}

void use() {
  // CHECK-DAG: define {{.*}}@_Z9dependentILN4sycl3_V16aspectE6EEvv() {{.*}}!sycl_declared_aspects ![[FP64]]
  dependent<sycl::aspect::fp64>();
  // CHECK-DAG: define {{.*}}@_Z9dependentILN4sycl3_V16aspectE5EEvv() {{.*}}!sycl_declared_aspects ![[FP16:[0-9]+]]
  dependent<sycl::aspect::fp16>();
  // CHECK-DAG: define {{.*}}@_Z4packIJLN4sycl3_V16aspectE5ELS2_6EEEvv() {{.*}}!sycl_declared_aspects ![[FP16_FP64]]
  pack<sycl::aspect::fp16, sycl::aspect::fp64>();
  // The empty pack: clang 17+ mangles it as _Z4packITpTnN4sycl3_V16aspectEJEEvv.
  // CHECK-DAG: define {{.*}}@_Z4pack{{IJEEvv|ITpTnN4sycl3_V16aspectEJEEvv}}() {{.*}}!sycl_declared_aspects ![[EMPTY]]
  pack<>();
  // CHECK-DAG: define {{.*}}@_Z5mixedIJLN4sycl3_V16aspectE2EEEvv() {{.*}}!sycl_declared_aspects ![[CPU_GPU:[0-9]+]]
  mixed<sycl::aspect::gpu>();
  // CHECK-DAG: define {{.*}}@_ZN6HolderILN4sycl3_V16aspectE28EE6memberEv({{.*}} !sycl_declared_aspects ![[ATOMIC64]]
  Holder<sycl::aspect::atomic64>().member();
  sycl::in_syclns();
  global();
  macro();
  macro_whole();
  constexpr_value();
  empty();
}

// CHECK-DAG: ![[GPU]] = !{i32 2}
// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[FP16]] = !{i32 5}
// CHECK-DAG: ![[FP16_FP64]] = !{i32 5, i32 6}
// CHECK-DAG: ![[ATOMIC64]] = !{i32 28}
// CHECK-DAG: ![[CPU_GPU]] = !{i32 1, i32 2}
// CHECK-DAG: ![[EMPTY]] = !{}
