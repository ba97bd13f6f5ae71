; The C++ prefilter (cxx-bridge/cpp/ir_prefilter.cpp) hands to the full scan
; every function where an aspect can hide; each function below uses its
; aspect in only one of those places, and every other instruction is plain.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s < %t.ll

%Atomic = type { i64 }
%HoldsAtomic = type { [2 x %Atomic] }

@g_atomic = global %Atomic zeroinitializer
@alias_of_f_plain = alias void (), ptr @f_uses_double_const

; A constant operand of type double (the store's result is void, its other
; operand a pointer).
; CHECK: define void @f_uses_double_const() !sycl_used_aspects ![[FP64:[0-9]+]] {
define void @f_uses_double_const() {
  %p = alloca i64
  store double 1.0, ptr %p
  ret void
}

; A global variable whose value type is decorated, named only as an operand.
; CHECK: define void @f_global_operand() !sycl_used_aspects ![[ATOMIC:[0-9]+]] {
define void @f_global_operand() {
  %v = load i64, ptr @g_atomic
  ret void
}

; A decorated struct nested by value inside a GEP's source element type.
; CHECK: define void @f_gep_source(ptr %p) !sycl_used_aspects ![[ATOMIC]] {
define void @f_gep_source(ptr %p) {
  %q = getelementptr %HoldsAtomic, ptr %p, i32 0, i32 0, i32 1
  ret void
}

; A call through an alias: the callee's aspects propagate.
; CHECK: define void @f_calls_alias() !sycl_used_aspects ![[FP64]] {
define void @f_calls_alias() {
  call void @alias_of_f_plain()
  ret void
}

; Instruction metadata on an otherwise plain instruction.
; CHECK: define void @f_instruction_md() !sycl_used_aspects ![[SEVEN:[0-9]+]] {
define void @f_instruction_md() {
  %a = add i32 1, 2, !sycl_used_aspects !3
  ret void
}

; A plain function calling the others directly gets everything.
; CHECK: define void @f_plain_caller() !sycl_used_aspects ![[ALL:[0-9]+]] {
define void @f_plain_caller() {
  call void @f_global_operand()
  call void @f_uses_double_const()
  call void @f_instruction_md()
  ret void
}

; Nothing at all: no metadata.
; CHECK: define void @f_nothing() {
define void @f_nothing() {
  %x = add i32 1, 2
  ret void
}

; CHECK-DAG: ![[FP64]] = !{i32 6}
; CHECK-DAG: ![[ATOMIC]] = !{i32 22}
; CHECK-DAG: ![[SEVEN]] = !{i32 7}
; CHECK-DAG: ![[ALL]] = !{i32 22, i32 6, i32 7}

!sycl_aspects = !{!0, !1, !4}
!sycl_types_that_use_aspects = !{!2}
!0 = !{!"fp64", i32 6}
!1 = !{!"atomic64", i32 22}
!2 = !{!"Atomic", i32 22}
!3 = !{i32 7}
!4 = !{!"cpu", i32 7}
