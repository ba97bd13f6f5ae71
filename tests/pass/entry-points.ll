; Entry points, as DPC++'s isEntryPoint counts them: definitions with the
; spir_kernel calling convention or the "sycl-module-id" attribute, except
; the __spirv_ and __sycl_ builtins; a declaration never is one. The explain
; report lists exactly the entry points (module order), whatever attribute
; list carries "sycl-module-id".
; RUN: %opt '-passes=sycl-propagate-aspects-usage<explain=-;no-validate>' -disable-output %s 2> %t.err
; RUN: FileCheck --match-full-lines --implicit-check-not=requires %s < %t.err

; CHECK:'kernel' requires no aspects
; CHECK-NEXT:'external()' requires:
; CHECK-NEXT:  fp64 (6): double used in 'external()'
; CHECK-NEXT:      external()
; CHECK-NEXT:'other_attributes()' requires no aspects
define spir_kernel void @kernel() {
  ret void
}
define void @_Z8externalv() #0 {
  %d = fadd double 1.0, 1.0
  ret void
}
define void @_Z20__spirv_GlobalSize_xv() #0 {
  ret void
}
define void @_Z10__sycl_fooi(i32 %x) #0 {
  ret void
}
declare void @_Z11declarationv() #0
define void @_Z5plainv() {
  call void @_Z11declarationv()
  ret void
}
define void @_Z16other_attributesv() #1 {
  ret void
}
define void @_Z9noinline_v() #2 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { noinline "sycl-module-id"="a.cpp" }
attributes #2 = { noinline }

!sycl_aspects = !{!0}
!0 = !{!"fp64", i32 6}
