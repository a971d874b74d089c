#!/usr/bin/env bash
# Prints the path of the pinned reference build (the commit in bench/PINNED, or the one given),
# building it first if needed: a release build of that commit in .build-pinned/<commit>, made
# from a `git worktree` so the checkout is untouched. The bench scripts compare with it in the
# same run, so a loss that each commit hides within its own noise still adds up and shows.
# Usage: bash bench/pinned.sh [COMMIT]
set -euo pipefail
cd "$(dirname "$0")/.."
commit=${1:-$(grep -v '^#' bench/PINNED | head -1)}
commit=$(git rev-parse --short "$commit")
out="$PWD/.build-pinned/$commit"
if [ ! -x "$out/permcopy" ]; then
  tree=$(mktemp -d)
  trap 'git worktree remove --force "$tree" >/dev/null 2>&1 || rm -rf "$tree"' EXIT
  git worktree add --detach --quiet "$tree" "$commit"
  (cd "$tree" && swift build -c release --product permcopy >&2)
  mkdir -p "$out"
  cp "$tree/.build/release/permcopy" "$out/permcopy"
fi
echo "$out/permcopy"
