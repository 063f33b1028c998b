#!/usr/bin/env python3
"""pch_diff.py ARGS...: the suite's differential precompiled-prologue check.

In the normal mode of the suite %hipport is this script. A `convert` or
`lint` first runs as the reference, with --pch=never --no-cache, and then as
the test wrote it (the default --pch=auto, with the suite's cache). A run of
more than one unit (a directory, several sources, -p), where auto may choose
a prologue shared by a group of units, then runs with --pch=always
--no-cache too, each unit's whole prologue. Every run must agree with the
reference byte for byte on standard output, standard error, the exit status and every file it
writes (a report's run time and result-cache counts aside); any difference
fails the command (exit 99, with the difference on standard error). The
run as written is the one whose results the test sees. (A run of one unit
precompiles its whole prologue under auto too, or takes one another process
built that holds nearly all of it: lib/Driver/ProloguePlan.cpp.)

Not run twice: other commands, an invocation that chooses --pch itself,
--in-place (the first run would convert the second run's input), and one
that crashes on purpose (HIPPORT_TESTING_CRASH, whose note only the run with
a prologue prints). Tests that count prologue builds, or whose commands are
not about prologues and are slow, call the binary itself (%hipport-binary)."""
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


SOURCE_SUFFIXES = (".cu", ".cuh", ".cpp", ".cc", ".cxx", ".c", ".h", ".hpp",
                   ".hip")


def runs_several_units(own, written):
    """Whether the command names a tree, a compilation database or more
    than one source: the runs where auto and always may differ."""
    sources = 0
    for arg in own[1:]:
        if arg == "-p" or arg.startswith("-p="):
            return True
        if arg.startswith("-") or os.path.normpath(arg) in written:
            continue
        if os.path.isdir(arg):
            return True
        if os.path.isfile(arg) and arg.endswith(SOURCE_SUFFIXES):
            sources += 1
    return sources > 1


def compare(label, reference, result, paths, reference_files):
    """What differs between the reference run and `result`."""
    problems = []
    for what, n, a in zip(("exit status", "standard output",
                           "standard error"), reference, result):
        if n != a:
            problems.append("%s differs:\n--- --pch=never\n%s\n--- %s\n%s" % (
                what, n if isinstance(n, int) else n.decode(errors="replace"),
                label, a if isinstance(a, int) else a.decode(errors="replace")))
    for path in paths:
        problems += ["%s: %s" % (label, d) for d in
                     differences(reference_files[path], path, path)]
    return problems


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
        # What the outputs held before: every run starts from it.
        before = {}
        for i, path in enumerate(paths):
            if os.path.lexists(path):
                before[path] = os.path.join(scratch, "before-%d" % i)
                copy(path, before[path])

        def restore(save_as=None, source=before):
            """Puts the outputs back as `source` holds them (as they were
            before the first run, by default), keeping what the run wrote
            under save_as."""
            kept = {}
            for i, path in enumerate(paths):
                if save_as:
                    kept[path] = os.path.join(scratch, "%s-%d" % (save_as, i))
                    copy(path, kept[path])
                remove(path)
                if path in source:
                    copy(source[path], path)
            return kept

        # The added options go first: a trailing option of the test's may
        # be missing its value on purpose.
        never = run([hipport, command, "--pch=never", "--no-cache"] +
                    own[1:] + clang, stdin)
        reference = restore("never")
        written = run([hipport] + args, stdin)
        problems = compare("as written (--pch=auto)", never, written, paths,
                           reference)
        if runs_several_units(own, paths):
            # After the run as written, so that it meets the cache as the
            # test left it; --no-cache, so that it leaves the results alone.
            kept = restore("written")
            always = run([hipport, command, "--pch=always", "--no-cache"] +
                         own[1:] + clang, stdin)
            problems += compare("--pch=always", never, always, paths,
                                reference)
            restore(source=kept)
    sys.stdout.buffer.write(written[1])
    sys.stderr.buffer.write(written[2])
    if problems:
        sys.stderr.write("pch-diff: a run with prologues and --pch=never "
                         "differ:\n" + "\n".join(problems) + "\n")
        return MISMATCH
    return written[0]


if __name__ == "__main__":
    sys.exit(main())
