; Design: entry points with the same non-empty !sycl_fixed_targets share an
; image whatever aspects they use; other fixed-target lists, and entry points
; without fixed targets (!{} or no node), are grouped by aspects as usual.
; The property set holds fixed_target (aspect-valued targets) and our
; fixed_target_names (targets named by string), and no aspects.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=auto -symbols -properties -o %t/f.table %s
; RUN: cat %t/f_0.sym %t/f_1.sym %t/f_2.sym %t/f_3.sym | FileCheck %s --match-full-lines
; RUN: not ls %t/f_4.sym
; RUN: FileCheck %s --check-prefix=P0 --match-full-lines < %t/f_0.prop
; RUN: FileCheck %s --check-prefix=P1 --match-full-lines < %t/f_1.prop

; CHECK:pvc_dg1_fp64
; CHECK-NEXT:pvc_dg1_plain
; CHECK-NEXT:cpu
; CHECK-NEXT:unfixed_fp64
; CHECK-NEXT:unfixed_plain
; CHECK-NEXT:no_node

; P0:[SYCL/device requirements]
; P0-NEXT:aspects=2|AAAAAAAAAAA
; P0-NEXT:fixed_target=2|AAAAAAAAAAA
; P0-NEXT:fixed_target_names=2|YDAAAAAAAAQauRXZs91ZwV3XwZ3Yskmb0VGbfdGc19FZnFD
; P1:[SYCL/device requirements]
; P1-NEXT:aspects=2|AAAAAAAAAAA
; P1-NEXT:fixed_target=2|gAAAAAAAAAQAAAAA
; P1-NEXT:fixed_target_names=2|AAAAAAAAAAA

target triple = "spir64-unknown-unknown"

define spir_kernel void @pvc_dg1_fp64() !sycl_used_aspects !1 !sycl_fixed_targets !2 { ret void }
define spir_kernel void @pvc_dg1_plain() !sycl_fixed_targets !2 { ret void }
define spir_kernel void @cpu() !sycl_fixed_targets !3 { ret void }
define spir_kernel void @unfixed_fp64() !sycl_used_aspects !1 !sycl_fixed_targets !4 { ret void }
define spir_kernel void @unfixed_plain() !sycl_fixed_targets !4 { ret void }
define spir_kernel void @no_node() { ret void }

!sycl_aspects = !{!10}
!1 = !{i32 6}
!2 = !{!"intel_gpu_pvc", !"intel_gpu_dg1"}
!3 = !{i32 1}
!4 = !{}
!10 = !{!"fp64", i32 6}
