// sycl::aspect, marked so the plugin emits !sycl_aspects from it.
#pragma once
#include "detail/defines.hpp"

namespace sycl {
inline namespace _V1 {

enum class __SYCL_TYPE(aspect) aspect {
#define __SYCL_ASPECT(name, value) name = value,
#define __SYCL_ASPECT_DEPRECATED(name, value, message) name [[deprecated(message)]] = value,
#include "detail/aspects.def"
#include "detail/aspects_deprecated.def"
#undef __SYCL_ASPECT
#undef __SYCL_ASPECT_DEPRECATED
};

} // namespace _V1
} // namespace sycl
