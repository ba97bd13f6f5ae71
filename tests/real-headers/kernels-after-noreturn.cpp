// REQUIRES: intel-sycl-headers
// Kernels launched after a [[noreturn]] call (assert(false), std::abort(),
// a [[noreturn]] function of the user's) are emitted with Intel's headers:
// clang emits no code after a noreturn call, so the launch never referenced
// Intel's launch wrapper (the kernel), which was then neither in the device
// module nor checked. Each is an entry point with its aspects now, its
// device_has mismatch is warned, at -O0 and -O2, with both header versions.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Wno-deprecated-declarations -c -emit-llvm %s -o %t-2026.bc 2> %t-2026.err
// RUN: llvm-dis %t-2026.bc -o - | FileCheck %s
// RUN: FileCheck --check-prefix=WARN %s < %t-2026.err
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Wno-deprecated-declarations -O2 -c -emit-llvm %s -o %t-2026-O2.bc 2> %t-2026-O2.err
// RUN: llvm-dis %t-2026-O2.bc -o - | FileCheck %s
// RUN: FileCheck --check-prefix=WARN %s < %t-2026-O2.err
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -Wno-deprecated-declarations -c -emit-llvm %s -o %t-2025.bc 2> %t-2025.err
// RUN: llvm-dis %t-2025.bc -o - | FileCheck %s
// RUN: FileCheck --check-prefix=WARN %s < %t-2025.err
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -Wno-deprecated-declarations -O2 -c -emit-llvm %s -o %t-2025-O2.bc 2> %t-2025-O2.err
// RUN: llvm-dis %t-2025-O2.bc -o - | FileCheck %s
// RUN: FileCheck --check-prefix=WARN %s < %t-2025-O2.err
#include <sycl/sycl.hpp>
#include <cassert>
#include <cstdlib>

[[noreturn]] void give_up();

void after_assert(sycl::queue &q, double *d) {
  assert(false && "not yet");
  q.single_task<class after_assert_kernel>([=] { d[0] = d[1] * 2.0; }).wait();
}

void after_abort(sycl::queue &q, double *d) {
  std::abort();
  // WARN: warning: {{.*}}uses aspect 'fp64'
  q.parallel_for<class after_abort_kernel>(sycl::range<1>(8), [=](sycl::id<1> i) [[sycl::device_has()]] {
    d[i] = d[i] * 2.0;
  }).wait();
}

void after_own_noreturn(sycl::queue &q, double *d) {
  give_up();
  q.single_task<class after_give_up_kernel>([=] { d[0] = 1.0; }).wait();
}

// CHECK-DAG: define internal {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_task{{[^(]*}}19after_assert_kernel{{.*}} !sycl_used_aspects ![[FP64:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs19kernel_parallel_for{{[^(]*}}18after_abort_kernel{{.*}} !sycl_used_aspects ![[FP64]]
// CHECK-DAG: define internal {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_task{{[^(]*}}20after_give_up_kernel{{.*}} !sycl_used_aspects ![[FP64]]
// CHECK-DAG: ![[FP64]] = !{i32 6}
