#!/usr/bin/env bash
# The build step: regenerate UploadKit's error type from Specs/ with errorgen.
#   Scripts/regenerate.sh           write what changed
#   Scripts/regenerate.sh --check   fail when the generated files are stale
# ERRORGEN may point at an errorgen binary; by default the one in this repository is built.
set -euo pipefail
cd "$(dirname "$0")/.."

errorgen=${ERRORGEN:-}
if [ -z "$errorgen" ]; then
    root=../..
    errorgen=$root/.build/release/errorgen
    if [ ! -x "$errorgen" ] || [ -n "$(find "$root/Package.swift" "$root/Sources/CYAML" "$root/Sources/ErrorgenCore" "$root/Sources/errorgen" -newer "$errorgen" -print -quit)" ]; then
        swift build -c release --package-path "$root" --product errorgen >&2
        touch "$errorgen"  # an up-to-date build does not relink; mark the binary as checked
    fi
fi
exec "$errorgen" generate --access public --no-kotlin --output Sources/UploadKit/Generated "$@" Specs
