#!/usr/bin/env bash
# Builds errorgen (release) as a static executable where the toolchain and libyaml's archive allow it
# (Scripts/install-flags.sh; errorgen imports no Foundation), and installs it as PREFIX/bin/errorgen; the
# JSON Schema for editors goes to PREFIX/share/errorgen/errorgen.schema.json. The installed binary loads
# no library at all (or, without libyaml.a, only libyaml and the C/C++ runtime: libc, libm, libstdc++,
# libgcc_s): copy it to machines without a Swift toolchain.
#   Scripts/install.sh [--prefix DIR]      default DIR: /usr/local
# The build has its own scratch folder (.build/install), so it does not relink .build/release.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: Scripts/install.sh [--prefix DIR]"; }
prefix=/usr/local
while [ $# -gt 0 ]; do
    case $1 in
        --prefix) [ $# -ge 2 ] || { usage >&2; exit 2; }; prefix=$2; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "error: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
    esac
done
[ -n "$prefix" ] || { echo "error: empty --prefix" >&2; exit 2; }

flags=()
while IFS= read -r flag; do flags+=("$flag"); done < <(Scripts/install-flags.sh)  # (no mapfile: bash 3 on macOS)
if [ ${#flags[@]} -eq 0 ]; then
    echo "note: this toolchain has no static Swift runtime; errorgen will need the Swift runtime libraries" >&2
fi

scratch=.build/install
swift build -c release --product errorgen --scratch-path "$scratch" ${flags[@]+"${flags[@]}"} >&2
bin=$(swift build -c release --scratch-path "$scratch" ${flags[@]+"${flags[@]}"} --show-bin-path)/errorgen

mkdir -p "$prefix/bin" "$prefix/share/errorgen"
# Through a temporary name and a rename, so a running errorgen is never overwritten in place.
cp "$bin" "$prefix/bin/.errorgen.tmp.$$"
chmod 755 "$prefix/bin/.errorgen.tmp.$$"
mv -f "$prefix/bin/.errorgen.tmp.$$" "$prefix/bin/errorgen"
cp Schema/errorgen.schema.json "$prefix/share/errorgen/errorgen.schema.json"
echo "installed $prefix/bin/errorgen ($("$prefix/bin/errorgen" --version)) and $prefix/share/errorgen/errorgen.schema.json"
