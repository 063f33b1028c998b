#!/usr/bin/env python3
"""A stand-in for hipport whose output depends on --pch, as a prologue bug
would make it: `convert IN -o OUT` writes OUT and prints "done". FAKE_DIFFERS
names the --pch value whose run writes something else (never, always, auto:
the run without --pch); FAKE_EXIT is the status; each run appends its
options to the file FAKE_LOG."""
import os
import sys

args = sys.argv[1:]
pch = next((a.split("=", 1)[1] for a in args if a.startswith("--pch=")), "auto")
out = args[args.index("-o") + 1]
text = "converted\n"
if os.environ.get("FAKE_DIFFERS") == pch:
    text = "converted differently\n"
source = next(a for a in args[1:] if not a.startswith("-"))
if os.path.isdir(source):
    os.makedirs(out, exist_ok=True)
    out = os.path.join(out, "a.hip")
with open(out, "w") as f:
    f.write(text)
with open(os.environ["FAKE_LOG"], "a") as f:
    f.write("run:" + "".join(" " + a for a in args if a.startswith("--")) + "\n")
print("done")
sys.exit(int(os.environ.get("FAKE_EXIT", "0")))
