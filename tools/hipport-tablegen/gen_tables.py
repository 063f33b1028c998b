#!/usr/bin/env python3
"""Generate hipport's mapping tables (mappings/*.yaml).

Runs hipport-tablegen over the CUDA headers to learn every public name that
needs an entry, and over the HIP 5.2 headers to learn which HIP names exist.
A CUDA name's HIP spelling comes from overrides.yaml or from the naming rules
below; it is written as supported only if HIP 5.2 declares it, or a later
release up to HIP 7.0 does (then with `since:`, from the facts the extractors
recorded in upstream/, see releases.py). Anything else is written as
unsupported, so the tables never promise a name that no release declares.
Entries whose HIP name a later release removed or changed get `removed:` or
`changed:`/`change:`.

Standard library only, so it runs wherever the tool builds. Output is sorted
and contains no paths, dates or versions of the machine beyond the toolkit
headers themselves: running it twice gives identical files.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

import libtables
from releases import HipReleases
from guards import guard_entries
from aliases import map_alias_spellings, map_handles_to_handles, read_aliases
from libraries import LIBRARIES, UPSTREAM_HEADERS
import hip_facts
from shims import Shims

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

CUDA_INCLUDE = "/usr/local/cuda/include"
CLANG_RESOURCE_INCLUDE = "/usr/lib/llvm-19/lib/clang/19/include"
HIP_INCLUDE_ROOT = "/usr/include"
HIP_INCLUDE = "/usr/include/hip"
HIP_VERSION_LABEL = "HIP 5.2"
NEWEST_LABEL = "HIP 7.0"
UNSUPPORTED_REASON = "no HIP counterpart declared in %s to %s" % (
    HIP_VERSION_LABEL, NEWEST_LABEL)

# --- How the headers are parsed --------------------------------------------

# clang's view of CUDA: its runtime wrapper, which declares threadIdx, the
# warp intrinsics and the math library itself. CUDA 13 dropped
# texture_fetch_functions.h, which clang 19's wrapper still includes; the
# project ships an empty stand-in, searched last.
CUDA_CLANG_ARGS = [
    "-x", "cuda", "--cuda-host-only", "-nocudalib",
    "--cuda-path=/usr/local/cuda", "-I" + CUDA_INCLUDE + "/cccl",
    "-idirafter", os.path.join(ROOT, "share", "cuda-shim"),
    "-std=c++17", "-Wno-unknown-cuda-version",
]
# cuda_profiler_api.h and cuda_gl_interop.h (which includes GL/gl.h,
# libgl-dev) are the runtime's too, but cuda_runtime.h does not include them.
CUDA_CLANG_PROBE = ("#include <cuda_runtime.h>\n"
                    "#include <cuda_profiler_api.h>\n"
                    "#include <cuda_gl_interop.h>\n")

# nvcc's view of CUDA: without clang's wrapper cuda_runtime.h pulls in the
# toolkit's own intrinsic headers (crt/device_functions.h declares
# __syncthreads, which clang treats as a builtin). These conflict with clang's
# math declarations, so this pass tolerates errors; it only adds names.
CUDA_NVCC_ARGS = [
    "-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib",
    "--cuda-path=/usr/local/cuda", "-I" + CUDA_INCLUDE,
    "-I" + CUDA_INCLUDE + "/cccl", "-D__CUDACC__",
    "-std=c++17", "-Wno-unknown-cuda-version",
]
CUDA_NVCC_PROBE = ("#include <cuda_runtime.h>\n"
                   "#include <device_launch_parameters.h>\n")

HIP_ARGS = [
    "-x", "hip", "-nogpulib", "--rocm-path=/usr", "--offload-arch=gfx90a",
    "-std=c++17",
]
HIP_PROBE = "".join("#include <hip/%s>\n" % h for h in [
    "hip_runtime.h", "hip_fp16.h", "hip_complex.h", "hip_cooperative_groups.h",
    "hip_ext.h", "hip_bfloat16.h", "hiprtc.h", "hip_profile.h"])

# --- Which CUDA headers feed which table -----------------------------------

RUNTIME_FILES = {
    "cuda_runtime_api.h", "cuda_runtime.h", "driver_types.h",
    "driver_functions.h", "device_types.h", "vector_types.h",
    "vector_functions.h", "vector_functions.hpp", "surface_types.h",
    "texture_types.h", "library_types.h", "channel_descriptor.h",
    "cuda_device_runtime_api.h", "builtin_types.h", "crt/host_defines.h",
    "cuda_profiler_api.h", "cuda_gl_interop.h",
}

DEVICE_FILE_RE = re.compile(
    r"^(crt/(math_functions|device_functions|device_double_functions)\.h(pp)?"
    r"|crt/sm_\d+_rt\.h(pp)?"
    r"|sm_\d+_intrinsics\.h(pp)?"
    r"|(device|sm_\d+)_atomic_functions\.h(pp)?"
    r"|device_launch_parameters\.h"
    r"|(texture|surface)_indirect_functions\.h)$")

# clang's wrapper headers that declare CUDA device API. The runtime wrapper
# itself only re-declares the C library (printf, malloc) and the complex
# builtins are compiler-rt helpers; neither is CUDA API.
CLANG_DEVICE_FILE_RE = re.compile(
    r"^__clang_cuda_(builtin_vars|cmath|device_functions|intrinsics|math"
    r"|math_forward_declares|texture_intrinsics)\.h$")

KINDS = ("function", "type", "enumerator", "macro", "variable", "namespace")


def run_tablegen(tool, prefixes, probe, args, ext, extra=(), deprecated=None):
    """Returns the set of (kind, name, file) the tool reports for a probe;
    those declared deprecated are also added to `deprecated` if given."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "probe" + ext)
        with open(src, "w") as f:
            f.write(probe)
        cmd = [tool] + ["--prefix=" + p for p in prefixes] + list(extra)
        cmd += [src, "--"] + args
        out = subprocess.run(cmd, stdout=subprocess.PIPE, check=True,
                             universal_newlines=True).stdout
    records = set()
    for line in out.splitlines():
        fields = line.split("\t")
        records.add(tuple(fields[:3]))
        if deprecated is not None and fields[3:] == ["deprecated"]:
            deprecated.add(tuple(fields[:3]))
    return records


