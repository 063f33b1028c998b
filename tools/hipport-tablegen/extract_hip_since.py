#!/usr/bin/env python3
"""Record, for every HIP name, the releases that declare it, from 5.2 to 7.0.

The tables are verified against the HIP 5.2 headers installed here. A CUDA
name whose HIP counterpart arrived later (graph nodes, memory pools, bfloat16,
__syncwarp) is still worth mapping, with `since:` so that --hip-version below
it reports the need for a newer HIP; a HIP name that a later release dropped
gets `removed:`, and one whose meaning changed gets `changed:`.

This script reads the public HIP headers of each release from git snapshots
(see RELEASES for the repository and commit of each) and writes:

- upstream/hip-since.names: `NAME SINCE [REMOVED]` for every identifier that
  the headers spell outside comments and that rocm-5.2 lacks (SINCE is the
  first release spelling it) or that some release after its first stopped
  spelling (REMOVED is the first release of the trailing run without it);
- upstream/hip-headers.since: `PATH SINCE [REMOVED]` for every header under
  include/hip/, likewise;
- upstream/hip-changes.names: `NAME changed VERSION CHANGE` for the names
  whose declaration changed, found by the text checks in CHANGES.

    extract_hip_since.py --hip HIP_GIT --hipamd HIPAMD_GIT --clr CLR_GIT \
                         --rocm-systems ROCM_SYSTEMS_GIT

A release whose commit is a branch or date is resolved here and its commit id
is written into each output file. The HIP repository's VERSION file, where a
release has one, must name the release, otherwise the script stops.
"""

import argparse
import os
import re
import subprocess
import sys

from extract_upstream_names import names_in

HERE = os.path.dirname(os.path.abspath(__file__))
UPSTREAM = os.path.join(HERE, "upstream")
BASELINE = "5.2"

# The public HIP headers of a release are the HIP repository's include/hip/
# overlaid with the AMD implementation headers (include/hip/amd_detail/) of
# ROCm/hipamd up to 5.5 and of ROCm/clr (under hipamd/) from 5.6 on. HIP 6.4
# and 7.0 are later than the official snapshots; their original commits are
# reachable in a snapshot of the ROCm systems history (rocm-systems).
TAGGED = ["5.2", "5.3", "5.4", "5.5", "5.6", "5.7", "6.0", "6.1", "6.2"]
HIP_63_BRANCH = "release/rocm-rel-6.3.0.1"


def releases(opts):
    """[(version, [(label, git dir, commit, directory)])] in release order."""
    out = []
    for v in TAGGED:
        tag = "rocm-%s.0" % v
        amd = (("ROCm/hipamd", opts.hipamd, tag, "include/hip/amd_detail/")
               if v < "5.6" else
               ("ROCm/clr", opts.clr, tag, "hipamd/include/hip/amd_detail/"))
        out.append((v, [("ROCm/HIP", opts.hip, tag, "include/hip/"), amd]))
    # 6.3: clr's release branch; HIP has no 6.3 branch, so its amd-staging at
    # the point clr's release branch left amd-staging (later HIP commits may
    # not be in 6.3; dating them 6.4 is stricter, never wrong).
    branch_point = git(opts.clr, "merge-base", "amd-staging",
                       HIP_63_BRANCH).strip()
    when = git(opts.clr, "log", "-1", "--format=%ci", branch_point).strip()
    hip63 = git(opts.hip, "rev-list", "-1", "--before=" + when,
                "amd-staging").strip()
    out.append(("6.3", [("ROCm/HIP", opts.hip, hip63, "include/hip/"),
                        ("ROCm/clr", opts.clr, HIP_63_BRANCH,
                         "hipamd/include/hip/amd_detail/")]))
    for v, hip, clr in (
            ("6.4", "8e858d12de332a52f796ae102350f6902693bf34",
             "b7eaec76fc3d9fc13dbc437a2961bfeb9feb4486"),
            ("7.0", "c5f4cdd3048da64dd43b8b87b85124232d35416b",
             "2c6ec7df451d8b68464f8eda1dc432b1c377d621")):
        out.append((v, [("ROCm/HIP", opts.rocm_systems, hip, "include/hip/"),
                         ("ROCm/clr", opts.rocm_systems, clr,
                          "hipamd/include/hip/amd_detail/")]))
    return out


