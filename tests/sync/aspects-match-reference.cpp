// The sycl::aspect enumerators the headers declare (as the compiler emits
// them in !sycl_aspects) are exactly the reference list
// (tests/sync/Inputs/reference/aspects.tsv: current and deprecated, name and
// value), so drift of the headers' .def files from the reference data fails
// here; aspects-match-enum.cpp ties the tool's list to the same enum.
// RUN: %clang -std=c++17 -S -emit-llvm -o - %s | sed -n 's/^![0-9]* = !{!"\([a-z0-9_]*\)", i32 \([0-9]*\)}$/\1 \2/p' | LC_ALL=C sort > %t.enum
// RUN: grep -v '^#' %S/Inputs/reference/aspects.tsv | cut -f1,2 | tr '\t' ' ' | LC_ALL=C sort > %t.reference
// RUN: diff %t.reference %t.enum
// RUN: count 87 < %t.reference
#include <sycl/sycl.hpp>
