// REQUIRES: intel-sycl-headers
// Warnings name kernels as the user wrote them, not by Intel's launch
// wrapper (sycl::_V1::detail::KernelWrapperHelperFuncs::kernel_parallel_for<
// ...>, 300 to 1,070 characters before): the kernel name type when the
// launch gives one, otherwise the lambda (its parameters and number), each
// lambda it is in and the function (unnamed-lambda-kernel-names.cpp). Chains
// start at the user's kernel body: the wrapper's call (a line of
// kernel_launch_helper.hpp) and frames inside sycl::_V1::detail are left
// out. With -g the warning points at the user's line.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -fsycl-fixed-targets=intel_gpu_dg1 -g -c -emit-llvm %s -o %t.bc 2> %t.err
// RUN: FileCheck %s < %t.err --implicit-check-not=KernelWrapperHelperFuncs --implicit-check-not=kernel_launch_helper
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -fsycl-fixed-targets=intel_gpu_dg1 -g -c -emit-llvm %s -o %t.bc 2> %t.err
// RUN: FileCheck %s < %t.err --implicit-check-not=KernelWrapperHelperFuncs --implicit-check-not=kernel_launch_helper
#include <sycl/sycl.hpp>

void fill(sycl::queue &q, double *out, double value) {
  q.parallel_for<class fill_with_value>(sycl::range<1>(16), [=](sycl::id<1> i) {
    // CHECK: kernel-names-in-warnings.cpp:[[@LINE+1]]:14: warning: kernel 'fill_with_value' uses aspect 'fp64', which fixed target 'intel_gpu_dg1' does not support
    out[i] = value;
  }).wait();
}
// CHECK-NEXT: use is from this call chain:
// CHECK-NEXT:   kernel 'fill_with_value'
// CHECK-NEXT:   fill(sycl::_V1::queue&, double*, double)::{{.*}}::operator() const [-Wbackend-plugin]

void scale(sycl::queue &q, sycl::buffer<double, 1> &b) {
  q.submit([&](sycl::handler &h) {
    sycl::accessor acc(b, h);
    h.parallel_for(sycl::range<1>(16), [=](sycl::id<1> i) {
      // CHECK: kernel-names-in-warnings.cpp:[[@LINE+1]]:16: warning: kernel (lambda(sycl::id<1>) #1 in lambda(sycl::handler&) #1 in 'scale') uses aspect 'fp64', which fixed target 'intel_gpu_dg1' does not support
      acc[i] = acc[i] * 2;
    });
  }).wait();
}
// CHECK-NEXT: use is from this call chain:
// CHECK-NEXT:   kernel (lambda(sycl::id<1>) #1 in lambda(sycl::handler&) #1 in 'scale')
