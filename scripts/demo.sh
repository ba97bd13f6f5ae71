#!/usr/bin/env bash
# Compiles examples/kernel.cpp with the plugin and shows what it produced:
# the compiler's diagnostics and the aspect metadata in the IR; then compiles
# it again asserting it runs only on two fixed targets (the design's
# -fsycl-fixed-targets, through the sycl-clang wrapper).
set -euo pipefail
cd "$(dirname "$0")/.."
lib=target/release/libsycl_aspects.so
[ -f "$lib" ] && [ -x target/release/sycl-clang ] && [ -x target/release/sycl-targets ] || scripts/setup.sh
out=$(mktemp -d)
set -x
clang++-16 -std=c++17 -fplugin="$lib" -I headers -S -emit-llvm -g examples/kernel.cpp -o "$out/kernel.ll"
{ set +x; } 2>/dev/null
echo
echo "== aspect metadata in $out/kernel.ll =="
grep -E '^(define|declare) .*!sycl_|^!sycl_types_that_use_aspects|^![0-9]+ = !\{!"class|^![0-9]+ = !\{(i32 [0-9-]+(, )?)*\}$' "$out/kernel.ll" \
  | sed -E 's/ #[0-9]+//; s/ \{$//'

echo
echo "== the same file, fixed to intel_gpu_tgllp and nvidia_gpu_sm_80 =="
set -x
target/release/sycl-clang -std=c++17 -fsycl-fixed-targets=intel_gpu_tgllp,nvidia_gpu_sm_80 -c examples/kernel.cpp -o "$out/kernel.o"
{ set +x; } 2>/dev/null
echo
echo "== what the table says about intel_gpu_tgllp =="
target/release/sycl-targets show intel_gpu_tgllp
