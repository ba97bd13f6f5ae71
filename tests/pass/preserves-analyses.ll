; The pass changes only metadata and preserves every analysis, including a
; cached verifier result: after `verify,sycl-propagate-aspects-usage` opt's
; own final verification reuses it, so the verifier runs once (it ran twice,
; and -time-passes counted both in one row, when the pass preserved nothing).
; RUN: %opt -passes='verify,sycl-propagate-aspects-usage' -time-passes -time-passes-per-run -disable-output %s 2>&1 \
; RUN:   | grep -c 'VerifierAnalysis #' | FileCheck --check-prefix=ONCE %s
; ONCE: {{^}}1{{$}}
; Without a cached result, opt still verifies the output.
; RUN: %opt -passes=sycl-propagate-aspects-usage -time-passes -time-passes-per-run -disable-output %s 2>&1 \
; RUN:   | grep -c 'VerifierAnalysis #' | FileCheck --check-prefix=ONCE %s
; And the pass did change the module.
; RUN: %opt -passes='verify,sycl-propagate-aspects-usage' -S %s | FileCheck --check-prefix=IR %s
; IR: define void @f() !sycl_used_aspects

define void @f() {
  %x = fadd double 1.0, 2.0
  ret void
}

!sycl_aspects = !{!0}
!0 = !{!"fp64", i32 6}
