#!/usr/bin/env bash
# Runs every test, once per supported LLVM/Clang major (16 and 19; each
# built in its own directory, docs/llvm-versions.md), and reports both: Rust
# unit tests and the lit-style regression tests under tests/ (which need the
# release plugin library, so it is built first), then the random-module
# stage. SYCL_ASPECTS_LLVM=16 (or 19) tests that major only. A failure for
# one major does not stop the other; the exit status is non-zero when any
# failed. Arguments are passed to `cargo test`.
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
. scripts/llvm-version.sh
. scripts/test-clients.sh
versions=$(llvm_versions)
fetch_test_clients test

summary=()
failed=0
# Seconds spent running tests (every stage but the builds), all versions.
run_total=0
for v in $versions; do
  echo "test.sh: === LLVM $v ==="
  start=$SECONDS
  log=$(mktemp)
  status=passed
  # Each stage's time goes into the summary (test.sh: stage lines).
  (
    use_llvm "$v"
    t=$SECONDS
    # The build stage builds the test binaries too, so that the tests
    # stage times running them only.
    cargo build --release --workspace
    cargo test --release --workspace --no-run "$@"
    echo "test.sh: stage build $((SECONDS - t)) s"
    t=$SECONDS
    rc=0
    cargo test --release --workspace --no-fail-fast "$@" || rc=$?
    echo "test.sh: stage tests $((SECONDS - t)) s"
    exit "$rc"
  ) 2>&1 | tee "$log" || status=FAILED
  # Random valid IR (llvm-stress functions decorated as SYCL device code,
  # fixed seed, about 2.5 minutes; docs/robustness.md) through
  # sycl-post-link in every split mode, sycl-aspect-filter and the pass: a
  # crash or an image that does not verify fails the tests (the module is
  # kept under target/random-modules-failures/).
  # SYCL_ASPECTS_SKIP_RANDOM_MODULES=1 skips it.
  if [ "${SYCL_ASPECTS_SKIP_RANDOM_MODULES:-}" != 1 ]; then
    t=$SECONDS
    SYCL_ASPECTS_LLVM=$v python3 scripts/random-modules.py --seed 1 || status=FAILED
    echo "test.sh: stage random-modules $((SECONDS - t)) s" | tee -a "$log"
  else
    echo "random-modules: SKIPPED (SYCL_ASPECTS_SKIP_RANDOM_MODULES=1)"
  fi
  # libtest's "test result:" lines, added up: lit tests and unit tests.
  counts=$(awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($(i) ~ /^passed;?$/) p += $(i-1); if ($(i) ~ /^failed;?$/) f += $(i-1); if ($(i) ~ /^ignored;?$/) g += $(i-1) } }
                END { printf "%d passed, %d failed, %d ignored", p, f, g }' "$log")
  stages=$(awk '/^test.sh: stage / { printf "%s%s %s s", sep, $3, $4; sep = ", " }' "$log")
  # The time of everything but the build, added up for the total below.
  ran=$(awk '/^test.sh: stage / && $3 != "build" { s += $4 } END { print s + 0 }' "$log")
  run_total=$((run_total + ran))
  rm -f "$log"
  [ "$status" = passed ] || failed=1
  summary+=("LLVM $v: $status ($counts; $((SECONDS - start)) s: $stages)")
done

# A short, deterministic fuzz run (fixed seed, 100,000 inputs or 60 s per
# libFuzzer target in fuzz/, whichever ends first, on the committed
# seeds; docs/robustness.md): a crash fails the tests. Run once, not per
# LLVM major: the fuzzed readers are LLVM-free Rust, the same code for both.
# SYCL_ASPECTS_SKIP_FUZZ=1 skips it.
if [ "${SYCL_ASPECTS_SKIP_FUZZ:-}" != 1 ]; then
  first=$(echo "$versions" | head -n 1)
  t=$SECONDS
  fuzz_log=$(mktemp)
  if SYCL_ASPECTS_LLVM=$first scripts/fuzz.sh -seed=1 -runs=100000 -max_total_time=60 2>&1 | tee "$fuzz_log"; then
    status=passed
  else
    status=FAILED
    failed=1
  fi
  # fuzz.sh prints its build's time; the rest ran the targets.
  built=$(awk '/^fuzz.sh: stage build / { print $4 }' "$fuzz_log")
  rm -f "$fuzz_log"
  built=${built:-0}
  run_total=$((run_total + SECONDS - t - built))
  summary+=("fuzz (once, LLVM-free code): $status ($((SECONDS - t)) s: build $built s, run $((SECONDS - t - built)) s)")
else
  summary+=("fuzz: SKIPPED (SYCL_ASPECTS_SKIP_FUZZ=1)")
fi

summary+=("running the tests, builds left out: $run_total s")
echo
echo "test.sh: summary"
printf '  %s\n' "${summary[@]}"
exit "$failed"
