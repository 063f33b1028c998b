# lit configuration for hipport's end-to-end tests.
import glob
import os
import shutil
import subprocess

import lit.formats

config.name = "hipport"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cu", ".cuh", ".test"]
config.excludes = ["Inputs", "expect_exit.py", "check_sarif.py", "run_ci_recipes.py",
                   "run_compile_command.py", "pch_diff.py", "tidy_parity.py",
                   "run_action.py"]
config.test_source_root = os.path.dirname(__file__)
# `lit -D no-cuda-sdk=1` runs the suite a second time against the CUDA
# headers hipport generates (--no-cuda-sdk); docs/no-cuda-sdk.md lists what
# differs. Tests about the toolkit itself say `UNSUPPORTED: no-cuda-sdk`.
no_cuda_sdk = lit_config.params.get("no-cuda-sdk") == "1"
cuda_root = "/usr/local/cuda"
if no_cuda_sdk:
    config.name += "-no-cuda-sdk"
    config.available_features.add("no-cuda-sdk")
    cuda_root = os.path.join(config.hipport_source_dir, "mappings", "cuda-decls")
# In the normal mode every convert and lint of the suite is checked against
# a run with --pch=never (pch_diff.py); `lit -D pch-diff=0` turns that off
# for a quicker run while developing.
pch_diff = not no_cuda_sdk and lit_config.params.get("pch-diff") != "0"
build_test_dir = os.path.normpath(
    os.path.join(os.path.dirname(config.hipport), "..", "..", "test"))
config.test_exec_root = os.path.join(build_test_dir, "lit-out-no-cuda-sdk"
                                     if no_cuda_sdk else "lit-out")
# The model runs and HIP compile checks whose inputs are the same in every
# mode run once (test/model/result_memo.py).
config.environment["HIPPORT_TEST_MEMO_DIR"] = os.path.join(build_test_dir,
                                                           "test-memo")
config.environment["HIPPORT_TEST_EXEC_ROOT"] = config.test_exec_root

# Tests must not depend on the developer's environment.
config.environment["HIPPORT_DATA_DIR"] = config.hipport_source_dir
for var in ("CUDA_PATH", "HIPPORT_NO_CUDA_SDK"):
    config.environment.pop(var, None)
if no_cuda_sdk:
    config.environment["HIPPORT_NO_CUDA_SDK"] = "1"

# The differential check: %hipport runs every convert and lint with
# --pch=never as well as as written, and fails on any difference
# (pch_diff.py). %hipport-binary is the binary itself, for the tests that
# count prologue builds and the slow ones whose commands are not about
# prologues (packaging, CI integrations, the whole-program harness).
# (%hipport-binary comes first: lit substitutes in order.)
config.substitutions.append(("%hipport-binary", config.hipport))
if pch_diff:
    config.environment["HIPPORT_PCH_DIFF_BINARY"] = config.hipport
    config.substitutions.append(
        ("%hipport", os.path.join(config.test_source_root, "pch_diff.py")))
else:
    config.substitutions.append(("%hipport", config.hipport))
# The build directory and its CMake, for the tests that install and package
# it (test/lit/install).
config.substitutions.append(("%build-dir", config.hipport_build_dir))
config.substitutions.append(("%cmake", config.cmake))
config.substitutions.append(("%cpack", config.cpack))
# cpack -G DEB computes the packages' dependencies with dpkg-shlibdeps
# (dpkg-dev), which needs file(1).
if all(shutil.which(tool) for tool in ("dpkg-deb", "dpkg-shlibdeps", "file")):
    config.available_features.add("deb")
# Permission bits do not stop root from reading a file.
if os.getuid() == 0:
    config.available_features.add("root")
config.substitutions.append(
    ("%expect-exit", "python3 " + os.path.join(config.test_source_root,
                                               "expect_exit.py")))
# The warp model compiles a snippet for the host and runs it at warp width
# 32 or 64 (docs/execution-model.md).
config.substitutions.append(
    ("%warp-model", "python3 " + os.path.join(config.hipport_source_dir, "test",
                                              "model", "run-model.py")))
# Tests keep their CHECK lines beside the code; %strip blanks them out (lines
# keep their numbers) so that FileCheck never matches its own patterns in
# the converted output.
# The table generator's C++ half, built beside hipport (tools/hipport-tablegen).
config.substitutions.append(("%tablegen", os.path.join(
    os.path.dirname(os.path.dirname(config.hipport)), "hipport-tablegen",
    "hipport-tablegen")))
# clang's resource directory, for the tests that stand in a toolkit of their
# own beside clang's CUDA built-in variables.
config.substitutions.append(("%clang-resource-dir", subprocess.check_output(
    ["clang++-19", "-print-resource-dir"], text=True).strip()))
