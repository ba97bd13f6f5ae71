; A module without !sycl_aspects has no aspects to propagate, but its entry
; points still get !sycl_fixed_targets (as with DPC++'s pass).
; RUN: %opt '-passes=sycl-propagate-aspects-usage<fixed-targets=intel_gpu_pvc>' -S %s -o - | FileCheck %s
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o - | FileCheck --check-prefix=NONE %s
; CHECK: define spir_kernel void @kernel() !sycl_fixed_targets ![[PVC:[0-9]+]]
; NONE: define spir_kernel void @kernel() !sycl_fixed_targets ![[EMPTY:[0-9]+]]
define spir_kernel void @kernel() {
  ret void
}
; CHECK: ![[PVC]] = !{!"intel_gpu_pvc"}
; NONE: ![[EMPTY]] = !{}
