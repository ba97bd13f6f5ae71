// Every aspect name written in device-config/targets.yaml (the source of the
// embedded device table) is a sycl::aspect enumerator the compiler knows.
// RUN: %clang -std=c++17 -S -emit-llvm -o - %s | sed -n 's/^![0-9]* = !{!"\([a-z0-9_]*\)", i32 [0-9]*}$/\1/p' | LC_ALL=C sort > %t.enum
// RUN: awk '/^ *aspects:/ { on = 1 } on { sub(/#.*/, ""); print } on && /\]/ { on = 0 }' %S/../../device-config/targets.yaml \
// RUN:   | sed 's/^ *aspects://' | tr -d '[] ' | tr ',' '\n' | grep -v '^$' | LC_ALL=C sort -u > %t.used
// RUN: LC_ALL=C comm -13 %t.enum %t.used | count 0
// The extraction found the names (not a vacuous pass).
// RUN: grep -qx gpu %t.used
// RUN: grep -qx ext_oneapi_external_memory_import %t.used
#include <sycl/sycl.hpp>
