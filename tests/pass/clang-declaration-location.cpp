// A warning whose aspect comes from a declaration's uses_aspects (metadata on
// a function that is only declared) points at that declaration, with and
// without -g, and never tells the user to compile with -g when they did. A
// declaration's device_has lists what it may use, not what it uses: as in
// DPC++, calling it is no warning by itself.
// RUN: %clang -std=c++17 -g -S -emit-llvm %s -o %t.g.ll 2> %t.g.err
// RUN: sed -E 's/^ *[0-9]* [|] //' %t.g.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: opt -passes=verify -disable-output %t.g.ll
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: sed -E 's/^ *[0-9]* [|] //' %t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: opt -passes=verify -disable-output %t.ll
#include <sycl/sycl.hpp>

[[sycl_detail::uses_aspects(sycl::aspect::fp64)]] void ext_uses();
[[sycl::device_has(sycl::aspect::atomic64)]] void ext_has();

[[sycl::device_has()]] void kernel() {
  ext_uses();
  ext_has();
}

//      CHECK:{{.*}}clang-declaration-location.cpp:17:29: warning: function 'kernel()' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute [-Wbackend-plugin]
// CHECK-NEXT:{{\[\[}}sycl::device_has()]] void kernel() {
// CHECK-NEXT:                            ^
// CHECK-NEXT:{{.*}}clang-declaration-location.cpp:14:56: note: propagated from call to function 'ext_uses()'
// CHECK-NEXT:{{\[\[}}sycl_detail::uses_aspects(sycl::aspect::fp64)]] void ext_uses();
// CHECK-NEXT:                                                       ^
// CHECK-NEXT:1 warning generated.
