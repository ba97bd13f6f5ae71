; Malformed metadata gets a warning naming the function and the metadata
; and is skipped; the pass never aborts and the output verifies.
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %s -o %t.ll 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: FileCheck --check-prefix=IR %s < %t.ll
; CHECK-DAG: warning: ignoring malformed !sycl_aspects: entry 1 is not !{!"name", i32 value}
; CHECK-DAG: warning: ignoring malformed !sycl_types_that_use_aspects: 'i32' is not a struct type
; CHECK-DAG: warning: ignoring malformed !sycl_types_that_use_aspects: entry 1 does not start with a type name string
; CHECK-DAG: warning: ignoring malformed !sycl_types_that_use_aspects: entry for 'S': operand 1 is not an i32 constant
; CHECK-DAG: warning: ignoring malformed !sycl_used_aspects on function 'bad_used': operand 0 is not an integer constant
; CHECK-DAG: warning: ignoring malformed !sycl_declared_aspects on function 'bad_declared': operand 1 is not an integer constant
; CHECK-DAG: warning: ignoring malformed !sycl_used_aspects on function 'bad_instruction': on an instruction: operand 0 is not an integer constant
; CHECK-DAG: warning: ignoring malformed !sycl-device-has attribute on function 'bad_property': 'x' is not an aspect value (a non-negative decimal integer)
%S = type { i32 }
define void @bad_used() !sycl_used_aspects !20 {
  ret void
}
define void @bad_declared() !sycl_declared_aspects !21 {
  ret void
}
define void @bad_instruction() {
  call void @bad_used(), !sycl_used_aspects !20
  ret void
}
define void @bad_property() #0 {
  ret void
}
attributes #0 = { "sycl-device-has"="6,x" }
; The well-formed part of a malformed list still counts.
; IR: define void @bad_declared() {{.*}}!sycl_used_aspects ![[FP64:[0-9]+]]
; IR: ![[FP64]] = !{i32 6}
!sycl_aspects = !{!0, !1}
!0 = !{!"fp64", i32 6}
!1 = !{!"broken"}
!sycl_types_that_use_aspects = !{!2, !3, !4, !5}
!2 = !{!"S", !"fp64"}
!3 = !{i32 6}
!4 = !{!"DoesNotExist", i32 6} ; unused after linking: silently skipped
!5 = !{!"i32", i32 6}
!20 = !{!"fp64"}
!21 = !{i32 6, float 1.0}
