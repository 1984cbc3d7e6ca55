"""EndNote's "Numbered" output style, as Word lists made with EndNote write it (issue 20, held-out batch 17):

    "Auerbach, B.M. and C.B. Ruff, Title of the paper. Am J Phys Anthropol, 2004. 125(4): p. 331-42."
    "Barrier, P., et al., Title of the paper. J Forensic Sci, 2009. 54(4): p. 773-8."
    "Biwasaka, H., et al., Title. Leg Med (Tokyo), 2019. 36: p. 1-8."

The first author inverted ("Family, I."), the others given-first ("C.B. Ruff"), the last after "and";
"et al.," ends the names; the title ends at a period before "Journal, Year."; then "Vol(Issue): p. pages".
Only a whole line of this shape is read here; any other line is left to the other readers.
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
    rf"(?P<title>[\[\u201c\x22]?[^\W_].*?[^\s.]{{2}}[.?!])\s+(?P<journal>[^\W\d_](?:[^,.]|\.(?!\s))*?),\s+(?P<year>(?:1[6-9]|20)\d\d)[a-z]?\."
    rf"(?:\s+(?P<volume>\d+[A-Z]?)(?:\s*\((?P<issue>[^()]{{1,12}})\))?(?::\s+(?:p\.\s+)?(?P<pages>[A-Za-z]{{0,2}}\d+(?:\.[a-z]\d+)?"
    rf"(?:\s*[–\-]\s*[\dA-Za-z.]+)?))?)?\.?\s*$")
_OTHER_NAME = re.compile(rf"(?P<given>{_INITIALS})\s*(?P<family>{_FAMILY})")


def parse_endnote_numbered(text: str, entry: BibEntry) -> bool:
    match = _LINE.match(text.strip())
    if not match:
        return False
    journal = match.group("journal").strip()
    title = match.group("title").rstrip(".").strip()
    if re.search(r"\b(?:In|Eds?|eds?)\b[:.]", title) or re.search(r"\.\s", journal):
        return False
    entry.authors = [f"{match.group('first')}, {match.group('first_given')}"]
    entry.authors += [m.group(0) for m in _OTHER_NAME.finditer(match.group("others") or "")]
    entry.authors_truncated = bool(match.group("etal"))
    entry.title = title
    entry.journal = journal
    entry.year = int(match.group("year"))
    entry.volume = match.group("volume") or ""
    entry.issue = match.group("issue") or ""
    entry.pages = normalize_pages((match.group("pages") or "").replace(" ", ""))
    entry.entry_type = "article"
    if re.search(r"[.?!]\s+[A-Z]", title):
        # a period inside the title: where it ends, and the journal begins, is a reading
        guess(entry, ("title", "journal"), "the title holds a period; it is read to end at the last one before the journal")
    return True
