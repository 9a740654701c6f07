#!/usr/bin/env bash
# Docs/Integration.md's Makefile and CI snippets: make generates, has nothing to do on a second
# run, reruns when a spec changes, is added or is removed; the CI lines pass on fresh output and
# fail, naming the file, on a stale one.
source "$(dirname "$0")/lib.sh"
errorgen=$(errorgen_binary)
mkdir -p "$scratch/bin"
ln -s "$errorgen" "$scratch/bin/errorgen"    # the snippets run `errorgen` from PATH
export PATH=$scratch/bin:$PATH

project=$scratch/MyKit
mkdir -p "$project/Errors"
cp "$repo/Specs/PoolError.yaml" "$project/Errors/"
cd "$project"
snippet makefile >Makefile
generated() { find Sources/MyKit/Generated -type f 2>/dev/null | LC_ALL=C sort | tr '\n' ' '; }
make_errors() {
    status=0
    make errors >"$scratch/out" 2>&1 || status=$?
    expect_status 0 "$status" "make errors ($1): $(cat "$scratch/out")"
}

make_errors "first run"
# Exactly the files errorgen says it generates for these options.
expect_equal "$(errorgen generate --list-outputs --output Sources/MyKit/Generated Errors | LC_ALL=C sort | tr '\n' ' ')" \
    "$(generated)" "the first run's output"
expect_contains "$(generated)" "Sources/MyKit/Generated/Swift/PoolError.swift" "the first run's output"
make_errors "second run"
expect_contains "$(cat "$scratch/out")" "Nothing to be done for 'errors'" "a second run"

sleep 1   # a newer modification time than the stamp's, on any file system
sed -i 's/^summary: .*/summary: Changed./' Errors/PoolError.yaml
make_errors "a spec changed"
expect_contains "$(cat "$scratch/out")" "errorgen generate --output Sources/MyKit/Generated Errors" "a changed spec reruns"
expect_contains "$(cat Sources/MyKit/Generated/Docs/PoolError.md)" "Changed." "the rerun's output"

sleep 1
cp "$repo/Specs/JanuaryError.yaml" Errors/
make_errors "a spec added"
expect_contains "$(generated)" "Sources/MyKit/Generated/Swift/JanuaryError.swift" "an added spec"
sleep 1
rm Errors/JanuaryError.yaml
make_errors "a spec removed"
case $(generated) in *JanuaryError*) fail "a removed spec's outputs are still there: $(generated)" ;; esac

status=0
make check-errors >"$scratch/out" 2>&1 || status=$?
expect_status 0 "$status" "make check-errors: $(cat "$scratch/out")"
status=0
bash -c "$(snippet ci)" >"$scratch/out" 2>&1 || status=$?
expect_status 0 "$status" "the CI lines on fresh output: $(cat "$scratch/out")"
echo "// edited" >>Sources/MyKit/Generated/JS/PoolError.js
status=0
bash -c "set -e; $(snippet ci)" >"$scratch/out" 2>&1 || status=$?
expect_status 1 "$status" "the CI lines on stale output"
expect_contains "$(cat "$scratch/out")" "error: Sources/MyKit/Generated/JS/PoolError.js is out of date" "the CI lines"
finish
