// With -Xclang -disable-llvm-passes the front end's metadata is written
// (lowering runs before the first pass either way) but the propagation pass
// does not run: no !sycl_used_aspects and no device_has warning, as the
// README says. Without it, the same source warns and gets the used aspects.
// RUN: %clang -std=c++17 -S -emit-llvm -Xclang -disable-llvm-passes %s -o %t.nopasses.ll 2> %t.nopasses.err
// RUN: FileCheck --check-prefix=NOPASSES --implicit-check-not=sycl_used_aspects %s < %t.nopasses.ll
// RUN: count 0 < %t.nopasses.err
// RUN: opt -passes=verify -disable-output %t.nopasses.ll
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: FileCheck --check-prefix=PASSES %s < %t.ll
// RUN: FileCheck --check-prefix=WARN %s < %t.err
#include <sycl/sycl.hpp>
using sycl::aspect;

[[sycl::device_has(aspect::fp16)]] SYCL_EXTERNAL double kernel(double x) { return x * 2.0; }

// NOPASSES: define {{.*}}double @_Z6kerneld(double {{.*}}) [[ATTRS:#[0-9]+]] !sycl_declared_aspects ![[FP16:[0-9]+]] !sycl_fixed_targets ![[EMPTY:[0-9]+]] {
// NOPASSES: attributes [[ATTRS]] = { {{.*}}"sycl-module-id"=
// NOPASSES: !sycl_aspects = !{
// NOPASSES: ![[FP16]] = !{i32 5}

// DPC++'s order: the used aspect (fp64) before the declared one (fp16).
// PASSES: define {{.*}}double @_Z6kerneld({{.*}}!sycl_declared_aspects ![[FP16:[0-9]+]] {{.*}}!sycl_used_aspects ![[USED:[0-9]+]]
// PASSES-DAG: ![[FP16]] = !{i32 5}
// PASSES-DAG: ![[USED]] = !{i32 6, i32 5}
// WARN: disable-llvm-passes.cpp:15:57: warning: function 'kernel(double)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// WARN: disable-llvm-passes.cpp:15:85: note: aspect 'fp64' is used here
