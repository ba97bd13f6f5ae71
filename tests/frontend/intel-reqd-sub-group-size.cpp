// [[intel::reqd_sub_group_size(n)]], the spelling Intel's oneAPI samples and
// e2e tests still write, is applied exactly as [[sycl::reqd_sub_group_size(n)]]
// (!intel_reqd_sub_group_size, fixed-target checks), with DPC++'s warning
// "attribute 'intel::reqd_sub_group_size' is deprecated" in
// -Wdeprecated-attributes and a note with a fix-it to the sycl:: spelling,
// once per attribute written: on functions, declarations, functor
// operator(), members of class templates, function templates, lambdas
// before and after the parameter list (also generic, mutable, in
// templates). The two spellings are one attribute: the same value again
// is fine, another one warns. DPC++ no longer knows
// [[intel::reqd_work_group_size]], nor is [[intel::sub_group_size]]
// applied (its SYCL 2020-provisional semantics are not implemented): both
// keep clang's "unknown attribute" warning.
// RUN: %clang -std=c++20 -Wno-c++2b-extensions -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck --check-prefix=DIAG %s < %t.err --implicit-check-not=warning: --implicit-check-not=error: --implicit-check-not=note:
// RUN: %clang -std=c++20 -Wno-c++2b-extensions -S -emit-llvm --target=spir64-unknown-unknown -Xclang -fsycl-is-device %s -o - 2>/dev/null | FileCheck %s
// The warning is clang's -Wdeprecated-attributes (also -Wdeprecated): off
// with its note, or an error.
// RUN: %clang -std=c++20 -Wno-c++2b-extensions -fsyntax-only -fno-caret-diagnostics -Wno-deprecated-attributes -Wno-unknown-attributes %s 2>&1 | FileCheck --check-prefix=QUIET %s --implicit-check-not=deprecated --implicit-check-not='did you mean' --implicit-check-not=unknown
// RUN: %clang -std=c++20 -Wno-c++2b-extensions -fsyntax-only -fno-caret-diagnostics -Wno-deprecated -Wno-unknown-attributes %s 2>&1 | FileCheck --check-prefix=QUIET %s --implicit-check-not=deprecated --implicit-check-not='did you mean' --implicit-check-not=unknown
// RUN: not %clang -std=c++20 -Wno-c++2b-extensions -fsyntax-only -Werror=deprecated-attributes %s 2>&1 | FileCheck --check-prefix=WERROR %s
// RUN: %clang_cc1 -std=c++20 -Wno-c++2b-extensions -fsyntax-only -verify %s
// Fixed targets check the size whichever spelling wrote it.
// RUN: %clang -std=c++20 -Wno-c++2b-extensions -Wno-deprecated-attributes -Wno-unknown-attributes -S -emit-llvm %s -o /dev/null \
// RUN:   -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_pvc 2>&1 | FileCheck --check-prefix=FIXED %s
// The warning and note docs/fixed-targets.md shows are what clang prints.
// RUN: rm -rf %t.dir && mkdir %t.dir && printf '#include <sycl/sycl.hpp>\n\n[[intel::reqd_sub_group_size(8)]] SYCL_EXTERNAL void k() {}\n' > %t.dir/k.cpp
// RUN: cd %t.dir && %clang -std=c++17 -fsyntax-only k.cpp 2> k.txt
// RUN: python3 %S/../docs/doc-blocks.py lines %S/../../docs/fixed-targets.md "the spelling Intel's oneAPI samples and" %t.dir/k.txt
#include <sycl/sycl.hpp>

template <typename F> void launch(F f) { f(1); }

// CHECK-DAG: define {{.*}}@_Z8functionv() {{.*}}!intel_reqd_sub_group_size ![[SG8:[0-9]+]]
// DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+7]]:3: warning: attribute 'intel::reqd_sub_group_size' is deprecated [-Wdeprecated-attributes]
// DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+6]]:3: note: did you mean to use 'sycl::reqd_sub_group_size' instead?
// DIAG-NEXT: {{^( *[0-9]+ \| )?\[\[}}intel::reqd_sub_group_size(8)]] SYCL_EXTERNAL void function() {}
// DIAG-NEXT: {{^( *\|)?}}  ^~~~~{{$}}
// DIAG-NEXT: {{^( *\|)?}}  sycl{{$}}
// WERROR: intel-reqd-sub-group-size.cpp:[[@LINE+2]]:3: error: attribute 'intel::reqd_sub_group_size' is deprecated [-Werror,-Wdeprecated-attributes]
// FIXED: intel-reqd-sub-group-size.cpp:[[@LINE+1]]:54: warning: function 'function' requires sub-group size 8, which fixed target 'intel_gpu_pvc' does not support (its sub-group sizes: 16, 32)
[[intel::reqd_sub_group_size(8)]] SYCL_EXTERNAL void function() {} // expected-warning {{attribute 'intel::reqd_sub_group_size' is deprecated}} expected-note {{did you mean to use 'sycl::reqd_sub_group_size' instead?}}

