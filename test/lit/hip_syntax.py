#!/usr/bin/env python3
"""hip_syntax.py ARGS... FILE...: the suite's HIP compile check (%hip-syntax).

Runs clang++-19 as HIP for gfx90a, syntax only, against Debian's HIP
headers, with ARGS added. The result is shared between the suite's modes
(test/model/result_memo.py): its key holds the command line and the contents
of every input file and of every file they include that is found beside
them or in a -I, -iquote or -isystem directory of the command line (any
other include is a system header, the same for the whole run). An include
named by a macro cannot be followed, and turns the sharing off."""
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "model"))
from result_memo import Memo, write  # noqa: E402

COMPILER = "clang++-19"
FIXED = ["-x", "hip", "-std=c++17", "--offload-arch=gfx90a", "-fsyntax-only",
         "--rocm-path=/usr", "-nogpulib", "-Wno-unused-result"]
# Options whose value is the next argument (or glued to them).
WITH_VALUE = ("-I", "-iquote", "-isystem", "-idirafter", "-include", "-x",
              "-D", "-U", "-o")
INCLUDE = re.compile(rb'^[ \t]*#[ \t]*include(?:_next)?[ \t]*(.)([^\n]*)',
                     re.M)


class Command:
    def __init__(self, args):
        self.quote_dirs, self.dirs, self.forced, self.files = [], [], [], []
        i = 0
        while i < len(args):
            arg = args[i]
            option = next((o for o in WITH_VALUE if arg.startswith(o)), None)
            if option:
                value = arg[len(option):]
                if not value and i + 1 < len(args):
                    i += 1
                    value = args[i]
                if option == "-iquote":
                    self.quote_dirs.append(value)
                elif option in ("-I", "-isystem", "-idirafter"):
                    self.dirs.append(value)
                elif option == "-include":
                    self.forced.append(value)
            elif not arg.startswith("-"):
                self.files.append(arg)
            i += 1


def add_inputs(memo, command):
    """Adds every input file and what it includes from the user's
    directories to the key."""
    seen = set()

    def visit(path):
        path = os.path.abspath(path)
        if path in seen:
            return
        seen.add(path)
        memo.add_file(path)
        try:
            with open(path, "rb") as f:
                text = f.read()
        except OSError:
            return
        for m in INCLUDE.finditer(text):
            opener, rest = m.group(1), m.group(2)
            closer = {b'"': b'"', b"<": b">"}.get(opener)
            if closer is None or closer not in rest:
                memo.disable()
                return
            name = rest[:rest.index(closer)].decode(errors="surrogateescape")
            dirs = command.dirs
            if opener == b'"':
                dirs = [os.path.dirname(path)] + command.quote_dirs + dirs
            found = next((os.path.join(d, name) for d in dirs
                          if os.path.isfile(os.path.join(d, name))), None)
            if found:
                visit(found)

    for forced in command.forced:
        found = next((os.path.join(d, forced) for d in ["."] + command.dirs
                      if os.path.isfile(os.path.join(d, forced))), None)
        if found:
            visit(found)
    for path in command.files:
        visit(path)


def main():
    args = sys.argv[1:]
    memo = Memo("hip-syntax")
    for part in FIXED + ["--"] + args:
        memo.add_text(part)
    memo.add_tool(shutil.which(COMPILER) or COMPILER)
    memo.add_tool("/usr/include/hip/hip_version.h")
    add_inputs(memo, Command(args))
    status = memo.replay()
    if status is not None:
        return status
    run = subprocess.run([COMPILER] + FIXED + args, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    output = [("out", run.stdout.decode(errors="surrogateescape")),
              ("err", run.stderr.decode(errors="surrogateescape"))]
    write(output)
    memo.keep(run.returncode, output)
    return run.returncode


if __name__ == "__main__":
    sys.exit(main())
