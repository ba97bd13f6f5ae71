; -emit-imported-symbols with -support-dynamic-linking: each image's
; [SYCL/imported symbols] lists, `<name>=1|1` in module order, the functions
; it declares that another image may export (DPC++'s canBeImportedFunction:
; SYCL_EXTERNAL, name not starting with "__"), after [SYCL/exported
; symbols]; virtual functions link by another mechanism and are listed in
; neither set (DPC++'s sycl-post-link, index id 2439874575; here in an image
; of their own, d_0). An image that
; imports nothing has no such header; without the option there is none.
; -emit-exported-symbols is accepted (the exported set is always written).
; RUN: rm -rf %t && mkdir %t && cd %t
; RUN: %sycl-post-link -split=source -support-dynamic-linking -emit-imported-symbols -emit-exported-symbols -properties -symbols -o d.table %s
; RUN: FileCheck %s --check-prefix=A --match-full-lines --strict-whitespace < d_2.prop
; RUN: FileCheck %s --check-prefix=B --match-full-lines --strict-whitespace < d_1.prop
; RUN: not grep virtual_fn d_0.prop d_1.prop d_2.prop
; RUN: %sycl-post-link -split=source -support-dynamic-linking -properties -symbols -o n.table %s
; RUN: not grep -q imported n_0.prop n_1.prop n_2.prop

; Image of a.cpp: calls b.cpp's SYCL_EXTERNAL functions, which b.cpp's image
; exports; the "__" function is copied, not imported; the virtual function
; is declared but not listed.
; A:[SYCL/devicelib req mask]
; A-NEXT:DeviceLibReqMask=1|0
; A-NEXT:[SYCL/device requirements]
; A-NEXT:aspects=2|AAAAAAAAAAA
; A-NEXT:[SYCL/imported symbols]
; A-NEXT:_Z8externalv=1|1
; A-NEXT:_Z9external2v=1|1
; A-EMPTY:
; B:[SYCL/devicelib req mask]
; B-NEXT:DeviceLibReqMask=1|0
; B-NEXT:[SYCL/device requirements]
; B-NEXT:aspects=2|AAAAAAAAAAA
; B-NEXT:[SYCL/exported symbols]
; B-NEXT:_Z8externalv=1|1
; B-NEXT:_Z9external2v=1|1
; B-NEXT:__reserved=1|1
; B-EMPTY:

target triple = "spir64-unknown-unknown"

define spir_kernel void @kernel_a() #0 {
  call spir_func void @_Z9external2v()
  call spir_func void @_Z8externalv()
  call spir_func void @__reserved()
  call spir_func void @virtual_fn()
  ret void
}

define spir_kernel void @kernel_b() #1 {
  ret void
}

define spir_func void @_Z8externalv() #1 {
  ret void
}

define spir_func void @_Z9external2v() #1 {
  ret void
}

define spir_func void @__reserved() #1 {
  ret void
}

define spir_func void @virtual_fn() #2 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="b.cpp" }
attributes #2 = { "sycl-module-id"="b.cpp" "indirectly-callable"="set" }
