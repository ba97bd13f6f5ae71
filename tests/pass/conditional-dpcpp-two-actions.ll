; DPC++'s output for two conditional calls in one function, with the same
; conditions (scenario of DPC++'s conditional-aspects-2.ll):
;
;   entry -> first_if(0, 0) -> action_one (uses 1)
;         -> second_if(0, 0) -> action_two (uses 2)
;
; DPC++ does not merge pairs with equal conditions: the entry point lists
; ({0}, {1}) after the first path, ({0}, {1, 2}) after the second, then
; the second call's own pair ({0}, {2}). Nothing here is used
; unconditionally: no !sycl_used_aspects at all.
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %s -o - | FileCheck %s

%First.Use = type { i32 }
%Second.Use = type { i32 }
%capture = type { ptr addrspace(4) }

; CHECK: define spir_kernel void @entry() !sycl_conditionally_used_aspects ![[#ENTRY:]] !sycl_fixed_targets
define spir_kernel void @entry() {
  %cap = alloca %capture, align 8
  call spir_func void @first_if(ptr @action_one, ptr %cap, i32 0, i32 0)
  call spir_func void @second_if(ptr @action_two, ptr %cap, i32 0, i32 0)
  ret void
}
; CHECK: define spir_func void @action_one() !sycl_conditionally_used_aspects ![[#ONE:]] {
define spir_func void @action_one() {
  %v = alloca %First.Use
  ret void
}
; CHECK: define spir_func void @action_two() !sycl_conditionally_used_aspects ![[#TWO:]] {
define spir_func void @action_two() {
  %v = alloca %Second.Use
  ret void
}
; CHECK: declare !sycl_conditionally_used_aspects ![[#ONE]] spir_func void @first_if(ptr, ptr, i32, i32)
declare spir_func void @first_if(ptr, ptr, i32, i32) #0
; CHECK: declare !sycl_conditionally_used_aspects ![[#TWO]] spir_func void @second_if(ptr, ptr, i32, i32)
declare spir_func void @second_if(ptr, ptr, i32, i32) #0
attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }

!sycl_types_that_use_aspects = !{!0, !1}
!0 = !{!"First.Use", i32 1}
!1 = !{!"Second.Use", i32 2}
!sycl_aspects = !{!2}
!2 = !{!"fp64", i32 6}

; CHECK: ![[#ENTRY]] = !{![[#P1:]], ![[#P12:]], ![[#P2:]]}
; CHECK-NEXT: ![[#P1]] = !{![[#ZERO:]], ![[#ASP1:]]}
; CHECK-NEXT: ![[#ZERO]] = !{i32 0}
; CHECK-NEXT: ![[#ASP1]] = !{i32 1}
; CHECK-NEXT: ![[#P12]] = !{![[#ZERO]], ![[#ASP12:]]}
; CHECK-NEXT: ![[#ASP12]] = !{i32 1, i32 2}
; CHECK-NEXT: ![[#P2]] = !{![[#ZERO]], ![[#ASP2:]]}
; CHECK-NEXT: ![[#ASP2]] = !{i32 2}
; CHECK: ![[#ONE]] = !{![[#P1]]}
; CHECK-NEXT: ![[#TWO]] = !{![[#P2]]}
