#!/usr/bin/env bash
# Scripts/install.sh: the installed errorgen links no Swift library (ldd: a static executable, or
# libyaml and the C/C++ runtime only, as Scripts/install-flags.sh chose), and generates the example specs, byte for byte as committed, from another folder
# with a clean environment and, where the kernel lets us (unshare -m), with the Swift toolchain
# hidden under an empty tmpfs, as on a machine that never had one.
# The release build takes about two minutes the first time (.build/install keeps it).
source "$(dirname "$0")/lib.sh"

prefix=$scratch/prefix
status=0
"$repo/Scripts/install.sh" --prefix "$prefix" >"$scratch/install.log" 2>&1 || status=$?
expect_status 0 "$status" "Scripts/install.sh: $(tail -20 "$scratch/install.log")"
bin=$prefix/bin/errorgen
[ -x "$bin" ] || { fail "no $bin"; finish; }
[ -f "$prefix/share/errorgen/errorgen.schema.json" ] || fail "the schema was not installed"

# What the dynamic loader will load: nothing (a static executable, where the build could link one), or
# libyaml and the C/C++ runtime, nothing of Swift's.
ldd_output=$(ldd "$bin" 2>&1 || true)
static_executable=no
case $ldd_output in *"not a dynamic executable"*|*"statically linked"*) static_executable=yes ;; esac
if printf '%s\n' "$(cd "$repo" && Scripts/install-flags.sh)" | grep -qx -- -static-executable; then
    [ "$static_executable" = yes ] || fail "install-flags.sh asks for a static executable, but ldd says:"$'\n'"$ldd_output"
fi
[ "$static_executable" = yes ] || while read -r library _; do
    case $library in
        linux-vdso.so.*|libyaml-0.so.*|libc.so.*|libm.so.*|libstdc++.so.*|libgcc_s.so.*|libdl.so.*|libpthread.so.*|librt.so.*|/lib*/ld-linux*) ;;
        *) fail "the installed errorgen loads $library:"$'\n'"$ldd_output" ;;
    esac
done <<<"$ldd_output"
case $ldd_output in *libswift*|*libFoundation*|*libdispatch*) fail "links a Swift library:"$'\n'"$ldd_output" ;; esac
# Without Foundation (and its ICU data) the binary is about 20 MB; with it, 77 MB.
size_kb=$(du -k "$bin" | cut -f1)
[ "$size_kb" -lt 40000 ] || fail "the installed errorgen is $size_kb KB: is Foundation linked again?"

# The example specs, copied to a folder outside the checkout.
work=$scratch/work
mkdir -p "$work/UploadKit"
cp -R "$repo/Specs" "$work/Specs"
cp -R "$repo/Examples/UploadKit/Specs" "$work/UploadKit/Specs"
cat >"$scratch/generate.sh" <<SCRIPT
set -e
cd "$work"
"$bin" generate --output Generated Specs
cd UploadKit
"$bin" generate --access public --no-kotlin --output Sources/UploadKit/Generated Specs
SCRIPT

toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
status=0
if [ "$toolchain" != /usr ] && [ "$toolchain" != / ] && unshare -m true 2>/dev/null; then
    env -i PATH=/usr/bin:/bin unshare -m bash -c \
        'mount -t tmpfs tmpfs "$1" && ! ls "$1"/bin/swiftc 2>/dev/null && bash "$2"' _ "$toolchain" "$scratch/generate.sh" \
        >"$scratch/out" 2>&1 || status=$?
    where="with $toolchain hidden"
else
    echo "note: cannot hide $toolchain (unshare -m is not permitted here); running with a clean environment only"
    env -i PATH=/usr/bin:/bin bash "$scratch/generate.sh" >"$scratch/out" 2>&1 || status=$?
    where="with a clean environment"
fi
expect_status 0 "$status" "the installed errorgen $where: $(cat "$scratch/out")"
diff -r "$repo/Generated" "$work/Generated" >"$scratch/diff" || fail "Generated/ differs:"$'\n'"$(head -40 "$scratch/diff")"
diff -r "$repo/Examples/UploadKit/Sources/UploadKit/Generated" "$work/UploadKit/Sources/UploadKit/Generated" >"$scratch/diff" \
    || fail "UploadKit's generated files differ:"$'\n'"$(head -40 "$scratch/diff")"
finish