def rel(path, root):
    """Path relative to a header root, resolving the symlinked CUDA dir."""
    root = os.path.realpath(root) + "/"
    return path[len(root):] if path.startswith(root) else None


# --- A reader for overrides.yaml -------------------------------------------
# Only the subset the file uses: top-level keys holding lists of flow maps or
# block maps, block maps holding scalars, flow lists and flow maps.

def _strip_comment(line):
    quote = None
    for i, c in enumerate(line):
        if quote:
            if c == "\\" and quote == '"':
                continue
            if c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c == "#" and (i == 0 or line[i - 1].isspace()):
            return line[:i].rstrip()
    return line.rstrip()


class _Flow:
    def __init__(self, text, where):
        self.s, self.i, self.where = text, 0, where

    def fail(self, msg):
        raise SystemExit("%s: %s in %r" % (self.where, msg, self.s))

    def ws(self):
        while self.i < len(self.s) and self.s[self.i] == " ":
            self.i += 1

    def value(self, stops):
        self.ws()
        c = self.s[self.i:self.i + 1]
        if c == "{":
            self.i += 1
            out = {}
            while True:
                self.ws()
                if self.s[self.i:self.i + 1] == "}":
                    self.i += 1
                    return out
                key = self.value(":")
                if self.s[self.i:self.i + 1] != ":":
                    self.fail("expected ':'")
                self.i += 1
                out[key] = self.value(",}")
                self.ws()
                if self.s[self.i:self.i + 1] == ",":
                    self.i += 1
        if c == "[":
            self.i += 1
            out = []
            while True:
                self.ws()
                if self.s[self.i:self.i + 1] == "]":
                    self.i += 1
                    return out
                out.append(self.value(",]"))
                self.ws()
                if self.s[self.i:self.i + 1] == ",":
                    self.i += 1
        if c in ("\"", "'"):
            j = self.i + 1
            buf = []
            while j < len(self.s) and self.s[j] != c:
                if c == '"' and self.s[j] == "\\":
                    j += 1
                buf.append(self.s[j])
                j += 1
            if j >= len(self.s):
                self.fail("unterminated string")
            self.i = j + 1
            return "".join(buf)
        j = self.i
        while j < len(self.s) and self.s[j] not in stops:
            j += 1
        text = self.s[self.i:j].strip()
        self.i = j
        return text


