; -o <target>,<table> (repeatable) writes, besides the main table, a table
; per target with only the images the target can run; their property files
; are <prefix>_N.<target>.prop with DPC++'s compile_target appended.
; RUN: rm -rf %t && mkdir %t && cd %t
; RUN: %sycl-post-link -split=auto -symbols -properties -o all.table -o intel_gpu_dg1,dg1.table -o intel_gpu_pvc,pvc.table %s
; RUN: FileCheck %s --check-prefix=ALL --match-full-lines < all.table
; RUN: FileCheck %s --check-prefix=DG1 --match-full-lines < dg1.table
; RUN: FileCheck %s --check-prefix=PVC --match-full-lines < pvc.table
; RUN: FileCheck %s --check-prefix=PROP --match-full-lines < all_2.intel_gpu_dg1.prop
; RUN: not ls all_0.intel_gpu_dg1.prop
; RUN: not ls all_1.intel_gpu_dg1.prop
; RUN: not ls all_1.intel_gpu_pvc.prop

; ALL:[Code|Properties|Symbols]
; ALL-NEXT:all_0.bc|all_0.prop|all_0.sym
; ALL-NEXT:all_1.bc|all_1.prop|all_1.sym
; ALL-NEXT:all_2.bc|all_2.prop|all_2.sym
; ALL-EMPTY:

; fp64 (all_0) and sub-group size 64 (all_1) are not on DG1.
; DG1:[Code|Properties|Symbols]
; DG1-NEXT:all_2.bc|all_2.intel_gpu_dg1.prop|all_2.sym
; DG1-EMPTY:

; PVC has fp64 but no sub-group size 64.
; PVC:[Code|Properties|Symbols]
; PVC-NEXT:all_0.bc|all_0.intel_gpu_pvc.prop|all_0.sym
; PVC-NEXT:all_2.bc|all_2.intel_gpu_pvc.prop|all_2.sym
; PVC-EMPTY:

; PROP:[SYCL/devicelib req mask]
; PROP-NEXT:DeviceLibReqMask=1|0
; PROP-NEXT:[SYCL/device requirements]
; PROP-NEXT:aspects=2|AAAAAAAAAAA
; PROP-NEXT:compile_target=2|oBAAAAAAAAQauRXZs91ZwV3XkdWM

target triple = "spir64-unknown-unknown"

define spir_kernel void @fp64() !sycl_used_aspects !1 { ret void }
define spir_kernel void @plain() { ret void }
define spir_kernel void @sg64() !intel_reqd_sub_group_size !2 { ret void }

!sycl_aspects = !{!10}
!1 = !{i32 6}
!2 = !{i32 64}
!10 = !{!"fp64", i32 6}
