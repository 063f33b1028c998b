#!/usr/bin/env python3
"""Record the first HIP release that declares each name HIP 5.2 lacks.

The tables are verified against the HIP 5.2 headers installed here. A CUDA
name whose HIP counterpart arrived later (graph nodes, memory pools, bfloat16)
is still worth mapping, with `since:` so that --hip-version below it reports
the need for a newer HIP. This script reads the public HIP headers at each
ROCm release tag of git checkouts of ROCm/HIP (include/hip/*.h) and ROCm/clr
(hipamd/include/hip/amd_detail/*.h, from 5.6 on) and writes, for every
identifier absent at rocm-5.2.0, the first release that spells it outside
comments, to upstream/hip-since.names:

    extract_hip_since.py HIP_GIT_DIR CLR_GIT_DIR

A name first seen in clr at 5.6 may have been in the older hipamd repository
earlier; the recorded release is then later than the real one, which only
makes --hip-version checks stricter, never wrong.
"""

import os
import re
import subprocess
import sys

from extract_upstream_names import names_in

HERE = os.path.dirname(os.path.abspath(__file__))
BASELINE = (5, 2)
TAG = re.compile(r"^rocm-(\d+)\.(\d+)\.0$")


def git(git_dir, *args):
    return subprocess.run(["git", "-C", git_dir] + list(args),
                          stdout=subprocess.PIPE, check=True,
                          universal_newlines=True).stdout


def release_tags(git_dir):
    out = []
    for t in git(git_dir, "tag").split():
        m = TAG.match(t)
        if m and (int(m.group(1)), int(m.group(2))) >= BASELINE:
            out.append(((int(m.group(1)), int(m.group(2))), t))
    return sorted(out)


def names_at(git_dir, tag, directory):
    names = set()
    listing = git(git_dir, "ls-tree", "--name-only", tag, directory)
    for path in listing.split():
        if path.endswith((".h", ".hpp")):
            names |= names_in(git(git_dir, "show", "%s:%s" % (tag, path)))
    return names


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    first = {}
    baseline = set()
    for git_dir, directory in ((argv[1], "include/hip/"),
                               (argv[2], "hipamd/include/hip/amd_detail/")):
        for version, tag in release_tags(git_dir):
            names = names_at(git_dir, tag, directory)
            if version == BASELINE:
                baseline |= names
                continue
            for n in names:
                if n not in first or first[n] > version:
                    first[n] = version
    out = os.path.join(HERE, "upstream", "hip-since.names")
    with open(out, "w") as f:
        f.write("# First ROCm release whose HIP headers spell each name that "
                "rocm-5.2.0 does not.\n# Written by tools/hipport-tablegen/"
                "extract_hip_since.py from ROCm/HIP and ROCm/clr.\n")
        for n in sorted(first):
            if n not in baseline:
                f.write("%s %d.%d\n" % (n, first[n][0], first[n][1]))
    print(out)


if __name__ == "__main__":
    main(sys.argv)
