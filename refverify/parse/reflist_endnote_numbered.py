"""EndNote's "Numbered" output style, as Word lists made with EndNote write it (issue 20, held-out batch 17):

    "Auerbach, B.M. and C.B. Ruff, Title of the paper. Am J Phys Anthropol, 2004. 125(4): p. 331-42."
    "Barrier, P., et al., Title of the paper. J Forensic Sci, 2009. 54(4): p. 773-8."
    "Biwasaka, H., et al., Title. Leg Med (Tokyo), 2019. 36: p. 1-8."

The first author inverted ("Family, I."), the others given-first ("C.B. Ruff"), the last after "and";
"et al.," ends the names; the title ends at a period before "Journal, Year."; then "Vol(Issue): p. pages".
The same style's other kinds (held-out batch 22), read by ``parse_endnote_other``:

    "Liu, Y., et al. Title. in Name of the Meeting. 2004. Springer."          (a paper in proceedings)
    "Nason, G.P. and B.W. Silverman, Title, in Book Title. 1995, Springer. p. 281-299."   (a book section)
    "Gyaourova, A., C. Kamath, and I.K. Fodor, Title. 2002, Some National Lab."  (a report or a book)
    "Moore, B., Title. 2018, Duke University."                                  (a thesis: the school)
    "Woods, R.J. and A.K. Pikaev, Title. 1993: John Wiley & Sons."              (a book without its place)
    "Warden, R. and S. Al Ratrout, Title. 2005."

Only a whole line of these shapes is read here; any other line is left to the other readers.
"""
from __future__ import annotations

import re

from .entry import BibEntry
from .reflist_certainty import guess
from .reflist_parts import UPPER, normalize_pages

_INITIALS = rf"[{UPPER}]\.(?:\s?-?[{UPPER}]\.?)*"
_WORD = rf"(?:[a-z]{{1,3}}['’]?\s?)?[{UPPER}][\w'’\-]*[^\W\d_]"
_FAMILY = rf"{_WORD}(?:\s{_WORD})?"
_FIRST = rf"(?P<first>{_FAMILY}),\s+(?P<first_given>{_INITIALS})"
_OTHER = rf"{_INITIALS}\s*{_FAMILY}"
_LINE = re.compile(
    rf"^{_FIRST}(?P<others>(?:,\s+{_OTHER})*(?:,?\s+and\s+{_OTHER})?)(?P<etal>,\s+et\s+al\.)?,\s+"
    rf"(?P<title>[\[\u201c\x22]?[^\W_].*?[^\s.]{{2}}[.?!])\s+(?P<journal>[^\W\d_](?:[^,.]|\.(?!\s))*?),\s+(?P<year>(?:1[6-9]|20)\d\d)[a-z]?"
    rf"(?:\.(?:\s+(?P<volume>\d+[A-Z]?)(?:\s*\((?P<issue>[^()]{{1,12}})\))?(?:(?::|(?<=\))\.)\s+(?:p\.\s+)?(?P<pages>[A-Za-z]{{0,2}}\d+(?:\.[a-z]\d+)?"
    rf"(?:\s*[–\-]\s*[\dA-Za-z.]+)?))?)?|:\s+p\.\s+(?P<early_pages>\d+(?:\s*[–\-]\s*\d+)?))\.?\s*$")   # "Journal, 2020: p. 1-14." (no volume yet)
_NAMES = rf"{_FIRST}(?P<others>(?:,\s+{_OTHER})*(?:,?\s+and\s+{_OTHER})?)(?P<etal>,\s+et\s+al\.)?"
_YEAR = r"(?P<year>(?:1[6-9]|20)\d\d)[a-z]?"
_SENTENCE = r"(?:[^.]|\.(?!\s))"      # a title holds no sentence end ("Title. In: Eds" is another style)
_MEETING = re.compile(rf"^{_NAMES}(?:(?<=\.)|\.)\s+(?P<title>[^\W\d_]{_SENTENCE}*?[^\s.])\.\s+in\s+(?P<container>[^\W_].*?[^\s.])\.\s+"
                      rf"{_YEAR}(?:\.\s+(?P<body>[^\W\d_][^.]*?))?\.?\s*$")
# (no publisher after the year when the container is a magazine: "…?, in AI Magazine. 1993. p. 17-33.")
_SECTION = re.compile(rf"^{_NAMES},\s+(?P<title>[^\W\d_]{_SENTENCE}*?[^\s.]),\s+in\s+(?P<container>[^\W_].*?[^\s.])\.\s+{_YEAR}(?:,\s+"
                      rf"(?P<body>[^\W\d_][^.]*?))?(?:\.\s+p\.\s+(?P<pages>\d+(?:\s*[–\-]\s*\d+)?))?\.?\s*$")
