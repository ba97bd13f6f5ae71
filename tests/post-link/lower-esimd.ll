; -lower-esimd, which DPC++'s pipelines pass: DPC++ lowers ESIMD images only
; (sycl-post-link.cpp: `LowerEsimd && MD.isESIMD()`), so without ESIMD entry
; points the output is what it is without the option; with one the tool
; refuses (ESIMD lowering is not implemented) and writes nothing.
; RUN: rm -rf %t && mkdir %t && cd %t
; RUN: %sycl-post-link -lower-esimd -ir-output-only -S -o with.ll %s
; RUN: %sycl-post-link -ir-output-only -S -o without.ll %s
; RUN: cmp with.ll without.ll
; RUN: %sycl-post-link -lower-esimd -split=kernel -symbols -S -o split.table %s
; RUN: FileCheck %s --check-prefix=TABLE --match-full-lines < split.table
; RUN: cp %s esimd.ll && sed 's/^; ESIMD: //;t;d' %s >> esimd.ll
; RUN: not %sycl-post-link -lower-esimd -split=kernel -symbols -o esimd.table esimd.ll 2>&1 | FileCheck %s --check-prefix=ERROR
; RUN: not ls esimd.table esimd_0.bc
; RUN: %sycl-post-link -split=kernel -split-esimd -symbols -o esimd.table esimd.ll

; TABLE:      [Code|Symbols]
; TABLE-NEXT: split_0.ll|split_0.sym
; TABLE-NEXT: split_1.ll|split_1.sym
; ERROR: sycl-post-link: error: -lower-esimd: entry point 'esimd_kernel' is ESIMD code (!sycl_explicit_simd), and lowering ESIMD constructs (DPC++'s LowerESIMD passes) is not implemented; nothing was written

; ESIMD: define spir_kernel void @esimd_kernel() #0 !sycl_explicit_simd !0 { ret void }
; ESIMD: !0 = !{}

target triple = "spir64-unknown-unknown"

define spir_kernel void @k1() #0 {
  call spir_func void @helper()
  ret void
}

define spir_kernel void @k2() #0 {
  ret void
}

define spir_func void @helper() {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
