"""Word: a copy of the .docx with one comment per note, anchored on the citation marker.

python-docx 1.2's comment API anchors only on whole runs of the main document part and
re-serialises every XML part it loaded when it saves, so the copy is written at the OOXML level
instead: the zip entries are copied as they are, and only the parts that hold a comment mark
(document, footnotes, endnotes), the comments part and — when the document had no comments yet —
``[Content_Types].xml`` and the document's relationships change, each by insertions alone.
"""
from __future__ import annotations

import posixpath
import re
import zipfile
from collections import OrderedDict
from dataclasses import replace
from pathlib import Path

from lxml import etree

from ..core.files import atomic_path
from ..errors import RefverifyError
from ..parse import docx_text as dt
from .docx_places import WordBlocks, field_around, find_marker, find_text, read_styles
from .docx_runs import RunCutter
from .findings import Note, Place
from .ooxml import W_NS, Spans, SpanError, apply_edits, escape, insert_before_close

RELS_NS = "http://schemas.openxmlformats.org/package/2006/relationships"
CT_NS = "http://schemas.openxmlformats.org/package/2006/content-types"
RT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
COMMENTS_CT = "application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"
_NUMBER_MARK = re.compile(r"^\s*([\[［【]\s*(\d+)\s*[\]］】]|(\d+)\s*[.．)、])")


class _Package:
    def __init__(self, path: Path):
        try:
            self.zip = zipfile.ZipFile(path)
        except (zipfile.BadZipFile, OSError) as exc:
            raise RefverifyError(f"{path}: not a readable .docx ({exc})") from None
        self.names = set(self.zip.namelist())
        try:
            root_rels = etree.fromstring(self.zip.read("_rels/.rels"))
            main = next(r.get("Target") for r in root_rels
                        if r.get("Type", "").endswith("/officeDocument"))
        except (KeyError, StopIteration, etree.XMLSyntaxError):
            raise RefverifyError(f"{path}: not a Word document (no main document part)") from None
        self.main = main.lstrip("/")
        folder = posixpath.dirname(self.main)
        self.rels_name = posixpath.join(folder, "_rels", posixpath.basename(self.main) + ".rels")
        self.rels = etree.fromstring(self.zip.read(self.rels_name)) if self.rels_name in self.names else None
        self.related: dict[str, str] = {}
        for rel in (self.rels if self.rels is not None else []):
            if rel.get("TargetMode") == "External":
                continue
            target = posixpath.normpath(posixpath.join(folder, rel.get("Target", "")))
            self.related.setdefault(rel.get("Type", "").rsplit("/", 1)[-1], target.lstrip("/"))

    def part(self, kind: str) -> str | None:
        name = self.related.get(kind)
        return name if name in self.names else None

    def read(self, name: str) -> bytes:
        return self.zip.read(name)


def _el(prefix: str | None, name: str, attrs: dict[str, str] | None = None, body: bytes | None = None) -> bytes:
    p = prefix or "w"
    declare = b"" if prefix else f' xmlns:w="{W_NS}"'.encode()
    attr = b"".join(f" {p}:{k}=\"".encode() + escape(v) + b'"' for k, v in (attrs or {}).items())
    if body is None:
        return f"<{p}:{name}".encode() + declare + attr + b"/>"
    return f"<{p}:{name}".encode() + declare + attr + b">" + body + f"</{p}:{name}>".encode()


def _max_id(package: _Package) -> int:
    top = -1
    for name in package.names:
        if name.startswith(posixpath.dirname(package.main)) and name.endswith(".xml"):
            for value in re.findall(rb':id="(\d+)"', package.read(name)):
                top = max(top, int(value))
    return top


def list_places(document, state_refs) -> dict[str, Place]:
    """Reference id -> its entry in the document's own numbered reference list."""
    out = {}
    for index, text in document.reference_lines:
        match = _NUMBER_MARK.match(text)
        if not match:
            continue
        number = match.group(2) or match.group(3)
        if number in state_refs and number not in out:
            out[number] = Place(document.path.name, index, "reference", match.group(1))
    return out


