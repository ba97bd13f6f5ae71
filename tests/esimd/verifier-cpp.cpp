// The esimd-verifier pass runs in clang's pipeline (device code, every
// optimization level): an ESIMD kernel may call ESIMD's API, sycl::cos and
// id / item / range members, but not sycl::sqrt or atomic_ref, directly or
// through a callee (then with the call chain). Errors point at the call.
// A kernel without the attribute may call any SYCL function.
// RUN: not %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -S -emit-llvm %s -o /dev/null 2> %t.O0.err
// RUN: FileCheck %s --implicit-check-not=error: < %t.O0.err
// RUN: not %clang -std=c++17 -O2 -S -emit-llvm %s -o /dev/null 2> %t.O2.err
// RUN: FileCheck %s --implicit-check-not=error: < %t.O2.err
// The plugin arguments extend the allow-list (a pattern is taken whole,
// commas and '|' included); then the module compiles and is valid.
// RUN: %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -S -emit-llvm %s -o %t.ll \
// RUN:   '-fplugin-arg-sycl_aspects-esimd-allow=sqrt<.+>|atomic_ref<.+>::atomic_ref' 2>&1 | count 0
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: echo 'sqrt<.+>' > %t.allow
// RUN: echo 'atomic_ref<.+>::atomic_ref' >> %t.allow
// RUN: %clang -std=c++17 -S -emit-llvm %s -o /dev/null -fplugin-arg-sycl_aspects-esimd-allow-file=%t.allow 2>&1 | count 0
// RUN: not %clang -std=c++17 -S -emit-llvm %s -o /dev/null -fplugin-arg-sycl_aspects-esimd-allow-file=%t.none 2>&1 | FileCheck --check-prefix=NOFILE %s
// NOFILE: error: esimd-verifier: cannot read ESIMD allow-list file '{{.*}}.none': No such file or directory
#include <sycl/sycl.hpp>
#include <sycl/kernel.hpp>
#include <sycl/ext/intel/esimd.hpp>
using namespace sycl::ext::intel::esimd;

float helper(float x);

void launch(sycl::handler &h, float *p, int *counter) {
  h.single_task<class Esimd>([=]() SYCL_ESIMD_KERNEL {
    simd<float, 8> v = block_load<float, 8>(p);
    v += simd<float, 8>(sycl::cos(p[0]));
    block_store<float, 8>(p, v);
    sycl::id<1> i;
    p[i[0]] = 0;
    // CHECK: verifier-cpp.cpp:[[@LINE+1]]:12: error: function 'double sycl::_V1::sqrt<double>(double)' is not supported in ESIMD context{{$}}
    p[2] = sycl::sqrt(2.0);
    // CHECK-NOT: call is from
    // CHECK: verifier-cpp.cpp:[[@LINE+1]]:5: error: function 'sycl::_V1::atomic_ref<int, (sycl::_V1::memory_order)0, (sycl::_V1::memory_scope)3, (sycl::_V1::access::address_space)2>::atomic_ref(int&)' is not supported in ESIMD context{{$}}
    sycl::atomic_ref<int>(*counter).fetch_add(1);
    // CHECK-NOT: call is from
    p[1] = helper(p[0]);
  });
  h.parallel_for<class Plain>(sycl::range<1>(8), [=](sycl::item<1> it) {
    p[it.get_linear_id()] = sycl::sqrt(p[0]);
  });
}

// The call in the unmarked helper comes with the chain from the nearest
// ESIMD function (the kernel lambda), after the lambda's own calls.
// CHECK: verifier-cpp.cpp:[[@LINE+4]]:36: error: function 'float sycl::_V1::sqrt<float>(float)' is not supported in ESIMD context{{$}}
// CHECK-NEXT: call is from this call chain:
// CHECK-NEXT:   launch(sycl::_V1::handler&, float*, int*)::{{.*}}::operator()() const{{$}}
// CHECK-NEXT:   helper(float) {{.*}}verifier-cpp.cpp:[[@LINE-12]]:12{{$}}
float helper(float x) { return x + sycl::sqrt(x); }
