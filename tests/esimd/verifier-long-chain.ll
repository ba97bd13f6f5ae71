; A rejected call at the end of a long chain: the error shows the chain's
; first and last ten links and counts the calls between, as the propagation
; pass's warnings do, so the output stays linear in the module.
; RUN: not %opt -passes=esimd-verifier -disable-output %s 2> %t.err
; RUN: FileCheck %s --implicit-check-not=error: < %t.err
; CHECK: error: function 'float sycl::_V1::sqrt<float>(float)' is not supported in ESIMD context{{$}}
; CHECK-NEXT: call is from this call chain:
; CHECK-NEXT:   esimd_kernel(){{$}}
; CHECK-NEXT:   f1(){{$}}
; CHECK-NEXT:   f2(){{$}}
; CHECK-NEXT:   f3(){{$}}
; CHECK-NEXT:   f4(){{$}}
; CHECK-NEXT:   f5(){{$}}
; CHECK-NEXT:   f6(){{$}}
; CHECK-NEXT:   f7(){{$}}
; CHECK-NEXT:   f8(){{$}}
; CHECK-NEXT:   f9(){{$}}
; CHECK-NEXT:   ... 10 more calls ...
; CHECK-NEXT:   f20(){{$}}
; CHECK-NEXT:   f21(){{$}}
; CHECK-NEXT:   f22(){{$}}
; CHECK-NEXT:   f23(){{$}}
; CHECK-NEXT:   f24(){{$}}
; CHECK-NEXT:   f25(){{$}}
; CHECK-NEXT:   f26(){{$}}
; CHECK-NEXT:   f27(){{$}}
; CHECK-NEXT:   f28(){{$}}
; CHECK-NEXT:   f29(){{$}}
; CHECK-NOT: {{.}}

target triple = "spir64-unknown-unknown"

define spir_kernel void @_Z12esimd_kernelv() !sycl_explicit_simd !0 !intel_reqd_sub_group_size !1 {
  call spir_func void @_Z2f1v()
  ret void
}
define spir_func void @_Z2f1v() {
  call spir_func void @_Z2f2v()
  ret void
}
define spir_func void @_Z2f2v() {
  call spir_func void @_Z2f3v()
  ret void
}
define spir_func void @_Z2f3v() {
  call spir_func void @_Z2f4v()
  ret void
}
define spir_func void @_Z2f4v() {
  call spir_func void @_Z2f5v()
  ret void
}
define spir_func void @_Z2f5v() {
  call spir_func void @_Z2f6v()
  ret void
}
define spir_func void @_Z2f6v() {
  call spir_func void @_Z2f7v()
  ret void
}
define spir_func void @_Z2f7v() {
  call spir_func void @_Z2f8v()
  ret void
}
define spir_func void @_Z2f8v() {
  call spir_func void @_Z2f9v()
  ret void
}
define spir_func void @_Z2f9v() {
  call spir_func void @_Z3f10v()
  ret void
}
define spir_func void @_Z3f10v() {
  call spir_func void @_Z3f11v()
  ret void
}
define spir_func void @_Z3f11v() {
  call spir_func void @_Z3f12v()
  ret void
}
define spir_func void @_Z3f12v() {
  call spir_func void @_Z3f13v()
  ret void
}
define spir_func void @_Z3f13v() {
  call spir_func void @_Z3f14v()
  ret void
}
define spir_func void @_Z3f14v() {
  call spir_func void @_Z3f15v()
  ret void
}
define spir_func void @_Z3f15v() {
  call spir_func void @_Z3f16v()
  ret void
}
define spir_func void @_Z3f16v() {
  call spir_func void @_Z3f17v()
  ret void
}
define spir_func void @_Z3f17v() {
  call spir_func void @_Z3f18v()
  ret void
}
define spir_func void @_Z3f18v() {
  call spir_func void @_Z3f19v()
  ret void
}
define spir_func void @_Z3f19v() {
  call spir_func void @_Z3f20v()
  ret void
}
define spir_func void @_Z3f20v() {
  call spir_func void @_Z3f21v()
  ret void
}
define spir_func void @_Z3f21v() {
  call spir_func void @_Z3f22v()
  ret void
}
define spir_func void @_Z3f22v() {
  call spir_func void @_Z3f23v()
  ret void
}
define spir_func void @_Z3f23v() {
  call spir_func void @_Z3f24v()
  ret void
}
define spir_func void @_Z3f24v() {
  call spir_func void @_Z3f25v()
  ret void
}
define spir_func void @_Z3f25v() {
  call spir_func void @_Z3f26v()
  ret void
}
define spir_func void @_Z3f26v() {
  call spir_func void @_Z3f27v()
  ret void
}
define spir_func void @_Z3f27v() {
  call spir_func void @_Z3f28v()
  ret void
}
define spir_func void @_Z3f28v() {
  call spir_func void @_Z3f29v()
  ret void
}
define spir_func void @_Z3f29v() {
  %r = call spir_func float @_ZN4sycl3_V14sqrtIfEET_S2_(float 2.0)
  ret void
}
declare spir_func float @_ZN4sycl3_V14sqrtIfEET_S2_(float)

!0 = !{}
!1 = !{i32 1}