# Changes of meaning that a name's presence does not show: (version, file
# under include/hip/, regular expression, present, names, change). The check
# holds when the expression matches the file at `version` and at no earlier
# release (present=True), or matched the release before and no longer does
# (present=False). `names` is a regular expression selecting the affected
# identifiers spelled in the file at `version`.
CHANGES = [
    ("7.0", "amd_detail/amd_warp_sync_functions.h",
     r"#if !defined\(HIP_DISABLE_WARP_SYNC_BUILTINS\)", True,
     r"^(__\w+_sync|__syncwarp)$",
     "declared by default (HIP 6.2 to 6.4 need "
     "-DHIP_ENABLE_WARP_SYNC_BUILTINS); the mask must be a 64-bit integer "
     "(static_assert)"),
    ("7.0", "amd_detail/amd_warp_functions.h",
     r"static constexpr int warpSize", False, r"^warpSize$",
     "no longer a constant expression (not usable in array bounds, template "
     "arguments or static_assert)"),
    ("7.0", "amd_detail/amd_hip_vector_types.h", r"Native_vec_ data;", False,
     r"^HIP_vector_type$", "the member `data` is removed; use x, y, z, w"),
]


def git(git_dir, *args):
    return subprocess.run(["git", "-C", git_dir] + list(args),
                          stdout=subprocess.PIPE, check=True,
                          universal_newlines=True).stdout


def header_files(git_dir, commit, directory):
    """Public header paths under `directory`, NVIDIA's back end left out."""
    out = []
    for path in git(git_dir, "ls-tree", "-r", "--name-only", commit,
                    directory).split():
        rel = path[len(directory):]
        if rel.startswith(("nvidia_detail/", "nvcc_detail/")):
            continue
        if path.endswith((".h", ".hpp")):
            out.append(path)
    return out


def include_path(path):
    """hip/amd_detail/x.h for a path in either repository's layout."""
    return "hip/" + path.split("include/hip/", 1)[1]


class Release:
    def __init__(self, version, sources):
        self.version = version
        self.names, self.headers, self.text = set(), set(), {}
        self.provenance = []
        for label, git_dir, commit, directory in sources:
            commit_id = git(git_dir, "rev-parse", commit + "^{commit}").strip()
            check_version(git_dir, commit_id, version, label)
            self.provenance.append("%s@%s %s" % (label, commit_id, directory))
            for path in header_files(git_dir, commit_id, directory):
                text = git(git_dir, "show", "%s:%s" % (commit_id, path))
                inc = include_path(path)
                self.headers.add(inc)
                self.text[inc[len("hip/"):]] = text
                self.names |= names_in(text)


