; A fixed-target image bundles its entry points whatever sizes they require
; (-split=auto): when they differ, the image carries no required work-group
; or sub-group size, not the first entry point's; when they agree, it
; carries theirs.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=auto -symbols -properties -o %t/f.table %s
; RUN: cat %t/f_0.sym %t/f_1.sym | FileCheck %s --check-prefix=SYM --match-full-lines
; RUN: not ls %t/f_2.sym
; RUN: %sycl-post-link --print-properties %t/f_0.prop | FileCheck %s --check-prefix=DIFFER --implicit-check-not=reqd_
; RUN: %sycl-post-link --print-properties %t/f_1.prop | FileCheck %s --check-prefix=AGREE

; SYM: pvc_first
; SYM-NEXT: pvc_second
; SYM-NEXT: dg1_first
; SYM-NEXT: dg1_second
; DIFFER: fixed_target_names = bytes "intel_gpu_pvc"
; AGREE-DAG: fixed_target_names = bytes "intel_gpu_dg1"
; AGREE-DAG: reqd_sub_group_size = uint32 16
; AGREE-DAG: reqd_work_group_size_uint64_t = uint64[3] [8, 1, 1]

target triple = "spir64-unknown-unknown"

define spir_kernel void @pvc_first() !sycl_fixed_targets !0 !reqd_work_group_size !3 !intel_reqd_sub_group_size !5 { ret void }
define spir_kernel void @pvc_second() !sycl_fixed_targets !0 !reqd_work_group_size !4 !intel_reqd_sub_group_size !6 { ret void }
define spir_kernel void @dg1_first() !sycl_fixed_targets !1 !reqd_work_group_size !3 !intel_reqd_sub_group_size !5 { ret void }
define spir_kernel void @dg1_second() !sycl_fixed_targets !1 !reqd_work_group_size !3 !intel_reqd_sub_group_size !5 { ret void }

!0 = !{!"intel_gpu_pvc"}
!1 = !{!"intel_gpu_dg1"}
!3 = !{i32 8, i32 1, i32 1}
!4 = !{i32 16, i32 1, i32 1}
!5 = !{i32 16}
!6 = !{i32 32}
