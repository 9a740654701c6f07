#!/usr/bin/env bash
# Runs every test: the Swift suites (which regenerate the example specs into a temp folder and
# diff them against Generated/, and compile and exercise the generated Swift), the node tests
# of the generated JavaScript, and the freshness check of Generated/.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== swift test"
swift test

echo "== node --test Tests/JS"
node --test Tests/JS/

echo "== tsc --strict on the generated .d.ts files (Tests/TypeScript)"
tsc -p Tests/TypeScript

echo "== Tests/Schema/validate_specs.py (the JSON Schema against the example specs)"
python=""
for candidate in python3 /usr/bin/python3; do
    if "$candidate" -c "import jsonschema, yaml" 2>/dev/null; then python=$candidate; break; fi
done
if [ -z "$python" ]; then
    echo "error: no python3 with jsonschema and yaml; install python3-jsonschema python3-yaml" >&2
    exit 1
fi
"$python" Tests/Schema/validate_specs.py

echo "== Examples/UploadKit: the consumer package builds on its generated files"
Examples/UploadKit/Scripts/regenerate.sh --check
swift test --package-path Examples/UploadKit

echo "== Scripts/regenerate.sh --check"
Scripts/regenerate.sh --check
echo "Generated/ is up to date."
