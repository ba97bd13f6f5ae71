; clang runs no plugin action for LLVM IR input, so the plugin's arguments
; would be ignored and the pass would not run without a word: the plugin
; says so. A C++ compile that writes IR (-o x.ll) is not IR input.
; RUN: %clang -fplugin-arg-sycl_aspects-no-validate -x ir -S -emit-llvm %s -o %t.out.ll 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: %clang -S -emit-llvm %s -o %t.out2.ll 2> %t.err2
; RUN: FileCheck %s < %t.err2
; CHECK: warning: sycl_aspects plugin: the input is LLVM IR, for which clang runs no plugin action: the plugin's arguments are ignored and sycl-propagate-aspects-usage does not run; use 'opt -load-pass-plugin=<libsycl_aspects.so> -passes=sycl-propagate-aspects-usage<...>' on IR
; RUN: echo 'int main() { return 0; }' > %t.cpp
; RUN: %clang -S -emit-llvm %t.cpp -o %t.cpp.ll 2> %t.err3
; RUN: FileCheck --check-prefix=CXX --allow-empty %s < %t.err3
; CXX-NOT: LLVM IR

define void @f() {
  ret void
}
