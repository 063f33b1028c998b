"""check_utf8.py FILE...: each file is valid UTF-8, and a .json or .sarif file
is valid JSON too (reports must be readable whatever bytes the sources hold)."""
import json
import sys

for path in sys.argv[1:]:
    with open(path, "rb") as f:
        text = f.read().decode("utf-8")  # raises on invalid UTF-8
    if path.endswith((".json", ".sarif")):
        json.loads(text)
