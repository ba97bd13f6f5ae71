; Type aspects in DPC++'s order where DPC++ is deterministic, and the rule
; chosen where it is not (docs/design-choices.md): a decorated struct's own
; list in order, then its fields' aspects in declaration order, depth first
; (through arrays and vectors, never pointers); a signature contributes the
; return type, then each parameter; an instruction its result (an alloca's
; allocated type), then its operands in order (a callee, the last operand,
; its function type), then a GEP's source element type.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s < %t.ll

%Atomic = type { i64 }
%Pair = type { i8 }
%Outer = type { [2 x %Atomic], ptr, %Pair }

; CHECK: define void @container() !sycl_used_aspects ![[OUTER:[0-9]+]]
define void @container() {
  %o = alloca %Outer
  ret void
}
; CHECK: define %Atomic @signature(%Pair %p) !sycl_used_aspects ![[SIG:[0-9]+]]
define %Atomic @signature(%Pair %p) {
  ret %Atomic zeroinitializer
}
; Operands in order (Atomic, then double), then the callee's function type.
; CHECK: define void @calls() !sycl_used_aspects ![[CALLS:[0-9]+]]
define void @calls() {
  call void @takes(%Atomic zeroinitializer, double 1.0)
  ret void
}
; CHECK: define void @takes(%Atomic %a, double %d) !sycl_used_aspects ![[CALLS]]
define void @takes(%Atomic %a, double %d) {
  ret void
}
!sycl_aspects = !{!0, !1, !2, !3}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"atomic64", i32 28}
!3 = !{!"internal", i32 -1}
!sycl_types_that_use_aspects = !{!10, !11, !12}
!10 = !{!"Outer", i32 -1}
!11 = !{!"Atomic", i32 28}
!12 = !{!"Pair", i32 5, i32 6}
; CHECK-DAG: ![[OUTER]] = !{i32 -1, i32 28, i32 5, i32 6}
; CHECK-DAG: ![[SIG]] = !{i32 28, i32 5, i32 6}
; CHECK-DAG: ![[CALLS]] = !{i32 28, i32 6}
