// An excluded aspect (exclude-aspects=, DPC++'s -sycl-propagate-aspects-
// usage-exclude-aspects) gives no warning of any kind: not the device_has
// warning, not the fixed-target warnings (use or declaration), not the
// implicit-fp64 warning; the other aspects' warnings stay.
// (exclude-aspects.ll checks the metadata; this file the warnings.)
// RUN: %clang -std=c++17 -S -emit-llvm -o /dev/null -fplugin-arg-sycl_aspects-warn-implicit-fp64 -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_tgllp %s 2> %t.err
// RUN: FileCheck %s --check-prefixes=FP16,FP64 --implicit-check-not=warning: < %t.err
// RUN: %clang -std=c++17 -S -emit-llvm -o /dev/null -fplugin-arg-sycl_aspects-warn-implicit-fp64 -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_tgllp \
// RUN:   -fplugin-arg-sycl_aspects-exclude-aspects=fp64 %s 2> %t-no-fp64.err
// RUN: FileCheck %s --check-prefixes=FP16 --implicit-check-not=warning: < %t-no-fp64.err
// RUN: %clang -std=c++17 -S -emit-llvm -o /dev/null -fplugin-arg-sycl_aspects-warn-implicit-fp64 -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_tgllp \
// RUN:   -fplugin-arg-sycl_aspects-exclude-aspects=fp16 %s 2> %t-no-fp16.err
// RUN: FileCheck %s --check-prefixes=FP64 --implicit-check-not=warning: < %t-no-fp16.err
#include <sycl/sycl.hpp>

// FP16: exclude-aspects-warnings.cpp:[[@LINE+4]]:43: warning: function 'declared_none({{.*}})' uses aspect 'fp16' not listed in its 'sycl::device_has' attribute
// FP64: exclude-aspects-warnings.cpp:[[@LINE+3]]:43: warning: function 'declared_none({{.*}})' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// FP64: exclude-aspects-warnings.cpp:[[@LINE+2]]:{{[0-9]+}}: warning: function 'declared_none' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
// FP64: exclude-aspects-warnings.cpp:[[@LINE+2]]:61: warning: function 'declared_fp64' declares aspect 'fp64' in 'sycl::device_has', which fixed target 'intel_gpu_tgllp' does not support
[[sycl::device_has()]] SYCL_EXTERNAL void declared_none(double *d, sycl::half *h) { *d *= 2; *h = *h + *h; }
[[sycl::device_has(sycl::aspect::fp64)]] SYCL_EXTERNAL void declared_fp64(double *d) { *d *= 2; }

// FP64: exclude-aspects-warnings.cpp:[[@LINE+2]]:{{[0-9]+}}: warning: function 'implicit' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
// FP64: exclude-aspects-warnings.cpp:[[@LINE+1]]:{{[0-9]+}}: warning: function 'implicit' implicitly uses aspect 'fp64' (double-precision arithmetic) but has no 'sycl::device_has'
SYCL_EXTERNAL void implicit(float *f) { *f = *f * 2.0; }
