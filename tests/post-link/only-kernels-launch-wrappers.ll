; -emit-only-kernels-as-entry-points keeps the kernels of stock clang,
; Intel's launch-wrapper instantiations (spir_func definitions the front
; end makes entry points), and drops only SYCL_EXTERNAL functions. Before,
; a module compiled with Intel's headers gave no image at all.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=source -symbols -emit-only-kernels-as-entry-points -o %t/k.table %s
; RUN: FileCheck %s --match-full-lines --implicit-check-not=_Z6helperv < %t/k_0.sym
; CHECK: _ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_taskIZ1fvE1KZ1fvEUlvE_EEvRKT0_

target triple = "spir64-unknown-unknown"

define internal spir_func void @_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_taskIZ1fvE1KZ1fvEUlvE_EEvRKT0_() #0 {
  call spir_func void @_Z6helperv()
  ret void
}
define spir_func void @_Z6helperv() #0 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
