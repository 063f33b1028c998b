#!/usr/bin/env python3
"""pch_diff.py ARGS...: the differential precompiled-prologue mode.

`lit -D pch-diff=1` makes %hipport this script. A `convert` or `lint` runs
twice: first as the reference, with --pch=never --no-cache, then as the test
wrote it with --pch=always added. Both must agree byte for byte on standard
output, standard error, the exit status and every file they write (a
report's run time and result-cache counts aside); any difference fails the command (exit 99, with the difference on standard
error). The second run's results are what the test sees.

Not run twice: other commands, an invocation that chooses --pch itself,
--in-place (the first run would convert the second run's input), and one
that crashes on purpose (HIPPORT_TESTING_CRASH, whose note only the run with
a prologue prints)."""
import filecmp
import os
import re
import shutil
import subprocess
import sys
import tempfile

MISMATCH = 99
# Options whose value is a path hipport writes.
WRITTEN = {
    "convert": ["-o", "--output", "--report", "--write-compile-commands"],
    "lint": ["-o", "--output", "--export-fixes", "--write-baseline"],
}


def split_args(args):
    """hipport's own options and the clang arguments after `--`."""
    if "--" in args:
        i = args.index("--")
        return args[:i], args[i:]
    return args, []


def written_paths(command, own):
    paths = []
    output = None
    for i, arg in enumerate(own):
        for opt in WRITTEN[command]:
            value = None
            if arg == opt and i + 1 < len(own):
                value = own[i + 1]
            elif arg.startswith(opt + "="):
                value = arg[len(opt) + 1:]
            if value and value != "-":
                paths.append(value)
                if opt in ("-o", "--output"):
                    output = value
    if "--write-compile-commands" in own and output:
        paths.append(os.path.join(output, "compile_commands.json"))
        paths.append(os.path.join(os.path.dirname(output),
                                  "compile_commands.json"))
    # hipport/compat.h goes next to a single output file (and inside an
    # output directory, which is compared whole): docs/compat-header.md.
    if command == "convert" and output:
        paths.append(os.path.join(os.path.dirname(output), "hipport",
                                  "compat.h"))
    # A path inside another one is compared with it.
    paths = [os.path.normpath(p) for p in paths]
    return sorted(p for p in set(paths)
                  if not any(p.startswith(q + os.sep) for q in paths))


def copy(src, dst):
    if os.path.isdir(src) and not os.path.islink(src):
        shutil.copytree(src, dst, symlinks=True)
    elif os.path.lexists(src):
        shutil.copy2(src, dst, follow_symlinks=False)


def remove(path):
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.remove(path)


# Report lines that say how long the run took and how many units the
# result cache served, which the reference run (--no-cache) cannot match.
RUN_FIGURES = re.compile(rb'"(seconds|units_parsed|units_reused)": |'
                         rb'<th>seconds</th>')


def same_report(a, b):
    def figures_left_out(path):
        with open(path, "rb") as f:
            return [l for l in f.read().split(b"\n") if not RUN_FIGURES.search(l)]
    return figures_left_out(a) == figures_left_out(b)


def differences(a, b, name):
    """What differs between the trees or files a and b."""
    if os.path.isdir(a) != os.path.isdir(b) or \
            os.path.lexists(a) != os.path.lexists(b):
        return [name + ": written by one run only"]
    if not os.path.lexists(a):
        return []
    if not os.path.isdir(a):
        if filecmp.cmp(a, b, shallow=False) or same_report(a, b):
            return []
        return [name + " differs"]
    found = []
    entries = sorted(set(os.listdir(a)) | set(os.listdir(b)))
    for entry in entries:
        found += differences(os.path.join(a, entry), os.path.join(b, entry),
                             os.path.join(name, entry))
    return found


def run(argv, stdin):
    p = subprocess.run(argv, input=stdin, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE)
    return p.returncode, p.stdout, p.stderr


def main():
    # One executable for %hipport (scripts of the suite take it as one
    # word); the binary comes from the environment lit sets.
    hipport, args = os.environ["HIPPORT_PCH_DIFF_BINARY"], sys.argv[1:]
    own, clang = split_args(args)
    command = own[0] if own else ""
    if (command not in WRITTEN or "--in-place" in own
            or any(a.startswith("--pch") for a in own)
            or "HIPPORT_TESTING_CRASH" in os.environ):
        os.execv(hipport, [hipport] + args)
    stdin = sys.stdin.buffer.read() if "-" in own[1:] else None
    paths = written_paths(command, own)
    with tempfile.TemporaryDirectory(prefix="pch-diff-") as scratch:
        # What the outputs held before: the second run starts from it too.
        before = {}
        for i, path in enumerate(paths):
            if os.path.lexists(path):
                before[path] = os.path.join(scratch, "before-%d" % i)
                copy(path, before[path])
        # The added options go first: a trailing option of the test's may
        # be missing its value on purpose.
        never = run([hipport, command, "--pch=never", "--no-cache"] +
                    own[1:] + clang, stdin)
        reference = {}
        for i, path in enumerate(paths):
            reference[path] = os.path.join(scratch, "never-%d" % i)
            copy(path, reference[path])
            remove(path)
            if path in before:
                copy(before[path], path)
        always = run([hipport, command, "--pch=always"] + own[1:] + clang,
                     stdin)
        problems = []
        for label, n, a in zip(("exit status", "standard output",
                                "standard error"), never, always):
            if n != a:
                problems.append("%s differs:\n--- --pch=never\n%s\n"
                                "--- --pch=always\n%s" % (
                                    label, n if isinstance(n, int)
                                    else n.decode(errors="replace"),
                                    a if isinstance(a, int)
                                    else a.decode(errors="replace")))
        for path in paths:
            problems += differences(reference[path], path, path)
    sys.stdout.buffer.write(always[1])
    sys.stderr.buffer.write(always[2])
    if problems:
        sys.stderr.write("pch-diff: --pch=always and --pch=never differ:\n" +
                         "\n".join(problems) + "\n")
        return MISMATCH
    return always[0]


if __name__ == "__main__":
    sys.exit(main())
