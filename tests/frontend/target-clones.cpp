// A multiversioned function (target_clones) gets its facts on every
// version. Clang 16 emits target_clones("avx2","default") on f(double) as
// _Z1fd.avx2.0 and _Z1fd.default.1 behind the ifunc _Z1fd.ifunc and its
// resolver; no function is named _Z1fd. The lowering looked only for
// _Z1fd, so the clones lost device_has and the module id, and a clone using
// double was not warned about (issue 18).
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// Device mode: clang itself refuses multiversioning for spir64.
// RUN: not %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck --check-prefix=DEVICE %s
#include <sycl/sycl.hpp>

// CHECK-DAG: define {{.*}}double @_Z1fd.avx2.0(double noundef %0) [[EXT:#[0-9]+]] {{.*}}!sycl_declared_aspects ![[FP16:[0-9]+]]
// CHECK-DAG: define {{.*}}double @_Z1fd.default.1(double noundef %0) [[EXT2:#[0-9]+]] {{.*}}!sycl_declared_aspects ![[FP16]]
// CHECK-DAG: attributes [[EXT]] = { {{.*}}"sycl-module-id"="{{.*}}target-clones.cpp"
// CHECK-DAG: attributes [[EXT2]] = { {{.*}}"sycl-module-id"="{{.*}}target-clones.cpp"
// CHECK-DAG: ![[FP16]] = !{i32 5}
// WARN: target-clones.cpp:[[@LINE+3]]:{{[0-9]+}}: warning: function 'f(double) [clone .avx2.0]' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// WARN: target-clones.cpp:[[@LINE+3]]:12: note: aspect 'fp64' is used here
// DEVICE: error: function multiversioning is not supported on the current target
__attribute__((target_clones("avx2", "default"))) [[sycl::device_has(sycl::aspect::fp16)]] SYCL_EXTERNAL double f(double x) {
  return x * 2;
}
// WARN: target-clones.cpp:[[@LINE-3]]:{{[0-9]+}}: warning: function 'f(double) [clone .default.1]' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// WARN: target-clones.cpp:[[@LINE-3]]:12: note: aspect 'fp64' is used here

// An internal one: its annotation tag names the ifunc.
// CHECK-DAG: define internal {{.*}}double @_ZL1gd.avx2.0({{.*}}!sycl_used_aspects ![[USED:[0-9]+]]
// CHECK-DAG: define internal {{.*}}double @_ZL1gd.default.1({{.*}}!sycl_used_aspects ![[USED]]
// CHECK-DAG: ![[USED]] = !{i32 6, i32 5}
__attribute__((target_clones("avx2", "default"))) [[__sycl_detail__::__uses_aspects__(sycl::aspect::fp16)]] static double g(double x) {
  return x;
}
SYCL_EXTERNAL double h(double x) { return g(x); }
