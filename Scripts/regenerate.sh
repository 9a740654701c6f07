#!/usr/bin/env bash
# Regenerates Generated/ from Specs/ with a release build of errorgen.
#   Scripts/regenerate.sh           write what changed (a no-op run touches nothing)
#   Scripts/regenerate.sh --check   write nothing; exit 1 when Generated/ is stale
# The build is skipped when the binary is newer than every source file, so an up-to-date
# run costs one errorgen process. ERRORGEN may point at an errorgen binary to use instead (no build):
# Scripts/test.sh passes the debug build its tests just made.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=${ERRORGEN:-}
if [ -z "$bin" ]; then
    bin=.build/release/errorgen
    if [ ! -x "$bin" ] || [ -n "$(find Package.swift Sources/CYAML Sources/ErrorgenCore Sources/errorgen -newer "$bin" -print -quit)" ]; then
        swift build -c release --product errorgen >&2
        touch "$bin"  # an up-to-date build does not relink; mark the binary as checked
    fi
fi
exec "$bin" generate --output Generated "$@" Specs
