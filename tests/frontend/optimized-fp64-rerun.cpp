// At -O1 and above the aspect pass runs twice in a SYCL device compile, as
// DPC++'s clang runs it (clang/lib/CodeGen/BackendUtil.cpp): at pipeline
// start with fp64 left out of the written lists, then after the optimizer,
// without diagnostics, where fp64 is added for the `double`s that survived.
// A kernel whose only double the optimizer folds away needs no fp64
// (issue 29, item 9; intel/llvm e2e OptionalKernelFeatures/fp64_relaxed.cpp);
// at -O0 nothing is folded, and the warnings are the first run's at every
// level (one, not two).
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -O2 -S -emit-llvm %s -o - 2> %t.o2.err | FileCheck %s --check-prefix=O2
// RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t.o2.err
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -O0 -S -emit-llvm %s -o - 2> %t.o0.err | FileCheck %s --check-prefix=O0
// RUN: FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t.o0.err
// A host compile keeps its single run.
// RUN: %clang -std=c++17 -O2 -S -emit-llvm %s -o - 2>/dev/null | FileCheck %s --check-prefix=HOST
// The two runs are visible in clang's pipeline (-fdebug-pass-manager).
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -O2 -Xclang -fdebug-pass-manager -S -emit-llvm %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
#include <sycl/sycl.hpp>
namespace syclexp = sycl::ext::oneapi::experimental;

// (float)((double)x * 2.0) is x * 2.0f: the double is folded away.
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel)) void folded(float *p) {
  double d = 2.0;
  p[0] = float(p[0] * d);
}
// A double division stays.
SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((syclexp::single_task_kernel)) void kept(double *p) { p[0] = p[0] / 3.0; }
// The warning comes once, from the first run.
[[sycl::device_has(sycl::aspect::fp16)]] SYCL_EXTERNAL void declared(float *p) {
  double d = 2.0;
  p[0] = float(p[0] * d);
}

// O2: define {{.*}}spir_kernel void @_Z6foldedPf({{[^!]*}}!sycl_fixed_targets
// O2-NOT: sycl_used_aspects
// O2-SAME: {
// O2: define {{.*}}spir_kernel void @_Z4keptPd({{.*}}!sycl_used_aspects ![[FP64:[0-9]+]]
// O2: ![[FP64]] = !{i32 6}
// O0-DAG: define {{.*}}spir_kernel void @_Z6foldedPf({{.*}}!sycl_used_aspects ![[FP64:[0-9]+]]
// O0-DAG: define {{.*}}spir_kernel void @_Z4keptPd({{.*}}!sycl_used_aspects ![[FP64]]
// O0-DAG: ![[FP64]] = !{i32 6}
// HOST: define {{.*}}@_Z6foldedPf({{.*}}!sycl_used_aspects ![[FP64:[0-9]+]]
// WARN: warning: function 'declared(float*)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// PIPELINE: Running pass: {{.*}}sycl-propagate-aspects-usage
// PIPELINE: Running pass: {{.*}}sycl-propagate-aspects-usage
