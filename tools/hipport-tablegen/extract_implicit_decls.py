#!/usr/bin/env python3
"""What a CUDA unit gets from CUDA's headers that a HIP unit does not.

nvcc includes cuda_runtime.h into every unit, and its headers include
standard headers (<string.h>, <time.h>, <cmath>...): host code calling
strlen or memcpy compiles without including them. HIP's headers include
fewer, so the converted unit may not. The CUDA math headers also give the
host functions (rsqrtf, rcbrt, norm3d...) that HIP declares for the device
only. This script derives both from the headers and writes

  mappings/implicit/std-declarations.tsv
      NAME<TAB>HEADER<TAB>SINCE[<TAB>UNTIL]: the standard declaration NAME
      (a function or variable, qualified when in a namespace) that CUDA's
      headers provide, which HIP's headers do not provide from HIP release
      SINCE (until UNTIL), and the standard header to include for it.
  mappings/implicit/host-math.tsv
      NAME<TAB>form<TAB>TEXT or NAME<TAB>report<TAB>TEXT: a CUDA math
      function a host call of which compiles with CUDA's headers and not
      with HIP's; TEXT is the standard host form (host_math_forms.yaml) or
      what to write instead.

How:
  * The standard headers CUDA's headers include on the host: the host pass
    of `nvcc -M --dryrun` (gcc) rerun with -H on a file including
    cuda_runtime.h; each header a toolkit header includes directly.
  * Those HIP's headers include, per release: the includes outside
    conditionals reached from hip/hip_runtime.h (extract_hip_includes.py's
    reading of the release headers, extract_hip_since.py's releases), plus
    those clang's HIP wrapper (__clang_hip_runtime_wrapper.h) includes.
    Releases whose headers are not in the given repositories are assumed
    to include none (only the wrapper's): an include too many is harmless,
    one too few fails to compile.
  * Which files each side reaches, with clang++ -M on the local C and C++
    libraries; declarations (hipport-tablegen) in files only the CUDA side
    reaches are the table, each with the first CUDA-included header that
    reaches it (a C header as its <cX> form).
  * Host math: every function hipport-tablegen finds in the toolkit's
    crt/math_functions.* is called from a host function with float and
    double arguments, compiled with clang's CUDA mode and with clang's HIP
    mode and HIP's headers (--rocm-path); a name whose host call compiles
    only with CUDA is listed.

    extract_implicit_decls.py --tablegen build/tools/hipport-tablegen/hipport-tablegen \\
        --hip HIP_GIT --hipamd HIPAMD_GIT --clr CLR_GIT --rocm-systems SYS_GIT
"""

import argparse
import datetime
import os
import re
import shlex
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

from extract_hip_includes import resolve, unconditional_includes  # noqa: E402
from extract_hip_since import Release, release_arguments, releases  # noqa: E402

# The releases hipport targets (releases.py), in order.
ALL_RELEASES = ["5.2", "5.3", "5.4", "5.5", "5.6", "5.7", "6.0", "6.1", "6.2",
                "6.3", "6.4", "7.0"]
# The C library headers C++ provides as <cX> ([headers] in the standard).
C_HEADERS = {"assert", "ctype", "errno", "fenv", "float", "inttypes",
             "limits", "locale", "math", "setjmp", "signal", "stdarg",
             "stddef", "stdint", "stdio", "stdlib", "string", "time", "uchar",
             "wchar", "wctype"}
CLANG = "clang++-19"
WRAPPER = "/usr/lib/llvm-19/lib/clang/19/include/__clang_hip_runtime_wrapper.h"
INCLUDE = re.compile(r'^\s*#\s*include\s*<([^>]+)>')


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True, **kw)


def search_dirs():
    """clang++'s system include directories, longest first."""
    err = run([CLANG, "-x", "c++", "-std=c++17", "-E", "-v", "-"],
              input="").stderr
    dirs, on = [], False
    for ln in err.splitlines():
        if ln.startswith("#include <...>"):
            on = True
        elif ln.startswith("End of search list"):
            break
        elif on:
            dirs.append(os.path.realpath(ln.strip()))
    return sorted(dirs, key=len, reverse=True)


def spelled(path, dirs):
    path = os.path.realpath(path)
    for d in dirs:
        if path.startswith(d + "/"):
            return path[len(d) + 1:]
    return None


