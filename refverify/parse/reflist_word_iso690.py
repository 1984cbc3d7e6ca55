"""Word's built-in "ISO 690 – Numerical Reference" (issue 20, held-out batch 34), in whatever language
Word runs: the title first, then the names as typed into Word's source manager, then the source.

- an article: "Title. Becker, Gary S. 2, s.l. : Publisher, 1968, Journal, Vol. 76, pp. 169-217." (the
  issue first, then place and publisher when given, the date, the journal, its volume and pages);
- a book or report: "Title. Fawcett, Tom. 2nd. s.l. : Elsevier, 2005.";
- a conference paper: "Title. Huang, Anna. Christchurch : s.n., 2008. Proceedings of …. pp. 46-50.";
- a web page, the names first: "Bird, Steven. Title. [Online] 2009. [Cited: 3 May 2020.] http://…".

Word's marks give the line away: "s.l." / "s.n." around " : ", "[Online]" (Spanish "[En línea]", French
"[En ligne]", Portuguese "[Em linha]", Italian "[In linea]"), ", Vol. 7, pp." / "págs." / "S.". Only a line
with one of them is read here. The names are told from the title by their shape (the last sentence
before the source whose every part is a name); a line where no such sentence is found is left to the
other readers.
"""
from __future__ import annotations

import re

from .entry import BibEntry, adopt_source, clean_space, placeholder_authors
from .reflist_certainty import guess
from .reflist_iso690 import read_names
from .reflist_parts import _PUBLISHER_WORDS, UPPER, normalize_pages

_YEAR = r"(?P<year>(?:1[6-9]|20)\d\d)"
_ONLINE = r"\[(?:Online|En\s+línea|En\s+ligne|Em\s+linha|In\s+linea|Elektronisch)\]"
_PAGE_MARK = r"(?:págs?|pp?|S|blz|s)\."
# (or a sentence that opens with the issue and the year before a journal: "Names. 4, 2004, Information Retrieval, Vol. 7.",
# "Names. 2010, Artif Intell Rev 34, págs. 133–143.", or a conference's pages as a sentence: "Proceedings. págs. 192-196.")
_MARKS = re.compile(rf"\bs\.\s?l\.\s*:\s|\s:\s*s\.\s?n\.|{_ONLINE}|,\s+Vol\.\s*\w+(?:\s+Issue:\s*\w+)?,\s+{_PAGE_MARK}\s*\d"
                    rf"|[^\W\d_]\.\s+(?:\d{{1,4}},\s+)?(?:1[6-9]|20)\d\d,\s+[^\W\d_]|\.\s+(?:págs?|pp)\.\s*\d+\s*[-–]+\s*\d+\.?$")
# the source after the names: [issue,] [place : publisher,] date, then a journal or a sentence (book, conference)
_SOURCE = re.compile(
    rf"(?:^|(?<=\.\s))(?:(?P<issue>\d{{1,4}}(?:\s*\(\d+\))?),\s+)?(?:(?P<edition>\d+(?:st|nd|rd|th|ª|a|e)?\.?\s+(?:ed\.\s+)?))?"
    rf"(?:(?P<place>[^.:]{{2,60}}?|s\.\s?l\.)\s*:\s*(?P<publisher>[^,]{{2,80}}?),\s+)?"
    rf"(?P<date>(?:[^\W\d_][^,.\d]{{0,30}}\s)?(?:\d{{1,2}}\s+(?:de\s+)?[^\W\d_]+\s+(?:de\s+)?)?\(?{_YEAR}\)?)(?=[,.]|\s*$)")     # "(2007)": another reading's parentheses
_JOURNAL_TAIL = re.compile(
    rf"^,\s+(?P<journal>[^,]+?)(?:\s*\((?P<issue>\w+)\))?(?:,?\s+Vol\.\s*(?P<volume>\w+))?(?:\s*Issue:\s*(?P<issue2>\w+))?"
    rf"(?:,\s*(?:{_PAGE_MARK}\s*)?(?P<pages>\w+(?:\s*[-–]+\s*\w+)?))?\s*,?\s*\.?$")     # "págs." may be gone with the access words
