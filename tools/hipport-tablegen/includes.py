"""The public HIP headers each header entry's HIP header brings in.

Read from upstream/hip-includes.names (extract_hip_includes.py) and written
into a header entry as `hip-includes: ["hip/hip_complex.h 5.2", ...]`, so
that hipport knows which HIP header a converted file still lacks for a
declaration that CUDA's header brought in transitively.
"""

import os

UPSTREAM = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        "upstream")


def read_includes(path=os.path.join(UPSTREAM, "hip-includes.names")):
    """{header: ["REACHED SINCE [REMOVED]", ...]} in the file's order."""
    out = {}
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            out.setdefault(fields[0], []).append(" ".join(fields[1:]))
    return out


def annotate_includes(entries, includes=None):
    includes = read_includes() if includes is None else includes
    for e in entries:
        if e["kind"] == "header" and e.get("hip") in includes:
            e["hip-includes"] = includes[e["hip"]]
