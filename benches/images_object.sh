#!/usr/bin/env bash
# What images.o costs: `sycl-clang --sycl-device-images` of N free-function
# kernels (one source, default 10000) with the registration object for
# Intel's runtime and without it (--sycl-runtime=none), in the same run:
# wall seconds and peak memory (largest process), median of R runs
# (default 3), from /usr/bin/time.
#   benches/images_object.sh [N] [R]
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-10000}
runs=${2:-3}
runtime=target/sycl-runtime/2026.2.0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{
  echo '#include <sycl/sycl.hpp>'
  for ((k = 0; k < n; k++)); do
    echo "SYCL_EXT_ONEAPI_FUNCTION_PROPERTY((sycl::ext::oneapi::experimental::single_task_kernel)) void k$k(int *p) { p[$k % 64] += $k; }"
  done
} > "$work/k.cpp"
measure() { # prints "seconds kilobytes"
  rm -rf "$work/out.images"
  /usr/bin/time -f '%e %M' -o "$work/t" "$@" >/dev/null 2>&1
  cat "$work/t"
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
for ((r = 0; r < runs; r++)); do
  measure target/release/sycl-clang --sycl-device-images --sycl-runtime="$runtime" -std=c++17 "$work/k.cpp" -o "$work/out.images" >> "$work/with"
  measure target/release/sycl-clang --sycl-device-images --sycl-runtime=none -std=c++17 "$work/k.cpp" -o "$work/out.images" >> "$work/without"
done
w_s=$(cut -d' ' -f1 "$work/with" | median); w_m=$(cut -d' ' -f2 "$work/with" | median)
o_s=$(cut -d' ' -f1 "$work/without" | median); o_m=$(cut -d' ' -f2 "$work/without" | median)
awk -v n="$n" -v r="$runs" -v ws="$w_s" -v wm="$w_m" -v os="$o_s" -v om="$o_m" 'BEGIN {
  printf "%d kernels, median of %d: with images.o %.2f s, %d MB; without %.2f s, %d MB; images.o adds %+.1f%% time, %+d MB peak\n",
    n, r, ws, wm / 1024, os, om / 1024, (ws / os - 1) * 100, (wm - om) / 1024 }'
