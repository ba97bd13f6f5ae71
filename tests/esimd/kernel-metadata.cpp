// The kernel of a lambda or functor marked sycl_explicit_simd (Intel's
// launch wrapper instantiation, which the plugin makes the kernel) gets
// !sycl_explicit_simd and !intel_reqd_sub_group_size !{i32 1}, as DPC++'s
// generated kernel does; other kernels get neither. With
// -disable-llvm-passes too. The output passes the verifier.
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: grep 'define.*kernel_parallel_for' %t.ll | FileCheck --check-prefix=PLAIN --implicit-check-not=sycl_explicit_simd %s
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -S -emit-llvm -Xclang -disable-llvm-passes %s -o %t.nopasses.ll
// RUN: FileCheck %s < %t.nopasses.ll
#include <sycl/sycl.hpp>
#include <sycl/kernel.hpp>
#include <sycl/ext/intel/esimd.hpp>
using namespace sycl::ext::intel::esimd;

struct EsimdFunctor {
  float *p;
  void operator()() const SYCL_ESIMD_KERNEL { block_store<float, 4>(p, simd<float, 4>(1.0f)); }
};

void launch(sycl::handler &h, float *p) {
  // CHECK-DAG: define {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_taskIZ6launchRNS0_7handlerEPfE5Esimd{{[A-Za-z0-9_]+}}({{.*}}!sycl_explicit_simd ![[EMPTY:[0-9]+]] !intel_reqd_sub_group_size ![[ONE:[0-9]+]]
  h.single_task<class Esimd>([=]() SYCL_ESIMD_KERNEL { block_store<float, 4>(p, simd<float, 4>(2.0f)); });
  // CHECK-DAG: define {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_taskIZ6launchRNS0_7handlerEPfE7Functor12EsimdFunctorEEvRKT0_({{.*}}!sycl_explicit_simd ![[EMPTY]] !intel_reqd_sub_group_size ![[ONE]]
  h.single_task<class Functor>(EsimdFunctor{p});
  // PLAIN: define {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs19kernel_parallel_for{{.*}}5Plain
  h.parallel_for<class Plain>(sycl::range<1>(4), [=](sycl::item<1> it) { p[it.get_linear_id()] = 0; });
}
// CHECK-DAG: ![[EMPTY]] = !{}
// CHECK-DAG: ![[ONE]] = !{i32 1}