def parse_value(text, where):
    p = _Flow(text, where)
    v = p.value("")
    p.ws()
    if p.i != len(p.s):
        p.fail("trailing text")
    return v


def read_overrides(path):
    doc, section, item, item_indent, nested = {}, None, None, 0, None
    with open(path) as f:
        lines = f.read().splitlines()
    for n, raw in enumerate(lines, 1):
        where = "%s:%d" % (path, n)
        line = _strip_comment(raw)
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        body = line.strip()
        if indent == 0:
            key = body.rstrip(":")
            section = doc.setdefault(key, [])
            item = None
            continue
        if body.startswith("- "):
            body = body[2:].strip()
            item_indent = indent + 2
            nested = None
            if body.startswith("{"):
                item = parse_value(body, where)
                section.append(item)
                continue
            item = {}
            section.append(item)
            indent = item_indent
        key, _, val = body.partition(":")
        key, val = key.strip(), val.strip()
        if indent > item_indent and nested is not None:
            nested[key] = parse_value(val, where)
        elif val:
            item[key] = parse_value(val, where)
            nested = None
        else:
            nested = item[key] = {}
    return doc


# --- Naming rules ------------------------------------------------------------

def candidates(name, prefixes, identity_first):
    """HIP spellings to try for a CUDA name, most specific first."""
    out = []
    for cp, hp in prefixes:
        if name.startswith(cp):
            out.append(hp + name[len(cp):])
    rule = []
    for cp, hp in (("cuda", "hip"), ("CUDA", "HIP"), ("Cuda", "Hip")):
        if name.startswith(cp):
            rule.append(hp + name[len(cp):])
    # cuFoo -> hipFoo; and the driver types the runtime headers declare too
    # (CUuuid, in driver_types.h), found through the case-blind lookup
    # (hipUUID).
    if re.match(r"^(cu[A-Z]|CU[a-z])", name):
        rule.append("hip" + name[2:])
    # Infix spellings: make_cudaExtent -> make_hipExtent.
    for cp, hp in (("cuda", "hip"), ("CUDA", "HIP")):
        if cp in name:
            rule.append(name.replace(cp, hp))
    cuda_named = bool(rule)
    out += rule
    if identity_first:
        out.insert(0, name)
    elif not cuda_named:
        out.append(name)
    return out


class HipNames:
    def __init__(self, records):
        self.names = {name for _, name, _ in records}
        self.by_lower = {}
        for n in sorted(self.names):
            self.by_lower.setdefault(n.lower(), []).append(n)

    def __contains__(self, name):
        return name in self.names

    def resolve(self, cands):
        for c in cands:
            if c in self.names:
                return c
        # Same letters, different case (MultiProcessor vs Multiprocessor):
        # accepted only when exactly one HIP name matches.
        for c in cands:
            hits = self.by_lower.get(c.lower(), [])
            if len(hits) == 1:
                return hits[0]
        return None


