// A small part of the SYCL kernel API for device compilations with the
// sycl_aspects plugin: range, id, item, a few math functions, and
// handler::single_task / parallel_for launching through Intel's kernel
// wrappers (sycl::detail::KernelWrapperHelperFuncs::kernel_*), which the
// plugin treats as kernels (docs/esimd.md). Written for the tests and the
// demo, not a SYCL implementation: there is no host side.
#pragma once
#include "detail/defines.hpp"

namespace sycl {
inline namespace _V1 {
namespace detail {
using size_t = decltype(sizeof(int));
} // namespace detail

template <int Dims = 1> class range {
  detail::size_t Sizes[Dims] = {};

public:
  range() = default;
  explicit range(detail::size_t N) { Sizes[0] = N; }
  detail::size_t get(int D) const { return Sizes[D]; }
  detail::size_t size() const {
    detail::size_t Total = 1;
    for (int D = 0; D < Dims; ++D)
      Total *= Sizes[D];
    return Total;
  }
};

template <int Dims = 1> class id {
  detail::size_t Values[Dims] = {};

public:
  id() = default;
  detail::size_t get(int D) const { return Values[D]; }
  detail::size_t operator[](int D) const { return Values[D]; }
};

template <int Dims = 1> class item {
  id<Dims> Id;
  range<Dims> Range;

public:
  id<Dims> get_id() const { return Id; }
  detail::size_t get_id(int D) const { return Id[D]; }
  range<Dims> get_range() const { return Range; }
  detail::size_t get_linear_id() const { return Id[0]; }
};

// Math functions as templates, as Intel's headers declare them: ESIMD code
// may call cos, sin, log and exp (DPC++'s allow-list), not the others.
template <typename T> T cos(T X) { return __builtin_cos(X); }
template <typename T> T sin(T X) { return __builtin_sin(X); }
template <typename T> T exp(T X) { return __builtin_exp(X); }
template <typename T> T log(T X) { return __builtin_log(X); }
template <typename T> T sqrt(T X) { return __builtin_sqrt(X); }
template <typename T> T fabs(T X) { return __builtin_fabs(X); }

namespace detail {
/// Intel's kernel launch wrappers: each instantiation is a kernel.
struct KernelWrapperHelperFuncs {
  template <typename Name, typename Kernel>
  static void kernel_single_task(const Kernel &K) {
    K();
  }
  template <typename Name, typename Kernel, int Dims>
  static void kernel_parallel_for(const Kernel &K) {
    K(item<Dims>());
  }
};
} // namespace detail

class handler {
public:
  template <typename Name = void, typename Kernel>
  void single_task(const Kernel &K) {
    detail::KernelWrapperHelperFuncs::kernel_single_task<Name>(K);
  }
  template <typename Name = void, int Dims, typename Kernel>
  void parallel_for(range<Dims>, const Kernel &K) {
    detail::KernelWrapperHelperFuncs::kernel_parallel_for<Name, Kernel, Dims>(K);
  }
};

} // namespace _V1
} // namespace sycl
