#!/usr/bin/env bash
# Builds hipport, converts examples/ into out/examples-hip with a report, and
# syntax-checks every converted source for an AMD GPU (gfx90a) against
# Debian's HIP headers.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh hipport

out=out/examples-hip
rm -rf "$out"
mkdir -p out
status=0
build/tools/hipport/hipport convert examples -o "$out" --hip-version=5.2 \
  --report out/examples-report.md -- -Iexamples/include || status=$?
if ((status != 0)); then
  echo "run-example: hipport convert exited with $status" >&2
  exit "$status"
fi
echo "run-example: converted tree in $out, report in out/examples-report.md"

# The HIP compile check: Debian ships HIP 5.2, hence --hip-version=5.2 above.
checked=0
while IFS= read -r -d '' file; do
  clang++-19 -x hip -std=c++17 --offload-arch=gfx90a -fsyntax-only \
    --rocm-path=/usr -nogpulib -Wno-unused-result -I"$out/include" "$file"
  checked=$((checked + 1))
done < <(find "$out" -name '*.cu' -print0 | sort -z)
echo "run-example: $checked converted sources compile as HIP for gfx90a"
