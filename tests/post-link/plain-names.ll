; Names that are not Itanium-mangled are shown as they are in the warnings
; (a demangler reads a bare `f` as `float`).
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=auto -symbols -o %t/f.table %s 2>&1 | FileCheck %s
; CHECK: sycl-post-link: warning: function 'f' uses aspect 'fp64' not expected by its calling kernel 'k'.
define spir_kernel void @k() {
  call void @f()
  ret void
}
define void @f() !sycl_used_aspects !0 { ret void }
!sycl_aspects = !{!1}
!0 = !{i32 6}
!1 = !{!"fp64", i32 6}
