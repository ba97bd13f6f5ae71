// Force-included (-include) by `sycl-clang --sycl-headers=<prefix>` before
// Intel's real SYCL headers (PyPI intel-sycl-rt 2026.2.0 and 2025.3.3), so
// that stock clang 16 can compile device code against them. Each item is the
// smallest workaround for something DPC++'s own clang provides and clang 16
// does not; docs/real-headers.md gives each reason. The installed headers
// are never edited.
//
// Nothing here is executable device code: the stand-ins are declarations
// only, so the IR they produce is for the aspect metadata and the verifier,
// not for a device.
#pragma once

// 1. Host SIMD macros. In SYCL device mode clang 16 predefines the aux
//    (host) target's macros, so CL/cl_platform.h includes <xmmintrin.h> and
//    <emmintrin.h>, whose __bf16 vectors spir64 rejects. Device code has no
//    x86 SIMD.
#undef __SSE__
#undef __SSE2__
#undef __MMX__
#undef __AVX__

// 2. `__attribute__((opencl_constant))`. Clang 16 maps it to the default
//    address space in SYCL mode (ParsedAttr::asSYCLLangAS), so
//    sycl/access/access.hpp's partial specialisations for the constant
//    address space become redefinitions of the generic ones. DPC++ maps it to
//    the OpenCL constant address space, which is address space 2 on spir64.
//    (Attribute names inside __attribute__ are macro-expanded.)
#define opencl_constant address_space(2)

// 3. DPC++-only type-introspection builtins, used by
//    sycl/detail/is_device_copyable.hpp to check that kernel captures are
//    device copyable. Clang 16 has none of them: the check sees no fields and
//    no bases, so it is skipped (it is a diagnostic for invalid kernels, not
//    something the aspect metadata depends on).
#define __builtin_num_fields(T) 0u
#define __builtin_num_bases(T) 0u
template <typename T, unsigned I> T __sycl_aspects_no_field_type();
#define __builtin_field_type(T, I) __sycl_aspects_no_field_type<T, I>()
#define __builtin_base_type(T, I) __sycl_aspects_no_field_type<T, I>()

// 4. DPC++-only pointer annotation (prefetch hints): the pointer itself.
#define __builtin_intel_sycl_ptr_annotation(p, ...) (p)

// 5. OpenCL builtin types DPC++'s clang predefines in SYCL device mode
//    (events, samplers, images): distinct opaque pointer types.
typedef struct __sycl_aspects_ocl_event *__ocl_event_t;
typedef struct __sycl_aspects_ocl_sampler *__ocl_sampler_t;
#define __SYCL_ASPECTS_IMAGE(shape)                                            \
  typedef struct __sycl_aspects_ocl_image##shape##_ro *__ocl_image##shape##_ro_t; \
  typedef struct __sycl_aspects_ocl_image##shape##_wo *__ocl_image##shape##_wo_t; \
  typedef struct __sycl_aspects_ocl_image##shape##_rw *__ocl_image##shape##_rw_t; \
  typedef struct __sycl_aspects_ocl_sampled_image##shape##_ro                  \
      *__ocl_sampled_image##shape##_ro_t;
__SYCL_ASPECTS_IMAGE(1d)
__SYCL_ASPECTS_IMAGE(1d_array)
__SYCL_ASPECTS_IMAGE(2d)
__SYCL_ASPECTS_IMAGE(2d_array)
__SYCL_ASPECTS_IMAGE(3d)
#undef __SYCL_ASPECTS_IMAGE

// 6. SPIR-V builtins. DPC++'s clang declares the overloaded `__spirv_*`
//    builtins itself (-fdeclare-spirv-builtins, which also defines
//    __SPIRV_BUILTIN_DECLARATIONS__, checked by
//    sycl/__spirv/spirv_ops_builtin_decls.hpp). Declarations only. The
//    result type is what the headers' code deduces from (see
//    scripts/gen-spirv-standins.py): the first argument's type for the
//    OpenCL math and integer builtins (`__spirv_ocl_*`), its element type for
//    the geometric reductions, the value operand's type for group
//    operations, else a value convertible to whatever the caller expects.
//    Parameters are deduced, never C-variadic: `...` would promote a float
//    argument to double and so make float code look like it used fp64. The
//    generator leaves out every name the supported headers declare
//    themselves, so no stand-in competes with a real declaration.
#define __SPIRV_BUILTIN_DECLARATIONS__ 1
namespace __sycl_aspects_spirv {
struct result {
  template <typename T> operator T() const;
  template <typename I> result operator[](I) const;
};
template <typename T> struct element { using type = T; };
template <typename T, int N> struct element<T __attribute__((ext_vector_type(N)))> {
  using type = T;
};
} // namespace __sycl_aspects_spirv
#define __SYCL_ASPECTS_SPIRV_STANDIN(name)                                     \
  template <typename... A> __sycl_aspects_spirv::result name(A...);
#define __SYCL_ASPECTS_SPIRV_SAME_AS_FIRST(name)                               \
  template <typename T, typename... A> T name(T, A...);
#define __SYCL_ASPECTS_SPIRV_SAME_AS_SECOND(name)                              \
  template <typename A0, typename T, typename... A> T name(A0, T, A...);
#define __SYCL_ASPECTS_SPIRV_SAME_AS_THIRD(name)                               \
  template <typename A0, typename A1, typename T, typename... A>               \
  T name(A0, A1, T, A...);
#define __SYCL_ASPECTS_SPIRV_ELEMENT_OF_FIRST(name)                            \
  template <typename T, typename... A>                                         \
  typename __sycl_aspects_spirv::element<T>::type name(T, A...);
#include "spirv-standins.inc"
#undef __SYCL_ASPECTS_SPIRV_STANDIN
#undef __SYCL_ASPECTS_SPIRV_SAME_AS_FIRST
#undef __SYCL_ASPECTS_SPIRV_SAME_AS_SECOND
#undef __SYCL_ASPECTS_SPIRV_SAME_AS_THIRD
#undef __SYCL_ASPECTS_SPIRV_ELEMENT_OF_FIRST

// 8. `__builtin_sycl_unique_stable_id(V)`: DPC++'s builtin that names a
//    variable with static storage by a string unique to it, which
//    sycl/kernel_handler.hpp passes (as `SymbolicID`) with the
//    specialization_id's address to `__sycl_getScalar2020SpecConstantValue`
//    / `__sycl_getComposite2020SpecConstantValue` when a kernel reads a
//    specialization constant through `kernel_handler`. Clang 16 and 19
//    lack it, and without it no translation unit that reads one compiles.
//    A macro cannot spell the variable's mangled name, but a type whose
//    template argument is the variable can: stock clang's
//    `__builtin_sycl_unique_stable_name` of `__sycl_aspects_spec_id<V>` is
//    its mangled typeinfo name, which holds the variable's mangled name
//    (`_ZTS22__sycl_aspects_spec_idIL_ZL7size_idEE` for a namespace-scope
//    `size_id`): a constant string, the same for the same variable wherever
//    it is read, different for different variables. (DPC++'s string is the
//    variable's mangled name, with a per-translation-unit prefix for an
//    internal one; its host side and post-link lowering are not part of a
//    device compile here: docs/real-headers.md, workaround 8 and
//    "Limitations".)
template <auto &V> struct __sycl_aspects_spec_id;
#define __builtin_sycl_unique_stable_id(V)                                     \
  __builtin_sycl_unique_stable_name(__sycl_aspects_spec_id<V>)
