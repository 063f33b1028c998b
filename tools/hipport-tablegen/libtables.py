"""Builds the per-library mapping tables (cuBLAS, cuRAND, the driver API...).

gen_tables.py handles the runtime and device tables; this module applies the
same idea to every CUDA library in libraries.py: dump the library's CUDA
declarations, derive each one's HIP spelling, and keep it only if the HIP
side declares it (installed headers), lists it (upstream/*.names, then
`verified: false`), or a later HIP release does (upstream/hip-since.names,
then `since:`).
"""

import os
import re

# Versioning namespaces (cooperative_groups::__v1) that a using-directive
# makes transparent: users never spell them.
VERSION_NS = re.compile(r"::__v\d+(?=::)")

from releases import BASELINE, read_ranges, version_key
from libraries import CUDA_PROBES, HIP_LIBRARY_DIRS, HIP_LIBRARY_PROBE, \
    LIBRARIES

HERE = os.path.dirname(os.path.abspath(__file__))
UPSTREAM = os.path.join(HERE, "upstream")

# Kinds a HIP name may have for a fuzzy match of a CUDA name of this kind:
# enum constants are often macros on the other side, never functions.
KIND_GROUP = {"function": "f", "type": "t", "enumerator": "c", "macro": "c",
              "variable": "c"}


def fuzzy_key(name):
    """CU_MEMORYTYPE_HOST and hipMemoryTypeHost share this key; leading
    underscores count (__hip_bfloat16 is not hip_bfloat16)."""
    rest = name.lstrip("_")
    return name[:len(name) - len(rest)] + rest.replace("_", "").lower()


def read_names(path):
    """The names in an upstream list, and "owner/repo@commit" it came from."""
    with open(path) as f:
        lines = f.read().splitlines()
    # "# Identifiers in the public headers of ROCm/hipBLAS at commit 27cf...:"
    repo, _, commit = lines[0].split("headers of ", 1)[1].partition(
        " at commit ")
    origin = "%s@%s" % (repo, commit[:7])
    return set(ln for ln in lines if ln and not ln.startswith("#")), origin


class HipSide:
    """The names one library's entries are checked against."""

    def __init__(self, names, kinds, deprecated, since, label, verified):
        self.names, self.kinds = names, kinds
        self.deprecated, self.since = deprecated, since
        self.label, self.verified = label, verified
        self.by_key = {}
        for n in sorted(names):
            self.by_key.setdefault(fuzzy_key(n), []).append(n)
        self.since_by_key = {}
        for n in sorted(since):
            self.since_by_key.setdefault(fuzzy_key(n), []).append(n)

    def find(self, cands, kind):
        """(HIP name, since) for the first candidate the HIP side knows.

        Each candidate is tried exactly, then ignoring case and underscores,
        before the next: CUDA_ERROR_INVALID_VALUE should become
        hipErrorInvalidValue (the hipError_t enumerator), not the legacy
        HIP_ERROR_INVALID_VALUE a later rule would spell exactly.
        """
        for c in cands:
            if c in self.names:
                return c, self.listed_since(c)
            hits = [h for h in self.by_key.get(fuzzy_key(c), [])
                    if self.kind_fits(h, kind)]
            if len(hits) > 1:
                # HIP keeps SHOUTING legacy spellings beside the camel-case
                # enumerators of its enums; the camel-case one is current.
                hits = [h for h in hits if not h.isupper()]
            if len(hits) == 1:
                return hits[0], self.listed_since(hits[0])
        for c in cands:
            if unqualified(c) in self.since:
                return c, self.since[unqualified(c)]
        # A later release's enumerators and types, ignoring case and
        # underscores (CU_JIT_CACHE_MODE to hipJitCacheMode). The release
        # lists record no kinds, so macros and functions, whose look-alikes
        # may be another kind of thing (CUDA_VERSION, hipVersion), are not
        # matched this way.
        if kind in ("enumerator", "type"):
            for c in cands:
                if "::" in c:
                    continue
                hits = self.since_by_key.get(fuzzy_key(c), [])
                if len(hits) > 1:
                    hits = [h for h in hits if not h.isupper()]
                if len(hits) == 1:
                    return hits[0], self.since[hits[0]]
        return None, None

    def listed_since(self, name):
        """For a library known from its sources, the release that added a
        listed name after ROCm 5.2; installed names need none."""
        return None if self.verified else self.since.get(unqualified(name))

    def kind_fits(self, hip_name, kind):
        kinds = self.kinds.get(hip_name)
        if kinds is None:  # An upstream list does not say.
            return True
        return any(KIND_GROUP.get(k) == KIND_GROUP.get(kind) for k in kinds)


