// Inside clang (pipeline-start extension point, at -O0 and -O2) the pass
// is listed by its pipeline name.
// RUN: %clang -std=c++17 -O0 -S -emit-llvm -Xclang -fdebug-pass-manager %s -o %t.ll 2> %t.err
// RUN: FileCheck %s --implicit-check-not=anonymous < %t.err
// RUN: %clang -std=c++17 -O2 -S -emit-llvm -Xclang -fdebug-pass-manager %s -o %t.ll 2> %t.err
// RUN: FileCheck %s --implicit-check-not=anonymous < %t.err
// RUN: opt -passes=verify -disable-output %t.ll
// CHECK: Running pass: sycl-propagate-aspects-usage on [module]
void twice(double *d) { *d *= 2; }
