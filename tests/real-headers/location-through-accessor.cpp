// REQUIRES: intel-sycl-headers
// A double the kernel reaches only through Intel's accessor::operator[]
// (std::swap of two elements: the user's lambda holds no double itself) is
// reported at the user's line that called into the header, with the
// header's line (sycl/accessor.hpp) as a note; with and without -g. (It
// pointed into sycl/accessor.hpp before: the pass now asks the bridge,
// ast_in_system_header, whether a use is in a system header.)
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -fsycl-fixed-targets=intel_gpu_dg1 -c -emit-llvm %s -o /dev/null 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -fsycl-fixed-targets=intel_gpu_dg1 -g -c -emit-llvm %s -o /dev/null 2> %t-g.err
// RUN: FileCheck %s --input-file=%t-g.err
#include <sycl/sycl.hpp>
#include <utility>

void reverse(sycl::queue &q, sycl::buffer<double, 1> &b) {
  q.submit([&](sycl::handler &h) {
    sycl::accessor a(b, h, sycl::read_write);
    h.parallel_for<class reverse_kernel>(sycl::range<1>(4), [=](sycl::id<1> i) {
      // CHECK: location-through-accessor.cpp:[[@LINE+1]]:{{[0-9]+}}: warning: {{.*}}uses aspect 'fp64'
      std::swap(a[i], a[7 - i]);
    });
  }).wait();
}
// CHECK: sycl/accessor.hpp:{{[0-9]+}}:{{[0-9]+}}: note:
