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
# Steps (the download, extraction and atomic rename are scripts/fetch-wheels.py's):
# 1. If <cache-dir>/<version>/include/sycl/sycl.hpp exists, stop: the cache is
#    complete (it is only ever created by fetch-wheels.py's final rename).
# 2. `pip download --no-deps intel-sycl-rt==<version>` (the wheel is ~160 MB).
# 3. Extract only the wheel's `*.data/data/include/` tree (the headers; the
#    runtime libraries are not needed to compile device code) into
#    <cache-dir>/<version>/include.
# The headers are Intel's; they are never committed (target/ is ignored).
set -euo pipefail

SUPPORTED_VERSIONS=(2026.2.0 2025.3.3)

root=$(cd "$(dirname "$0")/.." && pwd)

fetch_one() {
  local version=$1 cache=$2
  local dest="$cache/$version"
  python3 "$root/scripts/fetch-wheels.py" --label fetch-sycl-headers --dest "$dest" \
    --complete include/sycl/sycl.hpp --take '^[^/]+\.data/data/(include/.*)$' \
    "intel-sycl-rt==$version"
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
