"""Reading HeCBench benchmarks and converting them: what the scripts that
run hipport on a HeCBench checkout (warp-programs.py,
human-port-compile.py) share. Nothing here reads anything but the
checkout given to those scripts."""
import json
import os
import re
import subprocess
import time


def locate(directory, source):
    """Where a source the Makefile names is, relative to the benchmark's
    directory: itself, the same name in a subdirectory (a Makefile that
    builds src/main.cu through a pattern rule), or, for a HIP port, the
    file of its CUDA twin that the port builds (`../NAME-cuda/x.cpp`)."""
    if os.path.isfile(os.path.join(directory, source)):
        return source
    for dirpath, _, names in sorted(os.walk(directory)):
        if os.path.basename(source) in names:
            return os.path.relpath(os.path.join(dirpath, os.path.basename(
                source)), directory)
    directory = os.path.normpath(directory)
    if directory.endswith("-hip"):
        twin = directory[:-len("-hip")] + "-cuda"
        if os.path.isfile(os.path.join(twin, source)):
            return os.path.relpath(os.path.join(twin, source), directory)
    return source


CMAKE_KEYWORDS = {"NAME", "MODEL", "SOURCES", "INCLUDE_DIRS",
                  "COMPILE_DEFINITIONS", "COMPILE_OPTIONS", "LINK_LIBRARIES",
                  "LINK_OPTIONS", "CATEGORIES", "ARGS", "DEPENDS"}


def cmake_facts(directory):
    """(sources, include dirs, defines) from the add_hecbench_benchmark()
    call of a benchmark's CMakeLists.txt, or None without one. Paths may
    start with ${CMAKE_CURRENT_SOURCE_DIR} (the benchmark's directory) or
    ${CMAKE_SOURCE_DIR} (the checkout's root, two levels up)."""
    try:
        text = open(os.path.join(directory, "CMakeLists.txt"),
                    errors="replace").read()
    except OSError:
        return None
    text = "\n".join(line.split("#")[0] for line in text.splitlines())
    call = re.search(r"add_hecbench_benchmark\s*\((.*?)\)", text, re.S)
    if not call:
        return None
    directory = os.path.abspath(directory)
    values = {"CMAKE_CURRENT_SOURCE_DIR": directory,
              "CMAKE_CURRENT_LIST_DIR": directory,
              "CMAKE_SOURCE_DIR": os.path.dirname(os.path.dirname(directory))}
    for var, value in re.findall(r"^\s*set\s*\(\s*(\w+)\s+([^)\s]+)\s*\)",
                                 text, re.M):
        values[var] = value.strip('"')

    def expand(word):
        for _ in range(3):
            word = re.sub(r"\$\{(\w+)\}",
                          lambda m: values.get(m.group(1), m.group(0)), word)
        return word
    lists, key = {}, None
    for line in call.group(1).splitlines():
        for word in line.split():
            if word in CMAKE_KEYWORDS:
                key = word
                lists.setdefault(key, [])
            elif key:
                lists[key].append(expand(word))

    def relative(path):
        return os.path.relpath(path, directory) if os.path.isabs(path) \
            else path
    return ([relative(p) for p in lists.get("SOURCES", [])],
            [os.path.normpath(os.path.join(directory, p))
             for p in lists.get("INCLUDE_DIRS", [])],
            [d[2:] if d.startswith("-D") else d
             for d in lists.get("COMPILE_DEFINITIONS", [])])


def run_arguments(text):
    """The arguments of the Makefile's `run:` recipe, after $(program)."""
    m = re.search(r"^run\s*:.*\n\t(.*)$", text, re.M)
    if not m:
        return []
    line = m.group(1)
    at = line.find("$(program)")
    return line[at + len("$(program)"):].split() if at >= 0 else []


def makefile_text(directory):
    """The Makefile of directory with its continued lines joined, or None."""
    try:
        return open(os.path.join(directory, "Makefile"),
                    errors="replace").read().replace("\\\n", " ")
    except OSError:
        return None


