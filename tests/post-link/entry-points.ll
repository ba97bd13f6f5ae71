; Entry points: definitions with a kernel calling convention, and (unless
; -emit-only-kernels-as-entry-points) definitions with sycl-module-id; never
; declarations or DPC++'s reserved names (__spirv_*, __sycl_*, __esimd_*,
; __builtin_*). A reached declaration warns as DPC++ does.
; RUN: rm -rf %t && mkdir %t
; RUN: %sycl-post-link -split=none -symbols -o %t/e.table %s 2> %t/err
; RUN: FileCheck %s --match-full-lines --implicit-check-not={{.}} < %t/e_0.sym
; RUN: FileCheck %s --check-prefix=WARN --input-file=%t/err --implicit-check-not=warning:
; RUN: %sycl-post-link -split=none -symbols -emit-only-kernels-as-entry-points -o %t/k.table %s 2> /dev/null
; RUN: FileCheck %s --check-prefix=KERNELS --match-full-lines --implicit-check-not={{.}} < %t/k_0.sym

; CHECK:spir
; CHECK-NEXT:ptx
; CHECK-NEXT:amdgpu
; CHECK-NEXT:_Z8externalv
; KERNELS:spir
; KERNELS-NEXT:ptx
; KERNELS-NEXT:amdgpu

; WARN: sycl-post-link: warning: Undefined function _Z9undefinedv found in {{.*}}e_0.bc. This may result in runtime errors.

define spir_kernel void @spir() {
  call void @_Z9undefinedv()
  call void @_Z22__spirv_ControlBarrieriii()
  ret void
}
define ptx_kernel void @ptx() { ret void }
define amdgpu_kernel void @amdgpu() { ret void }
define void @_Z8externalv() #0 { ret void }
define void @_Z13__spirv_thingv() #0 { ret void }
define void @_Z12__sycl_thingv() #0 { ret void }
define void @_Z13__esimd_thingv() #0 { ret void }
define void @__builtin_thing() #0 { ret void }
define void @plain() { ret void }
declare spir_kernel void @declared_kernel()
declare void @_Z9undefinedv()
declare void @_Z22__spirv_ControlBarrieriii()

attributes #0 = { "sycl-module-id"="a.cpp" }
