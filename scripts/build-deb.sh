#!/usr/bin/env bash
# Builds a Debian package of the install layout (docs/install.md, "Debian
# package") with dpkg-deb, Debian's own tool for it.
#
# Usage: scripts/build-deb.sh [--no-build] [--build-dir <dir>] [--out <dir>]
#   --no-build, --build-dir  as for scripts/install.sh
#   --out <dir>              where the .deb goes (default: target/debian)
# Prints the package's path on its last line.
#
# The package, sycl-aspects_<version>_<arch>.deb:
#   /usr/lib/sycl-aspects/           the prefix scripts/install.sh lays out
#                                    (bin/, lib/, include/, lib/cmake/): kept
#                                    apart because our SYCL headers must not
#                                    shadow another SYCL implementation's in
#                                    /usr/include
#   /usr/bin/<tool>                  links to ../lib/sycl-aspects/bin/<tool>
#                                    (the tools resolve their own path, so
#                                    they find ../lib and ../include)
#   /usr/lib/cmake/SyclAspects       a link to the package directory, where
#                                    find_package looks by default
#   /usr/share/doc/sycl-aspects/     README.md and docs/
#
# Steps:
# 1. Parse the arguments; find the version ([workspace.package] in
#    Cargo.toml) and the architecture (dpkg --print-architecture).
# 2. Lay out the files with scripts/install.sh (DESTDIR=<staging>,
#    --prefix /usr/lib/sycl-aspects), strip debug information, then move the
#    docs to /usr/share/doc and add the links.
# 3. Depends: the Debian packages owning the shared libraries the programs
#    and the plugin load (ldd, then dpkg -S: libllvm16, libclang-cpp16, libc6,
#    ...), plus clang-16, which sycl-clang runs. An unowned library stops
#    the build with its name.
# 4. Write DEBIAN/control and md5sums and run dpkg-deb --root-owner-group.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
usage="usage: $0 [--no-build] [--build-dir <dir>] [--out <dir>]"
die() {
  echo "build-deb.sh: error: $*" >&2
  exit 1
}

install_args=() out="$root/target/debian"
while (($#)); do
  case $1 in
    --no-build) install_args+=(--no-build); shift ;;
    --build-dir | --out)
      (($# >= 2)) && [ -n "$2" ] || die "'$1' needs a directory ($usage)"
      if [ "$1" = --out ]; then out=$2; else install_args+=(--build-dir "$2"); fi
      shift 2
      ;;
    -h | --help) echo "$usage"; exit 0 ;;
    *) die "unknown argument '$1' ($usage)" ;;
  esac
done
command -v dpkg-deb > /dev/null || die "dpkg-deb not found (Debian's dpkg package)"

version=$(sed -n '/^\[workspace.package\]/,/^\[/s/^version *= *"\([0-9][0-9.]*\)".*/\1/p' "$root/Cargo.toml")
[ -n "$version" ] || die "no version in [workspace.package] of '$root/Cargo.toml'"
arch=$(dpkg --print-architecture)
name=sycl-aspects
prefix=/usr/lib/$name

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
pkg=$staging/pkg
DESTDIR=$pkg "$root/scripts/install.sh" "${install_args[@]}" --prefix "$prefix" > /dev/null

# Without debug information, as Debian ships programs (the build profile
# keeps it for backtraces during development).
# The LLVM major of the packaged build (16 or 19), from the libclang-cpp the
# plugin links.
. "$root/scripts/llvm-version.sh"
major=$(plugin_llvm_major "$pkg$prefix/lib/libsycl_aspects.so")
[ -n "$major" ] || die "the packaged plugin links no libclang-cpp.so.<major>"
# One package name for either major (they install the same files): the
# LLVM 19 build's version says so (0.1.0+llvm19), and installing one
# replaces the other.
[ "$major" = 16 ] || version+="+llvm$major"
strip_tool=$(command -v "llvm-strip-$major" || command -v strip) || die "neither llvm-strip-$major nor strip found"
"$strip_tool" --strip-debug "$pkg$prefix"/bin/* "$pkg$prefix"/lib/*.so

install -d "$pkg/usr/share/doc" "$pkg/usr/bin" "$pkg/usr/lib/cmake"
mv "$pkg$prefix/share/doc/$name" "$pkg/usr/share/doc/$name"
rmdir "$pkg$prefix/share/doc" "$pkg$prefix/share"
for tool in "$pkg$prefix"/bin/*; do
  ln -s "../lib/$name/bin/$(basename "$tool")" "$pkg/usr/bin/$(basename "$tool")"
done
ln -s "../$name/lib/cmake/SyclAspects" "$pkg/usr/lib/cmake/SyclAspects"

# 3. Depends.
declare -A owners=()
while read -r lib; do
  owner=$(dpkg -S "$lib" 2>/dev/null | head -n 1 | cut -d: -f1) || true
  if [ -z "$owner" ]; then
    # Debian installs some libraries under /usr/lib but registers them under
    # /lib (merged /usr), and the other way round.
    alt=${lib#/usr}
    [ "$alt" = "$lib" ] && alt=/usr$lib
    owner=$(dpkg -S "$alt" 2>/dev/null | head -n 1 | cut -d: -f1) || true
  fi
  [ -n "$owner" ] || die "no Debian package owns '$lib', which the built files load"
  owners[$owner]=1
done < <(for f in "$pkg$prefix"/bin/* "$pkg$prefix"/lib/*.so; do ldd "$f"; done \
  | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' | grep -v '/libsycl_aspects_opt19\.so$' | xargs -r realpath | sort -u)
depends="clang-$major"
for owner in $(printf '%s\n' "${!owners[@]}" | sort); do
  depends+=", $owner"
done

install -d "$pkg/DEBIAN"
size=$(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
cat > "$pkg/DEBIAN/control" <<CONTROL
Package: $name
Version: $version
Architecture: $arch
Maintainer: sycl-aspects developers <sycl-aspects@localhost>
Installed-Size: $size
Depends: $depends
Section: devel
Priority: optional
Homepage: https://localhost/sycl-aspects
Description: SYCL 2020 optional kernel features for stock Clang/LLVM $major
 A clang-$major plugin (front end and the sycl-propagate-aspects-usage pass),
 SYCL headers for it, the device table and the tools sycl-clang,
 sycl-targets, sycl-post-link and sycl-aspect-filter, with a CMake package
 (find_package(SyclAspects)).
CONTROL
(cd "$pkg" && find . -type f ! -path './DEBIAN/*' -printf '%P\0' | sort -z | xargs -0 md5sum) > "$pkg/DEBIAN/md5sums"

mkdir -p "$out"
deb=$(realpath -m "$out/${name}_${version}_${arch}.deb")
dpkg-deb --root-owner-group --build "$pkg" "$deb" > /dev/null
echo "$deb"
