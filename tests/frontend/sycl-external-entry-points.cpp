// SYCL_EXTERNAL marks device entry points: definitions get
// "sycl-module-id"=<main file> (DPC++'s marking), declarations do not, and
// the pass gives entry points !sycl_fixed_targets.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck --check-prefix=DECLATTR %s < %t.ll
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify -DBAD %s
#include <sycl/sycl.hpp>

// CHECK-DAG: declare void @_Z8declaredv() [[DECL:#[0-9]+]]
SYCL_EXTERNAL void declared();
// CHECK-DAG: define {{.*}}void @_Z7definedv() [[DEF:#[0-9]+]] {{.*}}!sycl_fixed_targets ![[EMPTY:[0-9]+]]
SYCL_EXTERNAL void defined() { declared(); }
// CHECK-DAG: define {{.*}}void @_Z5otherv() [[OTHER:#[0-9]+]] {
void other() {}
template <typename T> SYCL_EXTERNAL void tmpl(T) {}
// CHECK-DAG: define {{.*}}void @_Z4tmplIiEvT_(i32 noundef %0) [[DEF2:#[0-9]+]] {{.*}}!sycl_fixed_targets ![[EMPTY]]
template void tmpl<int>(int);

// CHECK-DAG: attributes [[DEF]] = { {{.*}}"sycl-module-id"="{{.*}}sycl-external-entry-points.cpp"
// CHECK-DAG: attributes [[DEF2]] = { {{.*}}"sycl-module-id"="{{.*}}sycl-external-entry-points.cpp"
// CHECK-DAG: ![[EMPTY]] = !{}
// The declaration's attribute group, from its opening to its closing brace,
// has no sycl-module-id.
// DECLATTR: declare void @_Z8declaredv() [[DECL:#[0-9]+]]
// DECLATTR: attributes [[DECL]] = {
// DECLATTR-NOT: sycl-module-id
// DECLATTR-SAME: {{}$}}

#ifdef BAD
struct SYCL_EXTERNAL S {}; // expected-error {{'sycl_external' attribute only applies to functions}}
#endif
