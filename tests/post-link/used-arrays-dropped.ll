; Images carry no llvm.used / llvm.compiler.used: the pass lists internal
; kernels there to keep them through optimization, and the SPIR-V
; translator rejects the function pointers in them ("Can't translate
; function pointer"; DPC++ removes llvm.used before splitting for the same
; reason). Before, they were copied with the kernels they listed and
; sycl-clang --sycl-device-images failed on -O2 code from Intel's headers.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=kernel -symbols -S -o %t/u.table %s
; RUN: FileCheck %s --implicit-check-not=llvm.used --implicit-check-not=llvm.compiler.used < %t/u_0.ll
; RUN: opt -passes=verify -disable-output %t/u_0.ll
; CHECK: define internal spir_kernel void @k()

target triple = "spir64-unknown-unknown"

@llvm.used = appending global [1 x ptr] [ptr @k], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @k], section "llvm.metadata"

define internal spir_kernel void @k() #0 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
