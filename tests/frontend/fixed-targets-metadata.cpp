// SYCL_EXTERNAL definitions get !sycl_fixed_targets from the front end too,
// so the metadata is there even when no pass runs (-disable-llvm-passes):
// the fixed-target names, or an empty list.
// RUN: %clang -std=c++17 -S -emit-llvm -Xclang -disable-llvm-passes %s -o - -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_pvc,gpu | FileCheck --check-prefix=FIXED %s
// RUN: %clang -std=c++17 -S -emit-llvm -Xclang -disable-llvm-passes %s -o - | FileCheck --check-prefix=NONE %s
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_pvc,gpu | FileCheck --check-prefix=FIXED %s
#include <sycl/sycl.hpp>

// FIXED: define {{.*}}@_Z6kernelv() {{.*}}!sycl_fixed_targets ![[LIST:[0-9]+]]
// NONE: define {{.*}}@_Z6kernelv() {{.*}}!sycl_fixed_targets ![[EMPTY:[0-9]+]]
SYCL_EXTERNAL void kernel() {}
// FIXED-NOT: define {{.*}}@_Z6helperv() {{.*}}!sycl_fixed_targets
// NONE-NOT: define {{.*}}@_Z6helperv() {{.*}}!sycl_fixed_targets
void helper() {}
// FIXED: ![[LIST]] = !{!"intel_gpu_pvc", i32 2}
// NONE: ![[EMPTY]] = !{}
