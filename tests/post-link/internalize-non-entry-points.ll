; Linkage in split images, as DPC++'s newest revision sets it (its
; ModuleDesc::cleanup runs InternalizePass with mustPreserveGV): a function
; that is not an entry point of its image becomes internal, a SYCL_EXTERNAL
; function too when it is copied into another image where it is no entry
; point; kernels, the image's own SYCL_EXTERNAL entry points and functions
; another image may call (referenced-indirectly, indirectly-callable) keep
; their linkage; global variables keep theirs. With
; -emit-only-kernels-as-entry-points SYCL_EXTERNAL functions are never entry
; points. (An earlier DPC++ revision kept every linkage; docs/post-link.md.)
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=source -symbols -S -o %t/s.table %s
; RUN: FileCheck %s --check-prefix=SRC0 < %t/s_0.ll
; RUN: FileCheck %s --check-prefix=SRC1 < %t/s_1.ll
; RUN: %sycl-post-link -split=source -emit-only-kernels-as-entry-points -symbols -S -o %t/k.table %s
; RUN: FileCheck %s --check-prefix=ONLY-KERNELS < %t/k_0.ll

; SRC0: @counter = global i32 0
; SRC0-DAG: define spir_kernel void @kernel_b()
; SRC0-DAG: define internal spir_func void @helper()
; SRC0-DAG: define internal spir_func void @sycl_external()
; SRC0-DAG: define spir_func void @called_indirectly()
; SRC1-DAG: define spir_kernel void @kernel_a()
; SRC1-DAG: define spir_func void @sycl_external()
; SRC1-DAG: define internal spir_func void @helper()
; ONLY-KERNELS-DAG: define spir_kernel void @kernel_b()
; ONLY-KERNELS-DAG: define internal spir_func void @sycl_external()

target triple = "spir64-unknown-unknown"

@counter = global i32 0

define spir_func void @helper() {
  store i32 1, ptr @counter
  ret void
}
define spir_func void @sycl_external() #0 {
  call spir_func void @helper()
  ret void
}
define spir_func void @called_indirectly() #2 { ret void }
define spir_kernel void @kernel_a() #0 {
  call spir_func void @helper()
  ret void
}
define spir_kernel void @kernel_b() #1 {
  call spir_func void @sycl_external()
  call spir_func void @called_indirectly()
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="b.cpp" }
attributes #2 = { "referenced-indirectly" }
