#!/usr/bin/env python3
"""Record what HIP's NVIDIA platform headers define under the names of HIP's
device atomics and shuffles, per release.

A project's own `atomicMin(float*, float)` is kept out of AMD builds when the
target HIP declares the same overload (extract_hip_overloads.py). HIP's
NVIDIA platform headers (include/hip/nvidia_detail/, compiled by nvcc on top
of CUDA's) define some of these too: atomicMin and atomicMax of float and
double, and __shfl, __shfl_up, __shfl_down and __shfl_xor as macros over
CUDA's *_sync functions. There the project's definition must go as well, or
the converted program no longer builds with HIP on NVIDIA, where it built as
CUDA (docs/rules/hipport-hip-redefinition.md).

This script reads nvidia_detail/ of each snapshot given as
`VERSION=GIT_DIR:COMMIT:DIRECTORY` and writes
upstream/hip-nvidia-overloads.names: `NAME(PARAM TYPES)<TAB>SINCE[<TAB>REMOVED]`
for each function whose name extract_hip_overloads.py watches, and
`NAME(...)` for a function-like macro of such a name (every call is
replaced, so every overload of the project's is affected). The snapshots
used, in release order:

    extract_hip_nvidia_overloads.py \\
      5.2=HIPAMD_GIT:rocm-5.2.0:include/hip/nvidia_detail \\
      5.3=HIPAMD_GIT:rocm-5.3.0:include/hip/nvidia_detail \\
      5.4=HIPAMD_GIT:rocm-5.4.0:include/hip/nvidia_detail \\
      5.5=HIPAMD_GIT:rocm-5.5.0:include/hip/nvidia_detail \\
      5.6=CLR_GIT:rocm-5.6.0:hipamd/include/hip/nvidia_detail \\
      5.7=CLR_GIT:rocm-5.7.0:hipamd/include/hip/nvidia_detail \\
      6.0=HIPOTHER_GIT:rocm-6.0.0:hipnv/include/hip/nvidia_detail

No public snapshot has the NVIDIA headers of a later release (ROCm/hipother's
develop branch ends at 75ef32d, 2023-11-17, with the same facts as 6.0): the
newest release read is taken to hold for every later one, and the file says
so.
"""

import argparse
import os
import re
import subprocess

from extract_hip_overloads import WATCHED, overloads
from extract_hip_since import UPSTREAM, ranges, write_tab_spans
from extract_upstream_names import repository_name

MACRO = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(\w+)\(", re.M)


def git(git_dir, *args):
    return subprocess.run(["git", "--git-dir", git_dir] + list(args),
                           check=True, capture_output=True,
                           text=True).stdout


class Snapshot:
    def __init__(self, spec):
        version, _, where = spec.partition("=")
        git_dir, commit, directory = where.split(":")
        self.version = version
        self.commit = git(git_dir, "rev-parse", commit + "^{commit}").strip()
        self.directory = directory.rstrip("/")
        self.provenance = ["%s@%s %s/" % (repository_name(git_dir),
                                          self.commit, self.directory)]
        self.facts = set()
        for path in git(git_dir, "ls-tree", "-r", "--name-only", self.commit,
                        self.directory + "/").split():
            if path.endswith(".h"):
                text = git(git_dir, "show", "%s:%s" % (self.commit, path))
                self.facts |= overloads(text)
                self.facts |= {name + "(...)" for name in MACRO.findall(text)
                               if WATCHED.match(name)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("snapshots", nargs="+",
                    metavar="VERSION=GIT_DIR:COMMIT:DIRECTORY")
    opts = ap.parse_args()
    snaps = [Snapshot(s) for s in opts.snapshots]
    order = [s.version for s in snaps]
    spans = ranges({s.version: s.facts for s in snaps}, order)
    with open(os.path.join(UPSTREAM, "hip-nvidia-overloads.names"), "w") as f:
        f.write("# What HIP's NVIDIA platform headers (nvidia_detail/) "
                "define under the names\n# of HIP's device atomics and "
                "shuffles: NAME(PARAM TYPES), or NAME(...) for a\n# "
                "function-like macro, the first HIP release defining it "
                "and, where a later\n# one no longer does, that release "
                "(tab-separated). Written by\n# tools/hipport-tablegen/"
                "extract_hip_nvidia_overloads.py from these public "
                "headers:\n")
        write_tab_spans(f, snaps, spans, [
            "No public snapshot has a later release's NVIDIA headers: the "
            "facts of %s are taken to hold in every later release." %
            order[-1]])
    for s in snaps:
        print("%s: %d facts" % (s.version, len(s.facts)))


if __name__ == "__main__":
    main()
