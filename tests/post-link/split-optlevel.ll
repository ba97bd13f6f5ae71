; `sycl-optlevel` is part of the group key: kernels compiled at different
; optimization levels get images of their own; the same level bundles.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=auto -symbols -o %t/o.table %s
; RUN: cat %t/o_0.sym %t/o_1.sym %t/o_2.sym | FileCheck %s --match-full-lines
; RUN: not ls %t/o_3.sym

target triple = "spir64-unknown-unknown"

define spir_kernel void @o2() #0 { ret void }
define spir_kernel void @o0() #1 { ret void }
define spir_kernel void @o2_again() #0 { ret void }
define spir_kernel void @unset() { ret void }

attributes #0 = { "sycl-optlevel"="2" }
attributes #1 = { "sycl-optlevel"="0" }

; Numbered from the largest key down: level 2, level 0, no level.
; CHECK:o2
; CHECK-NEXT:o2_again
; CHECK-NEXT:o0
; CHECK-NEXT:unset
