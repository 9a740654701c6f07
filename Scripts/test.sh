#!/usr/bin/env bash
# Runs every test: the Swift suites (which regenerate the example specs into a temp folder and
# diff them against Generated/, and compile and exercise the generated Swift), the node tests
# of the generated JavaScript, and the freshness check of Generated/.
# First it installs the tools the tests need when they are missing (Scripts/prerequisites.sh:
# as root with apt-get; otherwise it names the packages and exits 2 before any test).
set -euo pipefail
cd "$(dirname "$0")/.."

source Scripts/prerequisites.sh
errorgen_prerequisites || exit $?

echo "== swift test"
swift test

# The checks below generate with the debug errorgen `swift test` has just built (the same output): a release
# build of the whole pipeline would add minutes to every run. Tests/Integration/install.sh still builds the
# release (static) errorgen, and `Scripts/regenerate.sh` without ERRORGEN builds and uses the release one.
# (Passed to those two scripts only: the integration tests set ERRORGEN themselves where a snippet reads it.)
swift build --product errorgen >&2
debug_errorgen="$(pwd)/.build/debug/errorgen"

echo "== node --test Tests/JS"
node --test Tests/JS/

echo "== tsc --strict on the generated .d.ts files (Tests/TypeScript)"
tsc -p Tests/TypeScript

echo "== Tests/Schema/validate_specs.py (the JSON Schema against the example specs)"
"$ERRORGEN_PYTHON" Tests/Schema/validate_specs.py

echo "== Examples/UploadKit: the consumer package builds on its generated files"
ERRORGEN=$debug_errorgen Examples/UploadKit/Scripts/regenerate.sh --check
swift test --package-path Examples/UploadKit

echo "== Tests/Integration (the set-up scripts and each integration in Docs/Integration.md)"
# Side by side: two of them build errorgen in release mode (install.sh, pre-commit.sh), about two minutes each of
# mostly one core. Each test's output is printed when it has ended, in the order they are listed; any failure
# fails the step once all have ended.
integration_logs=$(mktemp -d)
integration_tests=()
for test in Tests/Integration/*.sh; do
    [ "$test" = Tests/Integration/lib.sh ] || integration_tests+=("$test")
done
# ERRORGEN_FUZZ_SMOKE="SECONDS [libFuzzer options]" (CI: .ci/run) also builds the fuzzer and runs it for that long
# here, beside them: the release build in install.sh leaves the other core partly idle for minutes, and a smoke run
# after this script would add its whole length to CI's time.
fuzz_smoke=()
if [ -n "${ERRORGEN_FUZZ_SMOKE:-}" ]; then
    read -r -a fuzz_smoke <<<"$ERRORGEN_FUZZ_SMOKE"
    if [ ${#fuzz_smoke[@]} -gt 0 ]; then integration_tests+=(Scripts/fuzz.sh); fi
fi
integration_pids=()
for test in "${integration_tests[@]}"; do
    if [ "$test" = Scripts/fuzz.sh ]; then
        { echo "== fuzz smoke run (Scripts/fuzz.sh ${fuzz_smoke[*]})"; "$test" "${fuzz_smoke[@]}"; } \
            >"$integration_logs/$(basename "$test").log" 2>&1 &
    else
        "$test" >"$integration_logs/$(basename "$test").log" 2>&1 &
    fi
    integration_pids+=($!)
done
integration_failed=()
for i in "${!integration_tests[@]}"; do
    status=0
    wait "${integration_pids[$i]}" || status=$?
    cat "$integration_logs/$(basename "${integration_tests[$i]}").log"
    [ "$status" = 0 ] || integration_failed+=("${integration_tests[$i]} (exit $status)")
done
rm -rf "$integration_logs"
if [ ${#integration_failed[@]} -gt 0 ]; then
    printf 'FAILED: %s\n' "${integration_failed[@]}" >&2
    exit 1
fi

echo "== Scripts/regenerate.sh --check"
ERRORGEN=$debug_errorgen Scripts/regenerate.sh --check
echo "Generated/ is up to date."
