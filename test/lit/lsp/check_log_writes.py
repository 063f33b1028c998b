#!/usr/bin/env python3
"""Checks an `strace -f -e trace=write -s N -o TRACE` of `hipport lsp`:
every write to standard error (file descriptor 2) is whole lines, so that
an editor's log never gets a line in pieces.

usage: check_log_writes.py TRACE
Prints each write to fd 2 as "write: TEXT" (strace's escapes kept); fails
(status 1) at the first that does not end with a line break, or is cut.
"""
import re
import sys

WRITE = re.compile(r'write\(2, "((?:[^"\\]|\\.)*)"(\.\.\.)?, \d+')


def main():
    writes = 0
    for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
        match = WRITE.search(line)
        if not match:
            continue
        text, cut = match.group(1), match.group(2)
        writes += 1
        print("write: " + text)
        if cut:
            print("check_log_writes: a write longer than strace's -s")
            return 1
        if not text.endswith("\\n"):
            print("check_log_writes: a write that is not whole lines")
            return 1
    print("%s writes to standard error, each of whole lines"
          % ("some" if writes else "no"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