def check_version(git_dir, commit, version, label):
    if label != "ROCm/HIP":
        return
    try:
        text = subprocess.run(["git", "-C", git_dir, "show",
                               commit + ":VERSION"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, check=True,
                              universal_newlines=True).stdout
    except subprocess.CalledProcessError:
        return  # Releases before 5.6 have no VERSION file; the tag says it.
    fields = dict(re.findall(r"#HIP_VERSION_(MAJOR|MINOR)\s+(\d+)", text))
    if "%s.%s" % (fields.get("MAJOR"), fields.get("MINOR")) != version:
        sys.exit("%s@%s: VERSION says %s.%s, expected %s" % (
            label, commit, fields.get("MAJOR"), fields.get("MINOR"), version))


def ranges(items, order):
    """{item: (since, removed or None)} over the releases in `order`."""
    out = {}
    every = set().union(*(items[v] for v in order))
    for item in every:
        present = [v for v in order if item in items[v]]
        since = present[0]
        removed = None
        if item not in items[order[-1]]:
            last = order.index(present[-1])
            removed = order[last + 1]
        out[item] = (since, removed)
    return out


def write_ranges(path, what, rels, spans, tool="extract_hip_since.py"):
    with open(path, "w") as f:
        f.write("# %s, with the first HIP release declaring it and, where a "
                "later release\n# no longer does, the first such release. "
                "Names of rocm-5.2 that all later\n# releases keep are left "
                "out. Written by tools/hipport-tablegen/\n# "
                "%s from these public headers:\n" % (what, tool))
        for r in rels:
            f.write("#   %s: %s\n" % (r.version, "; ".join(r.provenance)))
        for item in sorted(spans):
            since, removed = spans[item]
            if since == BASELINE and removed is None:
                continue
            f.write("%s %s%s\n" % (item, since,
                                   " " + removed if removed else ""))


def find_changes(rels):
    out = []
    by_version = {r.version: i for i, r in enumerate(rels)}
    for version, header, pattern, present, names, change in CHANGES:
        i = by_version[version]
        now = re.search(pattern, rels[i].text.get(header, "")) is not None
        before = [re.search(pattern, r.text.get(header, "")) is not None
                  for r in rels[:i]]
        holds = (now and not any(before)) if present else \
            (not now and before[-1])
        if not holds:
            sys.exit("change check failed: %r in %s at %s" %
                     (pattern, header, version))
        text = rels[i].text[header]
        for n in sorted(n for n in names_in(text) if re.match(names, n)
                        and not n.startswith("__hip")):
            out.append((n, version, change, header))
    return out


def release_arguments(ap):
    """The options naming the git dirs the releases are read from."""
    ap.add_argument("--hip", required=True, help="git dir of ROCm/HIP")
    ap.add_argument("--hipamd", required=True, help="git dir of ROCm/hipamd")
    ap.add_argument("--clr", required=True, help="git dir of ROCm/clr")
    ap.add_argument("--rocm-systems", required=True,
                    help="git dir holding the HIP 6.4 and 7.0 commits")


def write_tab_spans(f, rels, spans, extra_provenance=()):
    """The provenance lines, then `FACT<TAB>SINCE[<TAB>REMOVED]` per fact."""
    for r in rels:
        f.write("#   %s: %s\n" % (r.version, "; ".join(r.provenance)))
    for p in extra_provenance:
        f.write("#   %s\n" % p)
    for fact in sorted(spans):
        since, removed = spans[fact]
        f.write("%s\t%s%s\n" % (fact, since, "\t" + removed if removed else ""))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    release_arguments(ap)
    opts = ap.parse_args()

    rels = [Release(v, s) for v, s in releases(opts)]
    order = [r.version for r in rels]
    names = ranges({r.version: r.names for r in rels}, order)
    headers = ranges({r.version: r.headers for r in rels}, order)
    write_ranges(os.path.join(UPSTREAM, "hip-since.names"),
                 "Each identifier of the HIP headers", rels, names)
    write_ranges(os.path.join(UPSTREAM, "hip-headers.since"),
                 "Each header under include/hip/", rels, headers)
    with open(os.path.join(UPSTREAM, "hip-changes.names"), "w") as f:
        f.write("# HIP names whose declaration changed: NAME changed VERSION "
                "CHANGE, "
                "found in the\n# headers listed in hip-since.names by the "
                "checks in tools/hipport-tablegen/\n# extract_hip_since.py "
                "(file: the header under include/hip/ that shows it).\n")
        for n, version, change, header in find_changes(rels):
            f.write("%s changed %s %s (%s)\n" % (n, version, change, header))
    for r in rels:
        print("%s: %5d names, %3d headers" % (r.version, len(r.names),
                                             len(r.headers)))


if __name__ == "__main__":
    main()
