; Under opt, an unknown fixed target or an invalid device configuration file
; given as pass parameters (or DPC++'s option) rejects the pipeline with one
; error; a valid file changes what the checks know.
; RUN: not %opt -passes='sycl-propagate-aspects-usage<fixed-targets=intel_gpu_tglp>' -disable-output %s 2>&1 | FileCheck --check-prefix=UNKNOWN %s
; UNKNOWN: error: sycl-propagate-aspects-usage: unknown fixed target 'intel_gpu_tglp'; did you mean one of 'intel_gpu_tgllp'
; RUN: not %opt -load=%plugin -sycl-propagate-aspects-usage-fixed-targets=bogus -passes=sycl-propagate-aspects-usage -disable-output %s 2>&1 | FileCheck --check-prefix=LEGACY %s
; LEGACY: error: sycl-propagate-aspects-usage: unknown fixed target 'bogus'
; RUN: not %opt -passes='sycl-propagate-aspects-usage<device-config-file=%S/Inputs/bad-config.yaml>' -disable-output %s 2>&1 | FileCheck --check-prefix=YAML %s
; YAML: bad-config.yaml:2:18: error: unknown aspect 'fp65'
; YAML-NEXT: aspects: [gpu, fp65]
; YAML: bad-config.yaml:3:25: error:
; Devices and FIFOs are refused at once (before: read until memory ran out / blocked).
; RUN: rm -f %t.fifo && mkfifo %t.fifo
; RUN: not timeout 20 %opt -passes='sycl-propagate-aspects-usage<device-config-file=%t.fifo>' -disable-output %s 2>&1 | FileCheck --check-prefix=FIFO %s
; FIFO: fifo: error: cannot read file: it is a FIFO, not a regular file
; RUN: not timeout 20 %opt -passes='sycl-propagate-aspects-usage<device-config-file=/dev/urandom>' -disable-output %s 2>&1 | FileCheck --check-prefix=URANDOM %s
; URANDOM: /dev/urandom: error: cannot read file: it is a character device, not a regular file

; The file gives intel_gpu_tgllp fp64: no warning; my_fpga lacks it.
; RUN: %opt -passes='sycl-propagate-aspects-usage<device-config-file=%S/Inputs/tgllp-with-fp64.yaml;fixed-targets=intel_gpu_tgllp;my_fpga>' -disable-output %s 2>&1 | FileCheck --check-prefix=FILE %s
; FILE: warning: function 'kernel' uses aspect 'fp64', which fixed target 'my_fpga' does not support
; FILE-NOT: intel_gpu_tgllp

define spir_kernel void @kernel() {
  %d = fpext float 1.0 to double
  ret void
}
!sycl_aspects = !{!0}
!0 = !{!"fp64", i32 6}
