; Accessor members that stateless memory accesses need (get_pointer,
; operator[], getTotalOffset, ...) are rejected by default and allowed in
; stateless-memory mode (DPC++'s -fsycl-esimd-force-stateless-mem). DPC++'s
; newest list writes get_pointer.+ (the member template with its template
; arguments): a get_pointer without template arguments stays rejected.
; RUN: not %opt -passes=esimd-verifier -disable-output %s 2>&1 | FileCheck --check-prefix=DEFAULT --implicit-check-not=error: %s
; RUN: not %opt -passes='esimd-verifier<stateless-memory>' -disable-output %s 2>&1 | FileCheck --check-prefix=STATELESS --implicit-check-not=error: %s
; RUN: %opt -passes='esimd-verifier<stateless-memory>' -print-pipeline-passes -disable-output %s | FileCheck --check-prefix=PIPELINE %s
; PIPELINE: esimd-verifier<stateless-memory>

; DEFAULT: error: function 'sycl::_V1::accessor<int, 1, (sycl::_V1::access::mode)1025, (sycl::_V1::access::target)2014, (sycl::_V1::access::placeholder)0, sycl::_V1::ext::oneapi::accessor_property_list<> >::get_pointer() const' is not supported in ESIMD context
; DEFAULT-NEXT: error: function 'int AS1* {{.*}}::get_pointer<(sycl::_V1::access::target)2014, void>() const' is not supported in ESIMD context
; STATELESS: error: function 'sycl::_V1::accessor<int, 1, (sycl::_V1::access::mode)1025, (sycl::_V1::access::target)2014, (sycl::_V1::access::placeholder)0, sycl::_V1::ext::oneapi::accessor_property_list<> >::get_pointer() const' is not supported in ESIMD context
; DEFAULT-NEXT: error: function 'sycl::_V1::accessor<int, 1, (sycl::_V1::access::mode)1025, (sycl::_V1::access::target)2014, (sycl::_V1::access::placeholder)0, sycl::_V1::ext::oneapi::accessor_property_list<> >::operator[](sycl::_V1::id<1>) const' is not supported in ESIMD context
; DEFAULT-NEXT: error: function 'sycl::_V1::accessor<int, 1, (sycl::_V1::access::mode)1025, (sycl::_V1::access::target)2014, (sycl::_V1::access::placeholder)0, sycl::_V1::ext::oneapi::accessor_property_list<> >::getTotalOffset() const' is not supported in ESIMD context

target triple = "spir64-unknown-unknown"

define spir_kernel void @_ZTSZ4mainE6Kernel() !sycl_explicit_simd !0 !intel_reqd_sub_group_size !1 {
  %p = call spir_func ptr addrspace(1) @_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE11get_pointerEv(ptr null)
  %t = call spir_func ptr addrspace(1) @_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE11get_pointerILS4_2014EvEEPU3AS1iv(ptr null)
  %e = call spir_func ptr addrspace(4) @_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixENS0_2idILi1EEE(ptr null, ptr null)
  %o = call spir_func i64 @_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getTotalOffsetEv(ptr null)
  ret void
}

declare spir_func ptr addrspace(1) @_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE11get_pointerEv(ptr)
declare spir_func ptr addrspace(1) @_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE11get_pointerILS4_2014EvEEPU3AS1iv(ptr)
declare spir_func ptr addrspace(4) @_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEEixENS0_2idILi1EEE(ptr, ptr)
declare spir_func i64 @_ZNK4sycl3_V18accessorIiLi1ELNS0_6access4modeE1025ELNS2_6targetE2014ELNS2_11placeholderE0ENS0_3ext6oneapi22accessor_property_listIJEEEE14getTotalOffsetEv(ptr)

!0 = !{}
!1 = !{i32 1}