def cuda_library_names(run, cuda_include, resource_include, args, rel):
    """{library: {(kind, name)}} for the declarations of each library."""
    records = set()
    for probe in CUDA_PROBES:
        extra = probe[-1]["args"] if isinstance(probe[-1], dict) else []
        text = "".join("#include <%s>\n" % h for h in probe
                       if isinstance(h, str))
        records |= run([cuda_include, resource_include], text,
                       args + extra, ".cu")
    out = {lib.name: set() for lib in LIBRARIES}
    out[SHARED] = set()
    for kind, name, path in records:
        if "::" in name and kind != "namespace":
            out[SHARED].add((VERSION_NS.sub("", name).rsplit("::", 1)[0],
                             kind, unqualified(name)))
        r = rel(path, cuda_include)
        if r is None or kind == "namespace":
            continue
        for lib in LIBRARIES:
            if not lib.files.match(r):
                continue
            if lib.namespace and kind != "macro":
                prefix = lib.namespace + "::"
                name = VERSION_NS.sub("", name)
                if not name.startswith(prefix) or "::" in name[len(prefix):]:
                    break
                name = name[len(prefix):]
                if name.startswith("_"):  # Implementation detail.
                    break
                if lib.qualified:
                    name = prefix + name
            elif "::" in name:
                break
            out[lib.name].add((kind, name))
            break
    return out


def installed_hip(run, hip_args, hip_probe, hip_include, resource_include,
                  rel, since, label):
    """The HIP runtime and library headers on this machine, with kinds."""
    records, deprecated = set(), set()
    text = hip_probe + "".join("#include <%s>\n" % h
                               for h in HIP_LIBRARY_PROBE)
    for mode in ("--offload-host-only", "--offload-device-only"):
        records |= run([hip_include, resource_include] + HIP_LIBRARY_DIRS,
                       text, hip_args + [mode], ".hip", ["--all"], deprecated)
    names, kinds = set(), {}
    for kind, name, path in records:
        r = rel(path, resource_include)
        if r is not None and not r.startswith("__clang_"):
            continue
        names.add(name)
        kinds.setdefault(name, set()).add(kind)
    dep = {name for _, name, _ in deprecated} - {
        name for _, name, _ in records - deprecated}
    return HipSide(names, kinds, dep, since, label, True)


def upstream_hip(spec):
    """The names a library's upstream lists hold, and for those its release
    tags show arriving after ROCm 5.2, that release (<part>-since.names)."""
    names, origins, first = set(), [], {}
    for part in spec.split("+"):
        n, origin = read_names(os.path.join(UPSTREAM, part + ".names"))
        names |= n
        origins.append(origin)
        path = os.path.join(UPSTREAM, part + "-since.names")
        if os.path.isfile(path):
            # The since list leaves out what 5.2 had and kept; the earliest
            # part wins: hipBLAS had hipblasOperation_t at 5.2, before
            # hipBLASLt (5.7) spelled it too.
            ranges = read_ranges(path)
            for name in n | set(ranges):
                v = ranges[name][0] if name in ranges else BASELINE
                if name not in first or version_key(v) < version_key(
                        first[name]):
                    first[name] = v
    since = {n: v for n, v in first.items() if v != BASELINE}
    return HipSide(names, {}, set(), since, ", ".join(origins), False)


def candidates(lib, name, kind, prefixes):
    out = [name] if lib.identity else []
    for cp, hp in list(prefixes) + lib.rules:
        if name.startswith(cp):
            out.append(hp + name[len(cp):])
    for c in list(out):
        if c.endswith("_v2"):  # cublasSgemm_v2: HIP has one version.
            out.append(c[:-3])
        elif c.endswith("_v2_64"):  # cublasSdot_v2_64: hipblasSdot_64.
            out.append(c[:-6] + "_64")
        if kind == "type" and not c.endswith("_t"):
            out.append(c + "_t")
    if lib.hip_namespace and kind != "macro" and lib.verified:
        out = [lib.hip_namespace + "::" + c for c in out]
    return out


