#!/usr/bin/env bash
# Builds hipport's libFuzzer targets in build-fuzz/ (clang-19, AddressSanitizer)
# and runs each for a fixed time over a seed corpus collected from the
# project's own tests and tables. See docs/fuzzing.md.
#
#   scripts/fuzz.sh [--time SECONDS] [--jobs N] [TARGET...]
#
# TARGET is token-pass, mapping-loader, build-files or convert (default: all).
# Each target's corpus grows in build-fuzz/corpus/TARGET across runs; a crash
# leaves its input in build-fuzz/artifacts/TARGET/ and fails the script.
# Exit status: 0 no crash, 1 a target crashed (or timed out, or ran out of
# memory), 2 usage error or the build failed.
set -euo pipefail
cd "$(dirname "$0")/.."
Root=$(pwd)
Build=${HIPPORT_FUZZ_BUILD_DIR:-$Root/build-fuzz}

Seconds=60
Jobs=1
Targets=()
while (($#)); do
  case "$1" in
    --time) Seconds=${2:?--time needs a number of seconds}; shift 2 ;;
    --time=*) Seconds=${1#--time=}; shift ;;
    --jobs) Jobs=${2:?--jobs needs a number}; shift 2 ;;
    --jobs=*) Jobs=${1#--jobs=}; shift ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "fuzz: unknown option '$1'" >&2; exit 2 ;;
    *) Targets+=("$1"); shift ;;
  esac
done
[[ "$Seconds" =~ ^[0-9]+$ && "$Jobs" =~ ^[0-9]+$ ]] || {
  echo "fuzz: --time and --jobs take whole numbers" >&2; exit 2; }
AllTargets=(token-pass mapping-loader build-files convert)
((${#Targets[@]})) || Targets=("${AllTargets[@]}")
for T in "${Targets[@]}"; do
  [[ " ${AllTargets[*]} " == *" $T "* ]] || {
    echo "fuzz: unknown target '$T' (one of ${AllTargets[*]})" >&2; exit 2; }
done

# The seeds of each target, listed from the tree at run time (nothing is
# copied into the repository): its inputs of that kind.
seeds() {
  case "$1" in
    token-pass|convert)
      find test/lit examples bench -type f \
        \( -name '*.cu' -o -name '*.cuh' -o -name '*.h' -o -name '*.cpp' \) ;;
    mapping-loader) find mappings -maxdepth 1 -name '*.yaml' ;;
    build-files)
      find test examples bench -type f \( -name CMakeLists.txt -o \
        -name '*.cmake' -o -name Makefile -o -name '*.mk' \) ;;
  esac
}

Compiler=$(command -v clang++-19 || true)
[[ -n "$Compiler" ]] || { echo "fuzz: clang++-19 is missing (scripts/setup.sh installs it)" >&2; exit 2; }
Launcher=()
if [[ "${HIPPORT_CCACHE:-1}" != 0 ]] && command -v ccache >/dev/null; then
  # As in scripts/setup.sh: the settings are part of the launcher.
  Ccache="env;CCACHE_BASEDIR=$Root;CCACHE_NOHASHDIR=1;ccache"
  Launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER="$Ccache" -DCMAKE_C_COMPILER_LAUNCHER="$Ccache")
fi
# -O1 keeps AddressSanitizer's reports precise and the build short; NDEBUG
# as in Debian's LLVM, whose headers the libraries are compiled against.
cmake -S . -B "$Build" -G Ninja -DHIPPORT_FUZZ=ON -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_COMPILER="$Compiler" -DCMAKE_C_COMPILER="${Compiler%++-19}-19" \
  -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" "${Launcher[@]}" >/dev/null ||
  { echo "fuzz: configuring $Build failed" >&2; exit 2; }
Binaries=()
for T in "${Targets[@]}"; do Binaries+=("hipport-fuzz-$T"); done
ninja -C "$Build" "${Binaries[@]}" || { echo "fuzz: the build failed" >&2; exit 2; }

Passed=0
Failed=0
for T in "${Targets[@]}"; do
  Corpus="$Build/corpus/$T"
  Seeds="$Build/seeds/$T"
  Artifacts="$Build/artifacts/$T"
  mkdir -p "$Corpus" "$Artifacts"
  rm -rf "$Seeds" && mkdir -p "$Seeds"
  # Links, not copies: libFuzzer only reads the seed directory.
  while IFS= read -r Seed; do
    ln -sf "$Root/$Seed" "$Seeds/$(echo "$Seed" | tr / _)"
  done < <(seeds "$T")
  Log="$Build/fuzz-$T.log"
  echo "fuzz: $T for ${Seconds}s ($(find "$Seeds" -type l | wc -l) seeds, $(find "$Corpus" -type f | wc -l) in the corpus)"
  Parallel=()
  # CUDA names, warp intrinsics and directives for the conversion targets.
  Dict=()
  [[ "$T" == token-pass || "$T" == convert ]] &&
    Dict=(-dict="$Root/test/fuzz/cuda.dict")
  # libFuzzer's -jobs mode writes each worker's log to fuzz-N.log in the
  # current directory, here $Build.
  ((Jobs > 1)) && Parallel=(-jobs="$Jobs" -workers="$Jobs")
  set +e
  (cd "$Build" && "$Build/test/fuzz/hipport-fuzz-$T" "$Corpus" "$Seeds" \
    -max_total_time="$Seconds" -timeout=30 -rss_limit_mb=4096 \
    -max_len=65536 "${Parallel[@]}" "${Dict[@]}" \
    -artifact_prefix="$Artifacts/" -print_final_stats=1) >"$Log" 2>&1
  Status=$?
  set -e
  Runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$Log" | tail -1)
  if ((Status == 0)); then
    Passed=$((Passed + 1))
    echo "fuzz: $T: ${Runs:-?} executions, no crash"
  else
    Failed=$((Failed + 1))
    echo "fuzz: $T FAILED (exit $Status), ${Runs:-?} executions; the input is in $Artifacts/:"
    grep -E "ERROR:|SUMMARY:|==[0-9]+==|Test unit written" "$Log" | head -20 || true
    echo "fuzz: full log: $Log"
  fi
done
echo "fuzz: $Passed passed, $Failed failed"
((Failed == 0)) || exit 1
