// A minimal subset of the SYCL 2020 headers for device compilation with the
// sycl_aspects plugin: the aspect enum, sycl::half, sycl::atomic_ref,
// SYCL_EXTERNAL and the any_device_has / all_devices_have traits.
#pragma once
#include "detail/defines.hpp"
#include "aspect.hpp"
#include "half.hpp"
#include "atomic_ref.hpp"
#include "device_aspect_traits.hpp"
