#!/usr/bin/env bash
# `errorgen init` writes specs the JSON Schema accepts (editors flag nothing in a fresh spec),
# for both shapes, run from another folder.
source "$(dirname "$0")/lib.sh"
errorgen=$(errorgen_binary)
source "$repo/Scripts/prerequisites.sh"
python=$(errorgen_python)

cd "$scratch"
"$errorgen" init StarterEnum --schema "$repo/Schema/errorgen.schema.json" >/dev/null
"$errorgen" init StarterStruct --shape struct --schema "$repo/Schema/errorgen.schema.json" >/dev/null
status=0
"$python" "$repo/Tests/Schema/validate_specs.py" Specs/StarterEnum.yaml Specs/StarterStruct.yaml >"$scratch/out" 2>&1 || status=$?
expect_status 0 "$status" "the starter specs under the JSON Schema: $(cat "$scratch/out")"
finish
