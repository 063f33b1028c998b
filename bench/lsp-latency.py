#!/usr/bin/env python3
"""Latency of `hipport lsp`, for docs/performance.md: save to diagnostics,
and "Convert this file to HIP" (codeAction/resolve) to its edit.

usage: bench/lsp-latency.py HIPPORT FILE [--saves N] [--conversions N]
                            [-- SERVER-ARGS...]

Starts `HIPPORT lsp --debounce-ms 600000 SERVER-ARGS` (changes are not
linted, so that only what is timed runs), opens FILE (its first lint builds
or loads the precompiled prologue: the "cold" figure), then sends N didSave
notifications one after another and times each until its
publishDiagnostics arrives (the "warm" figures). Then, N times, it changes
the text (a comment line more, so that no earlier conversion is reused) and
times codeAction/resolve of "Convert this file to HIP" until its edit
arrives. Prints the cold time and the median, minimum and maximum of the
others, in milliseconds.
"""
import argparse
import json
import os
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


def cpu_ms(pid):
    """CPU time (user and system) the process has used so far, in ms: the
    wall times depend on what else the machine runs, this less so."""
    fields = pathlib.Path("/proc/%d/stat" % pid).read_text() \
        .rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000.0 / \
        os.sysconf("SC_CLK_TCK")


def read_response(stream, wanted):
    """The result of the response to request `wanted` (messages the server
    sends meanwhile, such as window/showMessage, are skipped)."""
    while True:
        message = read(stream)
        if message.get("id") == wanted and "method" not in message:
            if "error" in message:
                sys.exit("request %s failed: %s" % (wanted, message["error"]))
            return message["result"]


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
    parser.add_argument("--conversions", type=int, default=11)
    args = parser.parse_args(argv)
    path = pathlib.Path(args.file).resolve()
    server = subprocess.Popen([args.hipport, "lsp", "--debounce-ms", "600000"]
                              + extra,
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
          "params": {"capabilities": {"textDocument": {"codeAction": {
              "codeActionLiteralSupport": {"codeActionKind": {
                  "valueSet": ["source"]}},
              "resolveSupport": {"properties": ["edit"]}}}}}})
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
    cpu_start = cpu_ms(server.pid)
    for _ in range(args.saves):
        start = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didSave",
              "params": {"textDocument": {"uri": uri}}})
        wait_diagnostics()
        warm.append((time.perf_counter() - start) * 1000)
    save_cpu = (cpu_ms(server.pid) - cpu_start) / max(args.saves, 1)
    text = path.read_text()
    converted = []
    cpu_start = cpu_ms(server.pid)
    for n in range(args.conversions):
        send({"jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": {"textDocument": {"uri": uri, "version": n + 2},
                         "contentChanges": [
                             {"text": text + "// edit %d\n" % n}]}})
        start = time.perf_counter()
        send({"jsonrpc": "2.0", "id": 100 + n, "method": "codeAction/resolve",
              "params": {"title": "Convert this file to HIP",
                         "kind": "source.convertToHip",
                         "data": {"uri": uri, "version": n + 2}}})
        if "edit" not in read_response(server.stdout, 100 + n):
            sys.exit("no edit: nothing to convert in %s?" % path.name)
        converted.append((time.perf_counter() - start) * 1000)
    convert_cpu = (cpu_ms(server.pid) - cpu_start) / max(args.conversions, 1)
    send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    read_response(server.stdout, 2)
    send({"jsonrpc": "2.0", "method": "exit"})
    server.wait(timeout=30)
    print("%s: %d diagnostic(s); open %.0f ms; save: median %.0f ms, "
          "min %.0f, max %.0f (%d saves), CPU %.0f ms a save"
          % (path.name, found, cold, statistics.median(warm), min(warm),
             max(warm), len(warm), save_cpu))
    if converted:
        print("%s: convert: median %.0f ms, min %.0f, max %.0f (%d changes), "
              "CPU %.0f ms a conversion"
              % (path.name, statistics.median(converted), min(converted),
                 max(converted), len(converted), convert_cpu))


if __name__ == "__main__":
    main()
