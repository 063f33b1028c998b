#!/usr/bin/env python3
"""Latency of `hipport lsp`: save to diagnostics, for docs/performance.md.

usage: bench/lsp-latency.py HIPPORT FILE [--saves N] [-- SERVER-ARGS...]

Starts `HIPPORT lsp SERVER-ARGS`, opens FILE (its first lint builds or loads
the precompiled prologue: the "cold" figure), then sends N didSave
notifications one after another and times each until its
publishDiagnostics arrives (the "warm" figures). Prints the cold time and
the median, minimum and maximum of the warm ones, in milliseconds.
"""
import argparse
import json
import pathlib
import statistics
import subprocess
import sys
import time


def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read(stream):
    length = None
    while True:
        line = stream.readline()
        if not line:
            sys.exit("the server closed its output")
        line = line.strip()
        if not line:
            break
        name, _, value = line.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
    return json.loads(stream.read(length))


def main():
    argv = sys.argv[1:]
    extra = []
    if "--" in argv:
        extra = argv[argv.index("--") + 1:]
        argv = argv[:argv.index("--")]
    parser = argparse.ArgumentParser()
    parser.add_argument("hipport")
    parser.add_argument("file")
    parser.add_argument("--saves", type=int, default=21)
    args = parser.parse_args(argv)
    path = pathlib.Path(args.file).resolve()
    server = subprocess.Popen([args.hipport, "lsp"] + extra,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL)

    def send(message):
        server.stdin.write(frame(message))
        server.stdin.flush()

    def wait_diagnostics():
        while True:
            message = read(server.stdout)
            if message.get("method") == "textDocument/publishDiagnostics":
                return message

    send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
          "params": {"capabilities": {}}})
    read(server.stdout)
    uri = path.as_uri()
    start = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": uri, "languageId": "cuda",
                                      "version": 1,
                                      "text": path.read_text()}}})
    found = len(wait_diagnostics()["params"]["diagnostics"])
    cold = (time.perf_counter() - start) * 1000
    warm = []
    for _ in range(args.saves):
        start = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didSave",
              "params": {"textDocument": {"uri": uri}}})
        wait_diagnostics()
        warm.append((time.perf_counter() - start) * 1000)
    send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    read(server.stdout)
    send({"jsonrpc": "2.0", "method": "exit"})
    server.wait(timeout=30)
    print("%s: %d diagnostic(s); open %.0f ms; save: median %.0f ms, "
          "min %.0f, max %.0f (%d saves)"
          % (path.name, found, cold, statistics.median(warm), min(warm),
             max(warm), len(warm)))


if __name__ == "__main__":
    main()
