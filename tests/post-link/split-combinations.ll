; Grouping rules combined: entry points share an image only when aspects
; (used ∪ declared), work-group size and sub-group size all agree; a
; difference in any one separates them. Entry points with the same non-empty
; fixed targets share an image even when everything else differs.
; RUN: rm -rf %t && mkdir %t && cd %t
; RUN: %sycl-post-link -split=auto -symbols -o c.table %s
; RUN: for f in c_*.sym; do paste -sd' ' $f; done | sort | FileCheck %s --match-full-lines
; RUN: ls c_*.sym | count 6

; CHECK:fixed_a fixed_b
; CHECK-NEXT:fp64_sg16 fp64_sg16_declared
; CHECK-NEXT:fp64_sg16_wg8
; CHECK-NEXT:fp64_sg32
; CHECK-NEXT:fp64_wg8
; CHECK-NEXT:sg16

target triple = "spir64-unknown-unknown"

define spir_kernel void @fp64_sg16() !sycl_used_aspects !1 !intel_reqd_sub_group_size !2 { ret void }
define spir_kernel void @fp64_sg16_declared() !sycl_declared_aspects !1 !intel_reqd_sub_group_size !2 { ret void }
define spir_kernel void @fp64_sg32() !sycl_used_aspects !1 !intel_reqd_sub_group_size !3 { ret void }
define spir_kernel void @sg16() !intel_reqd_sub_group_size !2 { ret void }
define spir_kernel void @fp64_wg8() !sycl_used_aspects !1 !reqd_work_group_size !4 { ret void }
define spir_kernel void @fp64_sg16_wg8() !sycl_used_aspects !1 !intel_reqd_sub_group_size !2 !reqd_work_group_size !4 { ret void }
define spir_kernel void @fixed_a() !sycl_used_aspects !1 !intel_reqd_sub_group_size !2 !sycl_fixed_targets !5 { ret void }
define spir_kernel void @fixed_b() !reqd_work_group_size !4 !sycl_fixed_targets !5 { ret void }

!sycl_aspects = !{!10}
!1 = !{i32 6}
!2 = !{i32 16}
!3 = !{i32 32}
!4 = !{i32 8}
!5 = !{!"intel_gpu_pvc"}
!10 = !{!"fp64", i32 6}
