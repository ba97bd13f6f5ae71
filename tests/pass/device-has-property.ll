; The "sycl-device-has" function attribute (DPC++'s device_has property)
; acts like !sycl_declared_aspects; the warning names the property.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll 2> %t.err
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=WARN %s < %t.err
; RUN: %opt -passes=verify -disable-output %t.ll
; CHECK: define void @with_property() #0 !sycl_used_aspects ![[FP16_FP64:[0-9]+]]
define void @with_property() #0 {
  %d = fadd double 1.0, 1.0
  ret void
}
attributes #0 = { "sycl-device-has"="5,28" }
!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"atomic64", i32 28}
; DPC++'s order: used aspects first, then the declared ones in order.
; CHECK: ![[FP16_FP64]] = !{i32 6, i32 5, i32 28}
; Warnings come in aspect-value order: an fp16 one would precede fp64's.
; WARN-NOT: aspect 'fp16'
; WARN: warning: function 'with_property' uses aspect 'fp64' not listed in its 'device_has' property
; WARN-NOT: aspect 'atomic64'
; WARN-NOT: warning
