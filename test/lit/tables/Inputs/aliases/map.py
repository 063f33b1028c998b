"""Runs aliases.map_alias_spellings on the two dumps given and prints the
entries it wrote, one `cuda -> hip` line each (for type-aliases.test)."""
import sys

sys.path.insert(0, sys.argv[1])
from aliases import map_alias_spellings  # noqa: E402

REASON = "no HIP counterpart"


def dump(path):
    with open(path) as f:
        return dict(line.rstrip("\n").split("\t") for line in f)


def unsupported(name):
    return {"cuda": name, "kind": "type", "status": "unsupported",
            "reason": REASON}


entries = [
    {"cuda": "CUstream", "hip": "hipStream_t", "kind": "type"},
    {"cuda": "CUarray_format", "hip": "hipArray_Format", "kind": "type"},
    {"cuda": "CUdeviceptr", "hip": "hipDeviceptr_t", "kind": "type"},
    {"cuda": "CUDA_MEMCPY2D_v2", "hip": "hip_Memcpy2D", "kind": "type"},
    {"cuda": "CUDA_MEMCPY2D", "hip": "hip_Memcpy2D", "kind": "type"},
    {"cuda": "CUcontext", "hip": "hipCtx_t", "kind": "type", "since": "9.9"},
    {"cuda": "CUtexref", "hip": "hipTexRef", "kind": "type"},
] + [unsupported(n) for n in ("CUstream_st", "CUarray_format_enum",
                              "CUdeviceptr_v2", "CUDA_MEMCPY2D_st",
                              "CUctx_st", "CUtexref_st")]
# An override's decision stands even when it is unsupported.
entries.append(dict(unsupported("CUkept_st"), reason="chosen by hand"))
written = map_alias_spellings(entries, dump(sys.argv[2]), dump(sys.argv[3]),
                              REASON, {"CUoverridden_st"})
for e in sorted(written, key=lambda e: e["cuda"]):
    print("%s -> %s%s" % (e["cuda"], e["hip"],
                          " since " + e["since"] if "since" in e else ""))
