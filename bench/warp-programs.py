#!/usr/bin/env python3
"""warp-programs.py HECBENCH_SRC_DIR [--out FILE] [--only NAME...]

Runs whole HeCBench programs that use warp intrinsics in the warp model
(test/model, docs/execution-model.md): each CUDA original at 32 lanes, its
conversion by `hipport convert` at 64 lanes, and the human HIP port at 64
lanes where HeCBench has one, and classifies what hipport did:

  ported right  the conversion prints what the original prints
  reported      hipport said a hand change is needed (convert exited 1, or
                printed an error-severity finding of a warp rule)
  wrong         the conversion prints something else at 64 lanes, and
                hipport said nothing
  does not run  the original does not run in the model (the reason is given)

docs/warp-programs.md describes the method and holds the latest figures.
HECBENCH_SRC_DIR is HeCBench's src directory (or the checkout above it)."""
import argparse
import concurrent.futures
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import hecbench
from hecbench import convert_benchmark, makefile_facts, source_text

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MODEL = os.path.join(ROOT, "test", "model", "run-model.py")
DEFAULT_HIPPORT = os.path.join(ROOT, "build", "tools", "hipport", "hipport")

# What makes a benchmark a warp benchmark: the intrinsics whose meaning
# depends on the warp width.
WARP_USE = re.compile(r"__shfl|__ballot|__any_sync|__all_sync|__activemask|"
                      r"__popc\s*\(\s*__ballot|__reduce_\w+_sync|"
                      r"thread_block_tile|\bwarpSize\b")

# The project macros that select a HIP path, which hipport's warp checks
# take as defined in a HIP build (docs/rules/README.md, "Code that already
# has a HIP path"; hipport-cuda-guard's hip-macros).
PROJECT_HIP_MACROS = ("USE_ROCM", "USE_HIP", "WITH_HIP", "TENSORFLOW_USE_ROCM",
                      "PADDLE_WITH_HIP")

# What the model cannot run, found in the sources before anything is
# compiled: libraries, textures and the like (the reason is the key).
CANNOT = [
    ("uses cuBLAS/cuSPARSE/cuRAND/cuFFT/cuSOLVER",
     r'#\s*include\s*[<"](cublas|cusparse|curand|cufft|cusolver)'),
    ("uses CUB or Thrust", r'#\s*include\s*[<"](cub/|thrust/|cuda/std|cuda/)'),
    ("uses fp8 types", r'#\s*include\s*[<"](cuda_fp8|hip/hip_fp8)'),
    ("uses tensor cores (mma.h)", r'#\s*include\s*[<"]mma\.h'),
    ("uses textures", r"\btexture\s*<|cudaTextureObject_t|tex[123]D"),
    ("uses CUDA graphs", r"\bcudaGraph"),
    ("uses grid-wide synchronisation", r"this_grid\s*\(|grid_group|"
     r"cudaLaunchCooperativeKernel"),
    ("uses the driver API", r"\bcuModule|\bcuLaunchKernel"),
]

