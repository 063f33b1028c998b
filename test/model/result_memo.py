"""Results of deterministic test commands, shared between the suite's modes.

The suite runs twice (normal, no-cuda-sdk). Most of its
execution-model runs and HIP compile checks get byte-identical inputs in
every mode, and compiling and running them is most of the suite's time. A
command that knows all of its inputs (run-model.py, hip_syntax.py) asks
here first: the key is a hash of everything the result depends on (the
command line, the contents of every input file, the tools' own sources);
a hit replays the standard output, standard error and exit status of the
earlier run. Paths under the mode's output directory are written in the
store as a placeholder, so that a run in lit-out-no-cuda-sdk/ matches one
in lit-out/.

Off unless HIPPORT_TEST_MEMO_DIR names a directory (lit.cfg.py sets it;
the bench harness does not). HIPPORT_TEST_EXEC_ROOT is the mode's output
directory.
"""
import hashlib
import json
import os
import sys
import tempfile

PLACEHOLDER = "\x01EXEC-ROOT\x01"


class Memo:
    def __init__(self, kind):
        self.dir = os.environ.get("HIPPORT_TEST_MEMO_DIR")
        self.root = os.environ.get("HIPPORT_TEST_EXEC_ROOT", "")
        self.hash = hashlib.sha256(kind.encode() + b"\0")
        self.usable = bool(self.dir)

    def _normal(self, text):
        return text.replace(self.root, PLACEHOLDER) if self.root else text

    def add_text(self, text):
        """A part of the key: an argument, a name, a version."""
        data = self._normal(text).encode("utf-8", "surrogateescape")
        self.hash.update(len(data).to_bytes(8, "little") + data)

    def add_file(self, path):
        """A file the result depends on: its name and its contents."""
        self.add_text(os.path.abspath(path))
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError:
            data = b"\0missing"
        if self.root:
            data = data.replace(self.root.encode(), PLACEHOLDER.encode())
        self.hash.update(len(data).to_bytes(8, "little") + data)

    def add_tool(self, path):
        """A program the result depends on, by where it is and its stamp."""
        try:
            st = os.stat(path)
            self.add_text("%s %d %d" % (os.path.realpath(path), st.st_size,
                                        st.st_mtime_ns))
        except OSError:
            self.add_text(path + " missing")

    def disable(self):
        """An input the key cannot describe: run, and keep nothing."""
        self.usable = False

    def _path(self):
        return os.path.join(self.dir, self.hash.hexdigest() + ".json")

    def replay(self):
        """Writes an earlier result and returns its status, or None."""
        if not self.usable:
            return None
        try:
            with open(self._path(), encoding="utf-8",
                      errors="surrogateescape") as f:
                stored = json.load(f)
        except (OSError, ValueError):
            return None
        write(stored["output"], self.root)
        return stored["status"]

    def keep(self, status, output):
        """Stores a result (atomically: concurrent tests may share a key).
        output is a list of (stream, text), stream "out" or "err", in the
        order they were written."""
        if not self.usable:
            return
        os.makedirs(self.dir, exist_ok=True)
        record = {"status": status,
                  "output": [(s, self._normal(t)) for s, t in output]}
        fd, tmp = tempfile.mkstemp(dir=self.dir, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8",
                       errors="surrogateescape") as f:
            json.dump(record, f)
        os.replace(tmp, self._path())


def write(output, root=""):
    """Writes (stream, text) pairs to standard output and error in order."""
    for stream, text in output:
        if root:
            text = text.replace(PLACEHOLDER, root)
        target = sys.stdout if stream == "out" else sys.stderr
        target.write(text)
        target.flush()


def tool_sources(directory):
    """Every file under directory, sorted, for a tool's own key."""
    found = []
    for base, dirs, files in os.walk(directory):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        found += [os.path.join(base, f) for f in sorted(files)]
    return found
