"""The two source rewrites run-model.py makes before compiling a whole CUDA
or HIP program as host C++ (docs/execution-model.md, "Whole programs"):

  KERNEL<<<CONFIG>>>(ARGS)
    -> ::hipmodel::chevron(CONFIG)([&](auto &&...hipmodelArgs_) {
           KERNEL(hipmodelArgs_...); }, ARGS)
  extern __shared__ [__align__(N)] TYPE NAME[];
    -> static TYPE *const &NAME = ::hipmodel::dynamicShared<TYPE>();

The chevrons are not C++, and `extern __shared__` cannot be, because the
model defines __shared__ as static. Both rewrites keep every line break
where it was, so that compiler messages and the model's FILE:LINE reports
name the original lines. Comments, string and character literals are never
rewritten. The kernel is called inside a generic lambda so that a template
kernel's arguments are deduced as nvcc deduces them, and the arguments are
evaluated once, on the host, as a launch evaluates them."""
import re


def code_mask(text):
    """text with comments, string/char literals and the backslashes of line
    continuations blanked out (same length, line breaks kept), so that
    searches see only code."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("\\\n", i):
            # A macro's line continuation is white space to the searches.
            out[i] = " "
            i += 2
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
        elif c == '"' or c == "'":
            # A digit separator (1'000) is not a character literal.
            if c == "'" and i > 0 and text[i - 1].isalnum():
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            # Keep the quotes, blank the contents.
            for k in range(i + 1, j - 1):
                if out[k] != "\n":
                    out[k] = " "
            i = j
            continue
        else:
            i += 1
            continue
        for k in range(i, j):
            if out[k] != "\n":
                out[k] = " "
        i = j
    return "".join(out)


OPEN, CLOSE = "([{", ")]}"


def match_forward(mask, i):
    """Index just past the bracket that closes mask[i]."""
    depth = 0
    for j in range(i, len(mask)):
        if mask[j] in OPEN:
            depth += 1
        elif mask[j] in CLOSE:
            depth -= 1
            if depth == 0:
                return j + 1
    return -1


def config_end(mask, i):
    """Index of the `>>>` that closes a configuration starting at i."""
    depth = 0
    j = i
    while j < len(mask):
        c = mask[j]
        if c in OPEN:
            depth += 1
        elif c in CLOSE:
            depth -= 1
        elif depth == 0 and mask.startswith(">>>", j):
            return j
        elif c == ";":
            return -1
        j += 1
    return -1


IDENT = re.compile(r"[A-Za-z0-9_]")


def kernel_start(mask, end):
    """Start of the kernel expression that ends just before `end`: a possibly
    qualified name, with template arguments (k<T, 4>), member access or a
    subscript (kernels[i])."""
    i = end
    while i > 0 and mask[i - 1].isspace():
        i -= 1
    while i > 0:
        c = mask[i - 1]
        if c == ">" or c in CLOSE:
            # Template arguments or brackets: walk back to their opening.
            opener = {">": "<", ")": "(", "]": "[", "}": "{"}[c]
            depth = 0
            j = i - 1
            while j >= 0:
                if mask[j] == c:
                    depth += 1
                elif mask[j] == opener:
                    depth -= 1
                    if depth == 0:
                        break
                j -= 1
            if j < 0:
                break
            i = j
            while i > 0 and mask[i - 1].isspace():
                i -= 1
        elif IDENT.match(c):
            while i > 0 and IDENT.match(mask[i - 1]):
                i -= 1
            k = i
            while k > 0 and mask[k - 1].isspace():
                k -= 1
            if mask[max(0, k - 2):k] in ("::", "->"):
                i = k - 2
            elif k > 0 and mask[k - 1] == ".":
                i = k - 1
            else:
                break
            while i > 0 and mask[i - 1].isspace():
                i -= 1
        else:
            break
    return i


def line_breaks(text):
    """The line breaks of text, each with the backslash that continues a
    macro's definition where text has one."""
    return "".join("\\\n" if line.rstrip().endswith("\\") else "\n"
                   for line in text.split("\n")[:-1])


def rewrite_chevrons(text):
    mask = code_mask(text)
    pieces, last, pos = [], 0, 0
    while True:
        open_at = mask.find("<<<", pos)
        if open_at < 0:
            break
        close_at = config_end(mask, open_at + 3)
        paren = close_at + 3 if close_at >= 0 else -1
        while 0 <= paren < len(mask) and mask[paren].isspace():
            paren += 1
        if close_at < 0 or paren >= len(mask) or mask[paren] != "(":
            pos = open_at + 3
            continue
        args_end = match_forward(mask, paren)
        start = kernel_start(mask, open_at)
        if args_end < 0 or start >= open_at or start < last:
            pos = open_at + 3
            continue
        kernel = text[start:open_at].replace("\\\n", " ").strip()
        config = text[open_at + 3:close_at]
        args = text[paren + 1:args_end - 1]
        sep = ", " if args.strip() else ""
        pieces.append(text[last:start])
        pieces.append("::hipmodel::chevron(%s)([&](auto &&...hipmodelArgs_) "
                      "{ %s(hipmodelArgs_...); }%s%s)"
                      % (config, kernel, sep, args))
        # The kernel's own line breaks (k\n<<<) are kept after the call,
        # continued as they were in a macro's definition.
        pieces.append(line_breaks(text[start:open_at]) +
                      line_breaks(text[close_at:paren]))
        last = pos = args_end
    pieces.append(text[last:])
    return "".join(pieces)


EXTERN_SHARED = re.compile(
    r"\bextern\s+__shared__\s+([^;\[\]{}()]*(?:\([^;()]*\)[^;\[\]{}()]*)*)"
    r"\[\s*\]\s*;")
ALIGN = re.compile(r"\b(?:__align__|alignas)\s*\([^()]*\)")


def rewrite_extern_shared(text):
    mask = code_mask(text)
    pieces, last = [], 0
    for m in EXTERN_SHARED.finditer(mask):
        decl = ALIGN.sub(" ", text[m.start(1):m.end(1)])
        name = re.search(r"([A-Za-z_][A-Za-z0-9_]*)\s*$", decl)
        if not name:
            continue
        type_ = " ".join(decl[:name.start()].split())
        if not type_:
            continue
        pieces.append(text[last:m.start()])
        pieces.append("static %s *const &%s = ::hipmodel::dynamicShared<%s>();"
                      % (type_, name.group(1), type_))
        pieces.append("\n" * text[m.start():m.end()].count("\n"))
        last = m.end()
    pieces.append(text[last:])
    return "".join(pieces)


def rewrite(text):
    return rewrite_extern_shared(rewrite_chevrons(text))
