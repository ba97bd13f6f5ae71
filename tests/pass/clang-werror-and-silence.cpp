// -Werror turns the warning into an error; -Wno-backend-plugin silences it
// and nothing else.
// RUN: not %clang -std=c++17 -Werror -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: FileCheck --check-prefix=WERROR %s < %t.err
// RUN: %clang -std=c++17 -Wunused-variable -Wno-backend-plugin -S -emit-llvm %s -o %t.ll 2> %t.err2
// RUN: FileCheck --check-prefix=SILENT %s < %t.err2
#include <sycl/sycl.hpp>

[[sycl::device_has(sycl::aspect::fp16)]] void kernel(double *d) {
  int unused = 0;
  *d = 1.0;
}
// WERROR: error: function 'kernel(double*)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// WERROR: 1 error generated.
// SILENT-NOT: uses aspect
// SILENT: warning: unused variable 'unused'
// SILENT-NOT: uses aspect
// SILENT: 1 warning generated.
