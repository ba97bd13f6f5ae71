; The esimd-verifier skips ESIMD's own namespaces: calls from ESIMD code into
; sycl::ext::intel::experimental::esimd:: (as into sycl::ext::intel::esimd::)
; are allowed; the same kernel's call to sycl::sqrt shows the verifier ran.
; RUN: not %opt -passes=esimd-verifier -disable-output %s 2> %t.err
; RUN: FileCheck %s --implicit-check-not=error: < %t.err
; CHECK: error: function 'float sycl::_V1::sqrt<float>(float)' is not supported in ESIMD context

target triple = "spir64-unknown-unknown"

define spir_kernel void @kernel() !sycl_explicit_simd !0 {
  call spir_func void @_ZN4sycl3_V13ext5intel12experimental5esimd14lsc_block_loadEv()
  call spir_func void @_ZN4sycl3_V13ext5intel5esimd10block_loadEv()
  %r = call spir_func float @_ZN4sycl3_V14sqrtIfEET_S2_(float 1.0)
  ret void
}

declare spir_func void @_ZN4sycl3_V13ext5intel12experimental5esimd14lsc_block_loadEv()
declare spir_func void @_ZN4sycl3_V13ext5intel5esimd10block_loadEv()
declare spir_func float @_ZN4sycl3_V14sqrtIfEET_S2_(float)

!0 = !{}