def verified(entry, hip_names, exists, releases):
    """Demotes an entry whose HIP names are not declared, per the schema;
    one a later release declares gets that release as `since:`."""
    if entry.get("status") == "unsupported":
        entry.pop("hip", None)
        entry.setdefault("reason", UNSUPPORTED_REASON)
        return entry
    hip = entry.get("hip")
    if hip and not exists(hip) and "since" not in entry and \
            releases.since(hip):
        entry["since"] = releases.since(hip)
    ok = hip == "" or exists(hip) or "since" in entry
    fb = entry.get("fallback")
    if fb is not None and not exists(fb["hip"]):
        raise SystemExit("overrides.yaml: fallback %s for %s is not declared "
                         "in %s" % (fb["hip"], entry["cuda"],
                                    HIP_VERSION_LABEL))
    # An overload is chosen at every --hip-version the entry converts at.
    for o in entry.get("overloads", []):
        if not exists(o["hip"]):
            raise SystemExit("overrides.yaml: overload %s for %s is not "
                             "declared in %s" % (o["hip"], entry["cuda"],
                                                 HIP_VERSION_LABEL))
    if not ok:
        hint = entry.get("hint")
        entry = {"cuda": entry["cuda"], "kind": entry["kind"],
                 "status": "unsupported", "reason": UNSUPPORTED_REASON}
        if hint:
            entry["hint"] = hint
    return entry


# --- YAML output -------------------------------------------------------------

PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_./+-]*$")
RESERVED = {"true", "false", "yes", "no", "on", "off", "null", "y", "n"}
FIELD_ORDER = ["cuda", "hip", "kind", "status", "reason", "hint", "since",
               "removed", "changed", "change", "verified", "args", "fallback",
               "overloads", "hip-overloads", "hip-nvidia-overloads",
               "hip-includes", "shim", "shim-since", "shim-always",
               "cuda-removed"]
OVERLOAD_ORDER = ["arguments", "hip", "args"]
VERSION_FIELDS = {"since", "removed", "changed", "shim-since", "cuda-removed"}


def scalar(v, key=None):
    if key in ("verified", "shim-always"):
        return v  # A YAML boolean, not a string.
    if PLAIN.match(v) and v.lower() not in RESERVED:
        return v
    return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'


def flow(v):
    if isinstance(v, list) and all(isinstance(a, dict) for a in v):
        return "[" + ", ".join(flow(a) for a in v) + "]"
    if isinstance(v, list):
        return "[" + ", ".join('"%s"' % a.replace('"', '\\"') for a in v) + "]"
    if isinstance(v, dict):
        order = OVERLOAD_ORDER if "arguments" in v else FIELD_ORDER
        return "{" + ", ".join("%s: %s" % (k, v[k] if k == "arguments"
                                           else flow(v[k]))
                               for k in order if k in v) + "}"
    return scalar(v)


def emit_entry(e, one_line=False):
    keys = [k for k in FIELD_ORDER if k in e]
    if set(keys) <= {"cuda", "hip", "kind"} or (
            one_line and not set(keys) & {"args", "fallback", "overloads"}):
        return "  - {" + ", ".join("%s: %s" % (k, scalar(e[k], k))
                                   for k in keys) + "}\n"
    lines = []
    for i, k in enumerate(keys):
        v = e[k]
        if k in VERSION_FIELDS:
            text = '"%s"' % v
        elif k in ("verified", "shim-always"):
            text = scalar(v, k)
        else:
            text = flow(v)
        lines.append(("  - " if i == 0 else "    ") + "%s: %s\n" % (k, text))
    return "".join(lines)


def write_table(path, library, entries, one_line=False):
    header = (
        "# Generated by tools/hipport-tablegen/gen_tables.py from the CUDA 13\n"
        "# and %s headers and the later HIP releases' facts in\n"
        "# tools/hipport-tablegen/upstream/. Do not edit by hand: put\n"
        "# corrections in tools/hipport-tablegen/overrides.yaml and "
        "regenerate.\n" % HIP_VERSION_LABEL)
    body = "".join(emit_entry(e, one_line) for e in
                   sorted(entries, key=lambda e: (e["cuda"], e["kind"])))
    with open(path, "w") as f:
        f.write(header + "library: %s\nentries:\n" % library + body)


