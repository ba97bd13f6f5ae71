; A kernel compiled without fixed targets calls a SYCL_EXTERNAL function
; whose translation unit was fixed to cpu (`!sycl_fixed_targets !{i32 1}`,
; aspect cpu): the image runs only there, so it gets a fixed_target
; property with the function's targets, as DPC++'s
; computeDeviceRequirements gives (it reads every function's list), besides
; our warning. Before, the image had no fixed_target and could be
; registered for any device. Two such functions narrow the image to the
; targets they share (DPC++ unions them: docs/post-link.md).
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -properties -split=auto -o %t/x.table %s 2> %t/err
; RUN: FileCheck %s --input-file=%t/err --check-prefix=WARN
; RUN: FileCheck %s --input-file=%t/x_0.prop --check-prefix=PROP
; RUN: %sycl-post-link --print-properties %t/x_0.prop | FileCheck %s --check-prefix=DECODED

; WARN: warning: function 'foo()' compiled with a different `-fsycl-fixed-targets` switch than its calling kernel 'main::{lambda()#1}::operator()() const' (cpu instead of none)
; PROP: [SYCL/device requirements]
; PROP: fixed_target=2|gAAAAAAAAAQAAAAA
; DECODED: fixed_target = uint32[1] [1]

target triple = "spir64-unknown-unknown"

define weak_odr spir_kernel void @_ZZ4mainENKUlvE_clEv() #0 {
  call spir_func void @_Z3foov()
  ret void
}

define spir_func void @_Z3foov() !sycl_fixed_targets !2 {
  ret void
}

attributes #0 = { "sycl-module-id"="main.cpp" }

!sycl_aspects = !{!0, !1}
!0 = !{!"cpu", i32 1}
!1 = !{!"fp64", i32 6}
!2 = !{i32 1}
