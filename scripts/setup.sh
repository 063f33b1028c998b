#!/usr/bin/env bash
# Installs what hipport needs from Debian's archive (only what is missing, so
# a second run is quick), then configures and builds it in build/.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(
  clang-19 libclang-19-dev libclang-cpp19-dev llvm-19-dev llvm-19-tools
  libzstd-dev zlib1g-dev libz3-dev libyaml-cpp-dev libgtest-dev libamdhip64-dev rocm-device-libs
  cmake ninja-build python3
  ccache  # compiled objects shared between builds and clones (docs/performance.md)
  libhiprand-dev libhipsparse-dev librocprim-dev librocrand-dev librocsparse-dev
  hipcc  # hip-config.cmake needs it: the test that configures rewritten CMake
  libclang-rt-19-dev  # libFuzzer and AddressSanitizer: scripts/fuzz.sh
  libgl-dev  # GL/gl.h, which cuda_gl_interop.h includes (test/lit/tables)
  neovim  # the real LSP client the language server's end-to-end test runs headless
  strace  # the language server's log lines are written whole (test/lit/lsp/log-lines.test)
  emacs-nox elpa-eglot  # Emacs 28 and eglot 1.9: the documented eglot setup (test/lit/lsp/emacs-eglot.test)
  clang-tidy-19 python3-yaml  # the clang-tidy plugin and its tests (test/lit/tidy)
  dpkg-dev file  # dpkg-shlibdeps: the Depends of cpack's Debian packages (docs/install.md)
  pre-commit  # the pre-commit hook's test (test/lit/ci/pre-commit.test)
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  [[ $(id -u) -eq 0 ]] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq \
    --no-install-recommends "${missing[@]}" >/dev/null
fi

if [[ ! -f /usr/local/cuda/include/cuda.h && -z "${CUDA_PATH:-}" ]]; then
  echo "setup: warning: no CUDA toolkit at /usr/local/cuda (set CUDA_PATH)" >&2
fi

# ccache keeps compiled objects between builds, worktrees and checkouts of
# the same sources, where a clean build takes minutes: its settings are part
# of the launcher, so every later `ninja -C build` uses them too. Paths under
# the checkout are hashed relative to it, so another checkout elsewhere
# shares the objects (docs/performance.md, "The test command"), all but the
# few compiled with the checkout's path in a definition. HIPPORT_CCACHE=0
# builds without it.
Launcher=()
if [[ "${HIPPORT_CCACHE:-1}" != 0 ]] && command -v ccache >/dev/null; then
  Ccache="env;CCACHE_BASEDIR=$PWD;CCACHE_NOHASHDIR=1;ccache"
  Launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER="$Ccache" -DCMAKE_C_COMPILER_LAUNCHER="$Ccache")
fi
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "${Launcher[@]}" >/dev/null
ninja -C build "$@"
