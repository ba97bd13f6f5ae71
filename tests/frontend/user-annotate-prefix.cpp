// A user's own annotate("sycl-aspects:...") is not one of the plugin's
// carrier annotations: it declares nothing, marks nothing SYCL_EXTERNAL and
// is reported; it used to be read as device_has / sycl_external.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck --check-prefix=TMPL %s < %t.ll
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// Each written annotation is reported once (not again per instantiation).
// RUN: grep -c 'warning: annotation' %t.err | FileCheck --check-prefix=COUNT %s
// COUNT: {{^}}3{{$}}
#include <sycl/sycl.hpp>

// CHECK: define dso_local void @_Z11user_markedv() #{{[0-9]+}} {
__attribute__((annotate("sycl-aspects:device_has"))) void user_marked() {}
// CHECK: define dso_local void @_Z13user_externalv() #{{[0-9]+}} {
__attribute__((annotate("sycl-aspects:sycl_external"))) void user_external() {}
// TMPL: define {{.*}}void @_Z4tmplILi1EEvv() #{{[0-9]+}} comdat {
template <int N> __attribute__((annotate("sycl-aspects:device_has"))) void tmpl() {}
// The plugin's own attribute still works next to them.
// CHECK: define dso_local void @_Z4realv() #{{[0-9]+}} !sycl_declared_aspects ![[FP16:[0-9]+]]
[[sycl::device_has(sycl::aspect::fp16)]] void real() {}
void use() { tmpl<1>(); user_marked(); user_external(); real(); }
// CHECK: ![[FP16]] = !{i32 5}

// WARN-DAG: user-annotate-prefix.cpp:15:16: warning: annotation 'sycl-aspects:device_has' uses the prefix 'sycl-aspects:' reserved for the sycl_aspects plugin; it is not read as an aspect attribute
// WARN-DAG: user-annotate-prefix.cpp:17:16: warning: annotation 'sycl-aspects:sycl_external' uses the prefix 'sycl-aspects:' reserved for the sycl_aspects plugin; it is not read as an aspect attribute
// WARN-DAG: user-annotate-prefix.cpp:19:33: warning: annotation 'sycl-aspects:device_has' uses the prefix
