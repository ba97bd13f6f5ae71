; Linkage in split images, as DPC++'s ModuleDesc::cleanup sets it (intel/llvm
; llvm/lib/SYCLLowerIR/ModuleSplitter.cpp at b76601c5; its device-code-split
; tests expect the input's linkage at every stored revision).
;
; By default nothing is internalized: a helper and a SYCL_EXTERNAL function
; copied into another group's image keep their linkage (dso_local, comdat).
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=source -symbols -S -o %t/s.table %s
; RUN: FileCheck %s --check-prefix=SRC0 < %t/s_0.ll
; RUN: FileCheck %s --check-prefix=SRC1 < %t/s_1.ll
; RUN: %sycl-post-link -split=source -emit-only-kernels-as-entry-points -symbols -S -o %t/k.table %s
; RUN: FileCheck %s --check-prefix=ONLY-KERNELS < %t/k_0.ll
; RUN: %sycl-post-link -ir-output-only -S -o %t/ir.ll %s
; RUN: FileCheck %s --check-prefix=IR < %t/ir.ll
;
; -support-dynamic-linking (DPC++'s mustPreserveGV and dependency graph):
; a function another image may import (SYCL_EXTERNAL, name not starting
; with "__") is declared in the images calling it, not copied; other
; function definitions become internal, except kernels and what
; InternalizePass leaves (available_externally, already local); variables
; keep their linkage.
; RUN: %sycl-post-link -split=source -support-dynamic-linking -symbols -S -o %t/d.table %s
; RUN: FileCheck %s --check-prefix=DYN0 < %t/d_0.ll
; RUN: FileCheck %s --check-prefix=DYN1 < %t/d_1.ll
; RUN: opt -passes=verify -disable-output %t/d_0.ll
; RUN: opt -passes=verify -disable-output %t/d_1.ll
; RUN: opt -passes=verify -disable-output %t/s_0.ll

; SRC0: $_Z5tmplIiEvv = comdat any
; SRC0: @counter = global i32 0
; SRC0-DAG: define spir_kernel void @kernel_b()
; SRC0-DAG: define dso_local spir_func void @helper()
; SRC0-DAG: define linkonce_odr spir_func void @_Z5tmplIiEvv() comdat
; SRC0-DAG: define dso_local spir_func void @sycl_external()
; SRC0-DAG: define spir_func void @called_indirectly()
; SRC1-DAG: define spir_kernel void @kernel_a()
; SRC1-DAG: define dso_local spir_func void @sycl_external()
; SRC1-DAG: define dso_local spir_func void @helper()
; ONLY-KERNELS-DAG: define spir_kernel void @kernel_b()
; ONLY-KERNELS-DAG: define dso_local spir_func void @sycl_external()
; IR-DAG: define dso_local spir_func void @helper()
; IR-DAG: define dso_local spir_func void @__internal_external()

; DYN0-NOT: comdat
; DYN0-DAG: define spir_kernel void @kernel_b()
; DYN0-DAG: define internal spir_func void @_Z5tmplIiEvv()
; DYN0-DAG: declare dso_local spir_func void @sycl_external()
; DYN0-DAG: define internal spir_func void @called_indirectly()
; DYN0-DAG: define available_externally spir_func void @inline_only()
; DYN1-DAG: @counter = global i32 0
; DYN1-DAG: define spir_kernel void @kernel_a()
; DYN1-DAG: define dso_local spir_func void @sycl_external()
; DYN1-DAG: define internal spir_func void @helper()
; DYN1-DAG: define internal spir_func void @__internal_external()

target triple = "spir64-unknown-unknown"

$_Z5tmplIiEvv = comdat any

@counter = global i32 0

define dso_local spir_func void @helper() {
  store i32 1, ptr @counter
  ret void
}
define linkonce_odr spir_func void @_Z5tmplIiEvv() comdat {
  ret void
}
define dso_local spir_func void @sycl_external() #0 {
  call spir_func void @helper()
  ret void
}
; SYCL_EXTERNAL, but not importable: its name starts with "__".
define dso_local spir_func void @__internal_external() #0 {
  ret void
}
define available_externally spir_func void @inline_only() {
  ret void
}
define spir_func void @called_indirectly() #2 { ret void }
define spir_kernel void @kernel_a() #0 {
  call spir_func void @helper()
  call spir_func void @__internal_external()
  ret void
}
define spir_kernel void @kernel_b() #1 {
  call spir_func void @_Z5tmplIiEvv()
  call spir_func void @sycl_external()
  call spir_func void @called_indirectly()
  call spir_func void @inline_only()
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="b.cpp" }
attributes #2 = { "referenced-indirectly" }
