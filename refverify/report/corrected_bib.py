"""corrected.bib: FIX-level metadata corrections applied to a copy of the user's .bib.

The copy is the original text with field values edited in place, so the user's layout, comments
and field order survive. Each change is announced by a ``% refverify:`` comment above its entry.
REPLACE / REMOVE entries are never touched, and nothing is written under --soft-only.
"""
from __future__ import annotations

import logging
import re
from pathlib import Path

from ..errors import RefverifyError
from ..core.bib_sniff import sniff_format
from ..core.decode import decode_bytes
from ..state import Ref, State
from .derive import cited_refs, entry_key, one_line
from .targets import safe_target

log = logging.getLogger(__name__)

BIB_FIELD = {"year": "year", "volume": "volume", "issue": "number", "number": "number",
             "pages": "pages", "doi": "doi", "title": "title", "venue": "journal",
             "journal": "journal"}
# LaTeX's special characters in a source value, typeset as themselves (BibTeX hands titles and
# journals to LaTeX: a bare ``%`` or ``&`` breaks the document, a ``\`` runs a command)
_LATEX_SPECIAL = {"\\": r"\textbackslash{}", "%": r"\%", "&": r"\&", "#": r"\#", "$": r"\$",
                  "_": r"\_", "^": r"\^{}", "~": r"\~{}"}
_VERBATIM = {"doi"}        # read verbatim by biblatex / the url package: no LaTeX escapes
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def bib_value(value: str, field: str) -> str:
    """A source value made safe inside a ``{…}`` BibTeX value (issue 22, item 9): one line (no
    newline can start an ``@entry`` or a field), no brace from the source (an unbalanced ``}``
    would close the value and let ``, note = {…}`` add fields), LaTeX's specials escaped; a DOI
    keeps its characters but loses whitespace, braces, quotes and backslashes."""
    text = " ".join(_CONTROL.sub(" ", str(value)).split())
    text = re.sub(r'[{}]', "", text)
    if field in _VERBATIM:
        return re.sub(r'[\s"\\]', "", text)
    return "".join(_LATEX_SPECIAL.get(ch, ch) for ch in text)


def bib_comment(text: object) -> str:
    """Text inside a ``% refverify:`` line: one line, and no ``@`` (BibTeX starts an entry at any
    ``@`` outside an entry, a comment line included)."""
    return one_line(_CONTROL.sub(" ", str(text if text is not None else ""))).replace("@", "(at)")


def entry_span(text: str, key: str) -> tuple[int, int] | None:
    """(start, end) of ``@type{key, …}`` in the text, braces balanced."""
    m = re.search(r"@\w+\s*([{(])\s*" + re.escape(key) + r"\s*,", text)
    if not m:
        return None
    opener = m.group(1)
    closer = "}" if opener == "{" else ")"
    depth = 0
    for i in range(m.start(1), len(text)):
        if text[i] == opener:
            depth += 1
        elif text[i] == closer:
            depth -= 1
            if depth == 0:
                return m.start(), i + 1
    return None


def value_span(entry: str, field: str) -> tuple[int, int] | None:
    """(start, end) of a field's value inside its delimiters ({…}, "…" or a bare token)."""
    m = re.search(rf"(?im)^\s*{re.escape(field)}\s*=\s*", entry) or \
        re.search(rf"(?i)[,\s]{re.escape(field)}\s*=\s*", entry)
    if not m:
        return None
    i = m.end()
    if entry[i] == "{":
        depth = 0
        for j in range(i, len(entry)):
            depth += {"{": 1, "}": -1}.get(entry[j], 0)
            if depth == 0:
                return i + 1, j
    if entry[i] == '"':
        j = entry.index('"', i + 1)
        return i + 1, j
    bare = re.match(r"[^,}\s]+", entry[i:])
    return (i, i + bare.end()) if bare else None


def set_field(entry: str, field: str, value: str) -> str:
    """``value`` (already BibTeX-safe inside braces) in place of the field's value: a quoted value
    keeps its quotes (a ``"`` inside braced), a bare token that the value is not becomes ``{…}``."""
    span = value_span(entry, field)
    if span:
        start, end = span
        if start > 0 and entry[start - 1] == '"':
            value = value.replace('"', '{"}')
        elif (start == 0 or entry[start - 1] != "{") and not re.fullmatch(r"[\w.:/+-]+", value):
            value = "{" + value + "}"
        return entry[:start] + value + entry[end:]
    head = entry.index(",") + 1  # after "@type{key,"
    indent = re.search(r"\n([ \t]*)\w", entry)
    pad = indent.group(1) if indent else "  "
    return f"{entry[:head]}\n{pad}{field} = {{{value}}},{entry[head:]}"


