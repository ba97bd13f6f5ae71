// A minimal subset of the SYCL 2020 headers for device compilation with the
// sycl_aspects plugin: the aspect enum, sycl::half, sycl::atomic_ref,
// SYCL_EXTERNAL, the any_device_has / all_devices_have traits, and free-function
// kernels (their properties and this_work_item::get_nd_item).
#pragma once
#include "detail/defines.hpp"
#include "aspect.hpp"
#include "half.hpp"
#include "atomic_ref.hpp"
#include "device_aspect_traits.hpp"
#include "ext/oneapi/free_function_kernel_properties.hpp"
#include "ext/oneapi/work_item.hpp"
