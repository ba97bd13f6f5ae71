; !sycl_conditionally_used_aspects lists in set order: a call's conditions
; in argument order (not sorted), the aspects in the order the action uses
; them.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s < %t.ll
; CHECK: define void @kernel() !sycl_conditionally_used_aspects ![[COND:[0-9]+]]
define void @kernel() {
  call void @call_if(ptr @action, ptr null, i32 9, i32 3, i32 9)
  ret void
}
define void @action(ptr %0) {
  %a = add i32 0, 0, !sycl_used_aspects !10
  %d = fadd double 1.0, 1.0
  ret void
}
declare void @call_if(ptr, ptr, i32, i32, i32) #0
attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }
!sycl_aspects = !{!0, !1}
!0 = !{!"fp64", i32 6}
!1 = !{!"atomic64", i32 28}
!10 = !{i32 28}
; CHECK-DAG: ![[COND]] = !{![[ENTRY:[0-9]+]]}
; CHECK-DAG: ![[ENTRY]] = !{![[CONDS:[0-9]+]], ![[ASPECTS:[0-9]+]]}
; CHECK-DAG: ![[CONDS]] = !{i32 9, i32 3}
; CHECK-DAG: ![[ASPECTS]] = !{i32 28, i32 6}
