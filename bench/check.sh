#!/usr/bin/env bash
# Times `permcopy check` with every rule on a synthetic tree (1,000 apps x 30 keys x 3 locales),
# next to autocorrect's lint_for over the same files (the baseline, measured in the same
# session), and on a single app. Prints medians and the ratio.
# Usage: bash bench/check.sh [apps] [runs]   (needs hyperfine; installs autocorrect-py in .venv-bench)
set -euo pipefail
cd "$(dirname "$0")/.."
apps=${1:-1000}
runs=${2:-10}
if [ ! -x .venv-bench/bin/python ]; then
  python3 -m venv .venv-bench
  .venv-bench/bin/pip install --quiet autocorrect-py==2.14.0
fi
source bench/common.sh
python3 bench/make-apps.py "$work/apps" "$apps"
echo "input: $apps apps, $(find "$work/apps" -name InfoPlist.strings | wc -l) files, $((apps * 90)) purpose strings"
hyperfine -N -i --warmup 2 --runs "$runs" --export-json "$work/tree.json" \
  -n autocorrect "$PWD/.venv-bench/bin/python bench/autocorrect-lint.py $work/apps" \
  -n permcopy "$bin check $work/apps --format json" >/dev/null
hyperfine -N -i --warmup 5 --runs 50 --export-json "$work/single.json" \
  -n permcopy-one-app "$bin check $work/apps/app0000" >/dev/null
python3 - "$work/tree.json" "$work/single.json" <<'PY'
import json, sys
results = {r["command"]: r for path in sys.argv[1:] for r in json.load(open(path))["results"]}
for name, r in results.items():
    print(f"{name:<18} median {r['median']*1000:9.1f} ms   mean {r['mean']*1000:9.1f} ms ± {r['stddev']*1000:.1f}")
ratio = results["permcopy"]["median"] / results["autocorrect"]["median"]
print(f"permcopy / autocorrect: {ratio:.2f}x the baseline's time (below 1 is faster)")
PY
