; A kernel without !sycl_explicit_simd that calls an ESIMD function is
; reported once per kernel and ESIMD function, at its first call (in walk
; order), not at every call: 'kernel' calls 'esimd_a' three times (twice
; itself, once through 'helper') and 'esimd_b' once; 'other_kernel' calls
; 'esimd_a' twice. Three errors in all.
; RUN: not %opt -passes=esimd-verifier -disable-output %s 2> %t.err
; RUN: FileCheck %s --implicit-check-not=error: < %t.err

; CHECK: error: SYCL kernel without 'sycl_explicit_simd' attribute can't call a function with this attribute
; CHECK-NEXT: call is from this call chain:
; CHECK-NEXT:   kernel
; CHECK-NEXT:   esimd_a
; CHECK: error: SYCL kernel without 'sycl_explicit_simd' attribute can't call a function with this attribute
; CHECK-NEXT: call is from this call chain:
; CHECK-NEXT:   kernel
; CHECK-NEXT:   esimd_b
; CHECK: error: SYCL kernel without 'sycl_explicit_simd' attribute can't call a function with this attribute
; CHECK-NEXT: call is from this call chain:
; CHECK-NEXT:   other_kernel
; CHECK-NEXT:   esimd_a

target triple = "spir64-unknown-unknown"

define spir_kernel void @kernel() {
  call spir_func void @esimd_a()
  call spir_func void @esimd_b()
  call spir_func void @esimd_a()
  call spir_func void @helper()
  ret void
}
define spir_kernel void @other_kernel() {
  call spir_func void @esimd_a()
  call spir_func void @esimd_a()
  ret void
}
define spir_func void @helper() {
  call spir_func void @esimd_a()
  ret void
}
define spir_func void @esimd_a() !sycl_explicit_simd !0 { ret void }
define spir_func void @esimd_b() !sycl_explicit_simd !0 { ret void }

!0 = !{}
