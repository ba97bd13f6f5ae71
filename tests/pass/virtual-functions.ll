; DPC++'s virtual functions: a kernel whose "calls-indirectly" attribute
; names sets gets the aspects of every "indirectly-callable" function of
; those sets, but only if it actually makes an indirect call.
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %s -o - | FileCheck %s

; CHECK: define spir_kernel void @calls_virtual(ptr %fp) #0 {{.*}}!sycl_used_aspects ![[FP64_ATOMIC64:[0-9]+]]
define spir_kernel void @calls_virtual(ptr %fp) #0 {
  call void @dispatch(ptr %fp)
  ret void
}
define void @dispatch(ptr %fp) {
  call void %fp()
  ret void
}
; Builds objects with vtables only: no indirect call, no aspects.
; CHECK: define spir_kernel void @only_constructs() #0 !sycl_fixed_targets
define spir_kernel void @only_constructs() #0 {
  ret void
}
; Set "other" is not named by the kernel.
; CHECK: define spir_kernel void @other_set(ptr %fp) #1 {{.*}}!sycl_used_aspects ![[FP16:[0-9]+]]
define spir_kernel void @other_set(ptr %fp) #1 {
  call void %fp()
  ret void
}
define void @virt_double() #2 {
  %d = fadd double 1.0, 1.0
  ret void
}
define void @virt_atomic() #3 !sycl_used_aspects !10 {
  ret void
}
define void @virt_other() #4 !sycl_used_aspects !11 {
  ret void
}
attributes #0 = { "calls-indirectly"="set-a,set-b" }
attributes #1 = { "calls-indirectly"="other" }
attributes #2 = { "indirectly-callable"="set-a" }
attributes #3 = { "indirectly-callable"="set-b" }
attributes #4 = { "indirectly-callable"="other" }
!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"atomic64", i32 28}
!10 = !{i32 28}
!11 = !{i32 5}
; CHECK-DAG: ![[FP64_ATOMIC64]] = !{i32 6, i32 28}
; CHECK-DAG: ![[FP16]] = !{i32 5}
