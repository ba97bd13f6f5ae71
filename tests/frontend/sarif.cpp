// -fdiagnostics-format=sarif carries the plugin's warnings (front end and
// pass) as SARIF results with their level, location and exact text; the
// call chain is a note per function. docs/install.md says how to filter them.
// RUN: %clang -std=c++17 -fdiagnostics-format=sarif -Wno-sarif-format-unstable -S -emit-llvm %s -o /dev/null 2> %t.sarif
// RUN: python3 %S/Inputs/sarif-results.py < %t.sarif | FileCheck %s --match-full-lines --implicit-check-not=warning
// CHECK: warning sarif.cpp:12:44 rule={{[0-9]+}} attribute 'device_has' is already applied
// CHECK-NEXT: note sarif.cpp:12:3 rule={{[0-9]+}} previous attribute is here
// CHECK-NEXT: warning sarif.cpp:17:61 rule={{[0-9]+}} function 'kernel(float*)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// CHECK-NEXT: note sarif.cpp:13:6 rule={{[0-9]+}} propagated from call to function 'helper(float*)'
// CHECK-NEXT: note sarif.cpp:14:10 rule={{[0-9]+}} aspect 'fp64' is used here
#include <sycl/sycl.hpp>
[[sycl::device_has(sycl::aspect::fp16)]] [[sycl::device_has(sycl::aspect::fp64)]] SYCL_EXTERNAL void twice();
void helper(float *out) {
  double acc = out[0];
  out[0] = static_cast<float>(acc * 2);
}
[[sycl::device_has(sycl::aspect::fp16)]] SYCL_EXTERNAL void kernel(float *out) {
  helper(out);
}
