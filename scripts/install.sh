#!/usr/bin/env bash
# Installs the plugin, its headers, the tools, the docs and the CMake package
# into a prefix (docs/install.md):
#
#   <prefix>/bin/                     sycl-clang sycl-targets sycl-post-link sycl-aspect-filter
#   <prefix>/lib/libsycl_aspects.so   the clang plugin (also the LLVM pass plugin)
#   <prefix>/lib/libsycl_aspects_runtime.so
#                                     the runtime library (docs/runtime.md)
#   <prefix>/include/sycl-aspects-runtime/sycl-aspects/
#                                     its C and C++ headers, in a directory of
#                                     their own: host code includes Intel's
#                                     <sycl/sycl.hpp>, which our device-side
#                                     headers in include/ would shadow
#   <prefix>/include/                 the SYCL headers (sycl/, intel-sycl/)
#   <prefix>/lib/cmake/SyclAspects/   the CMake package (find_package(SyclAspects))
#   <prefix>/share/doc/sycl-aspects/  README.md and docs/
#
# Usage: scripts/install.sh --prefix <dir> [--no-build] [--build-dir <dir>]
#   --prefix <dir>     where to install (created if missing; made absolute)
#   --no-build         install what is already built instead of running
#                      `cargo build --release --workspace` first
#   --build-dir <dir>  where the built files are (default: target/release, or
#                      target/llvm19/release with SYCL_ASPECTS_LLVM=19); the
#                      prefix is for the LLVM major that build is for
# DESTDIR (environment) is put before the prefix, as for `make install`: the
# files land in $DESTDIR<prefix> but are laid out for <prefix> (packaging).
#
# Steps:
# 1. Parse the arguments; every error names the argument and stops.
# 2. Unless --no-build, build the workspace in release mode.
# 3. Check that every file to install exists before copying anything, so a
#    missing build never leaves a half-filled prefix.
# 4. Copy the files with `install` (0755 programs and library, 0644 the rest).
# The installed sycl-clang finds ../lib/libsycl_aspects.so and ../include
# relative to itself, so the prefix can be moved and the build tree deleted.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/llvm-version.sh"
usage="usage: $0 --prefix <dir> [--no-build] [--build-dir <dir>]"

die() {
  echo "install.sh: error: $*" >&2
  exit 1
}

# One LLVM major per prefix: SYCL_ASPECTS_LLVM (16 by default, or 19) picks
# the build (target/release or target/llvm19/release); with --build-dir, the
# major is the one that build's plugin links.
major=$(llvm_versions | head -n 1)
prefix="" build=1 build_dir="$root/$(llvm_build_dir "$major")"
while (($#)); do
  case $1 in
    --prefix | --build-dir)
      (($# >= 2)) && [ -n "$2" ] || die "'$1' needs a directory ($usage)"
      if [ "$1" = --prefix ]; then prefix=$2; else build_dir=$2; fi
      shift 2
      ;;
    --prefix=* | --build-dir=*)
      value=${1#*=}
      [ -n "$value" ] || die "'${1%%=*}=' needs a directory"
      if [ "${1%%=*}" = --prefix ]; then prefix=$value; else build_dir=$value; fi
      shift
      ;;
    --no-build) build=0; shift ;;
    -h | --help) echo "$usage"; exit 0 ;;
    *) die "unknown argument '$1' ($usage)" ;;
  esac
done
[ -n "$prefix" ] || die "--prefix <dir> is required ($usage)"
# Absolute, so the layout does not depend on the directory we run in.
prefix=$(realpath -m -- "$prefix")

if ((build)); then
  (cd "$root" && use_llvm "$major" && cargo build --release --workspace)
fi

programs=(sycl-clang sycl-targets sycl-post-link sycl-aspect-filter)
library=libsycl_aspects.so
runtime_library=libsycl_aspects_runtime.so
for f in "${programs[@]}" "$library" "$runtime_library"; do
  [ -f "$build_dir/$f" ] || die "'$build_dir/$f' not found: build first (cargo build --release --workspace) or drop --no-build"
done
major=$(plugin_llvm_major "$build_dir/$library")
[ -n "$major" ] || die "'$build_dir/$library' links no libclang-cpp.so.<major>: not a plugin build"
[ -f "$root/headers/sycl/sycl.hpp" ] || die "'$root/headers/sycl/sycl.hpp' not found"
runtime_headers=(runtime.h runtime.hpp)
for f in "${runtime_headers[@]}"; do
  [ -f "$root/runtime/include/sycl-aspects/$f" ] || die "'$root/runtime/include/sycl-aspects/$f' not found"
done
for f in SyclAspectsConfig.cmake SyclAspectsConfigVersion.cmake.in; do
  [ -f "$root/cmake/$f" ] || die "'$root/cmake/$f' not found"
done
# The workspace version ([workspace.package] in Cargo.toml) for the CMake package.
version=$(sed -n '/^\[workspace.package\]/,/^\[/s/^version *= *"\([0-9][0-9.]*\)".*/\1/p' "$root/Cargo.toml")
[ -n "$version" ] || die "no version in [workspace.package] of '$root/Cargo.toml'"

dest=${DESTDIR:-}$prefix
install -d "$dest/bin" "$dest/lib" "$dest/include" "$dest/lib/cmake/SyclAspects" "$dest/share/doc/sycl-aspects/docs"
for p in "${programs[@]}"; do
  install -m 0755 "$build_dir/$p" "$dest/bin/$p"
done
install -m 0755 "$build_dir/$library" "$dest/lib/$library"
# LLVM 19 builds: the library that lets opt-19 load the plugin, which needs
# it next to itself (plugin/cpp/opt_option_fix.cpp).
if [ "$major" = 19 ]; then
  [ -f "$build_dir/libsycl_aspects_opt19.so" ] || die "'$build_dir/libsycl_aspects_opt19.so' not found: build first"
  install -m 0755 "$build_dir/libsycl_aspects_opt19.so" "$dest/lib/libsycl_aspects_opt19.so"
fi
install -m 0755 "$build_dir/$runtime_library" "$dest/lib/$runtime_library"
for f in "${runtime_headers[@]}"; do
  install -D -m 0644 "$root/runtime/include/sycl-aspects/$f" "$dest/include/sycl-aspects-runtime/sycl-aspects/$f"
done

# The headers, keeping their directory structure.
(cd "$root/headers" && find . -type f -print0) | while IFS= read -r -d '' f; do
  install -D -m 0644 "$root/headers/$f" "$dest/include/${f#./}"
done

sed "s/@LLVM_MAJOR@/$major/" "$root/cmake/SyclAspectsConfig.cmake" > "$dest/lib/cmake/SyclAspects/SyclAspectsConfig.cmake"
chmod 0644 "$dest/lib/cmake/SyclAspects/SyclAspectsConfig.cmake"
sed "s/@VERSION@/$version/" "$root/cmake/SyclAspectsConfigVersion.cmake.in" > "$dest/lib/cmake/SyclAspects/SyclAspectsConfigVersion.cmake"
chmod 0644 "$dest/lib/cmake/SyclAspects/SyclAspectsConfigVersion.cmake"

install -m 0644 "$root/README.md" "$dest/share/doc/sycl-aspects/README.md"
install -m 0644 "$root"/docs/*.md "$dest/share/doc/sycl-aspects/docs/"

echo "install.sh: installed into ${DESTDIR:+$DESTDIR}$prefix (bin/, lib/, include/, lib/cmake/SyclAspects/, share/doc/sycl-aspects/) for LLVM/Clang $major"
