; -split=auto bundles entry points with the same used ∪ declared aspects;
; DPC++'s order numbers the group whose key sorts last first (a group needing
; an aspect before the group needing none). Symbols list entry points in
; module order.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=auto -symbols -o %t/out.table %s
; RUN: FileCheck %s --check-prefix=TABLE --match-full-lines --strict-whitespace < %t/out.table
; RUN: FileCheck %s --check-prefix=SYM0 --match-full-lines --implicit-check-not={{.}} < %t/out_0.sym
; RUN: FileCheck %s --check-prefix=SYM1 --match-full-lines --implicit-check-not={{.}} < %t/out_1.sym
; RUN: FileCheck %s --check-prefix=SYM2 --match-full-lines --implicit-check-not={{.}} < %t/out_2.sym
; RUN: not ls %t/out_3.bc
; RUN: for f in %t/out_0.bc %t/out_1.bc %t/out_2.bc; do opt -passes=verify -disable-output $f || exit 1; done

; TABLE:[Code|Symbols]
; TABLE-NEXT:{{.*}}/out_0.bc|{{.*}}/out_0.sym
; TABLE-NEXT:{{.*}}/out_1.bc|{{.*}}/out_1.sym
; TABLE-NEXT:{{.*}}/out_2.bc|{{.*}}/out_2.sym
; TABLE-EMPTY:

; Key "-6-28": fp64 and atomic64, used or declared.
; SYM0:uses_both
; SYM0-NEXT:declares_fp64_uses_atomic64
; Key "-6": fp64 only.
; SYM1:uses_fp64
; SYM1-NEXT:declares_fp64
; No aspects.
; SYM2:plain
; SYM2-NEXT:plain2

target triple = "spir64-unknown-unknown"

define spir_kernel void @plain() { ret void }
define spir_kernel void @uses_fp64() !sycl_used_aspects !1 { ret void }
define spir_kernel void @uses_both() !sycl_used_aspects !2 { ret void }
define spir_kernel void @declares_fp64() !sycl_declared_aspects !1 { ret void }
define spir_kernel void @declares_fp64_uses_atomic64() !sycl_declared_aspects !1 !sycl_used_aspects !3 { ret void }
define spir_kernel void @plain2() { ret void }

!sycl_aspects = !{!10, !11}
!1 = !{i32 6}
!2 = !{i32 28, i32 6}
!3 = !{i32 28}
!10 = !{!"fp64", i32 6}
!11 = !{!"atomic64", i32 28}
