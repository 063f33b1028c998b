#!/usr/bin/env python3
"""Record the names that an upstream HIP library's public headers declare.

hipBLAS, hipFFT, hipSOLVER, hipCUB, hipBLASLt, RCCL, MIOpen and rocWMMA are
not packaged for Debian 12, so gen_tables.py cannot dump their headers with
hipport-tablegen. Instead this script reads the public headers from a git
checkout of the library and writes every identifier they spell outside
comments and string literals to upstream/<library>.names. gen_tables.py maps a
CUDA name to a HIP name only if that list holds it, and still marks the entry
`verified: false`, because the names were not compiled against installed
headers (and the checkout may be newer than the HIP the user targets).

    extract_upstream_names.py LIBRARY GIT_DIR PATH...

The lists are inputs to the generator, checked in so that regeneration does
not need the network; rerun this script to refresh them.
"""

import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

COMMENTS = re.compile(r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\"", re.S)
IDENT = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*\b")


def names_in(text):
    return set(IDENT.findall(COMMENTS.sub(" ", text)))


def repository_name(git_dir):
    """Where a git directory came from, for the provenance lines: its origin
    URL, or for a mirror (OWNER+NAME/repo, no remote) OWNER/NAME."""
    origin = subprocess.run(["git", "-C", git_dir, "config", "--get",
                             "remote.origin.url"], stdout=subprocess.PIPE,
                            universal_newlines=True).stdout.strip()
    if origin:
        return origin
    base = os.path.basename(os.path.normpath(git_dir))
    if base == "repo":
        base = os.path.basename(os.path.dirname(os.path.normpath(git_dir)))
    return base.replace("+", "/")


def main(argv):
    if len(argv) < 4:
        sys.exit(__doc__)
    library, git_dir, paths = argv[1], argv[2], argv[3:]
    commit = subprocess.run(["git", "-C", git_dir, "rev-parse", "HEAD"],
                            stdout=subprocess.PIPE, check=True,
                            universal_newlines=True).stdout.strip()
    names = set()
    for path in paths:
        text = subprocess.run(["git", "-C", git_dir, "show",
                               "%s:%s" % (commit, path)],
                              stdout=subprocess.PIPE, check=True,
                              universal_newlines=True).stdout
        names |= names_in(text)
    origin = repository_name(git_dir)
    out = os.path.join(HERE, "upstream", library + ".names")
    with open(out, "w") as f:
        f.write("# Identifiers in the public headers of %s at commit %s:\n"
                % (origin or library, commit))
        for p in paths:
            f.write("#   %s\n" % p)
        f.write("# Written by tools/hipport-tablegen/extract_upstream_names.py."
                "\n")
        f.write("".join(n + "\n" for n in sorted(names)))
    print("%s: %d names" % (out, len(names)))


if __name__ == "__main__":
    main(sys.argv)
