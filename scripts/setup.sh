#!/usr/bin/env bash
# Installs LLVM/Clang 16 and 19 from Debian if missing (and python3-pip, which
# scripts/fetch-sycl-headers.sh uses to download Intel's SYCL headers, and
# cmake, ccache and distcc, which tests/install/ use, and g++, which compiles
# the host programs of tests/runtime/ and `sycl-targets detect`'s helper) and
# builds the plugin library and the tools in release mode once per LLVM
# major, each in its own directory (docs/llvm-versions.md):
#   LLVM 16: target/release/libsycl_aspects.so
#   LLVM 19: target/llvm19/release/libsycl_aspects.so
# SYCL_ASPECTS_LLVM=16 (or 19) installs and builds that major only.
# Then what scripts/test.sh needs besides, so that it only runs tests: the
# test binaries, the fuzz targets, and the test clients it fetches (Intel's
# SYCL headers and runtime, the SPIR-V translator; the same SKIP variables
# as test.sh's leave them out). test.sh still builds and fetches whatever
# is missing or out of date.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/llvm-version.sh
versions=$(llvm_versions)

packages=(python3-pip cmake ccache distcc g++)
for v in $versions; do
  packages+=("clang-$v" "llvm-$v-dev" "libclang-$v-dev" "llvm-$v-tools")
done
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -q "${missing[@]}"
fi

for v in $versions; do
  (
    use_llvm "$v"
    echo "setup: building for LLVM $v"
    cargo build --release --workspace
    echo "setup: built $(pwd)/$build_dir/libsycl_aspects.so (LLVM $v)"
    cargo test --release --workspace --no-run
  )
done
if [ "${SYCL_ASPECTS_SKIP_FUZZ:-}" != 1 ]; then
  scripts/fuzz.sh --build-only
fi
. scripts/test-clients.sh
fetch_test_clients setup
