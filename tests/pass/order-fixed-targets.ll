; DPC++'s !sycl_fixed_targets: one node shared by all entry points, the
; targets in the order given, duplicates kept.
; RUN: %opt '-passes=sycl-propagate-aspects-usage<fixed-targets=spir64_x86_64;intel_gpu_pvc;spir64_x86_64>' -S %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s < %t.ll
; CHECK: define spir_kernel void @k1() !sycl_fixed_targets ![[T:[0-9]+]]
define spir_kernel void @k1() {
  ret void
}
; CHECK: define spir_kernel void @k2() !sycl_fixed_targets ![[T]]
define spir_kernel void @k2() {
  ret void
}
!sycl_aspects = !{!0}
!0 = !{!"fp64", i32 6}
; CHECK: ![[T]] = !{!"spir64_x86_64", !"intel_gpu_pvc", !"spir64_x86_64"}
