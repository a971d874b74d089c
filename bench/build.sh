#!/usr/bin/env bash
# Times `permcopy build` against the binary's bare start-up (`permcopy --help`), in one hyperfine
# run: the bundled example with nothing to change, and `--check`; a 40-permission x 4-locale
# project (bench/make-large-project.py) with nothing to change. Then fresh writes of both.
# Usage: bash bench/build.sh [runs]   (needs hyperfine: apt-get install hyperfine)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-40}
source bench/common.sh
"$bin" list --json | python3 bench/make-large-project.py "$work/large" "$PWD" >/dev/null
"$bin" build --config "$work/large/permcopy.yml" >/dev/null 2>&1
built_example
hyperfine -N --warmup 5 --runs "$runs" --export-json "$work/steady.json" \
  -n startup "$bin --help" \
  -n build-unchanged "$bin build" \
  -n build-check "$bin build --check" \
  -n large-unchanged "$bin build --config $work/large/permcopy.yml" >/dev/null
hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/fresh.json" \
  --prepare "rm -rf App docs $work/large/App $work/large/docs" \
  -n build-fresh "$bin build" -n large-fresh "$bin build --config $work/large/permcopy.yml" >/dev/null
ratios "$work/steady.json" "$work/fresh.json"
echo "goals: build-unchanged <= 3x start-up; large-unchanged <= 8x"
