; DPC++'s option spelling with the device kinds DPC++'s own test uses:
; host, cpu and gpu are fixed targets written by their aspect values, in
; order (before: 'host' was refused and opt then called the pass unknown).
; RUN: %opt -load=%plugin -sycl-propagate-aspects-usage-fixed-targets=host,cpu,gpu -passes=sycl-propagate-aspects-usage,verify -S %s | FileCheck %s
; CHECK: define spir_kernel void @kernel() !sycl_fixed_targets ![[T:[0-9]+]]
; CHECK: ![[T]] = !{i32 0, i32 1, i32 2}

define spir_kernel void @kernel() {
  ret void
}

!sycl_aspects = !{!0, !1, !2, !3}
!0 = !{!"host", i32 0}
!1 = !{!"cpu", i32 1}
!2 = !{!"gpu", i32 2}
!3 = !{!"fp64", i32 6}
