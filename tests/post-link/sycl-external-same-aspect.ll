; Each SYCL_EXTERNAL function that uses an aspect its kernel does not expect
; is warned about, also when another function of the same image was already
; warned about for that aspect (the image's set has grown by then).
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=auto -properties -symbols -o %t/x.table %s 2> %t/err
; RUN: FileCheck %s --input-file=%t/err --implicit-check-not=warning:
; RUN: %sycl-post-link --print-properties %t/x_0.prop | FileCheck %s --check-prefix=PROP

; CHECK: warning: function 'first()' uses aspect 'fp64' not expected by its calling kernel 'kernel'.
; CHECK: warning: function 'second()' uses aspect 'fp64' not expected by its calling kernel 'kernel'.
; PROP: aspects = uint32[1] [6]

target triple = "spir64-unknown-unknown"

define spir_kernel void @kernel() {
  call spir_func void @_Z5firstv()
  call spir_func void @_Z6secondv()
  ret void
}
define spir_func void @_Z5firstv() !sycl_used_aspects !1 { ret void }
define spir_func void @_Z6secondv() !sycl_used_aspects !1 { ret void }

!sycl_aspects = !{!10}
!1 = !{i32 6}
!10 = !{!"fp64", i32 6}
