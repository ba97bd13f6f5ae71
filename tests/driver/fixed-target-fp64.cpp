// A real compile: -fsycl-fixed-targets reaches the plugin, which warns that
// fixed target intel_gpu_tgllp has no fp64; a warning leaves the exit status 0.
// RUN: %sycl-clang -std=c++17 -fsycl-fixed-targets=intel_gpu_tgllp -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test -s %t.o
#include <sycl/sycl.hpp>

// CHECK: fixed-target-fp64.cpp:[[#@LINE+1]]:{{[0-9]+}}: warning: function 'twice' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
SYCL_EXTERNAL double twice(double x) { return 2 * x; }
