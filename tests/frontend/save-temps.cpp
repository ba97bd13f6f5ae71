// With -save-temps the preprocessing step runs with the plugin loaded, so the
// saved .ii keeps the headers' attributes and carries the plugin's marker
// (no "preprocessed without the plugin" warning). The LLVM passes then run
// in a separate step without the plugin's front end, so the propagation pass
// cannot run: the plugin says so instead of silently producing no
// !sycl_used_aspects.
// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir && %clang -std=c++17 -c %s -save-temps -o k.o 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: grep -c '^#pragma sycl_aspects_preprocessed x[0-9a-f]*$' %t.dir/save-temps.ii | FileCheck --check-prefix=MARKER %s
// RUN: grep -c '\[\[__sycl_detail__::sycl_external\]\] void f' %t.dir/save-temps.ii | FileCheck --check-prefix=MARKER %s
// RUN: %clang -std=c++17 -c %s -o %t.o 2>&1 | count 0
// Two files in one driver run: the second file's preprocessing gets the
// predefines too (clang 16 runs these jobs in separate processes; the
// plugin also forgets its action's preprocessor at the end of each input
// in case a driver runs them in one).
// RUN: cd %t.dir && cp %s second.cpp && %clang -std=c++17 -c -save-temps %s second.cpp 2>&1 | FileCheck --check-prefix=TWO %s
// RUN: grep -c '^#pragma sycl_aspects_preprocessed x[0-9a-f]*$' %t.dir/second.ii | FileCheck --check-prefix=MARKER %s
// TWO-COUNT-2: warning: sycl_aspects plugin: with -save-temps
// TWO-NOT: preprocessed without
// CHECK: warning: sycl_aspects plugin: with -save-temps clang runs the LLVM passes in a separate step without the plugin's front end, so the aspect propagation pass does not run (no !sycl_used_aspects, no device_has warnings); compile without -save-temps, or run opt-16 -passes=sycl-propagate-aspects-usage on the saved bitcode
// CHECK: 1 warning generated.
// MARKER: {{^1$}}
#include <sycl/sycl.hpp>
SYCL_EXTERNAL void f() {}
