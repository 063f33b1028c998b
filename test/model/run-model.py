#!/usr/bin/env python3
"""run-model.py --width 32|64 [--platform cuda|hip] [--hip-version X.Y]
[--cxx CXX] [-DNAME[=V]] [-I DIR] [-O LEVEL] [--timeout S] FILE...
[-- PROGRAM-ARGS...]

Compiles CUDA or HIP sources (one program: every FILE is a translation unit)
against the warp model (WarpModel.h, see docs/execution-model.md) as host
C++ and runs it at the given warp width, with PROGRAM-ARGS as its command
line. Before compiling, each file and the files it includes with quotes are
copied with their kernel<<<...>>>(...) launches and extern __shared__ arrays
rewritten (rewrite_source.py), lines kept where they were.
The program's standard output is forwarded and its exit status returned:
its own, but 3 when the model found errors or stopped at an index past the
end of an array; 2 when FILE does not compile; 124 when the program runs
longer than the timeout (a spin loop the model cannot preempt).
Within the test suite a result is shared between its modes (result_memo.py)."""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import rewrite_source  # noqa: E402
from result_memo import Memo, tool_sources, write  # noqa: E402

# What each platform's compiler predefines, as far as device code tests it.
# The width picks the platform unless asked otherwise: NVIDIA GPUs have 32
# lanes, AMD CDNA 64.
PLATFORM_DEFINES = {
    "cuda": ["__CUDACC__", "__NVCC__", "__CUDA_ARCH__=800",
             "CUDA_VERSION=12000", "CUDART_VERSION=12000",
             "__CUDACC_VER_MAJOR__=12"],
    "hip": ["__HIPCC__", "__HIP__", "__HIP_PLATFORM_AMD__",
            "__HIP_DEVICE_COMPILE__", "__GFX9__"],
}


def hip_version(text):
    """MAJOR.MINOR, as --hip-version takes it."""
    major, dot, minor = text.partition(".")
    if not (dot and major.isdigit() and minor.isdigit()):
        raise argparse.ArgumentTypeError("expected MAJOR.MINOR, got " + text)
    return int(major), int(minor)


def bounds_errors(stderr):
    """The array-bounds report of the sanitizer, as (file:line, message)."""
    seen = []
    for line in stderr.splitlines():
        head, sep, what = line.partition(": runtime error: ")
        if not sep:
            continue
        where = ":".join(os.path.basename(head).split(":")[:2])
        if (where, what) not in seen:
            seen.append((where, what))
    return seen


QUOTED_INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def mirror(path, include_dirs, root, done):
    """Writes path, rewritten, to root + its absolute path, and likewise
    every file it includes with quotes that exists (found beside the
    includer first, then in the -I directories, as the compiler looks), so
    that the mirrored files include one another. Returns the copy's path."""
    path = os.path.abspath(path)
    copy = root + path
    if path in done:
        return copy
    done.add(path)
    with open(path, errors="surrogateescape") as f:
        text = f.read()
    os.makedirs(os.path.dirname(copy), exist_ok=True)
    with open(copy, "w", errors="surrogateescape") as f:
        f.write(rewrite_source.rewrite(text))
    mask = rewrite_source.code_mask(text)
    # The mask blanks the quoted name; it tells a commented-out include.
    names = [m.group(1) for m in QUOTED_INCLUDE.finditer(text)
             if mask[m.start(1) - 1] == '"' and "#" in mask[m.start():m.start(1)]]
    for name in names:
        for d in [os.path.dirname(path)] + include_dirs:
            found = os.path.join(d, name)
            if os.path.isfile(found):
                mirror(found, include_dirs, root, done)
                break
    return copy


