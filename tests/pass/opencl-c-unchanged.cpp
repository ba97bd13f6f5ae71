// The README's claim "without !sycl_aspects the module is left unchanged":
// an OpenCL C kernel compiled with the plugin loaded gives the same IR as
// without it.
// RUN: %clang -x cl -cl-std=CL2.0 --target=spir64-unknown-unknown -S -emit-llvm %s -o %t.with.ll
// RUN: %clang_noplugin -x cl -cl-std=CL2.0 --target=spir64-unknown-unknown -S -emit-llvm %s -o %t.without.ll
// RUN: diff %t.without.ll %t.with.ll
// RUN: FileCheck %s < %t.with.ll
// CHECK: define {{.*}}spir_kernel void @k(
// CHECK-NOT: sycl_
kernel void k(global double *p) { p[0] = p[0] * 2.0; }
