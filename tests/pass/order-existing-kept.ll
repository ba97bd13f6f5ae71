; A function's existing !sycl_used_aspects values count as its own uses
; after its instructions; when something is written, the existing values
; are all kept, an excluded one at the end (DPC++'s rule).
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck --check-prefix=ALL %s < %t.ll
; RUN: %opt '-passes=sycl-propagate-aspects-usage<exclude-aspects=atomic64>' -S %s -o %t.excl.ll
; RUN: %opt -passes=verify -disable-output %t.excl.ll
; RUN: FileCheck --check-prefix=EXCL %s < %t.excl.ll

; ALL: define void @f() !sycl_used_aspects ![[F:[0-9]+]]
; EXCL: define void @f() !sycl_used_aspects ![[F:[0-9]+]]
define void @f() !sycl_used_aspects !10 {
  %d = fadd double 1.0, 1.0
  ret void
}
; Only excluded aspects: nothing to write, the metadata stays as it was.
; EXCL: define void @only_excluded() !sycl_used_aspects ![[ONLY:[0-9]+]]
define void @only_excluded() !sycl_used_aspects !11 {
  ret void
}
!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"atomic64", i32 28}
!10 = !{i32 28, i32 5}
!11 = !{i32 28}
; ALL: ![[F]] = !{i32 6, i32 28, i32 5}
; EXCL-DAG: ![[F]] = !{i32 6, i32 5, i32 28}
; EXCL-DAG: ![[ONLY]] = !{i32 28}