# Per benchmark: small command-line arguments (the Makefile's run line is
# sized for a GPU; every GPU thread of the model is a fiber), a run timeout,
# or a reason the model cannot run it that the sources do not show.
# "patch" lists (file, old text, new text) substitutions made in copies of
# the CUDA and HIP sources, for sizes that are constants; "inputs" lists
# (kind, name, size) inputs the script writes (INPUTS), whose paths replace
# {name} in the arguments.
BENCHMARKS = {
    "addBiasResidualLayerNorm": {"args": ["1"], "patch": [
        ("main.cu", "const int m = 4096;", "const int m = 8;"),
        ("main.cu", "n <= 8192", "n <= 512")]},
    "atomicAggregate": {"args": ["1"], "patch": [
        ("main.cu", "nBlocks = 65536", "nBlocks = 256")]},
    "attention-paged": {"args": ["1", "2", "64", "256", "16", "1"]},
    "bh": {"args": ["256", "1"]},
    "bm3d": {"skip": "reads PNG images through CImg (X11, libpng)"},
    "bscan": {"skip": "warp-synchronous scan through volatile shared memory "
              "without __syncwarp: it needs lock-step lanes, which the model "
              "does not have"},
    "bsw": {"skip": "its input data is not in git (test-data.tar.gz.dvc)"},
    "btree": {"args": ["512", "512"]},
    "cc": {"args": ["{g.egr}", "1"], "inputs": [("egr", "g.egr", 600)]},
    "collision": {"args": ["1"]},
    "degrid": {"patch": [("degrid.h", "NPOINTS  40000", "NPOINTS  256"),
                         ("degrid.h", "REPEAT   100", "REPEAT   1")]},
    "dpid": {"args": ["64", "48", "0.5", "1"]},
    "egs": {"skip": "its input data is not in git (data.tar.gz.dvc)"},
    "floydwarshall2": {"args": ["{g.egr}", "1"],
                       "inputs": [("egr", "g.egr", 100)]},
    "gc": {"args": ["{g.egr}", "1"], "inputs": [("egr", "g.egr", 100)]},
    "gemv": {"args": ["-s", "512", "-i", "1", "-x", "32", "-y", "32"]},
    "graphB+": {"args": ["{g.csv}", "2", "/dev/null"],
                "inputs": [("csv", "g.csv", 2000)]},
    "hadamard": {"args": ["2", "1"], "patch": [
        ("main.cu", "dim <= 32768", "dim <= 512")]},
    "jaccard": {"args": ["64", "64", "1"]},
    "jacobi": {"patch": [("main.cu", "#define N 2048", "#define N 32")]},
    "layernorm": {"args": ["2", "16", "256", "1"]},
    "lda": {"args": ["1"], "patch": [
        ("main.cu", "block_cnt  = 500", "block_cnt  = 4"),
        ("main.cu", "num_iters  = 64", "num_iters  = 2")]},
    "local-ht": {"args": ["locassm_data/localassm_extend_9-77.dat", "77",
                          "/dev/stdout"]},
    "logprob": {"args": ["16", "2", "300", "1"]},
    "marchingCubes": {"args": ["1"]},
    "metropolis": {"args": ["-l", "32", "1", "-t", "4.7", "0.1", "-a", "2",
                            "1", "10", "1", "-h", "1.0", "-z", "7919"]},
    "mf-sgd": {"skip": "its input is a training file HeCBench does not "
               "ship"},
    "mpc": {"skip": "its input data is not in git (msg_sp.trace.out)"},
    "mxfp4": {"args": ["4096", "1"]},
    "nbnxm": {"args": ["1"]},
    # Its kernel writes one half per row (prob_m = 12288) into an output of
    # b * 12288 / 32 halves, past the end (a GPU does not notice; the
    # model's host heap does), and it prints its results only under DEBUG.
    "quantAQLM": {"patch": [
        ("main.cu", "size_t output_size = b * 12288 / 32;",
         "size_t output_size = b * 12288;"),
        ("main.cu", "#ifdef DEBUG", "#if 1")]},
    "rmsnorm": {"args": ["2", "2048", "1"]},
    "rsmt": {"skip": "its input data is not in git (.gr.dvc)"},
    "scatterAdd": {"args": ["2048", "32", "8", "1"]},
    "score": {"args": ["1"], "patch": [
        ("main.cu", "batch_size = 128", "batch_size = 2")]},
    "segsort": {"patch": [("main.cu", "num_elements = 1UL << 25",
                           "num_elements = 1UL << 12")]},
    "shuffle": {"args": ["1", "1"], "patch": [
        ("main.cu", "total = 1 << 27", "total = 1 << 12")]},
    "simpleSpmv": {"args": ["4096", "1024", "1"]},
    "softmax": {"args": ["256", "784", "0", "1"]},
    "softmax-fused": {"args": ["1", "2", "64", "64", "1"]},
    "vote": {"args": ["1"]},
    "wedford": {"args": ["8", "64", "128", "1"]},
}

TIMING = re.compile(r"time|elapsed|throughput|bandwidth|GB/s|GFLOP|"
                    r"\bms\b|\bsec|\busec|\(s\)|\(us\)|\(ms\)|speed|"
                    r"performance|hipport warp model", re.I)
NUMBER = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|nan|inf",
                    re.I)


