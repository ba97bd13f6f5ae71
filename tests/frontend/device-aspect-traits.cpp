// sycl::any_device_has / all_devices_have (and _v) follow the targets the
// plugin is told (targets=, else fixed-targets=) through the device table;
// with no known targets, or without the plugin, every aspect is "maybe"
// (any: true, all: false).
// RUN: %clang -std=c++17 -fsyntax-only -DNONE %s
// RUN: %clang_noplugin -std=c++17 -fsyntax-only -DNONE %s
// RUN: %clang -std=c++17 -fsyntax-only -DPVC -fplugin-arg-sycl_aspects-targets=intel_gpu_pvc %s
// RUN: %clang -std=c++17 -fsyntax-only -DPVC -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_pvc %s
// RUN: %clang -std=c++17 -fsyntax-only -DPVC_TGL -fplugin-arg-sycl_aspects-targets=intel_gpu_pvc,intel_gpu_tgllp %s
// RUN: %clang -std=c++17 -fsyntax-only -DSM80 -fplugin-arg-sycl_aspects-targets=nvidia_gpu_sm_80 %s
// RUN: %clang -std=c++17 -fsyntax-only -DNONE -fplugin-arg-sycl_aspects-targets=spir64 %s
// RUN: %clang -std=c++17 -fsyntax-only -DUSER -fplugin-arg-sycl_aspects-device-config-file=%S/Inputs/extra-target.yaml -fplugin-arg-sycl_aspects-targets=my_accelerator %s
// Without a C++ library (cc1): the traits still work.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -DPVC -plugin-arg-sycl_aspects targets=intel_gpu_pvc %s
// targets= wins over fixed-targets= for the traits.
// RUN: %clang -std=c++17 -fsyntax-only -DPVC -fplugin-arg-sycl_aspects-targets=intel_gpu_pvc -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_tgllp %s
#include <sycl/sycl.hpp>
using sycl::aspect;
using namespace sycl;

#if defined(NONE) // nothing known: spir64 (may support other aspects) or no targets
static_assert(any_device_has_v<aspect::fp64> && !all_devices_have_v<aspect::fp64>);
static_assert(any_device_has<aspect::ext_intel_esimd>::value && !all_devices_have<aspect::ext_intel_esimd>::value);
static_assert(any_device_has_v<aspect::host>); // deprecated enumerators too
#elif defined(PVC)
static_assert(all_devices_have_v<aspect::fp64> && all_devices_have_v<aspect::ext_intel_esimd>);
static_assert(all_devices_have_v<aspect::gpu> && !any_device_has_v<aspect::cpu>);
static_assert(!any_device_has_v<aspect::ext_oneapi_cuda_async_barrier>);
#elif defined(PVC_TGL) // tgllp has no fp64
static_assert(any_device_has_v<aspect::fp64> && !all_devices_have_v<aspect::fp64>);
static_assert(all_devices_have_v<aspect::fp16> && all_devices_have_v<aspect::atomic64>);
#elif defined(SM80) // listed aspects are certain; NVIDIA may support others
static_assert(all_devices_have_v<aspect::fp64> && all_devices_have_v<aspect::ext_oneapi_cuda_async_barrier>);
static_assert(any_device_has_v<aspect::ext_intel_esimd> && !all_devices_have_v<aspect::ext_intel_esimd>);
#elif defined(USER)
static_assert(all_devices_have_v<aspect::accelerator> && all_devices_have_v<aspect::fp64>);
static_assert(!any_device_has_v<aspect::gpu> && !any_device_has_v<aspect::atomic64>);
#else
#error "pick a target set"
#endif
