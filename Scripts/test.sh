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

echo "== node --test Tests/JS"
node --test Tests/JS/

echo "== tsc --strict on the generated .d.ts files (Tests/TypeScript)"
tsc -p Tests/TypeScript

echo "== Tests/Schema/validate_specs.py (the JSON Schema against the example specs)"
"$ERRORGEN_PYTHON" Tests/Schema/validate_specs.py

echo "== Examples/UploadKit: the consumer package builds on its generated files"
Examples/UploadKit/Scripts/regenerate.sh --check
swift test --package-path Examples/UploadKit

echo "== Tests/Integration (the set-up scripts and each integration in Docs/Integration.md)"
for test in Tests/Integration/*.sh; do
    [ "$test" = Tests/Integration/lib.sh ] || "$test"
done

echo "== Scripts/regenerate.sh --check"
Scripts/regenerate.sh --check
echo "Generated/ is up to date."
