"""Other spellings of the types the tables map, from the headers' typedefs.

CUDA's driver API names most types three ways: the typedef users write
(`CUstream`, `CUarray_format`, `CUdeviceptr`), the tag it is defined with
(`struct CUstream_st *`, `enum CUarray_format_enum`) and a versioned typedef
(`CUdeviceptr_v2`, `CUDA_MEMCPY2D_v2`) that the plain name aliases. The
naming rules find none of the latter on the HIP side, so they were written
unsupported although they are the same type as a mapped one.

`hipport-tablegen --type-aliases` prints what each typedef stands for (see
TypeAliases.h). A CUDA typedef Y whose entry maps to HIP's H then gives:

- `typedef X Y;`: X maps to H (with H's `since`);
- `typedef struct X Y;` or `typedef enum X Y;`: X maps to the tag of H's
  definition (following H's own typedef chain) when it has one, else to H;
- `typedef struct X *Y;` (handles): X maps to the tag H points to, which
  HIP always names (`CUstream_st` to `ihipStream_t`).

Only entries the naming rules left unsupported are replaced, never an
entry of overrides.yaml; a spelling two typedefs would map differently is
left alone. The tag cases need H's definition, so they apply only to HIP
names the installed HIP (5.2) declares.
"""


def read_aliases(run, prefixes, probe, args, ext):
    """{typedef: description} for the headers a probe includes."""
    out = {}
    for line in run(prefixes, probe, args, ext):
        name, _, target = line.partition("\t")
        out[name] = target
    return out


def _resolve(aliases, name):
    """The description of a typedef after its `=OTHER` chain."""
    seen = set()
    desc = aliases.get(name)
    while desc and desc.startswith("=") and desc[1:] not in seen:
        seen.add(desc[1:])
        if desc[1:] not in aliases:
            return desc
        desc = aliases[desc[1:]]
    return desc


def _spelling_for(desc, entry, hip_aliases):
    """What the CUDA spelling `desc` of a typedef mapped by `entry` is, or
    (None, None) when it is no other name or HIP's side is unknown."""
    hip = entry["hip"]
    if desc.startswith("="):
        return desc[1:], hip
    pointer = desc.startswith("*tag:")
    if not (pointer or desc.startswith("tag:")) or "since" in entry:
        return None, None
    tag = desc.split(":", 1)[1]
    hip_desc = _resolve(hip_aliases, hip) or ""
    if pointer:
        if hip_desc.startswith("*tag:") and hip_desc[5:]:
            return tag, hip_desc[5:]
        return None, None
    if hip_desc.startswith("tag:") and hip_desc[4:]:
        return tag, hip_desc[4:]
    return tag, hip


def map_alias_spellings(entries, cuda_aliases, hip_aliases, generated_reason,
                        overridden):
    """Replaces, in place, the unsupported type entries of `entries` (every
    table's, as one list) that are another spelling of a mapped CUDA type;
    returns the entries it wrote."""
    types = {e["cuda"]: e for e in entries if e.get("kind") == "type"}
    written = []
    changed = True
    while changed:
        changed = False
        proposals = {}
        for name, desc in sorted(cuda_aliases.items()):
            entry = types.get(name)
            if not desc or not entry or entry.get("status") == "unsupported" \
                    or not entry.get("hip"):
                continue
            other, hip = _spelling_for(desc, entry, hip_aliases)
            target = types.get(other)
            if not hip or target is None or other in overridden or \
                    target.get("status") != "unsupported" or \
                    target.get("reason") != generated_reason:
                continue
            fields = {"hip": hip}
            for k in ("since", "verified"):
                if k in entry:
                    fields[k] = entry[k]
            proposals.setdefault(other, []).append(fields)
        for other, options in sorted(proposals.items()):
            if any(o != options[0] for o in options):
                continue
            target = types[other]
            for k in ("status", "reason", "hint"):
                target.pop(k, None)
            target.update(options[0])
            written.append(target)
            changed = True
    return written


def map_handles_to_handles(entries, cuda_aliases, hip_aliases, overridden):
    """A CUDA handle (`typedef struct CUgraphNode_st *CUgraphNode`) converts
    to a HIP handle, not to the struct its name resembles: the naming rules'
    case-insensitive match finds the tag `hipGraphNode` before the handle
    `hipGraphNode_t` (`typedef struct hipGraphNode *hipGraphNode_t`), and
    `hipGraphNode g;` is an incomplete struct, not a pointer. Such an entry
    gets H_t when HIP declares that as a handle; returns the entries it
    changed."""
    changed = []
    for e in entries:
        if e.get("kind") != "type" or e.get("status") == "unsupported" or \
                not e.get("hip") or e["cuda"] in overridden:
            continue
        if not (_resolve(cuda_aliases, e["cuda"]) or "").startswith("*tag:"):
            continue
        hip = e["hip"]
        if (_resolve(hip_aliases, hip) or "").startswith("*tag:"):
            continue
        if (_resolve(hip_aliases, hip + "_t") or "").startswith("*tag:"):
            e["hip"] = hip + "_t"
            changed.append(e)
    return changed