// A declaration's attribute reaches the definition.
// CHECK-DAG: define {{.*}}@_Z8declaredv() {{.*}}!intel_reqd_sub_group_size ![[SG16:[0-9]+]]
// DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+2]]:3: warning: attribute 'intel::reqd_sub_group_size' is deprecated
// DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+1]]:3: note: did you mean
[[intel::reqd_sub_group_size(16)]] SYCL_EXTERNAL void declared(); // expected-warning {{is deprecated}} expected-note {{did you mean}}
SYCL_EXTERNAL void declared() {}

// One attribute, two spellings: the same value again is fine, another one
// warns as with one spelling.
// CHECK-DAG: define {{.*}}@_Z4samev() {{.*}}!intel_reqd_sub_group_size ![[SG32:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z7differsv() {{.*}}!intel_reqd_sub_group_size ![[SG32]]
// DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+2]]:3: warning: attribute 'intel::reqd_sub_group_size' is deprecated
// DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+1]]:3: note: did you mean
[[intel::reqd_sub_group_size(32)]] void same(); // expected-warning {{is deprecated}} expected-note {{did you mean}}
[[sycl::reqd_sub_group_size(32)]] void same() {}
[[sycl::reqd_sub_group_size(32)]] void differs(); // expected-note {{previous attribute is here}}
// DIAG: intel-reqd-sub-group-size.cpp:[[#DIFFERS:@LINE+2]]:3: warning: attribute 'intel::reqd_sub_group_size' is deprecated
// DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+1]]:3: note: did you mean
[[intel::reqd_sub_group_size(16)]] void differs() {} // expected-warning {{is deprecated}} expected-note {{did you mean}} expected-warning {{attribute 'reqd_sub_group_size' is already applied with different arguments}}

// Functor operator(), and a member of a class template.
// CHECK-DAG: define {{.*}}@_ZNK7FunctorclEi({{.*}}!intel_reqd_sub_group_size ![[SG16]]
// CHECK-DAG: define {{.*}}@_ZNK15TemplateFunctorILi32EEclEi({{.*}}!intel_reqd_sub_group_size ![[SG32]]
struct Functor {
  // DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+2]]:5: warning: attribute 'intel::reqd_sub_group_size' is deprecated
  // DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+1]]:5: note: did you mean
  [[intel::reqd_sub_group_size(16)]] void operator()(int) const {} // expected-warning {{is deprecated}} expected-note {{did you mean}}
};
template <int N> struct TemplateFunctor {
  // DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+2]]:5: warning: attribute 'intel::reqd_sub_group_size' is deprecated
  // DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+1]]:5: note: did you mean
  [[intel::reqd_sub_group_size(N)]] void operator()(int) const {} // expected-warning {{is deprecated}} expected-note {{did you mean}}
};

// A function template: warned once, evaluated per instantiation.
// CHECK-DAG: define {{.*}}@_Z9templatedILi4EEvv() {{.*}}!intel_reqd_sub_group_size ![[SG8]]
// CHECK-DAG: define {{.*}}@_Z9templatedILi8EEvv() {{.*}}!intel_reqd_sub_group_size ![[SG16]]
// DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+3]]:20: warning: attribute 'intel::reqd_sub_group_size' is deprecated
// DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+2]]:20: note: did you mean
// FIXED: intel-reqd-sub-group-size.cpp:[[@LINE+1]]:75: warning: function 'templated<4>' requires sub-group size 8
template <int N> [[intel::reqd_sub_group_size(N * 2)]] SYCL_EXTERNAL void templated() {} // expected-warning {{is deprecated}} expected-note {{did you mean}}
template void templated<4>();
template void templated<8>();

