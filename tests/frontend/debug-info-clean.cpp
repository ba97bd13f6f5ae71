// With -g the helper marker leaves nothing behind either: no global and no
// debug-info variable; and the headers still compile as C++14 (the traits
// need C++17 and are left out there).
// RUN: %clang -std=c++17 -g -c %s -o %t.o
// RUN: llvm-dwarfdump %t.o | FileCheck --implicit-check-not=__sycl_aspects_type_marker %s
// RUN: llvm-nm %t.o | FileCheck --check-prefix=SYMBOLS %s
// RUN: %clang -std=c++14 -fsyntax-only %s
// CHECK: DW_TAG_class_type
// SYMBOLS-NOT: __sycl_aspects_type_marker
#include <sycl/sycl.hpp>
SYCL_EXTERNAL void use(sycl::half *h) { sycl::half copy = *h; (void)copy; }
