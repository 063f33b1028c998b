"""Runs decls.Bodies, the generator's filling of marked functions, on a
bodies file and declaration lines given on the command line; prints the
filled lines, then the generator's verdict."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..",
                                "..", "tools", "hipport-tablegen"))
from decls import Bodies  # noqa: E402

bodies = Bodies(sys.argv[1])
for line in sys.argv[2:]:
    print(bodies.fill(line))
try:
    bodies.check(sys.argv[1])
    print("complete")
except SystemExit as stop:
    print(stop)
