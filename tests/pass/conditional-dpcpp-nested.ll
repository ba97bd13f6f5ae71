; DPC++'s output for a conditional call inside an action (scenario of
; DPC++'s conditional-aspects-4.ll):
;
;   entry -> plain_a (uses 1)
;         -> plain_b (uses 2) -> outer_if(1, 2) -> middle (uses 3)
;                                  middle -> inner_if(3, 4) -> innermost (uses 4)
;
; Conditions accumulate down the path ({1, 2, 3, 4} for innermost); each
; function lists its own pair and then the pairs of the path below it.
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %s -o - | FileCheck %s

%A.Use = type { i32 }
%B.Use = type { i32 }
%C.Use = type { i32 }
%D.Use = type { i32 }
%capture = type { ptr addrspace(4) }

; CHECK: define spir_kernel void @entry() !sycl_used_aspects ![[#USED:]] !sycl_conditionally_used_aspects ![[#COND:]] !sycl_fixed_targets
define spir_kernel void @entry() {
  call spir_func void @plain_a()
  call spir_func void @plain_b()
  ret void
}
; CHECK: define spir_func void @plain_a() !sycl_used_aspects ![[#A:]] {
define spir_func void @plain_a() {
  %v = alloca %A.Use
  ret void
}
; CHECK: define spir_func void @plain_b() !sycl_used_aspects ![[#B:]] !sycl_conditionally_used_aspects ![[#COND]] {
define spir_func void @plain_b() {
  %v = alloca %B.Use
  %cap = alloca %capture, align 8
  call spir_func void @outer_if(ptr @middle, ptr %cap, i32 1, i32 2)
  ret void
}
; CHECK: define spir_func void @middle() !sycl_conditionally_used_aspects ![[#COND]] {
define spir_func void @middle() {
  %v = alloca %C.Use
  %cap = alloca %capture, align 8
  call spir_func void @inner_if(ptr @innermost, ptr %cap, i32 3, i32 4)
  ret void
}
; CHECK: define spir_func void @innermost() !sycl_conditionally_used_aspects ![[#INNER:]] {
define spir_func void @innermost() {
  %v = alloca %D.Use
  ret void
}
; CHECK: declare !sycl_conditionally_used_aspects ![[#COND]] spir_func void @outer_if(ptr, ptr, i32, i32)
declare spir_func void @outer_if(ptr, ptr, i32, i32) #0
; CHECK: declare !sycl_conditionally_used_aspects ![[#INNER]] spir_func void @inner_if(ptr, ptr, i32, i32)
declare spir_func void @inner_if(ptr, ptr, i32, i32) #0
attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }

!sycl_types_that_use_aspects = !{!0, !1, !2, !3}
!0 = !{!"A.Use", i32 1}
!1 = !{!"B.Use", i32 2}
!2 = !{!"C.Use", i32 3}
!3 = !{!"D.Use", i32 4}
!sycl_aspects = !{!4}
!4 = !{!"fp64", i32 6}

; The conditions {1, 2} are the same node as the entry point's used list.
; CHECK: ![[#USED]] = !{i32 1, i32 2}
; CHECK-NEXT: ![[#COND]] = !{![[#OUTER:]], ![[#NESTED:]]}
; CHECK-NEXT: ![[#OUTER]] = !{![[#USED]], ![[#C_D:]]}
; CHECK-NEXT: ![[#C_D]] = !{i32 3, i32 4}
; CHECK-NEXT: ![[#NESTED]] = !{![[#ALL:]], ![[#D:]]}
; CHECK-NEXT: ![[#ALL]] = !{i32 1, i32 2, i32 3, i32 4}
; CHECK-NEXT: ![[#D]] = !{i32 4}
; CHECK: ![[#A]] = !{i32 1}
; CHECK-NEXT: ![[#B]] = !{i32 2}
; CHECK-NEXT: ![[#INNER]] = !{![[#NESTED]]}
