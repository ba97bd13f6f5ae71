// uses_aspects on classes, class templates, partial specializations and type
// aliases: !sycl_types_that_use_aspects names the exact LLVM struct types
// (atomic_ref<long> and atomic_ref<int> are told apart by their uniqued
// names), only for types the module uses, with aspects in attribute order.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck --check-prefix=CLEAN %s < %t.ll
// The 4-byte atomic_ref_impl (a uniqued name: a dot and digits) has no
// entry anywhere in the output.
// RUN: FileCheck --check-prefix=ENTRIES --implicit-check-not='!{!"class.sycl::_V1::detail::atomic_ref_impl.' %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
#include <sycl/sycl.hpp>
using sycl::aspect;

struct [[sycl_detail::uses_aspects(aspect::fp64, aspect::fp16)]] Pair { double d; };
template <typename T> class [[__sycl_detail__::__uses_aspects__(aspect::gpu)]] Tmpl { T v; };
struct Plain { int i; };
using PlainWithAspect [[__sycl_detail__::__uses_aspects__(aspect::cpu)]] = Plain;
struct [[__sycl_detail__::__uses_aspects__(aspect::accelerator)]] Unused { int x; };
// Only the explicit specialization is decorated.
template <typename T> struct Spec { T v; };
template <> struct [[__sycl_detail__::__uses_aspects__(aspect::custom)]] Spec<float> { float v; };

void use() {
  long l = 0;
  int i = 0;
  sycl::atomic_ref<long> a64(l);
  sycl::atomic_ref<int> a32(i);
  a64.fetch_add(1);
  a32.fetch_add(1);
  sycl::half h = 1.0f;
  h = h + h;
  Pair p{1.0};
  Tmpl<int> t;
  Tmpl<char> c;
  PlainWithAspect q{1};
  Spec<float> sf;
  Spec<int> si;
  // A local class: the end-of-TU walk enters function bodies for it.
  struct [[__sycl_detail__::__uses_aspects__(aspect::emulated)]] Local { int x; } local;
}

// The 4-byte atomic_ref_impl has its own uniqued name and no entry.
// CHECK: %"class.sycl::_V1::detail::atomic_ref_impl.[[SUFFIX:[0-9]+]]" = type
// CHECK: !sycl_types_that_use_aspects = !{
// CHECK-DAG: !{!"class.sycl::_V1::detail::half_impl::half", i32 5}
// CHECK-DAG: !{!"class.sycl::_V1::detail::atomic_ref_impl", i32 28}
// CHECK-DAG: !{!"struct.Pair", i32 6, i32 5}
// CHECK-DAG: !{!"class.Tmpl", i32 2}
// CHECK-DAG: !{!"class.Tmpl.{{[0-9]+}}", i32 2}
// CHECK-DAG: !{!"struct.Plain", i32 1}
// CHECK-DAG: !{!"struct.Spec", i32 4}
// CHECK-DAG: !{!"struct.Local", i32 40}
// ENTRIES: !sycl_types_that_use_aspects = !{
// ENTRIES: !{!"class.sycl::_V1::detail::atomic_ref_impl", i32 28}
// CLEAN-NOT: __sycl_aspects_type_marker
// CLEAN-NOT: llvm.used
// CLEAN-NOT: llvm.global.annotations
// CLEAN-NOT: sycl-aspects:
// CLEAN-NOT: Unused
// CLEAN-NOT: !{!"struct.Spec.{{[0-9]+}}"
