#!/usr/bin/env bash
# Compiles examples/kernel.cpp with the plugin and shows what it produced:
# the compiler's diagnostics and the aspect metadata in the IR; then compiles
# it again asserting it runs only on two fixed targets (the design's
# -fsycl-fixed-targets, through the sycl-clang wrapper); then post-link; then
# builds device images from C++ free-function kernels in one command
# (sycl-clang --sycl-device-images) and runs them on Intel's SYCL runtime
# with standard SYCL calls: the images registered by images.o, the kernels
# named by kernels.hpp (examples/runtime/; the runtime is fetched by
# scripts/fetch-sycl-runtime.sh, the translator by scripts/fetch-llvm-spirv.sh).
# It does all of this once per LLVM/Clang major (16, then 19, each with its
# own build, docs/llvm-versions.md); SYCL_ASPECTS_LLVM=16 (or 19) shows one.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/llvm-version.sh
versions=$(llvm_versions)
if [ "$(echo "$versions" | wc -l)" -gt 1 ]; then
  for v in $versions; do
    echo "######## LLVM/Clang $v ########"
    SYCL_ASPECTS_LLVM=$v bash scripts/demo.sh
    echo
  done
  exit 0
fi
v=$versions
rel=$(llvm_build_dir "$v")
lib=$rel/libsycl_aspects.so
[ -f "$lib" ] && [ -f "$rel/libsycl_aspects_runtime.so" ] && [ -x "$rel/sycl-clang" ] && [ -x "$rel/sycl-targets" ] || scripts/setup.sh
out=$(mktemp -d)
set -x
clang++-$v -std=c++17 -fplugin="$lib" -I headers -S -emit-llvm -g examples/kernel.cpp -o "$out/kernel.ll"
{ set +x; } 2>/dev/null
echo
echo "== aspect metadata in $out/kernel.ll =="
grep -E '^(define|declare) .*!sycl_|^!sycl_types_that_use_aspects|^![0-9]+ = !\{!"class|^![0-9]+ = !\{(i32 [0-9-]+(, )?)*\}$' "$out/kernel.ll" \
  | sed -E 's/ #[0-9]+//; s/ \{$//'

echo
echo "== the same file, fixed to intel_gpu_tgllp and nvidia_gpu_sm_80 =="
set -x
"$rel/sycl-clang" -std=c++17 -fsycl-fixed-targets=intel_gpu_tgllp,nvidia_gpu_sm_80 -c examples/kernel.cpp -o "$out/kernel.o"
{ set +x; } 2>/dev/null
echo
echo "== what the table says about intel_gpu_tgllp =="
"$rel/sycl-targets" show intel_gpu_tgllp

echo
echo "== post-link: two translation units, linked, split by features, filtered per target =="
root=$(pwd)
pl="$out/post-link"
mkdir -p "$pl"
for tu in kernels external; do
  "clang++-$v" -std=c++17 -fplugin="$root/$lib" -I headers --target=spir64-unknown-unknown -Xclang -fsycl-is-device \
    -g -c -emit-llvm "examples/post-link/$tu.cpp" -o "$pl/$tu.bc"
done
cd "$pl"
PATH="$root/$rel:$PATH"
set -x
"llvm-link-$v" kernels.bc external.bc -o app.bc
sycl-post-link -split=auto -symbols -properties -o app.table app.bc
{ set +x; } 2>/dev/null
echo "-- app.table"; cat app.table
for sym in app_*.sym; do
  n=${sym%.sym}
  echo "-- $n: $(paste -sd' ' "$sym")"
  sycl-post-link --print-properties "$n.prop" | grep -E 'aspects =|sub_group'
done
set -x
sycl-aspect-filter -target=intel_gpu_dg1 app.table -o app-dg1.table -v
{ set +x; } 2>/dev/null
echo "-- app-dg1.table"; cat app-dg1.table

echo
echo "== runtime: kernels of an image directory on Intel's SYCL runtime (CPU device), standard SYCL calls =="
cd "$root"
if ! prefix=$(scripts/fetch-sycl-runtime.sh); then
  echo "demo: skipping the runtime part: Intel's SYCL runtime wheels could not be installed"
  exit 0
fi
rt="$out/runtime"
mkdir -p "$rt"
if ! SYCL_ASPECTS_LLVM_SPIRV=$(scripts/fetch-llvm-spirv.sh | tail -n 1); then
  echo "demo: skipping the runtime part: the SPIR-V translator (PyPI dpcpp-llvm-spirv) could not be installed"
  exit 0
fi
export SYCL_ASPECTS_LLVM_SPIRV
set -x
rm -rf "$rt/app.images"
"$rel/sycl-clang" --sycl-device-images --sycl-runtime="$prefix" -std=c++17 -O2 examples/runtime/kernels.cpp -o "$rt/app.images"
g++ -std=c++17 -DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING -I "$prefix/include" -include "$rt/app.images/kernels.hpp" \
  examples/runtime/main.cpp "$rt/app.images/images.o" -o "$rt/main" -L "$prefix/lib" -lsycl -Wl,-rpath,"$prefix/lib"
OCL_ICD_FILENAMES="$prefix/lib/libintelocl.so" "$rt/main"
