// Code that uses none of the attributes compiles to the same IR with and
// without the plugin, at -O0 and -O2.
// RUN: %clang -std=c++17 -S -emit-llvm -O0 %s -o %t.with.ll
// RUN: %clang_noplugin -std=c++17 -S -emit-llvm -O0 %s -o %t.without.ll
// RUN: diff %t.with.ll %t.without.ll
// RUN: %clang -std=c++17 -S -emit-llvm -O2 %s -o %t.with2.ll
// RUN: %clang_noplugin -std=c++17 -S -emit-llvm -O2 %s -o %t.without2.ll
// RUN: diff %t.with2.ll %t.without2.ll
template <typename T> struct Vec { T x, y; };
__attribute__((annotate("user annotation"))) double dot(Vec<double> a, Vec<double> b) { return a.x * b.x + a.y * b.y; }
int main() { return dot({1, 2}, {3, 4}) > 0; }
