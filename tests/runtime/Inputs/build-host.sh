#!/usr/bin/env bash
# Compiles a host program against Intel's SYCL runtime and the sycl-aspects
# runtime library (header-only C++ API + libsycl_aspects_runtime.so), as the
# README shows users.
# Usage: build-host.sh <intel-sycl-runtime-prefix> <our-library-dir> <main.cpp> <out>
set -euo pipefail
prefix=$1 libdir=$2 source=$3 out=$4
root=$(cd "$(dirname "$0")/../../.." && pwd)
# -DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING: host-only code needs no -fsycl, the
# device code comes from the image directory.
exec g++ -std=c++17 -Wall -Werror -DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING \
  -I"$prefix/include" -I"$root/runtime/include" "$source" -o "$out" \
  -L"$libdir" -lsycl_aspects_runtime -Wl,-rpath,"$libdir" \
  -L"$prefix/lib" -lsycl -Wl,-rpath,"$prefix/lib"
