#!/usr/bin/env bash
# Times the translator round trip on the bundled example with hyperfine: `export --xliff`, and
# `import-xliff` of both files with one edited target (each run starts from the same
# permcopy.yml and lock), next to the binary's bare start-up (`permcopy --help`) as the baseline
# measured in the same session, and prints the ratios.
# Usage: bash bench/xliff.sh [runs]   (needs hyperfine: apt-get install hyperfine)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-50}
source bench/common.sh
built_example
"$bin" export --xliff xliff >/dev/null
cp permcopy.yml permcopy.yml.orig
cp permcopy.lock permcopy.lock.orig
sed -i 's/給動態貼紙配上你的聲音/為動態貼紙錄上你的聲音/' xliff/zh-Hant.xliff
hyperfine -N --warmup 5 --runs "$runs" --export-json "$work/steady.json" \
  -n startup "$bin --help" \
  -n export "$bin export --xliff out" \
  -n import-unchanged "$bin import-xliff xliff/zh-Hans.xliff" >/dev/null
hyperfine -N --warmup 5 --runs "$runs" --export-json "$work/merge.json" \
  --prepare "sh -c 'cp permcopy.yml.orig permcopy.yml && cp permcopy.lock.orig permcopy.lock'" \
  -n import-one-edit "$bin import-xliff xliff/zh-Hant.xliff xliff/zh-Hans.xliff" >/dev/null
ratios "$work/steady.json" "$work/merge.json"
