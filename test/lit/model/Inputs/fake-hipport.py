#!/usr/bin/env python3
"""A stand-in for hipport in hipify-suite.test: `convert TEST -o OUT ...`
writes the lines of TEST that begin with `// OUT `, without that prefix."""
import sys

test, out = sys.argv[2], sys.argv[sys.argv.index("-o") + 1]
with open(test) as f:
    lines = [l[len("// OUT "):] for l in f if l.startswith("// OUT ")]
with open(out, "w") as f:
    f.writelines(lines)
