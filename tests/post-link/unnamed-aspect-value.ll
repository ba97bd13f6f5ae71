; An aspect value the module's !sycl_aspects does not name (6, fp64 in
; SYCL's enum) is taken as SYCL's enum names it, with a warning, and both
; ways of filtering agree whatever other aspects the image names: -o
; <target>,<table> and sycl-aspect-filter leave the image out for
; intel_gpu_dg1 (no fp64) and keep it for intel_gpu_pvc. Before, post-link
; failed with "aspect value 6 has no name" while the filter kept the image
; or failed too, depending on whether another aspect was named.
; RUN: rm -rf %t && mkdir %t && cd %t
; RUN: %sycl-post-link -properties -symbols -o all.table -o intel_gpu_dg1,dg1.table -o intel_gpu_pvc,pvc.table %s 2> err
; RUN: FileCheck %s --check-prefix=WARN < err
; WARN: sycl-post-link: warning: aspect value 6 is used but not named in the module's !sycl_aspects; it is taken as SYCL's 'fp64'
; RUN: FileCheck %s --check-prefix=NONE --implicit-check-not=all_0 < dg1.table
; NONE: [Code|Properties|Symbols]
; RUN: FileCheck %s --check-prefix=KEPT < pvc.table
; KEPT: all_0.bc
; RUN: %sycl-aspect-filter -target=intel_gpu_dg1 all.table | FileCheck %s --check-prefix=NONE --implicit-check-not=all_0
; RUN: %sycl-aspect-filter -target=intel_gpu_pvc all.table | FileCheck %s --check-prefix=KEPT

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !sycl_used_aspects !0 {
  ret void
}

!sycl_aspects = !{!1}
!0 = !{i32 6, i32 5}
!1 = !{!"fp16", i32 5}
