#!/usr/bin/env python3
"""expect_exit.py N COMMAND...: run COMMAND and succeed only if it exits N.

lit's internal shell has no $?, and `not` only checks for "non-zero"; the
exit codes hipport documents (0, 1, 2) need an exact check."""
import subprocess
import sys

expected = int(sys.argv[1])
status = subprocess.call(sys.argv[2:])
if status != expected:
    sys.stderr.write("expect_exit: %s exited %d, expected %d\n"
                     % (sys.argv[2], status, expected))
    sys.exit(1)
