#!/usr/bin/env bash
# Compiles a host program as a DPC++ user links one: g++ against Intel's
# headers, the registration object images.o from sycl-clang
# --sycl-device-images, and -lsycl (no sycl-aspects library).
# Usage: build-registered.sh <intel-sycl-runtime-prefix> <main.cpp> <images.o> <out>
set -euo pipefail
prefix=$1 source=$2 object=$3 out=$4
exec g++ -std=c++17 -Wall -Werror -DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING \
  -I"$prefix/include" "$source" "$object" -o "$out" \
  -L"$prefix/lib" -lsycl -Wl,-rpath,"$prefix/lib"
