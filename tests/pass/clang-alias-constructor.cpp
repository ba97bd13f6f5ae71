// Clang emits a complete-object constructor/destructor (C1/D1) as an alias
// of the base-object one (C2/D2). A double inside an out-of-line
// constructor or destructor must reach the kernel that constructs the
// object: the pass follows calls through aliases, and the warning's notes
// name the constructor and where it uses double, with and without -g.
// RUN: %clang -std=c++17 -g -S -emit-llvm %s -o %t.g.ll 2> %t.g.err
// RUN: FileCheck %s --check-prefixes=WARN,WARN-G --match-full-lines < %t.g.err
// RUN: FileCheck %s --check-prefix=IR < %t.g.ll
// RUN: opt -passes=verify -disable-output %t.g.ll
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: FileCheck %s --check-prefixes=WARN,WARN-NOG --match-full-lines < %t.err
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
#include <sycl/sycl.hpp>

struct Accum {
  Accum(float x);
  ~Accum();
  float value;
};
Accum::Accum(float x) : value(x) { double d = x; value = d * 3; }
Accum::~Accum() { double d = value; value = d + 1; }

[[sycl::device_has()]] void kernel(float *out) {
  Accum a(out[0]);
  out[0] = a.value;
}

// IR-DAG: @_ZN5AccumC1Ef = {{.*}}alias void (ptr, float), ptr @_ZN5AccumC2Ef
// IR-DAG: define {{.*}}void @_ZN5AccumC2Ef({{.*}} !sycl_used_aspects ![[FP64:[0-9]+]] {
// IR-DAG: @_ZN5AccumD1Ev = {{.*}}alias void (ptr), ptr @_ZN5AccumD2Ev
// IR-DAG: define {{.*}}void @_ZN5AccumD2Ev({{.*}} !sycl_used_aspects ![[FP64]] {
// IR-DAG: define {{.*}}void @_Z6kernelPf({{.*}} !sycl_used_aspects ![[FP64]] {
// IR-DAG: ![[FP64]] = !{i32 6}

// WARN:{{.*}}clang-alias-constructor.cpp:24:29: warning: function 'kernel(float*)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute [-Wbackend-plugin]
// WARN:{{.*}}clang-alias-constructor.cpp:21:8: note: propagated from call to function 'Accum::Accum(float)'
// WARN-G:{{.*}}clang-alias-constructor.cpp:21:47: note: aspect 'fp64' is used here
// WARN-NOG:{{.*}}clang-alias-constructor.cpp:21:43: note: aspect 'fp64' is used here
// WARN-NOT:compile with '-g'
// WARN-NOT:warning:
