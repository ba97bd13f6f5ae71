#!/usr/bin/env bash
# Fetches Intel's real SYCL headers (the PyPI wheel intel-sycl-rt) into a
# cache directory outside git, for the real-header tests and for users of
# `sycl-clang --sycl-headers=<prefix>`.
#
# Usage: scripts/fetch-sycl-headers.sh [<version> [<cache-dir>]]
#   <version>    an intel-sycl-rt release, e.g. 2026.2.0; without it, every
#                version in SUPPORTED_VERSIONS below is fetched
#   <cache-dir>  default: target/intel-sycl (so the headers of version V land
#                in <cache-dir>/V/include/sycl/sycl.hpp)
#
# Steps:
# 1. If <cache-dir>/<version>/include/sycl/sycl.hpp exists, stop: the cache is
#    complete (it is only ever created by the atomic rename in step 4).
# 2. `pip download --no-deps intel-sycl-rt==<version>` into a fresh temporary
#    directory (the wheel is ~160 MB; only pip's own index and cache are used).
# 3. Extract only the wheel's `*.data/data/include/` tree (the headers; the
#    runtime libraries are not needed to compile device code).
# 4. Move it into place with one rename, so an interrupted run never leaves a
#    half-filled include directory that step 1 would take for complete.
# The headers are Intel's; they are never committed (target/ is ignored).
set -euo pipefail

SUPPORTED_VERSIONS=(2026.2.0 2025.3.3)

root=$(cd "$(dirname "$0")/.." && pwd)

fetch_one() {
  local version=$1 cache=$2
  local dest="$cache/$version"
  if [ -f "$dest/include/sycl/sycl.hpp" ]; then
    echo "fetch-sycl-headers: $version already in $dest/include"
    return 0
  fi
  mkdir -p "$cache"
  local work
  work=$(mktemp -d "$cache/.fetch-$version.XXXXXX")
  # The temporary directory goes whatever happens below.
  trap 'rm -rf "$work"' RETURN
  echo "fetch-sycl-headers: downloading intel-sycl-rt==$version"
  if ! python3 -m pip download --quiet --no-deps --only-binary=:all: \
      --dest "$work/wheel" "intel-sycl-rt==$version"; then
    echo "fetch-sycl-headers: error: pip could not download intel-sycl-rt==$version" >&2
    return 1
  fi
  local wheel
  wheel=$(find "$work/wheel" -maxdepth 1 -name 'intel_sycl_rt-*.whl' | head -n 1)
  if [ -z "$wheel" ]; then
    echo "fetch-sycl-headers: error: no intel_sycl_rt wheel in pip's download" >&2
    return 1
  fi
  # A wheel is a zip; Python's zipfile is always there (unzip may not be).
  python3 - "$wheel" "$work/extract" <<'EOF'
import sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as z:
    names = [n for n in z.namelist() if "/data/include/" in n and ".data/" in n]
    if not names:
        sys.exit(f"fetch-sycl-headers: error: {wheel} has no *.data/data/include/ tree")
    z.extractall(out, names)
EOF
  local include
  include=$(find "$work/extract" -mindepth 3 -maxdepth 3 -type d -path '*.data/data/include' | head -n 1)
  if [ -z "$include" ] || [ ! -f "$include/sycl/sycl.hpp" ]; then
    echo "fetch-sycl-headers: error: the wheel's include/ has no sycl/sycl.hpp" >&2
    return 1
  fi
  mkdir -p "$work/staged"
  mv "$include" "$work/staged/include"
  rm -rf "$dest"
  mv "$work/staged" "$dest"
  echo "fetch-sycl-headers: $version headers in $dest/include"
}

if [ $# -gt 2 ]; then
  echo "usage: $0 [<version> [<cache-dir>]]" >&2
  exit 2
fi
cache=${2:-$root/target/intel-sycl}
if [ $# -ge 1 ]; then
  fetch_one "$1" "$cache"
else
  for v in "${SUPPORTED_VERSIONS[@]}"; do
    fetch_one "$v" "$cache"
  done
fi
