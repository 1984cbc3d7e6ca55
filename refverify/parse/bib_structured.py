"""Shared by the readers of structured bibliography exports (CSL-JSON / CSL-YAML, RIS, MEDLINE
.nbib, EndNote XML): each maps its fields onto BibTeX's names and builds the same ``BibEntry``
as a .bib entry, through the same field rules (DOI / arXiv / PMID found in url, note, eprint).
"""
from __future__ import annotations

import re

from .bibliography import BibEntry, _entry_from_fields, clean_space
from .documents import has_cjk

# CSL / RIS / EndNote item types → the BibTeX types the rest of refverify knows (see
# sources.resolve.UNINDEXED_KINDS: books, theses, reports and web pages are not looked up as
# journal articles).
BIBTEX_TYPES = {
    # CSL
    "article-journal": "article", "article-magazine": "article", "article-newspaper": "article",
    "review": "article", "review-book": "article", "article": "misc", "paper-conference": "inproceedings",
    "book": "book", "chapter": "incollection", "thesis": "thesis", "report": "report",
    "webpage": "online", "post-weblog": "online", "post": "online", "dataset": "misc",
    "patent": "patent", "manuscript": "unpublished", "entry-encyclopedia": "incollection",
    "entry-dictionary": "incollection", "standard": "standard", "software": "software",
    # RIS TY codes
    "JOUR": "article", "JFULL": "article", "MGZN": "article", "NEWS": "article", "EJOUR": "article",
    "ABST": "article", "INPR": "article", "CPAPER": "inproceedings", "CONF": "inproceedings",
    "BOOK": "book", "EBOOK": "book", "EDBOOK": "book", "CHAP": "incollection",
    "ECHAP": "incollection", "THES": "thesis", "RPRT": "report", "GOVDOC": "report",
    "ELEC": "online", "WEB": "online", "BLOG": "online", "DATA": "misc", "PAT": "patent",
    "UNPB": "unpublished", "MANSCPT": "unpublished", "COMP": "software", "STAND": "standard",
    "GEN": "misc",
    # EndNote XML ref-type names
    "Journal Article": "article", "Electronic Article": "article", "Magazine Article": "article",
    "Newspaper Article": "article", "Conference Proceedings": "inproceedings",
    "Conference Paper": "inproceedings", "Book": "book", "Edited Book": "book",
    "Electronic Book": "book", "Book Section": "incollection", "Thesis": "thesis",
    "Report": "report", "Government Document": "report", "Web Page": "online",
    "Dataset": "misc", "Patent": "patent", "Unpublished Work": "unpublished",
    "Manuscript": "unpublished", "Computer Program": "software", "Standard": "standard",
    "Generic": "misc",
}


def bibtex_type(kind: str) -> str:
    return BIBTEX_TYPES.get((kind or "").strip(), BIBTEX_TYPES.get((kind or "").strip().upper(), "misc"))


def person(family: str, given: str = "", suffix: str = "") -> str:
    """"Family, Given[, Suffix]" as the .bib reader writes names; a name with no given part
    (a group author, a one-word name) as written."""
    family, given, suffix = clean_space(family), clean_space(given), clean_space(suffix)
    if has_cjk(family + given):
        return family + given          # "王" + "伟" → "王伟", as the .bib reader writes it
    if not given:
        return family
    if not family:
        return given
    return f"{family}, {given}" + (f", {suffix}" if suffix else "")


def written_name(text: str) -> str:
    """A name as an export writes it in one string ("Smith, John A.", "Smith JA",
    "Zhang San", "张三"): "Family, Given" when the order is plain, else as written."""
    text = clean_space(text).strip(" ;")
    if not text or "," in text or re.search(r"[\u3400-\u9fff]", text):
        return text
    # MEDLINE / Vancouver "Smith JA", "van der Berg K": family words, then capital initials
    match = re.match(r"^(.+?)\s+([A-Z]{1,4})$", text)
    if match:
        return f"{match.group(1)}, {match.group(2)}"
    return text


def structured_entry(key: str, kind: str, fields: dict, authors: list[str], *, raw: str,
                     file: str, line: int | None, notes: list[str] | None = None,
                     truncated: bool = False) -> BibEntry:
    """A ``BibEntry`` from BibTeX-named ``fields``; an entry with no title, author, year or
    identifier is kept with ``unreadable=True`` and a note (never dropped)."""
    fields = {k: clean_space(str(v)) for k, v in fields.items() if v not in (None, "")}
    authors = [a for a in (clean_space(a) for a in authors) if a]
    entry = _entry_from_fields(key, bibtex_type(kind) if kind else "misc", fields, authors,
                               truncated, raw, file, line or 1)
    entry.notes = list(notes or [])
    if not (entry.title or entry.authors or entry.year or entry.doi or entry.pmid or entry.url):
        entry.unreadable = True
        entry.notes.append("could not read: no title, author, year or identifier in this record")
    return entry


def author_year_key(authors: list[str], year: int | None, taken: set[str]) -> str:
    """A key for a record that carries none (pandoc does the same for RIS): first author's
    family name + year, "a", "b"… when taken; "ref" when there is no author."""
    family = re.split(r"[,\s]", authors[0])[0] if authors else "ref"
    base = re.sub(r"[^\w-]", "", family) or "ref"
    base += str(year or "")
    key, n = base, 0
    while key.lower() in taken:
        key = base + chr(ord("a") + n) if n < 26 else f"{base}-{n}"
        n += 1
    taken.add(key.lower())
    return key


def line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, max(offset, 0)) + 1
