"""Microsoft Word's built-in Chicago bibliography (and Chicago lines typed like it): the first
author inverted, the others given name first, initials often without their periods, the edition
as a bare ordinal, the place before the publisher, the year last.

    Booth, Wayne C, Gregory G Colomb, and Joseph M Williams. The Craft of Research. 3rd. Chicago: University of Chicago Press, 2008.
    Barnes, E, et al. Electronics manufacturing service industry. Atlanta: Georgia Institute of Technology, 2000.
    Tosh, John. The Pursuit of History. 4th ed. Harlow: Longman, 2006.
    Ripley, Brian. RODBC: ODBC Database Access. 2012. http://… (accessed 2012 йил 16-03).
    Monzani, J S, S Bendahan, and Y Pigneur. "Title." Proceedings of the 37th … Sciences. Hawaii, 2004. 1-10.
    In, Hoh, and Siddhartha Roy. "Title." IEEE (IEEE), 2001: 10-15.

A web page's line ("Author. Title. Year." and an address) names no kind of author: one that is no
person's name shape is read as written and marked guessed.

In a German, French or Spanish document Word writes the language's "and" and quotes (held-out batch 32):

    Balzer, Lars, Andreas Frey, und Peter Nenniger. „Titel.“ Zeitschrift, 1999: 21.
    Bastien, J.M. Christian. „Title.“ International Journal of Medical Informatics, 2008: e18-e23.
    Lange, Clara. „site.example.de.“ 2010. https://…
    vdf-Wirtschaftsinformatik. Titel. Zürich: vdf Hochschulverlag AG, 2022.
"""
from __future__ import annotations

import re

from .entry import BibEntry, normalize_pages, split_year
from .reflist_certainty import guess as mark_guessed
from .reflist_frpress import is_place
from .reflist_parts import UPPER, _PAGES

_U = f"[{UPPER}]"
_WORD = rf"{_U}[a-z\u00df-\u00ff'’][\w'’\-]*"            # a name, not initials run together ("RS")
_GIVEN = rf"(?:{_WORD}|{_U}\.?)"                       # "Wayne", "C", "C.", "J"
_PARTICLE = r"(?:(?:de|da|di|du|van|von|der|den|del|la|le)\s+)*"
_GAP = r"(?:[\s\-]+|(?<=\.))"                        # "J.M. Christian": initials run together after a period
_FIRST = rf"(?P<family>{_WORD}(?:\s+{_WORD})?),\s+(?P<given>{_GIVEN}(?:{_GAP}{_GIVEN}){{0,3}})"
_OTHER = rf"{_GIVEN}(?:{_GAP}{_GIVEN}){{0,3}}\s+{_PARTICLE}{_WORD}"
_AND = r"(?:and|und|et|y|e|&)"                          # Word's Chicago in German, French, Spanish, Portuguese
_NAMES = re.compile(rf"^{_FIRST}(?P<others>(?:,\s+{_OTHER})*(?:,?\s+{_AND}\s+{_OTHER})?|,\s+et\s+al\.?)$")
_ONE_WORD = re.compile(rf"^{_WORD}$")                  # "Bertin." (Word's author with no given name)
# a body written as one word before a book: "vdf-Wirtschaftsinformatik.", "acatech."
_ONE_TOKEN = re.compile(r"^[^\W\d_][\w'’]*-?[\w'’\-]*$")
_YEAR = r"(?:1[5-9]|20)\d\d"
_EDITION = r"(?:Rev\.\s+)?(?:\d+(?:st|nd|rd|th)|Rev\.)(?:\s+(?:ed|edn|edition)\.?)?"
# "Title. [3rd.] Chicago: University of Chicago Press, 2008."
_BOOK = re.compile(rf"^(?P<title>.+?[.?!])\s+(?:(?P<edition>{_EDITION})\.?\s+)?(?P<place>{_U}[^.:;\d]{{1,40}}):\s*"
                   rf"(?P<publisher>[^:;]+?),\s*(?P<year>{_YEAR})\.?$")
# Chicago 18's book, no place before the publisher: "Title. [3rd ed.] [Series.] Bloomsbury, 2011." (the title its first
# sentence, an edition or a series after it; the publisher one sentence of six words at most, "Oxford Univ. Press")
_BOOK_NO_PLACE = re.compile(rf"^(?P<title>[^\"“„«].+?[.?!])\s+(?:(?P<middle>.+?[.?!])\s+)??"
                            rf"(?P<publisher>{_U}(?:[^.:;,\d]|(?:(?<=\bUniv)|(?<=\bCo)|(?<=\bInc)|(?<=\bLtd)|(?<=\bPubl)|(?<=\bBros)|(?<=\bSt))\.){{1,60}}?),\s*(?P<year>{_YEAR})\.?$")
