#!/usr/bin/env bash
# Fuzzes permcopy's readers of untrusted input with libFuzzer: `.strings` files, XLIFF,
# permcopy.yml (loaded and rendered) and every Load reader (project.pbxproj, XcodeGen, Tuist,
# Expo, Info.plist, String Catalogs), seeded with ../shared/corpus, the example, an export and
# the project fixtures.
# A crash input is written to Fuzz/crashes/; rerun it with `.build-fuzz/release/PermCopyFuzz FILE`.
# Usage: bash Fuzz/run.sh [seconds]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The toolchain's lld links it: gold stops with an internal error on the instrumented objects.
lld="$(dirname "$(readlink -f "$(command -v swift)")")/ld.lld"
printf '{ "schemaVersion": "1.0", "linker": { "path": "%s" } }\n' "$lld" > "$work/toolset.json"
PERMCOPY_FUZZ=1 swift build -c release -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library \
  --toolset "$work/toolset.json" --product PermCopyFuzz --scratch-path .build-fuzz >/dev/null
swift build -c release --product permcopy >/dev/null
mkdir -p "$work/seeds" Fuzz/crashes
# Seeds: the reader's number, then a real file; each seed's name is unique (a counter), so no
# two real files of the same name overwrite each other.
count=0
seed() {
  count=$((count + 1))
  { printf "\\x$(printf %02x "$1")"; cat "$2"; } > "$work/seeds/$1-$count-$(basename "$2")"
}
while IFS= read -r -d '' file; do seed 0 "$file"; done \
  < <(find ../shared/corpus -name '*.strings' -print0)
.build/release/permcopy init --example "$work/app" >/dev/null 2>&1
"$PWD/.build/release/permcopy" export --xliff "$work/xliff" --config "$work/app/permcopy.yml" >/dev/null
for file in "$work"/xliff/*.xliff; do seed 1 "$file"; done
seed 2 "$work/app/permcopy.yml"
# The Load readers, by their number (3 + the index in Fuzz.swift's loadFiles), on the fixtures.
projects=Tests/Fixtures/projects
seed 3 "$projects/receipts/Receipts.xcodeproj/project.pbxproj"
seed 4 "$projects/xcodegen/project.yml"
seed 5 "$projects/tuist/Project.swift"
seed 6 "$projects/expo-json/app.json"
seed 7 "$projects/expo-config/app.config.ts"
seed 8 "$projects/receipts/Receipts/Info.plist"
while IFS= read -r -d '' file; do seed 9 "$file"; done \
  < <(find ../shared/corpus -name '*.strings' -print0 | head -z -n 5)
seed 10 ../shared/corpus/daneden__Solstice/InfoPlist.xcstrings
# The scanner, package manifests, templates and locale data.
while IFS= read -r -d '' file; do seed 11 "$file"; done \
  < <(find Sources/PermCopyKit/Load/Scan -name '*.swift' -print0 | head -z -n 3)
printf '#import <AVFoundation/AVFoundation.h>\n[AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo completionHandler:^(BOOL ok) {}];\n' > "$work/Main.m"
seed 12 "$work/Main.m"
printf 'PODS:\n  - Firebase/Analytics (10.0.0)\n  - permission_handler_apple (9.1.1)\n' > "$work/Podfile.lock"
seed 13 "$work/Podfile.lock"
for file in Templates/en/*.mustache; do seed 14 "$file"; done
for file in locales/*.yml; do seed 15 "$file"; done
# The reproducers of the reliability probe (Fuzz/seeds): alias bombs, a one-line .strings file,
# entity-laden XLIFF, a key-heavy Info.plist, fanned-out partials.
for file in Fuzz/seeds/*; do cp "$file" "$work/seeds/"; done
SWIFT_BACKTRACE=enable=no .build-fuzz/release/PermCopyFuzz -max_total_time="$seconds" \
  -timeout=10 -rss_limit_mb=4096 -max_len=65536 -dict=Fuzz/tokens.dict \
  -artifact_prefix=Fuzz/crashes/ "$work/seeds"
