// With -save-temps clang preprocesses, writes bitcode with the LLVM passes
// disabled, then optimises that bitcode in a step without the plugin's front
// end. The preprocessing step runs with the plugin loaded, so the saved .ii
// keeps the headers' attributes and carries the plugin's marker; the
// propagation pass runs in the bitcode step, just before the bitcode is
// written (docs/install.md, "Preprocessed input"). The result: the same
// warnings, with their locations (a column on a line with a macro is that of
// the expanded .ii text, as for clang's own diagnostics), and the same IR as
// without -save-temps
// (apart from clang's own ModuleID, the name of the saved bitcode), at -O0
// and -O2.
// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir && cp %s k.cpp
// RUN: %clang -std=c++17 -c k.cpp -o direct.o 2> direct.err
// RUN: %clang -std=c++17 -c k.cpp -save-temps -o k.o 2> saved.err
// RUN: FileCheck --input-file=saved.err %s --implicit-check-not=warning:
// RUN: sed -nE 's/^([^ :]+:[0-9]+):[0-9]+: /\1: /p' direct.err > direct.diag && sed -nE 's/^([^ :]+:[0-9]+):[0-9]+: /\1: /p' saved.err > saved.diag
// RUN: diff direct.diag saved.diag
// CHECK: k.cpp:[[@LINE+22]]:{{[0-9]+}}: warning: function 'kernel()' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// CHECK: k.cpp:[[@LINE+20]]:6: note: propagated from call to function 'helper()'
// CHECK: k.cpp:[[@LINE+18]]:8: note: propagated from call to function 'twice(double)'
// CHECK: k.cpp:[[@LINE+17]]:35: note: aspect 'fp64' is used here
// CHECK: 1 warning generated.
// RUN: grep -c '^#pragma sycl_aspects_preprocessed x[0-9a-f]*$' k.ii | FileCheck --check-prefix=MARKER %s
// MARKER: {{^1$}}
// The saved bitcode already holds the pass's results.
// RUN: llvm-dis k.bc -o - | FileCheck --check-prefix=BC %s
// BC: define {{.*}} @_Z6kernelv() {{.*}}!sycl_used_aspects ![[USED:[0-9]+]]
// BC: ![[USED]] = !{i32 6}
// RUN: %clang -std=c++17 -S -emit-llvm k.cpp -o - 2>/dev/null | grep -v '^; ModuleID' > direct.ll
// RUN: %clang -std=c++17 -S -emit-llvm k.cpp -save-temps -o - 2>/dev/null | grep -v '^; ModuleID' > saved.ll
// RUN: diff direct.ll saved.ll
// RUN: %clang -O2 -std=c++17 -S -emit-llvm k.cpp -o - 2>/dev/null | grep -v '^; ModuleID' > direct2.ll
// RUN: %clang -O2 -std=c++17 -S -emit-llvm k.cpp -save-temps -o - 2>/dev/null | grep -v '^; ModuleID' > saved2.ll
// RUN: diff direct2.ll saved2.ll
// RUN: %opt -passes=verify -disable-output saved2.ll
#include <sycl/sycl.hpp>

double twice(double x) { return 2 * x; }
void helper() { double d = twice(1.0); (void)d; }
[[sycl::device_has()]] SYCL_EXTERNAL void kernel() {
  helper();
}

// Two files in one driver run: each bitcode step runs the pass for its own
// module (clang 16 runs these jobs in separate processes).
// RUN: cd %t.dir && cp %s second.cpp && %clang -std=c++17 -c -save-temps k.cpp second.cpp 2>&1 | FileCheck --check-prefix=TWO %s
// RUN: grep -c '^#pragma sycl_aspects_preprocessed x[0-9a-f]*$' second.ii | FileCheck --check-prefix=MARKER %s
// TWO: k.cpp:{{[0-9]+}}:{{[0-9]+}}: warning: function 'kernel()' uses aspect 'fp64'
// TWO-NOT: preprocessed without
// TWO: second.cpp:{{[0-9]+}}:{{[0-9]+}}: warning: function 'kernel()' uses aspect 'fp64'
// TWO-NOT: preprocessed without
