"""Step A: manuscript (+ bibliography) → a new state with references and claims."""
from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from ..errors import BibUnreadable, RefverifyError
from ..state import Claim, Ref, State, now_iso
from .bib_formats import is_bibliography_file
from .case_paths import case_note, same_name_other_case
from .bibliography import (BibEntry, bib_entry_to_ref_fields, read_bib_files)
from .list_entries import keyed_copies, read_list, unique_keys
from .orphan_hints import hint_orphans
from .checks import bookkeeping_checks
from .context import ParseContext, context_or_default
from .citations import find_citations, resolve_author_year, resolve_compound_surname, resolve_despite_year
from .grammars_authoryear import work_id
from .grammars_latex import naming_mentions_as_uses
from .records import build_claim
from .reflist_pdf import noting_set_aside, set_aside_note
from .spans import Spans, lines_before, newline_offsets
from .title_mentions import find_title_mentions
from .link_mentions import find_link_mentions
from .documents import Document, Part, section_kind
from .manuscript import is_list_document, list_document_lines, read_document
from .matching import merge_bib_and_list
from .numeric_mentions import settle_numeric_mentions

NUMERIC_GRAMMARS = {"numeric_brackets", "fullwidth_brackets", "superscript", "numeric_parens", "label_brackets"}
# "P2-5": reference 5 of the second part (a review's own list); see documents.Part.
_PART_ID = re.compile(r"^(P\d+)-(\d+)$")


@dataclass
class _Use:
    ref_id: str
    block_index: int
    match: object
    group: list[str] = field(default_factory=list)


def file_sha256(path: Path) -> str:
    return "sha256:" + hashlib.sha256(path.read_bytes()).hexdigest()


