// Sizes the front end handles in linear time and memory (issue 18), run
// under a 1 GB address-space limit and a 20 s timeout:
// - an add_ir_attributes_function with 8,000 name/value pairs, evaluated at
//   once and in a template (each IR attribute used to be added through the
//   C API one at a time, building and keeping a new attribute list each
//   time: 1.9 GB and seconds; the pairing scanned the pairs kept so far);
// - an ESIMD allow-list file of 1,200 patterns with bounded repetitions of
//   classes (one Unicode Regex per pattern, each name tried against each:
//   28 s and 2.2 GB; now one ASCII RegexSet).
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 -c "n = 8000; names = ', '.join('\"n%%d\"' %% i for i in range(n)); values = ', '.join(str(i) for i in range(n)); print('[[__sycl_detail__::add_ir_attributes_function(%%s, %%s)]] void direct() {}' %% (names, values)); print('template <typename T> [[__sycl_detail__::add_ir_attributes_function(%%s, %%s)]] void templ() {}' %% (names, values)); print('template void templ<int>();')" > %t/pairs.cpp
// RUN: (ulimit -v 1000000; timeout 20 %clang -S -emit-llvm %t/pairs.cpp -o %t/pairs.ll)
// RUN: FileCheck %s --check-prefix=PAIRS < %t/pairs.ll
// PAIRS: define {{.*}}@_Z6directv() #[[D:[0-9]+]]
// PAIRS: define {{.*}}@_Z5templIiEvv() #[[D]]
// PAIRS: attributes #[[D]] = {
// PAIRS-SAME: "n0"="0"
// PAIRS-SAME: "n7999"="7999"
//
// RUN: python3 -c "print('\n'.join(r'\w{1,30}::h%%d<[\w:, ]+>' %% i for i in range(1200)))" > %t/allow.txt
// RUN: (ulimit -v 1000000; not timeout 20 %clang -std=c++17 --target=spir64-unknown-unknown -Xclang -fsycl-is-device -S -emit-llvm %s -o /dev/null -fplugin-arg-sycl_aspects-esimd-allow-file=%t/allow.txt) 2>&1 | FileCheck %s --check-prefix=ESIMD
// ESIMD: linear-size-bounds.cpp:[[@LINE+9]]:12: error: function 'float sycl::_V1::sqrt<float>(float)' is not supported in ESIMD context
// ESIMD-NOT: error:
// ESIMD: 1 error generated.
#include <sycl/sycl.hpp>
#include <sycl/kernel.hpp>
#include <sycl/ext/intel/esimd.hpp>

void launch(sycl::handler &h, float *p) {
  h.single_task<class Esimd>([=]() SYCL_ESIMD_KERNEL {
    p[0] = sycl::sqrt(p[0]);
    p[1] = sycl::cos(p[1]);
  });
}
