// An enum named sycl::aspect (here in an inline namespace, as in Intel's
// headers) is the aspect enum even without sycl_type(aspect): clang 16's
// __has_cpp_attribute does not see plugin attributes, so Intel's headers never
// write it. Its values become !sycl_aspects and the pass uses them (fp64 for
// double). Aspect lists without any aspect enum are reported, not dropped.
// RUN: %clang -std=c++17 -S -emit-llvm %s -o - 2>&1 | FileCheck --implicit-check-not=warning: %s
// RUN: %clang -std=c++17 -S -emit-llvm -DNO_ENUM %s -o - 2>&1 | FileCheck --check-prefix=NOENUM %s
#ifndef NO_ENUM
namespace sycl {
inline namespace _V1 {
enum class aspect { cpu = 1, fp64 = 6, atomic64 = 27 };
}
} // namespace sycl

[[sycl::device_has(sycl::aspect::fp64)]] void f(double *d) { *d = 1.0; }

// CHECK: define {{.*}}@_Z1fPd({{.*}}) {{.*}}!sycl_declared_aspects ![[FP64_LIST:[0-9]+]] !sycl_used_aspects ![[FP64_LIST]]
// CHECK: !sycl_aspects = !{![[CPU:[0-9]+]], ![[FP64:[0-9]+]], ![[ATOMIC64:[0-9]+]]}
// CHECK-DAG: ![[CPU]] = !{!"cpu", i32 1}
// CHECK-DAG: ![[FP64]] = !{!"fp64", i32 6}
// CHECK-DAG: ![[ATOMIC64]] = !{!"atomic64", i32 27}
// CHECK-DAG: ![[FP64_LIST]] = !{i32 6}
#else
[[sycl::device_has()]] void g() {}
// NOENUM: warning: sycl_aspects plugin: the code uses 'device_has' or '__uses_aspects__' but declares no aspect enum (an enum marked {{\[\[}}__sycl_detail__::sycl_type(aspect){{\]\]}}, or sycl::aspect), so no !sycl_aspects metadata is written and aspect usage cannot be computed
// NOENUM-NOT: !sycl_aspects =
#endif