def nvcc_std_headers(cuda, tmp):
    """The standard headers the toolkit's headers include directly on the
    host, as spelled (in first-inclusion order), and the command."""
    probe = os.path.join(tmp, "probe.cu")
    with open(probe, "w") as f:
        f.write("#include <cuda_runtime.h>\n")
    dry = run([os.path.join(cuda, "bin", "nvcc"), "-M", "-x", "cu",
               "-std=c++17", probe, "--dryrun"]).stderr
    host = [ln[3:] for ln in dry.splitlines() if ln.startswith("#$ gcc")
            and "-D__CUDA_ARCH__=" not in ln]
    if len(host) != 1:
        sys.exit("no host preprocessing pass in nvcc --dryrun")
    cmd = shlex.split(host[0])
    # The file includes cuda_runtime.h itself (gcc -H does not show what an
    # -include brings), and -H lists the tree.
    i = cmd.index("-include")
    del cmd[i:i + 2]
    if "-o" in cmd:
        i = cmd.index("-o")
        del cmd[i:i + 2]
    cmd += ["-H", "-o", os.devnull]
    tree = run(cmd).stderr
    cuda_real = os.path.realpath(cuda)
    stack, out = {}, []
    for ln in tree.splitlines():
        m = re.match(r"^(\.+) (\S+)$", ln)
        if not m:
            continue
        depth, path = len(m.group(1)), os.path.realpath(m.group(2))
        stack[depth] = path
        parent = stack.get(depth - 1, "")
        if parent.startswith(cuda_real) and not path.startswith(cuda_real):
            out.append(path)
    # The probe's temporary path is not part of the provenance.
    return out, " ".join("probe.cu" if c == probe else shlex.quote(c)
                         for c in cmd)


def gcc_spelled(path):
    """The include name of a header under gcc's or the C library's dirs."""
    for pat in (r".*/include/c\+\+/\d+/(.*)$", r".*/gcc/[^/]+/\d+/include/(.*)$",
                r"^/usr/include/(.*)$"):
        m = re.match(pat, path)
        if m:
            return m.group(1)
    return None


def wrapper_headers():
    """The standard headers clang's HIP wrapper includes (host, not hipRTC)."""
    with open(WRAPPER) as f:
        # Its code is under `#if __HIP__`, true in HIP units (written as a
        # condition unconditional_includes knows to be true).
        text = re.sub(r"#\s*if\s+__HIP__\b", "#if !defined(__HIPCC_RTC__)",
                      f.read())
    return [h for h in unconditional_includes(text)
            if not h.startswith(("__clang", "hip/"))]


def hip_std_headers(opts):
    """{release: standard headers hip/hip_runtime.h includes}, and the
    provenance lines."""
    out, prov = {}, []
    for v, sources in releases(opts):
        try:
            r = Release(v, sources)
        except subprocess.CalledProcessError:
            continue
        prov.append("%s: %s" % (v, "; ".join(r.provenance)))
        headers = {"hip/" + h for h in r.text}
        seen, todo, std = set(), ["hip/hip_runtime.h"], set()
        while todo:
            cur = todo.pop()
            for sp in unconditional_includes(r.text[cur[len("hip/"):]]):
                t = resolve(cur, sp, headers)
                if t:
                    if t not in seen:
                        seen.add(t)
                        todo.append(t)
                elif not sp.startswith("hip/"):
                    std.add(sp)
        out[v] = sorted(std)
    return out, prov


def closure(headers, tmp):
    """The files a C++ unit including `headers` reaches."""
    if not headers:
        return set()
    src = os.path.join(tmp, "closure.cpp")
    with open(src, "w") as f:
        f.write("".join("#include <%s>\n" % h for h in headers))
    p = run([CLANG, "-x", "c++", "-std=c++17", "-M", src])
    if p.returncode:
        sys.exit(p.stderr)
    files = p.stdout.replace("\\\n", " ").split()[1:]
    return {os.path.realpath(f) for f in files if f != src}


