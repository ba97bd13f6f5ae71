// Functions whose mangled names a mangle context numbers in the order it is
// asked (`$_N` lambdas and unnamed classes at namespace scope, same-named
// local classes of an internal function, template instantiations over those
// lambdas) get their own attributes, whatever order codegen emits them in:
// the front end names them by a tag codegen carries to the IR, not by its
// own mangling. `use` calls them in the reverse of their source order, so
// codegen numbers them differently from a walk in source order.
// RUN: %clang -std=c++17 -Wno-c++2b-extensions -S -emit-llvm %s -o %t.ll 2> %t.err
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: opt -passes=verify -disable-output %t.ll
#include <sycl/sycl.hpp>
using namespace sycl;

auto k1 = [] [[sycl::device_has(aspect::fp64)]] () { double d = 2; (void)d; };
auto k2 = [] [[sycl::device_has(aspect::fp16)]] () { half h = 1; (void)h; };
auto k3 = [] [[sycl::device_has(aspect::cpu)]] () {
  double late = 1; (void)late;
};

static void f1() {
  struct L { [[sycl::device_has(aspect::gpu)]] void operator()() const {} };
  L{}();
}
static void f2() {
  { struct L { [[sycl::device_has(aspect::custom)]] void operator()() const {} }; L{}(); }
  { struct L { [[sycl::device_has(aspect::accelerator)]] void operator()() const {} }; L{}(); }
}

template <typename F> [[sycl::device_has(aspect::atomic64)]] void call(F f) { f(); }

struct { [[sycl::device_has(aspect::image)]] void g() {} } anon1;
struct { [[sycl::device_has(aspect::online_compiler)]] void g() {} } anon2;

void use() {
  anon2.g(); anon1.g();
  f2(); f1();
  k3(); call(k2); k1();
}

// Codegen's numbering (the -g debug info's linkage names agree): anon1 $_0,
// anon2 $_1, k3 $_2, k2 $_3, k1 $_4.
// CHECK-DAG: define internal {{.*}}@"_ZN3$_01gEv"({{.*}}!sycl_declared_aspects ![[IMAGE:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@"_ZN3$_11gEv"({{.*}}!sycl_declared_aspects ![[ONLINE_COMPILER:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@"_ZNK3$_2clEv"({{.*}}!sycl_declared_aspects ![[CPU:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@"_ZNK3$_3clEv"({{.*}}!sycl_declared_aspects ![[FP16:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@"_ZNK3$_4clEv"({{.*}}!sycl_declared_aspects ![[FP64:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@"_Z4callI3$_3EvT_"() {{.*}}!sycl_declared_aspects ![[ATOMIC64:[0-9]+]]
// Local classes: codegen emits f2 first, so its first L is plain L.
// CHECK-DAG: define internal {{.*}}@_ZZL2f2vENK1LclEv({{.*}}!sycl_declared_aspects ![[CUSTOM:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@_ZZL2f2vENK1LclE_0v({{.*}}!sycl_declared_aspects ![[ACC:[0-9]+]]
// CHECK-DAG: define internal {{.*}}@_ZZL2f1vENK1LclEv({{.*}}!sycl_declared_aspects ![[GPU:[0-9]+]]
// CHECK-DAG: ![[ONLINE_COMPILER]] = !{i32 10}
// CHECK-DAG: ![[IMAGE]] = !{i32 9}
// CHECK-DAG: ![[CPU]] = !{i32 1}
// CHECK-DAG: ![[FP16]] = !{i32 5}
// CHECK-DAG: ![[FP64]] = !{i32 6}
// CHECK-DAG: ![[ATOMIC64]] = !{i32 28}
// CHECK-DAG: ![[CUSTOM]] = !{i32 4}
// CHECK-DAG: ![[ACC]] = !{i32 3}
// CHECK-DAG: ![[GPU]] = !{i32 2}
// The tags are gone from the output.
// CHECK-NOT: sycl-aspects:

// k3 (device_has(cpu), uses double) is warned about, its use located
// (without -g) at its double, not at k1's; k1 declares fp64 and is not warned about.
// call<k2's type> declares atomic64 but reaches k2's use of half (fp16;
// a callee's device_has alone is no use, as in DPC++): without -g the
// note is at k2.
// WARN-NOT: warning:
// WARN: internal-names-from-codegen.cpp:17:11: warning: function '$_2::operator()() const' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// WARN: internal-names-from-codegen.cpp:18:10: note: aspect 'fp64' is used here
// WARN-NOT: warning:
// WARN: internal-names-from-codegen.cpp:30:67: warning: function 'void call<$_3>($_3)' uses aspect 'fp16' not listed in its 'sycl::device_has' attribute
// WARN: internal-names-from-codegen.cpp:16:11: note: propagated from call to function '$_3::operator()() const'
// WARN-NOT: warning:

