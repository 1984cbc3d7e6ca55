"""A textbook's author–year list with the book's own section pointers at each line's end, as Blackwell
and Wiley statistics textbooks print it, pasted from the PDF into Markdown or Word (issue 20, held-out
batch 29):

- "Family, I. J. and Other, K. (1976) Title. Abbr. J. Abbr., 10, 77- 83. [Ex 15.2]"
- "Family, I. (1982a) Title. In Book Title (eds A. B. Editor and C. Editor), Place, Publisher, 1- 2. [15.2.9, 16.1]"
- "Anon (1937) Title. Lancet, i, 31. [16.3.9]" (a volume in Roman numerals), "… et al. (1978) …"
- "Family, I. (1980) Book Title. Volume 1 - Subtitle, Place: Publisher. [5.10.6, 5.14]"
- "… Title. J. Abbr. Soc., A. (in press). [16.3.9]", "… Title (in preparation) [16.3.1]"

The bracketed pointers ("[12.3.4]", "[Ex 14.3]", "[Ans 9.4]") say where the book cites the work: they
are read as no field. The PDF's hyphen followed by a space ("Long- term", "77- 83") is the hyphen alone.
The journal is the run of capitalised or abbreviated words before the volume; where the title could
also end in such words, the split is marked guessed.
"""
from __future__ import annotations

import re
import unicodedata

from .entry import BibEntry, set_names_and_year
from .reflist_certainty import guess
from .reflist_parts import UPPER, normalize_pages

_POINTER = r"(?:(?:Ex|Ans|Table|Fig)\.?\s+)?\d{1,2}(?:\.\d{1,2}){0,3}"
_POINTERS = re.compile(rf"\s*\[{_POINTER}(?:\s*,\s*{_POINTER})*\]\s*$")
_PERSON = rf"[{UPPER}][\w'’\-]*(?:\s+[{UPPER}][\w'’\-]*){{0,2}},\s*(?:[{UPPER}]\.\s?){{1,4}}"
_HEAD = re.compile(rf"^(?P<names>Anon\.?|{_PERSON}(?:,\s*{_PERSON})*(?:,?\s+(?:and|&)\s+{_PERSON})?(?P<etal>,?\s+et\s+al\.)?)"
                   rf"\s+\((?P<year>(?:1[6-9]|20)\d\d[a-z]?)\)\s+(?P<rest>\S.*)$")
_NUMBERS = re.compile(r",\s*(?P<volume>\d{1,4}|[ivxIVX]{1,5}),\s*(?P<pages>\d+(?:\s*[-–]\s*\d+)?)\.?$")
_STATUS = re.compile(r"[.,]?\s*\((?P<status>in press|in preparation|submitted|forthcoming)\)\.?$", re.I)
_EDITED = re.compile(r"^(?P<title>.+?[.?!])\s+In\s+(?P<book>.+?)\s*\((?:eds?\.?|edited by)\s+[^()]+\)\s*,\s*"
                     r"(?P<place>[^,:]{2,40})\s*[,:]\s*(?P<publisher>[^,]{2,80}?)"
                     r"(?:,\s*(?:pp?\.\s*)?(?P<pages>\d+(?:\s*[-–]\s*\d+)?))?\.?$")
_BOOK = re.compile(r"^(?P<title>.+?)\s*[,.]\s*(?P<place>[A-Z][\w .'’\-]{1,30}):\s*(?P<publisher>[^:]{2,80}?)\.?$")
_CONNECTORS = {"of", "and", "in", "&", "the", "for", "on"}


def _journal_word(word: str) -> bool:
    """A word of an abbreviated or capitalised journal name ("J.", "Clin.", "Lancet", "Soc.,", "A.")."""
    word = word.rstrip(",")
    return word in _CONNECTORS or bool(re.fullmatch(rf"[{UPPER}][\w'’\-]*\.?", word))


def _split_journal(text: str) -> tuple[str, str, bool]:
    """(title, journal, sure): the journal is the longest run of journal words after a sentence end
    (". ", "? ", ", "); sure when that run has an abbreviation or is one word."""
    text = text.strip()
    for found in re.finditer(r"(?<=[.?!,])\s+(?=[{0}])".format(UPPER), text):
        journal = text[found.end():]
        if all(_journal_word(w) for w in journal.split()):
            title = text[:found.start()].rstrip(",").strip()
            if not title.endswith("?"):
                title = title.rstrip(".")
            words = journal.split()
            sure = len(words) == 1 or any(w.rstrip(",").endswith(".") for w in words[:-1])
            return title, journal.rstrip(" ,"), sure
    return text.rstrip("."), "", False


def _names(names: str) -> list[str]:
    if names.rstrip(".") == "Anon":
        return []
    names = re.sub(r",?\s+et\s+al\.$", "", names)
    names = re.sub(r",?\s+(?:and|&)\s+", ", ", names)
    return [n.strip().rstrip(".") for n in re.findall(_PERSON, names)]


def parse_pointed(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a line of this shape; False (``entry`` untouched) when the line has no
    section pointers at its end or no "Names (year)" head."""
    raw = unicodedata.normalize("NFC", re.sub(r"[\u00a0\u2009\u202f]", " ", entry.raw or text)).strip()
    raw, text = (re.sub(r"(?<=\w)- (?=\w)", "-", t.strip()) for t in (raw, text))
    line = raw if _POINTERS.search(raw) and _HEAD.match(raw) else text
    pointers = _POINTERS.search(line)
    head = _HEAD.match(line[:pointers.start()] if pointers else "")
    if not head:
        return False
    body = head.group("rest")[:pointers.start() - head.start("rest")].strip()
    status = _STATUS.search(body)
    body = body[:status.start()].strip() if status else body
    edited, numbers = _EDITED.match(body), _NUMBERS.search(body)
    book = _BOOK.match(body) if not (edited or numbers) else None
    if edited:
        entry.entry_type, entry.title = "incollection", edited.group("title").rstrip(".")
        entry.journal, entry.publisher = edited.group("book").strip(" ."), edited.group("publisher").strip()
        entry.pages = normalize_pages(edited.group("pages") or "")
    elif numbers:
        title, journal, sure = _split_journal(body[:numbers.start()])
        if not journal:
            return False
        entry.entry_type, entry.title, entry.journal = "article", title, journal
        entry.volume, entry.pages = numbers.group("volume"), normalize_pages(numbers.group("pages"))
        if not sure:
            guess(entry, ("title", "journal"), "where the title ends and the journal's name begins is a guess")
    elif book:
        entry.entry_type, entry.title = "book", book.group("title").strip()
        entry.publisher = book.group("publisher").strip()
    elif status and status.group("status").lower() == "in press":
        title, journal, sure = _split_journal(body)
        entry.entry_type, entry.title, entry.journal = "article", title, journal
        if journal:
            guess(entry, ("title", "journal"), "an article in press: where its title ends and the journal begins is a guess")
    else:
        entry.entry_type, entry.title = "unpublished" if status else "misc", body.rstrip(".")
    entry.title = entry.title.strip()
    set_names_and_year(entry, _names(head.group("names")), head.group("year"), bool(head.group("etal")))
    return True
