; A module without !sycl_aspects is no SYCL code (e.g. OpenCL C compiled with
; the plugin loaded): it is left unchanged, byte for byte, unless fixed targets
; were asked for, which its entry points then get (as with DPC++'s pass).
; RUN: %opt '-passes=sycl-propagate-aspects-usage<fixed-targets=intel_gpu_pvc>' -S %s -o - | FileCheck %s
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.out.ll
; RUN: opt -S %s -o %t.in.ll
; RUN: diff %t.in.ll %t.out.ll
; CHECK: define spir_kernel void @kernel() !sycl_fixed_targets ![[PVC:[0-9]+]]
define spir_kernel void @kernel() {
  ret void
}
; CHECK: ![[PVC]] = !{!"intel_gpu_pvc"}
