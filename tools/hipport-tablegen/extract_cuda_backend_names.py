#!/usr/bin/env python3
"""Record the CUDA names a HIP library's NVIDIA backend calls, and the CUDA
release that removed each.

A HIP library that also runs on NVIDIA GPUs implements each of its functions
there by calling the CUDA library's function of the same name
(hipsparseScsrgemm2 calls cusparseScsrgemm2 in hipSPARSE's
library/src/nvidia_detail/hipsparse.cpp), and puts those that a CUDA release
removed under `#if CUDART_VERSION < 12000`. That file is thus a record of
CUDA names that the installed CUDA 13 headers no longer declare, which
gen_tables.py needs to keep converting code written for an older toolkit
(the table `mappings/cusparse_removed.yaml`).

    extract_cuda_backend_names.py LIBRARY GIT_DIR COMMIT PATH PREFIX...

writes upstream/<LIBRARY>-cuda.names: each identifier starting with one of
the PREFIXes (cusparse, CUSPARSE_) that PATH spells outside comments and
strings, a tab, and the CUDA release (MAJOR.MINOR) from which the
conditionals around its every use exclude it, or `-` when some use is not
excluded by any. The conditions read are comparisons of CUDART_VERSION with
a number (`<`, `<=`, `>=`, `>`, and `&&` of them); an `#else` of
`CUDART_VERSION >= N` is `CUDART_VERSION < N`.
"""

import os
import re
import subprocess
import sys

from extract_upstream_names import repository_name

HERE = os.path.dirname(os.path.abspath(__file__))

COMMENTS = re.compile(r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\"", re.S)
IDENT = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*\b")
DIRECTIVE = re.compile(r"^\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b(.*)$")
BOUND = re.compile(r"CUDART_VERSION\s*(<=|<|>=|>)\s*(\d+)")

UNBOUNDED = 10 ** 9


def upper_bound(cond):
    """The first CUDART_VERSION the condition excludes from above, if it
    is a conjunction that bounds it (`CUDART_VERSION < 12000`)."""
    if "||" in cond:
        return UNBOUNDED
    out = UNBOUNDED
    for op, num in BOUND.findall(cond):
        n = int(num)
        if op == "<":
            out = min(out, n)
        elif op == "<=":
            out = min(out, n + 1)
    return out


def negated_bound(cond):
    """The bound of `#else` after `#if CUDART_VERSION >= N` (only N)."""
    m = re.fullmatch(r"\s*\(?\s*CUDART_VERSION\s*(>=|>)\s*(\d+)\s*\)?\s*",
                     cond)
    if not m:
        return UNBOUNDED
    return int(m.group(2)) + (1 if m.group(1) == ">" else 0)


def release(n):
    """CUDART_VERSION 12000 is CUDA 12.0."""
    return "%d.%d" % (n // 1000, (n % 1000) // 10)


def removed_in(text, prefixes):
    text = COMMENTS.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    stack = []  # [condition, bound] per open conditional
    latest = {}
    for line in text.splitlines():
        d = DIRECTIVE.match(line)
        if d:
            kind, cond = d.group(1), d.group(2)
            if kind in ("if", "ifdef", "ifndef"):
                stack.append([cond, upper_bound(cond) if kind == "if"
                              else UNBOUNDED])
            elif kind == "elif" and stack:
                stack[-1] = [cond, upper_bound(cond)]
            elif kind == "else" and stack:
                stack[-1] = [stack[-1][0], negated_bound(stack[-1][0])]
            elif kind == "endif" and stack:
                stack.pop()
            continue
        bound = min([b for _, b in stack] + [UNBOUNDED])
        for name in IDENT.findall(line):
            if name.startswith(tuple(prefixes)):
                latest[name] = max(latest.get(name, 0), bound)
    return latest


def main(argv):
    if len(argv) < 6:
        sys.exit(__doc__)
    library, git_dir, commit, path, prefixes = (argv[1], argv[2], argv[3],
                                                argv[4], argv[5:])
    commit = subprocess.run(["git", "-C", git_dir, "rev-parse", commit],
                            stdout=subprocess.PIPE, check=True,
                            universal_newlines=True).stdout.strip()
    text = subprocess.run(["git", "-C", git_dir, "show",
                           "%s:%s" % (commit, path)], stdout=subprocess.PIPE,
                          check=True, universal_newlines=True).stdout
    origin = repository_name(git_dir)
    out = os.path.join(HERE, "upstream", library + "-cuda.names")
    with open(out, "w") as f:
        f.write("# CUDA names that %s's NVIDIA backend calls, in %s at commit"
                " %s,\n# with the CUDA release its conditionals exclude each"
                " from (- for none).\n# Written by tools/hipport-tablegen/"
                "extract_cuda_backend_names.py.\n" % (origin, path, commit))
        for name, bound in sorted(removed_in(text, prefixes).items()):
            f.write("%s\t%s\n" % (name, "-" if bound == UNBOUNDED
                                  else release(bound)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
