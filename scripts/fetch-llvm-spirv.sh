#!/usr/bin/env bash
# Fetches the LLVM IR -> SPIR-V translator (`llvm-spirv`) from the PyPI wheel
# dpcpp-llvm-spirv into a cache directory outside git. Debian 12 has no
# llvm-spirv for LLVM 16 (llvm-spirv-15 cannot read LLVM 16 bitcode); the
# wheel's newer translator reads it (see ../shared/design/README.md).
#
# Usage: scripts/fetch-llvm-spirv.sh [<cache-dir>]
#   <cache-dir>  default: target/llvm-spirv; the translator lands in
#                <cache-dir>/<version>/bin/llvm-spirv (with its lib/ beside)
# Prints the translator's path on its last line of standard output.
#
# Steps (1-3 are scripts/fetch-wheels.py's):
# 1. If <cache-dir>/<version>/bin/llvm-spirv exists, skip to step 4: the
#    cache is complete (it is only ever created by fetch-wheels.py's rename).
# 2. `pip download --no-deps dpcpp-llvm-spirv==<version>` for CPython 3.11 on
#    manylinux2014 x86-64 (the only build the project publishes), whatever
#    Python runs pip.
# 3. Extract the wheel's bin/ and lib/ (the binary finds its one shared
#    library through $ORIGIN/../lib) with their executable bits.
# 4. Check that the translator runs here: translate a one-kernel module.
set -euo pipefail

VERSION=2024.2.0

root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -gt 1 ]; then
  echo "usage: $0 [<cache-dir>]" >&2
  exit 2
fi
cache=${1:-$root/target/llvm-spirv}
dest="$cache/$VERSION"
python3 "$root/scripts/fetch-wheels.py" --label fetch-llvm-spirv --dest "$dest" \
  --complete bin/llvm-spirv --take '^dpcpp_llvm_spirv/((?:bin|lib)/.*)$' \
  --pip-arg=--python-version=3.11 --pip-arg=--platform=manylinux2014_x86_64 \
  "dpcpp-llvm-spirv==$VERSION" >&2
# The check translates a one-kernel module (this build of llvm-spirv has no
# --help or --version that exits 0).
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
printf 'target triple = "spir64-unknown-unknown"\ndefine spir_kernel void @k() {\n  ret void\n}\n' \
  | "$(command -v llvm-as-16 || command -v llvm-as-19)" -o "$probe/k.bc"
if ! "$dest/bin/llvm-spirv" "$probe/k.bc" -o "$probe/k.spv" >/dev/null 2>&1; then
  echo "fetch-llvm-spirv: error: $dest/bin/llvm-spirv does not run on this machine" >&2
  exit 1
fi
echo "$dest/bin/llvm-spirv"
