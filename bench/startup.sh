#!/usr/bin/env bash
# Start-up of the release binary linked against the toolchain's shared Swift libraries (what
# `swift build -c release` makes) and of the statically linked one `scripts/release` ships
# (dist/, built first if missing), with `--help` and `--version`, in one hyperfine session.
# Usage: bash bench/startup.sh [runs]   (needs hyperfine)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-50}
source bench/common.sh
static=$(find dist -path '*/bin/permcopy' -print -quit 2>/dev/null || true)
if [ -z "$static" ]; then
  bash scripts/release >/dev/null
  static=$(find dist -path '*/bin/permcopy' -print -quit)
fi
hyperfine -N --warmup 5 --runs "$runs" --export-json "$work/startup.json" \
  -n dynamic-help "$bin --help" -n static-help "$static --help" \
  -n dynamic-version "$bin --version" -n static-version "$static --version" >/dev/null
python3 - "$work/startup.json" <<'PY'
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
for name, r in results.items():
    print(f"{name:<16} median {r['median']*1000:7.2f} ms   mean {r['mean']*1000:7.2f} ms ± {r['stddev']*1000:.2f}")
for what in ("help", "version"):
    ratio = results[f"static-{what}"]["median"] / results[f"dynamic-{what}"]["median"]
    print(f"static / dynamic, --{what}: {ratio:.2f}")
PY
