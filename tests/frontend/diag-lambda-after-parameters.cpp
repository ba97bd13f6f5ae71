// What stays impossible in the position after a parameter list (see
// lambda-attributes-after-parameters.cpp for what works), each with one
// clear error and never clang's bare "cannot be applied to types":
// * an argument naming the lambda's own parameter, init-capture or template
//   parameter: the arguments are evaluated around the lambda expression,
//   where a namesake (here the namespace-scope `a` and `n`) would be used
//   silently;
// * an attribute that means nothing in that position, even on a lambda
//   (add_ir_attributes_function: it applies to the function type there);
// * the position after a function's (not a lambda's) parameter list, and
//   any other type: the attribute would apply to a type;
// * on a clang built with assertions (SYCL_ASPECTS_ASSUME_ASSERTIONS=1
//   stands in for one), the lambda position itself: the plugin cannot
//   silence clang's error there without its assertion firing.
// RUN: not %clang -std=c++20 -fsyntax-only %s 2> %t.err
// RUN: FileCheck %s < %t.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not="cannot be applied to types"
// RUN: env SYCL_ASPECTS_ASSUME_ASSERTIONS=1 not %clang -std=c++20 -fsyntax-only -DFALLBACK %s 2> %t-fallback.err
// RUN: FileCheck --check-prefix=FALLBACK %s < %t-fallback.err --implicit-check-not=error: --implicit-check-not="cannot be applied to types"
#include <sycl/sycl.hpp>

template <typename F> void launch(F f) { f(1); }
constexpr sycl::aspect a = sycl::aspect::fp64;
constexpr int n = 8;

#ifndef FALLBACK
void own(double *d) {
  // CHECK: diag-lambda-after-parameters.cpp:[[@LINE+1]]:40: error: argument of 'device_has' names the lambda's own parameter 'a', which is not visible where an attribute after the parameter list is evaluated (around the lambda expression); use a constant declared outside the lambda
  launch([=](int a) [[sycl::device_has(a)]] { d[a] = 1; });
  // CHECK: diag-lambda-after-parameters.cpp:[[@LINE+1]]:57: error: argument of 'reqd_work_group_size' names the lambda's own init-capture 'n', which
  launch([=, n = 4](int i) [[sycl::reqd_work_group_size(n)]] { d[i] = n; });
  // CHECK: diag-lambda-after-parameters.cpp:[[@LINE+1]]:58: error: argument of 'reqd_sub_group_size' names the lambda's own template parameter 'n', which
  auto t = [=]<int n>(int i) [[sycl::reqd_sub_group_size(n)]] { d[i] = n; };
  t.operator()<4>(1);
  // CHECK: diag-lambda-after-parameters.cpp:[[@LINE+1]]:57: error: argument of 'reqd_work_group_size' names the lambda's own parameter 'i', which
  launch([=](int i) [[sycl::reqd_work_group_size(sizeof(i))]] { d[i] = 1; });
  // CHECK: diag-lambda-after-parameters.cpp:[[@LINE+1]]:23: error: 'sycl_explicit_simd' attribute takes no arguments
  launch([=](int i) [[intel::sycl_explicit_simd(1)]] { d[i] = 1; });
  // (Not "a Clang 16 plugin": the text is the same under clang 19.)
  // CHECK: diag-lambda-after-parameters.cpp:[[@LINE+1]]:23: error: 'add_ir_attributes_function' written after a parameter list applies to the function type, which a clang plugin cannot see; write it before the declaration ('{{\[\[}}__sycl_detail__::add_ir_attributes_function(...)]] void f();') or, for a lambda, between the capture list and the parameter list ('[=] {{\[\[}}__sycl_detail__::add_ir_attributes_function(...)]] (auto i) {...}')
  launch([=](int i) [[__sycl_detail__::add_ir_attributes_function("a", 1)]] { d[i] = 1; });
}

// CHECK: diag-lambda-after-parameters.cpp:[[@LINE+1]]:12: error: 'device_has' written here applies to a type, not to a function; it is accepted after a lambda's parameter list ('[=](auto i) {{\[\[}}sycl::device_has(...)]] {...}') and before a declaration ('{{\[\[}}sycl::device_has(...)]] void f();')
void f() [[sycl::device_has(sycl::aspect::fp64)]];
// CHECK: diag-lambda-after-parameters.cpp:[[@LINE+1]]:32: error: 'reqd_sub_group_size' written here applies to a type, not to a function;
void g(void (*callback)(int) [[sycl::reqd_sub_group_size(8)]]);
#endif

// FALLBACK: diag-lambda-after-parameters.cpp:[[@LINE+2]]:23: error: 'device_has' after a parameter list is not supported on a clang built with assertions, as this one is; write it before the declaration ('{{\[\[}}sycl::device_has(...)]] void f();') or, for a lambda, between the capture list and the parameter list ('[=] {{\[\[}}sycl::device_has(...)]] (auto i) {...}')
void fallback(double *d) {
  launch([=](int i) [[sycl::device_has(sycl::aspect::fp64)]] { d[i] = 1; });
}
