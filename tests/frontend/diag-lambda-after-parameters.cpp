// The attribute after a lambda's parameter list applies to the function
// type, which a Clang 16 plugin cannot see. The user gets one clear error
// there that names the spelling to use instead.
// RUN: not %clang -std=c++17 -fsyntax-only %s 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: grep -c "error:" %t.err | FileCheck --check-prefix=ONE %s
#include <sycl/aspect.hpp>

void use() {
  auto l = [=]() [[sycl::device_has(sycl::aspect::fp64)]] { return 1; };
  l();
}
// CHECK: diag-lambda-after-parameters.cpp:10:20: error: 'device_has' written after a parameter list applies to the function type, which a Clang 16 plugin cannot see; write it before the declaration ('{{\[\[}}sycl::device_has(...)]] void f();') or, for a lambda, between the capture list and the parameter list ('[=] {{\[\[}}sycl::device_has(...)]] (auto i) {...}')
// CHECK-NOT: cannot be applied to types
// ONE: {{^1$}}
