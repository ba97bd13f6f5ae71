; Under opt: an aspect from a declaration's metadata is located at the
; declaration's DISubprogram when it has one; in a module with debug
; information a location that is still missing does not make the warning
; tell the user to compile with -g.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll 2> %t.err
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s < %t.err
; RUN: FileCheck --check-prefix=HINT %s < %t.err
; HINT-NOT: compile with '-g'

; CHECK: warning: dev.cpp:3: function 'kernel' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
; CHECK-NEXT: use is from this call chain:
; CHECK-NEXT:   kernel
; CHECK-NEXT:   ext_with_subprogram dev.cpp:10:3
; CHECK-NEXT: warning: function 'kernel' uses aspect 'atomic64' not listed in its 'sycl::device_has' attribute
; CHECK-NEXT: use is from this call chain:
; CHECK-NEXT:   kernel
; CHECK-NEXT:   ext_without_subprogram dev.cpp:11:3{{$}}
define void @kernel() !dbg !20 !sycl_declared_aspects !12 {
  call void @ext_with_subprogram(), !dbg !30
  call void @ext_without_subprogram(), !dbg !31
  ret void
}
declare !dbg !21 !sycl_used_aspects !10 void @ext_with_subprogram()
declare !sycl_used_aspects !11 void @ext_without_subprogram()

!sycl_aspects = !{!0, !1}
!0 = !{!"fp64", i32 6}
!1 = !{!"atomic64", i32 28}
!10 = !{i32 6}
!11 = !{i32 28}
!12 = !{}
!llvm.dbg.cu = !{!40}
!llvm.module.flags = !{!41}
!40 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !42, emissionKind: FullDebug)
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !DIFile(filename: "dev.cpp", directory: "/src")
!43 = !DISubroutineType(types: !{})
!20 = distinct !DISubprogram(name: "kernel", scope: !42, file: !42, line: 9, type: !43, unit: !40, spFlags: DISPFlagDefinition)
!21 = !DISubprogram(name: "ext_with_subprogram", scope: !42, file: !42, line: 3, type: !43, spFlags: 0)
!30 = !DILocation(line: 10, column: 3, scope: !20)
!31 = !DILocation(line: 11, column: 3, scope: !20)
