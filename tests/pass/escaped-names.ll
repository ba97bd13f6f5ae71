; Names are IR data: a function, aspect or type name holding control
; characters or a terminal escape sequence is printed escaped in every
; warning (function names, aspect names, chains, malformed-metadata
; warnings, the fixed-target checks), never raw; the explain report keeps
; the raw text, JSON-escaped.
; RUN: %opt '-passes=sycl-propagate-aspects-usage<fixed-targets=intel_gpu_tgllp;explain=%t.json>' -S %s -o %t.ll 2> %t.err
; RUN: FileCheck %s --match-full-lines < %t.err
; No ESC (\033) or BEL (\007) byte reaches the output:
; RUN: tr -d '\033\007' < %t.err | cmp - %t.err
; RUN: FileCheck --check-prefix=JSON %s < %t.json
; RUN: %opt -passes=verify -disable-output %t.ll

; CHECK: warning: ignoring malformed !sycl_aspects: entry 1 !{!"fp\x1b[31m", i32 7} conflicts with entry 0 !{!"fp\x1b[31m", i32 6} (same name); the first is used
; CHECK-NEXT: warning: function 'k\x1b[31m\n' uses aspect 'fp\x1b[31m' not listed in its 'sycl::device_has' attribute
; CHECK-NEXT: use is from this call chain:
; CHECK-NEXT:   k\x1b[31m\n
; CHECK-NEXT:   g\x1b]0;title\x07
; CHECK-NEXT: compile with '-g' to get source location
; CHECK-NEXT: warning: sycl-propagate-aspects-usage: aspect 'fp\x1b[31m' (value 6 in !sycl_aspects) is not in the device table; the fixed targets are not checked for it

; JSON: "function": "k\u001b[31m\n",
; JSON: "aspect": "fp\u001b[31m",

%"struct.T\1B[31m" = type { i32 }

define spir_kernel void @"k\1B[31m\0A"() !sycl_declared_aspects !3 {
  call void @"g\1B]0;title\07"()
  ret void
}

define void @"g\1B]0;title\07"() {
  %x = alloca %"struct.T\1B[31m"
  ret void
}

!sycl_aspects = !{!0, !1}
!sycl_types_that_use_aspects = !{!2}
!0 = !{!"fp\1B[31m", i32 6}
!1 = !{!"fp\1B[31m", i32 7}
!2 = !{!"struct.T\1B[31m", i32 6}
!3 = !{}
