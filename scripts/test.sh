#!/usr/bin/env bash
# Runs every test: Rust unit tests and the lit-style regression tests under
# tests/ (which need the release plugin library, so it is built first).
# The tests under tests/real-headers/ need Intel's SYCL headers: they are
# fetched first (pip, ~160 MB per version, cached in target/intel-sycl/);
# SYCL_ASPECTS_SKIP_REAL_HEADERS=1 skips both the download and those tests.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${SYCL_ASPECTS_SKIP_REAL_HEADERS:-}" != 1 ]; then
  scripts/fetch-sycl-headers.sh
fi
# The tests under tests/device-images/ need the SPIR-V translator (PyPI
# dpcpp-llvm-spirv, cached in target/llvm-spirv/);
# SYCL_ASPECTS_SKIP_LLVM_SPIRV=1 skips both the download and those tests.
if [ "${SYCL_ASPECTS_SKIP_LLVM_SPIRV:-}" != 1 ]; then
  scripts/fetch-llvm-spirv.sh >/dev/null
fi
cargo build --release --workspace
cargo test --release --workspace "$@"
