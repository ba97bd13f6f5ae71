#!/usr/bin/env bash
# Runs every test: Rust unit tests and the lit-style regression tests under
# tests/ (which need the release plugin library, so it is built first).
# The tests under tests/real-headers/ need Intel's SYCL headers: they are
# fetched first (pip, ~160 MB per version, cached in target/intel-sycl/);
# SYCL_ASPECTS_SKIP_REAL_HEADERS=1 skips both the download and those tests.
# The tests marked `REQUIRES: sycl-runtime` (tests/runtime/) run kernels on
# Intel's SYCL runtime: its pinned wheels are fetched first (pip, ~480 MB,
# cached in target/sycl-runtime/); when they cannot be installed those tests
# are skipped with a message saying so (never passed silently), and
# SYCL_ASPECTS_SKIP_SYCL_RUNTIME=1 skips them from the start.
# The tests under tests/device-images/ need the SPIR-V translator (PyPI
# dpcpp-llvm-spirv, cached in target/llvm-spirv/);
# SYCL_ASPECTS_SKIP_LLVM_SPIRV=1 skips both the download and those tests.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${SYCL_ASPECTS_SKIP_REAL_HEADERS:-}" != 1 ]; then
  scripts/fetch-sycl-headers.sh
fi
if [ "${SYCL_ASPECTS_SKIP_SYCL_RUNTIME:-}" != 1 ] && ! scripts/fetch-sycl-runtime.sh >/dev/null; then
  echo "test.sh: SKIPPING the SYCL runtime tests (tests/runtime/): Intel's SYCL runtime wheels could not be installed" >&2
  export SYCL_ASPECTS_SKIP_SYCL_RUNTIME=1
fi
if [ "${SYCL_ASPECTS_SKIP_LLVM_SPIRV:-}" != 1 ]; then
  scripts/fetch-llvm-spirv.sh >/dev/null
fi
cargo build --release --workspace
cargo test --release --workspace "$@"
# Random valid IR (llvm-stress functions decorated as SYCL device code,
# fixed seed, about 2.5 minutes; docs/robustness.md) through sycl-post-link
# in every split mode, sycl-aspect-filter and the pass: a crash or an image
# that does not verify fails the tests (the module is kept under
# target/random-modules-failures/). SYCL_ASPECTS_SKIP_RANDOM_MODULES=1 skips it.
if [ "${SYCL_ASPECTS_SKIP_RANDOM_MODULES:-}" != 1 ]; then
  python3 scripts/random-modules.py --seed 1
else
  echo "random-modules: SKIPPED (SYCL_ASPECTS_SKIP_RANDOM_MODULES=1)"
fi
# A short, deterministic fuzz run (fixed seed, 100,000 inputs or 60 s per
# libFuzzer target in fuzz/, whichever ends first, on the committed
# seeds; docs/robustness.md): a crash fails the tests.
# SYCL_ASPECTS_SKIP_FUZZ=1 skips it.
if [ "${SYCL_ASPECTS_SKIP_FUZZ:-}" != 1 ]; then
  scripts/fuzz.sh -seed=1 -runs=100000 -max_total_time=60
fi
