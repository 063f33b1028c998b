#!/usr/bin/env bash
# Builds hipport and its tests, then runs the whole suite (lit + GoogleTest)
# through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cd build
ctest --output-on-failure
