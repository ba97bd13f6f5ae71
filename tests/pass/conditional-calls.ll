; DPC++'s conditional calls: a callee with "sycl-call-if-on-device-
; conditionally" runs its action (operand 0) only on devices with the
; conditions (i32 constants from operand 2 on). Aspects reached only that
; way go to !sycl_conditionally_used_aspects, not !sycl_used_aspects. By
; default as DPC++ writes it: the action gets no !sycl_used_aspects, and
; the conditional-call declaration lists the pair too; with
; conditional-aspects=merged the action keeps its !sycl_used_aspects and
; the declaration stays bare.
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %s -o - | FileCheck %s
; RUN: %opt -passes='sycl-propagate-aspects-usage<conditional-aspects=merged>,verify' -S %s -o - | FileCheck --check-prefix=MERGED %s

; CHECK: define void @kernel() !sycl_used_aspects ![[ATOMIC64:[0-9]+]] !sycl_conditionally_used_aspects ![[COND:[0-9]+]] {
; MERGED: define void @kernel() !sycl_used_aspects ![[ATOMIC64:[0-9]+]] !sycl_conditionally_used_aspects ![[COND:[0-9]+]] {
define void @kernel() {
  call void @call_if_on_device_conditionally(ptr @action, ptr null, i32 5, i32 6)
  call void @uses_atomic64()
  ret void
}
; CHECK: define void @action(ptr %0) !sycl_conditionally_used_aspects ![[COND]] {
; MERGED: define void @action(ptr %0) !sycl_used_aspects ![[FP64:[0-9]+]] {
define void @action(ptr %0) {
  %d = fadd double 1.0, 1.0
  ret void
}
; CHECK: define void @uses_atomic64() !sycl_used_aspects ![[ATOMIC64]] {
; MERGED: define void @uses_atomic64() !sycl_used_aspects ![[ATOMIC64]] {
define void @uses_atomic64() !sycl_used_aspects !10 {
  ret void
}
; CHECK: declare !sycl_conditionally_used_aspects ![[COND]] void @call_if_on_device_conditionally(ptr, ptr, i32, i32)
; MERGED: declare void @call_if_on_device_conditionally(ptr, ptr, i32, i32)
declare void @call_if_on_device_conditionally(ptr, ptr, i32, i32) #0
attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }

!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"atomic64", i32 28}
!10 = !{i32 28}
; CHECK: ![[ATOMIC64]] = !{i32 28}
; CHECK-NEXT: ![[COND]] = !{![[ENTRY:[0-9]+]]}
; CHECK-NEXT: ![[ENTRY]] = !{![[CONDS:[0-9]+]], ![[FP64:[0-9]+]]}
; CHECK-NEXT: ![[CONDS]] = !{i32 5, i32 6}
; CHECK-NEXT: ![[FP64]] = !{i32 6}
; MERGED-DAG: ![[ATOMIC64]] = !{i32 28}
; MERGED-DAG: ![[FP64]] = !{i32 6}
; MERGED-DAG: ![[COND]] = !{![[ENTRY:[0-9]+]]}
; MERGED-DAG: ![[ENTRY]] = !{![[CONDS:[0-9]+]], ![[FP64]]}
; MERGED-DAG: ![[CONDS]] = !{i32 5, i32 6}
