; Entry points that share an image although they need different required
; sub-group or work-group sizes (-split=none; fixed-target images bundle
; them too): the image requires no size, so none of them is checked, and
; that is warned about, with each size and the entry points needing it.
; Split images (-split=auto) keep each size and warn about nothing.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=none -properties -o %t/n.table %s 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning
; RUN: %sycl-post-link --print-properties %t/n_0.prop | FileCheck %s --check-prefix=PROP --implicit-check-not=reqd_
; RUN: %sycl-post-link -split=auto -properties -o %t/a.table %s 2>&1 | count 0

; WARN: sycl-post-link: warning: entry points of one image need different required sub-group sizes (16 for 'k16', 'k16b'; 32 for 'k32'; none for 'plain'): the image requires none, so none of them is checked; split them (-split=auto, source or kernel) to keep each requirement
; WARN: sycl-post-link: warning: entry points of one image need different required work-group sizes (8x1x1 for 'k16', 'k16b'; none for 'k32'; 4x4 for 'plain'):
; PROP: aspects = uint32[0] []

target triple = "spir64-unknown-unknown"

define spir_kernel void @k16() !intel_reqd_sub_group_size !0 !reqd_work_group_size !2 { ret void }
define spir_kernel void @k16b() !intel_reqd_sub_group_size !0 !reqd_work_group_size !2 { ret void }
define spir_kernel void @k32() !intel_reqd_sub_group_size !1 { ret void }
define spir_kernel void @plain() !reqd_work_group_size !3 { ret void }

!0 = !{i32 16}
!1 = !{i32 32}
!2 = !{i32 8, i32 1, i32 1}
!3 = !{i32 4, i32 4}
