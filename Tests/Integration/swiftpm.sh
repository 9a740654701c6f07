#!/usr/bin/env bash
# Docs/Integration.md's SwiftPM snippets: a package with a local-path dependency on this checkout
# runs errorgen through `swift run --package-path <checkout>` from its own script, builds on the
# generated Swift, and its --check catches a spec edited without regenerating.
source "$(dirname "$0")/lib.sh"

package=$scratch/MyKit
mkdir -p "$package/Errors" "$package/Sources/MyKit" "$package/Scripts"
cd "$package"
snippet swiftpm-manifest | sed "s|\.package(path: \"\.\./errorgen\")|.package(path: \"$repo\")|" >Package.swift
grep -q ".package(path: \"$repo\")" Package.swift || fail "the manifest snippet's dependency line changed shape"
snippet swiftpm-script >Scripts/generate-errors.sh
chmod +x Scripts/generate-errors.sh
cp "$repo/Examples/UploadKit/Specs/UploadError.yaml" Errors/
cat >Sources/MyKit/Upload.swift <<'SWIFT'
public func upload(size: Int) throws(UploadError) -> Int {
    if size > 10 { throw .tooLarge(limit: 10) }
    return size
}
SWIFT

status=0
Scripts/generate-errors.sh >"$scratch/out" 2>&1 || status=$?
expect_status 0 "$status" "Scripts/generate-errors.sh: $(cat "$scratch/out")"
expect_contains "$(cat "$scratch/out")" "wrote Sources/MyKit/Generated/Swift/UploadError.swift" "the script's output"

status=0
swift build >"$scratch/out" 2>&1 || status=$?
expect_status 0 "$status" "swift build of the consumer: $(tail -30 "$scratch/out")"
case $(cat "$scratch/out") in *warning:*) fail "the consumer's build warns: $(grep warning: "$scratch/out")" ;; esac

status=0
Scripts/generate-errors.sh --check >"$scratch/out" 2>&1 || status=$?
expect_status 0 "$status" "--check on fresh output: $(cat "$scratch/out")"

sed -i 's/^  - name: offline$/  - name: offline\n  - name: paused/' Errors/UploadError.yaml
status=0
Scripts/generate-errors.sh --check >"$scratch/out" 2>&1 || status=$?
expect_status 1 "$status" "--check after a spec edit"
expect_contains "$(cat "$scratch/out")" "error: Sources/MyKit/Generated/Swift/UploadError.swift is out of date" "--check"
finish
