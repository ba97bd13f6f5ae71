// The project's atomic_ref in a spir64 device compile: clang 16 turns
// __atomic builtins there into library calls with an invalid addrspace
// bitcast for 8-byte types, so the header calls the SPIR-V atomics instead.
// Both -S and -c output pass the verifier, and only the 8-byte instantiation
// uses atomic64.
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -S -emit-llvm %s -o %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -c -emit-llvm %s -o %t.bc
// RUN: opt -passes=verify -disable-output %t.bc
// RUN: FileCheck %s < %t.ll
#include <sycl/sycl.hpp>

SYCL_EXTERNAL long long atomic64(long long *p) {
  sycl::atomic_ref<long long> r(*p);
  r.store(r.load() + 1);
  r.exchange(3);
  return r.fetch_add(1);
}
SYCL_EXTERNAL int atomic32(int *p) {
  sycl::atomic_ref<int> r(*p);
  r.store(r.load());
  return r.fetch_add(1) + r.exchange(2);
}

// CHECK: define {{.*}}@_Z8atomic64Px({{.*}}) #{{[0-9]+}} !sycl_used_aspects ![[A64:[0-9]+]] !sycl_fixed_targets ![[NONE:[0-9]+]] {
// CHECK: define {{.*}}@_Z8atomic32Pi({{.*}}) #{{[0-9]+}} !sycl_fixed_targets ![[NONE]] {
// CHECK-NOT: @__atomic_
// CHECK-DAG: ![[A64]] = !{i32 28}
// CHECK-DAG: ![[NONE]] = !{}
