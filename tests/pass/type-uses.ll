; Every way an instruction or signature can use a type: the aspect of a
; decorated struct reaches the function through struct elements, arrays and
; vectors, but not through pointers; double means fp64.
; RUN: %opt -passes=sycl-propagate-aspects-usage,verify -S %s -o - | FileCheck %s

%Half = type { half }
%InStruct = type { i32, %Half }
%InArray = type { [4 x %Half] }
%Other = type { i32 }
%PtrOnly = type { ptr }
%HasDouble = type { double }

@global = global %InStruct zeroinitializer
@global_arr = global [2 x %Other] zeroinitializer

; CHECK-DAG: define void @by_alloca() !sycl_used_aspects ![[FP16:[0-9]+]]
define void @by_alloca() {
  %a = alloca %InArray
  ret void
}
; CHECK-DAG: define void @by_gep(ptr %p) !sycl_used_aspects ![[FP16]]
define void @by_gep(ptr %p) {
  %g = getelementptr %InStruct, ptr %p, i32 0, i32 0
  ret void
}
; CHECK-DAG: define void @by_global() !sycl_used_aspects ![[FP16]]
define void @by_global() {
  %v = load i32, ptr @global
  ret void
}
; CHECK-DAG: define void @by_global_behind_cast() !sycl_used_aspects ![[FP16]]
define void @by_global_behind_cast() {
  %v = load i32, ptr addrspace(4) addrspacecast (ptr @global to ptr addrspace(4))
  ret void
}
; CHECK-DAG: define void @by_constant_gep() !sycl_used_aspects ![[FP16]]
define void @by_constant_gep() {
  %v = load i32, ptr getelementptr (%InStruct, ptr null, i32 1)
  ret void
}
; CHECK-DAG: define %Half @by_return_type() !sycl_used_aspects ![[FP16]]
define %Half @by_return_type() {
  ret %Half zeroinitializer
}
; CHECK-DAG: define void @by_param(%Half %h) !sycl_used_aspects ![[FP16]]
define void @by_param(%Half %h) {
  ret void
}
declare void @takes_half(%Half)
; CHECK-DAG: define void @by_callee_type() !sycl_used_aspects ![[FP16]]
define void @by_callee_type() {
  call void @takes_half(%Half zeroinitializer)
  ret void
}
; CHECK-DAG: define void @by_vector() !sycl_used_aspects ![[FP64:[0-9]+]]
define void @by_vector() {
  %v = fadd <2 x double> zeroinitializer, zeroinitializer
  ret void
}
; CHECK-DAG: define void @by_struct_with_double() !sycl_used_aspects ![[FP64]]
define void @by_struct_with_double() {
  %a = alloca %HasDouble
  ret void
}
; CHECK-DAG: define void @by_operand(double %d) !sycl_used_aspects ![[FP64]]
define void @by_operand(double %d) {
  ret void
}
; Pointers hide the pointee: no aspects.
; CHECK-DAG: define void @pointer_only(ptr %p) {
define void @pointer_only(ptr %p) {
  %a = alloca %PtrOnly
  %b = alloca ptr
  %c = alloca [2 x %Other]
  %v = load i32, ptr @global_arr
  ret void
}

!sycl_aspects = !{!0, !1}
!0 = !{!"fp16", i32 5}
!1 = !{!"fp64", i32 6}
!sycl_types_that_use_aspects = !{!2}
!2 = !{!"Half", i32 5}
; CHECK-DAG: ![[FP16]] = !{i32 5}
; CHECK-DAG: ![[FP64]] = !{i32 6}
