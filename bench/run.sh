#!/usr/bin/env bash
# hipport speed benchmark: time `hipport convert` over a generated CUDA corpus
# and compare it with a plain clang host-only syntax check of the same files.
#
# usage: bench/run.sh [--hipport PATH] [--count N] [--runs R] [--seed S]
#                     [--clang-only] [--keep]
#
# Environment: CLANG (default clang++-19), CUDA_PATH (default /usr/local/cuda).
# Final machine-readable lines: files=, runs=, hipport_s=, clang_s=, ratio=
# (plus hipport_failures=, clang_failures=). See bench/README.md.
set -u -o pipefail

script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo_root=$(cd "$script_dir/.." && pwd)

hipport="$repo_root/build/tools/hipport/hipport"
count=40
runs=3
seed=""
clang_only=0
keep=0
clang_bin=${CLANG:-clang++-19}
cuda_path=${CUDA_PATH:-/usr/local/cuda}

usage() {
  sed -n '5,6p' "$0" | sed 's/^# \{0,1\}//'
}

die() {
  echo "bench: error: $*" >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case "$1" in
  --hipport) [ $# -ge 2 ] || die "--hipport needs a value"; hipport=$2; shift 2 ;;
  --hipport=*) hipport=${1#*=}; shift ;;
  --count) [ $# -ge 2 ] || die "--count needs a value"; count=$2; shift 2 ;;
  --count=*) count=${1#*=}; shift ;;
  --runs) [ $# -ge 2 ] || die "--runs needs a value"; runs=$2; shift 2 ;;
  --runs=*) runs=${1#*=}; shift ;;
  --seed) [ $# -ge 2 ] || die "--seed needs a value"; seed=$2; shift 2 ;;
  --seed=*) seed=${1#*=}; shift ;;
  --clang-only) clang_only=1; shift ;;
  --keep) keep=1; shift ;;
  -h | --help) usage; exit 0 ;;
  *) usage >&2; die "unknown argument '$1'" ;;
  esac
done

[[ "$count" =~ ^[1-9][0-9]*$ ]] || die "--count must be a positive integer"
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || die "--runs must be a positive integer"

if [ "$clang_only" -eq 0 ]; then
  if [ ! -e "$hipport" ]; then
    die "hipport binary not found at '$hipport' (build it first, e.g. cmake --build build, or pass --hipport PATH; --clang-only runs just the baseline)"
  fi
  [ -x "$hipport" ] || die "hipport binary '$hipport' is not executable"
  hipport=$(cd "$(dirname "$hipport")" && pwd)/$(basename "$hipport")
