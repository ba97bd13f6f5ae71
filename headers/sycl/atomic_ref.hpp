// sycl::atomic_ref: only 8-byte instantiations use aspect::atomic64, through
// the partial-specialization technique of the design's appendix.
#pragma once
#include "aspect.hpp"

namespace sycl {
inline namespace _V1 {

enum class memory_order { relaxed, acquire, release, acq_rel, seq_cst };
enum class memory_scope { work_item, sub_group, work_group, device, system };

namespace access {
enum class address_space { global_space, local_space, generic_space };
} // namespace access

namespace detail {

// Freestanding: device targets such as spir64 have no C++ library headers.
using size_t = decltype(sizeof(int));

} // namespace detail
} // namespace _V1
} // namespace sycl

#if defined(__SPIR__)
// SPIR targets (device compiles): clang 16 lowers __atomic builtins there to
// __atomic_*_N library calls (spir64 has no lock-free size) and, for 8-byte
// types, emits an invalid `bitcast ptr addrspace(4) to ptr`, so its IR fails
// the verifier (-S output; docs/real-headers.md). Device code calls the
// SPIR-V atomic operations instead, declared with the signatures Intel's
// headers use (sycl/__spirv/spirv_ops_atomic.hpp), which llvm-spirv
// translates: scope and memory-semantics operands are plain ints.
#define __SYCL_ASPECTS_SPIRV_ATOMICS(T)                                        \
  T __spirv_AtomicLoad(T *P, int S, int O) noexcept;                           \
  void __spirv_AtomicStore(T *P, int S, int O, T V) noexcept;                  \
  T __spirv_AtomicExchange(T *P, int S, int O, T V) noexcept;                  \
  T __spirv_AtomicIAdd(T *P, int S, int O, T V) noexcept;
__SYCL_ASPECTS_SPIRV_ATOMICS(int)
__SYCL_ASPECTS_SPIRV_ATOMICS(unsigned int)
__SYCL_ASPECTS_SPIRV_ATOMICS(long)
__SYCL_ASPECTS_SPIRV_ATOMICS(unsigned long)
__SYCL_ASPECTS_SPIRV_ATOMICS(long long)
__SYCL_ASPECTS_SPIRV_ATOMICS(unsigned long long)
#undef __SYCL_ASPECTS_SPIRV_ATOMICS
#endif

namespace sycl {
inline namespace _V1 {
namespace detail {

template <typename T> class atomic_ref_impl_base {
public:
  explicit atomic_ref_impl_base(T &ref) : ptr(&ref) {}

#if defined(__SPIR__)
  // SPIR-V Scope Device (1) and MemorySemantics None (relaxed, 0).
  T load() const { return __spirv_AtomicLoad(ptr, 1, 0); }
  void store(T v) const { __spirv_AtomicStore(ptr, 1, 0, v); }
  T fetch_add(T v) const { return __spirv_AtomicIAdd(ptr, 1, 0, v); }
  T exchange(T v) const { return __spirv_AtomicExchange(ptr, 1, 0, v); }
#else
  T load() const { return __atomic_load_n(ptr, __ATOMIC_RELAXED); }
  void store(T v) const { __atomic_store_n(ptr, v, __ATOMIC_RELAXED); }
  T fetch_add(T v) const { return __atomic_fetch_add(ptr, v, __ATOMIC_RELAXED); }
  T exchange(T v) const { return __atomic_exchange_n(ptr, v, __ATOMIC_RELAXED); }
#endif

private:
  T *ptr;
};

// All sizes but 8 bytes: no optional feature.
template <typename T, size_t Size>
class atomic_ref_impl : public atomic_ref_impl_base<T> {
public:
  using atomic_ref_impl_base<T>::atomic_ref_impl_base;
};

// 8-byte types: only this partial specialization carries the attribute.
template <typename T>
class __SYCL_USES_ASPECTS(aspect::atomic64) atomic_ref_impl<T, 8>
    : public atomic_ref_impl_base<T> {
public:
  using atomic_ref_impl_base<T>::atomic_ref_impl_base;
};

} // namespace detail

template <typename T, memory_order DefaultOrder = memory_order::relaxed,
          memory_scope DefaultScope = memory_scope::device,
          access::address_space Space = access::address_space::generic_space>
class atomic_ref : public detail::atomic_ref_impl<T, sizeof(T)> {
public:
  explicit atomic_ref(T &ref) : detail::atomic_ref_impl<T, sizeof(T)>(ref) {}
};

} // namespace _V1
} // namespace sycl
