"""Include-guard macros of mapped headers.

User code tests CUDA headers' guards (`#ifdef CURAND_H_`) to learn whether a
header was included. Each mapped CUDA header's guard becomes the guard of the
HIP header it maps to, read from the first `#ifndef X` / `#define X` (or
`#if !defined(X)`) pair of each file.
"""

import os
import re

DIRECTIVE = re.compile(r"^\s*#\s*(\w+)\s*(.*?)\s*$", re.M)
COMMENTS = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
IFNDEF = re.compile(r"^(?:!\s*defined\s*\(?\s*(\w+)\s*\)?|(\w+))$")


def guard_of(path):
    """The include-guard macro of a header, or None."""
    try:
        with open(path, errors="replace") as f:
            text = COMMENTS.sub("", f.read())
    except OSError:
        return None
    d = DIRECTIVE.findall(text)[:2]
    if len(d) < 2 or d[1][0] != "define":
        return None
    if d[0][0] == "ifndef":
        name = d[0][1]
    elif d[0][0] == "if":
        m = IFNDEF.match(d[0][1])
        name = m.group(1) if m and m.group(1) else None
    else:
        return None
    return name if name and d[1][1].split() and \
        d[1][1].split()[0] == name else None


def guard_entries(headers, cuda_include, hip_include_root):
    """Macro entries for the guards of supported, installed header entries."""
    entries, seen = {}, set()
    for h in headers:
        cuda = h["cuda"]
        if cuda.endswith("/") or h.get("status") == "unsupported":
            continue
        cuda_path = os.path.join(cuda_include, cuda)
        if not os.path.isfile(cuda_path):
            cuda_path = os.path.join(cuda_include, "cccl", cuda)
        guard = guard_of(cuda_path)
        if guard is None or guard in seen or not h.get("hip"):
            continue
        seen.add(guard)
        hip_path = os.path.join(hip_include_root, h["hip"])
        hip_guard = guard_of(hip_path)
        if hip_guard:
            entries[guard] = {"cuda": guard, "hip": hip_guard, "kind": "macro"}
        elif os.path.isfile(hip_path):
            entries[guard] = {
                "cuda": guard, "kind": "macro", "status": "unsupported",
                "reason": "%s has no include-guard macro" % h["hip"]}
        else:
            entries[guard] = {
                "cuda": guard, "kind": "macro", "status": "unsupported",
                "reason": "%s is not installed here, so its include guard is "
                "unknown" % h["hip"],
                "hint": "test a macro the HIP library documents, such as its "
                "version macro"}
    return list(entries.values())
