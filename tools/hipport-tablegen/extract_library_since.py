#!/usr/bin/env python3
"""Record the first ROCm release whose headers of a HIP library spell a name.

The Debian packages of hipSPARSE and hipRAND/rocRAND are ROCm 5.3's; a CUDA
name whose counterpart those libraries added later (cusparseGetErrorString to
hipsparseGetErrorString) gets `since:` from upstream/<library>-since.names,
written here from the library's release tags rocm-5.2.0 ... rocm-6.2.0 and
the ROCm 6.3 commit of its snapshot, in the format of hip-since.names:

    extract_library_since.py [--out DIR] LIBRARY GIT_DIR COMMIT_6_3 DIR...

DIRECTORY is a header directory or file of the repository (library/include/,
src/nccl.h.in); headers for NVIDIA's back end (*nvcc*, *nvidia*) are left
out. A release tag the repository lacks means the library had no release
then (hipBLASLt begins with ROCm 5.5).
"""

import os
import re
import subprocess
import sys

from extract_hip_since import UPSTREAM, git, ranges, write_ranges
from extract_upstream_names import names_in

TAGGED = ["5.2", "5.3", "5.4", "5.5", "5.6", "5.7", "6.0", "6.1", "6.2"]


def rev_parse(git_dir, commit):
    out = subprocess.run(["git", "-C", git_dir, "rev-parse", "--verify", "-q",
                          commit + "^{commit}"], stdout=subprocess.PIPE,
                         universal_newlines=True)
    return out.stdout.strip() if out.returncode == 0 else None


class LibraryRelease:
    def __init__(self, version, label, git_dir, commit, directories):
        self.version = version
        commit_id = rev_parse(git_dir, commit)
        self.names = set()
        if commit_id is None:
            # The library did not exist yet (hipBLASLt before ROCm 5.5).
            self.provenance = ["%s has no %s" % (label, commit)]
            return
        self.provenance = ["%s@%s %s" % (label, commit_id, " ".join(
            directories))]
        for d in directories:
            for path in git(git_dir, "ls-tree", "-r", "--name-only",
                            commit_id, d).split():
                base = os.path.basename(path)
                if not path.endswith((".h", ".hpp", ".h.in")) or re.search(
                        "nvcc|nvidia|precomputed", base):
                    continue
                self.names |= names_in(git(git_dir, "show", "%s:%s" % (
                    commit_id, path)))


def main(argv):
    out_dir = UPSTREAM
    if len(argv) > 2 and argv[1] == "--out":
        out_dir, argv = argv[2], argv[:1] + argv[3:]
    if len(argv) < 5:
        sys.exit(__doc__)
    library, git_dir, head, dirs = argv[1], argv[2], argv[3], argv[4:]
    base = os.path.basename(os.path.normpath(git_dir))
    if base == "repo":
        base = os.path.basename(os.path.dirname(os.path.normpath(git_dir)))
    label = base.replace("+", "/")
    rels = [LibraryRelease(v, label, git_dir, "rocm-%s.0" % v, dirs)
            for v in TAGGED]
    rels.append(LibraryRelease("6.3", label, git_dir, head, dirs))
    order = [r.version for r in rels]
    spans = ranges({r.version: r.names for r in rels}, order)
    out = os.path.join(out_dir, library + "-since.names")
    write_ranges(out, "Each identifier of the %s headers" % label, rels, spans,
                 "extract_library_since.py")
    print("%s: %d names" % (out, sum(1 for s in spans.values()
                                     if s != ("5.2", None))))


if __name__ == "__main__":
    main(sys.argv)