def corrections(ref: Ref) -> tuple[list[tuple[str, str]], list[str]]:
    """(bib field, new value) pairs and the comment lines describing every issue."""
    changes, comments = [], []
    if ref.retraction:
        r = ref.retraction
        comments.append(f"% refverify: {bib_comment(str(r.get('kind', 'retraction')).upper())} (notice "
                        f"{bib_comment(r.get('notice', '?'))}, {bib_comment(r.get('source', '?'))}): "
                        "replace the work or justify citing it")
    for issue in ref.metadata_issues:
        if issue.severity not in ("error", "warning") or issue.field == "retraction":
            continue
        origin = " ".join(x for x in (issue.source, issue.record) if x)
        field = BIB_FIELD.get(issue.field)
        value = issue.source_value
        if field and isinstance(value, (str, int)) and str(value).strip():
            if field == "journal" and ref.entry_type in ("inproceedings", "incollection"):
                field = "booktitle"
            new = str(value).replace("–", "--") if field == "pages" else str(value)
            changes.append((field, bib_value(new, field)))
            comments.append(f"% refverify: {field} {bib_comment(issue.bib)} -> {bib_comment(new)} "
                            f"({bib_comment(origin)})")
        else:
            comments.append(f"% refverify: not applied, check by hand: {bib_comment(issue.field)} "
                            f"{bib_comment(issue.bib)} vs {bib_comment(value)} ({bib_comment(origin)})")
    return changes, comments


def corrected_text(text: str, fixes: list[Ref], comment_only: frozenset = frozenset()) -> tuple[str, int]:
    """Apply the FIX corrections; refs in ``comment_only`` (a retracted work: REPLACE, which is
    never applied) only get the comment above their entry."""
    applied = 0
    for ref in fixes:
        span = entry_span(text, entry_key(ref))
        changes, comments = corrections(ref)
        if entry_key(ref) in comment_only:
            changes, comments = [], comments[:1] if ref.retraction else []
        if span is None or not comments:
            continue
        entry = text[span[0]:span[1]]
        for field, value in changes:
            entry = set_field(entry, field, value)
        applied += len(changes)
        text = text[:span[0]] + "\n".join(comments) + "\n" + entry + text[span[1]:]
    return text, applied


def is_ours(path: Path) -> bool:
    """A corrected bib refverify wrote carries its ``% refverify:`` comments."""
    try:
        return b"% refverify:" in path.read_bytes()
    except OSError:
        return False


def write_corrected_bibs(state: State, entries: list[dict], out_dir: Path,
                         inputs: frozenset = frozenset()) -> list[Path]:
    fix_keys = {e["key"] for e in entries if e["verdict"] == "FIX"}
    retracted = frozenset(e["key"] for e in entries if e["verdict"] == "REPLACE")
    fixes = [r for r in cited_refs(state) if r.bib.origin in ("bib", "both") and (
        entry_key(r) in fix_keys or (entry_key(r) in retracted and r.retraction))]
    files = state.meta.bib_files
    if not fixes or not files:
        return []
    root = Path(state.meta.manuscript_dir or ".")
    written = []
    for rel in files:
        mine = [r for r in fixes if (r.bib.file or files[0]) == rel]
        if not mine:
            continue
        source = root / rel
        try:
            data = source.read_bytes()
            raw, encoding = decode_bytes(data, source)
        except (OSError, RefverifyError) as exc:
            log.warning("%s: cannot read the bibliography, corrected.bib not written (%s)", source, exc)
            continue
        if not _is_bibtex(raw, source):
            continue    # RIS, CSL-JSON, EndNote XML, a Markdown header: no .bib to correct
        newline = "\r\n" if "\r\n" in raw else "\n"
        new_text, _ = corrected_text(raw.replace("\r\n", "\n"), mine, retracted)
        if new_text == raw.replace("\r\n", "\n"):
            continue    # nothing of this file to correct (a FIX of the document's list, not the bib)
        name = "corrected.bib" if len(files) == 1 else f"corrected_{Path(rel).stem}.bib"
        target = safe_target(out_dir / name, inputs | {str(source.resolve())}, ours=is_ours)
        target.write_bytes(encode_like_source(new_text.replace("\n", newline), encoding, newline))
        written.append(target)
    return written


def _is_bibtex(text: str, source: Path) -> bool:
    return source.suffix.lower() in (".bib", ".bibtex", "") or (
        source.suffix.lower() not in (".md", ".markdown", ".rmd", ".qmd", ".tex", ".txt")
        and sniff_format(text, source.suffix) == "bibtex")


def encode_like_source(text: str, encoding: str, newline: str) -> bytes:
    """The corrected bib in the user's own encoding and line endings; a correction that this
    encoding cannot hold (a source title in another script) turns the file into UTF-8, said in
    its first line."""
    try:
        return text.encode(encoding)
    except UnicodeEncodeError:
        note = (f"% refverify: written as UTF-8: a correction has characters that {encoding} "
                f"cannot hold{newline}")
        return (note + text).encode("utf-8")
