; DPC++'s propagation order: a function's own aspects first (wherever its
; instructions are), then its callees' aspects, callees in the order of
; their first call (not module order, repeated calls once).
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s < %t.ll

; CHECK: define void @caller() !sycl_used_aspects ![[CALLER:[0-9]+]]
define void @caller() {
  call void @second_defined()
  call void @first_defined()
  call void @second_defined()
  %own = add i32 0, 0, !sycl_used_aspects !10
  ret void
}
define void @first_defined() !sycl_used_aspects !12 {
  ret void
}
define void @second_defined() {
  %d = fadd double 1.0, 1.0
  call void @first_defined()
  ret void
}
!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"atomic64", i32 28}
!10 = !{i32 28}
!12 = !{i32 5}
; caller: own atomic64, then second_defined's {fp64, fp16} (its own fp64
; first), then first_defined's (already there). Sorted would be 5, 6, 28;
; module order of the callees would give 28, 5, 6.
; CHECK-DAG: ![[CALLER]] = !{i32 28, i32 6, i32 5}
