; DPC++'s output for a conditional call below an unconditional one
; (scenario of DPC++'s conditional-aspects-1.ll):
;
;   entry -> plain_a (uses 1)
;         -> plain_b (uses 2) -> if_device_has(0, 0) -> guarded (uses 3, fp64)
;
; The guarded action gets no !sycl_used_aspects, only the pair; every
; function on the conditional path lists the same pair, the
; sycl-call-if-on-device-conditionally declaration included; the entry
; point's !sycl_used_aspects is written before its conditional list.
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %s -o - | FileCheck %s

%Half.Use = type { i32 }
%Atom.Use = type { i32 }
%Img.Use = type { i32 }
%capture = type { ptr addrspace(4) }

; CHECK: define spir_kernel void @entry() !sycl_used_aspects ![[#USED:]] !sycl_conditionally_used_aspects ![[#COND:]] !sycl_fixed_targets
define spir_kernel void @entry() {
  call spir_func void @plain_a()
  call spir_func void @plain_b()
  ret void
}
; CHECK: define spir_func void @plain_a() !sycl_used_aspects ![[#A:]] {
define spir_func void @plain_a() {
  %v = alloca %Half.Use
  ret void
}
; CHECK: define spir_func void @plain_b() !sycl_used_aspects ![[#B:]] !sycl_conditionally_used_aspects ![[#COND]] {
define spir_func void @plain_b() {
  %v = alloca %Atom.Use
  %cap = alloca %capture, align 8
  call spir_func void @if_device_has(ptr @guarded, ptr %cap, i32 0, i32 0)
  ret void
}
; CHECK: define spir_func void @guarded() !sycl_conditionally_used_aspects ![[#COND]] {
define spir_func void @guarded() {
  %v = alloca %Img.Use
  %d = alloca double
  ret void
}
; CHECK: declare !sycl_conditionally_used_aspects ![[#COND]] spir_func void @if_device_has(ptr, ptr, i32, i32)
declare spir_func void @if_device_has(ptr, ptr, i32, i32) #0
attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }

!sycl_types_that_use_aspects = !{!0, !1, !2}
!0 = !{!"Half.Use", i32 1}
!1 = !{!"Atom.Use", i32 2}
!2 = !{!"Img.Use", i32 3}
!sycl_aspects = !{!3}
!3 = !{!"fp64", i32 6}

; CHECK: ![[#USED]] = !{i32 1, i32 2}
; CHECK-NEXT: ![[#COND]] = !{![[#PAIR:]]}
; CHECK-NEXT: ![[#PAIR]] = !{![[#CONDS:]], ![[#ASPECTS:]]}
; CHECK-NEXT: ![[#CONDS]] = !{i32 0}
; CHECK-NEXT: ![[#ASPECTS]] = !{i32 3, i32 6}
; CHECK: ![[#A]] = !{i32 1}
; CHECK-NEXT: ![[#B]] = !{i32 2}
