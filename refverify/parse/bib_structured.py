"""Shared by the readers of structured bibliography exports (CSL-JSON / CSL-YAML, RIS, MEDLINE
.nbib, EndNote XML): each maps its fields onto BibTeX's names and builds the same ``BibEntry``
as a .bib entry, through the same field rules (DOI / arXiv / PMID found in url, note, eprint).
"""
from __future__ import annotations

import re

from bibtexparser.middlewares.names import parse_single_name_into_parts

from ..ids import find_doi, normalize_doi
from .entry import BibEntry, entry_from_fields, clean_space
from .bibtex_names import TRUNCATION_WORDS, is_group, person_name
from ..core.text import has_cjk

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


def _initials_after(text: str) -> re.Match | None:
    """"Smith JA" (MEDLINE) / "Blackman B. R. K.": the family name, then the initials."""
    return (re.match(r"^(.+?)\s+([A-Z]{1,4})$", text)
            or re.match(r"^([^\W\d_][^\s.]+(?:[\s\-][^\W\d_][^\s.]+)?)\s+((?:[A-Z]\.\s?){1,4})$", text))


def written_name(text: str) -> str:
    """A name as an export writes it in one string: "Smith, John A." as it is; MEDLINE's
    "Smith JA" → "Smith, JA"; "John A. Smith" / "Rob van Kranenburg" (exporters that ignore the
    "Last, First" rule) → "Smith, John A." / "van Kranenburg, Rob", split as BibTeX splits a
    name; an organisation and a CJK name as written."""
    text = clean_space(text).strip(" ;,")      # "Tadaharu Adachi,": a comma the typist left
    if not text or "," in text or has_cjk(text) or text.lower() in TRUNCATION_WORDS:
        return text
    match = _initials_after(text)
    if match:
        return f"{match.group(1)}, {match.group(2).strip()}"
    # more than four words is an organisation, unless the words before the last are initials and
    # particles ("A. K. van der Vegt")
    long_person = re.fullmatch(r"(?:(?:[A-Z]\.-?)+\s+)+(?:(?:van|von|de|der|den|da|del|di|du|la|le|ten|ter)\s+)+\S+", text)
    if " " not in text or is_group(text) or (len(text.split()) > 4 and not long_person):
        return text
    jr = ""
    suffix = re.search(r",?\s+(Jr\.?|Sr\.?|II|III|IV)$", text)
    if suffix:                          # "Martin Luther King Jr." → "King, Martin Luther, Jr."
        text, jr = text[:suffix.start()], ", " + suffix.group(1)
    try:
        return (person_name(parse_single_name_into_parts(text), clean_space) or text) + jr
    except Exception:  # bibtexparser refuses some shapes; the name stays as written
        return text + jr


_SUFFIX_PART = re.compile(r"^(?:Jr|Sr|II|III|IV)\.?$")


def _several(value: str) -> bool:
    """Does one author value hold several persons or an "et al." ("Hodgkin, J. H. ; Simon, G. P.",
    "B. J. Cardwell and A. F. Yee", "Masania, K., Taylor, A.C.", "Albert Turon et al")?"""
    text = clean_space(value).strip(" ;,")
    if is_group(text):
        return False
    parts = [p.strip() for p in text.split(",")]
    return bool(";" in text or re.search(r"\s(?:and|&)\s", text) or re.search(r"\set\.?\s*al\.?$", text, re.I)
                or len(parts) > 3 or (len(parts) == 3 and not _SUFFIX_PART.match(parts[2])))


def read_names(values: list[str]) -> tuple[list[str], list[str], bool]:
    """(names, notes, guessed) of an export's one-name-per-value author list. A name written
    first name first ("John A. Smith") is split as BibTeX splits it: a guess (a Chinese name in
    family-first order would be turned), said in a note and by the authors' certainty. A value
    that holds several persons (typed into one author field) is split as a .bib author field
    with commas or semicolons is, also a guess with a note; its "et al." cuts the list."""
    from .bibtex_names import split_people
    values = [v for v in values if clean_space(v)]
    names, notes, guessed = [], [], False
    for index, value in enumerate(values):
        if not _several(value):
            names.append(written_name(value))
            continue
        people = split_people(clean_space(value).strip(" ;,"), clean_space)
        names += people.names
        if people.truncated and index == len(values) - 1:
            names.append("et al.")            # ends the list: structured_entry marks it cut
        guessed = True
        notes.append(f"one author value holds several names or an 'et al.' ({clean_space(value)!r}): "
                     f"read as {len(people.names)} name(s)")
    turned = [v for v in values if not _several(v) and written_name(v) != clean_space(v).strip(" ;,")
              and "," not in v and not _initials_after(clean_space(v).strip(" ;,"))]
    if turned:
        notes.append(f"names written first name first ({clean_space(turned[0])!r}): split as BibTeX "
                     "splits them")
    return names, notes, guessed or bool(turned)


def structured_entry(key: str, kind: str, fields: dict, authors: list[str], *, raw: str,
                     file: str, line: int | None, notes: list[str] | None = None,
                     truncated: bool = False, guessed: tuple[str, ...] = ()) -> BibEntry:
    """A ``BibEntry`` from BibTeX-named ``fields``; an entry with no title, author, year or
    identifier is kept with ``unreadable=True`` and a note (never dropped)."""
    fields = {k: clean_space(str(v)) for k, v in fields.items() if v not in (None, "")}
    if fields.get("doi") and not normalize_doi(fields["doi"]):
        # "doi/10.5072/FK2/X" (EndNote), "10.1038/x [doi]": the DOI inside the value
        fields["doi"] = find_doi(fields["doi"]) or fields["doi"]
    authors = [a for a in (clean_space(a) for a in authors) if a]
    while authors and (authors[-1].lower().strip(" ,") in TRUNCATION_WORDS
                       or authors[-1].lower().strip(" .,") in TRUNCATION_WORDS):
        authors.pop()                    # "AU  - et al." / {"literal": "others"}: a cut list
        truncated = True
    entry = entry_from_fields(key, bibtex_type(kind) if kind else "misc", fields, authors,
                               truncated, raw, file, line or 1)
    entry.notes = list(notes or [])
    for name in guessed:                 # fields the reader had to guess (see core.certainty)
        entry.certainty[name] = "guessed"
    if not (entry.title or entry.authors or entry.year or entry.doi or entry.pmid or entry.url):
        entry.unreadable = True
        entry.notes.append("could not read: no title, author, year or identifier in this record")
    return entry


def author_year_key(authors: list[str], year: int | None, taken: set[str]) -> str:
    """A key for a record that carries none (pandoc does the same for RIS): first author's
    family name + year, "a", "b"… when taken; "ref" when there is no author."""
    family = authors[0].split(",")[0] if authors else "ref"
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
