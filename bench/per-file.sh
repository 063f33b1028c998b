#!/usr/bin/env bash
# hipport per-file benchmark: every unit of the generated corpus converted by
# its own `hipport convert FILE -o OUT` process (as build systems, editors and
# per-file CI jobs run it), cold and warm, against `clang++-19 -fsyntax-only`
# of the same file.
#
# usage: bench/per-file.sh [--hipport PATH] [--count N] [--seed S] [--keep]
#
# Environment: CLANG (default clang++-19), CUDA_PATH (default /usr/local/cuda).
# Final machine-readable lines are KEY=VALUE; see bench/README.md.
set -u -o pipefail

script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo_root=$(cd "$script_dir/.." && pwd)

hipport="$repo_root/build/tools/hipport/hipport"
count=40
seed=""
keep=0
clang_bin=${CLANG:-clang++-19}
cuda_path=${CUDA_PATH:-/usr/local/cuda}

usage() { sed -n '7p' "$0" | sed 's/^# \{0,1\}//'; }
die() {
  echo "bench: error: $*" >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case "$1" in
  --hipport | --count | --seed)
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
  seed) seed=$val ;;
  *) usage >&2; die "unknown option '--$opt'" ;;
  esac
done
[[ "$count" =~ ^[1-9][0-9]*$ ]] || die "--count must be a positive integer"
source "$script_dir/common.sh"
check_tools
make_corpus hipport-bench-per-file

echo "bench: $count units, one process each, corpus in $corpus"

# One process on one unit: one NAME UNIT [hipport options]; NAME clang runs
# the syntax check. Appends "seconds unit" to $work/NAME.times and "CPU
# seconds (user + system) unit" to $work/NAME.cpu: on a shared machine the
# CPU time depends less on the other jobs than the wall time does.
one() {
  local name=$1 f=$2 t0 t1 timing TIMEFORMAT='%3U %3S'
  shift 2
  mkdir -p "$work/out-$name"
  t0=$(now)
  if [ "$name" = clang ] || [ "$name" = clang2 ]; then
    timing=$({ time "$clang_bin" "${clang_flags[@]}" "$f" >/dev/null \
      2>>"$work/$name.err" || echo "$name $f" >>"$work/failures"; } 2>&1)
  else
    timing=$({ time "$hipport" convert "$f" \
      -o "$work/out-$name/$(basename "$f")" --hip-version=5.2 "$@" \
      -- -I"$corpus/include" >/dev/null 2>>"$work/$name.err" ||
      echo "$name $f" >>"$work/failures"; } 2>&1)
  fi
  t1=$(now)
  echo "$(elapsed "$t0" "$t1") $(basename "$f")" >>"$work/$name.times"
  echo "$timing" | awk -v u="$(basename "$f")" \
    '{ printf "%.3f %s\n", $1 + $2, u }' >>"$work/$name.cpu"
}
total() { awk '{ s += $1 } END { printf "%.3f", s }' "$work/$1.times"; }
cpu() { awk '{ s += $1 } END { printf "%.3f", s }' "$work/$1.cpu"; }

# The modes alternate unit by unit, so that a change in the machine's load
# affects hipport and clang alike. Cold: the cache starts empty, and each
# unit's process builds its prologue unless an earlier unit's process built
# the same one, or one that holds all but its lightest headers. Warm: the
# prologues are cached, every unit is parsed.
export HIPPORT_CACHE_DIR="$work/cache"
rm -rf "$HIPPORT_CACHE_DIR"
for f in "${units[@]}"; do
  one clang "$f"
  one never "$f" --pch=never --no-cache
  one cold "$f"
done
for f in "${units[@]}"; do
  one clang2 "$f"
  one warm "$f" --no-cache
done
clang_s=$(total clang)
clang2_s=$(total clang2)
never_s=$(total never)
cold_s=$(total cold)
warm_s=$(total warm)
echo "clang: ${clang_s}s and ${clang2_s}s; hipport --pch=never ${never_s}s," \
  "cold ${cold_s}s, warm ${warm_s}s"

# Per-unit ratios against clang on the same unit.
per_unit() {
  join -j 2 <(sort -k2 "$work/$1.times") <(sort -k2 "$work/$2.times") |
    awk '{ printf "%.3f\n", $2 / $3 }'
}
mapfile -t warm_ratios < <(per_unit warm clang2)
mapfile -t cold_ratios < <(per_unit cold clang)
max() { printf '%s\n' "$@" | sort -g | tail -1; }

startup=()
for ((r = 1; r <= 21; r++)); do
  t0=$(now)
  "$hipport" --version >/dev/null
  t1=$(now)
  startup+=("$(elapsed "$t0" "$t1")")
done
true_times=()
for ((r = 1; r <= 21; r++)); do
  t0=$(now)
  /bin/true
  t1=$(now)
  true_times+=("$(elapsed "$t0" "$t1")")
done

identical=yes
for mode in cold warm; do
  diff -r "$work/out-never" "$work/out-$mode" >/dev/null || identical=no
done

echo "units=$count"
echo "clang_s=$clang_s"
echo "clang_second_pass_s=$clang2_s"
echo "hipport_never_s=$never_s"
echo "hipport_cold_s=$cold_s"
echo "hipport_warm_s=$warm_s"
echo "ratio_never=$(ratio "$never_s" "$clang_s")"
echo "ratio_cold=$(ratio "$cold_s" "$clang_s")"
echo "ratio_warm=$(ratio "$warm_s" "$clang2_s")"
echo "clang_cpu_s=$(cpu clang)"
echo "clang_second_pass_cpu_s=$(cpu clang2)"
echo "hipport_never_cpu_s=$(cpu never)"
echo "hipport_cold_cpu_s=$(cpu cold)"
echo "hipport_warm_cpu_s=$(cpu warm)"
echo "ratio_never_cpu=$(ratio "$(cpu never)" "$(cpu clang)")"
echo "ratio_cold_cpu=$(ratio "$(cpu cold)" "$(cpu clang)")"
echo "ratio_warm_cpu=$(ratio "$(cpu warm)" "$(cpu clang2)")"
echo "per_file_warm_median=$(median "${warm_ratios[@]}")"
echo "per_file_warm_max=$(max "${warm_ratios[@]}")"
echo "per_file_cold_median=$(median "${cold_ratios[@]}")"
echo "prologues_built=$(ls "$HIPPORT_CACHE_DIR/pch/"*.pch 2>/dev/null | wc -l)"
echo "version_s=$(median "${startup[@]}")"
echo "true_s=$(median "${true_times[@]}")"
echo "identical_outputs=$identical"
[ -e "$work/failures" ] && echo "failures=$(wc -l <"$work/failures")"
[ "$identical" = yes ] && [ ! -e "$work/failures" ]
