// Bytes that are not UTF-8 from clang (command-line arguments, file names,
// string literals and asm labels of a Latin-1 source) reach the plugin as
// bytes: nothing aborts clang (issue 18: cxx's rust::String constructor
// threw std::invalid_argument, which terminated clang, even for a file
// without SYCL code), and the IR gets the very bytes.
//
// A macro value and a file name with a Latin-1 byte (0xe4, 0xe9):
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -DNAME=$(printf '\xe4') -fsyntax-only %s
// RUN: cp %s %t/caf$(printf '\xe9').cpp
// RUN: cd %t && %clang -std=c++17 -S -emit-llvm caf$(printf '\xe9').cpp -o %t/module.ll 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --check-prefix=ID < %t/module.ll
// With -g the location comes from debug info (file name converted lossily
// by the pass, found again by the same conversion; absolute path):
// RUN: %clang -std=c++17 -g -S -emit-llvm %t/caf$(printf '\xe9').cpp -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
//
// WARN: caf{{.}}.cpp:[[@LINE+3]]:{{[0-9]+}}: warning: function 'kernel(double*)' uses aspect 'fp64' not listed in its 'sycl::device_has' attribute
// ID: "sycl-module-id"="caf\E9.cpp"
#include <sycl/sycl.hpp>
[[sycl::device_has()]] SYCL_EXTERNAL void kernel(double *p) { p[0] = 1.0; }
#ifdef NAME
int main() {}
#endif
//
// A Latin-1 source: IR attribute names and values (evaluated at once, and
// in a template through the annotation path, with a filter list), an asm
// label that names a function with device_has.
// RUN: printf '[[__sycl_detail__::add_ir_attributes_function("n\xff", "v\xe4")]] void direct() {}\n' > %t/latin1.cpp
// RUN: printf 'template <typename T> [[__sycl_detail__::add_ir_attributes_function({"t\xff"}, "t\xff", "dropped", "w\xe4", 1)]] void templ() {}\n' >> %t/latin1.cpp
// RUN: printf 'template void templ<int>();\n' >> %t/latin1.cpp
// RUN: printf '#include <sycl/sycl.hpp>\n[[sycl::device_has(sycl::aspect::fp16)]] void label() __asm__("lab\xe9");\nvoid label() {}\n' >> %t/latin1.cpp
// RUN: %clang -std=c++17 -Wno-invalid-source-encoding -S -emit-llvm %t/latin1.cpp -o - | FileCheck %s --check-prefix=LATIN1
// LATIN1: define {{.*}}void @_Z6directv() #[[DIRECT:[0-9]+]]
// LATIN1: define {{.*}}void @_Z5templIiEvv() #[[TEMPL:[0-9]+]]
// LATIN1: define {{.*}}void @"lab\E9"() #{{[0-9]+}} !sycl_declared_aspects ![[FP16:[0-9]+]]
// LATIN1: attributes #[[DIRECT]] = {{{.*}} "n{{.}}"="v\E4"
// LATIN1-NOT: dropped
// LATIN1: attributes #[[TEMPL]] = {{{.*}} "t{{.}}"="w\E4"
// LATIN1: ![[FP16]] = !{i32 5}
//
// An identifier that is not UTF-8 is clang's error; the plugin reads on.
// RUN: printf '#include <sycl/sycl.hpp>\n[[sycl::device_has(sycl::aspect::caf\xe9)]] void f() {}\n' > %t/ident.cpp
// RUN: not %clang -fsyntax-only %t/ident.cpp 2>&1 | FileCheck %s --check-prefix=IDENT
// IDENT: error: source file is not valid UTF-8
// IDENT-NOT: Stack dump
//
// Plugin arguments must be UTF-8 (they name files, targets, aspects): a
// clear error, not a guess at another file.
// RUN: not %clang -fplugin-arg-sycl_aspects-explain=$(printf '\xff').json -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=ARG
// ARG: error: sycl_aspects plugin: plugin argument 'explain={{.+}}.json' is not valid UTF-8 (U+FFFD marks the bytes); plugin arguments, file names included, must be UTF-8
//
// DPC++'s option spellings under opt are read lossily: an unknown target.
// RUN: %clang -S -emit-llvm -DNAME %s -o %t/plain.ll
// RUN: not %opt -load=%plugin -sycl-propagate-aspects-usage-fixed-targets=$(printf '\xff') -passes=sycl-propagate-aspects-usage -disable-output %t/plain.ll 2>&1 | FileCheck %s --check-prefix=OPT
// OPT: error: sycl-propagate-aspects-usage: unknown fixed target
// OPT-NOT: Stack dump