fi
command -v "$clang_bin" >/dev/null 2>&1 || die "clang not found: '$clang_bin' (set CLANG=...)"
command -v python3 >/dev/null 2>&1 || die "python3 not found"
[ -d "$cuda_path/include" ] || die "CUDA toolkit not found at '$cuda_path' (set CUDA_PATH=...)"

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
median() {
  printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 }
    END { if (NR % 2) printf "%.3f", v[(NR + 1) / 2];
          else printf "%.3f", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

work=$(mktemp -d "${TMPDIR:-/tmp}/hipport-bench.XXXXXX") || die "mktemp failed"
if [ "$keep" -eq 1 ]; then
  trap 'echo "bench: work directory kept: $work" >&2' EXIT
else
  trap 'rm -rf "$work"' EXIT
fi

corpus="$work/corpus"
gen_args=(--out "$corpus" --count "$count")
[ -n "$seed" ] && gen_args+=(--seed "$seed")
python3 "$script_dir/gen_corpus.py" "${gen_args[@]}" || die "corpus generation failed"
files=()
for f in "$corpus"/*.cu; do files+=("$(basename "$f")"); done

# clang 19 still includes texture_fetch_functions.h, which CUDA 13 removed; an
# empty stand-in found only after the real include paths keeps it happy.
shim="$work/shim"
mkdir -p "$shim"
: >"$shim/texture_fetch_functions.h"

# Extra include paths given to both tools: the corpus' shared headers and,
# on CUDA >= 13, the CCCL directory that holds thrust/ and cub/.
extra_inc=(-I"$corpus/include")
[ -d "$cuda_path/include/cccl" ] && extra_inc+=(-I"$cuda_path/include/cccl")

clang_flags=(-x cuda --cuda-host-only -nocudalib --cuda-path="$cuda_path"
  "${extra_inc[@]}" -idirafter "$shim" -Wno-unknown-cuda-version -std=c++17
  -fsyntax-only)

echo "bench: $count files, $runs run(s), corpus in $corpus"
echo "bench: clang:   $(command -v "$clang_bin")"
[ "$clang_only" -eq 0 ] && echo "bench: hipport: $hipport"

hipport_times=()
clang_times=()
hipport_failures=0
clang_failures=0

# One serial pass of hipport convert over a fresh copy of the corpus (a fresh
# copy so that nothing the tool might write next to its inputs leaks into the
# next run). Prints the elapsed seconds; failures are counted in a file.
hipport_pass() {
  local r=$1 src="$work/hip-src-$1" out="$work/hip-out-$1" fails=0 t0 t1 f
  rm -rf "$src" "$out"
  cp -r "$corpus" "$src"
  mkdir -p "$out"
  local inc=(-I"$src/include")
  [ -d "$cuda_path/include/cccl" ] && inc+=(-I"$cuda_path/include/cccl")
  t0=$(now)
  for f in "${files[@]}"; do
    if ! "$hipport" convert "$src/$f" -o "$out/${f%.cu}.hip" --hip-version=5.2 \
      -- "${inc[@]}" >/dev/null 2>"$work/hipport.err"; then
      fails=$((fails + 1))
      if [ ! -e "$work/hipport-first-failure.log" ]; then
        { echo "run $r: $f"; head -n 20 "$work/hipport.err"; } >"$work/hipport-first-failure.log"
      fi
    fi
  done
  t1=$(now)
  echo "$fails" >"$work/hipport-fails-$r"
  elapsed "$t0" "$t1"
}

clang_pass() {
  local r=$1 fails=0 t0 t1 f
  t0=$(now)
  for f in "${files[@]}"; do
    if ! "$clang_bin" "${clang_flags[@]}" "$corpus/$f" >/dev/null 2>"$work/clang.err"; then
      fails=$((fails + 1))
      if [ ! -e "$work/clang-first-failure.log" ]; then
        { echo "run $r: $f"; head -n 20 "$work/clang.err"; } >"$work/clang-first-failure.log"
      fi
    fi
  done
  t1=$(now)
  echo "$fails" >"$work/clang-fails-$r"
  elapsed "$t0" "$t1"
}

# Runs are interleaved (hipport, clang, hipport, clang, ...) so that slow
# drift in machine load affects both sides alike.
for ((r = 1; r <= runs; r++)); do
  line="run $r/$runs:"
  if [ "$clang_only" -eq 0 ]; then
    t=$(hipport_pass "$r")
    hipport_times+=("$t")
    hipport_failures=$((hipport_failures + $(cat "$work/hipport-fails-$r")))
    line+=" hipport ${t}s"
  fi
  t=$(clang_pass "$r")
  clang_times+=("$t")
  clang_failures=$((clang_failures + $(cat "$work/clang-fails-$r")))
  line+=" clang ${t}s"
  echo "$line"
done

# Optional: cost of loading the mapping tables alone.
if [ "$clang_only" -eq 0 ]; then
  if "$hipport" --help 2>&1 | grep -q -- '--time-tables'; then
    echo "table load: $("$hipport" --time-tables 2>&1 | tr '\n' ' ' | sed 's/ *$//')"
  else
    # Fall back to timing a mappings command, which loads the tables and
    # exits: process start-up plus table load.
    table_cmd=()
    if "$hipport" mappings stats >/dev/null 2>&1; then
      table_cmd=(mappings stats)
    elif "$hipport" mappings query cudaMalloc >/dev/null 2>&1; then
      table_cmd=(mappings query cudaMalloc)
    fi
    if [ ${#table_cmd[@]} -gt 0 ]; then
      tl=()
      for ((r = 1; r <= runs; r++)); do
        t0=$(now)
        "$hipport" "${table_cmd[@]}" >/dev/null 2>&1
        t1=$(now)
        tl+=("$(elapsed "$t0" "$t1")")
      done
      table_s=$(median "${tl[@]}")
      echo "table load: ${table_s}s median for 'hipport ${table_cmd[*]}' (process start + table load)"
      echo "table_load_s=$table_s"
    else
      echo "table load: n/a (no --time-tables flag and no usable 'mappings' command)"
    fi
  fi
fi

if [ "$clang_failures" -gt 0 ]; then
  echo "bench: warning: clang failed on $clang_failures file run(s); first failure:" >&2
  cat "$work/clang-first-failure.log" >&2
fi
if [ "$hipport_failures" -gt 0 ]; then
  echo "bench: warning: hipport convert failed on $hipport_failures file run(s); first failure:" >&2
  cat "$work/hipport-first-failure.log" >&2
fi

clang_s=$(median "${clang_times[@]}")
echo "files=$count"
echo "runs=$runs"
if [ "$clang_only" -eq 0 ]; then
  hipport_s=$(median "${hipport_times[@]}")
  echo "hipport_s=$hipport_s"
  echo "clang_s=$clang_s"
  echo "ratio=$(awk -v h="$hipport_s" -v c="$clang_s" 'BEGIN { if (c > 0) printf "%.2f", h / c; else print "nan" }')"
  echo "hipport_failures=$hipport_failures"
else
  echo "clang_s=$clang_s"
fi
echo "clang_failures=$clang_failures"

[ "$hipport_failures" -eq 0 ] && [ "$clang_failures" -eq 0 ]
