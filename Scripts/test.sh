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

echo "== Scripts/regenerate.sh --check"
Scripts/regenerate.sh --check
echo "Generated/ is up to date."
