#!/usr/bin/env bash
# Docs/Integration.md's localized package: a spec with `localizedError: {bundle: module, strings: en}`
# generated into a SwiftPM target whose resources are the generated .strings; the bridged NSError's
# texts must come from that file in the target's resource bundle (Bundle.module), so the test edits
# the file's values after generating and expects the edited texts.
source "$(dirname "$0")/lib.sh"
errorgen=$(errorgen_binary)

package=$scratch/MyKit
mkdir -p "$package/Errors" "$package/Sources/MyKit" "$package/Sources/show"
cd "$package"
snippet swiftpm-localized-manifest >Package.swift
# The snippet's package plus an executable that prints the texts.
sed -i 's|^    \]$|        .executableTarget(name: "show", dependencies: ["MyKit"]),\n    ]|' Package.swift
grep -q 'executableTarget(name: "show"' Package.swift || fail "the manifest snippet's targets list changed shape"
cat >Errors/SyncError.yaml <<'YAML'
name: SyncError
localizedError: {table: SyncErrors, bundle: module, strings: en}
cases:
  - name: conflict
    payload:
      - {name: file, type: String}
    when: Someone else changed the file.
    todo: Reload it and apply your change again.
    message: "“{file}” changed on the server."
YAML
cat >Sources/MyKit/Sync.swift <<'SWIFT'
public func conflict(_ file: String) -> any Error { SyncError.conflict(file: file) }
SWIFT
cat >Sources/show/main.swift <<'SWIFT'
import Foundation
import MyKit

let error = conflict("a.txt") as NSError
print(error.localizedDescription)
print(error.localizedFailureReason ?? "nil")
print(error.localizedRecoverySuggestion ?? "nil")
SWIFT
status=0
"$errorgen" generate --output Sources/MyKit/Generated Errors >"$scratch/out" 2>&1 || status=$?
expect_status 0 "$status" "generate: $(cat "$scratch/out")"
strings=Sources/MyKit/Generated/Strings/en.lproj/SyncErrors.strings
[ -f "$strings" ] || fail "no $strings"
# What a translator would do: change the values, keep the keys and the %1$@ hole.
sed -i 's/" = "/" = "[edited] /' "$strings"

status=0
swift run --quiet show >"$scratch/out" 2>&1 || status=$?
expect_status 0 "$status" "swift run show: $(tail -30 "$scratch/out")"
expect_equal "[edited] “a.txt” changed on the server."$'\n'"[edited] Someone else changed the file."$'\n'"[edited] Reload it and apply your change again." \
    "$(cat "$scratch/out")" "the bridged NSError's texts from the bundle's table"
finish
