#!/usr/bin/env bash
# Counts the instructions `permcopy check --format json` executes on a fixed 100-app tree
# (../shared/bench/make-monorepo.py, else bench/make-apps.py) under valgrind's callgrind:
# unlike wall time on a shared machine, the count varies by a tenth of a percent between runs
# (hashing is seeded per process), so it shows what a change to the check costs. It compares
# with the pinned reference build (bench/PINNED, built by bench/pinned.sh) or the binary given,
# and fails (exit 1) when this build executes more than 10% more: a rule that costs 17% is seen
# the day it lands, not after five commits of 4% each.
# Usage: [BIN=BINARY] bash bench/instructions.sh [BASELINE_BINARY]   (needs valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind" >&2; exit 2; }
baseline=${1:-$(bash bench/pinned.sh)}
# BIN=/path/to/permcopy counts that build instead of the checkout's, which is built now.
current=${BIN:-}
if [ -z "$current" ]; then
  swift build -c release --product permcopy >/dev/null
  current=.build/release/permcopy
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -f ../shared/bench/make-monorepo.py ]; then
  python3 ../shared/bench/make-monorepo.py "$work/apps" 100 >/dev/null
else
  python3 bench/make-apps.py "$work/apps" 100 >/dev/null
fi
count() {
  # callgrind reads symbols more slowly with DWARF; the count does not depend on them.
  strip --strip-debug -o "$work/bin" "$1"
  # check exits 1 on findings, which the tree has by design.
  (cd "$work" && { valgrind --tool=callgrind --callgrind-out-file="$work/out" ./bin check apps \
    --format json 2>&1 >/dev/null || true; } | sed -n 's/.*Collected : //p')
}
now=$(count "$current")
base=$(count "$baseline")
echo "this build: $now instructions"
echo "baseline:   $base instructions ($baseline)"
python3 - "$now" "$base" <<'PY'
import sys
now, base = int(sys.argv[1].replace(",", "")), int(sys.argv[2].replace(",", ""))
print(f"this build / baseline: {now / base:.3f} (fails above 1.100)")
sys.exit(1 if now > base * 1.10 else 0)
PY
