; A condition of a conditional call that is not an integer constant names
; no aspect the pass can know: it is dropped (the action's aspects are then
; required under the remaining conditions, conservatively) and reported; it
; used to be skipped without a word.
; The IR checks are of the conditional-aspects=merged form. DPC++'s (the
; default, prefix DPCPP)
; gives the one conditional-call function both calls name the conditions
; of the last caller (none here), and a pair without conditions is not
; listed: the action and the declaration get an empty list, the callers
; none.
; RUN: %opt -passes='sycl-propagate-aspects-usage<conditional-aspects=merged>' -S %s -o %t.ll 2> %t.err
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck --check-prefix=IR %s < %t.ll
; RUN: FileCheck --check-prefix=WARN %s < %t.err
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %s -o - 2> %t.dpcpp.err | FileCheck --check-prefix=DPCPP %s
; RUN: FileCheck --check-prefix=WARN %s < %t.dpcpp.err
; DPCPP: define void @from_argument(i32 %c) {
; DPCPP: define void @from_expression() {
; DPCPP: define void @action(ptr %0) !sycl_conditionally_used_aspects ![[EMPTY:[0-9]+]] {
; DPCPP: declare !sycl_conditionally_used_aspects ![[EMPTY]] void @call_if_on_device_conditionally(ptr, ptr, ...)
; DPCPP: ![[EMPTY]] = !{}
; WARN: warning: sycl-propagate-aspects-usage: function 'from_argument': condition 1 of a conditional call, i32 %c, is not an integer constant (ignored)
; WARN: warning: sycl-propagate-aspects-usage: function 'from_expression': condition 0 of a conditional call, a i32 value, is not an integer constant (ignored)
; WARN-NOT: warning

; IR: define void @from_argument(i32 %c) !sycl_conditionally_used_aspects ![[COND1:[0-9]+]] {
define void @from_argument(i32 %c) {
  call void @call_if_on_device_conditionally(ptr @action, ptr null, i32 5, i32 %c)
  ret void
}
; IR: define void @from_expression() !sycl_conditionally_used_aspects ![[COND2:[0-9]+]] {
define void @from_expression() {
  call void @call_if_on_device_conditionally(ptr @action, ptr null, i32 ptrtoint (ptr @g to i32))
  ret void
}
define void @action(ptr %0) {
  %d = fadd double 1.0, 1.0
  ret void
}
@g = global i32 0
declare void @call_if_on_device_conditionally(ptr, ptr, ...) #0
attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }

!sycl_aspects = !{!0, !1}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
; IR-DAG: ![[COND1]] = !{![[ENTRY1:[0-9]+]]}
; IR-DAG: ![[ENTRY1]] = !{![[CONDS1:[0-9]+]], ![[FP64:[0-9]+]]}
; IR-DAG: ![[CONDS1]] = !{i32 5}
; IR-DAG: ![[FP64]] = !{i32 6}
; IR-DAG: ![[COND2]] = !{![[ENTRY2:[0-9]+]]}
; IR-DAG: ![[ENTRY2]] = !{![[EMPTY:[0-9]+]], ![[FP64]]}
; IR-DAG: ![[EMPTY]] = !{}
