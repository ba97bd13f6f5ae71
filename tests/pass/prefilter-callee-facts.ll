; The C++ prefilter (cxx-bridge/cpp/ir_prefilter.cpp) decides once per
; callee whether a direct call of it needs the full scan (a conditional-call
; function, "sycl-call-if-on-device-conditionally") and reuses that answer
; for every later call: each caller below reaches the conditional function
; only after it was first met elsewhere, so every one of them must still be
; handed to the scan and get its conditional aspects. A plain callee met
; first must not make the conditional one look plain. (Checked on our
; merged conditional form, which gives every caller its own list.)
; RUN: %opt -passes='sycl-propagate-aspects-usage<conditional-aspects=merged>' -S %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s < %t.ll

; CHECK: define void @first_caller() !sycl_conditionally_used_aspects ![[COND:[0-9]+]] {
define void @first_caller() {
  call void @plain()
  call void @call_if_on_device_conditionally(ptr @action, ptr null, i32 5)
  ret void
}

; CHECK: define void @second_caller() !sycl_conditionally_used_aspects ![[COND]] {
define void @second_caller() {
  call void @plain()
  call void @call_if_on_device_conditionally(ptr @action, ptr null, i32 5)
  ret void
}

; Called twice from one function, after the plain callee again.
; CHECK: define void @third_caller() !sycl_conditionally_used_aspects ![[COND]] {
define void @third_caller() {
  call void @plain()
  call void @call_if_on_device_conditionally(ptr @action, ptr null, i32 5)
  call void @call_if_on_device_conditionally(ptr @action, ptr null, i32 5)
  ret void
}

; A caller of the plain function only: nothing.
; CHECK: define void @plain_caller() {
define void @plain_caller() {
  call void @plain()
  ret void
}

; CHECK: define void @action(ptr %0) !sycl_used_aspects ![[FP64:[0-9]+]] {
define void @action(ptr %0) {
  %d = fadd double 1.0, 1.0
  ret void
}

; CHECK: define void @plain() {
define void @plain() {
  ret void
}

declare void @call_if_on_device_conditionally(ptr, ptr, i32) #0
attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }

; CHECK-DAG: ![[FP64]] = !{i32 6}
; CHECK-DAG: ![[COND]] = !{![[ENTRY:[0-9]+]]}
; CHECK-DAG: ![[ENTRY]] = !{![[CONDS:[0-9]+]], ![[FP64]]}
; CHECK-DAG: ![[CONDS]] = !{i32 5}

!sycl_aspects = !{!0, !1}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