def declarations(tablegen, headers, tmp):
    """{qualified name: file} of the functions and variables."""
    src = os.path.join(tmp, "decls.cpp")
    with open(src, "w") as f:
        f.write("".join("#include <%s>\n" % h for h in headers))
    p = run([tablegen, "--prefix=/usr/include", "--prefix=/usr/lib/gcc",
             "--prefix=/usr/lib/llvm-19/lib/clang", src, "--", "-x", "c++",
             "-std=c++17"])
    if p.returncode:
        sys.exit(p.stderr)
    out = {}
    for ln in p.stdout.splitlines():
        kind, name, path = ln.split("\t")
        if kind in ("function", "variable"):
            out.setdefault(name, os.path.realpath(path))
    return out


def cxx_name(header):
    base = header[:-2] if header.endswith(".h") else None
    return "c" + base if base in C_HEADERS else header


def spans(missing):
    """[(since, until or None)] of the releases in `missing`, in order."""
    out, start = [], None
    for i, v in enumerate(ALL_RELEASES):
        if v in missing and start is None:
            start = v
        elif v not in missing and start is not None:
            out.append((start, v))
            start = None
    if start is not None:
        out.append((start, None))
    return out


# ---- host math ------------------------------------------------------------

PATTERNS = ["T", "T,T", "T,T,T", "T,T,T,T", "T,T*,T*", "T,int*", "T,int",
            "int,T", "T,T,int*", "int,int"]


def math_candidates(tablegen, cuda, tmp):
    src = os.path.join(tmp, "math.cu")
    with open(src, "w") as f:
        f.write("#include <cuda_runtime.h>\n")
    p = run([tablegen, "--prefix=" + os.path.join(cuda, "include", "crt"),
             src, "--"] + cuda_args(cuda))
    if p.returncode:
        sys.exit(p.stderr)
    names = set()
    for ln in p.stdout.splitlines():
        kind, name, path = ln.split("\t")
        if kind == "function" and os.path.basename(path).startswith(
                "math_functions."):
            names.add(name)
    return sorted(names)


def cuda_args(cuda):
    return ["-x", "cuda", "--cuda-host-only", "-nocudalib",
            "--cuda-path=" + cuda, "-std=c++17", "-Wno-unknown-cuda-version",
            "-isystem", os.path.join(cuda, "include", "cccl"), "-idirafter",
            os.path.join(ROOT, "share", "cuda-shim")]


HIP_ARGS = ["-x", "hip", "--cuda-host-only", "-std=c++17",
            "--offload-arch=gfx90a", "--rocm-path=/usr", "-nogpulib"]


def host_calls(names, args, tmp, suffix):
    """{(name, type, pattern)} of the host calls that compile."""
    lines, where = [], {}
    head = "#include <cuda_runtime.h>\n" if suffix == ".cu" else \
        "#include <hip/hip_runtime.h>\n"
    lines.append(head)
    for n in names:
        for t in ("float", "double"):
            for pat in PATTERNS:
                params, call = [], []
                for i, a in enumerate(pat.split(",")):
                    ty = a.replace("T", t)
                    params.append("%s a%d" % (ty, i))
                    call.append("a%d" % i)
                where[len(lines) + 1] = (n, t, pat)
                lines.append("void h%d(%s) { (void)%s(%s); }\n" % (
                    len(lines), ", ".join(params), n, ", ".join(call)))
    src = os.path.join(tmp, "calls" + suffix)
    with open(src, "w") as f:
        f.write("".join(lines))
    err = run([CLANG, "-fsyntax-only", "-ferror-limit=0"] + args + [src]).stderr
    bad = {int(m.group(1)) for m in re.finditer(
        re.escape(src) + r":(\d+):\d+: error", err)}
    return {where[ln] for ln in where if ln not in bad}