config.substitutions.append(("%strip", "sed -e 's#// *[A-Z][A-Z0-9-]*:.*##'"))
# The #error stops convert writes before kernels it cannot port
# (hipport-warp-hand-port), removed where a test compiles the other kernels
# of the same output.
config.substitutions.append(("%drop-stops", "sed -e '/^#error \"hipport: /d'"))
config.environment["HIPPORT_CACHE_DIR"] = os.path.join(config.test_exec_root,
                                                       "table-cache")
# The HIP compile check: Debian's HIP 5.2 headers, an AMD gfx90a target,
# no GPU libraries needed for a syntax check.
# (hip_syntax.py runs clang++-19 so, and shares the result between the
# suite's modes.)
config.substitutions.append((
    "%hip-syntax",
    "python3 " + os.path.join(config.test_source_root, "hip_syntax.py")))
# The toolkit's headers (the generated declarations in the second mode).
config.substitutions.append(("%cuda-include", cuda_root + "/include"))
config.substitutions.append((
    "%cuda-syntax",
    "clang++-19 -x cuda --cuda-host-only -nocudalib --cuda-path=" + cuda_root +
    " -std=c++17 -Wno-unknown-cuda-version -isystem " + cuda_root + "/include/cccl "
    "-idirafter " + os.path.join(config.hipport_source_dir, "share", "cuda-shim") +
    " -fsyntax-only"))

config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", "")])
# The tests that put a directory of their own on PATH (env PATH=DIR:%system-path).
config.substitutions.append(("%system-path", config.environment["PATH"]))
# Debian's pre-commit, for the hook's test (test/lit/ci/pre-commit.test).
if shutil.which("pre-commit") and shutil.which("git"):
    config.available_features.add("pre-commit")
for tool in ("FileCheck", "not", "count"):
    if not os.path.exists(os.path.join(config.llvm_tools_dir, tool)):
        lit_config.fatal("missing LLVM tool: " + tool + " (install llvm-19-tools)")
if shutil.which("clang++-19") is None:
    lit_config.fatal("clang++-19 is needed for the HIP compile check")

# The clang-tidy plugin (lib/Tidy), loaded by Debian's clang-tidy-19; built
# when clang-tidy-19 and its headers are installed (scripts/setup.sh).
# %tidy-cuda-args are the clang arguments hipport itself parses CUDA with
# (docs/ide.md): host side only, the toolkit (or in no-cuda-sdk mode the
# generated declarations) and hipport's CUDA prelude.
if (config.hipport_tidy_plugin and config.clang_tidy
        and os.path.exists(config.hipport_tidy_plugin)):
    config.available_features.add("clang-tidy")
    config.substitutions.append(("%tidy-plugin", config.hipport_tidy_plugin))
    config.substitutions.append(("%tidy-binary", config.clang_tidy))
    config.substitutions.append(
        ("%clang-tidy", config.clang_tidy + " --load=" + config.hipport_tidy_plugin))
    config.substitutions.append((
        "%tidy-cuda-args",
        "-x cuda --cuda-host-only -nocudalib --cuda-path=" + cuda_root +
        " -std=c++17 -Wno-unknown-cuda-version -isystem " + cuda_root +
        "/include/cccl -idirafter " +
        os.path.join(config.hipport_source_dir, "share", "cuda-shim") +
        " -include " + os.path.join(config.hipport_source_dir, "share",
                                    "cuda-prelude", "hipport_cuda_prelude.h")))
    config.substitutions.append((
        "%tidy-parity", "python3 " + os.path.join(config.test_source_root, "tidy",
                                                   "tidy_parity.py")))

# Neovim's built-in LSP client, for the language server's end-to-end test
# (scripts/setup.sh installs Debian's neovim).
if shutil.which("nvim"):
    config.available_features.add("nvim")

# Emacs 28 with eglot 1.9 (Debian's emacs-nox and elpa-eglot, which
# scripts/setup.sh installs): the documented eglot setup, end to end.
if shutil.which("emacs") and glob.glob("/usr/share/emacs/site-lisp/elpa*/eglot-*"):
    config.available_features.add("emacs-eglot")

# strace: the language server's log is written a whole line at a time
# (scripts/setup.sh installs it).
if shutil.which("strace"):
    config.available_features.add("strace")

# CMake's HIP language with Debian's packages: hip-config needs hipcc, the
# HIP language the hip-lang package (tests of rewritten build files).
if (shutil.which("cmake") and shutil.which("ninja") and os.path.exists("/usr/bin/hipcc")
        and os.path.exists("/usr/lib/x86_64-linux-gnu/cmake/hip-lang/hip-lang-config.cmake")):
    config.available_features.add("hip-cmake")
