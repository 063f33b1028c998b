#!/usr/bin/env bash
# hipport speed benchmark: whole-tree `hipport convert` over a generated CUDA
# corpus against `clang++-19 -fsyntax-only` over the same translation units,
# one after another.
#
# usage: bench/run.sh [--hipport PATH] [--count N] [--runs R] [--clang-runs R]
#                     [--jobs N] [--seed S] [--keep]
#
# Environment: CLANG (default clang++-19), CUDA_PATH (default /usr/local/cuda).
# Final machine-readable lines are KEY=VALUE; see bench/README.md.
set -u -o pipefail

script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo_root=$(cd "$script_dir/.." && pwd)

hipport="$repo_root/build/tools/hipport/hipport"
count=200
runs=2
clang_runs=1
jobs=$(nproc)
seed=""
keep=0
clang_bin=${CLANG:-clang++-19}
cuda_path=${CUDA_PATH:-/usr/local/cuda}

usage() { sed -n '6,7p' "$0" | sed 's/^# \{0,1\}//'; }
die() {
  echo "bench: error: $*" >&2
  exit 2
}
positive() { [[ "$2" =~ ^[1-9][0-9]*$ ]] || die "$1 must be a positive integer"; }

while [ $# -gt 0 ]; do
  case "$1" in
  --hipport | --count | --runs | --clang-runs | --jobs | --seed)
    [ $# -ge 2 ] || die "$1 needs a value"
    opt=${1#--}; val=$2; shift 2 ;;
  --*=*) opt=${1%%=*}; opt=${opt#--}; val=${1#*=}; shift ;;
  --keep) keep=1; shift; continue ;;
  -h | --help) usage; exit 0 ;;
  *) usage >&2; die "unknown argument '$1'" ;;
  esac
  case "$opt" in
  hipport) hipport=$val ;;
  count) count=$val ;;
  runs) runs=$val ;;
  clang-runs) clang_runs=$val ;;
  jobs) jobs=$val ;;
  seed) seed=$val ;;
  *) usage >&2; die "unknown option '--$opt'" ;;
  esac
done
positive --count "$count"
positive --runs "$runs"
positive --clang-runs "$clang_runs"
positive --jobs "$jobs"

source "$script_dir/common.sh"
check_tools
make_corpus hipport-bench

echo "bench: $count units, corpus in $corpus"
echo "bench: clang $(command -v "$clang_bin"), hipport $hipport"

failures=0
# One serial clang pass; prints its seconds, and leaves each unit's in
# $work/clang-units (for picking the largest unit).
clang_pass() {
  local t0 t1 u0 u1 f
  : >"$work/clang-units"
  t0=$(now)
  for f in "${units[@]}"; do
    u0=$(now)
    "$clang_bin" "${clang_flags[@]}" "$f" >/dev/null 2>"$work/clang.err" ||
      echo "$f" >>"$work/clang-failures"
    u1=$(now)
    echo "$(elapsed "$u0" "$u1") $f" >>"$work/clang-units"
  done
  t1=$(now)
  elapsed "$t0" "$t1"
}

# One hipport run over the tree: hipport_run NAME [options]; prints seconds.
# The cache directory is the run's own (HIPPORT_CACHE_DIR is set by callers).
hipport_run() {
  local name=$1 t0 t1
  shift
  rm -rf "$work/out-$name"
  t0=$(now)
  "$hipport" convert "$corpus" -o "$work/out-$name" --hip-version=5.2 "$@" \
    -- -I"$corpus/include" >/dev/null 2>"$work/hipport-$name.err" ||
    echo "$name" >>"$work/hipport-failures"
  t1=$(now)
  elapsed "$t0" "$t1"
}

clang_times=()
for ((r = 1; r <= clang_runs; r++)); do
  t=$(clang_pass)
  clang_times+=("$t")
  echo "clang pass $r/$clang_runs: ${t}s"
done
clang_s=$(median "${clang_times[@]}")

export HIPPORT_CACHE_DIR="$work/cache"
rm -rf "$HIPPORT_CACHE_DIR"
# Cold: no precompiled prologue and no cached result yet.
cold_s=$(hipport_run cold -j 1)
echo "hipport -j1 cold (builds the precompiled prologues): ${cold_s}s"

declare -A times
for mode in warm1 warmN incremental; do
  list=()
  for ((r = 1; r <= runs; r++)); do
    case "$mode" in
    warm1) t=$(hipport_run "$mode" -j 1 --no-cache) ;;
    warmN) t=$(hipport_run "$mode" -j "$jobs" --no-cache) ;;
    incremental) t=$(hipport_run "$mode" -j 1) ;;
    esac
    list+=("$t")
  done
  times[$mode]=$(median "${list[@]}")
  echo "hipport $mode: ${list[*]} (median ${times[$mode]}s)"
done

identical=yes
for mode in warm1 warmN incremental; do
  diff -r "$work/out-cold" "$work/out-$mode" >/dev/null || identical=no
done

# Peak memory on the largest unit (the one clang took longest on), one
# process each.
largest=$(sort -g "$work/clang-units" | tail -1 | cut -d' ' -f2)
peak_kb() {
  /usr/bin/time -f "%M" -o "$work/peak" "$@" >/dev/null 2>&1
  cat "$work/peak"
}
clang_kb=$(peak_kb "$clang_bin" "${clang_flags[@]}" "$largest")
hipport_kb=$(peak_kb "$hipport" convert "$largest" -o "$work/largest.hip" \
  --hip-version=5.2 --no-cache -- -I"$corpus/include")

startup=()
for ((r = 1; r <= 11; r++)); do
  t0=$(now)
  "$hipport" --version >/dev/null
  t1=$(now)
  startup+=("$(elapsed "$t0" "$t1")")
done
tables=()
for ((r = 1; r <= 11; r++)); do
  t0=$(now)
  "$hipport" mappings query cudaMalloc >/dev/null
  t1=$(now)
  tables+=("$(elapsed "$t0" "$t1")")
done

echo "units=$count"
echo "clang_s=$clang_s"
echo "hipport_cold_s=$cold_s"
echo "hipport_warm_j1_s=${times[warm1]}"
echo "hipport_warm_j${jobs}_s=${times[warmN]}"
echo "hipport_incremental_s=${times[incremental]}"
echo "ratio_cold=$(ratio "$cold_s" "$clang_s")"
echo "ratio_warm_j1=$(ratio "${times[warm1]}" "$clang_s")"
echo "speedup_j${jobs}=$(ratio "${times[warm1]}" "${times[warmN]}")"
echo "speedup_incremental=$(ratio "$cold_s" "${times[incremental]}")"
echo "largest_unit=$(basename "$largest")"
echo "memory_clang_kb=$clang_kb"
echo "memory_hipport_kb=$hipport_kb"
echo "ratio_memory=$(ratio "$hipport_kb" "$clang_kb")"
echo "version_s=$(median "${startup[@]}")"
echo "table_load_s=$(median "${tables[@]}")"
echo "identical_outputs=$identical"
[ -e "$work/clang-failures" ] && echo "clang_failures=$(wc -l <"$work/clang-failures")"
[ -e "$work/hipport-failures" ] && echo "hipport_failures=$(sort -u "$work/hipport-failures" | tr '\n' ' ')"
[ "$identical" = yes ] && [ ! -e "$work/clang-failures" ] && [ ! -e "$work/hipport-failures" ]