def write_annotated_docx(source: Path, target: Path, notes: list[Note], *, author: str,
                         date: str, max_number: int | None,
                         in_note: str = "in the footnote: ") -> tuple[list[Note], list[Note]]:
    """Write ``target``; return (placed notes, notes whose marker was not found). The text of
    a note about a citation in a footnote starts with ``in_note``."""
    package = _Package(source)
    spans: dict[str, Spans] = {}
    try:
        spans[package.main] = Spans(package.read(package.main))
        for kind in ("footnotes", "endnotes"):
            if package.part(kind):
                spans[package.part(kind)] = Spans(package.read(package.part(kind)))
    except (SpanError, etree.XMLSyntaxError) as exc:
        raise RefverifyError(f"{source}: cannot annotate this document ({exc})") from None
    styles_name = package.part("styles")
    styles = read_styles(package.read(styles_name) if styles_name else None)
    notes_roots = {kind[:-1]: spans[package.part(kind)].root
                   for kind in ("footnotes", "endnotes") if package.part(kind)}
    blocks = WordBlocks(spans[package.main].root.find(dt.W + "body"), notes_roots, styles)
    part_of_root = {s.root: name for name, s in spans.items()}
    cutters = {name: RunCutter(s) for name, s in spans.items()}
    next_id = _max_id(package) + 1
    by_place: OrderedDict[Place, list[Note]] = OrderedDict()
    for note in notes:
        by_place.setdefault(note.place, []).append(note)
    has_style = set(styles.styles)
    ref_rpr = (b"<w:rPr><w:rStyle w:val=\"CommentReference\"/></w:rPr>"
               if "CommentReference" in has_style else b"")
    placed, unplaced, comments = [], [], []
    for place, group in by_place.items():
        found = _locate(blocks, place, max_number)
        if found is None:
            unplaced += group
            continue
        first, last = found
        name = part_of_root[first.run.getroottree().getroot()]
        field = field_around(first.run)
        prefix = spans[name].prefix_of(W_NS)
        ids = list(range(next_id, next_id + len(group)))
        next_id += len(group)
        start = b"".join(_el(prefix, "commentRangeStart", {"id": str(i)}) for i in ids)
        end = b"".join(_el(prefix, "commentRangeEnd", {"id": str(i)})
                       + _el(prefix, "r", None, ref_rpr.replace(b"w:", f"{prefix or 'w'}:".encode())
                             + _el(prefix, "commentReference", {"id": str(i)})) for i in ids)
        if field is not None and field == field_around(last.run):
            cutters[name].mark_around(field[0], field[1], start, end)
        else:
            cutters[name].mark(first, last, start, end)
        for comment_id, note in zip(ids, group):
            if place.block_kind == "footnote":
                note = replace(note, text=in_note + note.text)
            comments.append((comment_id, note))
            placed.append(note)
    replaced: dict[str, bytes] = {}
    for name, cutter in cutters.items():
        edits = cutter.edits()
        if edits:
            replaced[name] = apply_edits(spans[name].data, edits)
    if comments:
        _add_comments(package, replaced, comments, author=author, date=date,
                      paragraph_style="CommentText" in has_style)
    _write_zip(package, target, replaced)
    return placed, unplaced


