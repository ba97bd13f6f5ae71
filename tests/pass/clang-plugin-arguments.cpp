// Plugin arguments reach the pass; unknown ones are a clear error.
// RUN: not %clang -std=c++17 -fsyntax-only -fplugin-arg-sycl_aspects-colour=red %s 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: %clang -std=c++17 -S -emit-llvm -fplugin-arg-sycl_aspects-no-validate %s -o %t.ll 2>&1 | count 0
// RUN: %clang -std=c++17 -S -emit-llvm -fplugin-arg-sycl_aspects-exclude-aspects=fp64 %s -o - 2>/dev/null | FileCheck --check-prefix=EXCLUDED %s
// An empty explain= needs a file name; a flag given a value takes none.
// RUN: not %clang -std=c++17 -fsyntax-only -fplugin-arg-sycl_aspects-explain= %s 2>&1 | FileCheck --check-prefix=EMPTY %s
// EMPTY: error: sycl_aspects plugin: argument 'explain=' needs a file name (or '-' for stderr): explain=<file>
// RUN: not %clang -std=c++17 -fsyntax-only -fplugin-arg-sycl_aspects-no-validate=1 %s 2>&1 | FileCheck --check-prefix=FLAG %s
// FLAG: error: sycl_aspects plugin: argument 'no-validate' takes no value; write 'no-validate', not 'no-validate=1'
#include <sycl/sycl.hpp>
[[sycl::device_has()]] void f(double *d) { *d = 1.0; }
// BAD: error: sycl_aspects plugin: unknown argument 'colour=red'
// EXCLUDED: define {{.*}}@_Z1fPd(ptr noundef %0) #0 !sycl_declared_aspects !{{[0-9]+}} {
