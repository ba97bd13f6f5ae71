// The plugin removes only its own annotations: the user's stay intact.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - | FileCheck %s
#include <sycl/aspect.hpp>
[[sycl::device_has(sycl::aspect::fp64)]] __attribute__((annotate("mine"))) void f() {}
[[sycl::device_has(sycl::aspect::fp16)]] void g() {}
// CHECK-NOT: sycl-aspects:
// CHECK: [[MINE:@.str[.0-9]*]] = private unnamed_addr constant [5 x i8] c"mine\00"
// CHECK-NOT: sycl-aspects:
// CHECK: @llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{{.*}} @_Z1fv, ptr [[MINE]],
// CHECK-NOT: sycl-aspects:
