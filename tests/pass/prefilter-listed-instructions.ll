; The prefilter (cxx-bridge/cpp/ir_prefilter.cpp, step 6) hands the scan
; only the instructions of a function it can get anything from, plain
; direct calls marked as such; the answers, and DPC++'s order of the
; aspects, are those of a scan of every instruction.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s < %t.ll

%Half = type { half }

; The store uses %h (fp16) before the block defining it comes in layout
; order: a scan of every instruction meets fp16 first, then fp64. The store
; brings nothing by its result or its constants, only by an operand that
; is an instruction: it must be read all the same.
; CHECK: define void @use_before_definition(ptr %p) !sycl_used_aspects ![[FP16_FP64:[0-9]+]] {
define void @use_before_definition(ptr %p) {
entry:
  br label %second
first:
  store %Half %h, ptr %p
  ret void
second:
  %d = sitofp i32 1 to double
  %h = load %Half, ptr %p
  br label %first
}

; Calls the scan reads (a constant double argument) between plain calls it
; is only told about: the callees come in call order, b, c, a.
; CHECK: define void @calls_in_order() !sycl_used_aspects ![[ORDER:[0-9]+]] {
define void @calls_in_order() {
  call void @b()
  call void @c(double 1.0)
  call void @a()
  ret void
}

; CHECK: define void @a() !sycl_used_aspects ![[FP16:[0-9]+]] {
define void @a() {
  %x = alloca %Half
  ret void
}

define void @b() !sycl_used_aspects !10 {
  ret void
}

define void @c(double %x) !sycl_used_aspects !11 {
  ret void
}

; A function whose every instruction is plain but one: its plain calls
; (listed) and the one it is scanned for.
; CHECK: define void @mostly_plain(ptr %p) !sycl_used_aspects ![[FP64_FP16:[0-9]+]] {
define void @mostly_plain(ptr %p) {
  %v = load i32, ptr %p
  %w = add i32 %v, 1
  store i32 %w, ptr %p
  %d = sitofp i32 %w to double
  call void @a()
  ret void
}

; CHECK-DAG: ![[FP16_FP64]] = !{i32 5, i32 6}
; CHECK-DAG: ![[ORDER]] = !{i32 6, i32 28, i32 2, i32 5}
; CHECK-DAG: ![[FP16]] = !{i32 5}
; CHECK-DAG: ![[FP64_FP16]] = !{i32 6, i32 5}

!sycl_aspects = !{!0, !1, !2, !3}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"atomic64", i32 28}
!3 = !{!"gpu", i32 2}
!sycl_types_that_use_aspects = !{!4}
!4 = !{!"Half", i32 5}
!10 = !{i32 28}
!11 = !{i32 2}
