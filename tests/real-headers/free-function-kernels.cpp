// REQUIRES: intel-sycl-headers
// Free-function kernels written with Intel's real headers: their
// SYCL_EXT_ONEAPI_FUNCTION_PROPERTY expands to add_ir_attributes_function
// with PropertyMetaInfo<...>::name / ::value (constant expressions through
// static constexpr members), which the plugin lowers to DPC++'s attribute;
// the functions become spir_kernel entry points with global pointer
// parameters, in both header versions. Other properties become their IR
// attributes, values built as character arrays ("8,4") included. The same
// holds for textual IR (-S), which also verifies (no queue::submit here).
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Werror -c -emit-llvm %s -o %t-2026.bc
// RUN: opt -passes=verify -disable-output %t-2026.bc
// RUN: llvm-dis %t-2026.bc -o - | FileCheck %s
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -Werror -c -emit-llvm %s -o %t-2025.bc
// RUN: opt -passes=verify -disable-output %t-2025.bc
// RUN: llvm-dis %t-2025.bc -o - | FileCheck %s
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Werror -S -emit-llvm %s -o %t-2026.ll
// RUN: opt -passes=verify -disable-output %t-2026.ll
// RUN: FileCheck %s < %t-2026.ll
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -Werror -S -emit-llvm %s -o %t-2025.ll
// RUN: opt -passes=verify -disable-output %t-2025.ll
// RUN: FileCheck %s < %t-2025.ll
#include <sycl/sycl.hpp>

namespace syclexp = sycl::ext::oneapi::experimental;

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<1>))
void add(int *out, int v) { out[0] += v; }

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel))
void one(double *d) { d[0] = 1.0; }

SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::nd_range_kernel<2>))
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::work_group_size<8, 4>))
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::sub_group_size<16>))
void sized(int *p) { p[0] = 1; }

// CHECK: define spir_kernel void @_Z3addPii(ptr addrspace(1) noundef %0, i32 noundef %1) #[[ND:[0-9]+]] !sycl_fixed_targets ![[NONE:[0-9]+]] {
// CHECK: define spir_kernel void @_Z3onePd(ptr addrspace(1) noundef %0) #[[ST:[0-9]+]] !sycl_used_aspects ![[FP64:[0-9]+]] !sycl_fixed_targets ![[NONE]] {
// CHECK: define spir_kernel void @_Z5sizedPi(ptr addrspace(1) noundef %0) #[[SIZED:[0-9]+]] !sycl_fixed_targets ![[NONE]] {
// CHECK-DAG: attributes #[[SIZED]] = { {{.*}}"sycl-module-id"="{{[^"]*}}free-function-kernels.cpp" "sycl-nd-range-kernel"="2" "sycl-sub-group-size"="16" "sycl-work-group-size"="8,4" }
// CHECK-DAG: attributes #[[ND]] = { {{.*}}"sycl-module-id"="{{[^"]*}}free-function-kernels.cpp" "sycl-nd-range-kernel"="1" }
// CHECK-DAG: attributes #[[ST]] = { {{.*}}"sycl-module-id"="{{[^"]*}}free-function-kernels.cpp" "sycl-single-task-kernel"="0" }
// CHECK-DAG: ![[NONE]] = !{}
// CHECK-DAG: ![[FP64]] = !{i32 6}
