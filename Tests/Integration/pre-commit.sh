#!/usr/bin/env bash
# .pre-commit-hooks.yaml with Debian's pre-commit: this checkout is the hook repository (its HEAD
# commit; no network), used from a temporary git repository through Docs/Integration.md's config.
# The hook script builds errorgen in release mode once per commit; this test gives pre-commit's clone this
# checkout's errorgen instead (see below). PRE_COMMIT_HOME under .build keeps the clone for the next run.
source "$(dirname "$0")/lib.sh"
errorgen=$(errorgen_binary)
export PRE_COMMIT_HOME=${PRE_COMMIT_HOME:-$repo/.build/pre-commit-home}

project=$scratch/project
mkdir -p "$project/Errors"
cp "$repo/Specs/PoolError.yaml" "$project/Errors/"
cd "$project"
git init -q .
git config user.email test@example.com
git config user.name test
"$errorgen" generate --output Sources/MyKit/Generated Errors >/dev/null
rev=$(git -C "$repo" rev-parse HEAD)
snippet pre-commit-config | sed -e "s|repo: ../errorgen |repo: $repo |" -e "s|rev: REVISION |rev: $rev |" >.pre-commit-config.yaml
grep -q "repo: $repo " .pre-commit-config.yaml && grep -q "rev: $rev " .pre-commit-config.yaml \
    || fail "the snippet's repo and rev lines changed shape"
git add -A
git commit -qm "errors"

# pre-commit clones this checkout at $rev into PRE_COMMIT_HOME; the hook script builds errorgen there (release) on its
# first run. That build is the one Tests/Integration/install.sh already runs; here the clone gets this checkout's
# errorgen instead, which saves CI a second two-minute release build. (ERRORGEN_PRE_COMMIT_BUILD=1 keeps the build.)
if [ "${ERRORGEN_PRE_COMMIT_BUILD:-0}" != 1 ]; then
    pre-commit install-hooks >"$scratch/install-hooks" 2>&1 || fail "pre-commit install-hooks: $(cat "$scratch/install-hooks")"
    clone=
    for dir in "$PRE_COMMIT_HOME"/repo*/; do
        if [ "$(git -C "$dir" rev-parse HEAD 2>/dev/null)" = "$rev" ] && [ -f "$dir/Scripts/pre-commit-hook.sh" ]; then clone=$dir; fi
    done
    [ -n "$clone" ] || fail "no clone of $rev in $PRE_COMMIT_HOME after pre-commit install-hooks"
    if [ -n "$clone" ] && [ ! -x "$clone/.build/release/errorgen" ]; then
        mkdir -p "$clone/.build/release"
        cp "$errorgen" "$clone/.build/release/errorgen"
    fi
fi

# Fresh output: both hooks pass.
status=0
pre-commit run --all-files >"$scratch/out" 2>&1 || status=$?
expect_status 0 "$status" "pre-commit on fresh output: $(cat "$scratch/out")"
expect_contains "$(cat "$scratch/out")" "errorgen lint" "hook names"
expect_contains "$(cat "$scratch/out")" "errorgen generate --check" "hook names"

# An edited generated file: errorgen-check fails and names it.
echo "// edited" >>Sources/MyKit/Generated/Swift/PoolError.swift
status=0
pre-commit run errorgen-check --all-files >"$scratch/out" 2>&1 || status=$?
expect_status 1 "$status" "errorgen-check on an edited output"
expect_contains "$(cat "$scratch/out")" "error: Sources/MyKit/Generated/Swift/PoolError.swift is out of date" "errorgen-check"
git checkout -q Sources

# A broken spec: errorgen-lint fails with the position.
sed -i 's/^shape: enum$/shape: enumm/' Errors/PoolError.yaml
status=0
pre-commit run errorgen-lint --all-files >"$scratch/out" 2>&1 || status=$?
expect_status 1 "$status" "errorgen-lint on a broken spec"
expect_contains "$(cat "$scratch/out")" "Errors/PoolError.yaml:4:8: error: unknown shape 'enumm'" "errorgen-lint"
finish
