#!/usr/bin/env bash
# Times `permcopy build` on the bundled example with hyperfine, next to the binary's bare start-up
# (`permcopy --help`) as the baseline measured in the same session, and prints the ratio.
# Usage: bash bench/build.sh [runs]   (needs hyperfine: apt-get install hyperfine)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-50}
command -v hyperfine >/dev/null || { echo "hyperfine is missing: apt-get install hyperfine" >&2; exit 2; }
swift build -c release --product permcopy >/dev/null
bin="$PWD/.build/release/permcopy"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin" init --example "$work/shellcase" >/dev/null 2>&1
cd "$work/shellcase"
"$bin" build >/dev/null
# An up-to-date build and --check, against start-up alone; then a fresh write each run.
hyperfine -N --warmup 5 --runs "$runs" --export-json "$work/steady.json" \
  -n startup "$bin --help" \
  -n build-unchanged "$bin build" \
  -n build-check "$bin build --check" >/dev/null
hyperfine -N --warmup 5 --runs "$runs" --export-json "$work/fresh.json" \
  --prepare 'rm -rf App docs' -n build-fresh "$bin build" >/dev/null
python3 - "$work/steady.json" "$work/fresh.json" <<'PY'
import json, sys
results = {r["command"]: r for path in sys.argv[1:] for r in json.load(open(path))["results"]}
base = results["startup"]["median"]
print(f"{'command':<16} {'median ms':>10} {'mean ms':>9} {'± ms':>7} {'× startup':>10}")
for name, r in results.items():
    print(f"{name:<16} {r['median']*1000:>10.2f} {r['mean']*1000:>9.2f} {r['stddev']*1000:>7.2f} {r['median']/base:>10.2f}")
PY