def results(stdout):
    """The lines that state results: those without timings."""
    return [line.strip() for line in stdout.splitlines()
            if line.strip() and not TIMING.search(line)]


def same_line(a, b):
    """Equal up to a relative 1e-3 in each number: a correct port sums a
    warp's values in another order at 64 lanes."""
    if a == b:
        return True
    ta, tb = NUMBER.split(a), NUMBER.split(b)
    na, nb = NUMBER.findall(a), NUMBER.findall(b)
    if ta != tb or len(na) != len(nb):
        return False
    for x, y in zip(na, nb):
        try:
            fx, fy = float(x), float(y)
        except ValueError:
            return False
        if fx != fx or fy != fy:  # nan
            if not (fx != fx and fy != fy):
                return False
            continue
        if abs(fx - fy) > 1e-3 * max(abs(fx), abs(fy)) + 1e-6:
            return False
    return True


def same_output(a, b):
    la, lb = results(a), results(b)
    return len(la) == len(lb) and all(same_line(x, y) for x, y in zip(la, lb))


def first_difference(a, b):
    la, lb = results(a), results(b)
    for x, y in zip(la, lb):
        if not same_line(x, y):
            return "%r instead of %r" % (y[:80], x[:80])
    if len(la) != len(lb):
        return "%d result lines instead of %d" % (len(lb), len(la))
    return ""


def egr_graph(path, nodes, seed=1):
    """A small random undirected graph in ECL's binary CSR format (.egr:
    nodes, edges, nindex[nodes + 1], nlist[edges], eweight[edges], int32),
    for the graph benchmarks whose inputs HeCBench keeps outside git."""
    import random
    import struct
    rng = random.Random(seed)
    adj = [set() for _ in range(nodes)]
    for v in range(1, nodes):  # connected: a random tree plus extra edges
        u = rng.randrange(v)
        adj[u].add(v)
        adj[v].add(u)
    for _ in range(nodes * 2):
        u, v = rng.randrange(nodes), rng.randrange(nodes)
        if u != v:
            adj[u].add(v)
            adj[v].add(u)
    index, lst = [0], []
    for u in range(nodes):
        lst += sorted(adj[u])
        index.append(len(lst))
    weights = [rng.randrange(1, 100) for _ in lst]
    with open(path, "wb") as f:
        f.write(struct.pack("<2i", nodes, len(lst)))
        f.write(struct.pack("<%di" % len(index), *index))
        f.write(struct.pack("<%di" % len(lst), *lst))
        f.write(struct.pack("<%di" % len(weights), *weights))


def csv_graph(path, nodes, seed=1):
    """The same kind of graph as src,dst,weight lines (graphB+)."""
    import random
    rng = random.Random(seed)
    with open(path, "w") as f:
        for v in range(1, nodes):
            u = rng.randrange(v)
            f.write("%d,%d,%d\n" % (u, v, rng.choice((-1, 1))))
        for _ in range(nodes):
            u, v = rng.randrange(nodes), rng.randrange(nodes)
            if u != v:
                f.write("%d,%d,%d\n" % (u, v, rng.choice((-1, 1))))


INPUTS = {"egr": egr_graph, "csv": csv_graph}


def copy_benchmark(directory, dest, patches):
    """A copy of the benchmark with the table's size patches applied (the
    same text substitutions in the CUDA original and the HIP port)."""
    shutil.copytree(directory, dest, symlinks=True)
    for name, old, new in patches:
        path = os.path.join(dest, name)
        if not os.path.isfile(path):
            continue
        text = open(path, errors="surrogateescape").read()
        if old in text:
            with open(path, "w", errors="surrogateescape") as f:
                f.write(text.replace(old, new))
    return dest


# A result line that says the run failed, unless it says so of nothing
# ("0 errors", "0 wrong") or also says PASS.
FAILURE = re.compile(r"\bfail(ed|s|ure)?\b|\bincorrect\b|\bdiffer\b|"
                     r"\bmismatch(es)?\b|\berror\s*[:!]\s*[a-z]|\bwrong\b",
                     re.I)
NOTHING_FAILED = re.compile(r"\b0 (errors?|mismatch\w*|wrong|failures?|"
                            r"failed)\b|\bpass(ed)?\b|\bsuccess", re.I)


