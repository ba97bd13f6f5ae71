; Required work-group and sub-group sizes split images like aspects do:
; same sizes bundle, different (or absent vs present) sizes do not.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=auto -symbols -properties -o %t/s.table %s
; RUN: cat %t/s_0.sym %t/s_1.sym %t/s_2.sym %t/s_3.sym %t/s_4.sym | FileCheck %s --match-full-lines
; RUN: not ls %t/s_5.sym
; RUN: %sycl-post-link --print-properties %t/s_1.prop | FileCheck %s --check-prefix=P1
; RUN: %sycl-post-link --print-properties %t/s_3.prop | FileCheck %s --check-prefix=P3

; Keys: "--8-4---" sorts after "---16-" and "--16---", and digits after '-'.
; CHECK:wg_8_4
; CHECK-NEXT:wg_8_4_again
; CHECK-NEXT:wg_16
; CHECK-NEXT:sg_32
; CHECK-NEXT:sg_16
; CHECK-NEXT:sg_16_again
; CHECK-NEXT:none

; P1: reqd_work_group_size_uint64_t = uint64[1] [16]
; P3: reqd_sub_group_size = uint32 16
; P3-NOT: reqd_work_group_size

target triple = "spir64-unknown-unknown"

define spir_kernel void @none() { ret void }
define spir_kernel void @sg_16() !intel_reqd_sub_group_size !1 { ret void }
define spir_kernel void @sg_32() !intel_reqd_sub_group_size !2 { ret void }
define spir_kernel void @wg_8_4() !reqd_work_group_size !3 { ret void }
define spir_kernel void @wg_16() !reqd_work_group_size !4 { ret void }
define spir_kernel void @sg_16_again() !intel_reqd_sub_group_size !1 { ret void }
define spir_kernel void @wg_8_4_again() !reqd_work_group_size !3 { ret void }

!1 = !{i32 16}
!2 = !{i32 32}
!3 = !{i32 8, i32 4}
!4 = !{i32 16}
