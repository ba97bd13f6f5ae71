// Plugin arguments reach the pass; unknown ones are a clear error.
// RUN: not %clang -std=c++17 -fsyntax-only -fplugin-arg-sycl_aspects-colour=red %s 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: %clang -std=c++17 -S -emit-llvm -fplugin-arg-sycl_aspects-no-validate %s -o %t.ll 2>&1 | count 0
// RUN: %clang -std=c++17 -S -emit-llvm -fplugin-arg-sycl_aspects-exclude-aspects=fp64 %s -o - 2>/dev/null | FileCheck --check-prefix=EXCLUDED %s
#include <sycl/sycl.hpp>
[[sycl::device_has()]] void f(double *d) { *d = 1.0; }
// BAD: error: sycl_aspects plugin: unknown argument 'colour=red'
// EXCLUDED: define {{.*}}@_Z1fPd(ptr noundef %0) #0 !sycl_declared_aspects !{{[0-9]+}} {
