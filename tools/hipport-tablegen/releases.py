"""What each HIP release declares: the facts in upstream/ read back.

The extractors (extract_hip_since.py, extract_library_since.py) write, per
name, the first HIP release whose headers declare it and the release that
dropped it (`NAME SINCE [REMOVED]`), and per changed name the release and
what changed (`NAME changed|removed VERSION TEXT`, or `NAME replaced VERSION
NEWNAME TEXT` where a release spells the same thing NEWNAME). gen_tables.py verifies
names against the HIP 5.2 headers installed here; these facts say what the
releases after it (up to 7.0) add, remove or change.
"""

import os

HERE = os.path.dirname(os.path.abspath(__file__))
UPSTREAM = os.path.join(HERE, "upstream")
BASELINE = "5.2"

# Ranges of the HIP runtime, then of the ROCm libraries Debian packages at an
# older release than the newest HIP (hipSPARSE, hipRAND, rocRAND 5.3).
# A library's file speaks only for the library's own names (rocRAND's
# headers stop spelling hipGetLastError, which HIP still declares).
RANGE_FILES = [("hip-since.names", ""), ("hipsparse-since.names", "hipsparse"),
               ("hiprand-since.names", "hiprand"),
               ("rocrand-since.names", "rocrand")]
# Changes that presence does not show: HIP's own, found in its headers, and
# those of hipBLAS 3.0 (ROCm 7.0), recorded from its documentation.
CHANGE_FILES = ["hip-changes.names", "hipblas-changes.names"]
# The releases docs/coverage.md counts convertible entries for.
COVERAGE_RELEASES = ["5.2", "6.0", "6.2", "6.4", "7.0"]


def version_key(v):
    return tuple(int(p) for p in v.split("."))


def read_ranges(path):
    """{name: (since, removed or None)} from a file in the format above."""
    out = {}
    with open(path) as f:
        for ln in f:
            if ln.startswith("#") or not ln.strip():
                continue
            fields = ln.split()
            out[fields[0]] = (fields[1], fields[2] if len(fields) > 2
                              else None)
    return out


def read_changes(path):
    """{name: [(kind, version, text)]}; for `replaced`, text is the new
    name."""
    out = {}
    with open(path) as f:
        for ln in f:
            if ln.startswith("#") or not ln.strip():
                continue
            name, kind, version, text = ln.rstrip("\n").split(" ", 3)
            if kind not in ("changed", "removed", "replaced"):
                raise SystemExit("%s: unknown change kind %r" % (path, kind))
            if kind == "replaced":
                text = text.split(" ", 1)[0]
            out.setdefault(name, []).append((kind, version, text))
    return out


class HipReleases:
    """Which HIP release declares, drops or changes each name."""

    def __init__(self, upstream=UPSTREAM, compiler_declared=frozenset()):
        # Names the compiler's own HIP headers declare: their absence from
        # a release's HIP headers does not remove them.
        self.compiler_declared = compiler_declared
        self.ranges, self.changes = {}, {}
        for name, prefix in RANGE_FILES:
            for n, r in read_ranges(os.path.join(upstream, name)).items():
                if n.lower().startswith(prefix):
                    self.ranges.setdefault(n, r)
        for name in CHANGE_FILES:
            for n, c in read_changes(os.path.join(upstream, name)).items():
                self.changes.setdefault(n, []).extend(c)
        self.headers = read_ranges(os.path.join(upstream,
                                                "hip-headers.since"))

    def since(self, name):
        """The first release after 5.2 declaring name, or None."""
        r = self.ranges.get(name)
        return r[0] if r and r[0] != BASELINE else None

    def header_since(self, path):
        """The first release after 5.2 with header `path` (hip/...)."""
        r = self.headers.get(path)
        return r[0] if r and r[0] != BASELINE else None

    def annotate(self, entry):
        """Adds `removed:` and `changed:`/`change:` to a supported entry;
        where a release replaced its HIP name, the entry converts to the new
        name from that release and to the old one (`fallback:`) below it."""
        hip = entry.get("hip")
        if not hip or entry.get("status") == "unsupported":
            return entry
        if entry.get("kind") == "header":
            r = self.headers.get(hip)
        else:
            r = self.ranges.get(hip.rsplit("::", 1)[-1])
        removed = r[1] if r and hip not in self.compiler_declared else None
        changed = []
        for kind, version, text in self.changes.get(hip, []):
            if kind == "removed":
                removed = version
            elif kind == "replaced":
                replace_hip_name(entry, text, version)
                return self.annotate(entry)
            else:
                changed.append((version, text))
        if removed:
            entry["removed"] = removed
        if changed:
            entry["changed"] = changed[0][0]
            entry["change"] = "; ".join(t for _, t in changed)
        return entry


def replace_hip_name(entry, new_name, version):
    """From `version` on, entry converts to new_name; below it, as before."""
    old = {"hip": entry["hip"]}
    if "args" in entry:
        old["args"] = entry["args"]
    entry["fallback"] = old
    entry["hip"] = new_name
    if "since" not in entry or version_key(entry["since"]) < version_key(
            version):
        entry["since"] = version


def converts_at(entry, version):
    """Whether the entry converts to a name that HIP `version` declares."""
    if entry.get("status") == "unsupported":
        return False
    v = version_key(version)
    if "removed" in entry and v >= version_key(entry["removed"]):
        return False
    if "since" in entry and v < version_key(entry["since"]):
        return "fallback" in entry
    return True
