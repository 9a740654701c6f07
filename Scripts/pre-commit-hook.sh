#!/usr/bin/env bash
# The entry of the hooks in .pre-commit-hooks.yaml: runs errorgen from this checkout (pre-commit's
# clone of it at the configured revision) in the repository being checked, with the hook's
# arguments. The first run builds errorgen (release, about two minutes); pre-commit keeps the
# clone, so later runs start at once. (pre-commit's own `language: swift` calls `swift build -C`,
# an option Swift 6 no longer has, so the hooks build through this script instead.)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$root/.build/release/errorgen
if [ ! -x "$bin" ]; then
    echo "errorgen: building errorgen for this revision (once)" >&2
    swift build -c release --package-path "$root" --product errorgen >&2
fi
exec "$bin" "$@"
