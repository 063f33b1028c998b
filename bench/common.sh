# Shared by bench/run.sh and bench/per-file.sh (sourced, not run): checks of
# the tools, timing arithmetic, and the generated corpus with the clang flags
# that parse it. Expects hipport, clang_bin, cuda_path, count, seed, keep and
# script_dir set, and die() defined.

check_tools() {
  [ -x "$hipport" ] || die "hipport binary not found at '$hipport' (build it first, or pass --hipport PATH)"
  hipport=$(cd "$(dirname "$hipport")" && pwd)/$(basename "$hipport")
  command -v "$clang_bin" >/dev/null 2>&1 || die "clang not found: '$clang_bin' (set CLANG=...)"
  [ -d "$cuda_path/include" ] || die "CUDA toolkit not found at '$cuda_path' (set CUDA_PATH=...)"
}

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "nan" }'; }
median() {
  printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 }
    END { if (NR % 2) printf "%.3f", v[(NR + 1) / 2];
          else printf "%.3f", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# make_corpus PREFIX: a work directory (removed on exit unless --keep), the
# generated corpus in it (corpus, units) and clang_flags to parse it.
make_corpus() {
  work=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX") || die "mktemp failed"
  if [ "$keep" -eq 1 ]; then
    trap 'echo "bench: work directory kept: $work" >&2' EXIT
  else
    trap 'rm -rf "$work"' EXIT
  fi
  corpus="$work/corpus"
  local gen_args=(--out "$corpus" --count "$count")
  [ -n "$seed" ] && gen_args+=(--seed "$seed")
  python3 "$script_dir/gen_corpus.py" "${gen_args[@]}" >/dev/null || die "corpus generation failed"
  units=("$corpus"/*.cu)
  # clang 19 still includes texture_fetch_functions.h, which CUDA 13
  # removed; an empty stand-in found only after the real include paths keeps
  # it happy (hipport adds the same stand-in itself).
  local shim="$work/shim"
  mkdir -p "$shim"
  : >"$shim/texture_fetch_functions.h"
  clang_flags=(-x cuda --cuda-host-only -nocudalib --cuda-path="$cuda_path"
    -isystem "$cuda_path/include/cccl" -I"$corpus/include" -idirafter "$shim"
    -Wno-unknown-cuda-version -std=c++17 -fsyntax-only)
}
