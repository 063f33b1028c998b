"""Facts of the HIP headers per release, written into the table entries.

- `hip-overloads` (upstream/hip-overloads.names, extract_hip_overloads.py):
  the overloads HIP declares under a function's name, `"(TYPES) SINCE
  [REMOVED]"`, for entries whose CUDA and HIP names are the same (a
  project's definition of that name is then also a definition of HIP's).
- `hip-nvidia-overloads` (upstream/hip-nvidia-overloads.names,
  extract_hip_nvidia_overloads.py): what HIP's NVIDIA platform headers
  define under the same name, `"(TYPES) SINCE [REMOVED]"`, `(...)` for a
  macro, so that a project's definition is kept out of NVIDIA builds too
  where HIP has one there.
- `hip-includes` (upstream/hip-includes.names, extract_hip_includes.py):
  the public HIP headers a header entry's HIP header brings in, `"PATH SINCE
  [REMOVED]"`, so that hipport knows which HIP header a converted file
  still lacks for a declaration CUDA's header brought in transitively.
"""

import os

UPSTREAM = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        "upstream")


def read_facts(name, split):
    """{key: ["FACT SINCE [REMOVED]", ...]} from a tab-separated facts file;
    split(first field, rest) gives (key, fact text)."""
    out = {}
    with open(os.path.join(UPSTREAM, name)) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            key, fact = split(fields[0], fields[1:])
            out.setdefault(key, []).append(fact)
    return out


def overload_fact(signature, versions):
    name, params = signature.split("(", 1)
    return name, "(" + params + " " + " ".join(versions)


def include_fact(header, fields):
    return header, " ".join(fields)


def annotate(device, headers):
    overloads = read_facts("hip-overloads.names", overload_fact)
    nvidia = read_facts("hip-nvidia-overloads.names", overload_fact)
    includes = read_facts("hip-includes.names", include_fact)
    for e in device:
        if (e["kind"] == "function" and e.get("hip") == e["cuda"]
                and e["cuda"] in overloads):
            e["hip-overloads"] = overloads[e["cuda"]]
            if e["cuda"] in nvidia:
                e["hip-nvidia-overloads"] = nvidia[e["cuda"]]
    for e in headers:
        if e["kind"] == "header" and e.get("hip") in includes:
            e["hip-includes"] = includes[e["hip"]]
