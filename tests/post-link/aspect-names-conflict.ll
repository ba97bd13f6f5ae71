; Linked translation units built against different aspect enums can name
; one aspect with two values (or one value with two names). The names set
; sycl-post-link writes holds each name once, the first pair winning as in
; the pass, with a warning; before, '[SYCL/aspect names]' listed
; 'atomic64' twice and sycl-post-link's own reader (sycl-aspect-filter,
; --print-properties) refused the file it had written (found by
; scripts/random-modules.py, seed 1, module 162).
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=none -properties -o %t/x.table %s 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning:
; RUN: %sycl-post-link --print-properties %t/x_0.prop | FileCheck %s
; RUN: %sycl-aspect-filter -target=intel_gpu_pvc %t/x.table -o %t/pvc.table

; WARN: sycl-post-link: warning: !sycl_aspects gives aspect 'atomic64' both value 27 and value 28 (translation units built against different aspect enums?); 27 is kept and 28 is left unnamed
; WARN: sycl-post-link: warning: !sycl_aspects names aspect value 6 both 'fp64' and 'double'; 'fp64' is kept
; WARN: sycl-post-link: warning: aspect value 28 is used but not named in the module's !sycl_aspects; it is taken as SYCL's 'atomic64'

; CHECK: [SYCL/aspect names]
; CHECK-NEXT: fp64 = uint32 6
; CHECK-NEXT: atomic64 = uint32 27
; CHECK-EMPTY:

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !sycl_used_aspects !5 {
  ret void
}

!sycl_aspects = !{!0, !1, !2, !3}
!0 = !{!"fp64", i32 6}
!1 = !{!"atomic64", i32 27}
!2 = !{!"atomic64", i32 28}
!3 = !{!"double", i32 6}
!5 = !{i32 6, i32 27, i32 28}
