"""Runs the compile_commands.json entry of one file, as a build would.

usage: run_compile_command.py DB FILE_SUFFIX COMPILER [EXTRA_ARG...]

The entry's compiler is replaced by COMPILER (the test machine's clang has a
versioned name) and EXTRA_ARGs are appended; the command runs in the entry's
directory. Exits with the compiler's status.
"""
import json
import subprocess
import sys

db_path, suffix, compiler = sys.argv[1:4]
extra = sys.argv[4:]
with open(db_path) as f:
    entries = [e for e in json.load(f) if e["file"].endswith(suffix)]
if len(entries) != 1:
    sys.exit("expected one entry for %s, found %d" % (suffix, len(entries)))
entry = entries[0]
command = [compiler] + entry["arguments"][1:] + extra
print(" ".join(command))
sys.exit(subprocess.call(command, cwd=entry["directory"]))
