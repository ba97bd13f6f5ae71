; The pass prints by its pipeline name with its parameters (not as the
; C++ class LLVM instantiates), so `opt -print-pipeline-passes` output can
; be fed back to opt: the same pipeline prints again and gives the same IR.
; (-disable-verify: opt would append its own `verify` to every pipeline.)
; RUN: %opt -passes='sycl-propagate-aspects-usage<fixed-targets=intel_gpu_pvc;nvidia_gpu_sm_80;exclude-aspects=fp16;explain=%t.report.json;no-validate;warn-implicit-fp64>' -print-pipeline-passes -disable-verify -disable-output %s > %t.pipeline
; RUN: FileCheck --check-prefix=PRINT --match-full-lines %s < %t.pipeline
; PRINT: sycl-propagate-aspects-usage<fixed-targets=intel_gpu_pvc;nvidia_gpu_sm_80;exclude-aspects=fp16;explain={{.*}}.report.json;no-validate;warn-implicit-fp64>
; RUN: %opt -passes="$(cat %t.pipeline)" -print-pipeline-passes -disable-verify -disable-output %s > %t.pipeline2
; RUN: diff %t.pipeline %t.pipeline2
; RUN: %opt -passes='sycl-propagate-aspects-usage<fixed-targets=intel_gpu_pvc;nvidia_gpu_sm_80;exclude-aspects=fp16;explain=%t.report.json;no-validate;warn-implicit-fp64>' -S %s -o %t.first.ll 2> %t.first.err
; RUN: %opt -passes="$(cat %t.pipeline)" -S %s -o %t.again.ll 2> %t.again.err
; RUN: diff %t.first.ll %t.again.ll
; RUN: diff %t.first.err %t.again.err
; RUN: %opt -passes=verify -disable-output %t.again.ll
;
; Without parameters, the bare name.
; RUN: %opt -passes=sycl-propagate-aspects-usage -print-pipeline-passes -disable-verify -disable-output %s | FileCheck --check-prefix=BARE --match-full-lines %s
; BARE: sycl-propagate-aspects-usage
;
; DPC++'s options (opt -load) become parameters: the printed pipeline
; alone reproduces the run.
; RUN: %opt -load=%plugin -sycl-propagate-aspects-usage-fixed-targets=intel_gpu_pvc -sycl-propagate-aspects-usage-exclude-aspects=fp16 -passes=sycl-propagate-aspects-usage -print-pipeline-passes -disable-verify -disable-output %s | FileCheck --check-prefix=LEGACY --match-full-lines %s
; LEGACY: sycl-propagate-aspects-usage<fixed-targets=intel_gpu_pvc;exclude-aspects=fp16>
;
; -debug-pass-manager and -time-passes name it too.
; RUN: %opt -passes=sycl-propagate-aspects-usage -debug-pass-manager -disable-output %s 2>&1 | FileCheck --check-prefix=DEBUG --implicit-check-not=anonymous %s
; DEBUG: Running pass: sycl-propagate-aspects-usage on [module]
; RUN: %opt -passes=sycl-propagate-aspects-usage -time-passes -disable-output %s 2>&1 | FileCheck --check-prefix=TIME --implicit-check-not=anonymous %s
; TIME: {{ }}sycl-propagate-aspects-usage{{$}}
define spir_kernel void @kernel() {
  %d = fadd double 1.0, 1.0
  ret void
}
!sycl_aspects = !{!0, !1}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
