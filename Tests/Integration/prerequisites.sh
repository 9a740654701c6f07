#!/usr/bin/env bash
# Scripts/prerequisites.sh on a simulated fresh machine: a PATH without node, tsc, acorn, kotlinc
# pre-commit, make and git, acting as a non-root user, as root without apt-get, and as root with an apt-get
# that installs nothing. Each must name every missing package and exit 2 before any test runs.
source "$(dirname "$0")/lib.sh"

# A PATH with the few tools the scripts themselves use, and none of the test tools.
bin=$scratch/bin
mkdir -p "$bin"
for tool in bash dirname pkg-config; do
    ln -s "$(command -v "$tool")" "$bin/$tool"
done
missing="nodejs node-typescript node-acorn kotlin pre-commit make git"
# Without python3 on this PATH the scripts try Debian's /usr/bin/python3; where it lacks the schema
# modules (a python3 of its own, such as pyenv's, had them on the real PATH), their packages are missing too.
if /usr/bin/python3 -c "import jsonschema, yaml" >/dev/null 2>&1; then
    missing_all=$missing
else
    missing_all="$missing python3-jsonschema python3-yaml"
fi

# Scripts/test.sh itself, as a user who is not root: one message, exit 2, no test started.
status=0
PATH=$bin ERRORGEN_PREREQ_EUID=1000 "$repo/Scripts/test.sh" >"$scratch/out" 2>"$scratch/err" || status=$?
expect_status 2 "$status" "Scripts/test.sh as non-root without the tools"
expect_contains "$(cat "$scratch/err")" "error: the tests need packages that are not installed: $missing" "the message"
expect_contains "$(cat "$scratch/err")" "sudo apt-get install -y $missing" "the install command"
expect_equal "" "$(cat "$scratch/out")" "standard output before any test"

# Root, but no apt-get: the same message.
status=0
PATH=$bin ERRORGEN_PREREQ_EUID=0 ERRORGEN_PREREQ_APT_GET= bash "$repo/Scripts/prerequisites.sh" \
    >"$scratch/out" 2>"$scratch/err" || status=$?
expect_status 2 "$status" "root without apt-get"
expect_contains "$(cat "$scratch/err")" "not installed: $missing" "root without apt-get"

# Root with apt-get: one update, one install of exactly the missing packages, then a re-check
# (this fake apt-get installs nothing, so the re-check fails).
cat >"$scratch/apt-get" <<'FAKE'
#!/usr/bin/env bash
echo "$*" >>"$APT_LOG"
FAKE
chmod +x "$scratch/apt-get"
status=0
PATH=$bin APT_LOG=$scratch/apt.log ERRORGEN_PREREQ_EUID=0 ERRORGEN_PREREQ_APT_GET=$scratch/apt-get \
    bash "$repo/Scripts/prerequisites.sh" >"$scratch/out" 2>"$scratch/err" || status=$?
expect_status 2 "$status" "root with an apt-get that installs nothing"
expect_equal "update -qq"$'\n'"install -y -qq $missing_all" "$(cat "$scratch/apt.log")" "apt-get calls"
expect_contains "$(cat "$scratch/err")" "still missing after apt-get install: $missing" "the re-check"

# This machine has everything: nothing installed, nothing printed, ERRORGEN_PYTHON set.
status=0
bash -c 'source "$1"; errorgen_prerequisites && "$ERRORGEN_PYTHON" -c "import jsonschema, yaml"' _ \
    "$repo/Scripts/prerequisites.sh" >"$scratch/out" 2>&1 || status=$?
expect_status 0 "$status" "a machine with every tool"
expect_equal "" "$(cat "$scratch/out")" "output on a machine with every tool"

finish