def summary(name, entries):
    unsupported = sum(1 for e in entries if e.get("status") == "unsupported")
    since = sum(1 for e in entries if "since" in e)
    unverified = sum(1 for e in entries if e.get("verified") == "false")
    print("%-24s entries %5d  supported %5d  unsupported %5d  with since %3d"
          "  unverified %4d" % (name, len(entries), len(entries) - unsupported,
                                unsupported, since, unverified))


# --- Table construction ------------------------------------------------------

def cuda_records(tool):
    clang_view = run_tablegen(tool, [CUDA_INCLUDE, CLANG_RESOURCE_INCLUDE],
                              CUDA_CLANG_PROBE, CUDA_CLANG_ARGS, ".cu")
    nvcc_view = run_tablegen(tool, [CUDA_INCLUDE], CUDA_NVCC_PROBE,
                             CUDA_NVCC_ARGS, ".cu", ["--allow-errors"])
    runtime, device = set(), set()
    for kind, name, path in clang_view | nvcc_view:
        # Qualified names (std::, nv::target::) are not CUDA API to rename.
        if "::" in name or kind == "namespace":
            continue
        r = rel(path, CUDA_INCLUDE)
        if r is not None:
            if r in RUNTIME_FILES:
                runtime.add((kind, name))
            elif DEVICE_FILE_RE.match(r):
                device.add((kind, name))
            continue
        r = rel(path, CLANG_RESOURCE_INCLUDE)
        if r is not None and CLANG_DEVICE_FILE_RE.match(r):
            device.add((kind, name))
    # A name in both goes to the runtime table, where users include it from.
    return runtime, device - runtime


def hip_records(tool):
    records = set()
    for mode in ("--offload-host-only", "--offload-device-only"):
        records |= run_tablegen(tool, [HIP_INCLUDE, CLANG_RESOURCE_INCLUDE],
                                HIP_PROBE, HIP_ARGS + [mode], ".hip",
                                ["--all"])
    # From clang's resource directory only the HIP wrapper headers count:
    # limits.h or stddef.h declaring NULL says nothing about HIP.
    keep = set()
    for rec in records:
        r = rel(rec[2], CLANG_RESOURCE_INCLUDE)
        if r is None or r.startswith("__clang_") or r.startswith(
                "cuda_wrappers/"):
            keep.add(rec)
    return keep


def build_table(names, overrides, prefixes, hip, identity_first, releases):
    by_key = {(o["cuda"], o["kind"]): o for o in overrides}
    entries = []
    for kind, name in sorted(names, key=lambda kn: (kn[1], kn[0])):
        o = by_key.get((name, kind))
        if o is not None:
            entries.append(verified(dict(o), hip, hip.__contains__,
                                    releases))
            continue
        cands = candidates(name, prefixes, identity_first)
        target = hip.resolve(cands)
        later = next((c for c in cands if releases.since(c)), None)
        if target is None and later is not None:
            entries.append({"cuda": name, "hip": later, "kind": kind,
                            "since": releases.since(later)})
        elif target is None:
            entries.append({"cuda": name, "kind": kind,
                            "status": "unsupported",
                            "reason": UNSUPPORTED_REASON})
        else:
            entries.append({"cuda": name, "hip": target, "kind": kind})
    return entries


