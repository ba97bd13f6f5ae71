// A device_has list after a function template's definition that has one of
// its own: clang's "attribute declaration must precede definition" is a
// plugin artefact there (the definition's list is kept beside it), so the
// warning is dropped (template-lists-redeclared.cpp). Made an error by
// -Werror it is kept: clang counts the error before any client sees it
// and writes no output, so dropping it made a compile that exited 0 and
// wrote nothing.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: FileCheck %s --check-prefix=QUIET --allow-empty < %t.err
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: rm -f %t-werror.ll
// RUN: not %clang -std=c++17 -S -emit-llvm -Werror %s -o %t-werror.ll 2>&1 | FileCheck %s --check-prefix=WERROR
// RUN: not test -e %t-werror.ll
// RUN: not %clang -std=c++17 -S -emit-llvm -Werror=ignored-attributes %s -o %t-werror.ll 2>&1 | FileCheck %s --check-prefix=WERROR
#include <sycl/sycl.hpp>
using sycl::aspect;

template <aspect... As> [[sycl::device_has(aspect::gpu)]] int p(int x) { return x; }
// QUIET-NOT: warning
// WERROR: kept-list-after-definition-werror.cpp:[[@LINE+1]]:27: error: attribute declaration must precede definition
template <aspect... As> [[sycl::device_has(As...)]] int p(int x);

SYCL_EXTERNAL int use() { return p<aspect::cpu>(1); }
