; Intel's launch wrappers are the kernels of stock clang (spir_func
; definitions the front end makes entry points): they are never listed in
; [SYCL/exported symbols], which is for SYCL_EXTERNAL functions only (before,
; every ESIMD and lambda kernel built with Intel's headers was "exported").
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=source -symbols -properties -o %t/w.table %s
; RUN: FileCheck %s < %t/w_0.prop
; CHECK: [SYCL/exported symbols]
; CHECK-NEXT: _Z6helperv=1|1
; CHECK-NOT: KernelWrapperHelperFuncs

target triple = "spir64-unknown-unknown"

define internal spir_func void @_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_taskIZ1fvE1KZ1fvEUlvE_EEvRKT0_() #0 {
  call spir_func void @_Z6helperv()
  ret void
}
define spir_func void @_Z6helperv() #0 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
