#!/usr/bin/env bash
# Times `permcopy scan` on a synthetic monorepo of Swift and Objective-C files against
# `grep -rn -F` looking for the same API names (every trigger name of data/api-triggers.tsv)
# in the same files, both with hyperfine in one session. Prints medians and the ratio.
# With TREE=FOLDER, real source trees stand in for the synthetic one (the issue-43 figure:
# three real apps, exported with `git archive`).
# Usage: [TREE=FOLDER] [BIN=BINARY] bash bench/scan.sh [files] [runs]   (needs hyperfine)
set -euo pipefail
cd "$(dirname "$0")/.."
files=${1:-6000}
runs=${2:-10}
source bench/common.sh
if [ -n "${TREE:-}" ]; then
  ln -s "$(cd "$TREE" && pwd)" "$work/repo"
else
  python3 bench/make-sources.py "$work/repo" "$files"
fi
grep -v '^#' data/api-triggers.tsv | tail -n +2 | awk -F'\t' '$1 != "-" {print $2}' | sort -u >"$work/names.txt"
echo "input: $(find "$work/repo/" -name '*.swift' -o -name '*.m' | wc -l) source files, $(du -shL "$work/repo/" | cut -f1), $(wc -l <"$work/names.txt") API names"
hyperfine -N -i --warmup 2 --runs "$runs" --export-json "$work/scan.json" \
  -n grep "grep -rn -F -f $work/names.txt --include=*.swift --include=*.m --include=*.mm $work/repo/" \
  -n permcopy "$bin scan $work/repo/ --format json" >/dev/null
python3 - "$work/scan.json" <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
for name, r in results.items():
    print(f"{name:<10} median {r['median']*1000:8.1f} ms   mean {r['mean']*1000:8.1f} ms ± {r['stddev']*1000:.1f}")
print(f"permcopy / grep: {results['permcopy']['median'] / results['grep']['median']:.2f}x")
PY