def failed(lines):
    return any(FAILURE.search(l) and not NOTHING_FAILED.search(l)
               for l in lines)


class Run:
    def __init__(self, status, stdout, seconds, stderr=""):
        self.status, self.stdout, self.seconds = status, stdout, seconds
        self.stderr = stderr

    def summary(self):
        """A table cell: how the run ended, and its verdict line if any."""
        if self.status == 2:
            return "does not compile"
        if self.status == 124:
            return "timeout"
        errors = re.search(r"^model: (\d+) errors", self.stdout, re.M)
        if errors:
            return "model errors (%s)" % errors.group(1)
        first = re.search(r"^model error: (.*)$", self.stdout, re.M)
        if first:
            return "model error: " + first.group(1)[:60]
        if "model: killed by signal" in self.stdout:
            return self.stdout.strip().splitlines()[-1][7:]
        # The first line that says something failed, else the last verdict.
        verdict = ""
        for line in results(self.stdout):
            if line.startswith("model"):
                continue
            if failed([line]):
                verdict = line
                break
            if re.search(r"\b(pass|passed|ok|correct)\b", line, re.I):
                verdict = line
        cell = verdict[:40] if verdict else "%d lines" % len(
            results(self.stdout))
        if self.status != 0:
            cell += ", exit %d" % self.status
        return cell


def run_model(width, platform, directory, files, includes, defines, args,
              timeout, paths=()):
    """Runs the program in the model, with cwd directory; the directories in
    paths are written SRC in its output (programs print __FILE__)."""
    command = [sys.executable, MODEL, "--width", str(width), "--platform",
               platform, "-O", "1", "--timeout", str(timeout)]
    command += ["-I" + d for d in includes] + ["-D" + d for d in defines]
    command += files + ["--"] + args
    start = time.time()
    try:
        p = subprocess.run(command, cwd=directory, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True,
                           errors="replace", timeout=timeout + 300)
        out = p.stdout
        for d in sorted(paths, key=len, reverse=True):
            out = out.replace(d, "SRC")
        return Run(p.returncode, out, time.time() - start, p.stderr)
    except subprocess.TimeoutExpired:
        return Run(124, "", time.time() - start)


def first_error(stdout):
    """hecbench.first_error, without its location, for a table cell."""
    return re.sub(r"^.*?error: ", "", hecbench.first_error(stdout))[:100]


