// Free-function kernels that nothing references are still kernels: inline,
// static, in an anonymous namespace, constexpr (issue 31, item 4: they were
// silently not emitted, so no image held them). At -O2 they survive the
// optimizer. A consteval function has no code at run time: an error.
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -O2 -S -emit-llvm %s -o - | FileCheck %s
// RUN: not %clang -std=c++20 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -DCONSTEVAL -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=CONSTEVAL
#include <sycl/sycl.hpp>
namespace syclexp = sycl::ext::oneapi::experimental;

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel)) inline void k_inline(int *p) { p[0] = 1; }
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>)) static void k_static(int *p) { p[1] = 2; }
namespace {
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel)) void k_anonymous(int *p) { p[2] = 3; }
}
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel)) constexpr void k_constexpr(int *p) { p[3] = 4; }
#ifdef CONSTEVAL
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel)) consteval void k_consteval(int *) {}
// CONSTEVAL: free-function-kernels-emitted.cpp:[[#@LINE-1]]:{{[0-9]+}}: error: a consteval function cannot be a SYCL free function kernel: it has no code at run time
#endif

// CHECK-DAG: define {{.*}}spir_kernel void @_Z8k_inlinePi(
// CHECK-DAG: define internal spir_kernel void @_ZL8k_staticPi(
// CHECK-DAG: define internal spir_kernel void @_ZN12_GLOBAL__N_111k_anonymousEPi(
// CHECK-DAG: define {{.*}}spir_kernel void @_Z11k_constexprPi(
