# What the tests fetch from PyPI into target/ (sourced by setup.sh and
# test.sh): Intel's SYCL headers (tests/real-headers/), Intel's SYCL
# runtime (tests/runtime/) and the SPIR-V translator (tests/device-images/),
# each left out by its SKIP variable (SYCL_ASPECTS_SKIP_REAL_HEADERS,
# SYCL_ASPECTS_SKIP_SYCL_RUNTIME, SYCL_ASPECTS_SKIP_LLVM_SPIRV).
#   fetch_test_clients test    # test.sh: the runtime's tests are skipped
#                              # (said, and SKIP exported) when it cannot be
#                              # installed; the others must install
#   fetch_test_clients setup   # setup.sh: nothing is fatal (the demo needs
#                              # none of them); test.sh tries again
fetch_test_clients() {
  local mode=$1 missing=()
  if [ "${SYCL_ASPECTS_SKIP_REAL_HEADERS:-}" != 1 ] && ! scripts/fetch-sycl-headers.sh; then
    missing+=("Intel's SYCL headers")
  fi
  if [ "${SYCL_ASPECTS_SKIP_SYCL_RUNTIME:-}" != 1 ] && ! scripts/fetch-sycl-runtime.sh > /dev/null; then
    if [ "$mode" = test ]; then
      echo "test.sh: SKIPPING the SYCL runtime tests (tests/runtime/): Intel's SYCL runtime wheels could not be installed" >&2
      export SYCL_ASPECTS_SKIP_SYCL_RUNTIME=1
    else
      missing+=("Intel's SYCL runtime wheels")
    fi
  fi
  if [ "${SYCL_ASPECTS_SKIP_LLVM_SPIRV:-}" != 1 ] && ! scripts/fetch-llvm-spirv.sh > /dev/null; then
    missing+=("the SPIR-V translator")
  fi
  if ((${#missing[@]})); then
    local IFS=, who=setup
    [ "$mode" = test ] && who=test.sh
    echo "$who: could not install:${missing[*]/#/ }" >&2
    [ "$mode" = setup ] || return 1
  fi
  return 0
}