def makefile_facts(directory):
    """(sources, include dirs, defines, run arguments) from a HeCBench
    Makefile; for a benchmark with no Makefile of its own (its Makefile in
    src/, or none), from its CMakeLists.txt, with the run arguments of the
    first Makefile below it that has them."""
    text = makefile_text(directory)
    if text is None:
        facts = cmake_facts(directory)
        if not facts or not facts[0]:
            return ["main.cu"], [], [], []
        args = []
        for dirpath, _, names in sorted(os.walk(directory)):
            if "Makefile" in names:
                args = run_arguments(makefile_text(dirpath))
                if args:
                    break
        return facts[0], facts[1], facts[2], args
    m = re.search(r"^source\s*=\s*(.*)$", text, re.M)
    sources = m.group(1).split() if m else ["main.cu"]
    o = re.search(r"^obj\s*=\s*(.*)$", text, re.M)
    if not m and o and "$" not in o.group(1):
        # obj = main.o utils.o: the sources are the files of those stems.
        sources = []
        for obj in o.group(1).split():
            stem = obj[:-2] if obj.endswith(".o") else obj
            for ext in (".cu", ".cpp", ".cc", ".c"):
                if os.path.isfile(os.path.join(directory, stem + ext)):
                    sources.append(stem + ext)
                    break
    includes, defines = [], []
    # A Makefile that names no sources (pattern rules over a directory):
    # the CMakeLists.txt beside it does.
    facts = None if m or (o and "$" not in o.group(1)) else \
        cmake_facts(directory)
    if facts and facts[0]:
        sources, includes, defines = facts[0], list(facts[1]), list(facts[2])
    sources = [locate(directory, s) for s in sources]
    for m in re.finditer(r"^CFLAGS\s*[:+]?=(.*)$", text, re.M):
        for flag in m.group(1).split():
            if flag.startswith("-I") and len(flag) > 2:
                includes.append(os.path.normpath(
                    os.path.join(directory, flag[2:])))
            elif flag.startswith("-D") and len(flag) > 2 and "$" not in flag:
                defines.append(flag[2:])
    return sources, includes, defines, run_arguments(text)


def source_text(directory):
    chunks = []
    for dirpath, _, names in os.walk(directory):
        for name in sorted(names):
            if name.endswith((".cu", ".cuh", ".h", ".hpp", ".cpp", ".c",
                              ".inl")):
                try:
                    chunks.append(open(os.path.join(dirpath, name),
                                       errors="replace").read())
                except OSError:
                    pass
    return "\n".join(chunks)


def convert(hipport, directories, out, includes, defines=(),
            hip_version="7.0"):
    """Runs hipport convert on the benchmark's directories (its own and the
    benchmarks it includes headers from); several are mirrored into
    OUT/<basename>. Returns (status, findings, messages)."""
    report = out + ".json"
    # The other engineer's rebuild may have removed the binary for a while.
    for _ in range(60):
        if os.path.isfile(hipport):
            break
        time.sleep(10)
    command = [hipport, "convert"] + directories + [
        "-o", out, "--hip-version=" + hip_version, "-j", "1", "--report",
        report, "--report-format=json"]
    if includes or defines:
        command += ["--"] + ["-I" + d for d in includes] + [
            "-D" + d for d in defines]
    p = subprocess.run(command, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True, errors="replace")
    findings = []
    try:
        findings = json.load(open(report)).get("findings", [])
    except (OSError, ValueError):
        pass
    return p.returncode, findings, p.stdout


def convert_benchmark(hipport, src, cuda_dir, out, includes, defines,
                      hip_version="7.0"):
    """convert() of a benchmark at cuda_dir, with the headers it takes from
    other benchmarks of src (-I../rmsnorm-cuda), which are converted too.
    Returns (status, findings, messages, base, includes): base is where its
    converted sources are, includes its -I directories with the converted
    benchmarks in place of the originals."""
    # -I. names the benchmark's own directory, which is converted anyway.
    deps = [d for d in includes if os.path.dirname(d) == os.path.normpath(src)
            and os.path.isdir(d)
            and os.path.normpath(d) != os.path.normpath(cuda_dir)]
    status, findings, messages = convert(hipport, [cuda_dir] + deps, out,
                                         includes, defines, hip_version)
    def own(d):
        """An include directory inside the benchmark, converted with it."""
        inside = os.path.relpath(os.path.normpath(d), os.path.normpath(cuda_dir))
        return inside != ".." and not inside.startswith(".." + os.sep)
    if not deps:
        return status, findings, messages, out, [
            os.path.normpath(os.path.join(out, os.path.relpath(d, cuda_dir)))
            if own(d) else d for d in includes]
    converted = [os.path.join(out, os.path.basename(d)) if d in deps else d
                 for d in includes]
    return (status, findings, messages,
            os.path.join(out, os.path.basename(cuda_dir)), converted)


def first_error(text):
    """The first line of a compiler's output that holds an error, else its
    last line."""
    for line in text.splitlines():
        if "error:" in line:
            return line.strip()
    return text.strip().splitlines()[-1] if text.strip() else ""
