// The aspects sycl-targets knows (`name value`, deprecated ones included) are
// exactly the sycl::aspect enumerators the compiler emits in !sycl_aspects:
// an aspect added, renamed or renumbered in one place only fails here.
// RUN: %clang -std=c++17 -S -emit-llvm -o - %s | sed -n 's/^![0-9]* = !{!"\([a-z0-9_]*\)", i32 \([0-9]*\)}$/\1 \2/p' | LC_ALL=C sort > %t.enum
// RUN: %sycl-targets aspects | cut -d' ' -f1,2 | LC_ALL=C sort > %t.tool
// RUN: diff %t.enum %t.tool
// Neither list is empty: 83 current and 4 deprecated aspects.
// RUN: count 87 < %t.tool
#include <sycl/sycl.hpp>
