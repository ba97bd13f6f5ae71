; -split-esimd: ESIMD entry points (!sycl_explicit_simd) get their own images,
; <prefix>_esimd_N, N the number of the group they are split from, as DPC++
; numbers them; in the table a group's SYCL part <prefix>_N comes first, then
; its ESIMD part, as DPC++'s basic-sycl-esimd-split.ll expects, with one image
; each and without -split too), never bundled with SYCL ones; the split
; composes with the aspect grouping; a helper both kinds reach is cloned into
; both; ESIMD images carry [SYCL/misc properties] isEsimdImage=1|1 and no
; reqd_sub_group_size (ESIMD's size 1 is no device requirement). Without
; -split-esimd both kinds stay in one image.
; RUN: rm -rf %t && mkdir %t && cd %t
; RUN: %sycl-post-link -split=auto -split-esimd -symbols -properties -S -o out.table %s
; RUN: FileCheck %s --check-prefix=TABLE --match-full-lines < out.table
; RUN: cat out_0.sym out_esimd_0.sym out_esimd_1.sym out_2.sym | FileCheck %s --check-prefix=SYM --match-full-lines
; RUN: FileCheck %s --check-prefix=ESIMD-PROP --match-full-lines --strict-whitespace --implicit-check-not={{.}} < out_esimd_1.prop
; RUN: FileCheck %s --check-prefix=SYCL-PROP --match-full-lines --strict-whitespace --implicit-check-not={{.}} < out_2.prop
; RUN: FileCheck %s --check-prefix=SHARED < out_2.ll
; RUN: FileCheck %s --check-prefix=SHARED < out_esimd_1.ll
; RUN: for f in out_0.ll out_2.ll out_esimd_0.ll out_esimd_1.ll; do opt -passes=verify -disable-output $f || exit 1; done
; RUN: %sycl-post-link -split=auto -symbols -o whole.table %s
; RUN: cat whole_0.sym whole_1.sym whole_2.sym | FileCheck %s --check-prefix=WHOLE --match-full-lines
; RUN: not ls whole_esimd_0.sym
; RUN: %sycl-post-link -split-esimd -properties -S -o nosplit.table %s
; RUN: FileCheck %s --check-prefix=NOSPLIT --match-full-lines < nosplit.table

; TABLE:[Code|Properties|Symbols]
; TABLE-NEXT:out_0.ll|out_0.prop|out_0.sym
; TABLE-NEXT:out_esimd_0.ll|out_esimd_0.prop|out_esimd_0.sym
; TABLE-NEXT:out_esimd_1.ll|out_esimd_1.prop|out_esimd_1.sym
; TABLE-NEXT:out_2.ll|out_2.prop|out_2.sym
; TABLE-EMPTY:

; NOSPLIT:[Code|Properties]
; NOSPLIT-NEXT:nosplit_0.ll|nosplit_0.prop
; NOSPLIT-NEXT:nosplit_esimd_0.ll|nosplit_esimd_0.prop
; NOSPLIT-EMPTY:

; The fp64 group splits into a SYCL and an ESIMD image; the ESIMD kernels'
; sub-group size 1 is part of DPC++'s key, so they form their own group.
; SYM:sycl_fp64
; SYM-NEXT:esimd_fp64
; SYM-NEXT:esimd
; SYM-NEXT:esimd2
; SYM-NEXT:sycl

; ESIMD-PROP:[SYCL/devicelib req mask]
; ESIMD-PROP-NEXT:DeviceLibReqMask=1|0
; ESIMD-PROP-NEXT:[SYCL/device requirements]
; ESIMD-PROP-NEXT:aspects=2|AAAAAAAAAAA
; ESIMD-PROP-NEXT:[SYCL/misc properties]
; ESIMD-PROP-NEXT:isEsimdImage=1|1

; SYCL-PROP:[SYCL/devicelib req mask]
; SYCL-PROP-NEXT:DeviceLibReqMask=1|0
; SYCL-PROP-NEXT:[SYCL/device requirements]
; SYCL-PROP-NEXT:aspects=2|AAAAAAAAAAA

; SHARED: define void @shared()

; WHOLE:sycl_fp64
; WHOLE-NEXT:esimd_fp64
; WHOLE-NEXT:esimd
; WHOLE-NEXT:esimd2
; WHOLE-NEXT:sycl

define spir_kernel void @sycl() {
  call void @shared()
  ret void
}
define spir_kernel void @esimd() !sycl_explicit_simd !0 !intel_reqd_sub_group_size !1 {
  call void @shared()
  ret void
}
define spir_kernel void @esimd2() !sycl_explicit_simd !0 !intel_reqd_sub_group_size !1 { ret void }
define spir_kernel void @sycl_fp64() !sycl_used_aspects !2 { ret void }
define spir_kernel void @esimd_fp64() !sycl_explicit_simd !0 !sycl_used_aspects !2 { ret void }
define void @shared() { ret void }

!sycl_aspects = !{!10}
!0 = !{}
!1 = !{i32 1}
!2 = !{i32 6}
!10 = !{!"fp64", i32 6}