def _rel(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return str(path.resolve())


def parse_manuscript(manuscript, bib=None, *, previous: State | None = None,
                     context: ParseContext | None = None) -> State:
    """Run Step A. ``bib`` is one path or a list; a ``.bib`` given as manuscript audits the
    bibliography alone (every entry a reference with no claims). ``context``: this parse's limits
    (``ParseContext.from_config``; default ones when none), handed down to every reader."""
    manuscript = Path(manuscript)
    bib_paths = [Path(b) for b in ([bib] if isinstance(bib, (str, Path)) else (bib or []))]
    if not manuscript.exists():
        raise RefverifyError(f"{manuscript}: file not found")
    root = manuscript.resolve().parent
    ctx = context_or_default(context)
    state = State()
    meta = state.meta
    meta.created = previous.meta.created if previous and previous.meta.created else now_iso()
    meta.manuscript_dir = str(root)
    meta.source_file = manuscript.name

    if is_bibliography_file(manuscript):   # .bib, .ris, CSL-JSON, a .txt of RIS records …
        doc = None
        bib_paths = [manuscript, *bib_paths]
        meta.citation_style = "bibliography-only"
    else:
        with noting_set_aside() as set_aside:
            doc = read_document(manuscript, ctx)
        meta.line_kind = doc.line_kind
        meta.language = doc.language
        meta.todo_keys = dict(doc.todo_keys)
        meta.messages.extend(doc.warnings)
        if set_aside:       # page furniture in a list pasted from a PDF: said, not dropped silently
            meta.messages.append(set_aside_note(set_aside, manuscript.name))
        for p in _document_bib_paths(doc, root, meta.messages):
            if p not in bib_paths:
                bib_paths.append(p)

    embedded = doc.embedded_bibs if doc is not None else {}
    # a reference list typed in a document of its own ("--bib 参考文献.docx"): read as the list it is
    list_docs = [p for p in bib_paths if doc is not None and p not in embedded and is_list_document(p)]
    bib_paths = [p for p in bib_paths if p not in list_docs]
    # (a list the document already read in: a Sphinx page's citation targets on the project's references page)
    within = {f.resolve() for f in doc.files} if doc is not None else set()
    meta.messages.extend(f"{_rel(p, root)}: already read as part of the document's reference list"
                         for p in list_docs if p.resolve() in within)
    list_docs = [p for p in list_docs if p.resolve() not in within]
    for p in bib_paths:
        if not p.exists() and p not in embedded:
            raise BibUnreadable(f"{p}: bibliography file not found")
    try:
        bib_result = read_bib_files(bib_paths, embedded, ctx) if bib_paths else None
    except RefverifyError as exc:
        raise BibUnreadable(str(exc)) from None
    if bib_result is not None and all(e.unreadable for e in bib_result.entries) and bib_result.errors:
        # Every entry failed (a truncated or damaged file): unreadable, not "no bibliography".
        raise BibUnreadable(f"{bib_result.errors[0]} (no entry could be read)")
    meta.bib_files = [_rel(p, root) for p in [*bib_paths, *list_docs]]
    meta.bib_file = ", ".join(meta.bib_files)
    meta.messages.extend(bib_result.errors if bib_result else [])
    bib_entries: list[BibEntry] = bib_result.entries if bib_result else []

    list_entries: list[BibEntry] = []
    if doc is not None and doc.reference_lines:
        list_entries, said = read_list(doc.reference_lines, _rel(doc.path, root))
        meta.messages.extend(said)
    for path in list_docs:
        try:
            more, said = read_list(list_document_lines(path, ctx), _rel(path, root))
        except RefverifyError as exc:
            raise BibUnreadable(str(exc)) from None
        list_entries += more
        meta.messages.extend(said)
        meta.messages.append(f"{_rel(path, root)}: read as the document's reference list ({len(more)} entries)")
    if not list_entries and doc is not None and doc.field_entries and not bib_entries:
        # a draft whose Zotero bibliography is not inserted yet: the fields hold the items
        list_entries = doc.field_entries
        meta.messages.append(f"{_rel(doc.path, root)}: no reference list; {len(list_entries)} "
                             "references read from its Zotero citation fields")

    files = list(doc.files) if doc is not None else []
    files += bib_paths + list_docs
    meta.input_hashes = {_rel(p, root): file_sha256(p) for p in dict.fromkeys(files)
                         if p not in embedded}
    meta.encodings = {_rel(Path(p), root): enc for p, enc in sorted(ctx.encodings.items())}
    meta.messages.extend(f"{rel}: read as {enc}" for rel, enc in meta.encodings.items()
                         if enc not in ("utf-8", "utf-8-sig"))

    if doc is None:
        for entry in bib_entries:
            _add_ref(state, entry.key, entry, root)
        meta.checks = bookkeeping_checks(state, numeric=False, first_use_order=[],
                                         bib_enumerated=bib_result.keys_enumerated)
        _finish(state, previous)
        return state

    uses, style = _collect_uses(doc, bib_entries, list_entries)
    meta.citation_style = style
    meta.messages.extend(doc.__dict__.get("_ambiguous", []))
    meta.messages.extend(doc.__dict__.get("_notes", []))
    if style == "numeric":
        refs_by_id, discrepancies = merge_bib_and_list(list_entries, bib_entries)
    else:
        refs_by_id = {e.key: e for e in bib_entries}
        unique_keys([e for e in list_entries if not e.key or e.key not in refs_by_id], set(refs_by_id))
        for e in list_entries:  # \bibitem lists or APA lists keyed by their own keys
            refs_by_id.setdefault(e.key, e)
        discrepancies = {}
    for rid, entry in refs_by_id.items():
        ref = _add_ref(state, rid, entry, root)
        ref.bib.discrepancies = discrepancies.get(rid, [])
    _cited_year_warnings(state, doc.__dict__.get("_cited_years", []))
    keys = {e.key for e in bib_entries} | {e.key for e in list_entries}
    meta.todo_keys = {k: f for k, f in meta.todo_keys.items() if k in keys}

    first_use_order: list[str] = []
    counters: dict[str, int] = {}
    for use in uses:
        if use.ref_id not in state.refs:
            state.refs[use.ref_id] = Ref(ref_id=use.ref_id, bib_origin="none",
                                         number=int(use.ref_id) if use.ref_id.isdigit() else None,
                                         key="" if use.ref_id.isdigit() else use.ref_id,
                                         needs_manual_id=True)
        if use.ref_id not in first_use_order:
            first_use_order.append(use.ref_id)
        counters[use.ref_id] = counters.get(use.ref_id, 0) + 1
        claim = _make_claim(doc, use, counters[use.ref_id], root)
        state.refs[use.ref_id].claims.append(claim)

    if style != "numeric":
        hint_orphans(state)
    meta.checks = bookkeeping_checks(
        state, numeric=style == "numeric", first_use_order=first_use_order,
        bib_enumerated=bib_result.keys_enumerated if bib_result else True,
        nocite=doc.__dict__.get("_nocite", []))
    if doc.extra_parts:
        _add_later_parts(state, doc, root)
    if not uses:
        meta.messages.append(f"{manuscript.name}: no citations found (audit verdict NOT_APPLICABLE)")
    elif not bib_entries and not list_entries:
        # Seed 003: no bibliography at all is NOT_APPLICABLE, not a list of fabricated works.
        meta.checks.no_bibliography = True
        meta.messages.append(f"{manuscript.name}: citations but no bibliography (no .bib, "
                             "\\bibliography or reference list found): nothing to look up; give --bib")
    _finish(state, previous)
    return state


def _document_bib_paths(doc: Document, root: Path, notes: list[str]) -> list[Path]:
    """The bibliography files the manuscript names. One outside the manuscript's folder is
    refused (as an \\input outside it is) and a missing one is skipped, each with a note: the
    parse goes on with what is there (a --bib the user names must exist)."""
    kept = []
    for p in doc.bib_paths:
        name = Path(os.path.relpath(p, root)).as_posix()
        if not p.resolve().is_relative_to(root):
            notes.append(f"{doc.path.name}: skipped bibliography {name}: outside the "
                         "manuscript folder")
        elif not p.is_file() and p not in doc.embedded_bibs and same_name_other_case(p.resolve(), root):
            found = same_name_other_case(p.resolve(), root)
            notes.append(case_note(doc.path.name, f"bibliography {name}", found, root))
            kept.append(found)
        elif not p.is_file() and p not in doc.embedded_bibs:
            notes.append(f"{doc.path.name}: bibliography {name} not found; its entries are "
                         "missing (give --bib)")
        else:
            kept.append(p)
    return kept


def _finish(state: State, previous: State | None) -> None:
    state.refs = dict(sorted(state.refs.items(), key=lambda kv: _ref_sort_key(kv[1])))
    if previous is not None and previous.edits:
        # Decisions follow their claim by its place (reference + citing text), not its id,
        # which the edit may have shifted; an unsure match is left pending for a person.
        from ..decision_places import migrate, reattach
        from ..decisions import replay
        migrate(previous)
        state.edits = [edit.model_copy(deep=True) for edit in previous.edits]
        reattach(state)
        replay(state)
    state.mark_step("A")
    state.recount()


def _ref_sort_key(ref: Ref):
    if ref.number is None:
        return (1, 0, 0, ref.ref_id)
    part = _PART_ID.match(ref.ref_id)
    return (0, int(part.group(1)[1:]) if part else 1, ref.number, "")


def _add_later_parts(state: State, doc: Document, root: Path) -> None:
    """Each later part (a 综述 with its own list) numbered on its own: ids "P2-5", claims
    "CP2-005_001"; bookkeeping checks per part, merged into ``meta.checks`` with those ids."""
    checks = state.meta.checks
    summary = [{"label": "", "title": "", "refs": len(state.refs), "orphans": list(checks.orphans),
                "uncited": list(checks.uncited), "out_of_order": list(checks.out_of_order),
                "duplicates": list(checks.duplicates)}]
    for part in doc.extra_parts:
        part_checks = _add_part(state, doc, part, root)
        summary.append({"label": part.label, "title": part.title, **part_checks})
        for name in ("orphans", "uncited", "out_of_order", "duplicates"):
            setattr(checks, name, getattr(checks, name) + part_checks[name])
    checks.parts = summary


def _add_part(state: State, doc: Document, part: Part, root: Path) -> dict:
    part_doc = replace(doc, blocks=part.blocks, reference_lines=part.reference_lines,
                       extra_parts=[])
    entries, said = read_list(part.reference_lines, _rel(doc.path, root))
    state.meta.messages.extend(said)
    uses, style = _collect_uses(part_doc, [], entries)
    numeric = style == "numeric"    # the part's own style (an author–year thesis's proposal may number)
    prefix = part.label + "-"
    sub = State()
    if numeric:
        by_id = merge_bib_and_list(entries, [])[0]
    else:
        unique_keys(entries, set())
        by_id = {e.key: e for e in entries}
    for rid, entry in by_id.items():
        _add_ref(sub, prefix + rid, entry, root).key = prefix + rid
    first_use_order: list[str] = []
    counters: dict[str, int] = {}
    for use in uses:
        if numeric and (use.match.grammar not in NUMERIC_GRAMMARS or not use.ref_id.isdigit()):
            continue
        rid = prefix + use.ref_id
        if rid not in sub.refs:
            sub.refs[rid] = Ref(ref_id=rid, bib_origin="none", key=rid, needs_manual_id=True,
                                number=int(use.ref_id) if use.ref_id.isdigit() else None)
        if use.ref_id not in first_use_order:
            first_use_order.append(use.ref_id)
        counters[rid] = counters.get(rid, 0) + 1
        renamed = _Use(rid, use.block_index, use.match, [prefix + g for g in use.group])
        sub.refs[rid].claims.append(_make_claim(part_doc, renamed, counters[rid], root))
    if not numeric:
        hint_orphans(sub, prefix)
    found = bookkeeping_checks(sub, numeric=numeric, first_use_order=first_use_order)
    state.refs.update(sub.refs)
    return {"refs": len(sub.refs), "orphans": found.orphans, "uncited": found.uncited,
            "out_of_order": [prefix + n for n in found.out_of_order],
            "duplicates": found.duplicates}


def _add_ref(state: State, rid: str, entry: BibEntry, root: Path) -> Ref:
    fields = bib_entry_to_ref_fields(entry)
    fields.pop("ref_id", None)
    ref = Ref(ref_id=rid, **fields)
    if ref.bib.file:
        # a reference-list line names its file relative to the manuscript's folder
        ref.bib.file = _rel(root / ref.bib.file if ref.bib.origin == "document" else Path(ref.bib.file), root)
    ref.needs_manual_id = not (ref.bib.doi or ref.bib.pmid or ref.bib.arxiv)
    state.refs[rid] = ref
    return ref


_INTERVAL = re.compile(r"\[\s*\d{1,4}\s*,\s*\d{1,4}\s*\]")
def _in_table_row(text: str, at: int) -> bool:
    """The character at ``at`` is in a Markdown table's row ("| Idade [20, 29] | 25.31% |")."""
    line = text[text.rfind("\n", 0, at) + 1:]
    return line.lstrip().startswith("|")


_MARKER_AS_CODE = re.compile(r"\s*\[\s*\d{1,4}(?:\s*[,–-]\s*\d{1,4})*\s*\]\s*")


def _outside_inline_code(text: str, matches: list) -> list:
    """Markdown's inline code (R Markdown's `` `r estimate[1]` ``, Quarto's
    `` `{python} x[2]` ``) holds no citation of any style — but a marker set alone in code to stand out, as a
    README writes it ("descrita em ```[1]```"), is one."""
    from .grammars_latex import _INLINE_CODE
    code = [(m.start(), m.end()) for m in _INLINE_CODE.finditer(text)
            if not _MARKER_AS_CODE.fullmatch(m.group(0).strip("`"))]
    return [m for m in matches if not any(s <= m.start < e for s, e in code)]


def _collect_uses(doc: Document, bib_entries, list_entries) -> tuple[list[_Use], str]:
    numbers = [e.number for e in list_entries if e.number is not None]
    # Brackets far above the list's size ([2020]) are not citations; a few above it are
    # orphans (cited numbers with no entry), which must be reported, not dropped.
    max_number = max(numbers) * 2 + 20 if numbers else None
    paren_max = _vancouver_parens(doc, max(numbers), max_number) if numbers else None
    labels = {e.label: e.number for e in list_entries if e.label}     # an alpha list: "[MüS03]" cites its entry
    found: list[tuple[int, object]] = []
    masked: dict[int, str] = {}
    spans: dict[int, list[tuple[int, int]]] = {}
    nocite: list[str] = list(doc.nocite)
    grammars: dict[str, int] = {}
    front = _front_matter_end(doc)
    for index, block in enumerate(doc.blocks):
        matches = find_citations(block.text, block.superscripts, max_number=max_number,
                                 paren_max=paren_max, macros=doc.cite_macros, labels=labels)
        if labels:      # the numbers an alpha list's entries were given are ours, not the text's: "[2]" cites none
            matches = [m for m in matches if m.grammar not in NUMERIC_GRAMMARS or m.grammar == "label_brackets"]
        if doc.format == "docx":
            # Word shows its citations rendered: a bare "@Override" / "@RequestMapping" in a
            # thesis's code is a Java annotation, not pandoc's in-text @key
            matches = [m for m in matches if m.grammar != "pandoc" or m.raw.startswith("[")]
        if doc.format == "md" and "`" in block.text:
            matches = _outside_inline_code(block.text, matches)
        if numbers:
            # "Idade [20, 29]" in a table of a 16-entry list: an interval, both ends past the list, no citation
            matches = [m for m in matches if not (m.grammar == "numeric_brackets" and _INTERVAL.fullmatch(m.raw)
                                                  and all(int(i) > max(numbers) for i in m.ids)
                                                  and _in_table_row(block.text, m.start))]
        if index < front:
            # "Kasem¹, Gamal¹ …" / "¹ Department of …": author and affiliation marks
            matches = [m for m in matches if m.grammar != "superscript" or "[" in m.raw
                       or "［" in m.raw]
        matches = naming_mentions_as_uses(block.text, matches)
        if block.kind == "appendix":
            # an appendix after the reference list cites by author and year ("Source: (Ouschan et al, 2007)" under a
            # scale); its numbers are questionnaires' and tables' more often than citations
            matches = [m for m in matches if m.grammar in ("author_year", "endnote_temp")]
        if matches:
            chars = list(block.text)
            for m in matches:
                chars[m.start:m.end] = " " * (m.end - m.start)
            masked[index] = "".join(chars)
            spans[index] = Spans((m.start, m.end) for m in matches)
        for match in matches:
            if not match.is_use:
                # \nocite: kept in the bibliography on purpose; \citeyear{x}, or a \citeauthor{x}
                # beside a \cite{x} in its sentence: a mention of x (cited, not a claim). Neither
                # is reported as uncited.
                nocite.extend(match.ids)
                continue
            if not match.needs_entry and block.kind != "appendix":
                # (a name alone before a year does not say how the text cites; nor does an appendix)
                grammars[match.grammar] = grammars.get(match.grammar, 0) + 1
            found.append((index, match))
    if not grammars and any(find_title_mentions(b.text, [e for e in list_entries if e.number is None], Spans(), keyed=False)
                            for b in doc.blocks if b.kind != "heading"):
        grammars["title_mention"] = 1     # an MLA text citing works with no author by their titles only
    unkeyed = [e for e in list_entries if e.number is None]
    links = sum(len(find_link_mentions(b.text, unkeyed, spans.get(i) or Spans(), keyed=False))
                for i, b in enumerate(doc.blocks) if b.kind != "heading")
    if links:
        grammars["link_mention"] = links     # "[[Jaddoe](https://doi.org/…)]": a listed work by its author's link
    if not grammars and any(m.needs_entry for _, m in found):
        # names alone before years are the only candidates: the text cites by author and year, if at all
        grammars["author_year"] = sum(1 for _, m in found if m.needs_entry)
    numeric = NUMERIC_GRAMMARS
    n_numeric = sum(v for k, v in grammars.items() if k in numeric)
    if not grammars:
        style = "numeric" if list_entries and not bib_entries else ("latex" if doc.format == "tex" else "none")
    elif n_numeric >= sum(grammars.values()) / 2:
        style = "numeric"
    elif "latex_cite" in grammars:
        style = "latex"
    elif "pandoc" in grammars:
        style = "pandoc"
    else:
        style = "author-year"
    if style != "numeric":
        # a list entry with no author ("Admin Matters: … (n.d.)") is cited by its title: key it now
        unique_keys([e for e in list_entries if not e.key and e.number is None],
                    {e.key for e in bib_entries} | {e.key for e in list_entries if e.key})
    # (under the keys they will keep: two "SÃO PAULO … 2017" entries are "saopaulo2017" and "saopaulo2017-2", so a
    # citation that fits both is said to, and its letter may tell them apart)
    entries_for_author_year = list(bib_entries) + keyed_copies([e for e in list_entries if e.number is None],
                                                               {e.key for e in bib_entries})
    if style != "numeric":
        # a text citing by author and year with a numbered list ("1. Smith J, Lee K. … 2019."):
        # "(Smith et al., 2019)" finds entry 1 under the key the entry gets (its number)
        entries_for_author_year += [e for e in keyed_copies(list_entries, {e.key for e in bib_entries})
                                    if e.number is not None]
    if style == "author-year":
        # a work cited by a link naming its author ("[Jaddoe](https://doi.org/…)"); MLA: a work with no
        # author by the opening words of its title, no year: "(Medical big data: …)"
        authored = set(grammars) <= {"title_mention"}
        for index, block in enumerate(doc.blocks):
            if block.kind == "heading":
                continue
            for match in [*find_link_mentions(block.text, entries_for_author_year, spans.get(index) or Spans()),
                          *find_title_mentions(block.text, entries_for_author_year, spans.get(index) or Spans(),
                                               authored=authored)]:
                if spans.get(index) and spans[index].overlaps(match.start, match.end):
                    continue
                found.append((index, match))
                chars = list(masked.get(index, block.text))
                chars[match.start:match.end] = " " * (match.end - match.start)
                masked[index] = "".join(chars)
                spans[index] = Spans([*(spans.get(index) or ()), (match.start, match.end)])
    uses: list[_Use] = []
    said: list[str] = []
    notes: list[str] = []
    # entries some citation names with their own year: a citation of another year is not them
    exact = {k for _, m in found for w in m.author_year or ()
             for k in resolve_author_year(replace(m, author_year=[w]), entries_for_author_year)}
    for index, match in found:
        if match.note:
            block = doc.blocks[index]
            line = _line_of(doc, block, match.start)
            notes.append(f"{block.file}: line {line}: {match.note}")
        ids = list(match.ids)
        if match.author_year:
            ids = _author_year_ids(doc, index, match, entries_for_author_year, said, exact,
                                   near_names=style != "numeric")
        for rid in ids:
            uses.append(_Use(rid, index, match, ids))
    if style != "author-year":      # an appendix's names and years cite only in a text that cites so
        uses = [u for u in uses if doc.blocks[u.block_index].kind != "appendix"]
    if style != "numeric":
        if style == "author-year" and list_entries and all(e.number is None for e in list_entries):
            notes += _lone_numbers(doc, found)
        uses = [u for u in uses if u.match.grammar not in numeric]
    else:
        numbered = [e for e in keyed_copies(list_entries, {e.key for e in bib_entries}) if e.number is not None]
        if list_entries and all(e.number is None for e in list_entries):
            # a list with no numbers is numbered by its order (matching.merge_bib_and_list): a name in the text
            # finds its entry under that number ("Bruno et al (2012)" beside "[1]" in an essay, batch 107)
            numbered = [replace(e, number=n, key=str(n), notes=[]) for n, e in enumerate(list_entries, 1)]
        uses = settle_numeric_mentions(doc.blocks, uses, numbered, numeric, notes,
                                       doc.__dict__.setdefault("_cited_years", []),
                                       line_of=lambda block, start: _line_of(doc, block, start))
        if not bib_entries:
            # no bibliography for pandoc's keys: "@WladIMirG" in a README's table of members is a handle, no citation
            handles = sorted({u.match.raw for u in uses if u.match.grammar == "pandoc" and u.match.raw.startswith("@")})
            uses = [u for u in uses if not (u.match.grammar == "pandoc" and u.match.raw.startswith("@"))]
            notes += [f"{doc.path.name}: {h} names no entry in a text that cites by number and has no bibliography: "
                      "not read as a citation" for h in handles]
    if doc.format == "tex":
        # "\\href{…}{@user}" in LaTeX is text: pandoc's [@key] syntax is not LaTeX's
        uses = [u for u in uses if u.match.grammar != "pandoc"]
    if style in ("latex", "pandoc"):
        # a key-based document cites with keys: "Baker et al. (1989)" typed by hand is prose — unless it names a listed
        # work no key cites ("pela equação do CETEC (1995)" with cetec1995 in the .bib): then it is that work's citation,
        # and said
        typed = ("author_year", "endnote_temp")
        keyed = {u.ref_id for u in uses if u.match.grammar not in typed}
        listed = {e.key for e in bib_entries if e.key}
        # (one entry for each work it names: "Roe (2020)" over four Roe 2020 entries names none for sure)
        # (never in LaTeX: BibTeX prints no entry that no \cite names, so the missing \cite is the finding)
        alone = [u for u in uses if doc.format != "tex" and u.match.grammar in typed and u.ref_id in listed - keyed
                 and len(set(u.group)) == len(u.match.author_year or ()) and set(u.group) <= listed - keyed]
        for u in alone:
            notes.append(f"{doc.blocks[u.block_index].file}: line {_line_of(doc, doc.blocks[u.block_index], u.match.start)}: "
                         f"{u.match.raw!r} is typed by hand, not a key; no key cites {u.ref_id}: counted as citing it")
        uses = [u for u in uses if u.match.grammar not in typed or u in alone]
        doc.__dict__["_cited_years"] = []
    elif said:
        doc.__dict__["_ambiguous"] = said
    doc.__dict__["_notes"] = notes
    doc.__dict__["_masked"] = masked
    doc.__dict__["_spans"] = spans
    doc.__dict__["_nocite"] = nocite
    return uses, style


def _line_of(doc: Document, block, start: int) -> int:
    """The line of a citation starting at ``start`` in ``block`` (a paragraph's own line in a Word document)."""
    return block.line + (lines_before(_newlines(block.text), start) if doc.line_kind == "line" else 0)


def _lone_numbers(doc: Document, found) -> list[str]:
    """A bracketed number in an author–date text whose list is not numbered ("[4]" beside
    "(Schmitt, 2011)") cites no entry: a note says it is not read as a citation."""
    notes = []
    for index, match in found:
        if match.grammar in ("numeric_brackets", "fullwidth_brackets"):
            block = doc.blocks[index]
            line = _line_of(doc, block, match.start)
            notes.append(f"{block.file}: {doc.line_kind} {line}: '{match.raw}' is a number in an "
                         f"author-date text whose reference list is not numbered: not read as a citation")
    return notes


def _author_year_ids(doc: Document, index: int, match, entries, said: list[str],
                     exact: set[str] = frozenset(), near_names: bool = True) -> list[str]:
    """"Smith et al. (2020)" → the key of Smith's 2020 entry; unresolved, it stays "Smith 2020"
    (an orphan to report) — each work of a group on its own, so "(Caine, 1991; Parissis, 2015)"
    keeps Parissis when only Caine is listed. A work that fits several entries is cited to each
    of them and said in ``said`` with the candidates named: never a silent pick. A work whose year
    no entry has is cited to the only entry of that name (no other citation naming that entry's own
    year, keys in ``exact``), said in ``said`` too: "Stanford University (2018)" with 2012 listed. ``near_names``
    False (a text that cites by number): neither that nor a compound name's first part — numeric_mentions settles
    a name against the numbered list."""
    ids: list[str] = []
    for work in match.author_year:
        keys = resolve_author_year(replace(match, author_year=[work]), entries)
        lettered = _letter_in_list_order(work, keys, entries)
        if lettered:
            block = doc.blocks[index]
            line = _line_of(doc, block, match.start)
            said.append(f"{block.file}: line {line}: {match.raw!r} cites {work_id(work)}; the list prints no a/b letters "
                        f"for its {len(keys)} entries of that author and year: '{work[2]}' read as the "
                        f"{_ORDINALS[ord(work[2]) - ord('a')]} of them in list order, {lettered} — check")
            keys = [lettered]
        if len(keys) > 1:
            block = doc.blocks[index]
            line = _line_of(doc, block, match.start)
            cited = work_id((work[0].replace(' & ', ' and '), work[1], work[2]))
            said.append(f"{block.file}: line {line}: {match.raw!r} ({cited}) fits {len(keys)} entries by "
                        f"first author and year: {', '.join(keys)}; it is counted as citing each — "
                        "add the year's a/b suffix or a second author to say which")
        if not keys and near_names and (compound := resolve_compound_surname(work, entries)):
            block = doc.blocks[index]
            line = _line_of(doc, block, match.start)
            said.append(f"{block.file}: line {line}: {match.raw!r} cites {work_id(work)}; the list has no such entry, "
                        f"and its one entry of that year whose family names begin so is {compound[0]} "
                        f"({compound[1].authors[0]}): counted as citing it — check the name")
            keys = [compound[0]]
        if not keys and near_names and (near := resolve_despite_year(work, entries)) and near[0] not in exact:
            key, entry = near
            block = doc.blocks[index]
            line = _line_of(doc, block, match.start)
            listed = entry.year or "no date"
            said.append(f"{block.file}: line {line}: {match.raw!r} cites {work_id(work)}; the list has no such "
                        f"entry, and its only entry by that name is {key} ({listed}): counted as citing it — "
                        "check the year")
            doc.__dict__.setdefault("_cited_years", []).append(
                (key, work_id(work).rpartition(" ")[2], f"{listed}{getattr(entry, 'year_suffix', '') or ''}",
                 f"{block.file}:{line}"))
            keys = [key]
        if not keys and (match.needs_entry or work in match.unsure_works):
            continue        # "疫情（2020）": a word before a year, no listed author's
        ids.extend(keys or [work_id(work)])
    return list(dict.fromkeys(ids))


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def _letter_in_list_order(work: tuple, keys: list[str], entries) -> str:
    """"(SÃO PAULO, 2017b)" over three "SÃO PAULO … 2017" entries printed without letters: the letters are
    given in the list's order, so "b" is the second of them ("" when the entries carry letters, or too few)."""
    letter = work[2] if len(work) > 2 else ""
    if len(keys) < 2 or not letter or not "a" <= letter <= "h" or ord(letter) - ord("a") >= len(keys):
        return ""
    by_key = {e.key: e for e in entries}
    if any(getattr(by_key.get(k), "year_suffix", "") for k in keys):
        return ""
    # (only among works by the same authors: APA gives "Smith & Lee (2017)" no letter beside "Smith (2017a, b)")
    if len({tuple(getattr(by_key.get(k), "authors", None) or ()) for k in keys}) > 1:
        return ""
    return keys[ord(letter) - ord("a")]


def _cited_year_warnings(state: State, cited: list[tuple[str, str, str, str]]) -> None:
    """A citation whose year is not its entry's ("Smith (2018)", the only Smith listed 2012) is
    counted as citing that entry; the reference itself carries the disagreement — a warning (the
    citation or the list may be the one to fix), one per year cited, with every place citing it."""
    places: dict[tuple[str, str, str], list[str]] = {}
    for key, year, listed, where in cited:
        places.setdefault((key, year, listed), [])
        if where not in places[(key, year, listed)]:
            places[(key, year, listed)].append(where)
    for (key, year, listed), wheres in places.items():
        ref = state.refs.get(key)
        if ref is None:
            continue
        ref.bib.discrepancies.append({
            "field": "year", "bib": listed, "document": year, "source": "citation",
            "severity": "warning", "record": ", ".join(wheres),
            "message": f"cited as {year} at {', '.join(wheres)}; the entry gives {listed}: check the year"})


def _front_matter_end(doc: Document, window: int = 40) -> int:
    """The index of the Abstract / 摘要 / Introduction heading when one opens the text within its
    first ``window`` blocks: the title, author and affiliation lines before it cite nothing."""
    for index, block in enumerate(doc.blocks[:window]):
        if block.kind == "heading" and section_kind(block.text) in ("abstract", "intro"):
            return index
    return 0


def _vancouver_parens(doc: Document, list_max: int, max_number: int) -> int | None:
    """Per document: parenthesized numbers "(1, 2)" are citations when the document has a
    numbered list (``list_max``) and they outnumber its bracket / superscript markers."""
    from .grammars_numeric import NumericBrackets, ParenNumeric
    parens = ParenNumeric(list_max)
    blocks = [b for b in doc.blocks if b.kind != "heading"]
    n_parens = sum(len(parens.find(b.text)) for b in blocks)
    if not n_parens:
        return None
    brackets = NumericBrackets(max_number)
    n_marked = sum(len(b.superscripts) + b.text.count("［") + b.text.count("【")
                   + (len(brackets.find(b.text)) if "[" in b.text else 0) for b in blocks)
    return list_max if n_parens > n_marked else None


@lru_cache(maxsize=4)
def _newlines(text: str) -> list[int]:
    # once per block, not once per citation (a str caches its hash: the look-up is cheap)
    return newline_offsets(text)


def _make_claim(doc: Document, use: _Use, seq: int, root: Path) -> Claim:
    block = doc.blocks[use.block_index]
    chapter, kind = _headings(doc)[use.block_index]
    m = use.match
    line = _line_of(doc, block, m.start)
    rid = use.ref_id
    claim_id = _claim_id(rid, seq)
    return build_claim(
        claim_id=claim_id, ref_id=rid, text=block.text, start=m.start, end=m.end,
        marker=m.raw, group=use.group, chapter=chapter, section_kind=kind, line=line,
        line_kind=doc.line_kind, file=block.file, locator=getattr(m, "locator", ""),
        masked_text=doc.__dict__["_masked"].get(use.block_index),
        marker_spans=doc.__dict__["_spans"].get(use.block_index, ()), block_kind=block.kind)


def _claim_id(rid: str, seq: int) -> str:
    if rid.isdigit():
        return f"C{int(rid):03d}_{seq:03d}"
    part = _PART_ID.match(rid)
    if part:
        return f"C{part.group(1)}-{int(part.group(2)):03d}_{seq:03d}"
    return f"C_{rid}_{seq:03d}"


def _headings(doc: Document) -> list[tuple[str, str]]:
    """Per block: the nearest level-1 heading above it (the chapter) and the section kind of
    the nearest heading that names one (2.1 研究方法 → methods). One pass over the document."""
    cached = doc.__dict__.get("_headings")
    if cached is not None:
        return cached
    top = min((b.level or 1 for b in doc.blocks if b.kind == "heading"), default=1)
    chapter, chapter_kind = "Front matter", "other"
    stack: dict[int, str] = {}          # level -> section kind of the current heading at it
    out = []
    for block in doc.blocks:
        if block.kind == "heading":
            level = block.level or 1
            if level <= top:
                chapter, chapter_kind = block.text.strip(), section_kind(block.text)
                stack = {}
            else:
                stack = {lv: k for lv, k in stack.items() if lv < level}
                stack[level] = section_kind(block.text)
        kind = next((stack[lv] for lv in sorted(stack, reverse=True) if stack[lv] != "other"),
                    chapter_kind)
        out.append((chapter, kind))
    doc.__dict__["_headings"] = out
    return out
