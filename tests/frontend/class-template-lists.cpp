// Lists on class templates: a list on a primary class template that does
// not depend on the template is evaluated when parsed and kept beside the
// template instead of as an annotation that clang would copy into every
// specialization (cxx-bridge/cpp/state.h, ClassTemplateList). Each
// specialization must still get exactly what the annotation gave it: the
// primary's list for its instantiations (also through a forward
// declaration), nothing for an explicit specialization, a partial
// specialization's own list (or none) for what is instantiated from it,
// the later declaration's list when the template is redeclared with one,
// and the annotation path for member templates and dependent lists.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: FileCheck %s < %t.ll
#include <sycl/sycl.hpp>
namespace ns {
template <typename T> struct [[__sycl_detail__::__uses_aspects__(sycl::aspect::fp16)]] Primary { T v; };
template <> struct Primary<char> { char v; };                     // explicit specialization: no list
template <typename T> struct Primary<T *> { T *v; };              // partial specialization without a list
template <typename T> struct [[__sycl_detail__::__uses_aspects__(sycl::aspect::fp64)]] Primary<T &> { T *v; }; // partial with its own
}
template <typename T> struct [[__sycl_detail__::__uses_aspects__(sycl::aspect::atomic64)]] Fwd;
template <typename T> struct Fwd { T v; };                        // definition inherits the list
template <typename T> struct [[__sycl_detail__::__uses_aspects__(sycl::aspect::fp16, sycl::aspect::fp64)]] Two;
template <typename T> struct [[__sycl_detail__::__uses_aspects__(sycl::aspect::gpu)]] Two { T v; }; // redeclared list
template struct ns::Primary<long>;                                // explicit instantiation
template <typename T> struct [[__sycl_detail__::__uses_aspects__(sycl::aspect::fp16)]] Unused { T v; };
Unused<int> *pointer_only;                                        // never instantiated
struct Outer { template <typename T> struct [[__sycl_detail__::__uses_aspects__(sycl::aspect::fp64)]] Member { T v; }; };
template <sycl::aspect A> struct [[__sycl_detail__::__uses_aspects__(A)]] Dep { int v; };
int use() {
  ns::Primary<int> a{}; ns::Primary<char> b{}; ns::Primary<int *> c{}; ns::Primary<int &> d{};
  Fwd<int> e{}; Two<int> f{}; Outer::Member<int> g{}; Dep<sycl::aspect::fp64> h{};
  return a.v + b.v + (c.v != nullptr) + (d.v != nullptr) + e.v + f.v + g.v + h.v;
}

// CHECK: define {{.*}}@_Z3usev() {{.*}}!sycl_used_aspects ![[USED:[0-9]+]]
// CHECK: !sycl_types_that_use_aspects = !{![[P:[0-9]+]], ![[PREF:[0-9]+]], ![[FWD:[0-9]+]], ![[TWO:[0-9]+]], ![[MEMBER:[0-9]+]], ![[DEP:[0-9]+]]}
// CHECK-DAG: ![[P]] = !{!"struct.ns::Primary", i32 5}
// CHECK-DAG: ![[PREF]] = !{!"struct.ns::Primary.2", i32 6}
// CHECK-DAG: ![[FWD]] = !{!"struct.Fwd", i32 28}
// CHECK-DAG: ![[TWO]] = !{!"struct.Two", i32 2}
// CHECK-DAG: ![[MEMBER]] = !{!"struct.Outer::Member", i32 6}
// CHECK-DAG: ![[DEP]] = !{!"struct.Dep", i32 6}
// CHECK-DAG: ![[USED]] = !{i32 5, i32 6, i32 28, i32 2}