def build_headers(overrides, releases):
    entries = []
    for h in overrides:
        e = {"cuda": h["cuda"], "hip": h.get("hip", ""), "kind": "header"}
        for k in ("status", "reason", "hint", "since", "fallback"):
            if k in h:
                e[k] = h[k]
        fb = e.get("fallback")
        if fb is not None and not os.path.isfile(
                os.path.join(HIP_INCLUDE_ROOT, fb["hip"])):
            raise SystemExit("overrides.yaml: fallback %s for %s is not among "
                             "the %s headers" % (fb["hip"], e["cuda"],
                                                 HIP_VERSION_LABEL))
        if e.get("status") == "unsupported":
            e.pop("hip")
            entries.append(e)
            continue
        # Headers of libraries Debian does not package: known from the
        # library's sources, so written, but marked unverified.
        if e["hip"].split("/")[0] + "/" in UPSTREAM_HEADERS:
            e["verified"] = "false"
        elif e["hip"] and "since" not in e and not os.path.isfile(
                os.path.join(HIP_INCLUDE_ROOT, e["hip"])) and \
                releases.header_since(e["hip"]):
            # Not in Debian's HIP 5.2, but in a later release's headers.
            e["since"] = releases.header_since(e["hip"])
        elif e["hip"] and "since" not in e and not os.path.isfile(
                os.path.join(HIP_INCLUDE_ROOT, e["hip"])):
            hint = e.get("hint") or "install the library that provides %s" \
                % e["hip"]
            e = {"cuda": e["cuda"], "kind": "header", "status": "unsupported",
                 "reason": "%s is not among the installed %s headers, so it "
                 "cannot be verified" % (e["hip"], HIP_VERSION_LABEL),
                 "hint": hint}
        entries.append(e)
    return entries


# CUB's public headers, each mapped to hipCUB's header at the same place in
# the tree (cub/block/block_load.cuh -> hipcub/block/block_load.hpp) when
# hipCUB has one (upstream/hipcub.headers), else to hipcub/hipcub.hpp, which
# includes them all. Internal directories are not mapped.
CUB_INTERNAL_DIRS = {"agent", "detail", "dispatch", "specializations"}


def cub_headers(overrides):
    listed = {h["cuda"] for h in overrides}
    with open(os.path.join(HERE, "upstream", "hipcub.headers")) as f:
        hipcub = {line.strip() for line in f
                  if line.strip() and not line.startswith("#")}
    root = os.path.join(CUDA_INCLUDE, "cccl")
    entries = []
    for dirpath, dirs, files in os.walk(os.path.join(root, "cub")):
        dirs[:] = sorted(d for d in dirs if d not in CUB_INTERNAL_DIRS)
        for name in sorted(f for f in files if f.endswith(".cuh")):
            cuda = os.path.relpath(os.path.join(dirpath, name), root)
            if cuda in listed:
                continue
            same = "hip" + cuda[:-len(".cuh")] + ".hpp"
            entries.append({"cuda": cuda, "hip": same if same in hipcub
                            else "hipcub/hipcub.hpp"})
    return entries


