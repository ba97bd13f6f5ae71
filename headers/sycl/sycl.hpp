// A minimal subset of the SYCL 2020 headers for device compilation with the
// sycl_aspects plugin: the aspect enum, sycl::half, sycl::atomic_ref and
// SYCL_EXTERNAL.
#pragma once
#include "detail/defines.hpp"
#include "aspect.hpp"
#include "half.hpp"
#include "atomic_ref.hpp"
