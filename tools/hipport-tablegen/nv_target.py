"""Writes the project's own <nv/target> for mappings/cuda-decls/.

CUDA's <nv/target> (CCCL) is implementation, not interface: its selection
machinery is preprocessor and constexpr code. hipport --no-cuda-sdk needs the
interface only, so this module writes a header of the project's own that
declares the same public names -- the nv::target selectors and descriptions,
the query macros (NV_IS_HOST, NV_PROVIDES_SM_80, ...) and NV_IF_TARGET,
NV_IF_ELSE_TARGET, NV_DISPATCH_TARGET -- with an implementation written
here. The one fact taken from CUDA's header is the list of architectures,
read from its sm_selector enumeration.

Unlike CUDA's, the selection is made by the preprocessor: clang parses the
host and each device side of a unit separately, and within one pass
__CUDA_ARCH__ is a constant, so a query is a 0 or 1 known when the header is
included, and NV_IF_TARGET keeps exactly one of its blocks.
"""

import os
import re

# How many (query, block) pairs NV_DISPATCH_TARGET accepts; CUDA's own
# header and the code that uses it stay well below.
DISPATCH_PAIRS = 8


def architectures(cuda_include):
    """The SM numbers of CUDA's nv::target::sm_selector (35, 37, ... 120)."""
    path = os.path.join(cuda_include, "cccl", "nv", "target")
    with open(path) as f:
        text = f.read()
    enum = re.search(r"enum class sm_selector[^{]*\{([^}]*)\}", text)
    if not enum:
        raise SystemExit("tablegen: no sm_selector enumeration in %s" % path)
    return [int(n) for n in re.findall(r"sm_(\d+)\s*=", enum.group(1))]


def _selection_macros():
    """NV_IF_TARGET and friends over queries that are 0 or 1."""
    out = [
        "#define _HIPPORT_NV_EXPAND(...) __VA_ARGS__",
        "#define _HIPPORT_NV_PICK_1(t, f) _HIPPORT_NV_EXPAND t",
        "#define _HIPPORT_NV_PICK_0(t, f) _HIPPORT_NV_EXPAND f",
        "#define _HIPPORT_NV_PICK(q, t, f) _HIPPORT_NV_PICK_I(q, t, f)",
        "#define _HIPPORT_NV_PICK_I(q, t, f) _HIPPORT_NV_PICK_##q(t, f)",
        "#define NV_IF_ELSE_TARGET(q, t, f) _HIPPORT_NV_PICK(q, t, f)",
        "#define _HIPPORT_NV_IF_2(q, t) _HIPPORT_NV_PICK(q, t, ())",
        "#define _HIPPORT_NV_IF_3(q, t, f) _HIPPORT_NV_PICK(q, t, f)",
        "#define _HIPPORT_NV_THIRD(a, b, c, name, ...) name",
        "#define NV_IF_TARGET(...) _HIPPORT_NV_EXPAND(_HIPPORT_NV_THIRD("
        "__VA_ARGS__, _HIPPORT_NV_IF_3, _HIPPORT_NV_IF_2, )(__VA_ARGS__))",
    ]
    # NV_DISPATCH_TARGET(q1, b1, q2, b2, ...): the block of the first query
    # that holds; _HIPPORT_NV_DISPATCH_<N> handles N pairs.
    out.append("#define _HIPPORT_NV_DISPATCH_1(q, b) "
               "_HIPPORT_NV_PICK(q, b, ())")
    for n in range(2, DISPATCH_PAIRS + 1):
        rest = ", ".join("q%d, b%d" % (i, i) for i in range(2, n + 1))
        out.append("#define _HIPPORT_NV_DISPATCH_%d(q1, b1, %s) "
                   "_HIPPORT_NV_PICK(q1, b1, (_HIPPORT_NV_DISPATCH_%d(%s)))"
                   % (n, rest, n - 1, rest))
    slots = ", ".join("_%d, _%dx" % (i, i)
                      for i in range(1, DISPATCH_PAIRS + 1))
    names = ", ".join("_HIPPORT_NV_DISPATCH_%d, _HIPPORT_NV_BAD" % n
                      for n in range(DISPATCH_PAIRS, 0, -1))
    out.append("#define _HIPPORT_NV_DISPATCH_NAME(%s, name, ...) name"
               % slots)
    out.append("#define NV_DISPATCH_TARGET(...) _HIPPORT_NV_EXPAND("
               "_HIPPORT_NV_DISPATCH_NAME(__VA_ARGS__, %s, )(__VA_ARGS__))"
               % names)
    return out


