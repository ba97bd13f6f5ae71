// The work-item queries a free-function kernel needs:
// `sycl::ext::oneapi::this_work_item::get_nd_item<Dims>()` (Intel's spelling)
// returning a minimal `sycl::nd_item<Dims>` with the ids and ranges of the
// running work-item.
//
// They call the SPIR-V built-ins in the "SPIR-V friendly" function form that
// llvm-spirv translates into the BuiltIn variables
// (`__spirv_BuiltInGlobalInvocationId(int)` and friends; DPC++'s clang
// declares them itself). SYCL's dimension 0 varies slowest, SPIR-V's x
// fastest, so dimension d of a Dims-dimensional item is SPIR-V index
// Dims - 1 - d (as in DPC++).
#pragma once

// size_t for user code, as Intel's headers give it; the declarations below
// do not need it, so the header also works under clang -cc1 without a
// resource directory (no <stddef.h>).
#if __has_include(<stddef.h>)
#include <stddef.h>
#endif
extern "C++" {
decltype(sizeof(0)) __spirv_BuiltInGlobalInvocationId(int);
decltype(sizeof(0)) __spirv_BuiltInLocalInvocationId(int);
decltype(sizeof(0)) __spirv_BuiltInWorkgroupId(int);
decltype(sizeof(0)) __spirv_BuiltInGlobalSize(int);
decltype(sizeof(0)) __spirv_BuiltInWorkgroupSize(int);
decltype(sizeof(0)) __spirv_BuiltInNumWorkgroups(int);
}

namespace sycl {
inline namespace _V1 {

template <int Dims = 1> class nd_item {
  static_assert(Dims >= 1 && Dims <= 3, "nd_item must have 1, 2 or 3 dimensions");
  static int spirvIndex(int d) { return Dims - 1 - d; }

public:
  using size_t = decltype(sizeof(0));
  static constexpr int dimensions = Dims;
  size_t get_global_id(int d) const { return __spirv_BuiltInGlobalInvocationId(spirvIndex(d)); }
  size_t get_local_id(int d) const { return __spirv_BuiltInLocalInvocationId(spirvIndex(d)); }
  size_t get_group(int d) const { return __spirv_BuiltInWorkgroupId(spirvIndex(d)); }
  size_t get_global_range(int d) const { return __spirv_BuiltInGlobalSize(spirvIndex(d)); }
  size_t get_local_range(int d) const { return __spirv_BuiltInWorkgroupSize(spirvIndex(d)); }
  size_t get_group_range(int d) const { return __spirv_BuiltInNumWorkgroups(spirvIndex(d)); }
  /// Row-major: the last dimension varies fastest.
  size_t get_global_linear_id() const {
    size_t id = 0;
    for (int d = 0; d < Dims; ++d)
      id = id * get_global_range(d) + get_global_id(d);
    return id;
  }
};

namespace ext::oneapi::this_work_item {
template <int Dims> nd_item<Dims> get_nd_item() { return nd_item<Dims>(); }
} // namespace ext::oneapi::this_work_item

} // namespace _V1
} // namespace sycl
