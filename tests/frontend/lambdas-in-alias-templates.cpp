// A lambda's attributes reach its call operator when the lambda is written
// in an alias template (`template <class T> using A = decltype([](T v)
// [[sycl::device_has(...)]] {...})`, both spellings): each use (`A<int>`)
// instantiates the lambda into a closure of its own, which clang keeps in
// no declaration or statement (only in the substituted decltype), so the
// end-of-TU walk never met it: `A<int>`'s operator() had no
// !sycl_declared_aspects and no fp64 warning, and warnings about it no
// location without -g. The same for a constrained alias template, an alias
// of one, a use inside a function template (also a constrained one), a
// generic lambda, a default template argument, and other attributes
// (reqd_sub_group_size); a class template's member typedef and variable
// templates (already right) alongside.
// RUN: %clang -std=c++20 -Wno-c++2b-extensions -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck --check-prefix=WARN %s < %t.err --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %clang -std=c++20 -Wno-c++2b-extensions -S -emit-llvm --target=spir64-unknown-unknown -Xclang -fsycl-is-device %s -o - 2>/dev/null | FileCheck --check-prefix=DEVICE %s
#include <sycl/sycl.hpp>

using sycl::aspect;
template <class T> concept integral = __is_integral(T);

// CHECK-DAG: define {{.*}}@{{"?}}_ZZ5aliasiENK{{UliE_|3\$_0}}clEi{{"?}}({{.*}} !sycl_declared_aspects ![[FP16:[0-9]+]] !sycl_used_aspects ![[FP64_FP16:[0-9]+]]
// WARN-DAG: lambdas-in-alias-templates.cpp:[[@LINE+2]]:39: warning: function 'alias(int)::{{\{lambda\(int\)#1\}|\$_0}}::operator()(int) const' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// WARN-DAG: lambdas-in-alias-templates.cpp:[[@LINE+1]]:39: warning: function 'alias_of_alias(int)::{{\{lambda\(int\)#1\}|\$_0}}::operator()(int) const' uses aspect 'fp64'
template <class T> using A = decltype([](T v) [[sycl::device_has(aspect::fp16)]] { return v * 2.0; });
// CHECK-DAG: define {{.*}}@{{"?}}_ZZ6beforeiENK{{UliE_|3\$_0}}clEi{{"?}}({{.*}} !sycl_declared_aspects ![[FP16]] !sycl_used_aspects ![[FP64_FP16]]
// WARN-DAG: lambdas-in-alias-templates.cpp:[[@LINE+1]]:39: warning: function 'before(int)::{{\{lambda\(int\)#1\}|\$_0}}::operator()(int) const' uses aspect 'fp64'
template <class T> using B = decltype([] [[sycl::device_has(aspect::fp16)]] (T v) { return v * 2.0; });
// CHECK-DAG: define {{.*}}@{{"?}}_ZZ11constrainediENK{{UliE_|3\$_0}}clEi{{"?}}({{.*}} !sycl_declared_aspects ![[FP16]] !sycl_used_aspects ![[FP64_FP16]]
// WARN-DAG: lambdas-in-alias-templates.cpp:[[@LINE+2]]:43: warning: function 'constrained(int)::{{\{lambda\(int\)#1\}|\$_0}}::operator()(int) const' uses aspect 'fp64'
template <class T>
  requires integral<T> using C = decltype([](T v) [[sycl::device_has(aspect::fp16)]] { return v * 2.0; });
// CHECK-DAG: define {{.*}}@{{"?}}_ZZ14alias_of_aliasiENK{{UliE_|3\$_0}}clEi{{"?}}({{.*}} !sycl_declared_aspects ![[FP16]] !sycl_used_aspects ![[FP64_FP16]]
template <class T> using D = A<T>;
// A generic lambda: each specialization of its call operator.
// CHECK-DAG: define {{.*}}@{{"?}}_ZZ7genericiENK{{UlT_E_clIiEEDaS_|3\$_0clIiEEDaT_}}{{"?}}({{.*}} !sycl_declared_aspects ![[FP16]] !sycl_used_aspects ![[FP64_FP16]]
// WARN-DAG: lambdas-in-alias-templates.cpp:[[@LINE+1]]:39: warning: function 'auto generic(int)::{{\{lambda\(auto:1\)#1\}|\$_0}}::operator()<int>(int) const' uses aspect 'fp64'
template <class T> using G = decltype([](auto v) [[sycl::device_has(aspect::fp16)]] { return v * T(2.0); });
// Another attribute of the plugin.
// CHECK-DAG: define {{.*}}@{{"?}}_ZZ9sub_groupvENK{{UliE_|3\$_0}}clEi{{"?}}({{.*}} !intel_reqd_sub_group_size ![[SG16:[0-9]+]]
template <class T> using S = decltype([](T) [[sycl::reqd_sub_group_size(16)]] {});

