// The verifier's plugin arguments: esimd-stateless-memory takes no value,
// esimd-allow= and esimd-allow-file= need one; mistakes fail the compilation
// with a clear message, as for the other plugin arguments.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o /dev/null -fplugin-arg-sycl_aspects-esimd-stateless-memory 2>&1 | count 0
// RUN: not %clang -std=c++17 -S -emit-llvm %s -o /dev/null -fplugin-arg-sycl_aspects-esimd-stateless-memory=1 2>&1 | FileCheck --check-prefix=FLAG %s
// FLAG: error: sycl_aspects plugin: argument 'esimd-stateless-memory' takes no value; write 'esimd-stateless-memory', not 'esimd-stateless-memory=1'
// RUN: not %clang -std=c++17 -S -emit-llvm %s -o /dev/null -fplugin-arg-sycl_aspects-esimd-allow= 2>&1 | FileCheck --check-prefix=ALLOW %s
// ALLOW: error: sycl_aspects plugin: argument 'esimd-allow=' needs a value: esimd-allow=<pattern>
// RUN: not %clang -std=c++17 -S -emit-llvm %s -o /dev/null '-fplugin-arg-sycl_aspects-esimd-allow=sqrt<(' 2>&1 | FileCheck --check-prefix=REGEX %s
// REGEX: error: esimd-verifier: invalid ESIMD allow-list pattern 'sqrt<(' (from 'allow='): regex parse error:
#include <sycl/ext/intel/esimd.hpp>

SYCL_ESIMD_FUNCTION void f(float *p) { p[0] = 1; }
