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
cargo build --release --workspace
cargo test --release --workspace "$@"
