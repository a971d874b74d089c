#!/usr/bin/env bash
# Times the Load stage on N synthetic Xcode projects (bench/make-xcode-apps.py: project.pbxproj
# with an app and a widget target, an .xcconfig, an Info.plist and three .lproj folders each):
# `check`, `inventory` and `import` (one project) with this tree's permcopy, against the baseline
# `check` of the permcopy before the Load stage (commit $baseline, built in .build-baseline) on the
# same number of .strings-only apps (bench/make-apps.py), all in one hyperfine session.
# Usage: bash bench/load.sh [apps] [runs]   (needs hyperfine and git)
set -euo pipefail
cd "$(dirname "$0")/.."
apps=${1:-1000}
runs=${2:-10}
baseline=${PERMCOPY_BASELINE:-8008d1f}
source bench/common.sh
if [ ! -x .build-baseline/release/permcopy ]; then
  rm -rf "$work/baseline"
  git worktree add -q --detach "$work/baseline" "$baseline"
  (cd "$work/baseline" && swift build -c release --product permcopy \
    --scratch-path "$OLDPWD/.build-baseline" >/dev/null)
  git worktree remove --force "$work/baseline"
fi
old="$PWD/.build-baseline/release/permcopy"
python3 bench/make-apps.py "$work/strings" "$apps"
python3 bench/make-xcode-apps.py "$work/xcode" "$apps"
echo "input: $apps apps each way; $(find "$work/xcode" -name project.pbxproj | wc -l) projects"
hyperfine -N -i --warmup 2 --runs "$runs" --export-json "$work/tree.json" \
  -n baseline-check "$old check $work/strings --format json" \
  -n check "$bin check $work/xcode --format json" \
  -n inventory "$bin inventory $work/xcode --format json" >/dev/null
hyperfine -N -i --warmup 3 --runs $((runs * 5)) --export-json "$work/one.json" \
  -n baseline-check-one "$old check $work/strings/app0000" \
  -n import-one "$bin import $work/xcode/app0000 --config $work/p.yml --force" >/dev/null
python3 - "$work/tree.json" "$work/one.json" <<'PY'
import json, sys
results = {r["command"]: r for path in sys.argv[1:] for r in json.load(open(path))["results"]}
for base, names in [("baseline-check", ["check", "inventory"]), ("baseline-check-one", ["import-one"])]:
    b = results[base]["median"]
    print(f"{base:<19} median {b*1000:9.1f} ms")
    for name in names:
        r = results[name]["median"]
        print(f"{name:<19} median {r*1000:9.1f} ms   {r/b:.2f}x the baseline")
PY
