#!/usr/bin/env bash
# Makes an image directory in the device build's output format (images.table
# [Code|Properties|Symbols] with Code naming .spv files, paths relative to
# the directory) from one LLVM IR file, without the C++ device compile:
# sycl-post-link -split=<mode> -properties -symbols, then llvm-spirv per image
# (the translator from $SYCL_ASPECTS_LLVM_SPIRV, else scripts/fetch-llvm-spirv.sh).
# Usage: make-images.sh <sycl-post-link> <input.ll> <out-dir> [<split mode, default kernel>]
set -euo pipefail
post_link=$1 input=$2 out=$3 split=${4:-kernel}
root=$(cd "$(dirname "$0")/../../.." && pwd)
# The lit runners set SYCL_ASPECTS_LLVM_SPIRV; otherwise fetch (cached).
translator=${SYCL_ASPECTS_LLVM_SPIRV:-$("$root/scripts/fetch-llvm-spirv.sh" | tail -n 1)}
mkdir -p "$out"
input=$(cd "$(dirname "$input")" && pwd)/$(basename "$input")
case $post_link in */*) post_link=$(cd "$(dirname "$post_link")" && pwd)/$(basename "$post_link") ;; esac
cd "$out"
"$post_link" -split="$split" -properties -symbols -o images.table "$input"
for bc in images_*.bc; do
  "$translator" "$bc" -o "${bc%.bc}.spv"
  rm "$bc"
done
sed -i -e '2,$s/\.bc|/.spv|/' images.table