from coverage import write_coverage  # noqa: E402
from decls import write_declarations  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tablegen", default=os.path.join(
        ROOT, "build", "tools", "hipport-tablegen",
        "hipport-tablegen"), help="the built hipport-tablegen executable")
    ap.add_argument("--out", default=os.path.join(ROOT, "mappings"),
                    help="directory for the generated tables")
    ap.add_argument("--overrides", default=os.path.join(HERE,
                                                        "overrides.yaml"))
    ap.add_argument("--declarations", default=os.path.join(
        ROOT, "mappings", "cuda-decls"),
        help="where to write the regenerated CUDA headers (--no-cuda-sdk)")
    ap.add_argument("--coverage", default=os.path.join(ROOT, "docs",
                                                       "coverage.md"),
                    help="where to write the coverage statistics")
    opts = ap.parse_args()

    ov = read_overrides(opts.overrides)
    prefixes = sorted(((p["cuda"], p["hip"]) for p in ov.get("prefixes", [])),
                      key=lambda p: -len(p[0]))
    entries_ov = ov.get("entries", [])
    shims = Shims(ov.get("shims", []))

    hip_recs = hip_records(opts.tablegen)
    hip = HipNames(hip_recs)
    # clang's HIP wrapper headers declare the device math library; a name
    # that left HIP's own headers for them (__tanf) was not removed.
    releases = HipReleases(compiler_declared={
        name for _, name, path in hip_recs
        if rel(path, CLANG_RESOURCE_INCLUDE) is not None})
    runtime_names, device_names = cuda_records(opts.tablegen)
    lib_names = cuda_library_records(opts.tablegen)
    # hipport keys entries by kind and name, so a name two headers declare
    # (a __half and a __nv_bfloat16 overload of __hadd, CUstream_st) gets one
    # entry: in the runtime tables, else in the first library listing it.
    all_names = set(runtime_names) | set(device_names)
    for lib in LIBRARIES:
        lib_names[lib.name] -= all_names
        all_names |= lib_names[lib.name]

    # An override that matches no CUDA declaration is stale (renamed or
    # removed in this CUDA release); say so rather than emit it.
    for o in entries_ov:
        key = (o["kind"], o["cuda"])
        if key not in all_names:
            print("warning: overrides.yaml entry %s (%s) matches no CUDA "
                  "declaration" % (o["cuda"], o["kind"]), file=sys.stderr)

    runtime = build_table(runtime_names, entries_ov, prefixes, hip, False,
                          releases)
    device = build_table(device_names, entries_ov, prefixes, hip, True,
                         releases)
    headers = build_headers(ov.get("headers", []) +
                            cub_headers(ov.get("headers", [])), releases)
    for e in runtime + device + headers:
        releases.annotate(e)
    libs, libs_removed = build_library_tables(
        opts.tablegen, lib_names, entries_ov, prefixes, releases,
        all_names | {(k, n) for k, n in runtime_names | device_names})
    # Handles to HIP's handles, then the tags and versioned typedefs of
    # mapped types (CUstream_st, _v2 names).
    all_entries = runtime + device + [e for lib in LIBRARIES
                                      for e in libs[lib.name]]
    cuda_aliases = type_aliases(opts.tablegen, "cuda")
    hip_aliases = type_aliases(opts.tablegen, "hip")
    overridden_types = {o["cuda"] for o in entries_ov if o["kind"] == "type"}
    for e in map_handles_to_handles(all_entries, cuda_aliases, hip_aliases,
                                    overridden_types):
        releases.annotate(e)
    for e in map_alias_spellings(all_entries, cuda_aliases, hip_aliases,
                                 UNSUPPORTED_REASON, overridden_types):
        releases.annotate(e)
    hip_facts.annotate(device, headers)
    shims.apply(runtime + device + headers)

    os.makedirs(opts.out, exist_ok=True)
    write_table(os.path.join(opts.out, "cuda_runtime.yaml"), "cuda_runtime",
                runtime)
    write_table(os.path.join(opts.out, "cuda_device.yaml"), "cuda_device",
                device)
    write_table(os.path.join(opts.out, "headers.yaml"), "headers", headers)

    guards = guard_entries(headers, CUDA_INCLUDE, HIP_INCLUDE_ROOT)
    write_table(os.path.join(opts.out, "include_guards.yaml"),
                "include_guards", guards, one_line=True)

    summary("cuda_runtime.yaml", runtime)
    summary("cuda_device.yaml", device)
    summary("headers.yaml", headers)
    summary("include_guards.yaml", guards)

    coverage = {"cuda_runtime": (runtime_names, runtime),
                "cuda_device": (device_names, device)}
    for lib in LIBRARIES:
        entries = shims.apply(libs[lib.name])
        write_table(os.path.join(opts.out, lib.name + ".yaml"), lib.name,
                    entries, one_line=True)
        summary(lib.name + ".yaml", entries)
        coverage[lib.name] = (lib_names[lib.name], entries)
    # Names older CUDA releases declared, from the HIP libraries' NVIDIA
    # backends (upstream/*-cuda.names): reached by the token pass.
    for name, entries in libs_removed.items():
        write_table(os.path.join(opts.out, name + ".yaml"), name, entries,
                    one_line=True)
        summary(name + ".yaml", entries)
    shims.check_all_used()
    write_coverage(opts.coverage, coverage)
    files, size = write_declarations(opts.tablegen, CUDA_INCLUDE,
                                     CUDA_CLANG_ARGS, opts.declarations,
                                     os.path.join(HERE, "bodies.yaml"))
    print("%-24s files %5d  bytes %8d" % ("cuda-decls/", files, size))
    return 0


