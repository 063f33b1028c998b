#!/usr/bin/env python3
"""Record the overloads of HIP's device atomics and shuffles, per release.

CUDA lacks some overloads HIP declares (`atomicMin(float*, float)`,
`atomicMax(double*, double)`), so CUDA projects define their own, and the
converted code then redefines HIP's function. hipport reports such a
definition and keeps it out of AMD builds when the target release declares
the same overload (docs/rules/hipport-hip-redefinition.md).

This script reads the public HIP headers of every release (the releases and
commits of extract_hip_since.py) and writes upstream/hip-overloads.names:
`NAME(PARAM TYPES)<TAB>SINCE[<TAB>REMOVED]` for each non-template function
whose name is in WATCHED, declared or defined at namespace scope in
include/hip/amd_detail/. Parameter types are written without names or
defaults, `T*` without spaces, `unsigned long long int` as `unsigned long
long`.

    extract_hip_overloads.py --hip HIP_GIT --hipamd HIPAMD_GIT --clr CLR_GIT \
                             --rocm-systems ROCM_SYSTEMS_GIT

What is read is text, not a parse: the `#else` branch of an `#if
__has_builtin(...)` is dropped (clang 19 has the builtins HIP tests for),
every other conditional branch counts, so an overload declared only under
some macro is recorded too.
"""

import argparse
import os
import re

from extract_hip_since import (UPSTREAM, Release, ranges, release_arguments,
                               releases, write_tab_spans)

WATCHED = re.compile(r"^(atomic[A-Z]\w*|__shfl\w*)$")
COMMENTS = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
DECL = re.compile(r"(?:^|(?<=[;{}]))\s*([^;{}()#]*?)\b(\w+)\s*\(([^()]*)\)"
                  r"\s*(?:noexcept\s*)?(?=[{;])", re.M)
WORDS = {"unsigned long long int": "unsigned long long",
         "long long int": "long long",
         "unsigned long int": "unsigned long",
         "long int": "long",
         "short int": "short",
         "unsigned short int": "unsigned short",
         "signed int": "int"}
QUALIFIERS = {"const", "volatile", "unsigned", "signed", "long", "short",
              "int", "char", "float", "double", "bool", "void"}


def drop_builtin_else(text):
    """The text with the #else branch of each `#if __has_builtin` removed."""
    out, stack = [], []  # stack: (is __has_builtin, in its else branch)
    for line in text.split("\n"):
        directive = line.strip()
        skipping = any(b and e for b, e in stack)
        if re.match(r"#\s*if", directive):
            stack.append((directive.replace(" ", "").startswith(
                "#if__has_builtin"), False))
        elif re.match(r"#\s*el", directive) and stack:
            stack[-1] = (stack[-1][0], True)
        elif re.match(r"#\s*endif", directive) and stack:
            stack.pop()
        if not skipping and not any(b and e for b, e in stack):
            out.append("" if directive.startswith("#") else line)
    return "\n".join(out)


def param_type(param):
    param = param.split("=", 1)[0].strip()
    param = re.sub(r"\b(__restrict__|__restrict|restrict)\b", " ", param)
    tokens = re.findall(r"[A-Za-z_]\w*|\*|&|::|<|>|,", param)
    # A trailing identifier that is not part of the type is the name.
    if (len(tokens) > 1 and re.match(r"[A-Za-z_]", tokens[-1])
            and tokens[-1] not in QUALIFIERS and tokens[-2] != "::"):
        tokens = tokens[:-1]
    # Attribute macros (MAYBE_UNDEF) are not part of the type.
    tokens = [t for t in tokens if not re.match(r"^[A-Z][A-Z0-9_]*$", t)]
    # A top-level const does not change the function's type.
    if "*" not in tokens and "&" not in tokens:
        tokens = [t for t in tokens if t != "const"]
    elif tokens[-1] == "const":
        tokens = tokens[:-1]
    text = " ".join(tokens)
    for long_form, short in WORDS.items():
        text = re.sub(r"\b%s\b" % long_form, short, text)
    text = re.sub(r"^unsigned(?= \*|$)", "unsigned int", text)
    return re.sub(r" ?([*&]) ?", r"\1", text).replace(" :: ", "::")


def overloads(text):
    text = drop_builtin_else(COMMENTS.sub(" ", text))
    found = set()
    for m in DECL.finditer(text):
        prefix, name, params = m.group(1), m.group(2), m.group(3)
        if not WATCHED.match(name) or "template" in prefix or \
                "return" in prefix.split() or "=" in prefix:
            continue
        if not re.search(r"[\w*&]\s*$", prefix.strip() + " "):
            continue
        types = [param_type(p) for p in params.split(",") if p.strip()]
        if types == ["void"]:
            types = []
        found.add("%s(%s)" % (name, ",".join(types)))
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    release_arguments(ap)
    opts = ap.parse_args()

    rels = [Release(v, s) for v, s in releases(opts)]
    per_release = {}
    for r in rels:
        per_release[r.version] = set()
        for header, text in r.text.items():
            if header.startswith("amd_detail/"):
                per_release[r.version] |= overloads(text)
    spans = ranges(per_release, [r.version for r in rels])
    with open(os.path.join(UPSTREAM, "hip-overloads.names"), "w") as f:
        f.write("# Overloads of HIP's device atomics and shuffles: "
                "NAME(PARAM TYPES), the first\n# HIP release declaring it "
                "and, where a later one no longer does, that release\n# "
                "(tab-separated). Written by tools/hipport-tablegen/"
                "extract_hip_overloads.py\n# from include/hip/amd_detail/ of "
                "these public headers:\n")
        write_tab_spans(f, rels, spans)
    for r in rels:
        print("%s: %d overloads" % (r.version, len(per_release[r.version])))


if __name__ == "__main__":
    main()
