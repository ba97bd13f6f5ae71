// REQUIRES: intel-sycl-headers
// The plugin's __SYCL_ANY_DEVICE_HAS_<name>__ / __SYCL_ALL_DEVICES_HAVE_<name>__
// macros (from the device table, by aspect name) drive Intel's own
// <sycl/device_aspect_traits.hpp> in both versions. Aspects the table does not
// know (added in 2026.x) are "maybe" when nothing is known about the devices,
// through DPC++'s __SYCL_ANY_DEVICE_HAS_ANY_ASPECT__.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -fsyntax-only -Werror -DV2026 -DNONE %s
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -fsyntax-only -Werror -DV2026 -DPVC_TGL -fsycl-targets=intel_gpu_pvc,intel_gpu_tgllp %s
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -fsyntax-only -Werror -DNONE %s
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -fsyntax-only -Werror -DPVC_TGL -fsycl-targets=intel_gpu_pvc,intel_gpu_tgllp %s
#include <sycl/sycl.hpp>
using sycl::aspect;
using namespace sycl;

#if defined(NONE)
static_assert(any_device_has_v<aspect::fp64> && !all_devices_have_v<aspect::fp64>);
#ifdef V2026
static_assert(any_device_has_v<aspect::ext_oneapi_fragment>);
#endif
#elif defined(PVC_TGL) // tgllp has no fp64
static_assert(any_device_has_v<aspect::fp64> && !all_devices_have_v<aspect::fp64>);
static_assert(all_devices_have_v<aspect::fp16> && all_devices_have_v<aspect::atomic64>);
static_assert(all_devices_have_v<aspect::gpu> && !any_device_has_v<aspect::cpu>);
#else
#error "pick a target set"
#endif
