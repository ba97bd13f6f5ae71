// REQUIRES: intel-sycl-headers
// Kernel attributes as the SYCL specification writes them, after the
// lambda's parameter list, with Intel's headers: the lambdas compile under
// -Werror, their lists land on their call operators, and the aspects reach
// each kernel's metadata (Intel's launch-wrapper instantiation, the entry
// point): fp64 for the first kernel, fp16 for the second, in both header
// versions (fp64 is 6 and fp16 is 5 in both numberings). A list the kernel
// does not satisfy is still checked: the third kernel declares only fp16
// and uses double.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Werror -Wno-deprecated-declarations -c -emit-llvm -DONLY_VALID %s -o %t-2026.bc
// RUN: llvm-dis %t-2026.bc -o - | FileCheck %s
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -Werror -Wno-deprecated-declarations -c -emit-llvm -DONLY_VALID %s -o %t-2025.bc
// RUN: llvm-dis %t-2025.bc -o - | FileCheck %s
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Wno-deprecated-declarations -c -emit-llvm %s -o %t-warn.bc 2> %t.err
// RUN: FileCheck --check-prefix=WARN %s < %t.err
#include <sycl/sycl.hpp>

void run(sycl::queue &q, double *d, float *f, size_t n) {
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) [[sycl::device_has(sycl::aspect::fp64)]] {
    d[i] = d[i] * 2.0;
  }).wait();
  q.submit([&](sycl::handler &h) {
    h.parallel_for<class sized>(sycl::nd_range<1>(n, 16), [=](sycl::nd_item<1> it)
        [[sycl::reqd_work_group_size(16)]] [[sycl::reqd_sub_group_size(8)]]
        [[sycl::device_has(sycl::aspect::fp16)]] {
      f[it.get_global_id(0)] = 1.0f;
    });
  }).wait();
#ifndef ONLY_VALID
  // WARN: lambda-attributes-after-parameters.cpp:[[@LINE+1]]:{{[0-9]+}}: warning: {{.*}}uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
  q.single_task<class mismatch>([=]() [[sycl::device_has(sycl::aspect::fp16)]] { d[0] = 1.0; }).wait();
#endif
}

// The kernels (entry points) carry the aspects.
// CHECK-DAG: define internal {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs19kernel_parallel_forIZ3runRNS0_5queueEPdPfmEUlNS0_2idILi1EEEE_{{.*}} !sycl_used_aspects ![[FP64:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs19kernel_parallel_forIZZ3runRNS0_5queueEPdPfmENKUlRNS0_7handlerEE_clES9_E5sized{{.*}} !sycl_used_aspects ![[FP16:[0-9]+]]
// The lambdas' call operators carry the lists.
// CHECK-DAG: define internal {{.*}}@_ZZ3runRN4sycl3_V15queueEPdPfmENKUlNS0_2idILi1EEEE_clES6_({{.*}} !sycl_declared_aspects ![[FP64]]
// CHECK-DAG: define internal {{.*}}@_ZZZ3runRN4sycl3_V15queueEPdPfmENKUlRNS0_7handlerEE_clES6_ENKUlNS0_7nd_itemILi1EEEE_clES9_({{.*}} !sycl_declared_aspects ![[FP16]] {{.*}}!reqd_work_group_size ![[WG16:[0-9]+]] !intel_reqd_sub_group_size ![[SG8:[0-9]+]]
// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[FP16]] = !{i32 5}
// CHECK-DAG: ![[WG16]] = !{i32 16}
// CHECK-DAG: ![[SG8]] = !{i32 8}

// -Wno-deprecated-declarations: Intel 2026.2's parallel_for with properties
// calls its own deprecated overload; clang 19 reports that use inside the
// system header, clang 16 does not (docs/llvm-versions.md).
