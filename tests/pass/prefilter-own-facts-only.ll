; A function sent to the scan only by its own facts (its metadata, its
; `sycl-device-has` attribute or its signature) while none of its
; instructions needs the scan is scanned without its instructions: its calls
; come from the C++ prefilter (cxx-bridge/cpp/ir_prefilter.cpp). Each caller
; below must still get its callees' aspects, in DPC++'s order, and its
; warnings with the call chain (without the prefilter's calls, none of them
; would reach fp64).
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll 2> %t.err
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=WARN < %t.err

%Half = type { half }

; Declared aspects (metadata), plain body: fp64 from the callee, then the
; declared fp16.
; CHECK: define void @declared() !sycl_declared_aspects ![[FP16:[0-9]+]] !sycl_used_aspects ![[FP64_FP16:[0-9]+]] {
; WARN: warning: function 'declared' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
; WARN-NEXT: use is from this call chain:
; WARN-NEXT:   declared
; WARN-NEXT:   uses_double
define void @declared() !sycl_declared_aspects !1 {
  call void @plain()
  call void @uses_double()
  ret void
}

; The `sycl-device-has` attribute, plain body.
; CHECK: define void @by_property() #0 !sycl_used_aspects ![[FP64_FP16]] {
; WARN: warning: function 'by_property' uses aspect 'fp64' not listed in its 'device_has' property
; WARN-NEXT: use is from this call chain:
; WARN-NEXT:   by_property
; WARN-NEXT:   uses_double
define void @by_property() #0 {
  call void @uses_double()
  ret void
}

; Existing !sycl_used_aspects (uses_aspects), plain body: the function's
; own fp16 first, then the callee's fp64.
; CHECK: define void @existing() !sycl_used_aspects ![[FP16_FP64:[0-9]+]] {
define void @existing() !sycl_used_aspects !1 {
  call void @uses_double()
  ret void
}

; A signature type that carries an aspect, plain body.
; CHECK: define void @signature(%Half %h) !sycl_used_aspects ![[FP16_FP64]] {
define void @signature(%Half %h) {
  call void @uses_double()
  ret void
}

; CHECK: define void @uses_double() !sycl_used_aspects ![[FP64:[0-9]+]] {
define void @uses_double() {
  %d = fadd double 1.0, 2.0
  ret void
}

define void @plain() {
  ret void
}

attributes #0 = { "sycl-device-has"="5" }

!sycl_aspects = !{!10, !11}
!sycl_types_that_use_aspects = !{!12}
!1 = !{i32 5}
!10 = !{!"fp16", i32 5}
!11 = !{!"fp64", i32 6}
!12 = !{!"Half", i32 5}

; CHECK-DAG: ![[FP16]] = !{i32 5}
; CHECK-DAG: ![[FP64_FP16]] = !{i32 6, i32 5}
; CHECK-DAG: ![[FP16_FP64]] = !{i32 5, i32 6}
; CHECK-DAG: ![[FP64]] = !{i32 6}