def study(name, src, work, hipport, timeout, cuda_only=False):
    """Everything about one benchmark, as a dict (one table row)."""
    row = {"name": name}
    cuda_dir = os.path.join(src, name + "-cuda")
    hip_dir = os.path.join(src, name + "-hip")
    facts = BENCHMARKS.get(name, {})
    sources, includes, defines, args = makefile_facts(cuda_dir)
    args = facts.get("args", args)
    for kind, file_name, size in facts.get("inputs", []):
        path = os.path.join(work, name + "-" + file_name)
        INPUTS[kind](path, size)
        args = [a.replace("{" + file_name + "}", path) for a in args]
    timeout = facts.get("timeout", timeout)
    row["args"] = " ".join(args)
    text = source_text(cuda_dir)
    reason = facts.get("skip")
    for why, pattern in CANNOT:
        if not reason and re.search(pattern, text):
            reason = why
    if reason:
        row.update(cls="does not run", why=reason)
        return row
    patches = facts.get("patch", [])
    if patches:
        cuda_dir = copy_benchmark(cuda_dir, os.path.join(
            work, name + "-cuda"), patches)
        if os.path.isdir(hip_dir):
            hip_dir = copy_benchmark(hip_dir, os.path.join(
                work, name + "-hip"), patches)
    files = [os.path.join(cuda_dir, s) for s in sources]
    missing = [s for s in sources if not os.path.isfile(os.path.join(
        cuda_dir, s))]
    if missing:
        row.update(cls="does not run", why="missing source " + missing[0])
        return row
    out = os.path.join(work, name + "-hipport")
    paths = [cuda_dir, hip_dir, out, os.path.join(src, name + "-cuda")]
    cuda = run_model(32, "cuda", cuda_dir, files, includes, defines, args,
                     timeout, paths)
    row["cuda"] = cuda.summary()
    row["seconds"] = cuda.seconds
    row["cuda_out"] = cuda.stdout
    if cuda.status != 0 or failed(results(cuda.stdout)):
        why = {2: "does not compile in the model: " + first_error(cuda.stdout),
               124: "longer than %d s in the model" % timeout}.get(
            cuda.status, "the original fails in the model at 32 lanes: " +
            cuda.summary())
        row.update(cls="does not run", why=why)
        return row
    if cuda_only:
        row.update(cls="ported right", why="%.0f s" % cuda.seconds)
        return row
    status, findings, messages, base, converted_includes = \
        convert_benchmark(hipport, src, cuda_dir, out, includes, defines)
    if status not in (0, 1):
        row.update(cls="does not run", why="hipport convert failed (exit "
                   "%d): %s" % (status, first_error(messages)))
        return row
    warp_errors = [f for f in findings if f.get("severity") == "error" and
                   "warp" in f.get("rule", "")]
    warp_rules = sorted({f.get("rule", "") for f in findings
                         if "warp" in f.get("rule", "")})
    row["rules"] = ", ".join(r.replace("hipport-", "") for r in warp_rules)
    row["convert"] = status
    converted = [os.path.join(base, s) for s in sources]
    if all(os.path.isfile(f) for f in converted):
        # The project's own HIP macros its sources test (`#ifdef USE_ROCM`)
        # are defined, as hipport takes them to be in a HIP build.
        hip_defines = defines + [m for m in PROJECT_HIP_MACROS
                                 if re.search(r"\b%s\b" % m, text)]
        port = run_model(64, "hip", cuda_dir, converted, converted_includes,
                         hip_defines, args, timeout, paths + [base])
    else:
        port = Run(2, "conversion wrote no " + sources[0], 0)
    row["hipport"] = ("same as CUDA" if port.status == 0 and same_output(
        cuda.stdout, port.stdout) else port.summary())
    if os.path.isdir(hip_dir):
        hsources, hincludes, hdefines, _ = makefile_facts(
            os.path.join(src, name + "-hip"))
        hfiles = [os.path.join(hip_dir, s) for s in hsources]
        if all(os.path.isfile(f) for f in hfiles):
            human = run_model(64, "hip", hip_dir, hfiles, hincludes,
                              hdefines, args, timeout, paths)
            row["human"] = ("same as CUDA" if human.status == 0 and
                            same_output(cuda.stdout, human.stdout)
                            else human.summary())
            row["human_ok"] = row["human"] == "same as CUDA"
    right = row["hipport"] == "same as CUDA"
    if port.status == 2 and row.get("human") == "does not compile":
        # Neither HIP version compiles as host C++ (a HIP path the CUDA one
        # does not take, with __host__/__device__ overloads the model cannot
        # tell apart): a limit of the model, not a result.
        row.update(cls="does not run", why="its HIP code does not compile in "
                   "the model, the human port's neither: " +
                   first_error(port.stdout))
    elif status == 1 or warp_errors:
        row["cls"] = "reported"
        row["why"] = "; ".join(
            (["convert exited 1"] if status == 1 else []) +
            ["error: " + e.get("message", "")[:90] for e in warp_errors[:1]])
        if right:
            row["why"] += " (runs right anyway)"
    elif right:
        row["cls"] = "ported right"
    else:
        row["cls"] = "wrong"
        row["why"] = (first_difference(cuda.stdout, port.stdout)
                      if port.status == 0 else
                      first_error(port.stdout) if port.status == 2 else
                      port.summary())
    row["cuda_out"], row["port_out"] = cuda.stdout, port.stdout
    return row


CLASSES = ["ported right", "reported", "wrong", "does not run"]

