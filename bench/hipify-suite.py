#!/usr/bin/env python3
"""ROCm/HIPIFY's unit tests as a benchmark for hipport (docs/coverage.md,
"HIPIFY's unit tests").

usage: bench/hipify-suite.py HIPIFY_CHECKOUT [--hipport BIN]
           [--hip-version X.Y] [--filecheck PATH] [--cuda-path DIR]
           [--mappings FILE]... [--jobs N] [--only SUBSTRING]...
           [--no-perl] [--json OUT] [--verbose]

HIPIFY_CHECKOUT is a checkout of https://github.com/ROCm/HIPIFY; nothing of
it is copied. Each test under tests/unit_tests is a CUDA source whose RUN line
runs hipify-clang on it, strips the output's comments (sed 's|//.+|// |')
and pipes it to FileCheck with the test as the check file. This script does
the same with `hipport convert TEST -o OUT` in place of hipify-clang:

- Which tests run at all is decided by HIPIFY's own tests/lit.cfg, evaluated
  with the local CUDA, cuDNN and LLVM versions (it excludes tests written for
  other CUDA releases); those are counted as "excluded".
- hipify-clang options on the RUN line map to hipport's where hipport has an
  equivalent (--hip-kernel-execution-syntax: --kernel-launch=hip). Options
  that select another target (--roc: rocBLAS/rocSPARSE/rocRAND, --miopen)
  make the test "not applicable". Options that change nothing hipport can
  change (--amap, --experimental, the preprocessor modes,
  --use-hip-data-types, which hipport decides by --hip-version) are dropped.
  Clang arguments after %clang_args are passed after `--`; a test directory
  with compile_commands.json.in gets that database (substituted as HIPIFY's
  run_test.sh does, written to a scratch directory) through -p.
- strict: FileCheck passes on the whole output, as in HIPIFY's lit run.
- CHECK lines: how many of the test's directives the output satisfies when
  a miss does not stop the run. Positive directives (CHECK, CHECK-NEXT,
  CHECK-SAME, CHECK-DAG, CHECK-LABEL) are all read as plain `CHECK:`, each
  on a line of its own after the line of the one before it, and as many of
  them as can be are matched so: the longest chain of directives, in their
  order, on lines in the output's order. (Matching each from the line after
  the previous match, the first match wins: a directive whose own line is
  missing then matches a look-alike hundreds of lines on, and every
  directive in between counts as missed.) Patterns are read as FileCheck
  reads them: text literally, `{{...}}` as a regular expression, a run of
  spaces or tabs as any such run. A CHECK-NOT is satisfied when its pattern
  is absent from the lines between the matches of the positive directives
  around it (the nearest matched ones), as FileCheck scopes it; FileCheck
  itself runs it, and runs the strict check.
- With bin/hipify-perl in the checkout, the same tests are run through it
  (`perl bin/hipify-perl [-roc] [-hip-kernel-execution-syntax]
  [-experimental] TEST -o=OUT`) for comparison; it targets the latest HIP and
  has no version option, so its figures are the same at every --hip-version.

Exit status: 0 when the suite ran (whatever the figures), 2 on usage errors.
"""
import argparse
import concurrent.futures
import contextlib
import difflib
import io
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import types

SUFFIXES = (".cu", ".cuh", ".cpp", ".c", ".hpp", ".h")

# hipify-clang options that select a target hipport does not write.
NOT_APPLICABLE = {
    "--roc": "rocBLAS/rocSPARSE/rocRAND/rocSOLVER names instead of hipBLAS...",
    "-roc": "rocBLAS/rocSPARSE/rocRAND/rocSOLVER names instead of hipBLAS...",
    "--miopen": "cuDNN to MIOpen, which hipport reports as hand-port",
}
# hipify-clang options with no effect hipport lets one choose.
DROPPED = {
    "--amap", "--experimental", "--skip-excluded-preprocessor-conditional-blocks",
    "--default-preprocessor", "--use-hip-data-types",
    "--cuda-kernel-execution-syntax",
}
HIPPORT_FLAGS = {"--hip-kernel-execution-syntax": ["--kernel-launch=hip"]}
PERL_FLAGS = {"--roc": "-roc", "-roc": "-roc", "--experimental": "-experimental",
              "--hip-kernel-execution-syntax": "-hip-kernel-execution-syntax"}