_EVENT_TAIL = re.compile(rf"^\.\s+(?P<event>[^\[]+?)(?:\.\s+{_PAGE_MARK}\s*(?P<pages>\w+(?:\s*[-–]+\s*\w+)?))?\s*\.?$")
# between names: a comma, the language's "and" ("et" is left to "et al.")
_JOIN = r"\s*,\s*(?:(?:and|y|und|e|&)\s+)?|\s+(?:y|and|und|e|&)\s+"
_NAME_PART = re.compile(
    rf"^al\.$|^(?:al\.|et\.?)?\s*(?:[{UPPER}][\w'’\-]*\.?|[{UPPER}]\.|(?:de|van|von|der|da|di|del|la|le)|Jr\.?)"
    rf"(?:\s+(?:[{UPPER}][\w'’\-]*\.?|[{UPPER}]\.|(?:de|van|von|der|da|di|del|la|le)|Jr\.?|et(?:\.|\s+al\.?)?))*\s*(?:et\.?|et\s+al\.?)?$")


def _split_names(text: str) -> list[str] | None:
    """"Becker, Gary S" / "Pete Burnap , Matthew L. Williams" / "Hollink, V., Kamps, J., Monz, C. et al" as
    name parts; None when a part is no name's (a title's words)."""
    parts = [p.strip() for p in re.split(_JOIN, text.strip(" .")) if p.strip()]
    if not parts or len(parts) > 40 or any(len(re.sub(r"\s+et\.?(?:\s+al\.?)?$", "", p).split()) > 4 or not _NAME_PART.match(p) for p in parts):
        return None
    return parts


def _people(text: str) -> tuple[list[str], bool]:
    """The names as written, "Family, Given" kept together: (names, cut by et al.)."""
    truncated = bool(re.search(r"\bet\.?(?:\s+al\.?)?\s*$|^al\.,", text.strip(" .")))
    text = re.sub(r"^al\.,\s*|\s*\bet\.?(?:\s+al\.?)?\s*$", "", text.strip(" ."))
    # (a suffix keeps its period: "Marcel Jirina Jr.")
    pieces = [p.strip(" ") if re.search(r"\bJr\.$", p.strip()) else p.strip(" .") for p in re.split(_JOIN, text) if p.strip(" .")]
    names: list[str] = []
    for piece in pieces:
        initials = re.fullmatch(rf"(?:[{UPPER}]\.?\s*){{1,3}}|[{UPPER}][\w'’\-]+(?:\s+[{UPPER}]\.?)*", piece)
        if names and "," not in names[-1] and " " not in names[-1] and initials:
            names[-1] = f"{names[-1]}, {piece}"        # "Becker, Gary S" / "Hollink, V."
        else:
            names.append(piece)
    return names, truncated


def _title_and_names(head: str) -> tuple[str, str] | None:
    """"Title. Sub. Names" → (title, names): the first sentence end after which all is names."""
    for end in re.finditer(r"(?<=[^\s.][^\s.])[.?!'’]\s+(?=\S)", head):
        names = head[end.end():]
        if _split_names(names):
            return head[:end.start() + 1].strip(" ."), names
    return None


def _names_and_title(head: str) -> tuple[str, str] | None:
    """A web page's "Names. Title" → (title, names); (head, "") when no names come first."""
    for end in re.finditer(r"(?<=[^\s.][^\s.])\.\s+(?=\S)", head):
        if _split_names(head[:end.start()]):
            return head[end.end():].strip(" ."), head[:end.start()]
    return head.strip(" ."), ""


def _online(text: str, entry: BibEntry) -> bool:
    mark = re.search(rf"\s*{_ONLINE}\s*", text)
    after = text[mark.end():]
    if re.match(r"\s*[.:,]|\s*(?:Available|Disponible|Dispon[íi]vel|Verfügbar)\b", after) or re.search(r"[\"“”]|``|''", text[:mark.start()]):
        return False        # Word's Harvard "[Online] Available at: …", IEEE's '“Title,” 2015. [Online]. Available: …'

    title, names = _names_and_title(text[:mark.start()])
    after = re.sub(r"(?:https?://|www\.)\S+", "", after)     # no year from an address
    year = re.match(rf"^(?:[^\[\d]{{0,30}}?\d{{0,2}}\s*(?:de\s+)?[^\W\d_]*\s*(?:de\s+)?)?{_YEAR}\b", after)
    entry.entry_type, entry.title = "misc", title
    entry.year = int(year.group("year")) if year else None
    if names:
        entry.authors, entry.authors_truncated = _people(names)
    return bool(title)


