#!/usr/bin/env python3
"""Fails when the mapping tables regress against docs/coverage.md.

    check_coverage.py --tables mappings/ --coverage docs/coverage.md \
                      --stats STATS_FILE

STATS_FILE is the output of `hipport mappings stats`. Checks, per library:
docs/coverage.md records no missing declarations; the tables hipport loads
hold at least as many entries, and as many supported or deprecated ones, as
recorded; and the YAML files, read independently of hipport, give the same
counts as `hipport mappings stats` (a table hipport silently drops or merges
away shows up here). Needs no CUDA headers, so the test suite can always run
it; gen_tables.py rewrites docs/coverage.md from the headers.
"""

import argparse
import os
import sys

from coverage import (RELEASE_COLUMNS, STATS, entry_counts, read_coverage,
                      read_release_coverage, release_counts)
from gen_tables import read_overrides


def table_entries(directory):
    out = {}
    for name in sorted(os.listdir(directory)):
        if name.endswith(".yaml"):
            doc = read_overrides(os.path.join(directory, name))
            out[name[:-len(".yaml")]] = doc.get("entries", [])
    return out


def table_counts(entries):
    return {lib: dict(zip(STATS, entry_counts(e)))
            for lib, e in entries.items()}


def stats_counts(path):
    out = {}
    with open(path) as f:
        for line in f.read().splitlines()[1:]:
            cells = line.split()
            out[cells[0]] = dict(zip(STATS, map(int, cells[1:])))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tables", required=True)
    ap.add_argument("--coverage", required=True)
    ap.add_argument("--stats", required=True)
    opts = ap.parse_args()

    recorded = read_coverage(opts.coverage)
    entries = table_entries(opts.tables)
    yaml = table_counts(entries)
    per_release = read_release_coverage(opts.coverage)
    loaded = stats_counts(opts.stats)
    errors = []
    if not recorded:
        errors.append("%s records no library" % opts.coverage)
    for lib, rec in sorted(recorded.items()):
        if lib == "total":
            continue
        if rec["missing"]:
            errors.append("%s: %d CUDA declarations have no entry"
                          % (lib, rec["missing"]))
        got = loaded.get(lib)
        if got is None:
            errors.append("%s: hipport loads no entry of this table" % lib)
            continue
        if got["entries"] < rec["entries"]:
            errors.append("%s: %d entries, %d recorded" %
                          (lib, got["entries"], rec["entries"]))
        converted = got["supported"] + got["deprecated"]
        if converted < rec["supported"] + rec["deprecated"]:
            errors.append("%s: %d names converted, %d recorded" %
                          (lib, converted,
                           rec["supported"] + rec["deprecated"]))
    for lib, counts in sorted(yaml.items()):
        if loaded.get(lib) != counts:
            errors.append("%s: the YAML holds %s but hipport loads %s "
                          "(an entry defined twice?)"
                          % (lib, counts, loaded.get(lib)))
    if not per_release:
        errors.append("%s has no per-release counts" % opts.coverage)
    total = [0] * len(RELEASE_COLUMNS)
    for lib, recorded_counts in sorted(per_release.items()):
        if lib == "total":
            continue
        got = release_counts(entries.get(lib, []))
        total = [a + b for a, b in zip(total, got)]
        if got != recorded_counts:
            errors.append("%s: converts %s at %s, recorded %s"
                          % (lib, got, ", ".join(RELEASE_COLUMNS),
                             recorded_counts))
    if per_release and per_release.get("total") != total:
        errors.append("per-release total %s, the libraries add up to %s"
                      % (per_release.get("total"), total))
    for e in errors:
        print("error: " + e, file=sys.stderr)
    if not errors:
        print("coverage: %d tables, no regression" % len(yaml))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
