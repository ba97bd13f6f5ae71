#!/usr/bin/env bash
# Installs LLVM/Clang 16 from Debian if missing (and python3-pip, which
# scripts/fetch-sycl-headers.sh uses to download Intel's SYCL headers, and
# cmake, ccache and distcc, which tests/install/ use) and
# builds the plugin library (target/release/libsycl_aspects.so) and the tools
# in release mode.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(clang-16 llvm-16-dev libclang-16-dev llvm-16-tools python3-pip cmake ccache distcc)
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

cargo build --release --workspace
echo "setup: built $(pwd)/target/release/libsycl_aspects.so"
