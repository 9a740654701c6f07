# Shared by the integration tests (sourced): assertions, a scratch folder, and the snippets of
# Docs/Integration.md, so the docs are run exactly as written.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
test_name=$(basename "$0" .sh)
failures=0

# A scratch folder removed on exit.
scratch=$(mktemp -d "${TMPDIR:-/tmp}/errorgen-$test_name.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

fail() {
    echo "FAIL [$test_name]: $*" >&2
    failures=$((failures + 1))
}

# expect_status WANT GOT WHAT
expect_status() {
    [ "$1" = "$2" ] || fail "$3: exit status $2, expected $1"
}

# expect_contains TEXT NEEDLE WHAT
expect_contains() {
    case $1 in
        *"$2"*) ;;
        *) fail "$3: expected to contain '$2', got:"$'\n'"$1" ;;
    esac
}

# expect_equal WANT GOT WHAT
expect_equal() {
    [ "$1" = "$2" ] || fail "$3: expected"$'\n'"$1"$'\n'"got"$'\n'"$2"
}

# snippet NAME: the fenced code block after `<!-- snippet: NAME -->` in Docs/Integration.md.
snippet() {
    local text
    text=$(awk -v name="$1" '
        $0 == "<!-- snippet: " name " -->" { found = 1; next }
        found && /^```/ { if (inside) exit; inside = 1; next }
        inside { print }
    ' "$repo/Docs/Integration.md")
    [ -n "$text" ] || { echo "error: no snippet '$1' in Docs/Integration.md" >&2; exit 1; }
    printf '%s\n' "$text"
}

# Ends the test: exit 1 when anything failed.
finish() {
    if [ "$failures" -gt 0 ]; then
        echo "[$test_name] $failures failure(s)" >&2
        exit 1
    fi
    echo "[$test_name] passed"
}

# The errorgen this checkout builds (debug; up to date after `swift test`), or $ERRORGEN_BIN.
errorgen_binary() {
    if [ -n "${ERRORGEN_BIN:-}" ]; then
        echo "$ERRORGEN_BIN"
        return
    fi
    swift build --package-path "$repo" --product errorgen >&2
    echo "$repo/.build/debug/errorgen"
}
