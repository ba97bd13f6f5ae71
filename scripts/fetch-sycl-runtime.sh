#!/usr/bin/env bash
# Fetches Intel's SYCL runtime from PyPI (pinned wheels) into a cache
# directory outside git, for the runtime library's end-to-end tests, the
# README demo and `sycl-targets detect`.
#
# Usage: scripts/fetch-sycl-runtime.sh [--env] [<cache-dir>]
#   <cache-dir>  default: target/sycl-runtime; the runtime lands in
#                <cache-dir>/<version>/{include,lib}
#   --env        print the environment the runtime needs as shell
#                assignments (`eval "$(scripts/fetch-sycl-runtime.sh --env)"`)
#                instead of the prefix
# Prints the prefix (or the environment) on standard output; progress and
# errors go to standard error.
#
# Steps (1-3 are scripts/fetch-wheels.py's):
# 1. If <cache-dir>/<version>/.complete exists, skip to step 4: the cache is
#    complete (the marker is staged with the files and renamed with them).
# 2. `pip download --no-deps` each pinned wheel (intel-sycl-rt,
#    intel-opencl-rt and the dependencies they declare, listed below with
#    their versions) for manylinux_2_28 x86-64. --no-deps with an explicit
#    list keeps every version pinned.
# 3. Extract each wheel's `*.data/data/` tree (include/, lib/, ...) into one
#    prefix, with the file modes zip extraction drops.
# 4. Print the prefix or the environment: LD_LIBRARY_PATH=<prefix>/lib and OCL_ICD_FILENAMES=<prefix>/lib/libintelocl.so
#    (the wheel's .icd file holds a placeholder path, so the OpenCL ICD loader
#    must be pointed at the CPU driver directly; without it the runtime finds
#    no device and says nothing). Whether a device is found is checked by
#    the callers (tests/runtime/, `sycl-targets detect`): that needs a C++
#    compile against the runtime.
set -euo pipefail

VERSION=2026.2.0
# Every wheel the runtime needs, pinned (the dependency closure pip resolves
# for intel-sycl-rt==2026.2.0 and intel-opencl-rt==2026.2.0).
WHEELS=(
  intel-sycl-rt==2026.2.0
  intel-cmplr-lib-rt==2026.2.0
  intel-cmplr-lib-ur==2026.2.0
  intel-cmplr-lic-rt==2026.2.0
  intel-opencl-rt==2026.2.0
  umf==1.2.0
  tcmlib==1.6.0
  tbb==2023.2.0
)

root=$(cd "$(dirname "$0")/.." && pwd)
print_env=false
if [ "${1:-}" = "--env" ]; then
  print_env=true
  shift
fi
if [ $# -gt 1 ]; then
  echo "usage: $0 [--env] [<cache-dir>]" >&2
  exit 2
fi
cache=${1:-$root/target/sycl-runtime}
dest="$cache/$VERSION"
python3 "$root/scripts/fetch-wheels.py" --label fetch-sycl-runtime --dest "$dest" \
  --complete .complete --take '^[^/]+\.data/data/(.*)$' \
  --require lib/libsycl.so.9 --require lib/libintelocl.so --require include/sycl/sycl.hpp \
  --pip-arg=--platform=manylinux_2_28_x86_64 "${WHEELS[@]}"
if $print_env; then
  printf 'export LD_LIBRARY_PATH=%q\n' "$dest/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  printf 'export OCL_ICD_FILENAMES=%q\n' "$dest/lib/libintelocl.so"
  printf 'export SYCL_RUNTIME_PREFIX=%q\n' "$dest"
else
  echo "$dest"
fi
