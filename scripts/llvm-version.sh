# Sourced by the scripts (not run): the LLVM/Clang majors this project is
# built for and where each build goes (docs/llvm-versions.md).
#
#   llvm_versions      the majors to act on: $SYCL_ASPECTS_LLVM when set (one
#                      major), else $SYCL_ASPECTS_LLVM_VERSIONS, else "16 19"
#   use_llvm N         select major N for what follows: exports
#                      SYCL_ASPECTS_LLVM=N (read by the build scripts) and
#                      CARGO_TARGET_DIR (target for 16, target/llvm19 for
#                      19), and sets build_dir (target/release or
#                      target/llvm19/release, relative to the checkout)
#
# Never the unversioned llvm-config: on Debian 12 it is LLVM 14.
supported_llvm_versions=(16 19)

llvm_versions() {
  local list=${SYCL_ASPECTS_LLVM:-${SYCL_ASPECTS_LLVM_VERSIONS:-16 19}} v
  for v in $list; do
    case $v in
      16|19) echo "$v" ;;
      *) echo "error: LLVM major '$v': supported are ${supported_llvm_versions[*]}" >&2; return 1 ;;
    esac
  done
}

# The build directory of major $1, relative to the checkout.
llvm_build_dir() {
  if [ "$1" = 16 ]; then echo target/release; else echo "target/llvm$1/release"; fi
}

use_llvm() {
  local root
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  export SYCL_ASPECTS_LLVM=$1
  if [ "$1" = 16 ]; then
    export CARGO_TARGET_DIR="$root/target"
  else
    export CARGO_TARGET_DIR="$root/target/llvm$1"
  fi
  build_dir=$(llvm_build_dir "$1")
}

# The LLVM major a built plugin library ($1) is for, from the libclang-cpp
# it links (libclang-cpp.so.16, libclang-cpp.so.19.1).
plugin_llvm_major() {
  readelf -d "$1" 2>/dev/null | sed -n 's/.*Shared library: \[libclang-cpp\.so\.\([0-9]*\).*/\1/p' | head -n 1
}
