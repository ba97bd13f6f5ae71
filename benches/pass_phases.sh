#!/usr/bin/env bash
# Where sycl-propagate-aspects-usage spends its instructions, by phase
# (docs/architecture.md: read, decide, write), against ONE run of the IR
# verifier on the same module: callgrind instruction counts (steady on a
# loaded machine, unlike seconds) on benches/gen_module.py N (default
# 100000). The pass's counts are inclusive, from one callgrind run
# collecting inside `propagate::run`; the verifier's from a second run
# collecting inside `VerifierPass::run`.
#   benches/pass_phases.sh [N] [LLVM major: 16 (default) or 19]
# Prints one line per phase and the ratio of the whole pass to the
# verifier (issue 30's budget: 0.25x).
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
major=${2:-16}
case "$major" in
  16) plugin=target/release/libsycl_aspects.so ;;
  19) plugin=target/llvm19/release/libsycl_aspects.so ;;
  *) echo "pass_phases.sh: LLVM major $major: 16 or 19" >&2; exit 2 ;;
esac
[ -f "$plugin" ] || { echo "pass_phases.sh: $plugin is not built (scripts/setup.sh)" >&2; exit 1; }
command -v valgrind > /dev/null || { echo "pass_phases.sh: needs valgrind" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 benches/gen_module.py "$n" > "$work/m.ll"
"llvm-as-$major" "$work/m.ll" -o "$work/m.bc"
valgrind --tool=callgrind --callgrind-out-file="$work/pass.cg" \
  --toggle-collect='*sycl_aspects_pass*propagate*run*' \
  "opt-$major" -load-pass-plugin="$plugin" -disable-verify \
  -passes='verify,sycl-propagate-aspects-usage<no-validate>' -disable-output "$work/m.bc" 2> "$work/pass.log"
valgrind --tool=callgrind --callgrind-out-file="$work/verify.cg" \
  --toggle-collect='*VerifierPass::run*' \
  "opt-$major" -disable-verify -passes=verify -disable-output "$work/m.bc" 2> "$work/verify.log"
total() { sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$1"; }
pass=$(total "$work/pass.log")
verifier=$(total "$work/verify.log")
# Inclusive count of the first function whose name ends in $1.
inclusive() {
  callgrind_annotate --inclusive=yes --threshold=100 "$work/pass.cg" 2> /dev/null |
    awk -v name="$1" '!found && ($2 ~ ("(^|:)" name "( |$)") || $NF ~ (name "$")) { gsub(",", "", $1); found = $1 }
                      END { print found }'
}
read=$(inclusive 'sycl_aspects_pass::reader::read_module')
decide=$(inclusive 'sycl_aspects_analysis::decisions::decide')
write=$(inclusive 'sycl_aspects_pass::writer::write_module')
echo "pass_phases.sh: $n functions, LLVM $major (callgrind instructions, inclusive)"
printf '  %-28s %15s\n' "read (reader::read_module)" "${read:-?}" "decide (decisions::decide)" "${decide:-?}" \
  "write (writer::write_module)" "${write:-?}" "whole pass (propagate::run)" "$pass" "one verifier" "$verifier"
awk -v p="$pass" -v v="$verifier" 'BEGIN { printf "  pass / verifier: %.3fx\n", p / v }'
