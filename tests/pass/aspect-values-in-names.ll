; A function whose name holds an aspect as a template argument
; (`check<sycl::aspect::fp64>()`) is named with the aspect's name from
; !sycl_aspects, not the demangler's cast of its number
; (`(sycl::_V1::aspect)6`), in the warning and in its call chain.
; RUN: %opt -passes=sycl-propagate-aspects-usage -disable-output %s 2>&1 | FileCheck %s --implicit-check-not='aspect)'
; CHECK: warning: function 'void check<sycl::aspect::gpu>()' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
; CHECK-NEXT: use is from this call chain:
; CHECK-NEXT:   void check<sycl::aspect::gpu>()
; CHECK-NEXT:   void helper<sycl::aspect::fp64, (sycl::_V1::aspect)99>()

define void @_Z5checkILN4sycl3_V16aspectE2EEvv() !sycl_declared_aspects !2 {
  call void @_Z6helperILN4sycl3_V16aspectE6ELN4sycl3_V16aspectE99EEvv()
  ret void
}

define void @_Z6helperILN4sycl3_V16aspectE6ELN4sycl3_V16aspectE99EEvv() {
  %d = alloca double
  ret void
}

!sycl_aspects = !{!0, !1}
!0 = !{!"fp64", i32 6}
!1 = !{!"gpu", i32 2}
!2 = !{i32 2}
