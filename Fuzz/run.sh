#!/usr/bin/env bash
# Fuzzes permcopy's readers of untrusted input with libFuzzer: `.strings` files, XLIFF,
# permcopy.yml (loaded and rendered), every Load reader, `.xcconfig` files, baselines,
# `check --fix` and `import-xliff` on scratch copies, seeded with ../shared/corpus, the
# example, an export and the project fixtures.
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
# The scanner, package manifests, templates and locale data (numbers: Fuzz.swift's `Target`).
while IFS= read -r -d '' file; do seed 3 "$file"; done \
  < <(find Sources/PermCopyKit/Load/Scan -name '*.swift' -print0 | head -z -n 3)
printf '#import <AVFoundation/AVFoundation.h>\n[AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo completionHandler:^(BOOL ok) {}];\n' > "$work/Main.m"
seed 4 "$work/Main.m"
printf 'PODS:\n  - Firebase/Analytics (10.0.0)\n  - permission_handler_apple (9.1.1)\n' > "$work/Podfile.lock"
seed 5 "$work/Podfile.lock"
for file in Templates/en/*.mustache; do seed 6 "$file"; done
for file in locales/*.yml; do seed 7 "$file"; done
# .xcconfig files, baselines, `check --fix` on a table, `import-xliff` of a returned file.
projects=Tests/Fixtures/projects
for file in "$projects"/receipts/Config/*.xcconfig "$projects/xcodegen/Release.xcconfig"; do
  seed 8 "$file"
done
"$PWD/.build/release/permcopy" check ../shared/corpus --write-baseline "$work/permcopy.baseline" >/dev/null 2>&1 || true
seed 9 "$work/permcopy.baseline"
while IFS= read -r -d '' file; do seed 10 "$file"; done \
  < <(find ../shared/corpus -path '*zh*' -name '*.strings' -print0 | head -z -n 5)
for file in "$work"/xliff/*.xliff; do seed 11 "$file"; done
# The Load readers: 12 + the index in `ReaderRegistry.readers`, then Expo's dynamic config.
seed 12 "$projects/receipts/Receipts.xcodeproj/project.pbxproj"
seed 13 "$projects/xcodegen/project.yml"
seed 14 "$projects/tuist/Project.swift"
seed 15 "$projects/expo-json/app.json"
seed 16 "$projects/receipts/Receipts/Info.plist"
while IFS= read -r -d '' file; do seed 17 "$file"; done \
  < <(find ../shared/corpus -name '*.strings' -print0 | head -z -n 5)
seed 18 ../shared/corpus/daneden__Solstice/InfoPlist.xcstrings
seed 19 "$projects/expo-config/app.config.ts"
# The reproducers of the reliability probe (Fuzz/seeds): alias bombs, a one-line .strings file,
# entity-laden XLIFF, a key-heavy Info.plist, fanned-out partials.
for file in Fuzz/seeds/*; do cp "$file" "$work/seeds/"; done
SWIFT_BACKTRACE=enable=no .build-fuzz/release/PermCopyFuzz -max_total_time="$seconds" \
  -timeout=10 -rss_limit_mb=4096 -max_len=65536 -dict=Fuzz/tokens.dict \
  -artifact_prefix=Fuzz/crashes/ "$work/seeds"
