; One image holding entry points with and without fixed targets (the default
; -split=none) needs what each of them needs: the plain kernel's fp64 and
; the fixed kernel's targets. Before, the first fixed-target kernel decided
; for the whole image: fp64 was dropped, and the filter kept the image for
; intel_gpu_dg1, which has no fp64. Differing required sizes give none.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -symbols -properties -o %t/n.table %s
; RUN: %sycl-post-link --print-properties %t/n_0.prop | FileCheck %s --check-prefix=PROPS
; PROPS: aspects = uint32[1] [6]
; PROPS: fixed_target_names = bytes "intel_gpu_pvc,intel_gpu_dg1"
; PROPS-NOT: reqd_work_group_size
; RUN: %sycl-aspect-filter -target=intel_gpu_dg1 %t/n.table | FileCheck %s --check-prefix=DG1 --implicit-check-not=n_0
; DG1: [Code|Properties|Symbols]
; RUN: %sycl-aspect-filter -target=intel_gpu_pvc %t/n.table | FileCheck %s --check-prefix=PVC
; PVC: n_0.bc

target triple = "spir64-unknown-unknown"

define spir_kernel void @fixed_first() #0 !sycl_fixed_targets !0 !reqd_work_group_size !3 {
  ret void
}

define spir_kernel void @plain_fp64() #0 !sycl_used_aspects !1 !reqd_work_group_size !4 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }

!sycl_aspects = !{!2}
!0 = !{!"intel_gpu_pvc", !"intel_gpu_dg1"}
!1 = !{i32 6}
!2 = !{!"fp64", i32 6}
!3 = !{i32 8, i32 1, i32 1}
!4 = !{i32 16, i32 1, i32 1}
