; A `blockaddress` needs its function's body in the same module: the
; bitcode and text readers refuse one naming a declaration ("Never resolved
; function from blockaddress") though the verifier accepts it.
; - @early's body takes the address of a block in @late, which the module
;   lists after it, so @early is cloned first: the address must still name
;   @late's cloned block, not the input's.
; - @vf, a virtual function (indirectly-callable), would be declared in an
;   image defining no virtual function; an image reaching the address of one
;   of its blocks (through @table) holds its body instead.
; - @vf_goto, another virtual function, takes only its own blocks'
;   addresses: an image calling it without defining virtual functions
;   still only declares it.
; Every image is written as bitcode and read back.
; A block address is no way into its function (indirectbr jumps within the
; function running it): @vf's fp64 is not @uses_table's, which gets no
; warning that @vf "uses aspect 'fp64' not expected by its calling kernel"
; and no fp64 in its requirements; @calls_vf, which calls @vf, does.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=kernel -symbols -properties -o %t/k.table %s 2>&1 | FileCheck %s --implicit-check-not=warning
; RUN: %sycl-post-link --print-properties %t/k_2.prop | FileCheck %s --check-prefix=NO-FP64
; RUN: %sycl-post-link --print-properties %t/k_1.prop | FileCheck %s --check-prefix=FP64
; RUN: FileCheck %s --check-prefix=SYMS --match-full-lines < %t/k.table
; RUN: llvm-dis %t/k_2.bc -o - | FileCheck %s --check-prefix=TABLE
; RUN: llvm-dis %t/k_3.bc -o - | FileCheck %s --check-prefix=EARLY
; RUN: opt -passes=verify -disable-output %t/k_0.bc
; RUN: opt -passes=verify -disable-output %t/k_4.bc
; RUN: llvm-dis %t/k_4.bc -o - | FileCheck %s --check-prefix=GOTO
; RUN: %sycl-post-link -split=none -o %t/n.table %s
; RUN: opt -passes=verify -disable-output %t/n_0.bc

; CHECK: sycl-post-link: warning: function 'vf' uses aspect 'fp64' not expected by its calling kernel 'calls_vf'.

; NO-FP64: aspects = uint32[0] []
; FP64: aspects = uint32[1] [6]

; The entry points: @vf_goto and @vf (virtual functions), then the kernels.
; SYMS: {{.*}}k_0.bc|{{.*}}k_0.prop|{{.*}}k_0.sym
; SYMS: {{.*}}k_4.bc|{{.*}}k_4.prop|{{.*}}k_4.sym

; EARLY: define spir_func ptr @early()
; EARLY-NEXT: ret ptr blockaddress(@late, %target)
; EARLY: define spir_func void @late()

; GOTO: declare spir_func void @vf_goto()
; GOTO: define spir_kernel void @calls_vf()

; TABLE: @table = internal global ptr blockaddress(@vf, %label)
; TABLE: define spir_func void @vf() #{{[0-9]+}} !sycl_used_aspects
; TABLE: define spir_kernel void @uses_table(

target triple = "spir64-unknown-unknown"

@table = internal global ptr blockaddress(@vf, %label)

define spir_func ptr @early() {
  ret ptr blockaddress(@late, %target)
}

define spir_func void @late() {
entry:
  br label %target
target:
  ret void
}

define spir_func void @vf() #1 !sycl_used_aspects !0 {
entry:
  br label %label
label:
  ret void
}

define spir_kernel void @uses_early(ptr addrspace(1) %out) #0 {
  %p = call spir_func ptr @early()
  call spir_func void @late()
  store ptr %p, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @uses_table(ptr addrspace(1) %out) #0 {
  %p = load ptr, ptr @table
  store ptr %p, ptr addrspace(1) %out
  ret void
}

define spir_func void @vf_goto() #2 {
entry:
  indirectbr ptr blockaddress(@vf_goto, %there), [label %there]
there:
  ret void
}

define spir_kernel void @calls_vf() #0 {
  call spir_func void @vf()
  call spir_func void @vf_goto()
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="a.cpp" "indirectly-callable"="set-a" }
attributes #2 = { "indirectly-callable"="set-a" }

!sycl_aspects = !{!1}
!0 = !{i32 6}
!1 = !{!"fp64", i32 6}
