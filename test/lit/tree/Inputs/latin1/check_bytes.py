"""check_bytes.py IN OUT [CUDA=HIP...]: every line of IN that holds a byte
outside ASCII is in OUT byte for byte, but for the renamings given (hipport
edits CUDA names, never those bytes)."""
import sys

def non_ascii_lines(path):
    with open(path, "rb") as f:
        return [l for l in f.read().split(b"\n") if any(b >= 0x80 for b in l)]

expected = non_ascii_lines(sys.argv[1])
for renaming in sys.argv[3:]:
    cuda, hip = renaming.encode().split(b"=")
    expected = [l.replace(cuda, hip) for l in expected]
got = non_ascii_lines(sys.argv[2])
if not expected or got != expected:
    sys.exit("non-ASCII lines differ:\n%r\n%r" % (expected, got))
