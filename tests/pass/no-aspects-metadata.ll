; Without !sycl_aspects there is nothing to do: the module is unchanged and
; no diagnostic is printed.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.after.ll 2> %t.err
; RUN: %opt -passes=verify -S %s -o %t.before.ll
; RUN: diff %t.before.ll %t.after.ll
; RUN: count 0 < %t.err
define void @f() {
  %d = fadd double 1.0, 2.0
  ret void
}
!sycl_types_that_use_aspects = !{!0}
!0 = !{!"struct.S", i32 5}
