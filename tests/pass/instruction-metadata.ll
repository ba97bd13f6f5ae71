; !sycl_used_aspects on an instruction (e.g. a call to a builtin) is used by
; the function; negative "internal" aspect values are kept as they are.
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %s -o - | FileCheck %s
; CHECK: define void @caller() !sycl_used_aspects ![[VALUES:[0-9]+]]
define void @caller() {
  call void @user()
  ret void
}
; CHECK: define void @user() !sycl_used_aspects ![[VALUES]]
define void @user() {
  call void @builtin(), !sycl_used_aspects !10
  ret void
}
declare void @builtin()
!sycl_aspects = !{!0}
!0 = !{!"fp64", i32 6}
!10 = !{i32 -1, i32 6}
; CHECK: ![[VALUES]] = !{i32 -1, i32 6}
