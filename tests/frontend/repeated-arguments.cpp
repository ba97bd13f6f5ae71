// The plugin reuses what Sema found for an argument list it has seen in the
// same context; the results must be those of a fresh lookup: deprecation
// warnings each time, and the same tokens in another context looked up
// there.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify -verify-ignore-unexpected=note -DWITH_ERROR %s
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - 2>/dev/null | FileCheck %s
#include <sycl/aspect.hpp>
using sycl::aspect;

[[sycl::device_has(aspect::host)]] void a(); // expected-warning {{'host' is deprecated}}
[[sycl::device_has(aspect::host)]] void b(); // expected-warning {{'host' is deprecated}}

#ifdef WITH_ERROR
namespace other {
enum class aspect { fp64 = 6 };
[[sycl::device_has(aspect::fp64)]] void c(); // expected-error {{argument must be device aspect of type sycl::aspect}}
}
#endif

// CHECK-DAG: define {{.*}}@_Z1dv() {{.*}}!sycl_declared_aspects ![[FP64:[0-9]+]]
// CHECK-DAG: define {{.*}}@_Z1ev() {{.*}}!sycl_declared_aspects ![[FP64]]
[[sycl::device_has(aspect::fp64)]] void d() {}
[[sycl::device_has(aspect::fp64)]] void e() {}
// CHECK-DAG: ![[FP64]] = !{i32 6}
