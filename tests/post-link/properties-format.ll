; The .prop files, byte for byte in DPC++'s format: the device-library mask,
; then [SYCL/device requirements] with keys in alphabetical order (aspects
; sorted, duplicates and negative internal values dropped; uint32 arrays and
; the uint64 work-group array in DPC++'s base64 with the 8-byte bit count),
; then our [SYCL/aspect names] set naming each value by the module's enum.
; An empty set has no [Name] line at all, as in DPC++ (before: an empty
; [SYCL/aspect names] was written).
; Expected strings were computed independently from the design's encoding rule.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=kernel -properties -o %t/p.table %s
; RUN: FileCheck %s --check-prefix=K0 --match-full-lines --strict-whitespace --implicit-check-not={{.}} < %t/p_0.prop
; RUN: FileCheck %s --check-prefix=K1 --match-full-lines --strict-whitespace --implicit-check-not={{.}} < %t/p_1.prop
; RUN: %sycl-post-link --print-properties %t/p_0.prop | FileCheck %s --check-prefix=SHOW --match-full-lines

; -split=kernel orders by name, largest first: "wg" then "aspects".
; K0:[SYCL/devicelib req mask]
; K0-NEXT:DeviceLibReqMask=1|0
; K0-NEXT:[SYCL/device requirements]
; K0-NEXT:aspects=2|AAAAAAAAAAA
; K0-NEXT:reqd_sub_group_size=1|16
; K0-NEXT:reqd_work_group_size_uint64_t=2|ADAAAAAAAAAQAAAAAAAAAgAAAAAAAAAACAAAAAAAAAA

; K1:[SYCL/devicelib req mask]
; K1-NEXT:DeviceLibReqMask=1|0
; K1-NEXT:[SYCL/device requirements]
; K1-NEXT:aspects=2|gBAAAAAAAAQBAAAAGAAAAwBAAAA
; K1-NEXT:[SYCL/aspect names]
; K1-NEXT:fp16=1|5
; K1-NEXT:fp64=1|6
; K1-NEXT:atomic64=1|28

; SHOW:[SYCL/devicelib req mask]
; SHOW-NEXT:  DeviceLibReqMask = uint32 0
; SHOW-NEXT:[SYCL/device requirements]
; SHOW-NEXT:  aspects = uint32[0] []
; SHOW-NEXT:  reqd_sub_group_size = uint32 16
; SHOW-NEXT:  reqd_work_group_size_uint64_t = uint64[3] [64, 8, 2]

target triple = "spir64-unknown-unknown"

define spir_kernel void @aspects() !sycl_used_aspects !1 !sycl_declared_aspects !2 { ret void }
define spir_kernel void @wg() !reqd_work_group_size !3 !intel_reqd_sub_group_size !4 { ret void }

!sycl_aspects = !{!10, !11, !12}
!1 = !{i32 28, i32 6, i32 -1, i32 6}
!2 = !{i32 5}
!3 = !{i32 64, i32 8, i32 2}
!4 = !{i32 16}
!10 = !{!"fp16", i32 5}
!11 = !{!"fp64", i32 6}
!12 = !{!"atomic64", i32 28}
