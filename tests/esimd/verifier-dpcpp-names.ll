; The esimd-verifier pass on IR with DPC++'s mangled names: from every
; function marked !sycl_explicit_simd it walks direct calls (into defined
; callees, marked or not) and rejects calls to SYCL API functions outside
; DPC++'s allow-list. Allowed: accessor constructors and __init_esimd,
; id/range members, templated cos, operator templates, experimental printf,
; ESIMD's own namespace, sycl::detail. Skipped: names that cannot be
; demangled, lambdas and local classes, non-SYCL names. Calls from functions
; no ESIMD function reaches are not checked.
; RUN: not %opt -passes=esimd-verifier -disable-output %s 2> %t.err
; RUN: FileCheck %s --implicit-check-not=error: < %t.err
; A module without ESIMD functions is left alone and passes the verifier.
; RUN: sed -e 's/ !sycl_explicit_simd !0//' %s | %opt -passes=esimd-verifier,verify -S -o - | FileCheck --check-prefix=UNMARKED %s
; UNMARKED: define spir_kernel void @_ZTSZ4mainE6Kernel()

target triple = "spir64-unknown-unknown"

%accessor = type { ptr }

; CHECK: error: function 'float sycl::_V1::sqrt<float>(float)' is not supported in ESIMD context{{$}}
; CHECK-NEXT: error: function 'sycl::_V1::atomic_ref<int, (sycl::_V1::memory_order)0, (sycl::_V1::memory_scope)2, (sycl::_V1::access::address_space)1>::fetch_add(int, sycl::_V1::memory_order, sycl::_V1::memory_scope) const' is not supported in ESIMD context{{$}}
; CHECK-NEXT: error: function 'float sycl::_V1::acos<float>(float)' is not supported in ESIMD context
; CHECK-NEXT: call is from this call chain:
; CHECK-NEXT:   typeinfo name for main::Kernel
; CHECK-NEXT:   helper(){{$}}
; CHECK-NOT: {{.}}

define spir_kernel void @_ZTSZ4mainE6Kernel() !sycl_explicit_simd !0 !intel_reqd_sub_group_size !1 {
  %acc = alloca %accessor
  ; allowed
  call spir_func void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2Ev(ptr %acc)
  call spir_func void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE12__init_esimdEPU3AS1i(ptr %acc, ptr addrspace(1) null)
  %i = call spir_func i64 @_ZNK4sycl3_V12idILi1EEixEi(ptr null, i32 0)
  %r = call spir_func i64 @_ZNK4sycl3_V15rangeILi1EE4sizeEv(ptr null)
  %c = call spir_func float @_ZN4sycl3_V13cosIfEET_S2_(float 1.0)
  %p = call spir_func i32 @_ZN4sycl3_V13ext6oneapi12experimental6printfIcJiEEEiPKT_DpT0_(ptr null, i32 1)
  %o = call spir_func i1 @_ZN4sycl3_V1eqIiEEbRKNS0_2idILi1EEES5_(ptr null, ptr null)
  call spir_func void @_ZN4sycl3_V13ext5intel5esimd6detail10block_loadEv()
  call spir_func void @_ZN4sycl3_V16detail8internalEv()
  ; skipped: not demangleable, local, not SYCL (cl::sycl is the pre-_V1
  ; namespace, which DPC++'s newest verifier does not check)
  call spir_func void @_ZN4sycl3_V1()
  call spir_func void @_ZZN4sycl3_V15queue6submitEvENKUlvE_clEv()
  call spir_func void @_Z9user_funcv()
  call spir_func void @_ZN2cl4sycl9reductionEv()
  ; rejected: direct calls
  %s = call spir_func float @_ZN4sycl3_V14sqrtIfEET_S2_(float 1.0)
  %a = call spir_func i32 @_ZNK4sycl3_V110atomic_refIiLNS0_12memory_orderE0ELNS0_12memory_scopeE2ELNS0_6access13address_spaceE1EE9fetch_addEiS2_S3_(ptr null, i32 1, i32 0, i32 2)
  ; rejected in a callee: reported with the chain
  call spir_func void @_Z6helperv()
  ret void
}

define spir_func void @_Z6helperv() {
  %a = call spir_func float @_ZN4sycl3_V14acosIfEET_S2_(float 1.0)
  ret void
}

; Not reached from ESIMD code: not checked.
define spir_func void @_Z9unreachedv() {
  %s = call spir_func float @_ZN4sycl3_V14sqrtIfEET_S2_(float 2.0)
  ret void
}

declare spir_func void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEC2Ev(ptr)
declare spir_func void @_ZN4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE12__init_esimdEPU3AS1i(ptr, ptr addrspace(1))
declare spir_func i64 @_ZNK4sycl3_V12idILi1EEixEi(ptr, i32)
declare spir_func i64 @_ZNK4sycl3_V15rangeILi1EE4sizeEv(ptr)
declare spir_func float @_ZN4sycl3_V13cosIfEET_S2_(float)
declare spir_func i32 @_ZN4sycl3_V13ext6oneapi12experimental6printfIcJiEEEiPKT_DpT0_(ptr, i32)
declare spir_func i1 @_ZN4sycl3_V1eqIiEEbRKNS0_2idILi1EEES5_(ptr, ptr)
declare spir_func void @_ZN4sycl3_V13ext5intel5esimd6detail10block_loadEv()
declare spir_func void @_ZN4sycl3_V16detail8internalEv()
declare spir_func void @_ZN4sycl3_V1()
declare spir_func void @_ZZN4sycl3_V15queue6submitEvENKUlvE_clEv()
declare spir_func void @_Z9user_funcv()
declare spir_func float @_ZN4sycl3_V14sqrtIfEET_S2_(float)
declare spir_func i32 @_ZNK4sycl3_V110atomic_refIiLNS0_12memory_orderE0ELNS0_12memory_scopeE2ELNS0_6access13address_spaceE1EE9fetch_addEiS2_S3_(ptr, i32, i32, i32)
declare spir_func void @_ZN2cl4sycl9reductionEv()
declare spir_func float @_ZN4sycl3_V14acosIfEET_S2_(float)

!0 = !{}
!1 = !{i32 1}
