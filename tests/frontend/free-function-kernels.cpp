// Free-function kernels (sycl_ext_oneapi_free_function_kernels): in a SYCL
// device compile a function declared with
// SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((nd_range_kernel<N>)) or
// ((single_task_kernel)) gets DPC++'s IR attribute and becomes a spir_kernel
// entry point: its generic pointer (and reference) parameters become
// pointers to global memory, cast back at the entry, scalars stay; it gets
// "sycl-module-id" and !sycl_fixed_targets like every entry point, and the
// pass's aspect propagation reaches it (fp64 from the helper). Functions
// without the property, a declaration with it, and a host compile are left
// alone.
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fno-exceptions -c -emit-llvm %s -o %t.bc
// RUN: opt -passes=verify -disable-output %t.bc
// RUN: llvm-dis %t.bc -o - | FileCheck %s
// RUN: %clang -std=c++17 -c -emit-llvm %s -o %t-host.bc
// RUN: llvm-dis %t-host.bc -o - | FileCheck %s --check-prefix=HOST --implicit-check-not=spir_kernel
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

double helper(double x) { return x * 2.0; }

// Scalars only: the calling convention alone changes, in place. A kernel
// whose parameters change is a new function, at the end of the module.
// CHECK: define {{.*}}spir_kernel void @_Z6scalarii(i32 noundef %0, i32 noundef %1) #[[ND1:[0-9]+]] !sycl_fixed_targets ![[NONE:[0-9]+]] {
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void scalar(int a, int b) {}

// CHECK: define {{.*}}spir_func void @_Z5plainPi(ptr addrspace(4) noundef %0) #[[PLAIN:[0-9]+]] {
void plain(int *p) { p[0] = 0; }

// A declaration keeps its attribute only.
// CHECK: declare {{.*}}spir_func void @_Z8declaredPi(ptr addrspace(4) noundef) #[[DECL:[0-9]+]]
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void declared(int *p);
SYCL_EXTERNAL void call_declared(int *p) { declared(p); }

// CHECK: define {{.*}}spir_kernel void @_Z5scalePffPi(ptr addrspace(1) noundef %0, float noundef %1, ptr addrspace(1) noundef %2) #[[ND:[0-9]+]] !sycl_fixed_targets ![[NONE]] {
// CHECK-NEXT: %[[P0:[0-9]+]] = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
// CHECK-NEXT: %[[P2:[0-9]+]] = addrspacecast ptr addrspace(1) %2 to ptr addrspace(4)
// CHECK: store ptr addrspace(4) %[[P0]],
// CHECK: store float %1,
// CHECK: store ptr addrspace(4) %[[P2]],
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<2>))
void scale(float *data, float factor, int *count) {
  auto item = sycl::ext::oneapi::this_work_item::get_nd_item<2>();
  data[item.get_global_linear_id()] *= factor;
  *count = 1;
}

// CHECK: define {{.*}}spir_kernel void @_Z5twicePd(ptr addrspace(1) noundef %0) #[[ST:[0-9]+]] !sycl_used_aspects ![[FP64:[0-9]+]] !sycl_fixed_targets ![[NONE]] {
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void twice(double *d) { d[0] = helper(d[0]); }

// CHECK-DAG: attributes #[[ND]] = { {{.*}}"sycl-module-id"="{{[^"]*}}free-function-kernels.cpp" "sycl-nd-range-kernel"="2" }
// CHECK-DAG: attributes #[[ST]] = { {{.*}}"sycl-module-id"="{{[^"]*}}free-function-kernels.cpp" "sycl-single-task-kernel"="0" }
// CHECK-DAG: attributes #[[ND1]] = { {{.*}}"sycl-module-id"="{{[^"]*}}free-function-kernels.cpp" "sycl-nd-range-kernel"="1" }
// CHECK-DAG: attributes #[[PLAIN]] = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
// CHECK-DAG: attributes #[[DECL]] = { {{.*}}"sycl-nd-range-kernel"="1" }
// CHECK-DAG: ![[NONE]] = !{}
// CHECK-DAG: ![[FP64]] = !{i32 6}

// HOST: define {{.*}}void @_Z5scalePffPi(ptr noundef %0, float noundef %1, ptr noundef %2) #[[HND:[0-9]+]] {
// HOST: attributes #[[HND]] = { {{.*}}"sycl-nd-range-kernel"="2" {{.*}}}
