; Calls through aliases and ifuncs reach the function that runs. Clang
; emits a complete-object constructor/destructor (C1/D1) as an alias of the
; base-object one (C2/D2): the kernel must see the double inside it. Aliases
; of aliases, casts of aliases, conditional-call actions named by an alias
; and ifuncs whose resolver returns constant functions are followed; an
; ifunc whose targets are unknown is reported, not silently dropped.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o %t.ll 2> %t.err
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck --check-prefix=IR %s < %t.ll
; RUN: FileCheck --check-prefix=WARN %s < %t.err

%struct.Foo = type { double }

; IR: define spir_kernel void @kernel() {{.*}}!sycl_used_aspects ![[FP64:[0-9]+]]
define spir_kernel void @kernel() !sycl_declared_aspects !11 {
  %f = alloca i8
  call void @_ZN3FooC1Ev(ptr %f)
  ret void
}
; The base-object constructor: the double is here.
; IR: define void @_ZN3FooC2Ev(ptr %this) !sycl_used_aspects ![[FP64]]
define void @_ZN3FooC2Ev(ptr %this) {
  %d = fadd double 1.0, 2.0
  ret void
}
@_ZN3FooC1Ev = alias void (ptr), ptr @_ZN3FooC2Ev

; An alias of an alias, called through an address-space cast.
; IR: define void @via_alias_chain() !sycl_used_aspects ![[ATOMIC64:[0-9]+]]
define void @via_alias_chain() {
  call addrspace(4) void addrspacecast (ptr @second to ptr addrspace(4))()
  ret void
}
define void @atomic64_user() !sycl_used_aspects !12 {
  ret void
}
@first = alias void (), ptr @atomic64_user
@second = alias void (), ptr @first

; An ifunc whose resolver picks one of two constant functions: both are
; possible targets.
; IR: define void @via_ifunc() !sycl_used_aspects ![[FP16_ATOMIC64:[0-9]+]]
define void @via_ifunc() {
  call void @picked()
  ret void
}
define void @fp16_user() !sycl_used_aspects !10 {
  ret void
}
define internal ptr @pick(i1 %which) {
  %r = select i1 %which, ptr @fp16_user, ptr @first
  ret ptr %r
}
@picked = ifunc void (), ptr @pick

; An ifunc whose resolver returns a loaded pointer: reported.
; IR: define void @via_unknown_ifunc() {
define void @via_unknown_ifunc() {
  call void @unknown()
  ret void
}
@table = global ptr null
define internal ptr @pick_unknown() {
  %p = load ptr, ptr @table
  ret ptr %p
}
@unknown = ifunc void (), ptr @pick_unknown

; A conditional call whose action is an alias.
; IR: define void @conditional() !sycl_conditionally_used_aspects ![[COND:[0-9]+]]
define void @conditional() {
  call void @call_if_on_device_conditionally(ptr @action_alias, ptr null, i32 6)
  ret void
}
define void @action(ptr %0) {
  %d = fadd double 1.0, 1.0
  ret void
}
@action_alias = alias void (ptr), ptr @action
declare void @call_if_on_device_conditionally(ptr, ptr, i32) #0
attributes #0 = { "sycl-call-if-on-device-conditionally"="true" }

; A load from a global variable named through an alias uses its type.
; IR: define void @alias_of_variable() !sycl_used_aspects ![[FP64]]
define void @alias_of_variable() {
  %v = load i8, ptr @foo_alias
  ret void
}
@foo_global = global %struct.Foo zeroinitializer
@foo_alias = alias %struct.Foo, ptr @foo_global

; WARN: warning: sycl-propagate-aspects-usage: function 'via_unknown_ifunc': the targets of ifunc 'unknown' are unknown (its resolver returns a value computed at run time); aspects of the functions it may call are not propagated
; The chain names the constructor as the kernel called it (C1).
; WARN: warning: function 'kernel' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
; WARN-NEXT: use is from this call chain:
; WARN-NEXT:   kernel{{$}}
; WARN-NEXT:   Foo::Foo(){{$}}

!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!2 = !{!"atomic64", i32 28}
!10 = !{i32 5}
!11 = !{}
!12 = !{i32 28}
; IR-DAG: ![[FP64]] = !{i32 6}
; IR-DAG: ![[ATOMIC64]] = !{i32 28}
; IR-DAG: ![[FP16_ATOMIC64]] = !{i32 5, i32 28}
; IR-DAG: ![[COND]] = !{![[ENTRY:[0-9]+]]}
; The condition list {6} and the aspect list {fp64} are one node.
; IR-DAG: ![[ENTRY]] = !{![[FP64]], ![[FP64]]}
