// The free-function kernel extension's kernel properties
// (sycl_ext_oneapi_free_function_kernels), as Intel's headers spell them:
// `SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((nd_range_kernel<N>))` and
// `SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((single_task_kernel))` before a function
// make it a kernel. The macro expands to DPC++'s
// `[[__sycl_detail__::add_ir_attributes_function(name, value)]]`, which the
// plugin lowers to the IR attribute `"sycl-nd-range-kernel"="N"` /
// `"sycl-single-task-kernel"="0"`; in device compiles the function becomes a
// `spir_kernel` entry point (docs/device-images.md). Without the plugin the
// macro expands to nothing.
#pragma once
#include "../../detail/defines.hpp"

namespace sycl {
inline namespace _V1 {
namespace ext::oneapi::experimental {

struct nd_range_kernel_key {};
struct single_task_kernel_key {};

/// The value of the nd_range_kernel property: an nd-range kernel of Dims
/// dimensions.
template <int Dims> struct nd_range_kernel_property {
  static_assert(Dims >= 1 && Dims <= 3,
                "nd_range_kernel must use dimension 1, 2, or 3.");
  using key_t = nd_range_kernel_key;
  static constexpr int dimensions = Dims;
};

/// The value of the single_task_kernel property.
struct single_task_kernel_property {
  using key_t = single_task_kernel_key;
};

template <int Dims>
inline constexpr nd_range_kernel_property<Dims> nd_range_kernel;
inline constexpr single_task_kernel_property single_task_kernel;

namespace detail {
template <typename T> struct remove_cvref { using type = T; };
template <typename T> struct remove_cvref<const T> { using type = T; };
template <typename T> struct remove_cvref<volatile T> { using type = T; };
template <typename T> struct remove_cvref<const volatile T> { using type = T; };
template <typename T> struct remove_cvref<T &> : remove_cvref<T> {};
template <typename T> struct remove_cvref<T &&> : remove_cvref<T> {};
template <typename T> using remove_cvref_t = typename remove_cvref<T>::type;

/// The IR attribute (name, value) of a property, as in Intel's headers.
template <typename Property> struct PropertyMetaInfo;
template <int Dims> struct PropertyMetaInfo<nd_range_kernel_property<Dims>> {
  static constexpr const char *name = "sycl-nd-range-kernel";
  static constexpr int value = Dims;
};
template <> struct PropertyMetaInfo<single_task_kernel_property> {
  static constexpr const char *name = "sycl-single-task-kernel";
  static constexpr int value = 0;
};
} // namespace detail

} // namespace ext::oneapi::experimental
} // namespace _V1
} // namespace sycl

#if defined(__SYCL_ASPECTS_PLUGIN__)
#define SYCL_EXT_ONEAPI_FUNCTION_PROPERTY(PROP)                                \
  [[__sycl_detail__::add_ir_attributes_function(                               \
      ::sycl::ext::oneapi::experimental::detail::PropertyMetaInfo<             \
          ::sycl::ext::oneapi::experimental::detail::remove_cvref_t<           \
              decltype(PROP)>>::name,                                          \
      ::sycl::ext::oneapi::experimental::detail::PropertyMetaInfo<             \
          ::sycl::ext::oneapi::experimental::detail::remove_cvref_t<           \
              decltype(PROP)>>::value)]]
#else
#define SYCL_EXT_ONEAPI_FUNCTION_PROPERTY(PROP)
#endif
