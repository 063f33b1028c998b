#!/usr/bin/env python3
"""human-port-compile.py HECBENCH_SRC_DIR [NAME...] [--names FILE]

Does hipport's conversion compile where the human HIP port compiles? For
each HeCBench benchmark that has both a `-cuda` original and a `-hip` port,
converts the original with `hipport convert --hip-version V` and checks
every source file of its Makefile, converted, as HIP (clang++-19, syntax
only, gfx90a, Debian's HIP headers, `--hip-version=V`), with the
Makefile's -I and -D flags; the human port's sources are checked the same
way. A benchmark compiles when all of its sources do.

The figure of interest is how many of the benchmarks whose human port
compiles also compile converted; every one that does not is listed with
its first error. docs/coverage.md holds the latest figures.
HECBENCH_SRC_DIR is HeCBench's src directory (or the checkout above it);
NAME... or --names FILE (names separated by white space) limit the run to
those benchmarks (without -cuda)."""
import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import tempfile

from hecbench import convert_benchmark, first_error, makefile_facts

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_HIPPORT = os.path.join(os.path.dirname(HERE), "build", "tools",
                               "hipport", "hipport")
COMPILER = "clang++-19"
HIP_FLAGS = ["-x", "hip", "-std=c++17", "--offload-arch=gfx90a",
             "-fsyntax-only", "--rocm-path=/usr", "-nogpulib", "-w"]


def compile_sources(files, includes, defines, hip_version, timeout):
    """(True, "") when every file compiles, else (False, its first error,
    prefixed with the file's name)."""
    for path in files:
        if not os.path.isfile(path):
            return False, "no file " + os.path.basename(path)
        command = [COMPILER] + HIP_FLAGS + [
            "--hip-version=" + hip_version, "-I", os.path.dirname(path)] + [
            "-I" + d for d in includes] + ["-D" + d for d in defines] + [path]
        try:
            p = subprocess.run(command, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True,
                               errors="replace", timeout=timeout)
        except subprocess.TimeoutExpired:
            return False, "%s: longer than %d s" % (os.path.basename(path),
                                                     timeout)
        if p.returncode != 0:
            return False, first_error(p.stdout)
    return True, ""


def study(name, src, work, hipport, hip_version, timeout):
    """One benchmark: whether its human port and its conversion compile."""
    cuda_dir = os.path.join(src, name + "-cuda")
    hip_dir = os.path.join(src, name + "-hip")
    row = {"name": name}
    hsources, hincludes, hdefines, _ = makefile_facts(hip_dir)
    row["human"], error = compile_sources(
        [os.path.join(hip_dir, s) for s in hsources], hincludes, hdefines,
        hip_version, timeout)
    row["human_error"] = error.replace(src + os.sep, "")
    sources, includes, defines, _ = makefile_facts(cuda_dir)
    status, _, messages, base, includes = convert_benchmark(
        hipport, src, cuda_dir, os.path.join(work, name + "-hipport"),
        includes, defines, hip_version)
    row["convert"] = status
    if status not in (0, 1):
        row["hipport"], row["hipport_error"] = False, (
            "hipport convert exited %d: %s" % (status, first_error(messages)))
        return row
    row["hipport"], error = compile_sources(
        [os.path.join(base, s) for s in sources], includes, defines,
        hip_version, timeout)
    row["hipport_error"] = error.replace(work + os.sep, "")
    return row


def summary(rows, hip_version):
    human = [r for r in rows if r["human"]]
    both = [r for r in human if r["hipport"]]
    lines = [
        "benchmarks with a CUDA original and a HIP port: %d" % len(rows),
        "human port compiles (HIP %s): %d" % (hip_version, len(human)),
        "of those, hipport's conversion compiles: %d" % len(both),
        "hipport's conversion compiles, all benchmarks: %d" %
        sum(r["hipport"] for r in rows)]
    for r in human:
        if not r["hipport"]:
            lines.append("  %s: %s" % (r["name"], r["hipport_error"]))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("src")
    parser.add_argument("names", nargs="*", metavar="NAME")
    parser.add_argument("--names", dest="names_file", metavar="FILE")
    parser.add_argument("--hipport", default=DEFAULT_HIPPORT)
    parser.add_argument("--hip-version", default="5.2")
    parser.add_argument("--timeout", type=int, default=300,
                        help="seconds each compile may take (default 300)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--work", help="keep conversions in this directory")
    parser.add_argument("--json", help="also write the rows as JSON")
    args = parser.parse_args()
    src = os.path.abspath(args.src)
    if os.path.isdir(os.path.join(src, "src")):
        src = os.path.join(src, "src")
    if not os.path.isdir(src):
        parser.error("no directory " + args.src)
    wanted = set(args.names)
    if args.names_file:
        wanted |= set(open(args.names_file).read().split())
    names = [e[:-len("-cuda")] for e in sorted(os.listdir(src))
             if e.endswith("-cuda") and
             os.path.isdir(os.path.join(src, e[:-len("-cuda")] + "-hip")) and
             (not wanted or e[:-len("-cuda")] in wanted)]
    work = args.work or tempfile.mkdtemp(prefix="human-port-compile-")
    os.makedirs(work, exist_ok=True)
    rows = []
    try:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            futures = [pool.submit(study, n, src, work, args.hipport,
                                   args.hip_version, args.timeout)
                       for n in names]
            for f in concurrent.futures.as_completed(futures):
                row = f.result()
                rows.append(row)
                print("%-28s human %-5s hipport %-5s %s" % (
                    row["name"], row["human"], row["hipport"],
                    row["hipport_error"][:110]), flush=True)
    finally:
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)
    rows.sort(key=lambda r: r["name"])
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"hip_version": args.hip_version, "rows": rows}, f,
                      indent=1)
    print(summary(rows, args.hip_version))
    return 0


if __name__ == "__main__":
    sys.exit(main())
