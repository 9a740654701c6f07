#!/usr/bin/env bash
# Docs/Integration.md's Xcode snippets, without Xcode: the .xcfilelist files the snippet writes,
# with $(SRCROOT) expanded as Xcode expands it, must name exactly the specs the Run Script phase
# reads and exactly the files it writes, and a second run must leave every output untouched.
source "$(dirname "$0")/lib.sh"
errorgen=$(errorgen_binary)
mkdir -p "$scratch/bin"
ln -s "$errorgen" "$scratch/bin/errorgen"    # the file-list snippet runs `errorgen` from PATH
export PATH=$scratch/bin:$PATH

project=$scratch/MyApp
mkdir -p "$project/Errors"
cp "$repo/Specs/PoolError.yaml" "$project/Errors/"
cp "$repo/Specs/JanuaryError.yaml" "$project/Errors/"

write_lists() { (cd "$project" && eval "$(snippet xcode-filelists)"); }
# Xcode runs the phase with SRCROOT set; its working folder does not matter to the script.
run_phase() { (cd / && SRCROOT=$project ERRORGEN=$errorgen bash -c "$(snippet xcode-run-script)") >/dev/null; }
expanded() { sed "s|^\$(SRCROOT)/|$project/|" "$project/Errors/$1"; }
outputs_on_disk() { find "$project/MyApp/Generated" -type f | LC_ALL=C sort; }
mtimes() { find "$project/MyApp/Generated" -type f -printf '%p %T@\n' | LC_ALL=C sort; }

write_lists
grep -qv '^\$(SRCROOT)/' "$project/Errors/errorgen-inputs.xcfilelist" && fail "an input line without \$(SRCROOT)/"
run_phase
expect_equal "$(find "$project/Errors" -name '*.yaml' | LC_ALL=C sort)" "$(expanded errorgen-inputs.xcfilelist | LC_ALL=C sort)" \
    "the input list against the specs"
expect_equal "$(outputs_on_disk)" "$(expanded errorgen-outputs.xcfilelist | LC_ALL=C sort)" "the output list against the outputs"
for name in PoolError JanuaryError; do
    grep -qx "\$(SRCROOT)/MyApp/Generated/Swift/$name.swift" "$project/Errors/errorgen-outputs.xcfilelist" || fail "Swift/$name.swift is not listed"
done

# Nothing changed: the phase rewrites nothing, so Xcode recompiles nothing.
before=$(mtimes)
sleep 1
run_phase
expect_equal "$before" "$(mtimes)" "modification times after a second run"

# A new spec: the lists written again name it and its outputs, and again match the disk.
cp "$repo/Examples/UploadKit/Specs/UploadError.yaml" "$project/Errors/"
write_lists
run_phase
expect_equal "$(find "$project/Errors" -name '*.yaml' | LC_ALL=C sort)" "$(expanded errorgen-inputs.xcfilelist | LC_ALL=C sort)" \
    "the input list after adding a spec"
expect_equal "$(outputs_on_disk)" "$(expanded errorgen-outputs.xcfilelist | LC_ALL=C sort)" "the output list after adding a spec"
grep -q '/MyApp/Generated/JS/package.json$' "$project/Errors/errorgen-outputs.xcfilelist" || fail "the JS package is not listed"
finish
