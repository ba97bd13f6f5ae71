; -split=source groups by sycl-module-id then features; -split=kernel gives
; one image per entry point (ordered by name, largest first, as DPC++'s
; keyed map does); -split=none and a missing -split give one image.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=source -symbols -o %t/src.table %s
; RUN: cat %t/src_0.sym %t/src_1.sym %t/src_2.sym | FileCheck %s --check-prefix=SOURCE --match-full-lines
; RUN: not ls %t/src_3.sym
; RUN: %sycl-post-link -split=kernel -symbols -o %t/k.table %s
; RUN: cat %t/k_0.sym %t/k_1.sym %t/k_2.sym %t/k_3.sym | FileCheck %s --check-prefix=KERNEL --match-full-lines
; RUN: not ls %t/k_4.sym
; RUN: %sycl-post-link -split=none -symbols -o %t/n.table %s
; RUN: FileCheck %s --check-prefix=NONE --match-full-lines --implicit-check-not={{.}} < %t/n_0.sym
; RUN: not ls %t/n_1.sym
; RUN: %sycl-post-link -symbols -o %t/d.table %s
; RUN: diff %t/n_0.sym %t/d_0.sym

; y.cpp sorts after x.cpp; within x.cpp, fp64 before nothing.
; SOURCE:_Z2y1v
; SOURCE-NEXT:_Z2x2v
; SOURCE-NEXT:_Z2x1v
; SOURCE-NEXT:_Z2x3v

; KERNEL:_Z2y1v
; KERNEL-NEXT:_Z2x3v
; KERNEL-NEXT:_Z2x2v
; KERNEL-NEXT:_Z2x1v

; NONE:_Z2x1v
; NONE-NEXT:_Z2x2v
; NONE-NEXT:_Z2y1v
; NONE-NEXT:_Z2x3v

target triple = "spir64-unknown-unknown"

define spir_func void @_Z2x1v() #0 { ret void }
define spir_func void @_Z2x2v() #0 !sycl_used_aspects !1 { ret void }
define spir_func void @_Z2y1v() #1 { ret void }
define spir_func void @_Z2x3v() #0 { ret void }

attributes #0 = { "sycl-module-id"="x.cpp" }
attributes #1 = { "sycl-module-id"="y.cpp" }
!1 = !{i32 6}
