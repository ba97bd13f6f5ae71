; DPC++ writes the used aspects first (excluded ones left out), then the
; declared aspects in their order (never excluded), for the declaring
; function and its callers alike.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %opt '-passes=sycl-propagate-aspects-usage<exclude-aspects=atomic64>' -S %s -o %t.excl.ll
; RUN: %opt -passes=verify -disable-output %t.excl.ll
; RUN: FileCheck %s < %t.excl.ll

; CHECK: define void @declares() !sycl_declared_aspects ![[DECL:[0-9]+]] !sycl_used_aspects ![[DECLARES:[0-9]+]]
define void @declares() !sycl_declared_aspects !10 {
  %d = fadd double 1.0, 1.0
  ret void
}
; CHECK: define void @caller() !sycl_used_aspects ![[CALLER:[0-9]+]]
define void @caller() {
  call void @declares()
  %h = add i32 0, 0, !sycl_used_aspects !11
  ret void
}
!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"atomic64", i32 28}
!10 = !{i32 28, i32 5}
!11 = !{i32 -3}
; CHECK-DAG: ![[DECL]] = !{i32 28, i32 5}
; CHECK-DAG: ![[DECLARES]] = !{i32 6, i32 28, i32 5}
; caller: used (own -3, then fp64 from its callee), then declared ones.
; CHECK-DAG: ![[CALLER]] = !{i32 -3, i32 6, i32 28, i32 5}
