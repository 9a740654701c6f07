#!/usr/bin/env bash
# Prints the `swift build` flags of the installed errorgen, one per line: the build Scripts/install.sh
# makes and Scripts/bench.sh measures (the two share the scratch folder .build/install, so they must use
# the same flags, or each would rebuild the other's).
# - `--static-swift-stdlib` where the toolchain ships the static Swift runtime (Linux toolchains do, in
#   lib/swift_static; on macOS the runtime is part of the OS);
# - and `-static-executable` where the toolchain can also link a static executable and libyaml's archive
#   (libyaml.a, from libyaml-dev) is installed: no dynamic loader at all, which saved 0.9-1.4 ms of CPU per
#   run (libstdc++'s relocations and initializers, the loader's searches; BENCHMARKS.md, start-up round 2);
# - with the static runtime, `-disable-concrete-type-metadata-mangled-name-accessors`: each generic type's
#   metadata is then made by a direct accessor instead of by demangling its name at its first use, which cut a
#   no-op run over the example specs from 19.41 M to 16.75 M instructions (BENCHMARKS.md, start-up round 4).
set -euo pipefail
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
for runtime in "$toolchain"/lib/swift_static/*/libswiftCore.a; do
    [ -f "$runtime" ] || exit 0
    echo --static-swift-stdlib
    printf '%s\n' -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
    libdir=$(pkg-config --variable=libdir yaml-0.1 2>/dev/null || true)
    if [ -f "$(dirname "$runtime")/static-executable-args.lnk" ] && [ -n "$libdir" ] && [ -f "$libdir/libyaml.a" ]; then
        printf '%s\n' -Xswiftc -static-executable
    fi
    exit 0
done
