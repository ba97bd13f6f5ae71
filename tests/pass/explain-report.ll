; The explain report names, for every entry point, each required aspect
; with its origin and the shortest call chain, as JSON and as text.
; RUN: %opt -passes='sycl-propagate-aspects-usage<explain=%t.json>' -disable-output %s
; RUN: FileCheck --check-prefix=JSON %s < %t.json
; RUN: python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); assert r["schema"]=="sycl-aspects-explain/1"' %t.json
; RUN: %opt -passes='sycl-propagate-aspects-usage<explain=%t.txt>' -disable-output %s
; RUN: FileCheck --check-prefix=TEXT %s < %t.txt
%Half = type { half }
define spir_kernel void @_Z6kernelv() {
  call void @_Z6helperv(), !dbg !30
  call void @_Z8atomicfnv()
  ret void
}
define void @_Z6helperv() !dbg !20 {
  %d = fpext float 1.0 to double, !dbg !31
  %h = alloca %Half
  ret void
}
declare !sycl_used_aspects !10 void @_Z8atomicfnv()
!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"atomic64", i32 28}
!sycl_types_that_use_aspects = !{!3}
!3 = !{!"Half", i32 5}
!10 = !{i32 28}
!llvm.dbg.cu = !{!40}
!llvm.module.flags = !{!41}
!40 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !42, emissionKind: LineTablesOnly)
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !DIFile(filename: "k.cpp", directory: "/src")
!43 = !DISubroutineType(types: !{})
!20 = distinct !DISubprogram(name: "helper", scope: !42, file: !42, line: 5, type: !43, unit: !40, spFlags: DISPFlagDefinition)
!21 = distinct !DISubprogram(name: "kernel", scope: !42, file: !42, line: 10, type: !43, unit: !40, spFlags: DISPFlagDefinition)
!30 = !DILocation(line: 11, column: 3, scope: !21)
!31 = !DILocation(line: 6, column: 14, scope: !20)

; JSON: "schema": "sycl-aspects-explain/1"
; JSON: "function": "_Z6kernelv",
; JSON-NEXT: "demangled": "kernel()",
; JSON: "aspect": "fp16",
; JSON-NEXT: "value": 5,
; JSON-NEXT: "origin": {
; JSON-NEXT: "kind": "type",
; JSON-NEXT: "function": "_Z6helperv",
; JSON-NEXT: "demangled": "helper()",
; JSON-NEXT: "type": "Half",
; JSON: "aspect": "fp64",
; JSON: "kind": "double",
; JSON: "file": "k.cpp",
; JSON-NEXT: "line": 6,
; JSON-NEXT: "column": 14
; JSON: "aspect": "atomic64",
; JSON: "kind": "uses_aspects",
; JSON-NEXT: "function": "_Z8atomicfnv",

; TEXT: 'kernel()' requires:
; TEXT-NEXT:   fp16 (5): type Half used in 'helper()'
; TEXT-NEXT:       kernel()
; TEXT-NEXT:       helper() k.cpp:11:3
; TEXT-NEXT:   fp64 (6): double used at k.cpp:6:14 in 'helper()'
; TEXT-NEXT:       kernel()
; TEXT-NEXT:       helper() k.cpp:11:3
; TEXT-NEXT:   atomic64 (28): uses_aspects in 'atomicfn()'
; TEXT-NEXT:       kernel()
; TEXT-NEXT:       atomicfn()
