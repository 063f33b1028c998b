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
  {"wait_method": METHOD}    wait for the next notification or request METHOD
  {"wait_method": METHOD, "save_edit": PATH}
                            and write the newText of the first edit in its
                            params (workspace/applyEdit) to PATH
  {"wait": ID, "save_edit": PATH[, "kind": KIND][, "save_header": PATH2]}
                            wait for the response to request ID and write the
                            newText of the first edit in it (of a code action
                            of KIND) to PATH; fails if there is none; with
                            save_header, the newText of the edit of the
                            document .../hipport/compat.h to PATH2
  {"write": PATH, "text": T} write T to PATH (a file on disk changes)
  {"close": true}           close the server's standard input
  {"sleep": SECONDS}        pause (typing speed, for debouncing)
Strings in the script have @URI@, @PATH@ and @TEXT@ replaced with the file
URI, path and contents of --file, and @BUFFER@ with the contents of
--buffer (an editor's unsaved text). A request from the server (one with an
id and a method, such as window/showDocument) is answered: showDocument
with {"success": true}, workspace/applyEdit with {"applied": true},
anything else with null. Every message the server sends is printed
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


def first_edit_text(value, kind=None, suffix=None):
    """The newText of the first TextEdit of the first WorkspaceEdit in value
    (a code action, or a list of them; of that kind, when given), or None."""
    if isinstance(value, list):
        for item in value:
            text = first_edit_text(item, kind, suffix)
            if text is not None:
                return text
        return None
    if not isinstance(value, dict) or kind not in (None, value.get("kind")):
        return None
    for uri, edits in document_edits(value.get("edit", {})):
        if edits and (suffix is None or uri.endswith(suffix)):
            return edits[0]["newText"]
    return None


def document_edits(edit):
    """(uri, edits) of a WorkspaceEdit, in order: its changes, or the
    TextDocumentEdits of its documentChanges."""
    pairs = list(edit.get("changes", {}).items())
    for change in edit.get("documentChanges", []):
        if "textDocument" in change:
            pairs.append((change["textDocument"]["uri"], change["edits"]))
    return pairs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("script")
    parser.add_argument("--file")
    parser.add_argument("--buffer")
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
    if args.buffer:
        subs["@BUFFER@"] = pathlib.Path(args.buffer).read_text()

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
            if "id" in message and "method" in message:
                result = {"window/showDocument": {"success": True},
                          "workspace/applyEdit": {"applied": True}}.get(
                              message["method"])
                body = json.dumps({"jsonrpc": "2.0", "id": message["id"],
                                   "result": result}).encode()
                send(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        return message

    def send(data):
        try:
            proc.stdin.write(data)
            proc.stdin.flush()
        except (BrokenPipeError, ValueError):  # closed by the server, or by us
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
        elif "wait_method" in step:
            while True:
                message = receive()
                if message is None:
                    fail("the server closed its output")
                if message.get("method") == step["wait_method"]:
                    if "save_edit" in step:
                        text = first_edit_text(message.get("params"))
                        if text is None:
                            fail("no edit in " + step["wait_method"])
                        pathlib.Path(step["save_edit"]).write_text(text)
                    break
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
                    if "save_edit" in step:
                        text = first_edit_text(message.get("result"),
                                               step.get("kind"))
                        if text is None:
                            fail("no edit in the response to %s" % want)
                        pathlib.Path(step["save_edit"]).write_text(text)
                    if "save_header" in step:
                        text = first_edit_text(message.get("result"),
                                               step.get("kind"),
                                               "/hipport/compat.h")
                        if text is None:
                            fail("no compat header in the response to %s"
                                 % want)
                        pathlib.Path(step["save_header"]).write_text(text)
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
