; A function whose device_has lists an aspect a fixed target does not
; support is warned about once per aspect (definitions and declarations);
; the entry point is not warned again for using what it declares (its
; "uses" warning would come before the "declares" ones: --implicit-check-not
; excludes it wherever it is printed).
; RUN: %opt -passes='sycl-propagate-aspects-usage<fixed-targets=intel_gpu_tgllp;amd_gpu_gfx90a>' -S %s -o %t.ll 2> %t.err
; RUN: FileCheck --implicit-check-not=warning %s < %t.err
; RUN: %opt -passes=verify -disable-output %t.ll

; CHECK: warning: function 'kernel' declares aspect 'fp16' in 'sycl::device_has', which fixed target 'amd_gpu_gfx90a' does not support
; CHECK-NEXT: warning: function 'kernel' declares aspect 'fp64' in 'sycl::device_has', which fixed target 'intel_gpu_tgllp' does not support
; CHECK-NEXT: warning: function 'kernel' declares aspect 'ext_intel_esimd' in 'sycl::device_has', which fixed target 'amd_gpu_gfx90a' does not support
; CHECK-NEXT: warning: function 'external' declares aspect 'fp64' in 'sycl::device_has', which fixed target 'intel_gpu_tgllp' does not support
define spir_kernel void @kernel() !sycl_declared_aspects !10 {
  call void @_Z8externalv()
  %d = fpext float 1.0 to double
  ret void
}
declare !sycl_declared_aspects !11 void @_Z8externalv()

!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp64", i32 6}
!1 = !{!"fp16", i32 5}
!2 = !{!"ext_intel_esimd", i32 53}
!10 = !{i32 6, i32 5, i32 53}
!11 = !{i32 6}