def unqualified(name):
    return name.rsplit("::", 1)[-1]


SHARED = "(namespaced names)"


def shared_names(lib, lib_names):
    """Members of lib's namespace that another CUDA namespace also declares.

    hipport looks entries up by unqualified name, so an unsupported entry for
    cooperative_groups::plus would also flag thrust::plus. Such members get
    no entry of their own: the namespace entry covers them.
    """
    if not lib.namespace or lib.qualified:
        return set()
    return {(kind, name) for ns, kind, name in lib_names[SHARED]
            if ns != lib.namespace and not ns.startswith(lib.namespace + "::")
            and not ns.startswith(lib.namespace.split("::")[0] + "::detail")}


def build_library(lib, names, hip, overrides, prefixes, shared=frozenset()):
    by_key = {(o["cuda"], o["kind"]): o for o in overrides}
    if hip.verified:
        reason = "no HIP counterpart declared in %s to %s" % (hip.label,
                                                              lib.newest)
    else:
        reason = "%s declares no counterpart" % hip.label
    entries = []
    for kind, name in sorted(names, key=lambda kn: (kn[1], kn[0])):
        o = by_key.get((name, kind))
        if o is not None:
            entries.append(checked_override(dict(o), hip))
            continue
        if (kind, name) in shared:
            continue
        if lib.manual:
            entries.append({"cuda": name, "kind": kind,
                            "status": "unsupported", "reason": lib.manual})
            continue
        target, since = hip.find(
            candidates(lib, unqualified(name) if lib.qualified else name,
                       kind, prefixes), kind)
        if target is None:
            # The diagnostic shows the name as spelled (plus): say which
            # namespace's member this is, since thrust::plus is not
            # cooperative_groups::plus.
            qualified = "%s::%s: " % (lib.namespace, unqualified(name)) \
                if lib.namespace and kind != "macro" else ""
            entries.append({"cuda": name, "kind": kind,
                            "status": "unsupported",
                            "reason": qualified + reason})
            continue
        if lib.complex_v2 and kind == "function":
            target, since = complex_v2(target, since, hip)
        e = {"cuda": name, "hip": unqualified(target), "kind": kind}
        entries.append(with_hip_facts(e, target, since, hip))
    for e in namespace_entries(lib, hip):
        entries.append(e)
    return entries


# What a CUDA typedef of a fundamental type (cusolver_int_t) may become: the
# language declares these, not HIP.
BUILTIN_TYPES = {"int", "unsigned", "long", "short", "char", "float",
                 "double", "size_t"}


def checked_override(o, hip):
    """An override's HIP name must exist like any other (or carry since)."""
    if o.get("status") == "unsupported":
        return o
    hip_name = o.get("hip", "")
    if hip_name == "" or "since" in o or hip_name in BUILTIN_TYPES:
        pass
    elif hip_name in hip.names or any(
            n.endswith("::" + hip_name) for n in hip.names):
        pass
    elif hip_name in hip.since:
        o["since"] = hip.since[hip_name]
    else:
        return {"cuda": o["cuda"], "kind": o["kind"], "status": "unsupported",
                "reason": "override names %s, which %s does not declare"
                % (hip_name, hip.label)}
    if not hip.verified and hip_name not in BUILTIN_TYPES:
        o["verified"] = "false"
    return o


def namespace_entries(lib, hip):
    if not lib.namespace:
        return []
    inner = lib.namespace.split("::")[-1]
    e = {"cuda": inner, "hip": lib.hip_namespace, "kind": "namespace"}
    if not hip.verified:
        e["verified"] = "false"
    out = [e]
    for outer in lib.namespace.split("::")[:-1]:
        out.append({"cuda": outer, "kind": "namespace",
                    "status": "unsupported",
                    "reason": "%s:: has no counterpart; write %s:: for %s::"
                    % (outer, lib.hip_namespace, lib.namespace)})
    return out


ALIAS_DEFINE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(\w+)[ \t]+(\w+)[ \t]*$",
                          re.M)


