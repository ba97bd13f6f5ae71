; Users extend the allow-list: patterns in the pipeline (allow=) or in a
; file (allow-file=, one per line, # comments), in DPC++'s syntax relative to
; sycl::_V1::. A bad pattern, a missing file and unknown parameters are
; errors that name what is wrong.
; RUN: not %opt -passes=esimd-verifier -disable-output %s 2>&1 | FileCheck --check-prefix=DEFAULT --implicit-check-not=error: %s
; RUN: not %opt -passes='esimd-verifier<allow=sqrt<.+>>' -disable-output %s 2>&1 | FileCheck --check-prefix=ONE --implicit-check-not=error: %s
; RUN: %opt -passes='esimd-verifier<allow-file=%S/Inputs/allow-list.txt>' -disable-output %s 2>&1 | { grep -v "unable to get target for" || true; } | count 0
; RUN: not %opt -passes='esimd-verifier<allow-file=%S/Inputs/bad-allow-list.txt>' -disable-output %s 2>&1 | FileCheck --check-prefix=BAD %s
; RUN: not %opt -passes='esimd-verifier<allow-file=%t.missing>' -disable-output %s 2>&1 | FileCheck --check-prefix=MISSING %s
; RUN: not %opt -passes='esimd-verifier<allow-file=/dev/zero>' -disable-output %s 2>&1 | FileCheck --check-prefix=SPECIAL %s
; RUN: not %opt -passes='esimd-verifier<colour>' -disable-output %s 2>&1 | FileCheck --check-prefix=UNKNOWN %s
; RUN: not %opt -passes='esimd-verifier<allow=>' -disable-output %s 2>&1 | FileCheck --check-prefix=EMPTY %s

; DEFAULT: error: function 'float sycl::_V1::sqrt<float>(float)' is not supported in ESIMD context
; DEFAULT-NEXT: error: function 'sycl::_V1::atomic_ref<int, (sycl::_V1::memory_order)0, (sycl::_V1::memory_scope)2, (sycl::_V1::access::address_space)1>::fetch_add(int, sycl::_V1::memory_order, sycl::_V1::memory_scope) const' is not supported in ESIMD context
; ONE: error: function 'sycl::_V1::atomic_ref<int, (sycl::_V1::memory_order)0, (sycl::_V1::memory_scope)2, (sycl::_V1::access::address_space)1>::fetch_add(int, sycl::_V1::memory_order, sycl::_V1::memory_scope) const' is not supported in ESIMD context
; BAD: error: esimd-verifier: invalid ESIMD allow-list pattern 'sqrt<(' ({{.*}}bad-allow-list.txt:1): regex parse error:
; MISSING: error: esimd-verifier: cannot read ESIMD allow-list file '{{.*}}.missing': No such file or directory
; SPECIAL: error: esimd-verifier: cannot read ESIMD allow-list file '/dev/zero': not a regular file
; UNKNOWN: error: esimd-verifier: unknown parameter 'colour'; expected stateless-memory, allow=<pattern> or allow-file=<file>
; EMPTY: error: esimd-verifier: parameter 'allow=' needs a value

target triple = "spir64-unknown-unknown"

define spir_kernel void @_ZTSZ4mainE6Kernel() !sycl_explicit_simd !0 !intel_reqd_sub_group_size !1 {
  %s = call spir_func float @_ZN4sycl3_V14sqrtIfEET_S2_(float 1.0)
  %a = call spir_func i32 @_ZNK4sycl3_V110atomic_refIiLNS0_12memory_orderE0ELNS0_12memory_scopeE2ELNS0_6access13address_spaceE1EE9fetch_addEiS2_S3_(ptr null, i32 1, i32 0, i32 2)
  ret void
}

declare spir_func float @_ZN4sycl3_V14sqrtIfEET_S2_(float)
declare spir_func i32 @_ZNK4sycl3_V110atomic_refIiLNS0_12memory_orderE0ELNS0_12memory_scopeE2ELNS0_6access13address_spaceE1EE9fetch_addEiS2_S3_(ptr, i32, i32, i32)

!0 = !{}
!1 = !{i32 1}
