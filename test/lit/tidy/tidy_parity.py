#!/usr/bin/env python3
"""Runs `hipport lint` and clang-tidy with hipport's plugin over the same
files and fails on any difference between their findings (rule, file, line,
column, severity, message) or their fixes, for the rules the plugin has.

usage: tidy_parity.py HIPPORT CLANG_TIDY PLUGIN WORKDIR FILE... -- CLANG_ARGS

Each FILE is copied into WORKDIR with its lit CHECK lines blanked (as %strip
does); one line per file says how many findings and fixes agreed.
"""
import os
import re
import subprocess
import sys

import yaml

FINDING = re.compile(
    r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<level>warning|error|note|remark): "
    r"(?P<message>.*) \[(?P<rule>[^\]]+)\]$")
CHECK_LINE = re.compile(r"// *[A-Z][A-Z0-9-]*:.*")


def findings(text, rules):
    """The findings of text (clang's diagnostic format), as comparable tuples."""
    found = []
    for line in text.splitlines():
        m = FINDING.match(line)
        if not m or m.group("rule") not in rules:
            continue
        # clang-tidy has no standalone note: a hipport note is its remark.
        level = "note" if m.group("level") == "remark" else m.group("level")
        found.append((os.path.realpath(m.group("file")), int(m.group("line")),
                      int(m.group("col")), level, m.group("message"), m.group("rule")))
    return sorted(found)


def fixes(path, rules):
    """The replacements of an --export-fixes file, per diagnostic."""
    if not os.path.exists(path):
        return []
    with open(path) as f:
        doc = yaml.safe_load(f) or {}
    found = []
    for d in doc.get("Diagnostics") or []:
        if d["DiagnosticName"] not in rules:
            continue
        message = d["DiagnosticMessage"]
        if not message["Replacements"]:
            continue  # hipport exports only findings that have fixes
        found.append((d["DiagnosticName"], message["Message"],
                      tuple((os.path.realpath(r["FilePath"]), r["Offset"], r["Length"],
                             r["ReplacementText"]) for r in message["Replacements"])))
    return sorted(found)


def main():
    hipport, clang_tidy, plugin, work = sys.argv[1:5]
    rest = sys.argv[5:]
    split = rest.index("--")
    files, clang_args = rest[:split], rest[split + 1:]
    tidy = [clang_tidy, "--load=" + plugin]
    listed = subprocess.run(tidy + ["-checks=-*,hipport-*", "--list-checks"],
                            capture_output=True, text=True, check=True).stdout
    rules = set(re.findall(r"^\s+(hipport-[\w-]+)$", listed, re.M))
    if not rules:
        sys.exit("tidy_parity: the plugin lists no hipport checks")
    os.makedirs(work, exist_ok=True)
    failed = False
    for source in files:
        name = os.path.basename(source)
        copy = os.path.join(work, name)
        with open(source) as f:
            text = f.read()
        with open(copy, "w") as f:
            f.write(CHECK_LINE.sub("", text))
        lint_fixes = os.path.join(work, name + ".lint-fixes.yaml")
        tidy_fixes = os.path.join(work, name + ".tidy-fixes.yaml")
        lint = subprocess.run([hipport, "lint", copy, "--export-fixes", lint_fixes],
                              capture_output=True, text=True)
        checked = subprocess.run(tidy + ["-checks=-*,hipport-*", "--export-fixes",
                                         tidy_fixes, copy, "--"] + clang_args,
                                 capture_output=True, text=True)
        expected, got = findings(lint.stdout, rules), findings(checked.stdout, rules)
        expected_fixes, got_fixes = fixes(lint_fixes, rules), fixes(tidy_fixes, rules)
        if expected != got or expected_fixes != got_fixes:
            failed = True
            print(f"{name}: DIFFERENT")
            for item in sorted(set(expected) - set(got)):
                print("  only hipport lint:", item)
            for item in sorted(set(got) - set(expected)):
                print("  only clang-tidy:  ", item)
            for item in sorted(set(expected_fixes) - set(got_fixes)):
                print("  fix only hipport lint:", item)
            for item in sorted(set(got_fixes) - set(expected_fixes)):
                print("  fix only clang-tidy:  ", item)
            if checked.returncode not in (0, 1):
                print(checked.stderr)
        else:
            print(f"{name}: {len(got)} findings, {len(got_fixes)} fixes identical")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