METHOD = """
## Method

`bench/warp-programs.py HECBENCH_SRC_DIR [--out FILE] [--only NAME...]
[--hipport BINARY] [--timeout S] [--jobs N] [--commit SHA] [--work DIR]
[--json FILE] [--reuse JSON] [--cuda-only]` takes every `src/<name>-cuda` benchmark of a
HeCBench checkout whose sources use a warp intrinsic (`__shfl*`,
`__ballot*`, `__any_sync`, `__all_sync`, `__activemask`, `__popc` of a
ballot, `__reduce_*_sync`, `thread_block_tile`, `warpSize`) and, in the
warp model ([execution-model.md](execution-model.md), "Whole programs"):

1. runs the CUDA original at 32 lanes (`run-model.py --width 32 --platform
   cuda -O 1`), with the sources, `-I` and `-D` flags of its Makefile;
2. converts it with `hipport convert <name>-cuda [dirs it takes headers
   from] -o OUT --hip-version=7.0 -- <its -I and -D flags>` and runs the conversion at 64 lanes
   (`--platform hip`; the project macros that select a HIP path and that
   its sources test, `USE_ROCM` and the like, defined, as hipport takes
   them to be in the project's HIP build), and the human port
   `src/<name>-hip` at 64 lanes where HeCBench has one;
3. compares each 64-lane run's standard output with the original's: the
   lines without timings (no `time`, `ms`, `GB/s`, `throughput`, ...), each
   number within a relative 1e-3 (a correct port adds a warp's values in
   another order at 64 lanes), and the exit status.

Classes:

- **ported right**: the conversion prints what the original prints;
- **reported**: hipport said a hand change is needed (`convert` exited 1,
  or printed an error-severity finding of a `hipport-warp-*` rule),
  whatever the conversion then does (the note says when it runs right
  anyway);
- **wrong**: the conversion's result differs at 64 lanes (another output,
  a model error such as a 32-bit mask that HIP 7 rejects, a crash) and
  hipport reported nothing at error severity;
- **does not run**: the original cannot run in the model, with the reason:
  a library (cuBLAS, CUB, Thrust, fp8 types, tensor cores, textures,
  graphs, grid synchronisation), input data HeCBench keeps outside git, a
  run longer than `--timeout` (default 120 s; spin-waits on other blocks
  never end in the model, which runs blocks one after another), or a
  failure of the original at 32 lanes in the model (it prints FAIL, an
  error or a mismatch, or exits non-zero); or neither the conversion nor
  the human port compiles in the model (a HIP path the CUDA one does not
  take, such as `__host__`/`__device__` overloads, which host C++ cannot
  tell apart).

The model is slow (every GPU thread is a fiber), so the script's
`BENCHMARKS` table gives small command-line arguments, text substitutions
of size constants (made in copies of the CUDA and HIP sources alike), and
inputs the script writes itself (small random graphs in ECL's `.egr`
format and as CSV) where HeCBench's are not in git. `--cuda-only` runs only
the originals, to size new entries; `--reuse JSON` takes the rows of the
benchmarks not in `--only` from an earlier run's `--json` (the commands of
both runs head the table). The `hipport` binary defaults to
`build/tools/hipport/hipport`; nothing is written into the HeCBench tree
(conversions go to a temporary directory, or `--work`).

Headers a benchmark takes from another benchmark's directory (`-I../<other>`
in its Makefile) are converted with it. The model's limits are the
harness's: no lock-step execution of a warp's lanes (warp-synchronous code
through `volatile` shared memory without `__syncwarp` fails at 32 lanes
already), stores of one address by several lanes of a warp resolve in lane
order, host math instead of the GPU's.
"""


