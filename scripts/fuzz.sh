#!/usr/bin/env bash
# Builds the libFuzzer targets in fuzz/ with the STABLE toolchain and runs
# each on a copy of its committed seed corpus.
#   scripts/fuzz.sh                 # 10 seconds per target
#   scripts/fuzz.sh -runs=1000000   # the long run of docs/robustness.md
#   scripts/fuzz.sh --build-only    # step 1 only (scripts/setup.sh)
# Steps:
# 1. build fuzz/ for the host triple with the coverage instrumentation
#    libFuzzer needs, passed as stable -C flags (cargo-fuzz would add
#    nightly-only -Z sanitizer flags; `--target` keeps the flags off build
#    scripts); `cargo fuzz run <t> --sanitizer none` does the same when
#    cargo-fuzz is installed and RUSTC_BOOTSTRAP=1 is set;
# 2. copy the seeds to target/fuzz-corpus/<t> (libFuzzer adds what it
#    finds there; the committed seeds stay as they are);
# 3. run every target, as many at once as there are cores (two targets run
#    until their time limit; the others end in seconds); any crash leaves
#    fuzz/artifacts/<t>/crash-* and a non-zero exit status. Each target's
#    last lines are printed in order once all have run.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
host=$(rustc -vV | sed -n 's/^host: //p')
flags="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4"
flags+=" -Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table"
flags+=" -Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing"
start=$SECONDS
RUSTFLAGS="$flags" cargo build --release --target "$host"
echo "fuzz.sh: stage build $((SECONDS - start)) s"
[ "${1:-}" = --build-only ] && exit 0
bin="target/$host/release"
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(-max_total_time=10)
# The two slow targets first, so that they run side by side.
targets=(device_config_yaml esimd_allow_list attr_args property_set file_table module_metadata pipeline_parameters)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
run_target() {
  local t=$1 work="../target/fuzz-corpus/$1"
  mkdir -p "$work" "artifacts/$t"
  cp corpus/"$t"/* "$work"/
  local rc=0
  "$bin/$t" -max_len=4096 -timeout=10 -rss_limit_mb=1024 -print_final_stats=1 \
    -artifact_prefix="artifacts/$t/" "${args[@]}" "$work" > "$logs/$t.log" 2>&1 || rc=$?
  echo "$rc" > "$logs/$t.rc"
}
parallel=$(nproc 2>/dev/null || echo 1)
for t in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$parallel" ]; do
    wait -n || true
  done
  run_target "$t" &
done
wait
failed=0
for t in "${targets[@]}"; do
  echo "== $t"
  grep -E '^(#|Done|stat::number_of_executed_units|==)' "$logs/$t.log" | tail -3 || true
  rc=$(cat "$logs/$t.rc" 2>/dev/null || echo 1)
  if [ "$rc" != 0 ]; then
    echo "fuzz.sh: $t failed (exit status $rc); its output:" >&2
    tail -40 "$logs/$t.log" >&2
    failed=1
  fi
done
exit "$failed"
