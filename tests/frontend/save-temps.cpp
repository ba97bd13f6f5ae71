// With -save-temps the preprocessing step runs without the plugin's
// predefines, so the headers' attributes are missing: the plugin says so
// instead of silently producing no metadata.
// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir && %clang -std=c++17 -c %s -save-temps -o k.o 2>&1 | FileCheck %s
// RUN: %clang -std=c++17 -c %s -o %t.o 2>&1 | count 0
// CHECK: warning: sycl_aspects plugin: the input was preprocessed without the plugin (-save-temps or a .ii file)
#include <sycl/sycl.hpp>
SYCL_EXTERNAL void f() {}