// Uses in function templates, one constrained.
// CHECK-DAG: define {{.*}}@_ZZ11in_templateIiEdT_ENKUliE_clEi({{.*}} !sycl_declared_aspects ![[FP16]] !sycl_used_aspects ![[FP64_FP16]]
// CHECK-DAG: define {{.*}}@_ZZ14in_constrainedIi{{EdT_|Q8integralIT_EEdS0_}}ENKUliE_clEi({{.*}} !sycl_declared_aspects ![[FP16]] !sycl_used_aspects ![[FP64_FP16]]
// (Warned at A's and B's lambda.)
// WARN-DAG: lambdas-in-alias-templates.cpp:25:39: warning: function 'double in_template<int>(int)::{lambda(int)#1}::operator()(int) const' uses aspect 'fp64'
// WARN-DAG: lambdas-in-alias-templates.cpp:28:39: warning: function '{{.*}}in_constrained{{.*}}' uses aspect 'fp64'
template <class T> double in_template(T x) { return A<T>{}(x); }
template <class T>
  requires integral<T>
double in_constrained(T x) { return B<T>{}(x); }

// Default template arguments, both spellings.
// CHECK-DAG: define {{.*}}@_ZNKUliE_clEi({{.*}} !sycl_declared_aspects ![[FP16]] !sycl_used_aspects ![[FP64_FP16]]
// CHECK-DAG: define {{.*}}@_ZNKUliE0_clEi({{.*}} !sycl_declared_aspects ![[FP16]] !sycl_used_aspects ![[FP64_FP16]]
// WARN-DAG: lambdas-in-alias-templates.cpp:[[@LINE+1]]:39: warning: function '{lambda(int)#1}::operator()(int) const' uses aspect 'fp64'
template <class T, class F = decltype([](T v) [[sycl::device_has(aspect::fp16)]] { return v * 2.0; })>
double default_argument(T x) { return F{}(x); }
// WARN-DAG: lambdas-in-alias-templates.cpp:[[@LINE+1]]:39: warning: function '{lambda(int)#2}::operator()(int) const' uses aspect 'fp64'
template <class T, class F = decltype([] [[sycl::device_has(aspect::fp16)]] (T v) { return v * 2.0; })>
double default_argument_before(T x) { return F{}(x); }

// Already right: a class template's member typedef, variable templates.
// CHECK-DAG: define {{.*}}@_ZNK6MemberIiEUliE_clEi({{.*}} !sycl_declared_aspects ![[FP16]] !sycl_used_aspects ![[FP64_FP16]]
// WARN-DAG: lambdas-in-alias-templates.cpp:[[@LINE+1]]:58: warning: function 'Member<int>::{lambda(int)#1}::operator()(int) const' uses aspect 'fp64'
template <class T> struct Member { using type = decltype([](T v) [[sycl::device_has(aspect::fp16)]] { return v * 2.0; }); };
// CHECK-DAG: define {{.*}}@_ZNK1VIiEMUliE_clEi({{.*}} !sycl_declared_aspects ![[FP16]] !sycl_used_aspects ![[FP64_FP16]]
// WARN-DAG: lambdas-in-alias-templates.cpp:[[@LINE+1]]:29: warning: function '{{.*}}' uses aspect 'fp64'
template <class T> auto V = [](T v) [[sycl::device_has(aspect::fp16)]] { return v * 2.0; };
// CHECK-DAG: define {{.*}}@_ZNK1WIiEMUliE_clEi({{.*}} !sycl_declared_aspects ![[FP16]] !sycl_used_aspects ![[FP64_FP16]]
// WARN-DAG: lambdas-in-alias-templates.cpp:[[@LINE+1]]:29: warning: function '{{.*}}' uses aspect 'fp64'
template <class T> auto W = [] [[sycl::device_has(aspect::fp16)]] (T v) { return v * 2.0; };

SYCL_EXTERNAL double alias(int x) { return A<int>{}(x); }
SYCL_EXTERNAL double before(int x) { return B<int>{}(x); }
SYCL_EXTERNAL double constrained(int x) { return C<int>{}(x); }
SYCL_EXTERNAL double alias_of_alias(int x) { return D<int>{}(x); }
SYCL_EXTERNAL double generic(int x) { return G<double>{}(x); }
SYCL_EXTERNAL void sub_group() { S<int>{}(1); }
SYCL_EXTERNAL double templates(int x) { return in_template(x) + in_constrained(x); }
SYCL_EXTERNAL double defaults(int x) { return default_argument(x) + default_argument_before(x); }
SYCL_EXTERNAL double member(int x) { return Member<int>::type{}(x); }
SYCL_EXTERNAL double variables(int x) { return V<int>(x) + W<int>(x); }

// CHECK-DAG: ![[FP16]] = !{i32 5}
// CHECK-DAG: ![[FP64_FP16]] = !{i32 6, i32 5}
// CHECK-DAG: ![[SG16]] = !{i32 16}

// The device compile names lambdas otherwise; the alias template's gets
// its list there too.
// DEVICE: define {{.*}}@{{"?}}_ZZ5aliasiENK{{UliE_|3\$_0}}clEi{{"?}}({{.*}} !sycl_declared_aspects ![[DFP16:[0-9]+]]
// DEVICE: ![[DFP16]] = !{i32 5}
