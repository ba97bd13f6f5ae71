; Aspects a conditionally called function already carries in
; !sycl_used_aspects (from a front end or another translation unit) reach
; the nested conditional lists exactly as aspects of its types do: the
; same chain as conditional-dpcpp-nested.ll, with the uses written as
; metadata instead of types. (DPC++'s code counts only type uses there and
; gives every function of the chain `!{}`; docs/design-choices.md.)
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %s -o - | FileCheck %s

%capture = type { ptr addrspace(4) }

; CHECK: define spir_kernel void @entry() !sycl_used_aspects ![[#USED:]] !sycl_conditionally_used_aspects ![[#COND:]] !sycl_fixed_targets
define spir_kernel void @entry() {
  call spir_func void @plain_a()
  call spir_func void @plain_b()
  ret void
}
; CHECK: define spir_func void @plain_a() !sycl_used_aspects ![[#A:]] {
define spir_func void @plain_a() !sycl_used_aspects !10 {
  ret void
}
; CHECK: define spir_func void @plain_b() !sycl_used_aspects ![[#B:]] !sycl_conditionally_used_aspects ![[#COND]] {
define spir_func void @plain_b() !sycl_used_aspects !11 {
  %cap = alloca %capture, align 8
  call spir_func void @outer_if(ptr @middle, ptr %cap, i32 1, i32 2)
  ret void
}
; CHECK: define spir_func void @middle() !sycl_used_aspects ![[#C:]] !sycl_conditionally_used_aspects ![[#COND]] {
define spir_func void @middle() !sycl_used_aspects !12 {
  %cap = alloca %capture, align 8
  call spir_func void @inner_if(ptr @innermost, ptr %cap, i32 3, i32 4)
  ret void
}
; CHECK: define spir_func void @innermost() !sycl_used_aspects ![[#D:]] !sycl_conditionally_used_aspects ![[#INNER:]] {
define spir_func void @innermost() !sycl_used_aspects !13 {
  ret void
}
; CHECK: declare !sycl_conditionally_used_aspects ![[#COND]] spir_func void @outer_if(ptr, ptr, i32, i32)
declare spir_func void @outer_if(ptr, ptr, i32, i32) #0
; CHECK: declare !sycl_conditionally_used_aspects ![[#INNER]] spir_func void @inner_if(ptr, ptr, i32, i32)
declare spir_func void @inner_if(ptr, ptr, i32, i32) #0
attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }

!sycl_aspects = !{!4}
!4 = !{!"fp64", i32 6}
!10 = !{i32 1}
!11 = !{i32 2}
!12 = !{i32 3}
!13 = !{i32 4}

; CHECK: ![[#USED]] = !{i32 1, i32 2}
; CHECK-NEXT: ![[#COND]] = !{![[#OUTER:]], ![[#NESTED:]]}
; CHECK-NEXT: ![[#OUTER]] = !{![[#USED]], ![[#C_D:]]}
; CHECK-NEXT: ![[#C_D]] = !{i32 3, i32 4}
; CHECK-NEXT: ![[#NESTED]] = !{![[#ALL:]], ![[#D]]}
; CHECK-NEXT: ![[#ALL]] = !{i32 1, i32 2, i32 3, i32 4}
