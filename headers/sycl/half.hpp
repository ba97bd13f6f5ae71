// sycl::half: an optional kernel feature that needs aspect::fp16.
#pragma once
#include "aspect.hpp"

namespace sycl {
inline namespace _V1 {
namespace detail::half_impl {

class __SYCL_USES_ASPECTS(aspect::fp16) half {
public:
  half() = default;
  half(float f) : value(static_cast<_Float16>(f)) {}
  operator float() const { return static_cast<float>(value); }

  half &operator+=(half o) { value += o.value; return *this; }
  half &operator-=(half o) { value -= o.value; return *this; }
  half &operator*=(half o) { value *= o.value; return *this; }
  half &operator/=(half o) { value /= o.value; return *this; }
  friend half operator+(half a, half b) { return a += b; }
  friend half operator-(half a, half b) { return a -= b; }
  friend half operator*(half a, half b) { return a *= b; }
  friend half operator/(half a, half b) { return a /= b; }

private:
  _Float16 value;
};

} // namespace detail::half_impl

using half = detail::half_impl::half;

} // namespace _V1
} // namespace sycl
