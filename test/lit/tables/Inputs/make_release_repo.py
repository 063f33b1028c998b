#!/usr/bin/env python3
"""Makes a git repository whose tags rocm-5.2.0 ... rocm-6.2.0 and branch
head hold a header spelling the names given for each release, for the test
of extract_library_since.py:

    make_release_repo.py DIR VERSION=NAME,NAME... ...

A release not given keeps the previous release's names.
"""
import os
import subprocess
import sys

TAGGED = ["5.2", "5.3", "5.4", "5.5", "5.6", "5.7", "6.0", "6.1", "6.2"]


def git(d, *args):
    subprocess.run(["git", "-C", d, "-c", "user.name=t", "-c",
                    "user.email=t@t", "-c", "commit.gpgsign=false"] +
                   list(args), check=True, stdout=subprocess.DEVNULL)


def main():
    d = sys.argv[1]
    names = dict(a.split("=", 1) for a in sys.argv[2:])
    os.makedirs(os.path.join(d, "include"), exist_ok=True)
    git(d, "init", "-q", "-b", "main")
    current = ""
    for v in TAGGED + ["6.3"]:
        current = names.get(v, current)
        with open(os.path.join(d, "include", "lib.h"), "w") as f:
            f.write("// comment_only_name\n")
            for n in filter(None, current.split(",")):
                f.write("int %s(void);\n" % n)
        git(d, "add", "-A")
        git(d, "commit", "-q", "--allow-empty", "-m", v)
        if v in TAGGED:
            git(d, "tag", "rocm-%s.0" % v)


if __name__ == "__main__":
    main()
