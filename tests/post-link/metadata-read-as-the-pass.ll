; sycl-post-link reads a function's size and aspect metadata as the pass
; does, so an image requires what the pass checked: a 64-bit work-group
; size is kept whole by both; an aspect list with an operand that is no i32
; keeps its other aspects in both (before, post-link dropped the whole
; list, and the image of @asp required no fp64), each bad operand reported
; in the same words.
; RUN: rm -rf %t && mkdir %t
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t/out.ll 2> %t/pass.err
; RUN: FileCheck %s --check-prefix=PASS-IR < %t/out.ll
; RUN: FileCheck %s --check-prefix=WARN < %t/pass.err
; RUN: %sycl-post-link -split=kernel -properties -o %t/p.table %s 2> %t/post.err
; RUN: FileCheck %s --check-prefix=WARN < %t/post.err
; RUN: %sycl-post-link --print-properties %t/p_0.prop | FileCheck %s --check-prefix=WG
; RUN: %sycl-post-link --print-properties %t/p_1.prop | FileCheck %s --check-prefix=ASP

; PASS-IR-DAG: define spir_kernel void @wg() {{.*}}!reqd_work_group_size ![[WGMD:[0-9]+]]
; PASS-IR-DAG: define spir_kernel void @asp() {{.*}}!sycl_used_aspects ![[ASPMD:[0-9]+]]
; PASS-IR-DAG: ![[WGMD]] = !{i64 4294967296, i32 1, i32 1}
; PASS-IR-DAG: ![[ASPMD]] = !{i32 6}
; WARN: ignoring malformed !sycl_used_aspects on function 'asp': value 99999999999 does not fit in i32
; WG: reqd_work_group_size_uint64_t = uint64[3] [4294967296, 1, 1]
; ASP: aspects = uint32[1] [6]

target triple = "spir64-unknown-unknown"

define spir_kernel void @wg() #0 !reqd_work_group_size !0 { ret void }
define spir_kernel void @asp() #0 !sycl_used_aspects !1 { ret void }

attributes #0 = { "sycl-module-id"="a.cpp" }

!sycl_aspects = !{!2}
!0 = !{i64 4294967296, i32 1, i32 1}
!1 = !{i32 6, i64 99999999999}
!2 = !{!"fp64", i32 6}
