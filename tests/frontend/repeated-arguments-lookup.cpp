// Reused argument resolutions must match a fresh lookup: a using directive
// in one block does not leak into a sibling block, and a later declaration
// that changes what a name finds is honoured.
// RUN: not %clang -std=c++17 -Wno-c++2b-extensions -fsyntax-only -DBLOCKS %s 2>&1 | FileCheck --check-prefix=BLOCKS %s
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - | FileCheck %s
#include <sycl/sycl.hpp>

#ifdef BLOCKS
SYCL_EXTERNAL void h() {
  { using namespace sycl; auto l = [=] [[sycl::device_has(aspect::fp64)]] () {}; l(); }
  // BLOCKS: repeated-arguments-lookup.cpp:[[@LINE+1]]:37: error: use of undeclared identifier 'aspect'
  { auto l = [=] [[sycl::device_has(aspect::fp64)]] () {}; l(); }
}
#else
namespace N {
using namespace sycl;
// CHECK-DAG: define {{.*}}@_ZN1N1fEv() {{.*}}!sycl_declared_aspects ![[FP64:[0-9]+]]
[[sycl::device_has(aspect::fp64)]] SYCL_EXTERNAL void f() {}
namespace aspect { constexpr sycl::aspect fp64 = sycl::aspect::fp16; }
// CHECK-DAG: define {{.*}}@_ZN1N1gEv() {{.*}}!sycl_declared_aspects ![[FP16:[0-9]+]]
[[sycl::device_has(aspect::fp64)]] SYCL_EXTERNAL void g() {}
}
// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[FP16]] = !{i32 5}
#endif