def _queries(archs):
    """The query macros, each 0 or 1 in the pass that includes the header."""
    out = [
        "#if defined(__CUDA_ARCH__)",
        "#define NV_IS_HOST 0",
        "#define NV_IS_DEVICE 1",
        "#define NV_TARGET_MINIMUM_SM_INTEGER (__CUDA_ARCH__ / 10)",
        "#define NV_TARGET_MINIMUM_SM_SELECTOR "
        "(static_cast<nv::target::sm_selector>(__CUDA_ARCH__ / 10))",
        "#else",
        "#define NV_IS_HOST 1",
        "#define NV_IS_DEVICE 0",
        "#endif",
        "#define NV_ANY_TARGET 1",
        "#define NV_NO_TARGET 0",
    ]
    for sm in archs:
        for name, test in (("PROVIDES", ">="), ("IS_EXACTLY", "==")):
            out += [
                "#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ %s %d"
                % (test, sm * 10),
                "#define NV_%s_SM_%d 1" % (name, sm),
                "#else",
                "#define NV_%s_SM_%d 0" % (name, sm),
                "#endif",
            ]
    # The architecture-specific features (sm_90a): hipport parses for no
    # such target, so they never hold.
    for sm in archs:
        if sm >= 90:
            out.append("#define NV_HAS_FEATURE_SM_%da 0" % sm)
    return out


def _declarations(archs):
    """nv::target's selectors and descriptions, for code that names them."""
    enumerators = ", ".join("sm_%d = %d" % (sm, sm) for sm in archs)
    out = [
        "namespace nv { namespace target {",
        "namespace detail { typedef unsigned long long base_int_t; }",
        "enum class sm_selector : detail::base_int_t { %s };" % enumerators,
        "// A set of targets: bit 0 is the host, bit 1 + i the i-th "
        "architecture.",
        "struct target_description {",
        "  detail::base_int_t targets;",
        "  constexpr explicit target_description(detail::base_int_t t)",
        "      : targets(t) {}",
        "};",
        "namespace detail {",
        "constexpr base_int_t all_hosts = 1;",
        "constexpr base_int_t all_devices = ~base_int_t(0) << 1;",
        "constexpr sm_selector known[] = {%s};"
        % ", ".join("sm_selector::sm_%d" % sm for sm in archs),
        "constexpr base_int_t bit_of(unsigned i) { return base_int_t(2) << i; "
        "}",
        "constexpr base_int_t at_least(sm_selector s, unsigned i = 0) {",
        "  return i == sizeof(known) / sizeof(known[0]) ? 0",
        "         : (known[i] >= s ? bit_of(i) : 0) | at_least(s, i + 1);",
        "}",
        "constexpr base_int_t exactly(sm_selector s, unsigned i = 0) {",
        "  return i == sizeof(known) / sizeof(known[0]) ? 0",
        "         : (known[i] == s ? bit_of(i) : 0) | exactly(s, i + 1);",
        "}",
        "} // namespace detail",
    ]
    out += ["constexpr sm_selector sm_%d = sm_selector::sm_%d;" % (sm, sm)
            for sm in archs]
    out += [
        "constexpr target_description is_host(detail::all_hosts);",
        "constexpr target_description is_device(detail::all_devices);",
        "constexpr target_description any_target(~detail::base_int_t(0));",
        "constexpr target_description no_target(0);",
        "constexpr target_description provides(sm_selector s) {",
        "  return target_description(detail::at_least(s));",
        "}",
        "constexpr target_description is_exactly(sm_selector s) {",
        "  return target_description(detail::exactly(s));",
        "}",
        "constexpr target_description operator&&(target_description a,",
        "                                        target_description b) {",
        "  return target_description(a.targets & b.targets);",
        "}",
        "constexpr target_description operator||(target_description a,",
        "                                        target_description b) {",
        "  return target_description(a.targets | b.targets);",
        "}",
        "constexpr target_description operator!(target_description a) {",
        "  return target_description(~a.targets);",
        "}",
        "}} // namespace nv::target",
    ]
    return out


def nv_target_header(archs):
    """The text of the project's <nv/target>."""
    lines = [
        "// Written by tools/hipport-tablegen/nv_target.py (hipport's own "
        "implementation",
        "// of CUDA's <nv/target> interface), for hipport --no-cuda-sdk. "
        "Do not edit.",
        "#pragma once",
        "#define __NV_TARGET_H",
    ]
    lines += _declarations(archs) + _queries(archs) + _selection_macros()
    return "\n".join(lines) + "\n"
