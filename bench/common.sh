# Sourced by the bench scripts: checks for hyperfine, builds the release binary as $bin (or takes
# $BIN), makes a scratch folder $work (removed on exit) and the ratio table printer.
command -v hyperfine >/dev/null || { echo "hyperfine is missing: apt-get install hyperfine" >&2; exit 2; }
# BIN=/path/to/permcopy times that build instead (one made in a worktree while this checkout
# changes); otherwise the checkout's release build, made now.
if [ -n "${BIN:-}" ]; then
  bin=$BIN
else
  swift build -c release --product permcopy >/dev/null
  bin="$PWD/.build/release/permcopy"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The bundled example, built, in $work/shellcase, which becomes the current folder.
built_example() {
  "$bin" init --example "$work/shellcase" >/dev/null 2>&1
  cd "$work/shellcase"
  "$bin" build >/dev/null 2>&1
}

# Prints every command of hyperfine's JSON exports with its median and its ratio to `startup`.
ratios() {
  python3 - "$@" <<'PY'
import json, sys
results = {r["command"]: r for path in sys.argv[1:] for r in json.load(open(path))["results"]}
base = results["startup"]["median"]
print(f"{'command':<17} {'median ms':>10} {'mean ms':>9} {'± ms':>7} {'× startup':>10}")
for name, r in results.items():
    print(f"{name:<17} {r['median']*1000:>10.2f} {r['mean']*1000:>9.2f} {r['stddev']*1000:>7.2f} {r['median']/base:>10.2f}")
PY
}
