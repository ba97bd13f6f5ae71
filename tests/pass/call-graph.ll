; Aspects propagate to every caller through calls and invokes; declarations
; contribute their own metadata; every function of a cycle gets the union.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s < %t.ll

; CHECK-DAG: define void @top() {{.*}}!sycl_used_aspects ![[ALL:[0-9]+]]
define void @top() personality ptr null {
  call void @cycle_a()
  invoke void @through_invoke() to label %ok unwind label %bad
ok:
  ret void
bad:
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}
; CHECK-DAG: define void @through_invoke() !sycl_used_aspects ![[ATOMIC64:[0-9]+]]
define void @through_invoke() {
  call void @external()
  ret void
}
; CHECK-DAG: declare !sycl_used_aspects ![[ATOMIC64]] void @external()
declare !sycl_used_aspects !10 void @external()

; cycle_a -> cycle_b -> cycle_c -> cycle_a: only cycle_c uses fp64, yet all
; three get it. (`half` alone is no aspect; only sycl::half is.)
; CHECK-DAG: define void @cycle_a() !sycl_used_aspects ![[FP64:[0-9]+]]
define void @cycle_a() {
  %h = fadd half 1.0, 1.0
  call void @cycle_b()
  ret void
}
; CHECK-DAG: define void @cycle_b() !sycl_used_aspects ![[FP64]]
define void @cycle_b() {
  call void @cycle_c()
  ret void
}
; CHECK-DAG: define void @cycle_c() !sycl_used_aspects ![[FP64]]
define void @cycle_c() {
  %d = fadd double 1.0, 1.0
  call void @cycle_a()
  ret void
}
; CHECK-DAG: define void @self_recursive() !sycl_used_aspects ![[FP64]]
define void @self_recursive() {
  %d = fadd double 1.0, 1.0
  call void @self_recursive()
  ret void
}
; A cycle whose first member visited (ring_a, reached first from entry2)
; uses fp16 and whose last member (ring_c) uses atomic64: every member gets
; both, so a walk that reads a cycle member before it is complete (ring_c
; reading ring_a) cannot pass.
; CHECK-DAG: define void @entry2() !sycl_used_aspects ![[RING:[0-9]+]]
define void @entry2() {
  call void @ring_a()
  ret void
}
; CHECK-DAG: define void @ring_a() !sycl_used_aspects ![[RING]]
define void @ring_a() !sycl_used_aspects !11 {
  call void @ring_b()
  ret void
}
; CHECK-DAG: define void @ring_b() !sycl_used_aspects ![[RING]]
define void @ring_b() {
  call void @ring_c()
  ret void
}
; DPC++'s order: ring_c's own atomic64 first, then what its callee brings.
; CHECK-DAG: define void @ring_c() !sycl_used_aspects ![[RING_C:[0-9]+]]
define void @ring_c() !sycl_used_aspects !10 {
  call void @ring_a()
  ret void
}
; CHECK-DAG: define void @unrelated() {
define void @unrelated() {
  ret void
}

!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"atomic64", i32 28}
!sycl_types_that_use_aspects = !{!3}
!3 = !{!"Half", i32 5}
!10 = !{i32 28}
!11 = !{i32 5}
; CHECK-DAG: ![[RING]] = !{i32 5, i32 28}
; CHECK-DAG: ![[RING_C]] = !{i32 28, i32 5}
; CHECK-DAG: ![[ALL]] = !{i32 6, i32 28}
; CHECK-DAG: ![[ATOMIC64]] = !{i32 28}
; CHECK-DAG: ![[FP64]] = !{i32 6}