def alias_defines(include, lib):
    """{macro: function} for each `#define NAME OTHER` in the library's CUDA
    headers (cublas_v2.h: `#define cublasCdotu cublasCdotu_v2`)."""
    out = {}
    for root, _, files in os.walk(include):
        for f in sorted(files):
            path = os.path.join(root, f)
            if not lib.files.match(os.path.relpath(path, include)):
                continue
            with open(path, encoding="utf-8", errors="replace") as fh:
                for name, other in ALIAS_DEFINE.findall(fh.read()):
                    out.setdefault(name, other)
    return out


# What a function entry says about its HIP counterpart, which a macro that
# only spells the function another way says too.
ALIAS_FIELDS = ("hip", "status", "reason", "hint", "since", "removed",
                "changed", "change", "verified", "fallback")


def map_alias_macros(entries, defines, override_keys):
    """A macro whose whole body is the name of a function of the same table
    converts as that function does: cuBLAS's cublasCdotu is cublasCdotu_v2,
    so both become hipblasCdotu_v2, the one hipBLAS function taking
    hipComplex (hipblasCdotu takes hipblasComplex before hipBLAS 3.0).
    Overrides are kept, and so is the macro's own entry when the function
    has no counterpart, or an argument template or overloads (a macro entry
    has neither)."""
    functions = {e["cuda"]: e for e in entries if e["kind"] == "function"}
    changed = []
    for e in entries:
        if e["kind"] != "macro" or (e["cuda"], "macro") in override_keys:
            continue
        f = functions.get(defines.get(e["cuda"]))
        if f is None or "args" in f or "overloads" in f or \
                f.get("status") == "unsupported":
            continue
        new = {"cuda": e["cuda"], "kind": "macro"}
        new.update({k: f[k] for k in ALIAS_FIELDS if k in f})
        if new != e:
            e.clear()
            e.update(new)
            changed.append(e)
    return changed


def removed_entries(lib, facts, declared, hip, prefixes):
    """Entries for the CUDA names of a HIP library's NVIDIA backend
    (upstream/<library>-cuda.names) that a CUDA release removed and this
    toolkit no longer declares (cusparseScsrgemm2, removed in CUDA 12.0),
    named like the library's other names (hipsparseScsrgemm2) where the HIP
    side declares that. The kind is read from the spelling: SHOUTING names
    are enumerators, `_t` names types, the rest functions."""
    entries = []
    for name, removed in read_backend_names(facts):
        if removed == "-" or name in declared:
            continue
        if name.isupper():
            kind = "enumerator"
        elif name.endswith("_t"):
            kind = "type"
        else:
            kind = "function"
        target, since = hip.find(candidates(lib, name, kind, prefixes), kind)
        if target is None:
            continue
        e = {"cuda": name, "hip": target, "kind": kind,
             "cuda-removed": removed}
        entries.append(with_hip_facts(e, target, since, hip))
    return entries


def with_hip_facts(e, target, since, hip):
    """Entry e with what the library's headers say of target: the release
    that first declares it, a deprecation, whether it was verified."""
    if since:
        e["since"] = since
    if target in hip.deprecated:
        e["status"] = "deprecated"
        e["reason"] = "%s marks %s deprecated" % (hip.label, target)
    if not hip.verified:
        e["verified"] = "false"
    return e


def read_backend_names(path):
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, removed = line.split()
            yield name, removed


def complex_v2(target, since, hip):
    """hipblasCgemmBatched takes hipblasComplex, hipblasCgemmBatched_v2 (ROCm
    6.0) hipComplex, which cuComplex becomes: the _v2 function where hipBLAS
    has one, for the complex (C, Z, Ic, Iz, Sc, Dz, Cs, Zd) functions; the
    *Ex ones keep theirs (their _v2 differs in the data type)."""
    base = target[:-3] if target.endswith("_64") else target
    if base.endswith("_v2") or "Ex" in base or not re.match(
            r"hipblas(C|Z|Ic|Iz|Sc|Dz)[a-z]", base):
        return target, since
    v2 = base + "_v2" + target[len(base):]
    found, v2_since = hip.find([v2], "function")
    if found != v2:
        return target, since
    return v2, v2_since