# a web page's author that is no person: "Google", "R Development Core Team", "The Economist"
_ORGANISATION = re.compile(rf"^{_U}[\w&'’\-]+(?:\s+[\w&'’\-]+){{0,6}}$")
# a web page: "Title. 2012." (the address and the access date taken out)
_WEB = re.compile(rf"^(?P<title>[^\d].+?)\.\s+(?P<year>{_YEAR})\.?$")
# a web page whose title Word put in quotes: "„matthes.in.tum.de.“ 2010." / "“Home page.” 2019."
_WEB_QUOTED = re.compile(rf"^[\"“„](?P<title>[^\"“”„]+?)[.,]?[\"”“]\s+(?P<year>{_YEAR})\.?$")
# "“Title.” Proceedings of …. [Place, Year. | Publisher.] 1-10." — a paper, its pages last
_PAPER = re.compile(rf"^[\"“„](?P<title>[^\"“”„]+?)[.,]?[\"”“]\s+(?P<container>[^\"“”„]+?)\.\s+"
                    rf"(?:(?P<place>{_U}[^.,:\d]{{1,40}}),\s*(?P<year>{_YEAR})\.\s+|(?P<publisher>{_U}[^.,:\d]{{1,40}})\.\s+)?"
                    rf"(?P<pages>\d+\s*[-–]\s*\d+)\.?$")
# "“Title.” IEEE (IEEE), 2001: 10-15." — a source with a year and pages, no volume
_SOURCE_YEAR = re.compile(rf"^[\"“„](?P<title>[^\"“”„]+?)[.,]?[\"”“]\s+(?P<source>[^\"“”„:]+?),\s*(?P<year>{_YEAR}):\s*"
                          rf"(?P<pages>{_PAGES})\.?$")

# Zotero's Chicago notes-bibliography, also in French ("« Title »."): "“Title.” Journal, 2020." / "“Title.” In Book,
# 712, 2008." / "« Title ». Book, s. d., 48." — the source and the year after one comma, the pages beside them
_SOURCE_LATE = re.compile(rf"^[\"“„«](?P<title>[^\"“”„«»]+?)[.,]?\s*[\"”“»]\.?\s+(?P<in>In\s+)?(?P<source>(?=[^,]*[^\W\d_])[^\"“”„«»,]+?),\s*"
                          rf"(?:(?P<pages>{_PAGES}),\s*)?(?:(?P<year>{_YEAR})|s\.\s?d\.)(?:,\s*(?P<after>{_PAGES}))?\.?$")


def _people(names: str) -> tuple[list[str], bool] | None:
    """"Booth, Wayne C, Gregory G Colomb, and Joseph M Williams" → ["Booth, Wayne C", "Gregory G
    Colomb", "Joseph M Williams"]; "Barnes, E, et al" → (["Barnes, E"], True); None if no such list."""
    match = _NAMES.match(names)
    if not match:
        return None
    first = f"{match.group('family')}, {match.group('given')}"
    others = match.group("others")
    if re.fullmatch(r",\s+et\s+al\.?", others):
        return [first], True
    rest = [p.strip() for p in re.split(rf",\s+(?:{_AND}\s+)?|,?\s+{_AND}\s+", others) if p.strip()]
    return [first, *rest], False


def _head(text: str) -> tuple[str, str] | None:
    """(names, rest) split at the period that closes the names ("Barnes, E, et al." keeps its own)."""
    etal = re.match(r"^(?P<names>[^.]+?,\s+et\s+al)\.\s+(?P<rest>\S.*)$", text)
    if etal:
        return etal.group("names"), etal.group("rest")
    # an initial without its period ends no name list ("Booth, Wayne C, …"); "Kargon, Robert H., Karen …" keeps its
    head = re.match(rf"^(?P<names>(?:[^.]|(?<=\s{_U})\.(?=,))+?)\.\s+(?P<rest>\S.*)$", text)
    # the title in quotes after the names: the period before the quote closes them ("Bastien, J.M. Christian. „Title.“")
    quoted = re.match(r"^(?P<names>[^\"“”„]+?)\.\s+(?P<rest>[\"“„].*)$", text)
    if quoted and (not head or not head.group("rest")[:1] in "\"“„") and _people(quoted.group("names")):
        return quoted.group("names"), quoted.group("rest")
    # the first person's initials go on past the period: "Pocock, J. G. A. Virtue, Commerce, and History."
    more = re.match(rf"^(?P<initials>(?:{_U}\.\s?)*{_U})\.\s+(?P<rest>{_U}[a-z].*)$", head.group("rest")) \
        if head and re.search(rf",\s+{_U}$", head.group("names")) else None
    if more:
        return f"{head.group('names')}. {more.group('initials')}.", more.group("rest")
    # the last author's middle initial is no end: "…, Emanuele Quinz, et Caroline A. Jones. Title."
    cut = re.search(rf",?\s+{_AND}\s+{_WORD}\s+{_U}$", head.group("names")) if head else None
    longer = re.match(rf"^(?P<family>{_PARTICLE}{_WORD})\.\s+(?P<rest>\S.*)$", head.group("rest")) if cut else None
    if longer:
        return f"{head.group('names')}. {longer.group('family')}", longer.group("rest")
    return (head.group("names"), head.group("rest")) if head else None