DIRECTIVE = re.compile(r"(?<![\w-])CHECK(-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY)?:(.*)")


# --- which tests, with which options -------------------------------------

def header_define(path, name):
    """The integer a `#define NAME n` in the header at path gives, or None."""
    try:
        with open(path, encoding="latin-1") as f:
            for line in f:
                m = re.match(r"\s*#\s*define\s+%s\s+(\d+)" % name, line)
                if m:
                    return int(m.group(1))
    except OSError:
        pass
    return None


def lit_excludes(checkout, cuda_path, llvm_major):
    """The test names HIPIFY's tests/lit.cfg excludes for this machine's CUDA,
    cuDNN and LLVM, by running lit.cfg against a stand-in of lit's config:
    the rules stay HIPIFY's, read from the checkout."""
    cuda = header_define(os.path.join(cuda_path, "include", "cuda.h"), "CUDA_VERSION") or 0
    cudnn_header = os.path.join(cuda_path, "include", "cudnn_version.h")
    cudnn = header_define(cudnn_header, "CUDNN_MAJOR")
    config = types.SimpleNamespace(
        cuda_version_full="%d.%d" % (cuda // 1000, cuda % 1000 // 10),
        cuda_version_major=cuda // 1000, cuda_version_minor=cuda % 1000 // 10,
        cudnn_version_major=cudnn or 0,
        cuda_dnn_root=cuda_path if cudnn else "OFF",
        cuda_cub_root=os.path.join(cuda_path, "include", "cccl"),
        cuda_sdk_root="OFF", cuda_root=cuda_path, clang_resource_dir="",
        llvm_version=str(llvm_major), llvm_version_major=llvm_major,
        pointer_size=8, hipify_clang_tests_only="1", hipify_install_path="",
        build_type="", obj_root=None, environment={"PATH": ""},
        excludes=[], substitutions=[], suffixes=[], available_features=[])
    lit_config = types.SimpleNamespace(
        params={}, load_config=lambda *a: None,
        fatal=lambda msg: (_ for _ in ()).throw(RuntimeError(msg)))
    fake_lit = types.ModuleType("lit")
    fake_lit.formats = types.SimpleNamespace(ShTest=lambda *a, **k: None)
    fake_lit.util = types.SimpleNamespace()
    cfg = os.path.join(checkout, "tests", "lit.cfg")
    saved = {k: sys.modules.get(k) for k in ("lit", "lit.formats", "lit.util")}
    sys.modules.update({"lit": fake_lit, "lit.formats": fake_lit.formats,
                        "lit.util": fake_lit.util})
    try:
        with open(cfg) as f, contextlib.redirect_stdout(io.StringIO()):
            exec(compile(f.read(), cfg, "exec"),
                 {"config": config, "lit_config": lit_config, "sys": sys,
                  "__file__": cfg})
    except Exception as e:  # a newer lit.cfg may need more of lit: run all
        print("warning: %s: %s; no test excluded" % (cfg, e), file=sys.stderr)
        return set(), config
    finally:
        for k, v in saved.items():
            if v is None:
                sys.modules.pop(k, None)
            else:
                sys.modules[k] = v
    return set(config.excludes), config


def run_line(text):
    """(hipify options, clang arguments) of the test's RUN line, or None.
    The line reads `%hipify_args N OPT1..OPTN %clang_args EXTRA...`; a few
    tests give options without the count."""
    for line in text.splitlines():
        m = re.search(r"RUN:.*%hipify_args(.*?)%clang_args(.*)", line)
        if m:
            opts = shlex.split(m.group(1))
            if opts and opts[0].isdigit():
                opts = opts[1:1 + int(opts[0])]
            return opts, shlex.split(m.group(2))
    return None


def discover(checkout, excluded):
    """Every test file (a RUN line, a lit suffix), as (relative path, opts,
    clang args, excluded?), in a stable order."""
    root = os.path.join(checkout, "tests", "unit_tests")
    tests = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for name in sorted(filenames):
            if not name.endswith(SUFFIXES):
                continue
            path = os.path.join(dirpath, name)
            with open(path, encoding="utf-8", errors="replace") as f:
                parsed = run_line(f.read())
            if parsed is None:
                continue
            tests.append({"test": os.path.relpath(path, root), "path": path,
                          "hipify_options": parsed[0], "clang_args": parsed[1],
                          "excluded": name in excluded})
    return tests


# --- FileCheck ------------------------------------------------------------

def strip_comments(text):
    """What HIPIFY's run_test.sh feeds FileCheck: sed -Ee 's|//.+|// |g'."""
    return "\n".join(re.sub(r"//.+", "// ", l) for l in text.split("\n"))


def directives(test_text):
    """The test's FileCheck directives: (line number, kind, pattern)."""
    out = []
    for number, line in enumerate(test_text.splitlines(), 1):
        m = DIRECTIVE.search(line)
        if m:
            out.append((number, m.group(1) or "", m.group(2).strip()))
    return out


def filecheck(fc, check_file, input_file, extra=()):
    proc = subprocess.run([fc, check_file, "--input-file", input_file,
                           "--dump-input=never"] + list(extra),
                          capture_output=True, text=True)
    return proc.returncode, proc.stderr


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def pattern_regex(pattern):
    """A positive directive's pattern as FileCheck matches it: text
    literally, {{...}} as a regular expression, a run of spaces or tabs as
    any run of them."""
    parts = []
    for i, piece in enumerate(re.split(r"\{\{(.*?)\}\}", pattern)):
        if i % 2:
            parts.append("(?:%s)" % piece)
        else:
            parts.append("[ \t]+".join(re.escape(word)
                                        for word in re.split(r"[ \t]+", piece)))
    return re.compile("".join(parts))


def match_positive(out_lines, positives):
    """The most positive directives matched in order on increasing output
    lines. Returns, per directive, the matched output line (0-based) or
    None, and for each missed one the output line most like it between its
    matched neighbours."""
    candidates = []
    for _, _, pattern in positives:
        try:
            regex = pattern_regex(pattern)
            candidates.append([n for n, line in enumerate(out_lines)
                               if regex.search(line)])
        except re.error:
            candidates.append([])
    # A longest increasing chain: `tree` holds, over output lines, the
    # longest chain that ends at or before each line, with its last
    # (directive, line); `chain_end` links each (directive, line) to the one
    # before it. A directive's candidate lines are all looked up before any
    # of them is recorded, so that a chain holds a directive once.
    size = len(out_lines) + 1
    tree = [(0, None)] * (size + 1)  # prefix maxima (a Fenwick tree)

    def best_before(line):  # over lines < line
        result, i = (0, None), line
        while i > 0:
            result = max(result, tree[i], key=lambda t: t[0])
            i -= i & -i
        return result

    def record(line, value):
        i = line + 1
        while i <= size:
            if value[0] > tree[i][0]:
                tree[i] = value
            i += i & -i

    chain_end = {}
    for k, lines in enumerate(candidates):
        updates = []
        for line in lines:
            length, previous = best_before(line)
            updates.append((line, length + 1, previous))
        for line, length, previous in updates:
            chain_end[(k, line)] = previous
            record(line, (length, (k, line)))
    found = [None] * len(positives)
    length, node = best_before(size)
    while node is not None:
        found[node[0]] = node[1]
        node = chain_end[node]
    hints = {}
    for k, line in enumerate(found):
        if line is not None:
            continue
        lo = max([f for f in found[:k] if f is not None], default=-1) + 1
        hi = min([f for f in found[k + 1:] if f is not None],
                 default=len(out_lines))
        near = difflib.get_close_matches(positives[k][2].strip(),
                                         [l.strip() for l in out_lines[lo:hi]],
                                         n=1, cutoff=0)
        hints[k] = near[0] if near else None
    return found, hints


def match_negative(fc, work, out_lines, kinds, found_by_index, index, pattern):
    """Is a CHECK-NOT at position `index` (among all directives) satisfied in
    the region between the nearest matched positive directives around it?"""
    before = [found_by_index[i] for i in range(index) if found_by_index.get(i) is not None]
    after = [found_by_index[i] for i in range(index + 1, len(kinds))
             if found_by_index.get(i) is not None]
    lo = before[-1] + 1 if before else 0
    hi = after[0] if after else len(out_lines)
    check_file = os.path.join(work, "not.check")
    input_file = os.path.join(work, "not.input")
    write(check_file, "CHECK-NOT: %s\n" % pattern)
    write(input_file, "\n".join(out_lines[lo:hi]) + "\n")
    return filecheck(fc, check_file, input_file)[0] == 0


def score(fc, work, test_path, test_text, output):
    """Strict result and per-directive result of one converted output."""
    out_file = os.path.join(work, "filtered")
    write(out_file, strip_comments(output))
    rc, err = filecheck(fc, test_path, out_file)
    all_directives = directives(test_text)
    result = {"strict": rc == 0, "checks": len(all_directives),
              "matched": len(all_directives), "missed": []}
    if rc == 0:
        return result
    result["strict_error"] = err.splitlines()[0] if err else "FileCheck failed"
    out_lines = strip_comments(output).split("\n")
    positive_index = [i for i, d in enumerate(all_directives) if d[1] != "-NOT"]
    found, hints = match_positive(out_lines,
                                  [all_directives[i] for i in positive_index])
    found_by_index = dict(zip(positive_index, found))
    missed = []
    for i, (number, kind, pattern) in enumerate(all_directives):
        if kind == "-NOT":
            if not match_negative(fc, work, out_lines, all_directives,
                                  found_by_index, i, pattern):
                missed.append({"line": number, "directive": "CHECK-NOT: " + pattern})
        elif found_by_index[i] is None:
            k = positive_index.index(i)
            missed.append({"line": number, "directive": "CHECK%s: %s" % (kind, pattern),
                           "nearest": hints.get(k)})
    result["matched"] = len(all_directives) - len(missed)
    result["missed"] = missed
    return result


# --- converters -----------------------------------------------------------

def compile_database(test, cuda_path, work):
    """HIPIFY's compile_commands.json.in of the test's directory, substituted
    as its run_test.sh does, in a scratch directory; or None."""
    test_dir = os.path.dirname(test["path"])
    template = os.path.join(test_dir, "compile_commands.json.in")
    if not os.path.exists(template):
        return None
    with open(template) as f:
        text = f.read()
    db_dir = os.path.join(work, "db")
    os.makedirs(db_dir, exist_ok=True)
    text = text.replace("<test dir>", test_dir).replace("<CUDA dir>", "--cuda-path=" + cuda_path)
    write(os.path.join(db_dir, "compile_commands.json"), text)
    return db_dir


def hipport_command(args, test, out, work):
    """hipport's command line for a test, or (None, reason) when the test
    needs a hipify option hipport has no equivalent of."""
    extra = []
    for opt in test["hipify_options"]:
        if opt in NOT_APPLICABLE:
            return None, "%s (%s)" % (opt, NOT_APPLICABLE[opt])
        if opt in HIPPORT_FLAGS:
            extra += HIPPORT_FLAGS[opt]
        elif opt not in DROPPED:
            return None, "%s (no hipport equivalent)" % opt
    cmd = [args.hipport, "convert", test["path"], "-o", out,
           "--hip-version=" + args.hip_version, "--cuda-path", args.cuda_path]
    cmd += sorted(set(extra))
    for m in args.mappings:
        cmd += ["--mappings", m]
    db = compile_database(test, args.cuda_path, work)
    if db:
        cmd += ["-p", db]
    elif test["clang_args"]:
        cmd += ["--"] + test["clang_args"]
    return cmd, None


def perl_command(args, test, out):
    opts = sorted({PERL_FLAGS[o] for o in test["hipify_options"] if o in PERL_FLAGS})
    return ["perl", args.perl] + opts + [test["path"], "-o=" + out]


def convert(cmd, out):
    """Run a converter; (output text or None, exit status, error lines)."""
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        return None, "timeout", ["timed out after 600 s"]
    errors = [l for l in proc.stderr.splitlines() if " error: " in l or "fatal" in l.lower()]
    if not os.path.exists(out):
        return None, proc.returncode, errors or proc.stderr.splitlines()[-3:]
    with open(out, encoding="utf-8", errors="replace") as f:
        return f.read(), proc.returncode, errors


def run_test(args, test):
    """Convert one test with hipport (and hipify-perl) and score both."""
    with open(test["path"], encoding="utf-8", errors="replace") as f:
        text = f.read()
    record = {k: test[k] for k in ("test", "hipify_options", "clang_args")}
    with tempfile.TemporaryDirectory(prefix="hipify-suite-") as work:
        cmd, reason = hipport_command(args, test, os.path.join(work, "out.hip"), work)
        record["applicable"] = cmd is not None
        if cmd is None:
            record["not_applicable"] = reason
        else:
            record["hipport"] = run_converter(args, cmd, os.path.join(work, "out.hip"),
                                              work, test, text)
        if args.perl and cmd is not None:  # the same tests, side by side
            out = os.path.join(work, "perl.hip")
            record["hipify-perl"] = run_converter(args, perl_command(args, test, out),
                                                  out, work, test, text)
    return record


def run_converter(args, cmd, out, work, test, text):
    output, status, errors = convert(cmd, out)
    scratch = os.path.join(work, "fc")
    os.makedirs(scratch, exist_ok=True)
    if output is None:
        n = len(directives(text))
        result = {"strict": False, "checks": n, "matched": 0,
                  "missed": [], "no_output": True}
    else:
        result = score(args.filecheck, scratch, test["path"], text, output)
    result["command"] = " ".join(shlex.quote(c) for c in cmd)
    result["status"] = status
    if errors:
        result["errors"] = errors[:10]
    return result


# --- report ---------------------------------------------------------------

def figures(records, tool):
    rows = [r[tool] for r in records if tool in r]
    strict = sum(r["strict"] for r in rows)
    checks = sum(r["checks"] for r in rows)
    matched = sum(r["matched"] for r in rows)
    return {"tests": len(rows), "strict": strict,
            "strict_pct": 100.0 * strict / len(rows) if rows else 0.0,
            "checks": checks, "matched": matched,
            "matched_pct": 100.0 * matched / checks if checks else 0.0}


def print_summary(records, excluded, args):
    applicable = [r for r in records if r["applicable"]]
    na = [r for r in records if not r["applicable"]]
    print("\nHIPIFY unit tests: %d run, %d excluded by lit.cfg for this CUDA, "
          "%d not applicable to hipport (--hip-version %s)"
          % (len(records), len(excluded), len(na), args.hip_version))
    rows = [("hipport", figures(applicable, "hipport"))]
    if args.perl:
        rows.append(("hipify-perl", figures(applicable, "hipify-perl")))
    print("\n| converter | tests | strict passes | CHECK lines matched |")
    print("| --- | --- | --- | --- |")
    for name, f in rows:
        print("| %s | %d | %d (%.1f%%) | %d / %d (%.1f%%) |"
              % (name, f["tests"], f["strict"], f["strict_pct"],
                 f["matched"], f["checks"], f["matched_pct"]))
    if na:
        print("\nnot applicable:")
        for r in na:
            print("  %s: %s" % (r["test"], r["not_applicable"]))
    return dict(rows)


def print_test(record, verbose):
    if not record["applicable"]:
        line = "n/a   %s" % record["test"]
    else:
        h = record["hipport"]
        line = "%s %4d/%-4d %s" % ("PASS " if h["strict"] else "FAIL ",
                                   h["matched"], h["checks"], record["test"])
        if "hipify-perl" in record:
            p = record["hipify-perl"]
            line += "   [perl %s %d/%d]" % ("PASS" if p["strict"] else "FAIL",
                                            p["matched"], p["checks"])
    print(line, flush=True)
    if verbose and record["applicable"]:
        h = record["hipport"]
        for e in h.get("errors", [])[:3]:
            print("      error: " + e)
        for m in h["missed"]:
            print("      %d: %s" % (m["line"], m["directive"]))
            if m.get("nearest"):
                print("          nearest: %s" % m["nearest"])


def parse_args(argv):
    parser = argparse.ArgumentParser(
        description="Run ROCm/HIPIFY's unit tests against hipport's output.")
    parser.add_argument("checkout", help="a checkout of ROCm/HIPIFY")
    parser.add_argument("--hipport", default=shutil.which("hipport") or "build/tools/hipport/hipport")
    parser.add_argument("--hip-version", default="7.0")
    parser.add_argument("--filecheck", default=shutil.which("FileCheck-19")
                        or "/usr/lib/llvm-19/bin/FileCheck")
    parser.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    parser.add_argument("--mappings", action="append", default=[],
                        help="an extra mapping table for hipport (repeatable)")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--only", action="append", default=[],
                        help="run only tests whose path contains this (repeatable)")
    parser.add_argument("--no-perl", action="store_true", help="do not run hipify-perl")
    parser.add_argument("--json", help="write the per-test details here")
    parser.add_argument("--verbose", action="store_true",
                        help="print each missed CHECK line and the nearest output line")
    args = parser.parse_args(argv)
    if not re.fullmatch(r"\d+\.\d+", args.hip_version):
        parser.error("--hip-version wants X.Y")
    if not os.path.isdir(os.path.join(args.checkout, "tests", "unit_tests")):
        parser.error("%s has no tests/unit_tests" % args.checkout)
    for tool in ("hipport", "filecheck"):
        path = getattr(args, tool)
        if not (os.path.isfile(path) and os.access(path, os.X_OK)):
            parser.error("--%s %s is not an executable" % (tool, path))
    args.hipport = os.path.abspath(args.hipport)
    perl = os.path.join(args.checkout, "bin", "hipify-perl")
    args.perl = perl if os.path.isfile(perl) and not args.no_perl and shutil.which("perl") else None
    return args


def llvm_major(filecheck):
    out = subprocess.run([filecheck, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"LLVM version (\d+)", out)
    return int(m.group(1)) if m else 19


def main(argv):
    args = parse_args(argv)
    excluded, _ = lit_excludes(args.checkout, args.cuda_path, llvm_major(args.filecheck))
    tests = discover(args.checkout, excluded)
    if args.only:
        tests = [t for t in tests if any(s in t["test"] for s in args.only)]
    skipped = [t["test"] for t in tests if t["excluded"]]
    runnable = [t for t in tests if not t["excluded"]]
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        records = []
        for record in pool.map(lambda t: run_test(args, t), runnable):
            print_test(record, args.verbose)
            records.append(record)
    summary = print_summary(records, skipped, args)
    if args.json:
        commit = subprocess.run(["git", "-C", args.checkout, "rev-parse", "HEAD"],
                                capture_output=True, text=True).stdout.strip()
        with open(args.json, "w") as f:
            json.dump({"hipify_checkout": os.path.abspath(args.checkout),
                       "hipify_commit": commit or None,
                       "hip_version": args.hip_version, "summary": summary,
                       "excluded": skipped, "tests": records}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
