// An unknown name in -fsycl-fixed-targets is a compile error from the plugin,
// and the wrapper exits with clang's failing status.
// RUN: not %sycl-clang -std=c++17 -fsycl-fixed-targets=bogus -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK: error: sycl_aspects plugin: unknown fixed target 'bogus'
#include <sycl/sycl.hpp>

SYCL_EXTERNAL float half_of(float x) { return x / 2; }
