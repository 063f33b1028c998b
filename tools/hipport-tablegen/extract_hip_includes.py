#!/usr/bin/env python3
"""Record which public HIP headers each HIP or library header brings in.

A CUDA header can reach a declaration through another one (cublas_v2.h
includes cuda_bf16.h), while its HIP counterpart may not (hipblas.h does not
include hip/hip_bf16.h). hipport adds the missing HIP header where a file
uses such a declaration; to know what is missing it needs, per release, the
public headers (hip/*.h) that a header reaches through its includes.

This script reads the headers of every HIP release (the releases and commits
of extract_hip_since.py) and the main header of the ROCm libraries in
LIBRARIES at one commit each, and writes upstream/hip-includes.names:
`HEADER<TAB>REACHED<TAB>SINCE[<TAB>REMOVED]`, for every public header
REACHED from HEADER.

    extract_hip_includes.py --hip HIP_GIT --hipamd HIPAMD_GIT --clr CLR_GIT \
        --rocm-systems ROCM_SYSTEMS_GIT --hipblas HIPBLAS_GIT

Only includes a HIP build on AMD always sees count: those outside any
conditional (an include guard aside), or in the branch of `#if
defined(__HIP_PLATFORM_AMD__)` (or `__HIP_PLATFORM_HCC__`) or `#if
!defined(__HIPCC_RTC__)`. An include under any other condition (hipblas.h's
`#include <hip/hip_fp16.h>` under HIPBLAS_USE_HIP_HALF) does not count, so
a header is at worst included twice, never missed. A library's includes are
those of its one recorded commit, applied to every HIP release.
"""

import argparse
import os
import posixpath
import re
import subprocess

from extract_hip_since import (UPSTREAM, Release, git, ranges,
                               release_arguments, releases, write_tab_spans)

# (include path, repository label, option, commit, path in the repository).
LIBRARIES = [
    ("hipblas/hipblas.h", "ROCm/hipBLAS", "hipblas",
     "27cf7beb9ded25c07e0899952adaab13b79bee79", "library/include/hipblas.h"),
]
INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]')
COMMENTS = re.compile(r"/\*.*?\*/", re.S)
# What a HIP build on AMD (C++, not hipRTC) knows of these macros.
DEFINED = {"__HIP_PLATFORM_AMD__": True, "__HIP_PLATFORM_HCC__": True,
           "__HIP_PLATFORM_NVIDIA__": False, "__HIP_PLATFORM_NVCC__": False,
           "__HIPCC_RTC__": False, "__cplusplus": True}


def condition(line):
    """True (always taken on AMD), False (never) or None (it depends) for an
    #if/#ifdef/#ifndef/#elif line of `defined()` terms, `!`, `&&`, `||`."""
    m = re.match(r"#\s*(if|ifdef|ifndef|elif)\s*(.*)$", line)
    kind, cond = m.group(1), m.group(2)
    if kind == "ifdef":
        cond = "defined(%s)" % cond
    elif kind == "ifndef":
        cond = "!defined(%s)" % cond
    cond = re.sub(r"defined\s*\(?\s*(\w+)\s*\)?", r" D_\1 ", cond)
    expr = cond.replace("&&", " and ").replace("||", " or ")
    expr = re.sub(r"!(?!=)", " not ", expr)
    if not re.fullmatch(r"(\s|D_\w+|and|or|not|\(|\))*", expr):
        return None
    names = set(re.findall(r"D_(\w+)", expr))
    unknown = sorted(n for n in names if n not in DEFINED)
    results = set()
    for guess in (False, True):
        env = {"D_" + n: DEFINED.get(n, guess) for n in names}
        try:
            results.add(bool(eval(expr, {"__builtins__": {}}, env)))
        except SyntaxError:
            return None
        if not unknown:
            break
    return results.pop() if len(results) == 1 else None


def unconditional_includes(text):
    """The include paths of `text` outside conditionals (see the docstring)."""
    lines = [re.sub(r"//.*", "", line).strip()
             for line in COMMENTS.sub(" ", text).split("\n")]
    out, stack = [], []  # stack: whether the current branch always holds
    guard = None
    code = [line for line in lines if line]
    if len(code) > 1 and re.match(r"#\s*ifndef\s+(\w+)$", code[0]):
        guard = code[0]
    # stack: [whether the current branch is always taken, whether every
    # branch so far was never taken].
    for line in lines:
        if line == guard:
            stack.append([True, False])
            guard = None
            continue
        if re.match(r"#\s*if", line):
            c = condition(line)
            stack.append([c is True, c is False])
        elif re.match(r"#\s*elif", line) and stack:
            c = condition(line)
            stack[-1] = [c is True and stack[-1][1], stack[-1][1] and c is False]
        elif re.match(r"#\s*else", line) and stack:
            stack[-1] = [stack[-1][1], False]
        elif re.match(r"#\s*endif", line) and stack:
            stack.pop()
        else:
            m = INCLUDE.match(line)
            if m and all(taken for taken, _ in stack):
                out.append(m.group(1))
    return out


def resolve(includer, spelled, headers):
    """The hip/... path an include names, or None outside HIP's headers."""
    for candidate in (posixpath.normpath(posixpath.join(
            posixpath.dirname(includer), spelled)), spelled):
        if candidate in headers:
            return candidate
    return None


def closure(edges, start):
    seen, todo = set(), [start]
    while todo:
        for nxt in edges.get(todo.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def public(path):
    return path.startswith("hip/") and path.count("/") == 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    release_arguments(ap)
    for _, _, option, _, _ in LIBRARIES:
        ap.add_argument("--" + option, required=True,
                        help="git dir of the library")
    opts = ap.parse_args()

    library_edges, provenance = {}, []
    for path, label, option, commit, repo_path in LIBRARIES:
        text = git(getattr(opts, option), "show", "%s:%s" % (commit, repo_path))
        library_edges[path] = [p for p in unconditional_includes(text)
                               if p.startswith("hip/")]
        provenance.append("%s: %s@%s %s" % (path, label, commit, repo_path))

    rels = [Release(v, s) for v, s in releases(opts)]
    reached = {}
    for r in rels:
        headers = {"hip/" + h for h in r.text}
        edges = {}
        for h, text in r.text.items():
            inc = "hip/" + h
            edges[inc] = [t for t in (resolve(inc, s, headers)
                                      for s in unconditional_includes(text))
                          if t]
        edges.update(library_edges)
        pairs = set()
        for start in sorted(edges):
            if public(start) or start in library_edges:
                pairs |= {"%s\t%s" % (start, t)
                          for t in closure(edges, start) if public(t)}
        reached[r.version] = pairs
    spans = ranges(reached, [r.version for r in rels])
    with open(os.path.join(UPSTREAM, "hip-includes.names"), "w") as f:
        f.write("# The public HIP headers (hip/*.h) each header reaches "
                "through the includes a HIP\n# build on AMD always sees: "
                "HEADER, REACHED, the first HIP release where it does\n# and, "
                "where a later one no longer does, that release "
                "(tab-separated). Written by\n# tools/hipport-tablegen/"
                "extract_hip_includes.py from these public headers:\n")
        write_tab_spans(f, rels, spans,
                        [p + " (for every release)" for p in provenance])
    print("%d pairs" % len(spans))


if __name__ == "__main__":
    main()
