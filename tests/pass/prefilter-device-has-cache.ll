; The C++ prefilter (cxx-bridge/cpp/ir_prefilter.cpp) looks for the
; `sycl-device-has` attribute once per distinct attribute list (lists are
; uniqued, so functions with the same attributes share one): every function
; below that carries the attribute must still reach the full scan and get
; its declared aspects, the first one with a given list and the later ones;
; functions with another list must not inherit the answer.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s < %t.ll

; CHECK: define void @first_declares() #0 !sycl_used_aspects ![[FP64:[0-9]+]] {
define void @first_declares() #0 {
  ret void
}

; CHECK: define void @plain_between() #1 {
define void @plain_between() #1 {
  ret void
}

; CHECK: define void @second_declares() #0 !sycl_used_aspects ![[FP64]] {
define void @second_declares() #0 {
  ret void
}

; CHECK: define void @third_declares() #0 !sycl_used_aspects ![[FP64]] {
define void @third_declares() #0 {
  ret void
}

; CHECK: define void @plain_after() #1 {
define void @plain_after() #1 {
  ret void
}

; CHECK-DAG: ![[FP64]] = !{i32 6}

attributes #0 = { "sycl-device-has"="6" }
attributes #1 = { nounwind }

!sycl_aspects = !{!0}
!0 = !{!"fp64", i32 6}