// Lambdas in a template, after and before the parameter list.
// CHECK-DAG: define {{.*}}@_ZZ19lambdas_in_templateILi64EEvPiENKUliE_clEi({{.*}}!intel_reqd_sub_group_size ![[SG64:[0-9]+]]
// CHECK-DAG: define {{.*}}@_ZZ19lambdas_in_templateILi64EEvPiENKUliE0_clEi({{.*}}!intel_reqd_sub_group_size ![[SG64]]
template <int N> void lambdas_in_template(int *p) {
  // DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+2]]:23: warning: attribute 'intel::reqd_sub_group_size' is deprecated
  // DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+1]]:23: note: did you mean
  launch([=](int i) [[intel::reqd_sub_group_size(N)]] { p[i] = N; }); // expected-warning {{is deprecated}} expected-note {{did you mean}}
  // DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+2]]:16: warning: attribute 'intel::reqd_sub_group_size' is deprecated
  // DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+1]]:16: note: did you mean
  launch([=] [[intel::reqd_sub_group_size(N)]] (int i) { p[i] = N; }); // expected-warning {{is deprecated}} expected-note {{did you mean}}
}

// Lambdas in a plain function: after the parameter list (the SYCL
// specification's position, where Intel's samples write it), before it,
// generic and mutable.
// CHECK-DAG: define {{.*}}@{{"?}}_ZZ3usePiENK{{3\$_0|UliE_}}clEi{{"?}}({{.*}}!intel_reqd_sub_group_size ![[SG8]]
// CHECK-DAG: define {{.*}}@{{"?}}_ZZ3usePiENK{{3\$_1|UliE0_}}clEi{{"?}}({{.*}}!intel_reqd_sub_group_size ![[SG8]]
// CHECK-DAG: define {{.*}}@{{"?}}_ZZ3usePiEN{{3\$_2clIiEEDaT_|UlT_E_clIiEEDaS0_}}{{"?}}({{.*}}!intel_reqd_sub_group_size ![[SG16]]
void use(int *p) {
  launch(Functor{});
  launch(TemplateFunctor<32>{});
  // DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+3]]:23: warning: attribute 'intel::reqd_sub_group_size' is deprecated
  // DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+2]]:23: note: did you mean
  // FIXED: intel-reqd-sub-group-size.cpp:[[@LINE+1]]:10: warning: function 'use(int*)::$_0::operator() const' requires sub-group size 8
  launch([=](int i) [[intel::reqd_sub_group_size(8)]] { p[i] = 1; }); // expected-warning {{is deprecated}} expected-note {{did you mean}}
  // DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+2]]:16: warning: attribute 'intel::reqd_sub_group_size' is deprecated
  // DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+1]]:16: note: did you mean
  launch([=] [[intel::reqd_sub_group_size(8)]] (int i) { p[i] = 2; }); // expected-warning {{is deprecated}} expected-note {{did you mean}}
  // DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+2]]:32: warning: attribute 'intel::reqd_sub_group_size' is deprecated
  // DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+1]]:32: note: did you mean
  launch([=](auto i) mutable [[intel::reqd_sub_group_size(16)]] { p[i] = 3; }); // expected-warning {{is deprecated}} expected-note {{did you mean}}
  lambdas_in_template<64>(p);
  same();
  differs();
}

// Not applied, as in DPC++ (reqd_work_group_size) or by choice
// (sub_group_size): clang's warning, no metadata.
// CHECK-DAG: define {{.*}}@_Z10work_groupv() #{{[0-9]+}} !sycl_fixed_targets
// CHECK-DAG: define {{.*}}@_Z9sub_groupv() #{{[0-9]+}} !sycl_fixed_targets
// DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+1]]:3: warning: unknown attribute 'reqd_work_group_size' ignored [-Wunknown-attributes]
[[intel::reqd_work_group_size(4)]] SYCL_EXTERNAL void work_group() {} // expected-warning {{unknown attribute 'reqd_work_group_size' ignored}}
// DIAG: intel-reqd-sub-group-size.cpp:[[@LINE+1]]:3: warning: unknown attribute 'sub_group_size' ignored [-Wunknown-attributes]
[[intel::sub_group_size(4)]] SYCL_EXTERNAL void sub_group() {} // expected-warning {{unknown attribute 'sub_group_size' ignored}}

// Redeclarations are compared at the end of the translation unit.
// DIAG: intel-reqd-sub-group-size.cpp:[[#DIFFERS]]:3: warning: attribute 'reqd_sub_group_size' is already applied with different arguments
// QUIET: intel-reqd-sub-group-size.cpp:{{[0-9]+}}:3: warning: attribute 'reqd_sub_group_size' is already applied with different arguments
// DIAG: intel-reqd-sub-group-size.cpp:[[#DIFFERS-3]]:3: note: previous attribute is here

// CHECK-DAG: ![[SG8]] = !{i32 8}
// CHECK-DAG: ![[SG16]] = !{i32 16}
// CHECK-DAG: ![[SG32]] = !{i32 32}
// CHECK-DAG: ![[SG64]] = !{i32 64}