def _locate(blocks: WordBlocks, place: Place, max_number: int | None):
    """(first, last) character of the anchor. A citation in a footnote or endnote is anchored on
    the note's reference mark in the text: LibreOffice (7.4) refuses to open a .docx that has a
    comment inside a footnote, and an annotated copy must open in both editors."""
    if place.block_kind == "footnote":
        notes = blocks.note_maps(place.line)
        found = find_marker([m for _, m in notes], place.marker, place.occurrence, max_number)
        if found is None:
            return None
        mark = next(mark for mark, m in notes if m is found[0])
        return mark, mark
    else:
        text_map = blocks.body_map(place.line)
        if text_map is None:
            return None
        if place.block_kind == "reference":
            span = find_text(text_map, place.marker)
            found = (text_map, *span) if span else None
        else:
            found = find_marker([text_map], place.marker, place.occurrence, max_number)
    if found is None:
        return None
    text_map, start, end = found
    chars = [c for c in (text_map.char(i) for i in range(start, end)) if c is not None]
    return (chars[0], chars[-1]) if chars else None


def _comment_xml(comment_id: int, note: Note, author: str, date: str, style: bool) -> bytes:
    ppr = b'<w:pPr><w:pStyle w:val="CommentText"/></w:pPr>' if style else b""
    head = b'<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">' + escape(note.tag) + b"</w:t></w:r>"
    body = b'<w:r><w:t xml:space="preserve">' + escape(f" — {note.text}") + b"</w:t></w:r>"
    return (f'<w:comment w:id="{comment_id}" w:author="'.encode() + escape(author)
            + f'" w:date="{date}" w:initials="rv">'.encode() + b"<w:p>" + ppr + head + body
            + b"</w:p></w:comment>")


def _add_comments(package: _Package, replaced: dict[str, bytes], comments, *, author: str,
                  date: str, paragraph_style: bool) -> None:
    items = b"".join(_comment_xml(i, note, author, date, paragraph_style) for i, note in comments)
    existing = package.part("comments")
    if existing:
        spans = Spans(package.read(existing))
        if spans.prefix_of(W_NS) != "w" or spans.root.nsmap.get("w") != W_NS:
            items = items.replace(b"<w:comment ", f'<w:comment xmlns:w="{W_NS}" '.encode())
        replaced[existing] = apply_edits(spans.data, [insert_before_close(spans.data, spans, spans.root, items)])
        return
    folder = posixpath.dirname(package.main)
    name = posixpath.join(folder, "comments.xml")
    n = 1
    while name in package.names:
        n += 1
        name = posixpath.join(folder, f"comments{n}.xml")
    replaced[name] = (b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
                      + f'<w:comments xmlns:w="{W_NS}">'.encode() + items + b"</w:comments>")
    # the content type and the relationship of the new part
    ct = Spans(package.read("[Content_Types].xml"))
    override = (f'<Override PartName="/{name}" ContentType="{COMMENTS_CT}"/>').encode()
    replaced["[Content_Types].xml"] = apply_edits(ct.data, [insert_before_close(ct.data, ct, ct.root, override)])
    taken = {r.get("Id") for r in package.rels} if package.rels is not None else set()
    k = 1
    while f"rId{k}" in taken:
        k += 1
    rel = (f'<Relationship Id="rId{k}" Type="{RT}comments" '
           f'Target="{posixpath.relpath(name, folder)}"/>').encode()
    if package.rels is None:
        replaced[package.rels_name] = (b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
                                       + f'<Relationships xmlns="{RELS_NS}">'.encode() + rel
                                       + b"</Relationships>")
    else:
        rs = Spans(package.read(package.rels_name))
        replaced[package.rels_name] = apply_edits(rs.data, [insert_before_close(rs.data, rs, rs.root, rel)])


def _write_zip(package: _Package, target: Path, replaced: dict[str, bytes]) -> None:
    """Every entry in its original order with its original bytes unless replaced; new parts
    last. Written to a temporary file first, so a failure leaves no half-written copy."""
    with atomic_path(target, prefix=".annotate-", suffix=".docx") as tmp:
        with zipfile.ZipFile(tmp, "w") as out:
            for info in package.zip.infolist():
                out.writestr(info, replaced.get(info.filename, package.zip.read(info)))
            for name in sorted(set(replaced) - package.names):
                out.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), replaced[name],
                             compress_type=zipfile.ZIP_DEFLATED)
