"""The overloads HIP declares under an entry's HIP name, per release.

Read from upstream/hip-overloads.names (extract_hip_overloads.py) and written
into an entry as `hip-overloads: ["(float*,float) 5.2", ...]`, for entries
whose CUDA and HIP names are the same (a project's definition of that name
is then also a definition of HIP's).
"""

import os

UPSTREAM = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        "upstream")


def read_overloads(path=os.path.join(UPSTREAM, "hip-overloads.names")):
    """{name: ["(TYPES) SINCE [REMOVED]", ...]} in the file's order."""
    out = {}
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            name, params = fields[0].split("(", 1)
            out.setdefault(name, []).append(
                "(" + params + " " + " ".join(fields[1:]))
    return out


def annotate_overloads(entries, overloads=None):
    overloads = read_overloads() if overloads is None else overloads
    for e in entries:
        if (e["kind"] == "function" and e.get("hip") == e["cuda"]
                and e["cuda"] in overloads):
            e["hip-overloads"] = overloads[e["cuda"]]
