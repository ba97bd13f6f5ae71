; The design's SYCL_EXTERNAL checks after splitting, with each warning naming
; the function (demangled), the kernels of the image that reach it and its
; location; the property set gets the Final* sets. Only the three kinds of
; mismatch warn: a function whose metadata agrees with its image is silent.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=auto -properties -symbols -o %t/x.table %s 2> %t/err
; RUN: FileCheck %s --input-file=%t/err --implicit-check-not=warning:
; RUN: cat %t/x_0.sym %t/x_1.sym %t/x_2.sym | FileCheck %s --check-prefix=SYM
; RUN: %sycl-post-link --print-properties %t/x_2.prop | FileCheck %s --check-prefix=PLAIN
; RUN: %sycl-post-link --print-properties %t/x_0.prop | FileCheck %s --check-prefix=FIXED

; SYM: fixed_kernel
; SYM: sg16_kernel
; SYM: plain_kernel
; SYM: other_plain_kernel

; Images are checked in output order (x_0, x_1, x_2).
; CHECK: b.cpp:7: warning: function 'fixed_for_dg1()' compiled with a different `-fsycl-fixed-targets` switch than its calling kernel 'fixed_kernel' (intel_gpu_dg1 instead of intel_gpu_pvc,intel_gpu_dg1)
; CHECK: b.cpp:5: warning: function 'sg32()' has required sub-group size '32' that does not match its calling kernel 'sg16_kernel'. Missing {{\[\[}}sycl::reqd_sub_group_size(){{\]\]}} attribute on SYCL_EXTERNAL function?
; CHECK: b.cpp:3: warning: function 'uses_fp64()' uses aspect 'fp64' not expected by its calling kernels 'plain_kernel', 'other_plain_kernel'. Missing {{\[\[}}sycl::device_has(){{\]\]}} on SYCL_EXTERNAL function?

; PLAIN: aspects = uint32[1] [6]
; PLAIN: fp64 = uint32 6
; FIXED: fixed_target_names = bytes "intel_gpu_dg1"

target triple = "spir64-unknown-unknown"

define spir_kernel void @plain_kernel() {
  call spir_func void @_Z9uses_fp64v()
  call spir_func void @agrees()
  ret void
}
define spir_kernel void @other_plain_kernel() {
  call spir_func void @_Z9uses_fp64v()
  ret void
}
define spir_kernel void @sg16_kernel() !intel_reqd_sub_group_size !2 {
  call spir_func void @_Z4sg32v()
  ret void
}
define spir_kernel void @fixed_kernel() !sycl_fixed_targets !5 {
  call spir_func void @_Z13fixed_for_dg1v()
  call spir_func void @agrees()
  ret void
}

define spir_func void @_Z9uses_fp64v() !dbg !23 !sycl_used_aspects !1 { ret void }
define spir_func void @_Z4sg32v() !dbg !25 !intel_reqd_sub_group_size !3 { ret void }
define spir_func void @_Z13fixed_for_dg1v() !dbg !27 !sycl_fixed_targets !6 { ret void }
define spir_func void @agrees() { ret void }

!llvm.dbg.cu = !{!20}
!llvm.module.flags = !{!30}
!sycl_aspects = !{!10}
!1 = !{i32 6}
!2 = !{i32 16}
!3 = !{i32 32}
!5 = !{!"intel_gpu_pvc", !"intel_gpu_dg1"}
!6 = !{!"intel_gpu_dg1"}
!10 = !{!"fp64", i32 6}
!20 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !21, emissionKind: LineTablesOnly)
!21 = !DIFile(filename: "b.cpp", directory: "/src")
!22 = !DISubroutineType(types: !{})
!23 = distinct !DISubprogram(name: "uses_fp64", scope: !21, file: !21, line: 3, type: !22, unit: !20, spFlags: DISPFlagDefinition)
!25 = distinct !DISubprogram(name: "sg32", scope: !21, file: !21, line: 5, type: !22, unit: !20, spFlags: DISPFlagDefinition)
!27 = distinct !DISubprogram(name: "fixed_for_dg1", scope: !21, file: !21, line: 7, type: !22, unit: !20, spFlags: DISPFlagDefinition)
!30 = !{i32 2, !"Debug Info Version", i32 3}
