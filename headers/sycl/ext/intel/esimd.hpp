// A small sycl::ext::intel::esimd: the simd vector type and a block
// load/store pair, enough to write ESIMD kernels that the sycl_aspects
// plugin marks and checks (docs/esimd.md). There is no ESIMD back end:
// these are plain C++ implementations, not GenX intrinsics.
//
// As in Intel's headers, every ESIMD API function is itself marked
// sycl_explicit_simd (SYCL_ESIMD_FUNCTION), and SYCL_ESIMD_KERNEL marks a
// kernel lambda or functor (written after the lambda's parameter list).
#pragma once
#include "../../detail/defines.hpp"

#if defined(__SYCL_ASPECTS_PLUGIN__)
#define SYCL_ESIMD_KERNEL __attribute__((sycl_explicit_simd))
#define SYCL_ESIMD_FUNCTION __attribute__((sycl_explicit_simd))
#else
#define SYCL_ESIMD_KERNEL
#define SYCL_ESIMD_FUNCTION
#endif

namespace sycl {
inline namespace _V1 {
namespace ext::intel::esimd {

/// N elements of T, operated on all at once.
template <typename T, int N> class simd {
  static_assert(N > 0, "a simd object holds at least one element");
  T Data[N];

public:
  SYCL_ESIMD_FUNCTION simd() : Data{} {}
  SYCL_ESIMD_FUNCTION simd(T Value) {
    for (int I = 0; I < N; ++I)
      Data[I] = Value;
  }
  static constexpr int size() { return N; }
  SYCL_ESIMD_FUNCTION T operator[](int I) const { return Data[I]; }
  SYCL_ESIMD_FUNCTION simd &operator+=(const simd &Other) {
    for (int I = 0; I < N; ++I)
      Data[I] += Other.Data[I];
    return *this;
  }
  SYCL_ESIMD_FUNCTION simd &operator*=(const simd &Other) {
    for (int I = 0; I < N; ++I)
      Data[I] *= Other.Data[I];
    return *this;
  }
  /// Loads N consecutive elements from Ptr.
  SYCL_ESIMD_FUNCTION void copy_from(const T *Ptr) {
    for (int I = 0; I < N; ++I)
      Data[I] = Ptr[I];
  }
  /// Stores the N elements to consecutive elements at Ptr.
  SYCL_ESIMD_FUNCTION void copy_to(T *Ptr) const {
    for (int I = 0; I < N; ++I)
      Ptr[I] = Data[I];
  }
};

template <typename T, int N>
SYCL_ESIMD_FUNCTION simd<T, N> operator+(simd<T, N> A, const simd<T, N> &B) {
  A += B;
  return A;
}
template <typename T, int N>
SYCL_ESIMD_FUNCTION simd<T, N> operator*(simd<T, N> A, const simd<T, N> &B) {
  A *= B;
  return A;
}

/// Loads N consecutive elements starting at Ptr.
template <typename T, int N> SYCL_ESIMD_FUNCTION simd<T, N> block_load(const T *Ptr) {
  simd<T, N> V;
  V.copy_from(Ptr);
  return V;
}

/// Stores V to N consecutive elements starting at Ptr.
template <typename T, int N> SYCL_ESIMD_FUNCTION void block_store(T *Ptr, simd<T, N> V) {
  V.copy_to(Ptr);
}

} // namespace ext::intel::esimd
} // namespace _V1
} // namespace sycl
