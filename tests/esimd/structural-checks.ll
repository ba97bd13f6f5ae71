; The whole-call-graph ESIMD rules on IR (opt): kernels are spir_kernel
; functions, SYCL device functions the "sycl-module-id" definitions that are
; not kernels. A kernel without !sycl_explicit_simd reaching an ESIMD
; function, an ESIMD function calling a SYCL device function (not one named
; __*), and an ESIMD kernel reaching another required sub-group size are
; errors, with chains.
; RUN: not %opt -passes=esimd-verifier -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=error:

; CHECK: error: SYCL device function cannot be called from ESIMD context
; CHECK-NEXT: called function: 'device_fn()'
; CHECK-NEXT: error: SYCL kernel without 'sycl_explicit_simd' attribute can't call a function with this attribute
; CHECK-NEXT: call is from this call chain:
; CHECK-NEXT:   typeinfo name for main::SyclKernel
; CHECK-NEXT:   helper()
; CHECK-NEXT:   esimd_fn()
; CHECK-NEXT: error: conflicting attributes applied to a SYCL kernel
; CHECK-NEXT: 'sycl_explicit_simd' requires sub-group size 1, but 'sg16' requires sub-group size 16
; CHECK-NEXT: call is from this call chain:
; CHECK-NEXT:   typeinfo name for main::EsimdKernel
; CHECK-NEXT:   sg16()
; CHECK-NOT: {{.}}

target triple = "spir64-unknown-unknown"

define spir_kernel void @_ZTSZ4mainE10SyclKernel() {
  call spir_func void @_Z6helperv()
  ret void
}

define spir_func void @_Z6helperv() {
  call spir_func void @_Z8esimd_fnv()
  ret void
}

define spir_func void @_Z8esimd_fnv() !sycl_explicit_simd !0 !intel_reqd_sub_group_size !1 {
  call spir_func void @_Z9device_fnv()
  call spir_func void @_Z11__device_fnv()
  ret void
}

define spir_func void @_Z9device_fnv() #0 {
  ret void
}

define spir_func void @_Z11__device_fnv() #0 {
  ret void
}

define spir_kernel void @_ZTSZ4mainE11EsimdKernel() !sycl_explicit_simd !0 !intel_reqd_sub_group_size !1 {
  call spir_func void @_Z8esimd_fnv()
  call spir_func void @_Z4sg16v()
  ret void
}

define spir_func void @_Z4sg16v() !intel_reqd_sub_group_size !2 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }

!0 = !{}
!1 = !{i32 1}
!2 = !{i32 16}