# The driver API is where most types have several spellings; cuda.h, the
# runtime headers and both OpenGL interop headers (CUGLDeviceList_enum)
# together, against the HIP runtime's headers.
ALIAS_PROBES = {
    "cuda": ([CUDA_INCLUDE], "#include <cuda.h>\n#include <cuda_runtime.h>\n"
             "#include <cudaGL.h>\n#include <cuda_gl_interop.h>\n",
             CUDA_CLANG_ARGS, ".cu"),
    "hip": ([HIP_INCLUDE], HIP_PROBE, HIP_ARGS + ["--offload-host-only"],
            ".hip"),
}


def type_aliases(tool, side):
    def run(prefixes, probe, args, ext):
        with tempfile.TemporaryDirectory() as tmp:
            src = os.path.join(tmp, "probe" + ext)
            with open(src, "w") as f:
                f.write(probe)
            cmd = [tool, "--type-aliases"] + ["--prefix=" + p
                                              for p in prefixes]
            out = subprocess.run(cmd + [src, "--"] + args,
                                 stdout=subprocess.PIPE, check=True,
                                 universal_newlines=True).stdout
        return out.splitlines()
    return read_aliases(run, *ALIAS_PROBES[side])


def cuda_library_records(tool):
    def run(prefixes, probe, args, ext):
        return run_tablegen(tool, prefixes, probe, args, ext)
    return libtables.cuda_library_names(run, CUDA_INCLUDE,
                                        CLANG_RESOURCE_INCLUDE,
                                        CUDA_CLANG_ARGS, rel)


def build_library_tables(tool, lib_names, overrides, prefixes, releases,
                         declared):
    def run(prefixes, probe, args, ext, extra=(), deprecated=None):
        return run_tablegen(tool, prefixes, probe, args, ext, extra,
                            deprecated)
    since = {n: releases.since(n) for n in releases.ranges
             if releases.since(n)}
    installed = libtables.installed_hip(run, HIP_ARGS, HIP_PROBE, HIP_INCLUDE,
                                        CLANG_RESOURCE_INCLUDE, rel, since,
                                        HIP_VERSION_LABEL)
    out = {}
    for lib in LIBRARIES:
        hip = installed if lib.verified else libtables.upstream_hip(lib.hip)
        out[lib.name] = [releases.annotate(e) for e in libtables.build_library(
            lib, lib_names[lib.name], hip, overrides, prefixes,
            libtables.shared_names(lib, lib_names))]
        libtables.map_alias_macros(
            out[lib.name], libtables.alias_defines(CUDA_INCLUDE, lib),
            {(o["cuda"], o["kind"]) for o in overrides})
    removed = {}
    for lib in LIBRARIES:
        facts = os.path.join(HERE, "upstream", lib.hip_backend + "-cuda.names") \
            if lib.hip_backend else None
        if facts:
            hip = installed if lib.verified else libtables.upstream_hip(lib.hip)
            removed[lib.name + "_removed"] = [
                releases.annotate(e) for e in libtables.removed_entries(
                    lib, facts, {n for _, n in declared}, hip, prefixes)]
    return out, removed


if __name__ == "__main__":
    sys.exit(main())