def main():
    argv = sys.argv[1:]
    program_args = []
    if "--" in argv:
        at = argv.index("--")
        argv, program_args = argv[:at], argv[at + 1:]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, choices=(32, 64), required=True)
    parser.add_argument("--platform", choices=("cuda", "hip"))
    parser.add_argument("--cxx", default="clang++-19")
    parser.add_argument("--timeout", type=float, default=60)
    # The HIP release the hip platform is: what it declares follows it
    # (WarpModelDevice.h), as HIP_VERSION_MAJOR/MINOR tell the code.
    parser.add_argument("--hip-version", default="7.0",
                        type=hip_version)
    parser.add_argument("-D", dest="defines", action="append", default=[])
    parser.add_argument("-I", dest="includes", action="append", default=[])
    # -O1 makes a whole benchmark run several times faster; tests keep the
    # default (none), which compiles fastest.
    parser.add_argument("-O", dest="opt")
    parser.add_argument("files", nargs="+", metavar="file")
    args = parser.parse_args(argv)

    work = tempfile.mkdtemp(prefix="warp-model-")
    try:
        root = os.path.join(work, "src")
        includes = [os.path.abspath(d) for d in args.includes]
        done = set()
        copies = [mirror(f, includes, root, done) for f in args.files]
        # The result depends on the command line, the program's sources and
        # input files, the model and the compiler.
        memo = Memo("warp-model")
        for part in argv + ["--"] + program_args:
            memo.add_text(part)
            if part in program_args and os.path.isfile(part):
                memo.add_file(part)
        for path in sorted(done) + tool_sources(HERE):
            memo.add_file(path)
        memo.add_tool(shutil.which(args.cxx) or args.cxx)
        status = memo.replay()
        if status is not None:
            return status
        output = []
        status = build_and_run(args, program_args, work, root, includes,
                               copies, output)
        write(output)
        # A timeout says how busy the machine was as much as the program.
        if status != 124:
            memo.keep(status, output)
        return status
    finally:
        shutil.rmtree(work, ignore_errors=True)


def build_and_run(args, program_args, work, root, includes, copies, output):
    """Compiles the mirrored copies and runs them; what they write goes to
    output as ("out" or "err", text), in order."""
    platform = args.platform or ("cuda" if args.width == 32 else "hip")
    exe = os.path.join(work, "model")
    # -x c++: the file may be a .cu or .hip, which the host compiler
    # would otherwise hand to its CUDA or HIP driver.
    # -fsanitize=array-bounds: an index past the end of a fixed-size
    # array (a __shared__ float s[32] indexed by lanes 32-63) stops the
    # run as a model error, before it corrupts the model's own memory.
    command = [args.cxx, "-std=c++17", "-g", "-DHIPPORT_MODEL",
               "-fsanitize=array-bounds",
               "-fno-sanitize-recover=array-bounds",
               "-DHIPMODEL_WARP=%d" % args.width,
               "-I", os.path.join(HERE, "include"),
               "-include", os.path.join(HERE, "WarpModel.h")]
    defines = list(PLATFORM_DEFINES[platform])
    if platform == "hip":
        defines += ["HIP_VERSION_MAJOR=%d" % args.hip_version[0],
                    "HIP_VERSION_MINOR=%d" % args.hip_version[1]]
    command += ["-D" + d for d in defines + args.defines]
    # The rewritten copies of a directory's headers come first.
    for d in includes:
        command += ["-I" + root + d, "-I" + d]
    if args.opt:
        command += ["-O" + args.opt]
    # __FILE__ and the model's reports name the original files.
    command += ["-fmacro-prefix-map=%s=" % root]
    command += ["-x", "c++"] + copies + ["-o", exe]
    build = subprocess.run(command, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
    # Messages name the original files, not their rewritten copies.
    messages = build.stdout.replace(root + "/", "/")
    if build.returncode != 0:
        output.append(("out", messages))
        output.append(("out", "model: %s does not compile\n"
                       % " ".join(args.files)))
        return 2
    if messages:
        output.append(("err", messages))
    env = dict(os.environ, UBSAN_OPTIONS="print_summary=0")
    try:
        run = subprocess.run([exe] + program_args, timeout=args.timeout,
                             env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
    except subprocess.TimeoutExpired as timeout:
        output.append(("out", (timeout.stdout or b"").decode(
            errors="surrogateescape")))
        output.append(("out", "model: timeout after %g s\n" % args.timeout))
        return 124
    status = run.returncode
    stdout = run.stdout.decode(errors="surrogateescape")
    stderr = run.stderr.decode(errors="surrogateescape")
    output.append(("out", stdout))
    out_of_bounds = bounds_errors(stderr)
    for line in stderr.splitlines():
        if "runtime error:" not in line:
            output.append(("err", line + "\n"))
    if out_of_bounds:
        for where, what in out_of_bounds:
            output.append(("out", "model error: %s at %s\n" % (what, where)))
        output.append(("out", "model: stopped at an out-of-bounds access\n"))
        return 3
    if status < 0:
        output.append(("out", "model: killed by signal %d\n" % -status))
        return 128 - status
    return status


if __name__ == "__main__":
    sys.exit(main())