_WORK = re.compile(rf"^{_NAMES},\s+(?P<title>[^\W\d_]{_SENTENCE}*?[^\s.A-Z])\.\s+(?:(?P<edition>[\w\s]{{1,20}}\sed)\.\s+)?{_YEAR}"
                   rf"(?:,\s+(?P<body>[^\W\d_].*?)|:\s+(?P<press>[^\W\d_][^:]*?))?\.?\s*$")     # "1993: John Wiley & Sons" (a book, no place)
_INSTITUTION = re.compile(r"\b(?:Universit\w*|College|Institut\w*|Lab\.?|Laborator\w*|School|Center|Centre|Academy|Council|"
                          r"Agency|Department|Office|Ministry|Bureau|National)\b", re.I)
_SCHOOL = re.compile(r"\b(?:Universit\w*|College)\b|\bInstitute\s+of\s+Technology\b", re.I)
_EDITORS = re.compile(r",\s+(?:[A-Z]\.|[^,]*?,\s+)(?:[^.]|\.\s?)*?\b(?:Editors?|Eds?\.?)$")    # ", A. Anton and G. Opp, Editors"
_OTHER_NAME = re.compile(rf"(?P<given>{_INITIALS})\s*(?P<family>{_FAMILY})")


def parse_endnote_numbered(text: str, entry: BibEntry) -> bool:
    match = _LINE.match(text.strip())
    if not match:
        return False
    journal = match.group("journal").strip()
    title = match.group("title").rstrip(".").strip()
    if re.search(r"\b(?:In|Eds?|eds?)\b[:.]", title) or re.search(r"\.\s", journal):
        return False
    _names(match, entry)
    entry.title = title
    entry.journal = journal
    entry.year = int(match.group("year"))
    entry.volume = match.group("volume") or ""
    entry.issue = match.group("issue") or ""
    entry.pages = normalize_pages((match.group("pages") or match.group("early_pages") or "").replace(" ", ""))
    entry.entry_type = "article"
    if re.search(r"[.?!]\s+[A-Z]", title):
        # a period inside the title: where it ends, and the journal begins, is a reading
        guess(entry, ("title", "journal"), "the title holds a period; it is read to end at the last one before the journal")
    return True


def _names(match: re.Match, entry: BibEntry) -> None:
    entry.authors = [f"{match.group('first')}, {match.group('first_given')}"]
    entry.authors += [m.group(0) for m in _OTHER_NAME.finditer(match.group("others") or "")]
    entry.authors_truncated = bool(match.group("etal"))


def _publisher(body: str, entry: BibEntry) -> None:
    """The body after the year: "Place: Publisher" or one name; a school's or a laboratory's name is
    no publisher (a thesis or a report)."""
    place = re.fullmatch(r"(?P<place>[^:]{2,40}):\s*(?P<publisher>[^:]{2,80})", body)
    if place:
        entry.publisher = place.group("publisher").strip()
    elif not _INSTITUTION.search(body):
        entry.publisher = body.strip()
        guess(entry, "publisher", "the name after the year read as the publisher (no place before it)")


def parse_endnote_other(text: str, entry: BibEntry) -> bool:
    """A paper in proceedings, a book section, a book, report or thesis in EndNote's "Numbered" style."""
    text = text.strip()
    meeting, section = _MEETING.match(text), _SECTION.match(text)
    work = None if meeting or section else _WORK.match(text)
    match = meeting or section or work
    if not match or re.search(r"\(\d{4}\)|\d+\s*\(\d+\)\s*:", text):
        return False
    _names(match, entry)
    entry.title = match.group("title").strip()
    entry.year = int(match.group("year"))
    body = (match.group("body") or "").strip()
    if meeting:
        entry.entry_type, entry.journal = "inproceedings", match.group("container").strip()
        if body:
            _publisher(body, entry)
    elif section:
        entry.entry_type = "incollection"
        entry.journal = _EDITORS.sub("", match.group("container")).strip()
        entry.pages = normalize_pages((match.group("pages") or "").replace(" ", ""))
        if body:
            _publisher(body, entry)
    elif match.group("press"):
        entry.entry_type, entry.publisher = "book", match.group("press").strip()
    elif body and _SCHOOL.search(body) and not re.search(r"[:,]", body):
        entry.entry_type, entry.publisher = "thesis", body    # "2018, Duke University.": the school, as GB/T's [D]
    else:
        entry.entry_type = "book" if body and not _INSTITUTION.search(body) else "misc"
        if body:
            _publisher(body, entry)
    return True