def host_math(tablegen, cuda, tmp):
    names = math_candidates(tablegen, cuda, tmp)
    in_cuda = host_calls(names, cuda_args(cuda), tmp, ".cu")
    in_hip = host_calls(names, HIP_ARGS, tmp, ".hip")
    lost = {}
    for n, t, pat in sorted(in_cuda - in_hip):
        lost.setdefault(n, []).append("%s(%s)" % (t, pat))
    return lost


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tablegen", required=True, help="hipport-tablegen")
    ap.add_argument("--cuda", default="/usr/local/cuda")
    release_arguments(ap)
    opts = ap.parse_args()
    out_dir = os.path.join(ROOT, "mappings", "implicit")
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(opts.cuda, "include", "cuda.h")) as f:
        v = int(re.search(r"#define CUDA_VERSION (\d+)", f.read()).group(1))
    cuda_version = "%d.%d" % (v // 1000, v % 1000 // 10)
    today = datetime.date.today().isoformat()
    with tempfile.TemporaryDirectory() as tmp:
        cuda_paths, nvcc_cmd = nvcc_std_headers(opts.cuda, tmp)
        cuda_headers = []
        for p in cuda_paths:
            h = gcc_spelled(p)
            if h and h not in cuda_headers:
                cuda_headers.append(h)
        wrapper = wrapper_headers()
        hip, hip_prov = hip_std_headers(opts)
        cuda_files = closure(cuda_headers, tmp)
        per_header = [(h, closure([h], tmp)) for h in cuda_headers]
        decls = declarations(opts.tablegen, cuda_headers, tmp)
        missing = {}  # name -> set of releases
        hip_sets = {}
        for v in ALL_RELEASES:
            std = hip.get(v, [])
            hip_sets[v] = std
            have = closure(wrapper + std, tmp)
            for name, path in decls.items():
                if path in cuda_files and path not in have:
                    missing.setdefault(name, set()).add(v)
        rows = []
        for name in sorted(missing):
            path = decls[name]
            header = next(h for h, files in per_header if path in files)
            for since, until in spans(missing[name]):
                rows.append("\t".join([name, cxx_name(header), since] +
                                      ([until] if until else [])))
        with open(os.path.join(out_dir, "std-declarations.tsv"), "w") as f:
            f.write(
                "# Standard declarations CUDA's headers give a unit and HIP's "
                "do not: NAME, the\n# header to include, the first HIP "
                "release lacking it and, where a later one\n# has it again, "
                "that release (tab-separated). Written by\n# tools/"
                "hipport-tablegen/extract_implicit_decls.py on %s from CUDA "
                "%s:\n#   %s\n# which includes, from the toolkit's headers: "
                "%s\n# HIP: clang 19's %s includes %s;\n# hip/hip_runtime.h "
                "includes, outside conditionals:\n" % (
                    today, cuda_version, nvcc_cmd, " ".join(cuda_headers),
                    os.path.basename(WRAPPER), " ".join(wrapper)))
            for ln in hip_prov:
                v = ln.split(":")[0]
                f.write("#   %s (%s)\n" % (ln, " ".join(hip_sets[v]) or "none"))
            for v in ALL_RELEASES:
                if v not in hip:
                    f.write("#   %s: headers not available here; assumed to "
                            "include none\n" % v)
            f.write("# Files reached: clang++-19 -M with the C and C++ "
                    "libraries of this machine\n# (glibc, libstdc++ 12); "
                    "declarations: hipport-tablegen.\n")
            f.write("".join(r + "\n" for r in rows))
        lost = host_math(opts.tablegen, opts.cuda, tmp)
    with open(os.path.join(HERE, "host_math_forms.yaml")) as f:
        forms = yaml.safe_load(f)
    rows = []
    for name in sorted(lost):
        base = name if name in forms else name[:-1] if name.endswith("f") \
            and name[:-1] in forms else None
        if base is None:
            sys.exit("host_math_forms.yaml has nothing for %s (%s)" % (
                name, ", ".join(lost[name])))
        entry = forms[base]
        if "form" in entry:
            rows.append("%s\tform\t%s" % (name, entry["form"]))
        else:
            rows.append("%s\treport\t%s" % (name, entry["report"]))
    with open(os.path.join(out_dir, "host-math.tsv"), "w") as f:
        f.write("# CUDA math functions whose host call compiles with CUDA's "
                "headers and not with\n# HIP's (clang 19's CUDA mode with CUDA "
                "%s; clang 19's HIP mode with the HIP 5.2\n# headers of "
                "/usr/include/hip and clang's HIP wrapper, which declares "
                "them for the\n# device): NAME, then `form` and the standard "
                "host form ({0}.. the arguments,\n# {one} 1 in the callee's "
                "type) or `report` and what to write\n# (tools/hipport-"
                "tablegen/host_math_forms.yaml). Written by tools/hipport-"
                "tablegen/\n# extract_implicit_decls.py on %s.\n" % (
                    cuda_version, today))
        f.write("".join(r + "\n" for r in rows))
    print("%d standard declarations, %d host math functions" % (
        len(missing), len(lost)))


if __name__ == "__main__":
    main()
