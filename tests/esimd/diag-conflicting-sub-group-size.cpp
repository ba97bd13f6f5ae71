// ESIMD code runs with sub-group size 1: an ESIMD kernel or SYCL_EXTERNAL
// ESIMD function that requires another size itself, or reaches a function
// that does, is an error (DPC++'s text), with the chain. A written
// reqd_sub_group_size(1) agrees.
// RUN: not %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -S -emit-llvm %s -o /dev/null 2> %t.err
// RUN: FileCheck %s --implicit-check-not=error: < %t.err
#include <sycl/sycl.hpp>
#include <sycl/kernel.hpp>
#include <sycl/ext/intel/esimd.hpp>

[[sycl::reqd_sub_group_size(16)]] void needs16(float *p) { p[0] = 0; }
[[sycl::reqd_sub_group_size(1)]] void needs1(float *p) { p[0] = 0; }

// CHECK: diag-conflicting-sub-group-size.cpp:[[@LINE+3]]:{{[0-9]+}}: error: conflicting attributes applied to a SYCL kernel
// CHECK-NEXT: 'sycl_explicit_simd' requires sub-group size 1, but 'own' requires sub-group size 8{{$}}
// CHECK-NOT: call is from
[[sycl::reqd_sub_group_size(8)]] SYCL_EXTERNAL SYCL_ESIMD_FUNCTION void own(float *p) { needs1(p); }

void launch(sycl::handler &h, float *p) {
  // CHECK: diag-conflicting-sub-group-size.cpp:[[@LINE+6]]:56: error: conflicting attributes applied to a SYCL kernel
  // CHECK-NEXT: 'sycl_explicit_simd' requires sub-group size 1, but 'needs16' requires sub-group size 16
  // CHECK-NEXT: call is from this call chain:
  // CHECK-NEXT:   kernel 'Esimd'
  // CHECK-NEXT:   launch(sycl::_V1::handler&, float*)::{lambda()#1}::operator()() const{{$}}
  // CHECK-NEXT:   needs16(float*) {{.*}}diag-conflicting-sub-group-size.cpp:[[@LINE+1]]:56
  h.single_task<class Esimd>([=]() SYCL_ESIMD_KERNEL { needs16(p); needs1(p); });
  h.single_task<class Plain>([=]() { needs16(p); });
}
