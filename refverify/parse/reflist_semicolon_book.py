"""MDPI's and the ACS's books, reports, chapters and papers in proceedings (issue 20's CSL sweep):
a semicolon between the people, and the publication block "Publisher: City, Year" after a semicolon.

- book: "Okafor, N. C.; Lund, B. Mesh Agents, 2nd ed.; Harbor Press: Leeds, UK, 2011." (MDPI writes
  "Okafor, N.C.; Lund, B. Mesh Agents; 2nd ed.; Harbor Press: Leeds, UK, 2011;");
- report: "Lund, B. Sparse Routing; Technical report; Tarn University: Oslo, 2003.";
- chapter: "Lund, B. Sparse Routing. In Handbook of Meshes; Okafor, N. C., Eds.; Harbor Press: Leeds,
  2011; pp 10–22.";
- paper in proceedings: "Lund, B. Sparse Routing. In Proceedings of the Mesh Conference; Tarn Society:
  Oslo, 2019; Vol. 4, pp 5–9." (the publisher and the place may be missing: "In Mesh Workshop; 2014;
  Vol. 27, pp 1–8.").

Only a whole line of this shape is read here; any other line is left to the other readers. A block
before the year without "Publisher: City" ("Curran Associates, 2017") is read as the publisher, guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, placeholder_authors, split_year
from .reflist_certainty import guess
from .reflist_parts import _PAGES, UPPER, is_proceedings, normalize_pages

_INITIALS = rf"[{UPPER}][a-z]?\.(?:\s?-?[{UPPER}][a-z]?\.)*"
_PERSON = rf"[^\W\d_][^;.,()\d]*?,\s*{_INITIALS}(?:,?\s*(?:Jr|Sr)\.|,?\s*I{{2,3}}\b)?"
# (Chinese names whole, the list closed by a period: "周志华; 李航. 机器学习; …")
_CJK_NAME = r"[\u4e00-\u9fff]{2,20}"
_HEAD = re.compile(rf"^(?:(?P<authors>{_PERSON}(?:\s*;\s*{_PERSON})*)(?P<etal>\s*;?\s*et\s+al\.)?\s+(?=[^\W_])"
                   rf"|(?P<cjk>{_CJK_NAME}(?:\s*;\s*{_CJK_NAME})*)(?:\s*;?\s*等)?\.\s*(?=[^\W_]))")
_YEAR = r"(?P<year>(?:1[5-9]|20)\d\d)[a-z]?"
_TAIL = re.compile(rf";\s*(?P<block>[^;]*?,\s*)?{_YEAR}\s*(?:;\s*(?:Vol\.\s*(?P<volume>\w+)\s*,?\s*)?"
                   rf"(?:pp\.?\s*(?P<pages>{_PAGES}))?)?\s*[.;]?\s*$")
_EDITION = re.compile(r"^\s*(?:\d+(?:st|nd|rd|th)|[A-Z][a-z]+)\s+ed\.?\s*$|,\s*\d+(?:st|nd|rd|th)\s+ed\.?\s*$")
_EDITORS = re.compile(r",\s*Eds?\.\s*$")
_REPORT = re.compile(r"^\s*(?:Technical\s+)?report\b|\bworking\s+paper\b", re.I)


_EDITED = re.compile(rf"^(?P<title>[^\W\d_][^;]*?[^\s.;]);\s*(?:{_PERSON},\s*)+Eds?\.\s*(?=;)")


def parse_semicolon_book(text: str, entry: BibEntry) -> bool:
    edited = _EDITED.match(text)
    if edited and _edited_book(text, edited, entry):
        return True
    head = _HEAD.match(text)
    tail = _TAIL.search(text, head.end()) if head else None
    if not tail or not (tail.group("block") or tail.group("volume") or tail.group("pages")):
        return False
    body = text[head.end():tail.start()]
    blocks = [b.strip() for b in body.split(";")]
    first, middle = blocks[0], blocks[1:]
    if not first or any(not b for b in middle):
        return False
    inside = re.match(r"^(?P<title>.+?[^\s.])\.\s+In:?\s+(?P<container>\S.*)$", first)
    title = inside.group("title") if inside else re.sub(_EDITION, "", first).strip(" ,")
    if not title or (not inside and tail.group("pages") and not middle):
        return False
    entry.title = title
    _publication(tail, entry)
    names = head.group("authors") or head.group("cjk")
    entry.authors = [re.sub(r",?\s*(Jr|Sr)\.$", r" \1.", a.strip()) for a in names.split(";")]
    entry.authors_truncated = bool(head.group("etal")) or head.group(0).rstrip(" .").endswith("等")
    entry.placeholder_authors = placeholder_authors(entry.authors, entry.authors_truncated)
    if inside:
        # MDPI puts "Proceedings of the" before every conference's name, so a name that has it already doubles it
        container = re.sub(r"^Proceedings of the\s+(?=Proceedings\b)", "", inside.group("container").strip())
        entry.journal = container
        entry.entry_type = "inproceedings" if is_proceedings(container) or entry.volume else "incollection"
    else:
        entry.entry_type = "techreport" if any(_REPORT.search(b) for b in middle) else "book"
    if any(not (_EDITORS.search(b) or _EDITION.search(b) or _REPORT.search(b)) for b in middle):
        guess(entry, "journal" if inside else "title",
              "a block between the title and the publisher that is no editor, edition or report mark")
    return True


def _publication(tail: re.Match, entry: BibEntry) -> None:
    """Publisher, year, volume and pages from the block after the last title-side semicolon."""
    block = (tail.group("block") or "").strip(" ,")
    if ":" in block:
        entry.publisher = block.split(":", 1)[0].strip()
    else:
        entry.publisher = block
        if block:
            guess(entry, "publisher", "a name before the year without a place after a colon read as the publisher")
    entry.year, entry.year_suffix = split_year(tail.group("year"))
    entry.volume = tail.group("volume") or ""
    entry.pages = normalize_pages(tail.group("pages")) if tail.group("pages") else ""


def _edited_book(text: str, edited: re.Match, entry: BibEntry) -> bool:
    """"Handbook of Meshes; Okafor, N. C., Lund, B., Eds.; Harbor Press: Leeds, 2011.": a book known by
    its title, its editors after it (no authors are read: the editors are not its authors)."""
    tail = _TAIL.match(text, edited.end())
    if not tail or not tail.group("block") or tail.group("pages"):
        return False
    entry.title, entry.authors, entry.entry_type = edited.group("title").strip(), [], "book"
    _publication(tail, entry)
    return True
