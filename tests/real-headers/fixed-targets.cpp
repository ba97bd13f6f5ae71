// REQUIRES: intel-sycl-headers
// Fixed-target checks with Intel's real headers match aspects by name: with
// 2026.2.0 (atomic64 = 27) and 2025.3.3 (atomic64 = 28) alike, a 64-bit
// atomic_ref on intel_gpu_tgllp (which has atomic64) is not warned about,
// while double (tgllp has no fp64) is; the warnings are identical. The
// positive control: the atomic_ref was detected (use_atomic64 uses atomic64
// under each version's value), so its missing warning is tgllp's support.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -fsycl-fixed-targets=intel_gpu_tgllp \
// RUN:   -c -emit-llvm %s -o %t-2026.bc 2> %t-2026.err
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -fsycl-fixed-targets=intel_gpu_tgllp \
// RUN:   -c -emit-llvm %s -o %t-2025.bc 2> %t-2025.err
// RUN: FileCheck %s --input-file=%t-2026.err --implicit-check-not=warning:
// RUN: diff %t-2026.err %t-2025.err
// RUN: llvm-dis %t-2026.bc -o - | FileCheck --check-prefix=IR -DATOMIC64=27 %s
// RUN: llvm-dis %t-2025.bc -o - | FileCheck --check-prefix=IR -DATOMIC64=28 %s
// IR: define {{.*}}@_Z12use_atomic64Px({{.*}} !sycl_used_aspects ![[A64:[0-9]+]] !sycl_fixed_targets
// IR-DAG: !{!"atomic64", i32 [[ATOMIC64]]}
// IR-DAG: ![[A64]] = !{i32 [[ATOMIC64]]}
// CHECK: warning: function 'use_double' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
#include <sycl/sycl.hpp>
SYCL_EXTERNAL void use_double(double *p) { *p = *p * 2.0; }
SYCL_EXTERNAL long long use_atomic64(long long *p) {
  sycl::atomic_ref<long long, sycl::memory_order::relaxed, sycl::memory_scope::device> r(*p);
  return r.fetch_add(1);
}
