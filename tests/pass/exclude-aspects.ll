; Excluded aspects are dropped from computed sets but values already in a
; function's metadata are kept; the DPC++ option spelling works when the
; library is also loaded with -load, and given twice it adds to the list
; (before, the second occurrence silently replaced the first).
; RUN: %opt -passes='sycl-propagate-aspects-usage<exclude-aspects=fp64;fp16>' -S %s -o - | FileCheck %s
; RUN: %opt -load=%plugin -sycl-propagate-aspects-usage-exclude-aspects=fp64,fp16 -passes=sycl-propagate-aspects-usage -S %s -o - | FileCheck %s
; RUN: %opt -load=%plugin -sycl-propagate-aspects-usage-exclude-aspects=fp64 -sycl-propagate-aspects-usage-exclude-aspects=fp16 -passes=sycl-propagate-aspects-usage -S %s -o - | FileCheck %s
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o - | FileCheck --check-prefix=ALL %s

; CHECK: define void @uses_double() {
; ALL: define void @uses_double() !sycl_used_aspects ![[FP64:[0-9]+]]
define void @uses_double() {
  %d = fadd double 1.0, 1.0
  ret void
}
; CHECK: define void @already_listed() !sycl_used_aspects ![[KEPT:[0-9]+]]
define void @already_listed() !sycl_used_aspects !10 {
  %d = fadd double 1.0, 1.0
  ret void
}
; CHECK: define void @caller() !sycl_used_aspects ![[GPU:[0-9]+]]
define void @caller() {
  call void @already_listed()
  ret void
}
!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"gpu", i32 2}
!10 = !{i32 2, i32 6}
; The caller gets gpu (propagated) but not fp64 (excluded when computed).
; CHECK: ![[KEPT]] = !{i32 2, i32 6}
; CHECK: ![[GPU]] = !{i32 2}
; ALL: ![[FP64]] = !{i32 6}
