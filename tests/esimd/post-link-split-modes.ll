; sycl-post-link -split-esimd composes with per-source and per-kernel
; splitting: SYCL and ESIMD kernels never share an image, ESIMD images are
; <prefix>_esimd_N (N the number of the group they are split from, as DPC++
; numbers them: a group holds only one kind here, so the numbers alternate)
; with isEsimdImage and no reqd_sub_group_size, and the
; helper both kinds of a.cpp reach is cloned into both images.
; RUN: rm -rf %t && mkdir %t && cd %t
; RUN: %sycl-post-link -split=source -split-esimd -symbols -properties -S -o source.table %s
; RUN: FileCheck --check-prefix=SOURCE --match-full-lines %s < source.table
; RUN: cat source_1.sym source_3.sym source_esimd_0.sym source_esimd_2.sym | FileCheck --check-prefix=SOURCE-SYM --match-full-lines %s
; RUN: FileCheck --check-prefix=ESIMD-PROP --match-full-lines --strict-whitespace --implicit-check-not={{.}} %s < source_esimd_2.prop
; RUN: FileCheck --check-prefix=HELPER %s < source_3.ll
; RUN: FileCheck --check-prefix=HELPER %s < source_esimd_2.ll
; RUN: %sycl-post-link -split=kernel -split-esimd -symbols -S -o kernel.table %s
; RUN: FileCheck --check-prefix=KERNEL --match-full-lines %s < kernel.table
; RUN: cat kernel_0.sym kernel_1.sym kernel_esimd_2.sym kernel_esimd_3.sym kernel_esimd_4.sym | FileCheck --check-prefix=KERNEL-SYM --match-full-lines %s
; RUN: for f in source_*.ll kernel_*.ll; do opt -passes=verify -disable-output $f || exit 1; done

; SOURCE:[Code|Properties|Symbols]
; SOURCE-NEXT:source_esimd_0.ll|source_esimd_0.prop|source_esimd_0.sym
; SOURCE-NEXT:source_1.ll|source_1.prop|source_1.sym
; SOURCE-NEXT:source_esimd_2.ll|source_esimd_2.prop|source_esimd_2.sym
; SOURCE-NEXT:source_3.ll|source_3.prop|source_3.sym
; SOURCE-EMPTY:
; SOURCE-SYM:sycl_b
; SOURCE-SYM-NEXT:sycl_a
; SOURCE-SYM-NEXT:esimd_b
; SOURCE-SYM-NEXT:esimd_a
; SOURCE-SYM-NEXT:esimd_a2
; SOURCE-SYM-EMPTY:

; ESIMD-PROP:[SYCL/devicelib req mask]
; ESIMD-PROP-NEXT:DeviceLibReqMask=1|0
; ESIMD-PROP-NEXT:[SYCL/device requirements]
; ESIMD-PROP-NEXT:aspects=2|AAAAAAAAAAA
; ESIMD-PROP-NEXT:[SYCL/misc properties]
; ESIMD-PROP-NEXT:isEsimdImage=1|1

; HELPER: define internal void @helper()

; KERNEL:[Code|Symbols]
; KERNEL-NEXT:kernel_0.ll|kernel_0.sym
; KERNEL-NEXT:kernel_1.ll|kernel_1.sym
; KERNEL-NEXT:kernel_esimd_2.ll|kernel_esimd_2.sym
; KERNEL-NEXT:kernel_esimd_3.ll|kernel_esimd_3.sym
; KERNEL-NEXT:kernel_esimd_4.ll|kernel_esimd_4.sym
; KERNEL-EMPTY:
; KERNEL-SYM:sycl_b
; KERNEL-SYM-NEXT:sycl_a
; KERNEL-SYM-NEXT:esimd_b
; KERNEL-SYM-NEXT:esimd_a2
; KERNEL-SYM-NEXT:esimd_a
; KERNEL-SYM-EMPTY:

define spir_kernel void @sycl_a() #0 {
  call void @helper()
  ret void
}
define spir_kernel void @esimd_a() #0 !sycl_explicit_simd !0 !intel_reqd_sub_group_size !1 {
  call void @helper()
  ret void
}
define spir_kernel void @esimd_a2() #0 !sycl_explicit_simd !0 !intel_reqd_sub_group_size !1 { ret void }
define spir_kernel void @esimd_b() #1 !sycl_explicit_simd !0 !intel_reqd_sub_group_size !1 { ret void }
define spir_kernel void @sycl_b() #1 { ret void }
define internal void @helper() { ret void }

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="b.cpp" }
!0 = !{}
!1 = !{i32 1}
