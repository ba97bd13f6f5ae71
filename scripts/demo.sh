#!/usr/bin/env bash
# Compiles examples/kernel.cpp with the plugin and shows what it produced:
# the compiler's diagnostics and the aspect metadata in the IR.
set -euo pipefail
cd "$(dirname "$0")/.."
lib=target/release/libsycl_aspects.so
[ -f "$lib" ] || scripts/setup.sh
out=$(mktemp -d)
set -x
clang++-16 -std=c++17 -fplugin="$lib" -I headers -S -emit-llvm -g examples/kernel.cpp -o "$out/kernel.ll"
{ set +x; } 2>/dev/null
echo
echo "== aspect metadata in $out/kernel.ll =="
grep -E '^(define|declare) .*!sycl_|^!sycl_types_that_use_aspects|^![0-9]+ = !\{!"class|^![0-9]+ = !\{(i32 [0-9-]+(, )?)*\}$' "$out/kernel.ll" \
  | sed -E 's/ #[0-9]+//; s/ \{$//'
