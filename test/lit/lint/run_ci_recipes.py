#!/usr/bin/env python3
"""run_ci_recipes.py HIPPORT DOC WORKDIR: runs every hipport command written
between '# hipport-ci-begin' and '# hipport-ci-end' in DOC, in WORKDIR, and
prints each command's exit status, so that the documented recipes are the
tested ones."""
import shlex
import subprocess
import sys

hipport, doc, workdir = sys.argv[1:4]
inside = False
for line in open(doc):
    text = line.strip()
    if text.endswith("hipport-ci-begin"):
        inside = True
        continue
    if text.endswith("hipport-ci-end"):
        inside = False
        continue
    if not inside:
        continue
    if text.startswith("- "):
        text = text[2:]
    words = shlex.split(text)
    if not words or words[0] != "hipport":
        sys.exit("not a hipport command inside the markers: " + text)
    status = subprocess.call([hipport] + words[1:], cwd=workdir)
    print("status %d: %s" % (status, text))
