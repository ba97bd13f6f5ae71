; Virtual functions (`indirectly-callable`) are defined only in the image of
; their set and declared in the images that use them, as DPC++'s
; ModuleDesc::cleanup does (intel/llvm llvm/lib/SYCLLowerIR/ModuleSplitter.cpp
; at 032dee01: bodies deleted unless the image defines virtual functions,
; where they become external; tests internalize/exceptions.ll and
; virtual-functions/module-cleanup-comdat.ll). What only a virtual function
; calls is not copied into the images that merely declare it; a declaration
; has no comdat. They are entry points even with
; -emit-only-kernels-as-entry-points.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=source -emit-only-kernels-as-entry-points -symbols -S -o %t/s.table %s
; RUN: FileCheck %s --check-prefix=SYM1 --match-full-lines < %t/s_1.sym
; RUN: FileCheck %s --check-prefix=IMG0 --implicit-check-not=@vf_helper < %t/s_0.ll
; RUN: FileCheck %s --check-prefix=VF < %t/s_1.ll
; RUN: FileCheck %s --check-prefix=IMG2 --implicit-check-not=@vf_helper < %t/s_2.ll
; RUN: opt -passes=verify -disable-output %t/s_0.ll
; RUN: opt -passes=verify -disable-output %t/s_1.ll
; RUN: %sycl-post-link -split=kernel -S -o %t/k.table %s
; RUN: FileCheck %s --check-prefix=IMG0 --implicit-check-not=@vf_helper < %t/k_0.ll
; RUN: FileCheck %s --check-prefix=VF < %t/k_2.ll
; -split=none: the one image holds the virtual function's set, so it is
; defined there.
; RUN: %sycl-post-link -split=none -S -o %t/n.table %s
; RUN: FileCheck %s --check-prefix=VF < %t/n_0.ll

; SYM1:_Z2vfv

; IMG0: @vtable = linkonce_odr addrspace(1) constant
; IMG0: declare spir_func void @_Z2vfv()
; IMG0-NOT: comdat
; IMG0: define spir_kernel void @kernelB(

; VF: $_Z2vfv = comdat any
; VF-DAG: define spir_func void @vf_helper()
; VF-DAG: define spir_func void @_Z2vfv() #{{[0-9]+}} comdat

; IMG2: declare spir_func void @_Z2vfv()
; IMG2: define spir_kernel void @kernelA()

target triple = "spir64-unknown-unknown"

$_Z2vfv = comdat any

@vtable = linkonce_odr addrspace(1) constant [1 x ptr] [ptr @_Z2vfv]

define spir_func void @vf_helper() {
  ret void
}

define linkonce_odr spir_func void @_Z2vfv() #2 comdat {
  call spir_func void @vf_helper()
  ret void
}

define spir_kernel void @kernelA() #0 {
  call spir_func void @_Z2vfv()
  ret void
}

define spir_kernel void @kernelB(ptr addrspace(1) %out) #1 {
  store ptr addrspace(1) @vtable, ptr addrspace(1) %out
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="b.cpp" }
attributes #2 = { "sycl-module-id"="a.cpp" "indirectly-callable"="set-a" }
