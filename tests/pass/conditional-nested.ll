; Nested conditional calls: a conditional call inside an action that is
; itself called conditionally, directly or behind a plain call, adds the
; inner aspects under the union of both condition lists. The result must not
; depend on the order the functions are defined in: the same module is
; checked with callers first and with callees first.
; This is the conditional-aspects=merged form. DPC++'s (the default, see
; conditional-dpcpp-nested.ll) treats the one @call_if every call here
; names as a single function running all four actions, whose conditions
; are those of the last call path walked: its result depends on the order
; of the functions, as checked at the end.
; RUN: split-file %s %t
; RUN: %opt -passes='sycl-propagate-aspects-usage<conditional-aspects=merged>,verify' -S %t/callers-first.ll -o - | FileCheck %s
; RUN: %opt -passes='sycl-propagate-aspects-usage<conditional-aspects=merged>,verify' -S %t/callees-first.ll -o - | FileCheck %s
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %t/callers-first.ll -o - | FileCheck --check-prefixes=DPCPP,LAST-IS-3 %s
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %t/callees-first.ll -o - | FileCheck --check-prefixes=DPCPP,LAST-IS-1 %s
; The actions' own !sycl_used_aspects (fp16 on @action_a, atomic64 on
; @action_d) are conditional aspects too, under the same conditions as
; @action_b's fp64 (docs/design-choices.md: DPC++'s code drops them).
; DPCPP-DAG: define void @kernel() !sycl_conditionally_used_aspects ![[DK:[0-9]+]] {
; DPCPP-DAG: define void @action_b(ptr %0) !sycl_conditionally_used_aspects ![[DB:[0-9]+]] {
; DPCPP-DAG: declare !sycl_conditionally_used_aspects ![[DC:[0-9]+]] void @call_if(ptr, ptr, i32)
; DPCPP-DAG: define void @helper() !sycl_conditionally_used_aspects ![[EMPTY:[0-9]+]] {
; DPCPP-DAG: ![[DB]] = !{![[DFP64PAIR:[0-9]+]]}
; DPCPP-DAG: ![[DFP64PAIR]] = !{![[DCONDS:[0-9]+]], ![[DFP64:[0-9]+]]}
; DPCPP-DAG: ![[DFP64]] = !{i32 6}
; LAST-IS-3-DAG: ![[DCONDS]] = !{i32 3}
; LAST-IS-1-DAG: ![[DCONDS]] = !{i32 1}
; DPCPP-DAG: ![[DFP16:[0-9]+]] = !{i32 5}
; DPCPP-DAG: = !{![[DCONDS]], ![[DFP16]]}
; DPCPP-DAG: ![[DA64:[0-9]+]] = !{i32 28}
; DPCPP-DAG: = !{![[DCONDS]], ![[DA64]]}
; DPCPP-DAG: ![[EMPTY]] = !{}

; CHECK-DAG: define void @kernel() !sycl_conditionally_used_aspects ![[K:[0-9]+]] {
; CHECK-DAG: define void @action_a(ptr %0) !sycl_used_aspects ![[FP16:[0-9]+]] !sycl_conditionally_used_aspects ![[A:[0-9]+]] {
; CHECK-DAG: define void @action_b(ptr %0) !sycl_used_aspects ![[FP64:[0-9]+]] {
; CHECK-DAG: define void @kernel2() !sycl_conditionally_used_aspects ![[K2:[0-9]+]] {
; CHECK-DAG: define void @action_c(ptr %0) !sycl_conditionally_used_aspects ![[H:[0-9]+]] {
; CHECK-DAG: define void @helper() !sycl_conditionally_used_aspects ![[H]] {
; CHECK-DAG: define void @action_d(ptr %0) !sycl_used_aspects ![[ATOMIC64:[0-9]+]] {
; kernel: fp16 under {1} (action_a itself), fp64 under {1, 2} (action_b).
; CHECK-DAG: ![[K]] = !{![[K_1:[0-9]+]], ![[K_12:[0-9]+]]}
; CHECK-DAG: ![[K_1]] = !{![[C1:[0-9]+]], ![[FP16]]}
; CHECK-DAG: ![[C1]] = !{i32 1}
; CHECK-DAG: ![[K_12]] = !{![[C12:[0-9]+]], ![[FP64]]}
; CHECK-DAG: ![[C12]] = !{i32 1, i32 2}
; action_a: fp64 under {2}.
; CHECK-DAG: ![[A]] = !{![[A_2:[0-9]+]]}
; CHECK-DAG: ![[A_2]] = !{![[C2:[0-9]+]], ![[FP64]]}
; CHECK-DAG: ![[C2]] = !{i32 2}
; kernel2: atomic64 under {3, 4} (action_c -> helper -> action_d).
; CHECK-DAG: ![[K2]] = !{![[K2_34:[0-9]+]]}
; CHECK-DAG: ![[K2_34]] = !{![[C34:[0-9]+]], ![[ATOMIC64]]}
; CHECK-DAG: ![[C34]] = !{i32 3, i32 4}
; helper and action_c: atomic64 under {4}.
; CHECK-DAG: ![[H]] = !{![[H_4:[0-9]+]]}
; CHECK-DAG: ![[H_4]] = !{![[C4:[0-9]+]], ![[ATOMIC64]]}
; CHECK-DAG: ![[C4]] = !{i32 4}
; A cycle of conditional calls ends: loop_a reaches loop_b's fp64 under {7}
; and again, around the cycle, under {7, 8}.
; CHECK-DAG: define void @loop_a(ptr %0) !sycl_conditionally_used_aspects ![[LA:[0-9]+]] {
; CHECK-DAG: ![[LA]] = !{![[LA_7:[0-9]+]], ![[LA_78:[0-9]+]]}
; CHECK-DAG: ![[LA_7]] = !{![[C7:[0-9]+]], ![[FP64]]}
; CHECK-DAG: ![[C7]] = !{i32 7}
; CHECK-DAG: ![[LA_78]] = !{![[C78:[0-9]+]], ![[FP64]]}
; CHECK-DAG: ![[C78]] = !{i32 7, i32 8}
; CHECK-DAG: ![[FP16]] = !{i32 5}
; CHECK-DAG: ![[FP64]] = !{i32 6}
; CHECK-DAG: ![[ATOMIC64]] = !{i32 28}

;--- callers-first.ll
define void @kernel() {
  call void @call_if(ptr @action_a, ptr null, i32 1)
  ret void
}
define void @kernel2() {
  call void @call_if(ptr @action_c, ptr null, i32 3)
  ret void
}
define void @action_a(ptr %0) !sycl_used_aspects !10 {
  call void @call_if(ptr @action_b, ptr null, i32 2)
  ret void
}
define void @action_c(ptr %0) {
  call void @helper()
  ret void
}
define void @helper() {
  call void @call_if(ptr @action_d, ptr null, i32 4)
  ret void
}
define void @action_b(ptr %0) {
  %d = fadd double 1.0, 1.0
  ret void
}
define void @action_d(ptr %0) !sycl_used_aspects !11 {
  ret void
}
declare void @call_if(ptr, ptr, i32) #0
attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }
!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"atomic64", i32 28}
!10 = !{i32 5}
!11 = !{i32 28}

define void @loop_a(ptr %0) {
  call void @call_if(ptr @loop_b, ptr null, i32 7)
  ret void
}
define void @loop_b(ptr %0) {
  %d = fadd double 1.0, 1.0
  call void @call_if(ptr @loop_a, ptr null, i32 8)
  ret void
}
;--- callees-first.ll
declare void @call_if(ptr, ptr, i32) #0
define void @action_d(ptr %0) !sycl_used_aspects !11 {
  ret void
}
define void @action_b(ptr %0) {
  %d = fadd double 1.0, 1.0
  ret void
}
define void @helper() {
  call void @call_if(ptr @action_d, ptr null, i32 4)
  ret void
}
define void @action_c(ptr %0) {
  call void @helper()
  ret void
}
define void @action_a(ptr %0) !sycl_used_aspects !10 {
  call void @call_if(ptr @action_b, ptr null, i32 2)
  ret void
}
define void @kernel2() {
  call void @call_if(ptr @action_c, ptr null, i32 3)
  ret void
}
define void @kernel() {
  call void @call_if(ptr @action_a, ptr null, i32 1)
  ret void
}
define void @loop_b(ptr %0) {
  %d = fadd double 1.0, 1.0
  call void @call_if(ptr @loop_a, ptr null, i32 8)
  ret void
}
define void @loop_a(ptr %0) {
  call void @call_if(ptr @loop_b, ptr null, i32 7)
  ret void
}
attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }
!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"atomic64", i32 28}
!10 = !{i32 5}
!11 = !{i32 28}
