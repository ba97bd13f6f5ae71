; A name or a value given twice, differently, in !sycl_aspects is reported
; naming both entries, and the first entry wins (it used to be last-wins,
; silently: `double` could become aspect 99). An exact repeat (as llvm-link
; of two device modules produces) is silent.
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %s -o %t.ll 2> %t.err
; RUN: FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.err
; RUN: FileCheck --check-prefix=IR %s < %t.ll

; WARN: warning: ignoring malformed !sycl_aspects: entry 2 !{!"fp64", i32 99} conflicts with entry 0 !{!"fp64", i32 6} (same name); the first is used
; WARN: warning: ignoring malformed !sycl_aspects: entry 3 !{!"not_fp16", i32 5} conflicts with entry 1 !{!"fp16", i32 5} (same value); the first is used

%Half = type { half }

; IR: define void @uses_double() !sycl_used_aspects ![[FP64:[0-9]+]]
define void @uses_double() {
  %d = fadd double 1.0, 1.0
  ret void
}
; IR: define void @uses_fp16_type() !sycl_used_aspects ![[FP16:[0-9]+]]
define void @uses_fp16_type() {
  %h = alloca %Half
  ret void
}
; IR-DAG: ![[FP64]] = !{i32 6}
; IR-DAG: ![[FP16]] = !{i32 5}


!sycl_aspects = !{!0, !1, !2, !3, !0}
!0 = !{!"fp64", i32 6}
!1 = !{!"fp16", i32 5}
!2 = !{!"fp64", i32 99}
!3 = !{!"not_fp16", i32 5}
!sycl_types_that_use_aspects = !{!4}
!4 = !{!"Half", i32 5}
