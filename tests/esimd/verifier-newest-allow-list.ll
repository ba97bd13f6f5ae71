; The allow-list is DPC++'s newest (ESIMDVerifier.cpp, intel/llvm 0cf33acc):
; cos/sin/log/exp without template arguments (a prefix: cos(float) and
; cosh<float> too), bit_cast<...>, address_space_cast, group_barrier<...>,
; experimental this_group<...>, root_group members, this_work_item's
; get_root_group<...>, if_architecture_is, local_accessor_base's
; operator[]; names under ext::oneapi::this_work_item:: are skipped, and so
; are names in the pre-_V1 cl::sycl namespace. Rejected: sycl::this_group
; (only the experimental one is listed), local_accessor::operator[] and
; local_accessor_base::get_pointer (not in DPC++'s list).
; RUN: not %opt -passes=esimd-verifier -disable-output %s 2> %t.err
; RUN: FileCheck %s --implicit-check-not=error: < %t.err

; CHECK: error: function 'sycl::_V1::group<1> sycl::_V1::this_group<1>()' is not supported in ESIMD context{{$}}
; CHECK-NEXT: error: function 'sycl::_V1::local_accessor<int, 1>::operator[](sycl::_V1::id<1>) const' is not supported in ESIMD context{{$}}
; CHECK-NEXT: error: function 'sycl::_V1::local_accessor_base<int, 1, (sycl::_V1::access::mode)1026, (sycl::_V1::access::placeholder)0>::get_pointer() const' is not supported in ESIMD context{{$}}
; CHECK-NEXT: error: function 'float sycl::_V1::sqrt<float>(float)' is not supported in ESIMD context{{$}}

target triple = "spir64-unknown-unknown"

define spir_kernel void @_ZTSZ4mainE6Kernel() !sycl_explicit_simd !0 !intel_reqd_sub_group_size !1 {
  ; allowed
  %c = call spir_func float @_ZN4sycl3_V13cosEf(float 1.0)
  %h = call spir_func float @_ZN4sycl3_V14coshIfEET_S2_(float 1.0)
  %b = call spir_func float @_ZN4sycl3_V18bit_castIfiEET_RKT0_(ptr null)
  %a = call spir_func ptr @_ZN4sycl3_V118address_space_castILNS0_6access13address_spaceE1ELNS2_9decoratedE0EiEENS0_9multi_ptrIT1_XT_EXT0_EEEPS6_(ptr null)
  call spir_func void @_ZN4sycl3_V113group_barrierINS0_5groupILi1EEEEEvT_NS0_12memory_scopeE(ptr null, i32 0)
  call spir_func void @_ZN4sycl3_V13ext6oneapi12experimental10this_groupILi1EEENS0_5groupIXT_EEEv()
  %g = call spir_func i64 @_ZNK4sycl3_V13ext6oneapi12experimental10root_groupILi1EE12get_group_idEv(ptr null)
  call spir_func void @_ZN4sycl3_V13ext6oneapi12experimental14this_work_item14get_root_groupILi1EEENS3_10root_groupIXT_EEEv()
  call spir_func void @_ZN4sycl3_V13ext6oneapi12experimental18if_architecture_isILNS3_12architectureE0EEEvv()
  %l = call spir_func ptr @_ZNK4sycl3_V119local_accessor_baseIiLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixENS0_2idILi1EEE(ptr null, ptr null)
  ; skipped
  call spir_func void @_ZN4sycl3_V13ext6oneapi14this_work_item11get_nd_itemILi1EEENS0_7nd_itemIXT_EEEv()
  call spir_func void @_ZN2cl4sycl9reductionEv()
  ; rejected
  call spir_func void @_ZN4sycl3_V110this_groupILi1EEENS0_5groupIXT_EEEv()
  %la = call spir_func ptr @_ZNK4sycl3_V114local_accessorIiLi1EEixENS0_2idILi1EEE(ptr null, ptr null)
  %lp = call spir_func ptr @_ZNK4sycl3_V119local_accessor_baseIiLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EE11get_pointerEv(ptr null)
  %s = call spir_func float @_ZN4sycl3_V14sqrtIfEET_S2_(float 1.0)
  ret void
}

declare spir_func float @_ZN4sycl3_V13cosEf(float)
declare spir_func float @_ZN4sycl3_V14coshIfEET_S2_(float)
declare spir_func float @_ZN4sycl3_V18bit_castIfiEET_RKT0_(ptr)
declare spir_func ptr @_ZN4sycl3_V118address_space_castILNS0_6access13address_spaceE1ELNS2_9decoratedE0EiEENS0_9multi_ptrIT1_XT_EXT0_EEEPS6_(ptr)
declare spir_func void @_ZN4sycl3_V113group_barrierINS0_5groupILi1EEEEEvT_NS0_12memory_scopeE(ptr, i32)
declare spir_func void @_ZN4sycl3_V13ext6oneapi12experimental10this_groupILi1EEENS0_5groupIXT_EEEv()
declare spir_func i64 @_ZNK4sycl3_V13ext6oneapi12experimental10root_groupILi1EE12get_group_idEv(ptr)
declare spir_func void @_ZN4sycl3_V13ext6oneapi12experimental14this_work_item14get_root_groupILi1EEENS3_10root_groupIXT_EEEv()
declare spir_func void @_ZN4sycl3_V13ext6oneapi12experimental18if_architecture_isILNS3_12architectureE0EEEvv()
declare spir_func ptr @_ZNK4sycl3_V119local_accessor_baseIiLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EEixENS0_2idILi1EEE(ptr, ptr)
declare spir_func void @_ZN4sycl3_V13ext6oneapi14this_work_item11get_nd_itemILi1EEENS0_7nd_itemIXT_EEEv()
declare spir_func void @_ZN2cl4sycl9reductionEv()
declare spir_func void @_ZN4sycl3_V110this_groupILi1EEENS0_5groupIXT_EEEv()
declare spir_func ptr @_ZNK4sycl3_V114local_accessorIiLi1EEixENS0_2idILi1EEE(ptr, ptr)
declare spir_func ptr @_ZNK4sycl3_V119local_accessor_baseIiLi1ELNS0_6access4modeE1026ELNS2_11placeholderE0EE11get_pointerEv(ptr)
declare spir_func float @_ZN4sycl3_V14sqrtIfEET_S2_(float)

!0 = !{}
!1 = !{i32 1}
