// REQUIRES: intel-sycl-headers
// Kernels launched with parallel_for / single_task: DPC++'s front end makes
// each instantiation of Intel's launch wrappers
// (sycl::detail::KernelWrapperHelperFuncs::kernel_*) a kernel; with stock
// clang 16 the plugin makes them entry points, so the lambda's aspects reach
// them (fp64 for the double kernel, nothing for the float one), in both
// header versions. The wrappers' add_ir_attributes_function lowers too.
// Textual IR (-S) holds the same metadata. It is not re-read or verified:
// clang 16's own codegen of the atomics queue::submit reaches writes
// `bitcast ptr addrspace(4) ... to ptr`, which the IR parser rejects ("invalid
// cast opcode"), with or without the plugin; the bitcode of the same module
// reads back and verifies.
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Werror -Wno-deprecated-declarations -c -emit-llvm %s -o %t-2026.bc
// RUN: opt -passes=verify -disable-output %t-2026.bc
// RUN: llvm-dis %t-2026.bc -o - | FileCheck %s
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -Werror -Wno-deprecated-declarations -c -emit-llvm %s -o %t-2025.bc
// RUN: opt -passes=verify -disable-output %t-2025.bc
// RUN: llvm-dis %t-2025.bc -o - | FileCheck %s
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2026.2.0 -Werror -Wno-deprecated-declarations -S -emit-llvm %s -o - | FileCheck %s
// RUN: %sycl-clang --sycl-headers=%intel-sycl/2025.3.3 -Werror -Wno-deprecated-declarations -S -emit-llvm %s -o - | FileCheck %s
#include <sycl/sycl.hpp>

void run(sycl::queue &q, double *d, float *f, size_t n) {
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) { d[i] = d[i] * 2.0; }).wait();
  q.single_task([=] { f[0] = sycl::sqrt(f[1]); }).wait();
}

// CHECK: define internal {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs19kernel_parallel_forIZ3runRNS0_5queueEPdPfmEUlNS0_2idILi1EEEE_NS0_4itemILi1ELb1EEESA_JEEEvRKT1_({{.*}}) #[[KERNEL:[0-9]+]] align 2 !sycl_used_aspects ![[FP64_LIST:[0-9]+]] !sycl_fixed_targets ![[NONE:[0-9]+]] {
// CHECK: define internal {{.*}}@_ZN4sycl3_V16detail24KernelWrapperHelperFuncs18kernel_single_taskIZ3runRNS0_5queueEPdPfmEUlvE_S8_JEEEvRKT0_({{.*}}) #[[SINGLE:[0-9]+]] align 2 !sycl_fixed_targets ![[NONE]] {
// CHECK: attributes #[[KERNEL]] = { {{.*}}"sycl-module-id"="{{[^"]*}}kernels.cpp" }
// The wrapper's own add_ir_attributes_function("sycl-single-task", ..., nullptr, ...):
// an attribute without a value, as DPC++ writes it.
// CHECK: attributes #[[SINGLE]] = { {{.*}}"sycl-module-id"="{{[^"]*}}kernels.cpp" "sycl-single-task" }
// CHECK: !{!"fp64", i32 6}
// CHECK-DAG: ![[FP64_LIST]] = !{i32 6}
// CHECK-DAG: ![[NONE]] = !{}

// -Wno-deprecated-declarations: Intel 2026.2's queue::single_task(lambda) calls
// its own deprecated overload; clang 19 reports that use inside the system
// header (an error under -Werror), clang 16 does not (docs/llvm-versions.md).
