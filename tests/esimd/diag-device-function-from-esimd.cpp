// An ESIMD function calling a SYCL device function (SYCL_EXTERNAL, not
// marked) is an error with DPC++'s text, at the call; functions whose names
// start with '__' and ESIMD SYCL_EXTERNAL functions are allowed.
// RUN: not %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -S -emit-llvm %s -o /dev/null 2> %t.err
// RUN: FileCheck %s --implicit-check-not=error: < %t.err
#include <sycl/sycl.hpp>
#include <sycl/ext/intel/esimd.hpp>

SYCL_EXTERNAL void device_fn(float *);
SYCL_EXTERNAL void __devicelib_fn(float *);
SYCL_EXTERNAL SYCL_ESIMD_FUNCTION void esimd_device_fn(float *);
void plain_helper(float *p) { p[0] = 0; }

SYCL_EXTERNAL SYCL_ESIMD_FUNCTION void esimd_entry(float *p) {
  // CHECK: diag-device-function-from-esimd.cpp:[[@LINE+2]]:3: error: SYCL device function cannot be called from ESIMD context
  // CHECK-NEXT: called function: 'device_fn(float*)'
  device_fn(p);
  __devicelib_fn(p);
  esimd_device_fn(p);
  plain_helper(p);
}

// An unmarked function may call it.
SYCL_EXTERNAL void sycl_entry(float *p) { device_fn(p); }
