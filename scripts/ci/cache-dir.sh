#!/usr/bin/env bash
# The cache step of action.yml: where hipport keeps its parsed tables and the
# results of units that did not change (HIPPORT_CACHE_DIR), and the key
# actions/cache saves it under: the hipport build, then the commit, so that a
# run restores the newest cache of the same hipport and saves its own.
#
# Writes HIPPORT_CACHE_DIR to $GITHUB_ENV (the later steps use it) and dir=,
# key= and restore-key= to $GITHUB_OUTPUT.
set -euo pipefail

dir=${HIPPORT_CACHE_DIR:-${RUNNER_TEMP:-${TMPDIR:-/tmp}}/hipport-cache}
mkdir -p "$dir"
# "hipport 0.1.0 (clang 19.1.7)" -> hipport-0.1.0-clang-19.1.7
build=$("${HIPPORT:-hipport}" --version | head -n 1 |
  sed -e 's/[^A-Za-z0-9.]\{1,\}/-/g' -e 's/-$//')
prefix="$build-${RUNNER_OS:-$(uname -s)}-"

echo "HIPPORT_CACHE_DIR=$dir" >>"${GITHUB_ENV:-/dev/null}"
{
  echo "dir=$dir"
  echo "key=$prefix${GITHUB_SHA:-$(date +%s)}"
  echo "restore-key=$prefix"
} >>"${GITHUB_OUTPUT:-/dev/stdout}"