def markdown(rows, command, commit):
    def cell(text):
        return str(text).replace("|", "\\|").replace("\n", " ")

    ran = [r for r in rows if r["cls"] != "does not run"]
    lines = ["# Whole warp programs: HeCBench in the warp model", "",
             "Generated by `bench/warp-programs.py` (the method is in",
             "[the section below](#method)) with:", "", "```sh", command,
             "```", "",
             "- date: %s" % datetime.date.today().isoformat(),
             "- HeCBench commit: `%s`" % commit,
             "- benchmarks that use a warp intrinsic: %d; run in the model: "
             "%d" % (len(rows), len(ran)), ""]
    lines += ["| class | benchmarks |", "|---|---|"]
    for c in CLASSES:
        lines.append("| %s | %d |" % (c, sum(r["cls"] == c for r in rows)))
    human = [r for r in ran if "human" in r]
    lines.append("| (human HIP port same as CUDA at 64 lanes) | %d of %d |" %
                 (sum(r.get("human_ok", False) for r in human), len(human)))
    lines += ["", "| benchmark | args | CUDA@32 | hipport@64 | human HIP@64 "
              "| class | warp rules / why |", "|---|---|---|---|---|---|---|"]
    for r in sorted(rows, key=lambda r: (CLASSES.index(r["cls"]), r["name"])):
        facts = BENCHMARKS.get(r["name"], {})
        # What the row ran with, as the table words it (a row reused from an
        # earlier run's JSON may carry this wording already).
        args = r.get("args", "").split("+ patched: ")[0].strip()
        if facts.get("inputs") and "args" in facts:
            # The table's placeholders, not this run's temporary paths.
            args = " ".join(facts["args"]) + " (" + ", ".join(
                "%s: random %s graph of %d nodes" % (f, k, n)
                for k, f, n in facts["inputs"]) + ")"
        if facts.get("patch"):
            args = (args + " + patched: " + "; ".join(
                "%s -> %s" % (old, new) for _, old, new in facts["patch"])
                ).strip()
        why = r.get("why", "")
        rules = r.get("rules", "")
        lines.append("| %s |" % " | ".join(cell(x) for x in [
            r["name"], args, r.get("cuda", ""),
            r.get("hipport", ""), r.get("human", ""), r["cls"],
            "; ".join(x for x in (rules, why) if x)]))
    return "\n".join(lines) + "\n" + METHOD


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("src")
    parser.add_argument("--out", help="the Markdown file to write")
    parser.add_argument("--only", nargs="+", metavar="NAME",
                        help="benchmarks by name, without -cuda")
    parser.add_argument("--hipport", default=DEFAULT_HIPPORT)
    parser.add_argument("--timeout", type=int, default=120,
                        help="seconds each program may run (default 120)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--commit", help="the HeCBench commit (default: "
                        "git rev-parse HEAD in HECBENCH_SRC_DIR)")
    parser.add_argument("--work", help="keep conversions in this directory")
    parser.add_argument("--json", help="also write the rows as JSON")
    parser.add_argument("--reuse", metavar="JSON",
                        help="take the rows of the benchmarks not run "
                        "(not in --only) from an earlier --json")
    parser.add_argument("--cuda-only", action="store_true",
                        help="only run the CUDA originals (to size the "
                        "arguments in BENCHMARKS)")
    args = parser.parse_args()
    src = os.path.abspath(args.src)
    if os.path.isdir(os.path.join(src, "src")):
        src = os.path.join(src, "src")
    commit = args.commit
    if not commit:
        p = subprocess.run(["git", "-C", src, "rev-parse", "HEAD"],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                           text=True)
        commit = p.stdout.strip() or "unknown"
    names = []
    for entry in sorted(os.listdir(src)):
        if not entry.endswith("-cuda"):
            continue
        name = entry[:-len("-cuda")]
        if args.only and name not in args.only:
            continue
        if WARP_USE.search(source_text(os.path.join(src, entry))):
            names.append(name)
    work = args.work or tempfile.mkdtemp(prefix="warp-programs-")
    os.makedirs(work, exist_ok=True)
    rows = []
    try:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            futures = {pool.submit(study, n, src, work, args.hipport,
                                   args.timeout, args.cuda_only): n
                       for n in names}
            for f in concurrent.futures.as_completed(futures):
                row = f.result()
                rows.append(row)
                print("%-32s %-13s %s" % (row["name"], row["cls"],
                                          row.get("why", "")[:100]),
                      flush=True)
    finally:
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)
    command = "python3 bench/warp-programs.py " + " ".join(
        a for a in sys.argv[1:])
    if args.reuse:
        earlier = json.load(open(args.reuse))
        if isinstance(earlier, dict):
            command = earlier["command"] + "\n" + command
            earlier = earlier["rows"]
        done = {r["name"] for r in rows}
        rows += [r for r in earlier if r["name"] not in done]
    text = markdown(rows, command, commit)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"command": command, "rows": sorted(
                rows, key=lambda r: r["name"])}, f, indent=1)
    totals = {c: sum(r["cls"] == c for r in rows) for c in CLASSES}
    print("; ".join("%s: %d" % kv for kv in totals.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
