; Every image carries what its functions refer to at module level: a
; personality function (C++ compiled with exceptions), prefix and prologue
; data, globals named only from metadata (also repeated), `!callees`,
; comdats, aliases and llvm.used. Each image verifies and reads back.
; Before, the personality and the metadata-only global pointed into the
; input module and the bitcode writer crashed (a segmentation fault).
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=kernel -symbols -o %t/k.table %s
; RUN: opt -passes=verify -disable-output %t/k_0.bc
; RUN: opt -passes=verify -disable-output %t/k_1.bc
; RUN: llvm-dis %t/k_0.bc -o - | FileCheck %s --check-prefix=K0
; RUN: llvm-dis %t/k_1.bc -o - | FileCheck %s --check-prefix=K1
; RUN: %sycl-post-link -split=none -S -symbols -o %t/n.table %s
; RUN: opt -passes=verify -disable-output %t/n_0.ll
; RUN: %sycl-post-link -split=source -emit-only-kernels-as-entry-points -symbols -o %t/s.table %s
; RUN: opt -passes=verify -disable-output %t/s_0.bc
; RUN: %sycl-post-link -ir-output-only -o %t/all.bc %s
; RUN: opt -passes=verify -disable-output %t/all.bc

target triple = "spir64-unknown-unknown"

$shared = comdat any

@only_in_metadata = global i32 1
@used_global = global i32 2
@llvm.used = appending global [1 x ptr] [ptr @used_global], section "llvm.metadata"

; K0: define {{.*}}spir_kernel void @with_exceptions() {{.*}}personality ptr @__gxx_personality_v0
; K0: define {{.*}}void @shared() {{.*}}prefix i32 7 prologue i8 1
; K0: declare {{.*}}i32 @__gxx_personality_v0(...)
; K0: !named = !{![[G:[0-9]+]], ![[G]]}
; K0: ![[G]] = !{ptr @only_in_metadata}
define spir_kernel void @with_exceptions() #0 personality ptr @__gxx_personality_v0 {
  invoke spir_func void @may_throw()
          to label %ok unwind label %cleanup
ok:
  call spir_func void @shared()
  ret void
cleanup:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

; K1: define {{.*}}spir_kernel void @with_callees()
; K1: call spir_func void @via_alias(), !callees ![[C:[0-9]+]]
; K1: ![[C]] = !{ptr @callee_a, ptr @callee_b}
define spir_kernel void @with_callees() #1 {
  call spir_func void @via_alias(), !callees !2
  call spir_func void @shared()
  ret void
}

define spir_func void @shared() comdat prefix i32 7 prologue i8 1 {
  ret void
}

define spir_func void @callee_a() {
  ret void
}

define spir_func void @callee_b() {
  ret void
}

@via_alias = alias void (), ptr @callee_a

declare spir_func void @may_throw()
declare i32 @__gxx_personality_v0(...)

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="b.cpp" }

!named = !{!0, !0}
!0 = !{ptr @only_in_metadata}
!2 = !{ptr @callee_a, ptr @callee_b}
