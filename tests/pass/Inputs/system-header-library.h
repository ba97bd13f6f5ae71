// A library in a system header, partly in sycl::_V1::detail
// (system-header-uses.cpp).
#pragma clang system_header
namespace sycl {
inline namespace _V1 {
namespace detail {
inline float twice(float x) { return float(x * 2.0); }
} // namespace detail
} // namespace _V1
} // namespace sycl

namespace lib {
inline float halve(float x) { return sycl::detail::twice(x) / 4; }
inline float leaf(float x) { return float(x / 2.0); }
} // namespace lib

namespace sycl {
inline namespace _V1 {
namespace detail {
inline float relay(float x) { return lib::leaf(x); }
} // namespace detail
} // namespace _V1
} // namespace sycl

namespace lib {
inline float entry(float x) { return sycl::detail::relay(x); }
} // namespace lib
