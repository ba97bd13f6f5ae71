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
# Steps:
# 1. If <cache-dir>/<version>/bin/llvm-spirv exists, stop: the cache is
#    complete (it is only ever created by the atomic rename in step 4).
# 2. `pip download --no-deps dpcpp-llvm-spirv==<version>` for CPython 3.11 on
#    manylinux2014 x86-64 (the only build the project publishes), into a fresh
#    temporary directory, whatever Python runs pip.
# 3. Extract the wheel's bin/ and lib/ (the binary finds its one shared
#    library through $ORIGIN/../lib) and restore the executable bits, which
#    zip extraction drops.
# 4. Move it into place with one rename and check that it translates.
set -euo pipefail

VERSION=2024.2.0

root=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -gt 1 ]; then
  echo "usage: $0 [<cache-dir>]" >&2
  exit 2
fi
cache=${1:-$root/target/llvm-spirv}
dest="$cache/$VERSION"
# Temporary directories, removed whatever happens below.
cleanup=()
trap 'rm -rf "${cleanup[@]}"' EXIT
if [ ! -x "$dest/bin/llvm-spirv" ]; then
  mkdir -p "$cache"
  work=$(mktemp -d "$cache/.fetch-$VERSION.XXXXXX")
  cleanup+=("$work")
  echo "fetch-llvm-spirv: downloading dpcpp-llvm-spirv==$VERSION" >&2
  if ! python3 -m pip download --quiet --no-deps --only-binary=:all: \
      --python-version 3.11 --platform manylinux2014_x86_64 \
      --dest "$work/wheel" "dpcpp-llvm-spirv==$VERSION" >&2; then
    echo "fetch-llvm-spirv: error: pip could not download dpcpp-llvm-spirv==$VERSION" >&2
    exit 1
  fi
  wheel=$(find "$work/wheel" -maxdepth 1 -name 'dpcpp_llvm_spirv-*.whl' | head -n 1)
  if [ -z "$wheel" ]; then
    echo "fetch-llvm-spirv: error: no dpcpp_llvm_spirv wheel in pip's download" >&2
    exit 1
  fi
  python3 - "$wheel" "$work/staged" <<'EOF'
import os, sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
prefix = "dpcpp_llvm_spirv/"
with zipfile.ZipFile(wheel) as z:
    members = [i for i in z.infolist()
               if i.filename.startswith((prefix + "bin/", prefix + "lib/")) and not i.is_dir()]
    if not any(i.filename == prefix + "bin/llvm-spirv" for i in members):
        sys.exit(f"fetch-llvm-spirv: error: {wheel} has no {prefix}bin/llvm-spirv")
    for info in members:
        target = os.path.join(out, info.filename[len(prefix):])
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with z.open(info) as src, open(target, "wb") as dst:
            dst.write(src.read())
        mode = (info.external_attr >> 16) & 0o777
        os.chmod(target, mode or 0o644)
EOF
  rm -rf "$dest"
  mv "$work/staged" "$dest"
fi
# The check translates a one-kernel module (this build of llvm-spirv has no
# --help or --version that exits 0).
probe=$(mktemp -d)
cleanup+=("$probe")
printf 'target triple = "spir64-unknown-unknown"\ndefine spir_kernel void @k() {\n  ret void\n}\n' \
  | llvm-as-16 -o "$probe/k.bc"
if ! "$dest/bin/llvm-spirv" "$probe/k.bc" -o "$probe/k.spv" >/dev/null 2>&1; then
  echo "fetch-llvm-spirv: error: $dest/bin/llvm-spirv does not run on this machine" >&2
  exit 1
fi
echo "$dest/bin/llvm-spirv"
