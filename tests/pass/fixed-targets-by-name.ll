; Aspects are matched by name: the module's !sycl_aspects is the only source
; of aspect numbers, the device table is keyed by names. Two modules whose
; enums number the aspects differently (2025.3: atomic64 28; 2026.x headers:
; atomic64 27, a value the table's numbering gives another aspect) give the
; same warnings:
; intel_gpu_tgllp lacks fp64 but has atomic64. A device type (`gpu`) is
; written as the module's own value. An aspect the table does not know is
; reported, never compared as another; a device type the module cannot
; number is left out and reported.
; RUN: split-file %s %t
; RUN: %opt '-passes=sycl-propagate-aspects-usage<fixed-targets=intel_gpu_tgllp;gpu>' -S %t/numbering-2025.ll -o %t/a.out.ll 2> %t/a.err
; RUN: %opt '-passes=sycl-propagate-aspects-usage<fixed-targets=intel_gpu_tgllp;gpu>' -S %t/numbering-other.ll -o %t/b.out.ll 2> %t/b.err
; RUN: %opt -passes=verify -disable-output %t/a.out.ll
; RUN: %opt -passes=verify -disable-output %t/b.out.ll
; RUN: FileCheck --check-prefix=WARN %s < %t/a.err
; RUN: FileCheck --check-prefix=WARN %s < %t/b.err
; RUN: FileCheck --check-prefixes=IR,IR-2025 %s < %t/a.out.ll
; RUN: FileCheck --check-prefixes=IR,IR-OTHER %s < %t/b.out.ll
; RUN: %opt '-passes=sycl-propagate-aspects-usage<fixed-targets=intel_gpu_tgllp;gpu>' -S %t/no-gpu.ll -o %t/c.out.ll 2> %t/c.err
; RUN: %opt -passes=verify -disable-output %t/c.out.ll
; RUN: FileCheck --check-prefix=NOGPU %s < %t/c.err
; RUN: FileCheck --check-prefix=NOGPU-IR %s < %t/c.out.ll

; WARN-NOT: atomic64
; WARN: warning: function 'kernel' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
; WARN-NEXT: use is from this call chain:
; WARN-NEXT:   kernel{{$}}
; WARN-NEXT: compile with '-g' to get source location
; WARN-NOT: atomic64
; WARN: warning: sycl-propagate-aspects-usage: aspect 'ext_future_thing' (value {{-?[0-9]+}} in !sycl_aspects) is not in the device table; the fixed targets are not checked for it
; WARN-NOT: warning

; IR: define spir_kernel void @kernel() !sycl_used_aspects !{{[0-9]+}} !sycl_fixed_targets ![[FIXED:[0-9]+]] {
; IR-2025: ![[FIXED]] = !{!"intel_gpu_tgllp", i32 2}
; IR-OTHER: ![[FIXED]] = !{!"intel_gpu_tgllp", i32 7}

; NOGPU: warning: sycl-propagate-aspects-usage: fixed target 'gpu' is a device type, but the module's !sycl_aspects has no aspect of that name to number it; it is left out of !sycl_fixed_targets
; NOGPU-IR: define spir_kernel void @kernel() !sycl_fixed_targets ![[FIXED:[0-9]+]] {
; NOGPU-IR: ![[FIXED]] = !{!"intel_gpu_tgllp"}

;--- numbering-2025.ll
define spir_kernel void @kernel() !sycl_used_aspects !10 {
  ret void
}
!sycl_aspects = !{!0, !1, !3, !4}
!0 = !{!"gpu", i32 2}
!1 = !{!"fp64", i32 6}
!3 = !{!"atomic64", i32 28}
!4 = !{!"ext_future_thing", i32 99}
!10 = !{i32 28, i32 6, i32 99}

;--- numbering-other.ll
define spir_kernel void @kernel() !sycl_used_aspects !10 {
  ret void
}
!sycl_aspects = !{!0, !1, !2, !3}
!0 = !{!"gpu", i32 7}
!1 = !{!"fp64", i32 11}
!2 = !{!"atomic64", i32 27}
!3 = !{!"ext_future_thing", i32 -5}
!10 = !{i32 27, i32 11, i32 -5}

;--- no-gpu.ll
define spir_kernel void @kernel() {
  ret void
}
!sycl_aspects = !{!0}
!0 = !{!"fp64", i32 6}
