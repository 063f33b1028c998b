#!/usr/bin/env bash
# The pre-commit hook (.pre-commit-hooks.yaml, id hipport-lint): hipport lint
# over the staged .cu and .cuh files pre-commit passes, from the repository's
# root, so that its .hipport.yaml applies.
#
# pre-commit appends the file names after the hook's args. hipport options go
# in args as they are; clang arguments go between two --, so that the file
# names after the second one are inputs again:
#   args: [--fail-on=error, --, -Iinclude, -DUSE_FAST_MATH, --]
set -euo pipefail

if ! command -v "${HIPPORT:-hipport}" >/dev/null; then
  echo "hipport-lint: hipport is not on PATH (docs/install.md)" >&2
  exit 2
fi
options=() clang=() files=()
separators=0
for arg in "$@"; do
  [[ $arg == -- ]] && separators=$((separators + 1))
done
case $separators in
0) exec "${HIPPORT:-hipport}" lint "$@" ;;
2) ;;
*)
  echo "hipport-lint: put clang arguments between two -- in the hook's args" \
    "(args: [--, -Iinclude, --]), not after one" >&2
  exit 2
  ;;
esac
seen=0
for arg in "$@"; do
  if [[ $arg == -- ]]; then
    seen=$((seen + 1))
  elif ((seen == 0)); then
    options+=("$arg")
  elif ((seen == 1)); then
    clang+=("$arg")
  else
    files+=("$arg")
  fi
done
exec "${HIPPORT:-hipport}" lint "${files[@]}" "${options[@]}" -- "${clang[@]}"
