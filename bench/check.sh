#!/usr/bin/env bash
# The figures of `permcopy check`'s speed (issues 16 and 43), each from one hyperfine run:
#   1. the shared benchmark's monorepo (../shared/bench/make-monorepo.py: 1,000 apps, en,
#      zh-Hans and zh-Hant InfoPlist.strings each, 3,000 files) against autocorrect's lint of the
#      same files (../shared/bench/autocorrect-lint.py, the baseline), and the same check on
#      10,000 apps: permcopy / autocorrect, and how the time grows from 1,000 to 10,000 apps;
#   2. peak memory of the 1,000-app check (GNU time's maximum resident set size);
#   3. one app's check against the binary's bare start-up, `permcopy --help`: hyperfine times all
#      runs of one command and then all of the other, so a shared host's drift between the two
#      lands in the ratio; it runs in `rounds` hyperfine runs of both, and the median of their
#      ratios is the figure (each round's ratio is printed too).
#   4. the pinned reference build (bench/PINNED, built by bench/pinned.sh; PINNED=BINARY for
#      another, PINNED= for none) checking the same tree in the same hyperfine run: this build /
#      the pinned one (a loss each commit hides adds up).
# Without ../shared, the bench's own generator and baseline (bench/make-apps.py,
# bench/autocorrect-lint.py) stand in.
# Usage: [PINNED=BINARY] bash bench/check.sh [apps] [runs] [rounds]
# (needs hyperfine; installs autocorrect-py in .venv-bench)
set -euo pipefail
cd "$(dirname "$0")/.."
apps=${1:-1000}
runs=${2:-5}
rounds=${3:-9}
if [ ! -x .venv-bench/bin/python ]; then
  python3 -m venv .venv-bench
  .venv-bench/bin/pip install --quiet autocorrect-py==2.14.0
fi
PINNED=${PINNED-$(bash bench/pinned.sh)}
source bench/common.sh
shared=../shared/bench
make=bench/make-apps.py
lint=bench/autocorrect-lint.py
if [ -f "$shared/make-monorepo.py" ]; then
  make=$shared/make-monorepo.py
  lint=$shared/autocorrect-lint.py
fi
python3 "$make" "$work/apps" "$apps" >/dev/null
python3 "$make" "$work/apps10" "$((apps * 10))" >/dev/null
echo "input ($make): $apps apps, $(find "$work/apps" -name InfoPlist.strings | wc -l) files; and $((apps * 10)) apps"
pinned=()
if [ -n "${PINNED:-}" ]; then pinned=(-n pinned "$PINNED check $work/apps --format json"); fi
hyperfine -N -i --warmup 1 --runs "$runs" --export-json "$work/tree.json" \
  -n autocorrect "$PWD/.venv-bench/bin/python $lint $work/apps" \
  -n permcopy "$bin check $work/apps --format json" \
  -n permcopy-10x "$bin check $work/apps10 --format json" "${pinned[@]}" >/dev/null
for round in $(seq "$rounds"); do
  hyperfine -N -i --warmup 5 --runs 30 --export-json "$work/single-$round.json" \
    -n startup "$bin --help" -n permcopy-one-app "$bin check $work/apps/app0000" >/dev/null
done
# permcopy exits 1 on findings; only the resident set size printed by GNU time is wanted.
peak=$( { /usr/bin/time -f "%M" "$bin" check "$work/apps" --format json >/dev/null || true; } 2>&1 | tail -1)
python3 - "$peak" "$work/tree.json" "$work"/single-*.json <<'PY'
import json, statistics, sys
load = lambda path: {r["command"]: r for r in json.load(open(path))["results"]}
results = load(sys.argv[2])
rounds = [load(path) for path in sys.argv[3:]]
for name, r in results.items():
    print(f"{name:<18} median {r['median']*1000:9.1f} ms   mean {r['mean']*1000:9.1f} ms ± {r['stddev']*1000:.1f}")
ratios = []
for number, r in enumerate(rounds, 1):
    help, one = r["startup"]["median"], r["permcopy-one-app"]["median"]
    ratios.append(one / help)
    print(f"round {number}: --help {help*1000:6.1f} ms, one app {one*1000:6.1f} ms: {one / help:.2f}x")
med = lambda name: results[name]["median"]
print(f"permcopy / autocorrect:            {med('permcopy') / med('autocorrect'):.2f}x (goal <= 0.3)")
print(f"growth, 10x the apps:              {med('permcopy-10x') / med('permcopy'):.2f}x (goal <= 10.5)")
print(f"one app / start-up (--help):       {statistics.median(ratios):.2f}x, the median of {len(ratios)} rounds (goal <= 1.2)")
print(f"peak memory, the first tree:       {int(sys.argv[1]) / 1024:.1f} MB (goal <= 100)")
if "pinned" in results:
    print(f"this build / the pinned one:        {med('permcopy') / med('pinned'):.2f}x (goal <= 1.0)")
PY
