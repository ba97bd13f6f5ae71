; -o <target>,<table> filters by what each image needs even without
; -properties, as DPC++ does (its multiple-filtered-outputs test): an fp64
; image is left out for intel_gpu_tgllp, sub-group size 8 for intel_gpu_pvc,
; 64 for all three; an unrecognised target's table lists every image. Before,
; every image was listed unless -properties was given.
; RUN: rm -rf %t && mkdir %t && cd %t
; RUN: %sycl-post-link -symbols -split=auto -o all.table -o intel_gpu_pvc,pvc.table \
; RUN:   -o intel_gpu_tgllp,tgllp.table -o intel_gpu_cfl,cfl.table -o unrecognized_target,other.table %s 2> err
; RUN: cat all_0.sym all_1.sym all_2.sym all_3.sym all_4.sym | FileCheck %s --check-prefix=IMAGES --match-full-lines
; RUN: FileCheck %s --check-prefix=ALL --match-full-lines < all.table
; RUN: cmp all.table other.table
; RUN: FileCheck %s --check-prefix=PVC --match-full-lines < pvc.table
; RUN: FileCheck %s --check-prefix=TGLLP --match-full-lines < tgllp.table
; RUN: FileCheck %s --check-prefix=CFL --match-full-lines < cfl.table
; RUN: FileCheck %s --check-prefix=WARN < err
; RUN: not ls *.prop

; IMAGES: double_kernel
; IMAGES-NEXT: sg8
; IMAGES-NEXT: sg64
; IMAGES-NEXT: sg32
; IMAGES-NEXT: float_kernel

; ALL: [Code|Symbols]
; ALL-NEXT: all_0.bc|all_0.sym
; ALL-NEXT: all_1.bc|all_1.sym
; ALL-NEXT: all_2.bc|all_2.sym
; ALL-NEXT: all_3.bc|all_3.sym
; ALL-NEXT: all_4.bc|all_4.sym
; ALL-EMPTY:
; PVC: [Code|Symbols]
; PVC-NEXT: all_0.bc|all_0.sym
; PVC-NEXT: all_3.bc|all_3.sym
; PVC-NEXT: all_4.bc|all_4.sym
; PVC-EMPTY:
; TGLLP: [Code|Symbols]
; TGLLP-NEXT: all_1.bc|all_1.sym
; TGLLP-NEXT: all_3.bc|all_3.sym
; TGLLP-NEXT: all_4.bc|all_4.sym
; TGLLP-EMPTY:
; CFL: [Code|Symbols]
; CFL-NEXT: all_0.bc|all_0.sym
; CFL-NEXT: all_1.bc|all_1.sym
; CFL-NEXT: all_3.bc|all_3.sym
; CFL-NEXT: all_4.bc|all_4.sym
; CFL-EMPTY:
; WARN: warning: unknown target 'unrecognized_target'

target triple = "spir64-unknown-unknown"

define spir_kernel void @double_kernel() #0 !sycl_used_aspects !0 { ret void }
define spir_kernel void @sg8() #0 !intel_reqd_sub_group_size !2 { ret void }
define spir_kernel void @sg64() #0 !intel_reqd_sub_group_size !3 { ret void }
define spir_kernel void @sg32() #0 !intel_reqd_sub_group_size !4 { ret void }
define spir_kernel void @float_kernel() #0 { ret void }

attributes #0 = { "sycl-module-id"="m.cpp" }

!sycl_aspects = !{!1}
!0 = !{!1}
!1 = !{!"fp64", i32 6}
!2 = !{i32 8}
!3 = !{i32 64}
!4 = !{i32 32}
