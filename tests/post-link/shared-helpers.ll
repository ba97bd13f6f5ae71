; Each image holds its entry points and everything they reach: a helper used
; by two images is cloned into both; a SYCL_EXTERNAL function (sycl-module-id)
; in another group appears twice: a copy in its caller's image and an entry
; point in its own. Everything keeps its linkage (DPC++'s cleanup runs no
; InternalizePass without -support-dynamic-linking); nothing unreached is
; declared. Every output verifies.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=auto -symbols -S -o %t/h.table %s
; RUN: FileCheck %s --check-prefix=M0 < %t/h_0.ll
; RUN: FileCheck %s --check-prefix=M1 < %t/h_1.ll
; RUN: FileCheck %s --check-prefix=S0 --match-full-lines --implicit-check-not={{.}} < %t/h_0.sym
; RUN: FileCheck %s --check-prefix=S1 --match-full-lines --implicit-check-not={{.}} < %t/h_1.sym
; RUN: opt -passes=verify -disable-output %t/h_0.ll
; RUN: opt -passes=verify -disable-output %t/h_1.ll

; S0:_Z6externv
; S1:k_plain

; M0-NOT: @k_plain
; M0-NOT: @table
; M0: define spir_func void @helper()
; M0: define dso_local spir_func void @_Z6externv() {{.*}}!sycl_used_aspects
; M0-NOT: @k_plain

; M1-NOT: @unused
; M1: @table = global [1 x ptr] [ptr @helper]
; M1: @alias = alias void (), ptr @helper
; M1: define spir_kernel void @k_plain()
; M1: define spir_func void @helper()
; M1: define dso_local spir_func void @_Z6externv() {{.*}}!sycl_used_aspects
; M1-NOT: @unused

target triple = "spir64-unknown-unknown"

@table = global [1 x ptr] [ptr @helper]
@alias = alias void (), ptr @helper

define spir_kernel void @k_plain() {
  call void @alias()
  call spir_func void @_Z6externv()
  %p = load ptr, ptr @table
  ret void
}

define spir_func void @helper() { ret void }

define dso_local spir_func void @_Z6externv() #0 !sycl_used_aspects !1 {
  call void @helper()
  ret void
}

define spir_func void @unused() { ret void }

attributes #0 = { "sycl-module-id"="b.cpp" }
!sycl_aspects = !{!10}
!1 = !{i32 6}
!10 = !{!"fp64", i32 6}
