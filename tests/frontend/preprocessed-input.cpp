// Preprocessing with the plugin loaded (clang -E, -frewrite-includes, the
// preprocessing step of -save-temps, ccache and distcc) keeps the headers'
// attributes: the plugin predefines its macros through the headers'
// `#pragma sycl_aspects_predefine` and marks the output. Compiling the output
// with the plugin gives the same diagnostics and the same IR as compiling
// the source (only the module's name differs).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -std=c++17 -S -emit-llvm %s -o %t/direct.ll 2> %t/direct.err
// RUN: FileCheck --check-prefix=WARN %s < %t/direct.err
// RUN: grep -v -e '^; ModuleID' -e '^source_filename' %t/direct.ll > %t/direct.body
// WARN: {{^}}{{.*}}preprocessed-input.cpp:26:55: warning: function 'kernel(float*, sycl::_V1::detail::half_impl::half*)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute [-Wbackend-plugin]
// WARN: {{^}}{{.*}}preprocessed-input.cpp:21:6: note: propagated from call to function 'helper(float*)'
// WARN: {{^}}{{.*}}preprocessed-input.cpp:20:8: note: propagated from call to function 'accumulate(double, float)'
// WARN: {{^}}{{.*}}preprocessed-input.cpp:20:53: note: aspect 'fp64' is used here
// WARN: {{^}}1 warning generated.
#include <sycl/sycl.hpp>
using namespace sycl;

[[sycl::device_has(aspect::fp16)]] SYCL_EXTERNAL void scale_half(half *data);
double accumulate(double acc, float x) { return acc + x; }
void helper(float *out) {
  double acc = 0;
  acc = accumulate(acc, out[0]);
  out[0] = static_cast<float>(acc);
}
[[sycl::device_has(aspect::fp16)]] SYCL_EXTERNAL void kernel(float *out, half *h) {
  scale_half(h);
  helper(out);
}
SYCL_EXTERNAL void count(long *wide) { atomic_ref<long>(*wide).fetch_add(1); }
// The trait macros reach the output too (no targets: "maybe").
static_assert(any_device_has_v<aspect::fp64> && !all_devices_have_v<aspect::fp64>);

// -E: the output carries the attributes and one marker.
// RUN: %clang -std=c++17 -E %s -o %t/e.ii
// RUN: grep -c '^#pragma sycl_aspects_preprocessed x[0-9a-f]*$' %t/e.ii | FileCheck --check-prefix=ONE %s
// RUN: grep -c '__uses_aspects__(aspect::fp16)' %t/e.ii | FileCheck --check-prefix=ONE %s
// ONE: {{^1$}}
// RUN: clang++ -fplugin=%plugin -std=c++17 -S -emit-llvm %t/e.ii -o %t/e.ll 2> %t/e.err
// Fully preprocessed text has its macros expanded: on a line with one
// (SYCL_EXTERNAL) a column and the quoted line are those of the expanded
// text, as for clang's own diagnostics; the diagnostics are compared without.
// RUN: sed -nE 's/^([^ :]+:[0-9]+):[0-9]+: /\1: /p' %t/direct.err > %t/direct.diag && sed -nE 's/^([^ :]+:[0-9]+):[0-9]+: /\1: /p' %t/e.err > %t/e.diag
// RUN: diff %t/direct.diag %t/e.diag
// RUN: grep -v -e '^; ModuleID' -e '^source_filename' %t/e.ll | diff %t/direct.body -
//
// -frewrite-includes (its output is compiled as C++ source).
// RUN: %clang -std=c++17 -E -frewrite-includes %s -o %t/rw.ii
// RUN: clang++ -fplugin=%plugin -std=c++17 -x c++ -S -emit-llvm %t/rw.ii -o %t/rw.ll 2> %t/rw.err
// RUN: diff %t/direct.err %t/rw.err
// RUN: grep -v -e '^; ModuleID' -e '^source_filename' %t/rw.ll | diff %t/direct.body -
//
// The module id names the source, as compiling it does.
// RUN: FileCheck --check-prefix=MODULE-ID -DSRC=%s %s < %t/e.ll
// MODULE-ID: "sycl-module-id"="[[SRC]]"
//
// Compiled for fixed targets, the .ii's any_device_has values (preprocessing
// gets no plugin arguments) may differ: a warning says so.
// RUN: clang++ -fplugin=%plugin -fplugin-arg-sycl_aspects-fixed-targets=intel_gpu_tgllp -std=c++17 -S -emit-llvm %t/e.ii -o /dev/null 2>&1 \
// RUN:   | FileCheck --check-prefix=TARGETS %s
// TARGETS: warning: sycl_aspects plugin: the input was preprocessed with the plugin but for other targets
// TARGETS: warning: function 'kernel' uses aspect 'fp64', which fixed target 'intel_gpu_tgllp' does not support
//
// A .ii made without the plugin still gets the warning, and no marker.
// RUN: %clang_noplugin -std=c++17 -E %s -o %t/np.ii
// RUN: not grep -q sycl_aspects_preprocessed %t/np.ii
// RUN: clang++ -fplugin=%plugin -std=c++17 -S -emit-llvm %t/np.ii -o /dev/null 2>&1 | FileCheck --check-prefix=NOPLUGIN %s
// NOPLUGIN: warning: sycl_aspects plugin: the input was preprocessed without the plugin (a .ii file made without -fplugin=)
//
// Without the plugin the header's pragma is silent, also in its .ii.
// RUN: %clang_noplugin -std=c++17 -Wall -Wunknown-pragmas -Wno-unknown-attributes -fsyntax-only %s 2>&1 | count 0
// RUN: clang++ -std=c++17 -Wall -Wunknown-pragmas -Wno-unknown-attributes -fsyntax-only %t/np.ii 2>&1 | count 0
