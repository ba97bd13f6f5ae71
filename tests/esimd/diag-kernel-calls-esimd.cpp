// A kernel without 'sycl_explicit_simd' that reaches an ESIMD function,
// directly or through helpers defined later in the file, is an error
// (DPC++'s text) at the call into the ESIMD function, with the chain from the
// kernel. An ESIMD kernel may call it; calls outside kernels are not checked.
// The same locations with -g (debug information) and without (the AST).
// RUN: not %clang -std=c++17 -g --target=spir64-unknown-unknown -Xclang -fsycl-is-device -S -emit-llvm %s -o /dev/null 2> %t.err
// RUN: FileCheck %s --implicit-check-not=error: < %t.err
// RUN: not %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -S -emit-llvm %s -o /dev/null 2> %t-no-g.err
// RUN: FileCheck %s --implicit-check-not=error: --implicit-check-not="compile with '-g'" < %t-no-g.err
#include <sycl/sycl.hpp>
#include <sycl/kernel.hpp>
#include <sycl/ext/intel/esimd.hpp>

SYCL_ESIMD_FUNCTION void esimd_work(float *p) { p[0] = 1; }
void later(float *p);

void launch(sycl::handler &h, float *p) {
  // CHECK: diag-kernel-calls-esimd.cpp:[[@LINE+1]]:39: error: SYCL kernel without 'sycl_explicit_simd' attribute can't call a function with this attribute
  h.single_task<class Direct>([=]() { esimd_work(p); });
  // CHECK-NEXT: call is from this call chain:
  // CHECK-NEXT:   kernel 'Direct'
  // CHECK-NEXT:   launch(sycl::_V1::handler&, float*)::{lambda()#1}::operator()() const{{$}}
  // CHECK-NEXT:   esimd_work(float*) {{.*}}diag-kernel-calls-esimd.cpp:[[@LINE-4]]:39
  h.single_task<class Indirect>([=]() { later(p); });
  h.single_task<class Esimd>([=]() SYCL_ESIMD_KERNEL { esimd_work(p); });
}

void helper(float *p) { p[1] = 0; }
// CHECK: diag-kernel-calls-esimd.cpp:[[@LINE+1]]:35: error: SYCL kernel without 'sycl_explicit_simd' attribute can't call a function with this attribute
void later(float *p) { helper(p); esimd_work(p); }
// CHECK-NEXT: call is from this call chain:
// CHECK-NEXT:   kernel 'Indirect'
// CHECK-NEXT:   launch(sycl::_V1::handler&, float*)::{lambda()#2}::operator()() const{{$}}
// CHECK-NEXT:   later(float*) {{.*}}diag-kernel-calls-esimd.cpp:24:41
// CHECK-NEXT:   esimd_work(float*) {{.*}}diag-kernel-calls-esimd.cpp:[[@LINE-5]]:35

// Not a kernel: not checked.
void not_a_kernel(float *p) { esimd_work(p); }
