// Lists on function templates: a device_has / uses_aspects list whose
// arguments are aspects or the template's own aspect parameters is kept
// beside the declaration (cxx-bridge/cpp/state.h, FunctionTemplateList)
// instead of as an annotation that clang would copy into every
// specialization; each specialization's values are read off its template
// arguments. Every specialization must get what the annotation gave it:
// through forward declarations and redeclarations (the nearest
// declaration with a list, as clang inherits annotations, with DPC++'s
// warning when an earlier non-dependent list differs), in explicit
// specializations (the template's list, unless they have their own), and
// on declarations only; packs, member templates and other dependent
// arguments keep the annotation.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t.err
#include <sycl/sycl.hpp>
using sycl::aspect;

namespace ns {
template <aspect A> [[sycl::device_has(A)]] int g(int x) { return x; }
template <aspect A, aspect B> [[sycl::device_has(B, aspect::fp16, A)]] [[__sycl_detail__::__uses_aspects__(A)]] int two(int x) { return x; }
}
template <class T> [[sycl::device_has(aspect::fp64)]] int nondep(T x) { return x; }
template <aspect A> [[sycl::device_has(A)]] int fwd(int x);
template <aspect A> int fwd(int x) { return x + 1; }
// The definition's list applies (clang instantiates attributes from the
// definition; a redeclaration after it is not compared).
template <aspect A> [[sycl::device_has(aspect::gpu)]] int redecl(int x) { return x; }
template <aspect A> [[sycl::device_has(aspect::fp16)]] int redecl(int x);
// An earlier list that differs from the definition's: DPC++'s warning.
// WARN: [[@LINE+3]]:23: warning: attribute 'device_has' is already applied
// WARN: [[@LINE+1]]:23: note: previous attribute is here
template <aspect A> [[sycl::device_has(aspect::fp16)]] int differs(int x);
template <aspect A> [[sycl::device_has(aspect::gpu)]] int differs(int x) { return x; }
// Two declarations before the definition: it inherits the nearest (no
// warning, as for an inherited annotation).
template <aspect A> [[sycl::device_has(aspect::gpu)]] int inherit(int x);
template <aspect A> [[sycl::device_has(aspect::fp16)]] int inherit(int x);
template <aspect A> int inherit(int x) { return x; }
template <aspect A> [[sycl::device_has(A)]] int dep_earlier(int x);
template <aspect A> [[sycl::device_has(A, aspect::gpu)]] int dep_earlier(int x) { return x; } // not compared
template <aspect A> [[sycl::device_has(A)]] int spec(int x) { return x; }
template <> int spec<aspect::gpu>(int x) { return x * 3; }
template <> [[sycl::device_has(aspect::fp16)]] int spec<aspect::accelerator>(int x) { return x * 4; }
template <aspect... As> [[sycl::device_has(As...)]] int pack(int x) { return x; }
struct S { template <aspect A> [[sycl::device_has(A)]] int m(int x) { return x; } };
template <aspect A> [[sycl::device_has(A)]] int decl_only(int x);
// Used before the definition that carries the list: that specialization
// was instantiated from the declaration without one.
template <aspect A> int used_then_redeclared(int x);
int early() { return used_then_redeclared<aspect::fp16>(1); }
template <aspect A> [[sycl::device_has(A)]] int used_then_redeclared(int x) { return x; }

int use() {
  S s;
  return ns::g<aspect::fp64>(1) + ns::two<aspect::fp64, aspect::gpu>(2) + nondep(3) + fwd<aspect::cpu>(4) +
         redecl<aspect::cpu>(5) + inherit<aspect::cpu>(5) + differs<aspect::cpu>(5) + dep_earlier<aspect::fp16>(6) + spec<aspect::gpu>(7) +
         spec<aspect::accelerator>(8) + spec<aspect::fp64>(9) + pack<aspect::fp16, aspect::fp64>(10) +
         s.m<aspect::gpu>(12) + decl_only<aspect::fp64>(13) + used_then_redeclared<aspect::gpu>(14);
}

// CHECK-DAG: define {{.*}}@_ZN2ns1gILN4sycl3_V16aspectE6EEEii({{.*}} !sycl_declared_aspects ![[FP64:[0-9]+]] !sycl_used_aspects ![[FP64]] {
// CHECK-DAG: define {{.*}}@_ZN2ns3twoILN4sycl3_V16aspectE6ELS3_2EEEii({{.*}} !sycl_declared_aspects ![[GPU_FP16_FP64:[0-9]+]] !sycl_used_aspects ![[FP64_GPU_FP16:[0-9]+]] {
// CHECK-DAG: define {{.*}}@_Z6nondepIiEiT_({{.*}} !sycl_declared_aspects ![[FP64]]
// CHECK-DAG: define {{.*}}@_Z3fwdILN4sycl3_V16aspectE1EEii({{.*}} !sycl_declared_aspects ![[CPU:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z6redeclILN4sycl3_V16aspectE1EEii({{.*}} !sycl_declared_aspects ![[GPU:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z11dep_earlierILN4sycl3_V16aspectE5EEii({{.*}} !sycl_declared_aspects ![[FP16_GPU:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z4specILN4sycl3_V16aspectE2EEii({{.*}} !sycl_declared_aspects ![[GPU]]
// CHECK-DAG: define {{.*}}@_Z4specILN4sycl3_V16aspectE3EEii({{.*}} !sycl_declared_aspects ![[FP16:[0-9]+]] !sycl_used_aspects ![[FP16]] {
// CHECK-DAG: define {{.*}}@_Z4specILN4sycl3_V16aspectE6EEii({{.*}} !sycl_declared_aspects ![[FP64]]
// CHECK-DAG: define {{.*}}@_Z4packIJLN4sycl3_V16aspectE5ELS2_6EEEii({{.*}} !sycl_declared_aspects ![[FP16_FP64:[0-9]+]]
// CHECK-DAG: define {{.*}}@_ZN1S1mILN4sycl3_V16aspectE2EEEii({{.*}} !sycl_declared_aspects ![[GPU]]
// CHECK-DAG: declare !sycl_declared_aspects ![[FP64]] {{.*}}@_Z9decl_onlyILN4sycl3_V16aspectE6EEii(
// CHECK-DAG: define {{.*}}@_Z20used_then_redeclaredILN4sycl3_V16aspectE2EEii({{.*}} !sycl_declared_aspects ![[GPU]]
// CHECK-DAG: define {{.*}}@_Z7inheritILN4sycl3_V16aspectE1EEii({{.*}} !sycl_declared_aspects ![[FP16]]
// CHECK-DAG: define {{.*}}@_Z7differsILN4sycl3_V16aspectE1EEii({{.*}} !sycl_declared_aspects ![[GPU]]
// CHECK-DAG: define {{.*}}@_Z20used_then_redeclaredILN4sycl3_V16aspectE5EEii({{.*}}) #{{[0-9]+}} comdat {
// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[GPU_FP16_FP64]] = !{i32 2, i32 5, i32 6}
// CHECK-DAG: ![[FP64_GPU_FP16]] = !{i32 6, i32 2, i32 5}
// CHECK-DAG: ![[CPU]] = !{i32 1}
// CHECK-DAG: ![[GPU]] = !{i32 2}
// CHECK-DAG: ![[FP16_GPU]] = !{i32 5, i32 2}
// CHECK-DAG: ![[FP16]] = !{i32 5}
// CHECK-DAG: ![[FP16_FP64]] = !{i32 5, i32 6}
