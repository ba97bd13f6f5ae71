; Names are IR data: function names holding control characters or terminal
; escape sequences are printed escaped in the ESIMD verifier's errors and
; chains, never raw.
; RUN: not %opt -passes=esimd-verifier -disable-output %s 2> %t.err
; RUN: FileCheck %s --match-full-lines < %t.err
; No ESC (\033) or BEL (\007) byte reaches the output:
; RUN: tr -d '\033\007' < %t.err | cmp - %t.err

; CHECK: error: function 'float sycl::_V1::sqrt<float>(float)' is not supported in ESIMD context
; CHECK-NEXT: call is from this call chain:
; CHECK-NEXT:   k\x1b[31m
; CHECK-NEXT:   helper\x07
; CHECK-NEXT: error: SYCL device function cannot be called from ESIMD context
; CHECK-NEXT: called function: 'ext\x1b]0;t\x07'

target triple = "spir64-unknown-unknown"

declare spir_func float @_ZN4sycl3_V14sqrtIfEET_S2_(float)

define spir_kernel void @"k\1B[31m"() !sycl_explicit_simd !0 !intel_reqd_sub_group_size !1 {
  call spir_func void @"helper\07"()
  call spir_func void @"ext\1B]0;t\07"()
  ret void
}
define spir_func void @"helper\07"() {
  %x = call spir_func float @_ZN4sycl3_V14sqrtIfEET_S2_(float 1.0)
  ret void
}

define spir_func void @"ext\1B]0;t\07"() #0 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
!0 = !{}
!1 = !{i32 1}
