; DPC++'s code-generation attributes are part of the group key: kernels that
; differ only in `indirectly-callable`, `sycl-register-alloc-mode` or
; `sycl-grf-size` get images of their own; the same values bundle.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=auto -symbols -o %t/c.table %s
; RUN: cat %t/c_0.sym %t/c_1.sym %t/c_2.sym %t/c_3.sym | FileCheck %s --match-full-lines
; RUN: not ls %t/c_4.sym

target triple = "spir64-unknown-unknown"

define spir_kernel void @plain() { ret void }
define spir_kernel void @callable() #0 { ret void }
define spir_kernel void @alloc() #1 { ret void }
define spir_kernel void @grf() #2 { ret void }
define spir_kernel void @grf_again() #2 { ret void }
define spir_kernel void @plain_again() { ret void }

attributes #0 = { "indirectly-callable"="set" }
attributes #1 = { "sycl-register-alloc-mode"="2" }
attributes #2 = { "sycl-grf-size"="256" }

; Numbered from the largest key down: "-set--" > "--2-" > "---256" > "----".
; CHECK:callable
; CHECK-NEXT:alloc
; CHECK-NEXT:grf
; CHECK-NEXT:grf_again
; CHECK-NEXT:plain
; CHECK-NEXT:plain_again
