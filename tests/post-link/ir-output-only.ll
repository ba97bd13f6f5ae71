; -ir-output-only writes the module (every linkage kept, unreached
; definitions dropped) to -o and no table; -S writes
; text. With -split=none it is allowed; a real split, -symbols or
; -properties are DPC++'s error.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -ir-output-only -S -o %t/out.ll %s
; RUN: FileCheck %s < %t/out.ll
; RUN: opt -passes=verify -disable-output %t/out.ll
; RUN: ls %t | FileCheck %s --check-prefix=FILES --match-full-lines --implicit-check-not={{.}}
; RUN: %sycl-post-link -ir-output-only -split=none -o %t/out.bc %s
; RUN: llvm-dis %t/out.bc -o - | FileCheck %s
; RUN: not %sycl-post-link -ir-output-only -split=kernel -o %t/x.bc %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not %sycl-post-link -ir-output-only -symbols -o %t/x.bc %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not %sycl-post-link -ir-output-only -properties -o %t/x.bc %s 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK: define spir_kernel void @k()
; CHECK: define void @helper()
; CHECK-NOT: @unreached
; FILES:out.ll
; ERR: sycl-post-link: error: -split, -symbols, -properties, -split-esimd can't be used with -ir-output-only

define spir_kernel void @k() {
  call void @helper()
  ret void
}
define void @helper() { ret void }
define void @unreached() { ret void }
