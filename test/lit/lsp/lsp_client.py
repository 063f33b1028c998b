#!/usr/bin/env python3
"""A scripted LSP client for lit tests of `hipport lsp`.

usage: lsp_client.py SCRIPT [--file PATH] -- SERVER-COMMAND...

SCRIPT holds one JSON object per line (blank lines and lines starting with
'#' are skipped):
  {"send": MESSAGE}         frame MESSAGE with Content-Length and send it
  {"raw": "TEXT"}           send TEXT as it is (for malformed framing)
  {"raw_repeat": ["X", N]}  send "X" N times (oversized bodies)
  {"wait": ID}              wait for the response to request ID
  {"wait": "diagnostics"}   wait for the next textDocument/publishDiagnostics
  {"write": PATH, "text": T} write T to PATH (a file on disk changes)
  {"close": true}           close the server's standard input
  {"sleep": SECONDS}        pause (typing speed, for debouncing)
Strings in the script have @URI@, @PATH@ and @TEXT@ replaced with the file
URI, path and contents of --file. Every message the server sends is printed
as "<-- " and its JSON with sorted keys, in arrival order; at the end
"exit status N". Each wait, and the exit, time out after --timeout seconds
(the server is then killed and the client fails), so a test cannot hang.
"""
import argparse
import json
import pathlib
import queue
import subprocess
import sys
import threading
import time


def read_messages(stream, out):
    while True:
        headers = {}
        while True:
            line = stream.readline()
            if not line:
                out.put(None)
                return
            line = line.rstrip(b"\r\n")
            if not line:
                break
            name, _, value = line.partition(b":")
            headers[name.strip().lower()] = value.strip()
        length = int(headers[b"content-length"])
        body = stream.read(length)
        if len(body) < length:
            out.put(None)
            return
        out.put(json.loads(body))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("script")
    parser.add_argument("--file")
    parser.add_argument("--timeout", type=float, default=120)
    argv = sys.argv[1:]
    if "--" not in argv:
        parser.error("no server command after --")
    split = argv.index("--")
    args = parser.parse_args(argv[:split])
    server = argv[split + 1:]

    subs = {}
    if args.file:
        path = pathlib.Path(args.file).resolve()
        subs = {"@URI@": path.as_uri(), "@PATH@": str(path),
                "@TEXT@": path.read_text()}

    def substitute(value):
        if isinstance(value, str):
            for key, text in subs.items():
                value = value.replace(key, text)
            return value
        if isinstance(value, list):
            return [substitute(v) for v in value]
        if isinstance(value, dict):
            return {k: substitute(v) for k, v in value.items()}
        return value

    proc = subprocess.Popen(server, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE)
    incoming = queue.Queue()
    threading.Thread(target=read_messages, args=(proc.stdout, incoming),
                     daemon=True).start()

    def fail(why):
        proc.kill()
        print("lsp_client: " + why, flush=True)
        sys.exit(2)

    def receive():
        try:
            message = incoming.get(timeout=args.timeout)
        except queue.Empty:
            fail("timed out waiting for the server")
        if message is not None:
            print("<-- " + json.dumps(message, sort_keys=True), flush=True)
        return message

    def send(data):
        try:
            proc.stdin.write(data)
            proc.stdin.flush()
        except BrokenPipeError:
            pass

    for line in pathlib.Path(args.script).read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        step = substitute(json.loads(line))
        if "send" in step:
            body = json.dumps(step["send"]).encode()
            send(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        elif "raw" in step:
            send(step["raw"].encode())
        elif "raw_repeat" in step:
            chunk, count = step["raw_repeat"]
            block = chunk.encode() * 65536
            for _ in range(count // 65536):
                send(block)
            send(chunk.encode() * (count % 65536))
        elif "write" in step:
            pathlib.Path(step["write"]).write_text(step["text"])
        elif "sleep" in step:
            time.sleep(step["sleep"])
        elif "close" in step:
            proc.stdin.close()
        elif "wait" in step:
            want = step["wait"]
            while True:
                message = receive()
                if message is None:
                    fail("the server closed its output")
                if want == "diagnostics":
                    if message.get("method") == \
                            "textDocument/publishDiagnostics":
                        break
                elif message.get("id") == want and "method" not in message:
                    break
    if not proc.stdin.closed:
        proc.stdin.close()
    while receive() is not None:
        pass
    try:
        status = proc.wait(timeout=args.timeout)
    except subprocess.TimeoutExpired:
        fail("the server did not exit")
    print("exit status %d" % status, flush=True)


if __name__ == "__main__":
    main()
