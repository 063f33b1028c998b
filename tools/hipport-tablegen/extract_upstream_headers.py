#!/usr/bin/env python3
"""Record which public headers an upstream HIP library installs.

hipCUB is not packaged for Debian 12, so gen_tables.py cannot look for its
headers under /usr/include. This script lists the header files of a git
checkout's include directory (internal `backend/` and `detail/` directories
left out) into upstream/<library>.headers, one include path per line
(`hipcub/block/block_load.hpp`). gen_tables.py maps a CUDA library header to
the HIP header of the same place in the tree only when this list holds it.

    extract_upstream_headers.py LIBRARY GIT_DIR INCLUDE_DIR

INCLUDE_DIR is the directory, inside the checkout, that users put on their
include path (`hipcub/include` for hipCUB). The list is checked in so that
regeneration does not need the network; rerun this script to refresh it.
"""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
INTERNAL_DIRS = {"backend", "detail"}


def main(argv):
    if len(argv) != 4:
        sys.exit(__doc__)
    library, git_dir, include_dir = argv[1], argv[2], argv[3].rstrip("/")
    commit = subprocess.run(["git", "-C", git_dir, "rev-parse", "HEAD"],
                            stdout=subprocess.PIPE, check=True,
                            universal_newlines=True).stdout.strip()
    files = subprocess.run(["git", "-C", git_dir, "ls-tree", "-r",
                            "--name-only", commit, include_dir + "/"],
                           stdout=subprocess.PIPE, check=True,
                           universal_newlines=True).stdout.split()
    headers = sorted(
        f[len(include_dir) + 1:] for f in files
        if f.endswith((".h", ".hpp"))
        and not INTERNAL_DIRS & set(f[len(include_dir) + 1:].split("/")))
    out = os.path.join(HERE, "upstream", library + ".headers")
    with open(out, "w") as f:
        f.write("# Public headers of %s's %s at commit %s.\n"
                % (library, include_dir, commit))
        f.write("# Written by tools/hipport-tablegen/"
                "extract_upstream_headers.py.\n")
        f.write("".join(h + "\n" for h in headers))
    print("%s: %d headers" % (out, len(headers)))


if __name__ == "__main__":
    main(sys.argv)
