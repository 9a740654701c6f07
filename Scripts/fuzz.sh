#!/usr/bin/env bash
# Fuzzes the spec pipeline (Load, Decode, Validate, and every emitter for specs that validate)
# with libFuzzer and AddressSanitizer.
#   Scripts/fuzz.sh SECONDS [libFuzzer options...]   build if needed, then fuzz for SECONDS
#   Scripts/fuzz.sh SECONDS crash-file                replay one input (e.g. Fuzz/artifacts/crash-...)
#   FUZZ_KEEP_GOING=1 Scripts/fuzz.sh SECONDS         keep fuzzing after a crash (libFuzzer fork mode),
#                                                     to look for more findings while a known one is unfixed
#   Scripts/fuzz.sh --build-only                      build if needed, and stop
# (CI's smoke run: Scripts/test.sh runs `Scripts/fuzz.sh $ERRORGEN_FUZZ_SMOKE` beside its integration tests.)
# Seeds: Specs/*.yaml and Fuzz/corpus/ (checked in, never written). New inputs go to
# .build/fuzz/corpus; crashes, leaks and timeouts to Fuzz/artifacts/. Exit status is libFuzzer's:
# non-zero when it found something.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:?usage: Scripts/fuzz.sh SECONDS [libFuzzer options...] | --build-only}
shift

out=.build/fuzz
bin=$out/spec-pipeline-fuzzer
mkdir -p "$out/corpus" Fuzz/artifacts

sources=()
while IFS= read -r file; do sources+=("$file"); done < <(find Sources/ErrorgenCore -name '*.swift' | sort)
sources+=(Fuzz/SpecPipelineFuzzer.swift)

if [ ! -x "$bin" ] || [ -n "$(find "${sources[@]}" -newer "$bin" -print -quit)" ]; then
    echo "== building $bin" >&2
    # One module from the core's sources plus the entry point; libyaml is not instrumented,
    # so coverage counts only Swift code.
    swiftc -sanitize=fuzzer,address -parse-as-library -Onone -g -use-ld=lld \
        -swift-version 6 -module-name ErrorgenFuzz \
        -I Sources/CYAML -lyaml \
        -o "$bin" "${sources[@]}"
fi

[ "$seconds" != --build-only ] || exit 0

# The Swift backtracer makes ASan report bogus errors and can hang (FIELD-NOTES).
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}

if [ $# -gt 0 ] && [ -f "$1" ]; then
    exec "$bin" "$@"
fi
extra=()
if [ "${FUZZ_KEEP_GOING:-0}" = 1 ]; then
    extra=(-fork=1 -ignore_crashes=1)
fi
exec "$bin" \
    -max_total_time="$seconds" \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -max_len=65536 \
    -dict=Fuzz/spec.dict \
    -artifact_prefix=Fuzz/artifacts/ \
    -print_final_stats=1 \
    ${extra[@]+"${extra[@]}"} \
    "$@" \
    "$out/corpus" Fuzz/corpus Specs
