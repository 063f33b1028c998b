#!/usr/bin/env bash
# The lint step of action.yml: hipport lint over INPUT_PATHS, annotations on
# standard output (--format=github) and a SARIF log at INPUT_SARIF. Exits as
# hipport does: 0 clean, 1 a finding at or above INPUT_FAIL_ON, 2 a usage or
# configuration error. test/lit/ci/action.test runs it as the action does.
#
#   INPUT_PATHS        files and directories, separated by spaces or newlines
#                      (default: .)
#   INPUT_FAIL_ON      note, warning, error or none (default: warning)
#   INPUT_SARIF        the SARIF file (default: hipport.sarif)
#   INPUT_HIP_VERSION  the HIP release the code targets (default: hipport's)
#   INPUT_ARGS         more arguments, separated by spaces or newlines; clang
#                      arguments last, after --
#   HIPPORT            the hipport binary (default: hipport on PATH)
set -uo pipefail

read -rd '' -a paths <<<"${INPUT_PATHS:-.}"
read -rd '' -a extra <<<"${INPUT_ARGS:-}"
sarif=${INPUT_SARIF:-hipport.sarif}
args=(lint "${paths[@]}" --format=github --format=sarif -o "$sarif"
  "--fail-on=${INPUT_FAIL_ON:-warning}")
if [[ -n ${INPUT_HIP_VERSION:-} ]]; then
  args+=("--hip-version=$INPUT_HIP_VERSION")
fi
args+=("${extra[@]}")

if [[ -n ${GITHUB_OUTPUT:-} ]]; then
  echo "sarif=$sarif" >>"$GITHUB_OUTPUT"
fi
echo "hipport ${args[*]}" >&2
"${HIPPORT:-hipport}" "${args[@]}"
