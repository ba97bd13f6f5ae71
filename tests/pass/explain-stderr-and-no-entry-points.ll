; explain=- writes the text report to stderr (nothing to a file named '-').
; A module without entry points reports every definition with external
; linkage instead: the internal helper and the declaration are not listed.
; RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir
; RUN: %opt '-passes=sycl-propagate-aspects-usage<explain=-;no-validate>' -S %s -o %t.ll 2> %t.err
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck --match-full-lines --implicit-check-not=requires %s < %t.err
; RUN: not ls %t.dir/-
; RUN: FileCheck --check-prefix=IR %s < %t.ll

; Definitions in module order; helper is internal, atomicfn only declared.
; CHECK:'uses_double()' requires:
; CHECK-NEXT:  fp64 (6): double used in 'uses_double()'
; CHECK-NEXT:      uses_double()
; CHECK-NEXT:'calls_atomic()' requires:
; CHECK-NEXT:  atomic64 (28): uses_aspects in 'atomicfn()'
; CHECK-NEXT:      calls_atomic()
; CHECK-NEXT:      atomicfn()
; CHECK-NEXT:'plain()' requires no aspects
; IR: define void @_Z11uses_doublev() !sycl_used_aspects
define void @_Z11uses_doublev() {
  %d = fadd double 1.0, 1.0
  ret void
}
define void @_Z12calls_atomicv() {
  call void @_Z8atomicfnv()
  call void @_ZL6helperv()
  ret void
}
define internal void @_ZL6helperv() {
  ret void
}
define void @_Z5plainv() {
  ret void
}
declare !sycl_used_aspects !10 void @_Z8atomicfnv()
!sycl_aspects = !{!0, !1}
!0 = !{!"fp64", i32 6}
!1 = !{!"atomic64", i32 28}
!10 = !{i32 28}
