// From two C++ files to filtered tables: clang with the plugin, llvm-link-N,
// sycl-post-link and sycl-aspect-filter. The kernel's translation unit
// declares scale() without device_has, so only post-link can see that the
// kernel needs fp64: it warns, and the image's requirements include fp64, so
// a target without fp64 (intel_gpu_dg1) does not get the image.
// RUN: rm -rf %t && mkdir %t
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -g -c -emit-llvm %s -o %t/a.bc
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -g -c -emit-llvm %S/Inputs/external-defined.cpp -o %t/b.bc
// RUN: llvm-link %t/a.bc %t/b.bc -o %t/app.bc
// RUN: %sycl-post-link -split=auto -symbols -properties -o %t/app.table %t/app.bc 2> %t/warnings
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t/warnings --implicit-check-not=warning:
// RUN: cat %t/app_0.sym %t/app_1.sym %t/app_2.sym | FileCheck %s --check-prefix=SYM
// RUN: not ls %t/app_3.sym
// RUN: %sycl-post-link --print-properties %t/app_0.prop | FileCheck %s --check-prefix=PROP0
// RUN: %sycl-post-link --print-properties %t/app_1.prop | FileCheck %s --check-prefix=PROP1
// RUN: %sycl-post-link --print-properties %t/app_2.prop | FileCheck %s --check-prefix=PROP2
// RUN: llvm-dis %t/app_1.bc -o - | FileCheck %s --check-prefix=IR1
// RUN: opt -passes=verify -disable-output %t/app_0.bc
// RUN: opt -passes=verify -disable-output %t/app_1.bc
// RUN: opt -passes=verify -disable-output %t/app_2.bc
// RUN: %sycl-aspect-filter -target=intel_gpu_dg1 %t/app.table -o %t/dg1.table
// RUN: FileCheck %s --check-prefix=DG1 --input-file=%t/dg1.table
// RUN: %sycl-aspect-filter -target=intel_gpu_pvc %t/app.table -o %t/pvc.table
// RUN: cmp %t/app.table %t/pvc.table

// WARN: {{^}}{{.*}}Inputs/external-defined.cpp:5: warning: function 'scale(float*)' uses aspect 'fp64' not expected by its calling kernel 'kernel(float*)'. Missing {{\[\[}}sycl::device_has(){{\]\]}} on SYCL_EXTERNAL function?

// -split=auto is per source (DPC++): this file's groups come first (its
// module id sorts after Inputs/...). Image 0: the fp16 function. Image 1:
// kernel, which its own TU thinks needs nothing, with a copy of scale
// (its linkage kept, as DPC++ keeps it); the check adds fp64 to its requirements. Image 2: scale as its own
// entry point (fp64), from the other file.
// SYM: _Z9half_onlyPN4sycl3_V16detail9half_impl4halfE
// SYM-NEXT: _Z6kernelPf
// SYM-NEXT: _Z5scalePf

// PROP0: aspects = uint32[1] [5]
// PROP1: aspects = uint32[1] [6]
// PROP2: aspects = uint32[1] [6]
// IR1: define dso_local spir_func void @_Z5scalePf(

// DG1: [Code|Properties|Symbols]
// DG1-NOT: app_1
// DG1-NOT: app_2
// DG1: app_0.bc
// DG1-NOT: app_1
// DG1-NOT: app_2

#include <sycl/sycl.hpp>

SYCL_EXTERNAL void scale(float *data); // forgot [[sycl::device_has(sycl::aspect::fp64)]]

SYCL_EXTERNAL void kernel(float *out) { scale(out); }

[[sycl::device_has(sycl::aspect::fp16)]] SYCL_EXTERNAL void half_only(sycl::half *h) { *h = *h + *h; }
