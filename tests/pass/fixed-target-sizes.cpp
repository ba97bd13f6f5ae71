// A required sub-group size not among a fixed target's sub-group sizes, and a
// required work-group size with more work-items than the target's
// max-work-group-size, are warned about at the function (real clang
// warnings, -Wbackend-plugin). Targets without known sizes (spir64) and
// without a known limit (Intel GPUs) are not checked.
// RUN: %clang -std=c++17 -c -o /dev/null %s -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_pvc,nvidia_gpu_sm_80,spir64 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: %clang -std=c++17 -c -o /dev/null %s -fplugin-arg-sycl_aspects-fixed-targets=spir64,intel_gpu_acm_g10 2>&1 | count 0
#include <sycl/sycl.hpp>

// CHECK: fixed-target-sizes.cpp:[[@LINE+3]]:20: warning: function 'sub_group_8' requires sub-group size 8, which fixed target 'intel_gpu_pvc' does not support (its sub-group sizes: 16, 32) [-Wbackend-plugin]
// CHECK: fixed-target-sizes.cpp:[[@LINE+2]]:20: warning: function 'sub_group_8' requires sub-group size 8, which fixed target 'nvidia_gpu_sm_80' does not support (its sub-group sizes: 32) [-Wbackend-plugin]
[[sycl::reqd_sub_group_size(8)]]
SYCL_EXTERNAL void sub_group_8() {}

// CHECK: fixed-target-sizes.cpp:[[@LINE+2]]:20: warning: function 'work_group_64x32' requires work-group size 64x32 (2048 work-items), more than fixed target 'nvidia_gpu_sm_80' allows (1024) [-Wbackend-plugin]
[[sycl::reqd_work_group_size(64, 32)]]
SYCL_EXTERNAL void work_group_64x32() {}

// Within every limit: no warning.
[[sycl::reqd_sub_group_size(32)]] [[sycl::reqd_work_group_size(32, 32)]]
SYCL_EXTERNAL void fits() {}
// CHECK-NOT: warning:
// CHECK: 3 warnings generated.
