// The ESIMD metadata is written in every output mode: -S and -c
// -emit-llvm at -O0 and -O2, with -disable-llvm-passes (no pipeline at all),
// in SYCL device mode for spir64, and through clang -cc1. Each output passes
// the verifier.
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
// RUN: opt -passes=verify -disable-output %t.O0.ll
// RUN: opt -passes=verify -disable-output %t.O2.ll
// RUN: opt -passes=verify -disable-output %t.nopasses.ll
// RUN: opt -passes=verify -disable-output %t.spir.ll
// RUN: opt -passes=verify -disable-output %t.cc1.ll
#include <sycl/sycl.hpp>

[[intel::sycl_explicit_simd]] SYCL_EXTERNAL void esimd_ext();

// CHECK-DAG: define {{.*}}@_Z6kernelPi({{.*}}!sycl_explicit_simd ![[EMPTY:[0-9]+]] !intel_reqd_sub_group_size ![[ONE:[0-9]+]]
[[intel::sycl_explicit_simd]] SYCL_EXTERNAL void kernel(int *p) {
  esimd_ext();
  *p = 1;
}
// CHECK-DAG: declare {{.*}}!sycl_explicit_simd ![[EMPTY]] !intel_reqd_sub_group_size ![[ONE]] {{.*}}@_Z9esimd_extv()
// CHECK-DAG: ![[EMPTY]] = !{}
// CHECK-DAG: ![[ONE]] = !{i32 1}
