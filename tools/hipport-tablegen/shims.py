"""The shims of hipport's compat header in the mapping tables.

Some CUDA APIs that a HIP release lacks can be written with what it has:
share/hipport/compat.h implements them (docs/compat-header.md). The
`shims:` section of overrides.yaml names, per CUDA name and kind, the shim
that stands in (`shim: hipport::reduce_add_sync`) and, when the shim needs
an API that only a later HIP than the oldest declares, the first release it
works with (`shim-since`), or that it stands in at every release because
HIP declares the name for only some of CUDA's overloads (`shim-always`). The generator adds both fields to the generated
entry, whatever else the headers said about it, and fails when a shim names
no entry or is not defined by the header, so the tables never promise a
shim that does not exist.
"""

import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
COMPAT_HEADER = os.path.join(os.path.dirname(os.path.dirname(HERE)), "share",
                             "hipport", "compat.h")


class Shims:
    def __init__(self, overrides, header=COMPAT_HEADER):
        self.by_key = {(s["cuda"], s["kind"]): s for s in overrides}
        self.used = set()
        with open(header) as f:
            text = f.read()
        for s in overrides:
            # The unqualified name, as the header spells its definition
            # (some through a macro argument).
            name = s["shim"].split("::")[-1]
            if not re.search(r"\b%s\b" % re.escape(name), text):
                raise SystemExit("error: overrides.yaml shim %s (for %s) is "
                                 "not defined in %s" % (s["shim"], s["cuda"],
                                                        header))

    def apply(self, entries):
        """Adds shim fields to the entries they name; returns entries."""
        for e in entries:
            key = (e["cuda"], e.get("kind", "header"))
            s = self.by_key.get(key)
            if s is None:
                continue
            e["shim"] = s["shim"]
            for k in ("shim-since", "shim-always"):
                if k in s:
                    e[k] = s[k]
            self.used.add(key)
        return entries

    def check_all_used(self):
        unused = sorted(set(self.by_key) - self.used)
        if unused:
            raise SystemExit("error: overrides.yaml shims match no entry: " +
                             ", ".join("%s (%s)" % k for k in unused))
