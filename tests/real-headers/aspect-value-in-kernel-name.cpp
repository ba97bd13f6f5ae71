// REQUIRES: intel-sycl-headers
// An aspect value inside a printed name shows by its name (issue 20, item
// 2), not as the demangler writes it, `needs<(sycl::_V1::aspect)27>` (28
// with 2025.3's numbering). Here a kernel name type templated on an aspect:
// the warning names `aspect::atomic64` with both versions' numbering.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o %t.bc 2> %t-2026.err
// RUN: FileCheck %s --implicit-check-not='(sycl::_V1::aspect)' < %t-2026.err
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o %t.bc 2> %t-2025.err
// RUN: FileCheck %s --implicit-check-not='(sycl::_V1::aspect)' < %t-2025.err
// CHECK: warning: kernel 'needs<{{[A-Za-z0-9_:]*}}aspect::atomic64>' {{.*}}uses aspect 'fp64'
#include <sycl/sycl.hpp>

template <sycl::aspect A> class needs;

void run(sycl::queue &q, double *d) {
  q.single_task<needs<sycl::aspect::atomic64>>([=] { d[0] = 1.0; }).wait();
}
