; DPC++'s output for a function called both unconditionally and through
; a conditional call (scenario of DPC++'s conditional-aspects-3.ll):
;
;   entry -> outer (uses 2) -> shared (uses 1)
;         -> if_device_has(0, 0) -> shared
;
; shared keeps !sycl_used_aspects and also lists the pair; an aspect used
; unconditionally is repeated in the conditional list (DPC++ does not
; subtract it). outer is on no conditional path: no conditional list.
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %s -o - | FileCheck %s

%Shared.Use = type { i32 }
%Outer.Use = type { i32 }
%capture = type { ptr addrspace(4) }

; CHECK: define spir_kernel void @entry() !sycl_used_aspects ![[#USED:]] !sycl_conditionally_used_aspects ![[#COND:]] !sycl_fixed_targets
define spir_kernel void @entry() {
  call spir_func void @outer()
  %cap = alloca %capture, align 8
  call spir_func void @if_device_has(ptr @shared, ptr %cap, i32 0, i32 0)
  ret void
}
; CHECK: define spir_func void @outer() !sycl_used_aspects ![[#USED]] {
define spir_func void @outer() {
  %v = alloca %Outer.Use
  call spir_func void @shared()
  ret void
}
; CHECK: define spir_func void @shared() !sycl_used_aspects ![[#ONE:]] !sycl_conditionally_used_aspects ![[#COND]] {
define spir_func void @shared() {
  %v = alloca %Shared.Use
  ret void
}
; CHECK: declare !sycl_conditionally_used_aspects ![[#COND]] spir_func void @if_device_has(ptr, ptr, i32, i32)
declare spir_func void @if_device_has(ptr, ptr, i32, i32) #0
attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }

!sycl_types_that_use_aspects = !{!0, !1}
!0 = !{!"Shared.Use", i32 1}
!1 = !{!"Outer.Use", i32 2}
!sycl_aspects = !{!2}
!2 = !{!"fp64", i32 6}

; CHECK: ![[#USED]] = !{i32 2, i32 1}
; CHECK-NEXT: ![[#COND]] = !{![[#PAIR:]]}
; CHECK-NEXT: ![[#PAIR]] = !{![[#ZERO:]], ![[#ONE]]}
; CHECK-NEXT: ![[#ZERO]] = !{i32 0}
; CHECK-NEXT: ![[#ONE]] = !{i32 1}
