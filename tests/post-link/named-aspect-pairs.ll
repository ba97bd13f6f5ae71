; DPC++'s newer metadata form names each aspect: !{!"fp64", i32 6} pairs in
; !sycl_used_aspects / !sycl_declared_aspects are read like plain i32 values,
; for grouping and for the property set.
; RUN: rm -rf %t && mkdir %t && cd %t
; RUN: %sycl-post-link -split=auto -symbols -properties -o p.table %s
; RUN: cat p_0.sym p_1.sym | FileCheck %s --match-full-lines
; RUN: not ls p_2.sym
; RUN: %sycl-post-link --print-properties p_0.prop | FileCheck %s --check-prefix=PROP

; CHECK:pairs
; CHECK-NEXT:plain_values
; CHECK-NEXT:none
; PROP: aspects = uint32[2] [5, 6]

define spir_kernel void @pairs() !sycl_used_aspects !1 !sycl_declared_aspects !2 { ret void }
define spir_kernel void @plain_values() !sycl_used_aspects !3 { ret void }
define spir_kernel void @none() { ret void }

!sycl_aspects = !{!10, !11}
!1 = !{!10}
!2 = !{!11}
!3 = !{i32 5, i32 6}
!10 = !{!"fp64", i32 6}
!11 = !{!"fp16", i32 5}
