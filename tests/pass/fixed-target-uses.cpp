// Fixed-target warnings under clang are real diagnostics: at the use, with
// the call chain and call-site locations (from the AST without -g), counted,
// promoted by -Werror and silenced by -Wno-backend-plugin.
// RUN: %clang -std=c++17 -c -o /dev/null %s -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_tgllp 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: not %clang -std=c++17 -c -o /dev/null -Werror %s -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_tgllp 2>&1 | FileCheck --check-prefix=WERROR %s
// RUN: %clang -std=c++17 -c -o /dev/null -Wno-backend-plugin %s -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_tgllp 2>&1 | count 0
#include <sycl/sycl.hpp>

float scale(float x) {
  double wide = x; // the use
  return static_cast<float>(wide * 0.5);
}

SYCL_EXTERNAL void kernel(float *p) {
  p[0] = scale(p[0]);
}

// CHECK: fixed-target-uses.cpp:11:10: warning: function 'kernel' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
// CHECK-NEXT: use is from this call chain:
// CHECK-NEXT:   kernel(float*)
// CHECK-NEXT:   scale(float) {{.*}}fixed-target-uses.cpp:16:10 [-Wbackend-plugin]
// CHECK: 1 warning generated.
// WERROR: error: function 'kernel' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
