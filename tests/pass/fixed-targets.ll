; Entry points (spir_kernel, or sycl-module-id outside the __spirv_/__sycl_
; builtins; definitions only) get !sycl_fixed_targets: the target names, or
; an empty list without fixed targets. A builtin is, as in DPC++'s pass
; (isSpirvSyclBuiltin), a mangled name whose identifier starts with __spirv_
; or __sycl_ (the stand-ins of SPIR-V builtins are linkonce_odr
; `_Z20__spirv_GlobalSize_xv`); an unmangled name never is.
; RUN: %opt -passes=sycl-propagate-aspects-usage -S %s -o - | FileCheck --check-prefix=NONE %s
; RUN: %opt -passes='sycl-propagate-aspects-usage<fixed-targets=intel_gpu_pvc;spir64_x86_64>' -S %s -o - | FileCheck --check-prefix=TWO %s
; RUN: %opt -load=%plugin -sycl-propagate-aspects-usage-fixed-targets=intel_gpu_pvc,spir64_x86_64 -passes=sycl-propagate-aspects-usage -S %s -o - | FileCheck --check-prefix=TWO %s
; DPC++'s form: device-type aspect names, written as the module's values of
; those names (!sycl_aspects below numbers them 1 and 2).
; RUN: %opt -load=%plugin -sycl-propagate-aspects-usage-fixed-targets=cpu,gpu -passes=sycl-propagate-aspects-usage -S %s -o %t.dpcpp.ll
; RUN: FileCheck --check-prefix=DPCPP %s < %t.dpcpp.ll
; The outputs pass the verifier.
; RUN: %opt -passes=verify -disable-output %t.dpcpp.ll
; RUN: %opt '-passes=sycl-propagate-aspects-usage<fixed-targets=intel_gpu_pvc;spir64_x86_64>' -S %s -o %t.two.ll
; RUN: %opt -passes=verify -disable-output %t.two.ll

; NONE: define spir_kernel void @kernel() !sycl_fixed_targets ![[EMPTY:[0-9]+]]
; TWO: define spir_kernel void @kernel() !sycl_fixed_targets ![[TARGETS:[0-9]+]]
; DPCPP: define spir_kernel void @kernel() !sycl_fixed_targets ![[TYPES:[0-9]+]]
define spir_kernel void @kernel() {
  ret void
}
; NONE: define void @external() #0 !sycl_fixed_targets ![[EMPTY]]
define void @external() #0 {
  ret void
}
; NONE: define linkonce_odr void @_Z20__spirv_GlobalSize_xv() #0 {
define linkonce_odr void @_Z20__spirv_GlobalSize_xv() #0 {
  ret void
}
; NONE: define void @_Z13__sycl_helperv() #0 {
define void @_Z13__sycl_helperv() #0 {
  ret void
}
; NONE: define void @__spirv_unmangled() #0 !sycl_fixed_targets ![[EMPTY]] {
define void @__spirv_unmangled() #0 {
  ret void
}
; NONE: define void @plain() {
define void @plain() {
  ret void
}
; NONE: declare void @declared_external() #0
declare void @declared_external() #0

attributes #0 = { "sycl-module-id"="a.cpp" }
!sycl_aspects = !{!0, !1, !2}
!0 = !{!"fp64", i32 6}
!1 = !{!"cpu", i32 1}
!2 = !{!"gpu", i32 2}
; DPCPP: ![[TYPES]] = !{i32 1, i32 2}
; NONE: ![[EMPTY]] = !{}
; TWO: ![[TARGETS]] = !{!"intel_gpu_pvc", !"spir64_x86_64"}
