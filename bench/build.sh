#!/usr/bin/env bash
# Times `permcopy build` on the bundled example with hyperfine, next to the binary's bare start-up
# (`permcopy --help`) as the baseline measured in the same session, and prints the ratio.
# Usage: bash bench/build.sh [runs]   (needs hyperfine: apt-get install hyperfine)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-50}
source bench/common.sh
built_example
# An up-to-date build and --check, against start-up alone; then a fresh write each run.
hyperfine -N --warmup 5 --runs "$runs" --export-json "$work/steady.json" \
  -n startup "$bin --help" \
  -n build-unchanged "$bin build" \
  -n build-check "$bin build --check" >/dev/null
hyperfine -N --warmup 5 --runs "$runs" --export-json "$work/fresh.json" \
  --prepare 'rm -rf App docs' -n build-fresh "$bin build" >/dev/null
ratios "$work/steady.json" "$work/fresh.json"
