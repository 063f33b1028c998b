#!/usr/bin/env bash
# Builds hipport and its tests, then runs the whole suite (lit + GoogleTest)
# through ctest, and each fuzz target for a short fixed time
# (docs/fuzzing.md; HIPPORT_FUZZ_SECONDS per target, 0 to skip).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
(cd build && ctest --output-on-failure)
FuzzSeconds=${HIPPORT_FUZZ_SECONDS:-15}
if ((FuzzSeconds > 0)); then
  scripts/fuzz.sh --time "$FuzzSeconds"
fi
