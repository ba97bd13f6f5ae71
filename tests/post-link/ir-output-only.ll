; -ir-output-only writes the module (every linkage kept, unreached
; definitions dropped) to -o and no table; -S writes
; text. With -split=none and -split=auto it is allowed (auto: DPC++'s
; sycl-external-funcs tests run it so); -split=kernel or source,
; -split-esimd, -symbols or -properties are DPC++'s errors, each naming the
; first option met in DPC++'s order (before, one message named all four,
; and -split=auto was refused).
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -ir-output-only -S -o %t/out.ll %s
; RUN: FileCheck %s < %t/out.ll
; RUN: opt -passes=verify -disable-output %t/out.ll
; RUN: ls %t | FileCheck %s --check-prefix=FILES --match-full-lines --implicit-check-not={{.}}
; RUN: %sycl-post-link -ir-output-only -split=none -o %t/out.bc %s
; RUN: llvm-dis %t/out.bc -o - | FileCheck %s
; RUN: %sycl-post-link -ir-output-only -split=auto -o %t/auto.bc %s
; RUN: llvm-dis %t/auto.bc -o - | FileCheck %s
; RUN: not %sycl-post-link -ir-output-only -split=kernel -o %t/x.bc %s 2>&1 | FileCheck %s --check-prefix=ERR-KERNEL
; RUN: not %sycl-post-link -ir-output-only -symbols -properties -split source -o %t/x.bc %s 2>&1 | FileCheck %s --check-prefix=ERR-SOURCE
; RUN: not %sycl-post-link -ir-output-only -properties -symbols -split-esimd -o %t/x.bc %s 2>&1 | FileCheck %s --check-prefix=ERR-ESIMD
; RUN: not %sycl-post-link -ir-output-only -properties -symbols -o %t/x.bc %s 2>&1 | FileCheck %s --check-prefix=ERR-SYMBOLS
; RUN: not %sycl-post-link -ir-output-only -properties -o %t/x.bc %s 2>&1 | FileCheck %s --check-prefix=ERR-PROPERTIES
; RUN: not ls %t/x.bc

; CHECK: define spir_kernel void @k()
; CHECK: define void @helper()
; CHECK-NOT: @unreached
; FILES:out.ll
; ERR-KERNEL: sycl-post-link: error: -split=kernel can't be used with -ir-output-only
; ERR-SOURCE: sycl-post-link: error: -split=source can't be used with -ir-output-only
; ERR-ESIMD: sycl-post-link: error: -split-esimd can't be used with -ir-output-only
; ERR-SYMBOLS: sycl-post-link: error: -symbols can't be used with -ir-output-only
; ERR-PROPERTIES: sycl-post-link: error: -properties can't be used with -ir-output-only

define spir_kernel void @k() {
  call void @helper()
  ret void
}
define void @helper() { ret void }
define void @unreached() { ret void }
