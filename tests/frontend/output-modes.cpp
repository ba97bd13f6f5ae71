// The metadata is present in every IR output mode and optimization level,
// with -disable-llvm-passes (no pass pipeline at all), and for spir64 in
// SYCL device mode; object output works too. Each output passes the verifier
// and holds no helper artifacts.
// RUN: %clang -std=c++17 -S -emit-llvm -O0 %s -o %t.O0.ll
// RUN: FileCheck %s < %t.O0.ll
// RUN: %clang -std=c++17 -S -emit-llvm -O2 %s -o %t.O2.ll
// RUN: FileCheck %s < %t.O2.ll
// RUN: %clang -std=c++17 -c -emit-llvm -O0 %s -o %t.bc
// RUN: llvm-dis %t.bc -o - | FileCheck %s
// RUN: %clang -std=c++17 -S -emit-llvm -O2 -Xclang -disable-llvm-passes %s -o %t.nopasses.ll
// RUN: FileCheck %s < %t.nopasses.ll
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -S -emit-llvm %s -o %t.spir.ll
// RUN: FileCheck %s < %t.spir.ll
// RUN: %clang_cc1 -std=c++17 -triple spir64-unknown-unknown -fsycl-is-device -disable-llvm-passes -emit-llvm %s -o %t.cc1.ll
// RUN: FileCheck %s < %t.cc1.ll
// RUN: %clang -std=c++17 -c -O2 %s -o %t.o
// RUN: llvm-nm %t.o | FileCheck --check-prefix=OBJ --implicit-check-not=sycl_aspects %s
// Object and assembly output with -disable-llvm-passes: nothing is lowered
// there (README, Limitations), and no helper reaches the file either (the
// type marker global stayed as a local symbol before).
// RUN: %clang -std=c++17 -c -O2 -Xclang -disable-llvm-passes %s -o %t.nopasses.o
// RUN: llvm-nm %t.nopasses.o | FileCheck --check-prefix=OBJ --implicit-check-not=sycl_aspects %s
// RUN: %clang -std=c++17 -S -O2 -Xclang -disable-llvm-passes %s -o %t.nopasses.s
// RUN: FileCheck --check-prefix=CLEAN %s < %t.nopasses.s
// RUN: opt -passes=verify -disable-output %t.O0.ll
// RUN: opt -passes=verify -disable-output %t.O2.ll
// RUN: opt -passes=verify -disable-output %t.nopasses.ll
// RUN: opt -passes=verify -disable-output %t.spir.ll
// RUN: opt -passes=verify -disable-output %t.cc1.ll
// RUN: cat %t.O0.ll %t.O2.ll %t.nopasses.ll %t.spir.ll %t.cc1.ll | FileCheck --check-prefix=CLEAN %s
#include <sycl/sycl.hpp>
using sycl::aspect;

[[sycl::device_has(aspect::fp16)]] SYCL_EXTERNAL void ext();

// CHECK-DAG: @_Z6kernelPN4sycl3_V16detail9half_impl4halfE({{.*}}!sycl_declared_aspects ![[FP16:[0-9]+]]
// CHECK-DAG: @_Z3extv
// CHECK-DAG: !sycl_types_that_use_aspects = !{![[HALF:[0-9]+]]}
// CHECK-DAG: ![[HALF]] = !{!"class.sycl::_V1::detail::half_impl::half", i32 5}
// CHECK-DAG: ![[FP16]] = !{i32 5}
// CHECK-DAG: !{!"fp16", i32 5}
[[sycl::device_has(aspect::fp16)]] SYCL_EXTERNAL __attribute__((noinline)) void kernel(sycl::half *h) {
  *h = *h + *h;
  ext();
}

// The object file: the code is there, the type marker global is not.
// OBJ: U _Z3extv
// OBJ: T _Z6kernelPN4sycl3_V16detail9half_impl4halfE

// CLEAN-NOT: __sycl_aspects_type_marker
// CLEAN-NOT: llvm.global.annotations
// CLEAN-NOT: sycl-aspects:
// CLEAN-NOT: llvm.used
