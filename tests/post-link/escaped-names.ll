; Names are IR data: kernel, function, aspect and fixed-target names holding
; control characters or terminal escape sequences are printed escaped in
; sycl-post-link's SYCL_EXTERNAL and undefined-function warnings, never raw
; (the undefined-function warning printed the IR name raw before).
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=auto -properties -symbols -o %t/x.table %s 2> %t/err
; RUN: FileCheck %s --input-file=%t/err --implicit-check-not=warning:
; No ESC (\033) or BEL (\007) byte reaches the output:
; RUN: tr -d '\033\007' < %t/err | cmp - %t/err

; CHECK: warning: Undefined function undef\x1b[31m found in
; CHECK: warning: function 'uses\x1b]0;t\x07' uses aspect 'fp\x1b[31m' not expected by its calling kernel 'k\x07'. Missing {{\[\[}}sycl::device_has(){{\]\]}} on SYCL_EXTERNAL function?
; CHECK: warning: function 'fixed\x1b[31m' compiled with a different `-fsycl-fixed-targets` switch than its calling kernel 'k\x07' (dg1\x1b[0m instead of none)

target triple = "spir64-unknown-unknown"

define spir_kernel void @"k\07"() {
  call spir_func void @"uses\1B]0;t\07"()
  call spir_func void @"fixed\1B[31m"()
  call spir_func void @"undef\1B[31m"()
  ret void
}
declare spir_func void @"undef\1B[31m"()
define spir_func void @"uses\1B]0;t\07"() !sycl_used_aspects !1 { ret void }
define spir_func void @"fixed\1B[31m"() !sycl_fixed_targets !2 { ret void }

!sycl_aspects = !{!0}
!0 = !{!"fp\1B[31m", i32 6}
!1 = !{i32 6}
!2 = !{!"dg1\1B[0m"}