def _without_series(entry: BibEntry) -> None:
    """Chicago parts a subtitle by a colon: short sentences after a book's title are its series, a reprint or
    an edition ("Choses dites. Le sens commun.", "Writing Machines. Mediaworks Pamphlets.", "Le plaisir du texte.
    Repr., c 1973. Tel quel."), not its title's — cut, and the cut said to be a guess."""
    sentences = re.split(r"(?<!\bMrs)(?<!\bMme)(?<!\bMlle)(?:(?<=[^\W\d_]{3})|(?<=[)?!]))\.\s+(?=[^\W\d_])", entry.title)
    # (an English subtitle after a period opens with its article: "Guns, Germs, and Steel. The Fates of Human Societies")
    if len(sentences) > 1 and all(len(s.split()) <= 6 and ":" not in s and not re.match(r"(?:The|A|An)\s", s)
                                  for s in sentences[1:]):
        entry.title = sentences[0].strip(" .")
        mark_guessed(entry, "title", "what follows the book's title before its place read as its series or edition")


def parse_word_chicago(text: str, entry: BibEntry) -> bool:
    head = _head(text)
    if not head:
        return False
    names, rest = head
    if re.match(r"[A-Z]\.(?:\s?[A-Z]\.)*\s*,\s*(?:&|and\b|[A-Z][\w'’\-]+,)", rest):
        return False          # "Pressman, R. S., & Maxim, B. R. Title": the names go on past the first initial
    people = _people(names)
    book = _BOOK.match(rest) if rest[:1] not in "\"“„" else None     # a title in quotes is a part's, not a book's
    if not book and people and not re.search(r"\bIn:?\s|\b(?:[Ee]dited|[Tt]ranslated)\s+by\b|\b(?:vol|no|pp)\.\s*\d"
                                             r"|\b(?i:diss|thesis|dissertation|manuscript|presented)\b", rest):
        book = _BOOK_NO_PLACE.match(rest)
        if book and (len(book.group("publisher").split()) > 6 or is_place(book.group("publisher"))):
            book = None     # (a city alone is where a paper was given, no publisher: "… Meeting. Chicago, 2019.")
    paper = _PAPER.match(rest) or _SOURCE_YEAR.match(rest)
    late = None if (book or paper) else _SOURCE_LATE.match(rest)
    if paper and re.search(r",\s*(?:vol|nos?|pp?)\b|\bp{1,2}$|\bIn:", paper.groupdict().get("container") or ""):
        paper = None          # MLA's "Journal, vol. 215, no. 3, 1990, pp. 403–10", a chapter's "In: Eds."
    web = (_WEB.match(rest) or _WEB_QUOTED.match(rest)) if entry.url and not (book or paper) else None
    if late and people:
        entry.authors, entry.authors_truncated = people
        entry.title = late.group("title").strip(" .,")
        entry.pages = normalize_pages(late.group("pages") or late.group("after") or "")
        entry.year, entry.year_suffix = split_year(late.group("year") or "")
        entry.entry_type = "inproceedings" if late.group("in") else "article"
        entry.journal = late.group("source").strip()
        return True
    if not (book or paper or web):
        return False
    if people is None and not (((_ONE_WORD.match(names) or _ONE_TOKEN.match(names) and "-" in names) and book)
                               or (web and _ORGANISATION.match(names))):
        return False          # a person's name shape, one family name before a book, or a web page's author
    if web and re.search(r"\.\s|[\"“”‘’„]", web.group("title")):
        return False          # "Title. Site. 2012.": more than a title before the year
    if people is None:
        entry.authors, entry.authors_truncated = [names.strip()], False
        if web and not _ONE_WORD.match(names):
            mark_guessed(entry, "authors", "the words before the title read as the web page's author")
    else:
        entry.authors, entry.authors_truncated = people
    if book:
        entry.entry_type, entry.title = "book", book.group("title").strip(" .")
        entry.publisher = book.group("publisher").strip(" .")
        _without_series(entry)
        if book.re is _BOOK_NO_PLACE and book.group("middle"):
            mark_guessed(entry, "title", "the sentences between the book's title and its publisher read as its edition or series")
        entry.year, entry.year_suffix = split_year(book.group("year"))
    elif web:
        entry.entry_type, entry.title = "misc", web.group("title").strip(" .")
        entry.year, entry.year_suffix = split_year(web.group("year"))
    else:
        entry.title = paper.group("title").strip(" .,")
        entry.pages = normalize_pages(paper.group("pages"))
        entry.year, entry.year_suffix = split_year(paper.group("year") or "")
        if "source" in paper.groupdict():
            entry.entry_type, entry.journal = "article", paper.group("source").strip()
        else:
            entry.entry_type, entry.journal = "inproceedings", paper.group("container").strip()
            entry.publisher = (paper.group("publisher") or "").strip()
    return True
