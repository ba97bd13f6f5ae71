// A kernel attribute written in type position inside a lambda, but not
// after its parameter list (lambda-attributes-after-parameters.cpp has that
// position), applies to a type: in the lambda's body (also the body of a
// lambda nested in one whose attribute after the parameter list is
// accepted) and in its parameter list it is the error that says so, once,
// and never a list of the lambda's: the lambda it is written in gets
// nothing from it.
// (-fno-caret-diagnostics: one line per diagnostic.)
// RUN: not %clang -std=c++20 -fsyntax-only -fno-caret-diagnostics %s 2> %t.err
// RUN: FileCheck %s < %t.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not="cannot be applied to types"
#include <sycl/sycl.hpp>

template <typename F> void launch(F f) { f(1); }

void in_body(double *d) {
  // CHECK: diag-type-attribute-in-lambda.cpp:[[@LINE+1]]:29: error: 'device_has' written here applies to a type, not to a function; it is accepted after a lambda's parameter list ('[=](auto i) {{\[\[}}sycl::device_has(...)]] {...}') and before a declaration ('{{\[\[}}sycl::device_has(...)]] void f();')
  launch([=](int i) { int [[sycl::device_has(sycl::aspect::fp64)]] x = i; d[x] = 1; });
}

void in_nested_body(double *d) {
  launch([=](int) [[sycl::device_has(sycl::aspect::gpu)]] {
    // CHECK: diag-type-attribute-in-lambda.cpp:[[@LINE+1]]:31: error: 'reqd_sub_group_size' written here applies to a type, not to a function;
    launch([=](int i) { int [[sycl::reqd_sub_group_size(8)]] x = i; d[x] = 1; });
  });
}

void in_parameters(double *d) {
  // CHECK: diag-type-attribute-in-lambda.cpp:[[@LINE+1]]:20: error: 'device_has' written here applies to a type, not to a function;
  launch([=](int [[sycl::device_has(sycl::aspect::fp64)]] i) { d[i] = 1; });
}

