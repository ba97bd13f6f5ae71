; DPC++'s [SYCL/exported symbols] set: every entry point of an image that is
; no kernel (a SYCL_EXTERNAL definition, taken as an entry point through its
; sycl-module-id), `<name>=1|1` in .sym order, after the sets DPC++ writes
; before it and before our [SYCL/aspect names]. A runtime then does not take
; those .sym names for kernel ids (Intel's 2026.2 runtime made a kernel id
; of each without it). Kernels are never listed; an image without such
; functions has no header. With -emit-only-kernels-as-entry-points the
; functions are no entry points, so nothing is exported.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=source -symbols -properties -o %t/e.table %s
; RUN: FileCheck %s --check-prefix=A --match-full-lines --strict-whitespace < %t/e_1.prop
; RUN: FileCheck %s --check-prefix=B --match-full-lines --strict-whitespace < %t/e_0.prop
; RUN: FileCheck %s --check-prefix=SYM --match-full-lines < %t/e_1.sym
; RUN: %sycl-post-link -split=none -properties -emit-only-kernels-as-entry-points -o %t/k.table %s
; RUN: not grep -q exported %t/k_0.prop

; A:[SYCL/devicelib req mask]
; A-NEXT:DeviceLibReqMask=1|0
; A-NEXT:[SYCL/device requirements]
; A-NEXT:aspects=2|AAAAAAAAAAA
; A-NEXT:[SYCL/exported symbols]
; A-NEXT:_Z6helperi=1|1
; A-NEXT:_Z7helper2v=1|1
; A-EMPTY:
; B:[SYCL/devicelib req mask]
; B-NEXT:DeviceLibReqMask=1|0
; B-NEXT:[SYCL/device requirements]
; B-NEXT:aspects=2|AAAAAAAAAAA
; B-EMPTY:
; SYM:kernel_a
; SYM-NEXT:_Z6helperi
; SYM-NEXT:_Z7helper2v

define spir_kernel void @kernel_a() #0 { ret void }
define spir_func i32 @_Z6helperi(i32 %x) #0 { ret i32 %x }
define spir_func void @_Z7helper2v() #0 { ret void }
define spir_kernel void @kernel_b() #1 { ret void }

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="b.cpp" }
