; -split=auto is per source, as in DPC++ (selectDeviceCodeGroupScope in its
; newest revision: per module unless -ir-output-only), also with an indirect
; call and a referenced-indirectly function: kernels of two translation units
; with the same requirements get two images (before: one). The indirect
; call's candidates (same signature, referenced-indirectly) come along.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=auto -symbols -S -o %t/a.table %s
; RUN: FileCheck %s --check-prefix=S0 --match-full-lines < %t/a_0.sym
; RUN: FileCheck %s --check-prefix=S1 --match-full-lines < %t/a_1.sym
; RUN: not ls %t/a_2.sym
; RUN: FileCheck %s --check-prefix=IR1 < %t/a_1.ll
; RUN: opt -passes=verify -disable-output %t/a_0.ll
; RUN: opt -passes=verify -disable-output %t/a_1.ll
; S0: y_kernel
; S1: x_kernel
; S1-NEXT: x_indirect
; IR1: define spir_func i32 @target(i32 %v)

target triple = "spir64-unknown-unknown"

define spir_kernel void @x_kernel() #0 { ret void }
define spir_kernel void @x_indirect(ptr %f) #0 {
  %r = call spir_func i32 %f(i32 1)
  ret void
}
define spir_kernel void @y_kernel() #1 { ret void }
define spir_func i32 @target(i32 %v) #2 { ret i32 %v }

attributes #0 = { "sycl-module-id"="x.cpp" }
attributes #1 = { "sycl-module-id"="y.cpp" }
attributes #2 = { "referenced-indirectly" }