def parse_word_iso690(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a line of Word's ISO 690 numerical style; False (entry untouched) otherwise."""
    # "[En línea]" and the like are gone from ``text`` with the access words: the line as written says it
    written = re.sub(r"^\s*(?:\[\d+\]|\d+\.)\s+", "", entry.raw or text)
    if re.match(r"^(?:[A-Z][\w'’\-]+(?:\s[A-Z][\w'’\-]+)?\s[A-Z]{1,3},\s){2,}", written):
        return False        # Vancouver's names ("Carter S, Hartman Y, Holder S, …"): Zotero's Vancouver, never ISO 690
    if not (_MARKS.search(text) or _MARKS.search(written)):
        return _unmarked(text, entry)
    if re.search(_ONLINE, written):
        trial = BibEntry(raw=entry.raw)
        if not _online(written, trial):
            return False
    else:
        trial = _titled(text)
        if trial is None:
            return False
    entry.title, entry.authors, entry.authors_truncated = trial.title, trial.authors, trial.authors_truncated
    entry.placeholder_authors = placeholder_authors(entry.authors, entry.authors_truncated)
    adopt_source(entry, trial)
    return True


def _unmarked(text: str, entry: BibEntry) -> bool:
    """Word's line of a report or document with no place, publisher nor venue: "Title. V. García, J. S. Sánchez,
    R. Alejo. 2007." — only when the last sentence before the year is plainly names (an initial, or several
    persons) and the first is plainly no name; the split marked guessed."""
    line = re.match(rf"^(?P<head>.{{12,}}?)\.\s+\(?{_YEAR}\)?\.?$", text)
    split = _title_and_names(line.group("head")) if line else None
    if not split or re.search(r"[“”\"]|\[[A-Z/]{1,5}\]", text) or _split_names(split[0]) or _PUBLISHER_WORDS.search(split[1]):
        return False        # (not GB/T's "Title[M]. O'Reilly Media, Inc. 2012": a publisher, no names)
    title, names = split
    people = _split_names(names)
    if not (len(people) >= 2 or re.search(rf"\b[{UPPER}]\.", names)) or len(title.split()) < 3:
        return False
    entry.title, entry.entry_type, entry.year = clean_space(title), "misc", int(line.group("year"))
    entry.authors, entry.authors_truncated = _people(names)
    entry.placeholder_authors = placeholder_authors(entry.authors, entry.authors_truncated)
    guess(entry, ("title", "authors"), "the title told from the names only by their order (Word's ISO 690)")
    return True


def _titled(text: str) -> BibEntry | None:
    if re.search(r"[“”\"]", text):
        return None         # Word writes the title bare: a quoted one is IEEE's ('“Title,” Publisher, Tech. Rep., Feb. 1986')
    entry = BibEntry()
    source = next((s for s in _SOURCE.finditer(text) if s.start() > 0 and _title_and_names(text[:s.start()].rstrip())), None)
    if not source:
        return None
    entry.title, names = _title_and_names(text[:source.start()].rstrip())
    entry.authors, entry.authors_truncated = _people(names)
    entry.year = int(source.group("year"))
    publisher = (source.group("publisher") or "").strip()
    entry.publisher = "" if re.fullmatch(r"s\.\s?n\.?", publisher) else publisher
    tail = text[source.end():]
    journal, event = _JOURNAL_TAIL.match(tail), _EVENT_TAIL.match(tail)
    if journal:
        entry.entry_type, entry.journal = "article", clean_space(journal.group("journal"))
        glued = re.fullmatch(r"(?P<journal>.*?[^\W\d_].*?)\s+(?P<volume>\d+)(?:\s*\((?P<issue>\d+)\))?", entry.journal)
        if glued and not journal.group("volume"):     # "Data Mining and Knowledge Discovery 6(2)"
            entry.journal, entry.volume, entry.issue = glued.group("journal"), glued.group("volume"), glued.group("issue") or ""
        entry.volume = journal.group("volume") or entry.volume
        entry.issue = journal.group("issue") or journal.group("issue2") or entry.issue or (source.group("issue") or "")
        entry.pages = normalize_pages(journal.group("pages") or "")
        entry.journal = re.sub(r"\s*\((?:1[6-9]|20)\d\d\)\s*\d*$", "", entry.journal)     # "Artif Intell Rev (2010) 34"
    elif event:
        entry.entry_type, entry.journal = "inproceedings", clean_space(event.group("event"))
        entry.pages = normalize_pages(event.group("pages") or "")
        guess(entry, "journal", "the conference told by its place after the year only")
    elif tail.strip(" .,"):
        return None
    else:
        entry.entry_type = "book" if entry.publisher else "misc"
    return entry


# Word's names-first styles of the same family — "ISO 690 – First Element and Date" ("BECKER, Gary S. 1968. Title.
# Journal. 1968, Vol. 76, 2, pp. 169-217.") and "SIST02" (the same without the year after the names): the source
# after the title, told by Word's own marks ("Journal. 1968, Vol. 76" with a period before the year, " : " before
# the publisher)
_NAMED_ARTICLE = re.compile(
    rf"\.\s+(?P<journal>[^.]+(?:\.[^\s.][^.]*)*?)\.\s+{_YEAR},\s+(?:Vol\.\s*(?P<volume>\w+))?(?:,?\s*(?P<issue>\d+))?"
    rf"(?:,?\s*{_PAGE_MARK}\s*(?P<pages>\w+(?:\s*[-–]+\s*\w+)?))?\s*\.?$")
_NAMED_BOOK = re.compile(
    rf"\.\s+(?:(?P<event>[^.:]{{4,}}?)\.\s+)?(?P<place>[^.:]{{2,60}}?|s\.\s?l\.)\s+:\s+(?P<publisher>[^,]{{2,80}}?),\s*{_YEAR}"
    rf"(?:,\s*{_PAGE_MARK}\s*(?P<pages>\w+(?:\s*[-–]+\s*\w+)?))?\s*\.?$")


def parse_word_named(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a line of Word's ISO 690 first-element or SIST02 style; False otherwise."""
    read = read_names(text)
    # the names end with a period (an initial's: "BECKER, Gary S. 1968.")
    if not read or not re.match(r"\s*\.\s+" if not text[:read[2]].endswith(".") else r"\s+", text[read[2]:]):
        return False
    names, truncated, end = read
    names = [n.rstrip(".") if re.search(r"\s[A-Z]\.$", n) else n for n in names]
    rest = re.sub(r"^\s*\.?\s+", "", text[end:])
    rest = re.sub(rf"^{_YEAR}[a-z]?\.\s+", "", rest)       # ISO 690's year after the names
    source = _NAMED_ARTICLE.search(rest)
    # (a book only with Word's empty place or publisher: French typography puts " : " before every publisher)
    book = _NAMED_BOOK.search(rest) if re.search(r"\bs\.\s?[ln]\.", rest) else None
    source = source if source and (source.group("volume") or source.group("pages")) else None
    found = source or book
    if not found or found.start() < 4:
        return False
    title = rest[:found.start()].strip(" .")
    if not title or re.search(r"[“”\"]", title):
        return False
    entry.authors, entry.authors_truncated = names, truncated
    entry.placeholder_authors = placeholder_authors(names, truncated)
    entry.title, entry.year = clean_space(title), int(found.group("year"))
    entry.pages = normalize_pages(found.group("pages") or "")
    if source:
        entry.entry_type, entry.journal = "article", clean_space(source.group("journal"))
        entry.volume, entry.issue = source.group("volume") or "", source.group("issue") or ""
    else:
        publisher = book.group("publisher").strip()
        entry.publisher = "" if re.fullmatch(r"s\.\s?n\.?", publisher) else publisher
        entry.entry_type = "inproceedings" if book.group("event") else "book"
        entry.journal = clean_space(book.group("event") or "")
    return True
