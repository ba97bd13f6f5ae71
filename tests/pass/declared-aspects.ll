; device_has: declared aspects count as used by the function and its
; callers in the metadata; a function using an aspect it does not declare is
; warned about once per aspect with a shortest call chain, locations from
; debug info and demangled names. As in DPC++, the check looks at what is
; used, before callees' declared aspects are merged: calling a function
; whose device_has lists another aspect is no warning by itself (before:
; it was), calling one that uses it is.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll 2> %t.err
; RUN: FileCheck --check-prefix=IR %s < %t.ll
; RUN: FileCheck --check-prefix=WARN %s < %t.err
; RUN: FileCheck --check-prefix=CLEAN %s < %t.err
; CLEAN-NOT: invalid debug info
; RUN: %opt -passes=verify -disable-output %t.ll

; foo() declares fp16; it calls bar() which calls boo() which uses double.
; A longer path foo -> long1 -> long2 -> boo exists; the chain is the short one.
; IR: define void @_Z3foov() {{.*}}!sycl_declared_aspects ![[FP16:[0-9]+]] !sycl_used_aspects ![[FP16_FP64:[0-9]+]]
define void @_Z3foov() !dbg !20 !sycl_declared_aspects !10 {
  call void @_Z5long1v(), !dbg !30
  call void @_Z3bari(i32 1), !dbg !31
  ret void
}
define void @_Z3bari(i32 %x) !dbg !21 {
  call void @_Z3boov(), !dbg !32
  ret void
}
define void @_Z5long1v() !dbg !22 {
  call void @_Z5long2v(), !dbg !33
  ret void
}
define void @_Z5long2v() !dbg !24 {
  call void @_Z3boov(), !dbg !35
  ret void
}
define void @_Z3boov() !dbg !23 {
  %d = fadd double 1.0, 2.0, !dbg !34
  ret void
}
; A callee's declared aspects are used by its callers (metadata), and are
; not checked against the caller's device_has (DPC++'s validation order).
; IR: define void @_Z6callerv() !sycl_declared_aspects ![[EMPTY:[0-9]+]] !sycl_used_aspects ![[ATOMIC64:[0-9]+]]
define void @_Z6callerv() !sycl_declared_aspects !11 {
  call void @_Z8declaredv()
  ret void
}
; IR: declare !sycl_declared_aspects ![[ATOMIC64]] !sycl_used_aspects ![[ATOMIC64]] void @_Z8declaredv()
declare !sycl_declared_aspects !12 void @_Z8declaredv()

; A caller whose device_has lacks what its device_has callee uses: warned,
; with the chain to the use (not to the callee's list).
define void @_Z7caller2v() !sycl_declared_aspects !11 {
  call void @_Z14declared_usingv()
  ret void
}
define void @_Z14declared_usingv() !sycl_declared_aspects !13 {
  %d = fadd double 1.0, 2.0
  ret void
}

; A kernel wrapper whose device_has was copied from the operator() it calls
; is not warned about a second time.
define spir_kernel void @kernel_wrapper() !sycl_declared_aspects !10 {
  call void @_ZNK3FooclEv()
  ret void
}
define void @_ZNK3FooclEv() !sycl_declared_aspects !10 {
  %d = fadd double 1.0, 2.0
  ret void
}

; WARN: hw.cpp:27:4: function 'foo()' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
; WARN-NEXT: use is from this call chain:
; WARN-NEXT:   foo()
; WARN-NEXT:   bar(int) hw.cpp:15:3
; WARN-NEXT:   boo() hw.cpp:25:5
; WARN-NOT: compile with '-g'
; The module has debug information (llvm.dbg.cu): a location that is still
; missing (this call has no !dbg) is not for want of -g, so no hint.
; WARN-NOT: function 'caller()' uses
; WARN: warning: function 'caller2()' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
; WARN-NEXT: use is from this call chain:
; WARN-NEXT:   caller2()
; WARN-NEXT:   declared_using(){{$}}
; WARN-NOT: compile with '-g'
; The kernel wrapper's warning would come before operator()'s (module order).
; WARN-NOT: kernel_wrapper
; WARN: warning: function 'Foo::operator()() const' uses aspect 'fp64'
; WARN-NOT: kernel_wrapper
; WARN-NOT: warning

!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"atomic64", i32 28}
!10 = !{i32 5}
!11 = !{}
!12 = !{i32 28}
!13 = !{i32 6}
; IR-DAG: ![[FP16]] = !{i32 5}
; DPC++'s order: used aspects (fp64) first, then declared ones (fp16).
; IR-DAG: ![[FP16_FP64]] = !{i32 6, i32 5}
; IR-DAG: ![[EMPTY]] = !{}
; IR-DAG: ![[ATOMIC64]] = !{i32 28}

!llvm.dbg.cu = !{!40}
!llvm.module.flags = !{!41}
!40 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !42, emissionKind: LineTablesOnly)
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !DIFile(filename: "hw.cpp", directory: "/src")
!43 = !DISubroutineType(types: !{})
!20 = distinct !DISubprogram(name: "foo", scope: !42, file: !42, line: 10, type: !43, unit: !40, spFlags: DISPFlagDefinition)
!21 = distinct !DISubprogram(name: "bar", scope: !42, file: !42, line: 14, type: !43, unit: !40, spFlags: DISPFlagDefinition)
!22 = distinct !DISubprogram(name: "long", scope: !42, file: !42, line: 18, type: !43, unit: !40, spFlags: DISPFlagDefinition)
!23 = distinct !DISubprogram(name: "boo", scope: !42, file: !42, line: 24, type: !43, unit: !40, spFlags: DISPFlagDefinition)
!24 = distinct !DISubprogram(name: "long2", scope: !42, file: !42, line: 20, type: !43, unit: !40, spFlags: DISPFlagDefinition)
!30 = !DILocation(line: 12, column: 3, scope: !20)
!31 = !DILocation(line: 15, column: 3, scope: !20)
!32 = !DILocation(line: 25, column: 5, scope: !21)
!33 = !DILocation(line: 19, column: 3, scope: !22)
!34 = !DILocation(line: 27, column: 4, scope: !23)
!35 = !DILocation(line: 21, column: 3, scope: !24)
