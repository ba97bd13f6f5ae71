#!/usr/bin/env bash
# The plugin's compile-time overhead on a real SYCL translation unit (a
# named lambda kernel with USM, an accessor kernel inside queue::submit): the
# device compile of tests/real-headers/kernel-names-in-warnings.cpp against Intel's headers (the
# command sycl-clang --sycl-headers runs), with and without -fplugin, counted
# in instructions by callgrind (repeatable whatever else the machine does).
#   benches/real_headers_overhead.sh [-O0|-O2] [headers version, default 2026.2.0]
set -euo pipefail
cd "$(dirname "$0")/.."
opt=${1:--O0}
version=${2:-2026.2.0}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
with=$(target/release/sycl-clang --sycl-headers="target/intel-sycl/$version" --sycl-print-command \
  -c -emit-llvm tests/real-headers/kernel-names-in-warnings.cpp -o "$work/out.bc")
without=$(sed 's| -fplugin=[^ ]*||' <<< "$with")
count() {
  valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$work/cg.%p" sh -c "$1 $opt" >/dev/null 2>&1
  # The clang process is the largest count (sh is the other).
  grep -h '^summary:' "$work"/cg.* | awk '{print $2}' | sort -n | tail -1
  rm -f "$work"/cg.*
}
a=$(count "$with")
b=$(count "$without")
# %.0f, not %d: Debian's mawk clamps %d to 2147483647, and the counts are
# billions.
awk -v a="$a" -v b="$b" -v o="$opt" -v v="$version" \
  'BEGIN { printf "%s, headers %s: with plugin %.0f, without %.0f instructions: %+.2f%%\n", o, v, a, b, (a / b - 1) * 100 }'
