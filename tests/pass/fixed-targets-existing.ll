; Without fixed targets, an entry point's existing !sycl_fixed_targets is
; kept and checked: target names (the design's form) against the device
; table; DPC++'s i32 device-type aspects are kept but not checked; malformed
; operands and unknown names are reported. With fixed targets, they replace it.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll 2> %t.err
; RUN: FileCheck --check-prefix=IR %s < %t.ll
; The device_types entry point (i32 device types only) is never warned about:
; the WARN lines match in order, so the implicit check covers every gap.
; RUN: FileCheck --check-prefix=WARN --implicit-check-not=device_types %s < %t.err
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %opt -passes='sycl-propagate-aspects-usage<fixed-targets=intel_gpu_pvc>' -S %s -o - 2>&1 | FileCheck --check-prefix=REPLACED %s

; IR: define spir_kernel void @named() {{.*}}!sycl_fixed_targets ![[NAMED:[0-9]+]]
; WARN: warning: function 'named' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
; REPLACED: define spir_kernel void @named() {{.*}}!sycl_fixed_targets ![[PVC:[0-9]+]]
define spir_kernel void @named() !sycl_fixed_targets !10 {
  %d = fpext float 1.0 to double
  ret void
}
; IR: define spir_kernel void @device_types() {{.*}}!sycl_fixed_targets ![[TYPES:[0-9]+]]
define spir_kernel void @device_types() !sycl_fixed_targets !11 {
  %d = fpext float 1.0 to double
  ret void
}
; WARN: warning: ignoring malformed !sycl_fixed_targets on function 'malformed': operand 0 is neither a target name nor an aspect value
; WARN: warning: ignoring malformed !sycl_fixed_targets on function 'malformed': unknown target 'no_such_device' (not checked)
define spir_kernel void @malformed() !sycl_fixed_targets !12 {
  ret void
}

!sycl_aspects = !{!0, !1}
!0 = !{!"fp64", i32 6}
!1 = !{!"gpu", i32 2}
!10 = !{!"intel_gpu_tgllp"}
!11 = !{i32 2}
!12 = !{!{}, !"no_such_device"}
; IR-DAG: ![[NAMED]] = !{!"intel_gpu_tgllp"}
; IR-DAG: ![[TYPES]] = !{i32 2}
; REPLACED: ![[PVC]] = !{!"intel_gpu_pvc"}
