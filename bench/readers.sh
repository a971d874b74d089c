#!/usr/bin/env bash
# Every reader at two sizes (issue 43): the release binary reads an input of N and of 10N
# entries of one format, through the command that reads it, in one hyperfine run each; the time
# of 10N over the time of N must stay within 11× (the start-up both share keeps the ratio
# lower). Formats: .strings on one line and on many, XML, OpenStep and binary Info.plist,
# an .xcconfig value continued over many lines, InfoPlist.xcstrings, project.pbxproj build
# settings, XcodeGen specs sharing an include, XLIFF (import-xliff), and Swift sources (scan).
# Prints a table and exits 1 when a reader grows faster than that.
# Usage: [BIN=BINARY] bash bench/readers.sh [N] [runs]   (needs hyperfine and python3)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-2000}
runs=${2:-3}
source bench/common.sh
python3 bench/make-reader-inputs.py "$work/inputs" "$n" "$bin"
status=0
printf '%-36s %10s %10s %7s\n' "reader (N)" "N ms" "10N ms" ratio
while IFS=$'\t' read -r name small large; do
  report="$work/$(echo "$name" | tr -c 'A-Za-z0-9.-' _).json"
  hyperfine -N -i --warmup 1 --runs "$runs" --export-json "$report" \
    -n small "$small" -n large "$large" >/dev/null 2>&1
  python3 - "$name" "$report" <<'PY' || status=1
import json, sys
name, path = sys.argv[1], sys.argv[2]
r = {x["command"]: x["median"] for x in json.load(open(path))["results"]}
ratio = r["large"] / r["small"]
print(f"{name:<36} {r['small']*1000:10.1f} {r['large']*1000:10.1f} {ratio:6.2f}x")
sys.exit(0 if ratio <= 11 else 1)
PY
done <"$work/inputs/commands.tsv"
exit $status
