#!/usr/bin/env bash
# Builds the libFuzzer targets in fuzz/ with the STABLE toolchain and runs
# each on a copy of its committed seed corpus.
#   scripts/fuzz.sh                 # 10 seconds per target
#   scripts/fuzz.sh -runs=1000000   # the long run of docs/robustness.md
# Steps:
# 1. build fuzz/ for the host triple with the coverage instrumentation
#    libFuzzer needs, passed as stable -C flags (cargo-fuzz would add
#    nightly-only -Z sanitizer flags; `--target` keeps the flags off build
#    scripts); `cargo fuzz run <t> --sanitizer none` does the same when
#    cargo-fuzz is installed and RUSTC_BOOTSTRAP=1 is set;
# 2. copy the seeds to target/fuzz-corpus/<t> (libFuzzer adds what it
#    finds there; the committed seeds stay as they are);
# 3. run every target; any crash leaves fuzz/artifacts/<t>/crash-* and a
#    non-zero exit status.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
host=$(rustc -vV | sed -n 's/^host: //p')
flags="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4"
flags+=" -Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table"
flags+=" -Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing"
RUSTFLAGS="$flags" cargo build --release --target "$host"
bin="target/$host/release"
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(-max_total_time=10)
for t in device_config_yaml attr_args property_set file_table module_metadata pipeline_parameters esimd_allow_list; do
  work="../target/fuzz-corpus/$t"
  mkdir -p "$work" "artifacts/$t"
  cp corpus/"$t"/* "$work"/
  echo "== $t"
  "$bin/$t" -max_len=4096 -timeout=10 -rss_limit_mb=1024 -print_final_stats=1 \
    -artifact_prefix="artifacts/$t/" "${args[@]}" "$work" 2>&1 | grep -E '^(#|Done|stat::number_of_executed_units|==)' | tail -3
done
