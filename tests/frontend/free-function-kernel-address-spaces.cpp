// A free-function kernel's pointer parameters change address space only when
// generic: a generic pointer becomes global, while a pointer already in local
// (opencl_local, addrspace 3), private (opencl_private, addrspace 0) or
// global memory keeps its address space, with no cast at the entry.
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fno-exceptions -S -emit-llvm %s -o %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: FileCheck %s < %t.ll
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

// CHECK: define {{.*}}spir_kernel void @_Z5mixedPiPU3AS3iPU3AS0iPU3AS1i(ptr addrspace(1) noundef %0, ptr addrspace(3) noundef %1, ptr noundef %2, ptr addrspace(1) noundef %3)
// CHECK-NEXT: %[[P0:[0-9]+]] = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
// CHECK-NOT: addrspacecast {{.*}} %{{[123]}} to
// CHECK: store ptr addrspace(4) %[[P0]],
// CHECK-NEXT: store ptr addrspace(3) %1,
// CHECK-NEXT: store ptr %2,
// CHECK-NEXT: store ptr addrspace(1) %3,
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void mixed(int *generic, __attribute__((opencl_local)) int *local, __attribute__((opencl_private)) int *priv,
           __attribute__((opencl_global)) int *global) {
  generic[0] = local[0] + priv[0] + global[0];
}
