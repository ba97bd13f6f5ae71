; DPC++'s set order (LLVM SmallSet<int, 4>): up to 4 distinct aspects keep
; their first-insertion order; the 5th distinct one turns the list into
; signed ascending order (negative values first), for good.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s < %t.ll

; CHECK: define void @four() !sycl_used_aspects ![[FOUR:[0-9]+]]
define void @four() {
  %a = add i32 0, 0, !sycl_used_aspects !10
  %b = add i32 0, 0, !sycl_used_aspects !11
  %c = add i32 0, 0, !sycl_used_aspects !10
  %d = add i32 0, 0, !sycl_used_aspects !12
  %e = add i32 0, 0, !sycl_used_aspects !13
  ret void
}
; CHECK: define void @five() !sycl_used_aspects ![[FIVE:[0-9]+]]
define void @five() {
  %a = add i32 0, 0, !sycl_used_aspects !10
  %b = add i32 0, 0, !sycl_used_aspects !11
  %c = add i32 0, 0, !sycl_used_aspects !12
  %d = add i32 0, 0, !sycl_used_aspects !13
  %e = add i32 0, 0, !sycl_used_aspects !14
  ret void
}
; Sorted once, sorted for good: a 6th value goes in its place.
; CHECK: define void @six() !sycl_used_aspects ![[SIX:[0-9]+]]
define void @six() {
  %a = add i32 0, 0, !sycl_used_aspects !15
  %b = add i32 0, 0, !sycl_used_aspects !16
  ret void
}
!sycl_aspects = !{!0}
!0 = !{!"fp64", i32 6}
!10 = !{i32 28}
!11 = !{i32 6}
!12 = !{i32 5}
!13 = !{i32 -1}
!14 = !{i32 3}
!15 = !{i32 28, i32 6, i32 5, i32 -1, i32 3}
!16 = !{i32 4}
; CHECK-DAG: ![[FOUR]] = !{i32 28, i32 6, i32 5, i32 -1}
; CHECK-DAG: ![[FIVE]] = !{i32 -1, i32 3, i32 5, i32 6, i32 28}
; CHECK-DAG: ![[SIX]] = !{i32 -1, i32 3, i32 4, i32 5, i32 6, i32 28}
