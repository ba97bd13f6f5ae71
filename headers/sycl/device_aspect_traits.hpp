// sycl::any_device_has / sycl::all_devices_have and their _v forms
// (SYCL 2020, "Device aspects": traits over the devices the code is
// compiled for).
//
// The sycl_aspects plugin predefines, for every aspect, the DPC++ macros
// __SYCL_ANY_DEVICE_HAS_<aspect>__ and __SYCL_ALL_DEVICES_HAVE_<aspect>__ as
// 0 or 1, computed from the device table for the targets it was told
// (-fplugin-arg-sycl_aspects-targets=..., else the fixed targets). With no
// known targets, and without the plugin, every aspect is "maybe": any_device_has
// is true and all_devices_have is false.
#pragma once
#include "aspect.hpp"

// The traits use C++17 (inline variables, std::bool_constant); older
// dialects get the rest of the headers without them.
#if __cplusplus >= 201703L

// std::bool_constant as the specification asks; device compilations without
// a C++ library (cc1, bare targets) get a stand-in with the same members.
#if __has_include(<type_traits>)
#include <type_traits>
#define __SYCL_BOOL_CONSTANT(value) std::bool_constant<(value)>
#else
namespace sycl {
inline namespace _V1 {
namespace detail {
template <bool Value> struct bool_constant {
  using value_type = bool;
  using type = bool_constant;
  static constexpr bool value = Value;
  constexpr operator bool() const noexcept { return Value; }
  constexpr bool operator()() const noexcept { return Value; }
};
} // namespace detail
} // namespace _V1
} // namespace sycl
#define __SYCL_BOOL_CONSTANT(value) ::sycl::detail::bool_constant<(value)>
#endif

#if defined(__SYCL_ASPECTS_PLUGIN__)
#define __SYCL_ANY_DEVICE_HAS(name) __SYCL_ANY_DEVICE_HAS_##name##__
#define __SYCL_ALL_DEVICES_HAVE(name) __SYCL_ALL_DEVICES_HAVE_##name##__
#else
#define __SYCL_ANY_DEVICE_HAS(name) 1
#define __SYCL_ALL_DEVICES_HAVE(name) 0
#endif

namespace sycl {
inline namespace _V1 {

template <aspect Aspect> struct any_device_has;
template <aspect Aspect> struct all_devices_have;

// The deprecated enumerators get their traits too, without warnings here.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#define __SYCL_ASPECT(name, value)                                             \
  template <>                                                                  \
  struct any_device_has<aspect::name>                                          \
      : __SYCL_BOOL_CONSTANT(__SYCL_ANY_DEVICE_HAS(name)) {};                  \
  template <>                                                                  \
  struct all_devices_have<aspect::name>                                        \
      : __SYCL_BOOL_CONSTANT(__SYCL_ALL_DEVICES_HAVE(name)) {};
#define __SYCL_ASPECT_DEPRECATED(name, value, message) __SYCL_ASPECT(name, value)
#include "detail/aspects.def"
#include "detail/aspects_deprecated.def"
#undef __SYCL_ASPECT
#undef __SYCL_ASPECT_DEPRECATED
#pragma GCC diagnostic pop

template <aspect Aspect>
inline constexpr bool any_device_has_v = any_device_has<Aspect>::value;
template <aspect Aspect>
inline constexpr bool all_devices_have_v = all_devices_have<Aspect>::value;

} // namespace _V1
} // namespace sycl

#undef __SYCL_ANY_DEVICE_HAS
#undef __SYCL_ALL_DEVICES_HAVE
#undef __SYCL_BOOL_CONSTANT

#endif // __cplusplus >= 201703L
