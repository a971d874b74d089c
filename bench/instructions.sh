#!/usr/bin/env bash
# Counts the instructions `permcopy check --format json` executes on a 100-app tree under
# valgrind's callgrind: unlike wall time on a shared machine, the count varies by a tenth of a
# percent between runs (hashing is seeded per process), so it shows what a change to the check
# saves. Optionally against another binary (a baseline built from an earlier commit).
# Usage: bash bench/instructions.sh [BASELINE_BINARY]   (needs valgrind: apt-get install valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind" >&2; exit 2; }
swift build -c release --product permcopy >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 bench/make-apps.py "$work/apps" 100 >/dev/null
count() {
  # callgrind reads symbols more slowly with DWARF; the count does not depend on them.
  strip --strip-debug -o "$work/bin" "$1"
  # check exits 1 on findings, which the tree has by design.
  (cd "$work" && { valgrind --tool=callgrind --callgrind-out-file="$work/out" ./bin check apps \
    --format json 2>&1 >/dev/null || true; } | sed -n 's/.*Collected : //p')
}
now=$(count .build/release/permcopy)
echo "this build: $now instructions"
if [ $# -ge 1 ]; then
  base=$(count "$1")
  echo "baseline:   $base instructions"
  python3 -c "print(f'this build / baseline: {$now / $base:.3f}')"
fi
