#!/usr/bin/env bash
# Build time of `sycl-clang -fsycl` for a program of N lambda kernels (one
# source, default 100: USM and scalar captures, half of them with an
# accessor), against the same program's device compile alone (the plugin's
# spir64 compile that -fsycl runs, with the outliner) plus its host compile
# with clang (no plugin), in the same run: wall seconds and peak memory,
# median of R runs (default 3), from /usr/bin/time.
#   benches/fsycl_build.sh [N] [R]
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100}
runs=${2:-3}
runtime=target/sycl-runtime/2026.2.0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{
  echo '#include <sycl/sycl.hpp>'
  echo 'int main() {'
  echo '  sycl::queue q;'
  echo '  int *p = sycl::malloc_shared<int>(64, q);'
  echo '  std::vector<int> v(64);'
  echo '  sycl::buffer<int> b(v.data(), sycl::range<1>(64));'
  for ((k = 0; k < n; k++)); do
    if ((k % 2)); then
      echo "  q.submit([&](sycl::handler &h) { sycl::accessor a{b, h}; int s = $k; h.parallel_for<class k$k>(sycl::range<1>(64), [=](sycl::id<1> i) { a[i] += s + p[i]; }); });"
    else
      echo "  q.parallel_for<class k$k>(sycl::range<1>(64), [=](sycl::id<1> i) { p[i] += $k; });"
    fi
  done
  echo '  q.wait();'
  echo '}'
} > "$work/app.cpp"
clang=clang++-${SYCL_ASPECTS_LLVM:-16}
fsycl=(target/release/sycl-clang -fsycl -std=c++17 -O2 "$work/app.cpp" -o "$work/app")
device=$(target/release/sycl-clang --sycl-headers=$runtime --sycl-print-command -std=c++17 -O2 \
  -D__SYCL_DISABLE_PARALLEL_FOR_RANGE_ROUNDING__ -fplugin-arg-sycl_aspects-int-header="$work/app.h" \
  -c -emit-llvm "$work/app.cpp" -o "$work/device.bc")
host=("$clang" -std=c++17 -O2 -Xclang -fsycl-is-host -D__SYCL_UNNAMED_LAMBDA__ -D__SYCL_DISABLE_PARALLEL_FOR_RANGE_ROUNDING__
  -DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING -Wno-ignored-attributes -Wno-unknown-attributes -isystem "$runtime/include"
  -c "$work/app.cpp" -o "$work/host.o")
measure() { # prints "seconds kilobytes"
  /usr/bin/time -f '%e %M' -o "$work/t" "$@" >/dev/null 2>&1
  cat "$work/t"
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
for ((r = 0; r < runs; r++)); do
  measure "${fsycl[@]}" >> "$work/fsycl"
  d=$(measure sh -c "$device")
  h=$(measure "${host[@]}")
  echo "$d $h" | awk '{ print $1 + $3, ($2 > $4 ? $2 : $4) }' >> "$work/separate"
done
f_s=$(cut -d' ' -f1 "$work/fsycl" | median); f_m=$(cut -d' ' -f2 "$work/fsycl" | median)
s_s=$(cut -d' ' -f1 "$work/separate" | median); s_m=$(cut -d' ' -f2 "$work/separate" | median)
awk -v n="$n" -v r="$runs" -v fs="$f_s" -v fm="$f_m" -v ss="$s_s" -v sm="$s_m" 'BEGIN {
  printf "%d kernels, median of %d: sycl-clang -fsycl %.2f s, %d MB; device compile + host compile %.2f s, %d MB; ratio %.2f\n",
    n, r, fs, fm / 1024, ss, sm / 1024, fs / ss }'
