; With fixed targets, an entry point using an aspect that a fixed target does
; not support (not listed, may_support_other_aspects false) is warned about
; once per aspect, naming every such target, with the shortest call chain.
; Targets that may support other aspects (spir64, NVIDIA) never warn about
; unlisted aspects; aspects the entry point declares get the declaration
; warning instead (fixed-target-declared.ll); excluded aspects are ignored.
; RUN: %opt -passes='sycl-propagate-aspects-usage<fixed-targets=intel_gpu_tgllp;intel_gpu_dg1;intel_gpu_pvc>' -S %s -o %t.ll 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %opt -passes='sycl-propagate-aspects-usage<fixed-targets=spir64;nvidia_gpu_sm_80>' -disable-output %s 2>&1 | count 0
; RUN: %opt -passes='sycl-propagate-aspects-usage<fixed-targets=intel_gpu_tgllp;exclude-aspects=fp64>' -disable-output %s 2>&1 | count 0

; CHECK: warning: a.cpp:12:3: function 'kernel' uses aspect 'fp64', which fixed targets 'intel_gpu_tgllp' and 'intel_gpu_dg1' do not support
; CHECK-NEXT: use is from this call chain:
; CHECK-NEXT:   kernel{{$}}
; CHECK-NEXT:   helper(float) a.cpp:5:7
; CHECK-NOT: warning:
define spir_kernel void @kernel() !dbg !20 {
  %r = call float @_Z6helperf(float 1.0), !dbg !30
  ret void
}
define float @_Z6helperf(float %x) !dbg !21 {
  %d = fpext float %x to double, !dbg !31
  %y = fptrunc double %d to float
  ret float %y
}

!sycl_aspects = !{!0, !1}
!0 = !{!"fp64", i32 6}
!1 = !{!"gpu", i32 2}

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!4}
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, emissionKind: FullDebug)
!3 = !DIFile(filename: "a.cpp", directory: "/tmp")
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DISubroutineType(types: !{})
!20 = distinct !DISubprogram(name: "kernel", scope: !3, file: !3, line: 4, type: !5, unit: !2, spFlags: DISPFlagDefinition)
!21 = distinct !DISubprogram(name: "helper", scope: !3, file: !3, line: 11, type: !5, unit: !2, spFlags: DISPFlagDefinition)
!30 = !DILocation(line: 5, column: 7, scope: !20)
!31 = !DILocation(line: 12, column: 3, scope: !21)
