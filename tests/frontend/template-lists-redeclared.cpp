// Kept template lists (state.h, ClassTemplateList / FunctionTemplateList)
// across redeclarations, where a review found them to differ from the
// annotations they replace: an explicit specialization inherits the list
// of the declaration deduction instantiated from (the definition); a kept
// list wins over an earlier declaration's annotation copied into its
// declaration; and clang's "attribute declaration must precede definition"
// is given exactly as with annotations (for a list after a definition
// without one; not for one after a definition with a kept list).
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: --implicit-check-not=note: < %t.err
#include <sycl/sycl.hpp>
using sycl::aspect;

template <aspect A> int r1(int x);
template <aspect A> [[sycl::device_has(aspect::gpu)]] int r1(int x) { return x; }
template <> int r1<aspect::cpu>(int x) { return x * 3; }

template <aspect A, class T> [[sycl::device_has(sizeof(T) > 4 ? aspect::fp64 : aspect::fp16)]] int n1(T x);
template <aspect A, class T> [[sycl::device_has(A)]] int n1(T x) { return x; }
template <aspect... As> [[sycl::device_has(As...)]] int n3(int x);
template <aspect... As> [[sycl::device_has(aspect::gpu)]] int n3(int x) { return x; }

// WARN: [[@LINE+3]]:23: warning: attribute declaration must precede definition
// WARN: [[@LINE+1]]:25: note: previous definition is here
template <aspect A> int late(int x) { return x; }
template <aspect A> [[sycl::device_has(A)]] int late(int x);

template <aspect... As> [[sycl::device_has(aspect::gpu)]] int p(int x) { return x; }
template <aspect... As> [[sycl::device_has(As...)]] int p(int x);
template <class T> struct [[__sycl_detail__::__uses_aspects__(aspect::fp16)]] X { T v; };
template <class T> struct [[__sycl_detail__::__uses_aspects__(aspect::fp64)]] X;

int use() {
  X<int> x{};
  return r1<aspect::cpu>(1) + n1<aspect::cpu>(1) + n3<aspect::cpu>(1) + late<aspect::gpu>(1) +
         p<aspect::cpu>(1) + x.v;
}

// CHECK-DAG: define {{.*}}@_Z2r1ILN4sycl3_V16aspectE1EEii({{.*}} !sycl_declared_aspects ![[GPU:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z2n1ILN4sycl3_V16aspectE1EiEiT0_({{.*}} !sycl_declared_aspects ![[CPU:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z2n3IJLN4sycl3_V16aspectE1EEEii({{.*}} !sycl_declared_aspects ![[GPU]]
// CHECK-DAG: define {{.*}}@_Z4lateILN4sycl3_V16aspectE2EEii({{.*}}) #{{[0-9]+}} comdat {
// CHECK-DAG: define {{.*}}@_Z1pIJLN4sycl3_V16aspectE1EEEii({{.*}} !sycl_declared_aspects ![[GPU]]
// CHECK-DAG: !{!"struct.X", i32 5}
// CHECK-DAG: ![[GPU]] = !{i32 2}
// CHECK-DAG: ![[CPU]] = !{i32 1}
