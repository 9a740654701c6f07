#!/usr/bin/env bash
# The tools the tests need beyond Swift, and how they get installed.
#   source Scripts/prerequisites.sh; errorgen_prerequisites   (what Scripts/test.sh does first)
#   Scripts/prerequisites.sh                                   the same check on its own
# Everything missing is installed with apt-get when running as root where apt-get exists (one
# `apt-get update`, one `apt-get install`); otherwise it prints one message naming every missing
# package and returns 2, so no test runs on a half-equipped machine.
# On success ERRORGEN_PYTHON names a python3 that imports jsonschema and yaml.
#
# Overrides, so a test can simulate another machine (PATH decides which tools are found):
#   ERRORGEN_PREREQ_EUID      the effective user id to act as (default: $EUID)
#   ERRORGEN_PREREQ_APT_GET   the apt-get to run; set but empty means "no apt-get"
#                             (default: apt-get on PATH)

# Prints a python3 that imports jsonschema and yaml (the first on PATH, else Debian's).
errorgen_python() {
    local candidate
    for candidate in python3 /usr/bin/python3; do
        if "$candidate" -c "import jsonschema, yaml" >/dev/null 2>&1; then
            command -v "$candidate"
            return 0
        fi
    done
    return 1
}

# Prints the Debian packages whose tool is missing, one a line.
errorgen_missing_packages() {
    if ! command -v pkg-config >/dev/null 2>&1; then
        printf '%s\n' pkg-config libyaml-dev
    elif ! pkg-config --exists yaml-0.1; then
        echo libyaml-dev                     # the Swift build links libyaml (Package.swift: CYAML)
    fi
    local tool package
    for tool in node:nodejs tsc:node-typescript acorn:node-acorn kotlinc:kotlin pre-commit:pre-commit make:make git:git; do
        package=${tool#*:}
        command -v "${tool%%:*}" >/dev/null 2>&1 || echo "$package"
    done
    errorgen_python >/dev/null || printf '%s\n' python3-jsonschema python3-yaml
}

# Installs what is missing, or explains what to install; returns 0 when everything is there, else 2.
errorgen_prerequisites() {
    local missing
    mapfile -t missing < <(errorgen_missing_packages)
    if [ ${#missing[@]} -gt 0 ]; then
        local euid=${ERRORGEN_PREREQ_EUID:-$EUID}
        local apt_get
        if [ -n "${ERRORGEN_PREREQ_APT_GET+set}" ]; then
            apt_get=$ERRORGEN_PREREQ_APT_GET
        else
            apt_get=$(command -v apt-get || true)
        fi
        if [ "$euid" != 0 ] || [ -z "$apt_get" ]; then
            {
                echo "error: the tests need packages that are not installed: ${missing[*]}"
                echo "Install them, then run Scripts/test.sh again:"
                echo "    sudo apt-get update && sudo apt-get install -y ${missing[*]}"
                echo "(Scripts/test.sh installs them itself when run as root on a machine with apt-get.)"
            } >&2
            return 2
        fi
        echo "== installing what the tests need: ${missing[*]}"
        if ! "$apt_get" update -qq || ! DEBIAN_FRONTEND=noninteractive "$apt_get" install -y -qq "${missing[@]}"; then
            echo "error: apt-get could not install: ${missing[*]}" >&2
            return 2
        fi
        mapfile -t missing < <(errorgen_missing_packages)
        if [ ${#missing[@]} -gt 0 ]; then
            echo "error: still missing after apt-get install: ${missing[*]}" >&2
            return 2
        fi
    fi
    ERRORGEN_PYTHON=$(errorgen_python)
    export ERRORGEN_PYTHON
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    errorgen_prerequisites
fi
