; The "sycl-device-has" property holds aspect values as plain decimal
; integers. A sign is no part of one: "-0" and "+5" are reported and
; ignored (before, "-0" silently declared aspect 0, "host").
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %s -o %t.ll 2> %t.err
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; WARN-DAG: warning: ignoring malformed !sycl-device-has attribute on function 'signed': '-0' is not an aspect value (a non-negative decimal integer)
; WARN-DAG: warning: ignoring malformed !sycl-device-has attribute on function 'signed': '+5' is not an aspect value (a non-negative decimal integer)

; IR: define void @signed() #0 !sycl_used_aspects ![[A:[0-9]+]]
; IR: ![[A]] = !{i32 6}
define void @signed() #0 {
  ret void
}
attributes #0 = { "sycl-device-has"="-0,6,+5" }

!sycl_aspects = !{!0}
!0 = !{!"fp64", i32 6}
