"""Springer's LNCS and Springer Nature lines (splncs04.bst, sn-mathphys / sn-basic), the style of
most computer-science proceedings (issue 20, held-out batch 27):

- article: "Bangor, A., Kortum, P.T.: Title. Intl. Journal of Human–Computer Interaction 24(6), 574–594 (2008)"
- proceedings: "Strobel, V., Kirsch, A.: Title. In: Lutz, C., Thielscher, M. (eds.) KI 2014: Advances in
  Artificial Intelligence, LNCS, vol. 8736, pp. 273–284. Springer, Cham (2014)" and
  "Hickey, R.: Title. In: Proceedings of the 2008 Symposium on Dynamic Languages. ACM (2008)"
- book: "Helmert, M.: Title, vol. 4929. Springer (2008)", "Konar, A.: Title. CRC Press (1999)"
- thesis / report: "Title. Ph.D. thesis, University (2010)", "Title. Tech. rep., Institute (2010)"
- anything else: "Title. 4th International Planning Competition (IPC-04) (2004)", "Title (1998)"

Names end at a colon, the year closes the line in parentheses. Whether a lone part after the title
is a publisher or a venue is told by the publisher's words; that choice is marked guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, set_names_and_year
from .reflist_certainty import guess
from .reflist_parts import UPPER, normalize_pages

_INITIALS = rf"[{UPPER}][a-z]?\.(?:\s?-?[{UPPER}][a-z]?\.)*"
_PARTICLE = r"(?:van|von|de|der|den|del|da|du|la|le|dos|di|ten|ter)"
_FAMILY = rf"(?:{_PARTICLE}\s+)*[{UPPER}][\w'’\-]*(?:\s+(?:{_PARTICLE}\s+)*[{UPPER}][\w'’\-]*){{0,2}}"
_PERSON = rf"{_FAMILY},\s*{_INITIALS}(?:,\s*Jr\.)?|[\u4e00-\u9fff]{{2,4}}"
# a body as author, alone or after the people: "ENCODE Project Consortium", "The PRISMA Group"
_GROUP = (r"(?:The\s+)?[A-Z][\w\-]*(?:\s+(?:of|for|and|on|the|[A-Z][\w\-]*)){0,6}\s+(?:Consortium|Foundation|"
          r"Organi[sz]ation|Group|Committee|Association|Society|Institute|Council|Team|Collaboration|Agency|Office)")
_HEAD = re.compile(rf"^(?P<authors>(?:{_PERSON})(?:,\s*(?:{_PERSON}))*(?:,\s*{_GROUP})?|{_GROUP})"
                   rf"(?P<etal>,?\s+et\s+al\.)?(?:\s*\((?:eds?|Eds?)\.?\)|\s+eds?\.?)?:\s+(?P<rest>\S.*)$")
_TAIL = re.compile(r"^(?P<body>.*?)\s*\((?P<year>(?:1[89]|20)\d\d)[a-z]?(?:,\s*in\s+press)?\)\s*(?:[.,]\s*(?P<after>.*))?$")
# a line copied from Springer's web page keeps the page's link buttons: "… (2018, in press)Google Scholar",
# "… (2009). In pressCrossRefGoogle Scholar"
_BUTTONS = re.compile(r"\s*(?:\.\s*In\s*press)?(?:CrossRef|MathSciNet|MATH|PubMed|ADS|CAS|Article)*Google\s?Scholar\s*$")
# a title ends at ". " / "? " before a capital, a digit or "In:", never after an abbreviation
_ABBREVIATION = re.compile(r"(?:\b(?:vs|e\.g|i\.e|al|Dr|St|Inc|Ltd|Co|Jr|vol|Vol|pp|no|No|ed|eds|Proc|Intl|Int|Conf|J)"
                           r"|\b[A-Z])$")
_STOP = re.compile(r"[.?!]\s+(?=[\w“\"{(]|In:)")
_ARTICLE = re.compile(r"^(?P<journal>[^\d(]*?[^\W\d_].*?)\s+(?P<volume>\d+[A-Za-z]?)(?:\s*\((?P<issue>[^()]{1,15})\))?"
                      r"(?:,\s*(?:pp?\.\s*)?(?P<pages>[A-Za-z]{0,3}\d+(?:\s*[–\-]+\s*[A-Za-z]{0,3}\d+)?))?$")
_SERIES = re.compile(r"[,.]\s*(?:(?:[A-Z][\w\-]*\s+)*Series\s+(?:in|on|of)\s+[\w &]+|LNCS|LNAI|LNBIP|CCIS|AISC|Lecture Notes in [\w ]+|Communications in [\w ]+|"
                     r"Advances in Intelligent [\w ]+|Studies in [\w ]+|Proceedings of Machine Learning Research|PMLR)\b")
_VOLUME = re.compile(r"[,.]\s*vol\.\s*(?P<volume>\d+|(?i:tbd))")     # "vol. tbd": not yet known
_PAGES = re.compile(r"[,.]\s*pp?\.\s*(?P<pages>[A-Za-z]{0,3}\d+(?:\s*[–\-]+\s*[A-Za-z]{0,3}\d+)?)")
_THESIS = re.compile(r"^(?P<kind>Ph\.\s?D\.\s+thesis|PhD thesis|Master'?s thesis|Doctoral thesis|Tech\.\s+rep\.|"
                     r"Technical report|Bachelor'?s thesis)(?:\s+[\w\-/]+)?,\s*(?P<publisher>[^,]+)", re.IGNORECASE)
_PUBLISHER_WORDS = re.compile(r"\b(?:Press|Publish\w*|Springer|Wiley|Elsevier|Verlag|ACM|IEEE|O['’]Reilly|Addison|"
                              r"Prentice|McGraw|Pearson|Morgan|Academic|Routledge|Taylor|CRC|MIT|Cambridge|Oxford|"
                              r"Birkh[aä]user|Kluwer|Sage|World Scientific|No Starch|Manning|Apress|Packt|Books|LLC|Inc|Ltd|GmbH)\b",
                              re.IGNORECASE)
# a venue and the page cited in it, no volume: "WS-IPC 2012 p. 1", "ICAPS Workshop pp. 3-9"
_VENUE_PAGES = re.compile(r"^(?P<venue>[^\d(]*?[^\W\d_].*?),?\s+pp?\.\s*(?P<pages>\d+(?:\s*[–\-]+\s*\d+)?)$")


# a publisher and its place: "Suhrkamp, Frankfurt am Main", "CreateSpace, Scotts Valley, CA"
_PLACED = re.compile(r"^[^,]{2,60},\s*(?:[A-Z][\w .'’\-]+(?:,\s*[A-Z]{2})?|[\u4e00-\u9fff]{2,8})$")


def _title_end(body: str) -> int:
    """The index just after the title (its closing mark kept out), or -1 when the body is all title."""
    for stop in _STOP.finditer(body):
        if not _ABBREVIATION.search(body[:stop.start()]):
            return stop.start() + (1 if body[stop.start()] in "?!" else 0)
    return -1


def _publisher(part: str) -> str:
    """"Springer, Cham, Switzerland" → "Springer"; "UK Planning … Group" whole."""
    return part.split(",")[0].strip(" .")


def _proceedings(rest: str, entry: BibEntry) -> None:
    """What follows "In:": editors, the book, its series, volume and pages, then the publisher."""
    rest = re.sub(r"^In:\s*", "", rest)
    edited = re.match(r"^.*?\((?:eds?|Eds?)\.?\)\s*", rest)
    rest = rest[edited.end():] if edited else rest
    parts = re.split(r"\.\s+(?=[A-Z])", rest)
    publisher = ""
    if len(parts) > 1 and not re.search(r"\b(?:pp|vol)\.|\d{3}|^(?:pp|vol)\b", parts[-1]):
        publisher, rest = _publisher(parts[-1]), ". ".join(parts[:-1])
    pages, volume = _PAGES.search(rest), _VOLUME.search(rest)
    cut = min([m.start() for m in (_SERIES.search(rest), volume, pages) if m] or [len(rest)])
    entry.entry_type = "inproceedings"
    entry.journal, entry.publisher = rest[:cut].strip(" ,."), publisher
    entry.volume = volume.group("volume") if volume and volume.group("volume").isdigit() else ""
    entry.pages = normalize_pages(pages.group("pages")) if pages else ""


def _other(rest: str, entry: BibEntry, book_volume: str) -> None:
    """An article, a thesis or report, a book's publisher, or a venue."""
    article, thesis, venue = _ARTICLE.match(rest), _THESIS.match(rest), _VENUE_PAGES.match(rest)
    if venue and not book_volume:
        entry.entry_type, entry.journal = "inproceedings", venue.group("venue").strip(" ,.")
        entry.pages = normalize_pages(venue.group("pages"))
    elif article and not book_volume:
        entry.entry_type, entry.journal = "article", article.group("journal").strip(" ,.")
        entry.volume, entry.issue = article.group("volume"), article.group("issue") or ""
        entry.pages = normalize_pages(article.group("pages") or "")
    elif thesis:
        entry.entry_type = "techreport" if "rep" in thesis.group("kind").lower() else "phdthesis"
        entry.publisher = thesis.group("publisher").strip(" .")
    elif book_volume or _PUBLISHER_WORDS.search(rest):
        entry.entry_type, entry.publisher, entry.volume = "book", _publisher(rest), book_volume
        guess(entry, ("publisher",), "the part after the title taken for a publisher by its words")
    elif _PLACED.match(rest):
        entry.entry_type, entry.publisher = "book", _publisher(rest)
        guess(entry, ("publisher",), "a name before a place and a year in parentheses read as the publisher")
    else:
        entry.entry_type, entry.journal = "misc", rest.strip(" ,.")
        guess(entry, ("journal",), "the part after the title taken for where the work appeared")


# names written "Azuma, K.," or Vancouver's "Chakarov A.," and closed by a comma, not LNCS's colon
_VANC_PERSON = rf"{_FAMILY}\s+(?:[{UPPER}]\.){{1,3}}"
_COMMA_HEAD = re.compile(rf"^(?P<authors>(?:{_PERSON}|{_VANC_PERSON})(?:,\s*(?:{_PERSON}|{_VANC_PERSON}))*(?:,\s+et\s+al\.)?),\s+"
                         rf"(?!&|and\s|(?:{_PERSON}|{_VANC_PERSON})(?:[\s,(&:]|$)|{_INITIALS}\s*[{UPPER}][a-z])(?=[{UPPER}\d{{]|‘|“)")


def parse_lncs_comma(text: str, entry: BibEntry) -> bool:
    """An LNCS line (its year in parentheses at the end) whose names end with a comma: "Azuma, K., Title.
    Journal 19(3), 357–367 (2010)." / "Chakarov A., Lee S., Title. In: CAV, pp. 511–526 (2013).": read as
    with LNCS's colon."""
    head = _COMMA_HEAD.match(text)
    if not head or not re.search(r"\((?:1[89]|20)\d\d[a-z]?\)\.?\s*$", text) \
            or re.search(r"[^\W\d_]\s*,\s*\d+\s*[–\-]+\s*\d+\s*\((?:1[89]|20)\d\d[a-z]?\)\.?\s*$", text):
        return False        # "Journal of the ACM, 97–109 (1970).": pages with no volume, a journal LNCS would not read
    names = re.sub(rf"(?P<family>{_FAMILY})\s+(?P<initials>(?:[{UPPER}]\.){{1,3}})(?=,|$)", r"\g<family>, \g<initials>", head.group("authors"))
    return parse_lncs(f"{names}: {text[head.end():]}", entry)


def parse_lncs(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text)
    tail = _TAIL.match(_BUTTONS.sub("", head.group("rest"))) if head else None
    if not tail or not tail.group("body").strip() or tail.group("body").lstrip()[:1] in "‘“\"'":
        return False
    body = tail.group("body").strip(" ,")
    end = _title_end(body)
    title, rest = (body[:end], body[end:].lstrip(".?! ")) if end >= 0 else (body, "")
    book_volume = _VOLUME.search(title)
    title = (title[:book_volume.start()] if book_volume else title).strip(" ,.")
    if len(title) < 4:
        return False
    entry.title = title
    if rest.startswith("In:") or rest.startswith("In "):
        _proceedings(rest, entry)
    elif rest:
        _other(rest, entry, book_volume.group("volume") if book_volume else "")
    else:
        entry.entry_type = "book" if book_volume else "misc"
        entry.volume = book_volume.group("volume") if book_volume else ""
    names = [n.strip().rstrip(".") for n in re.findall(rf"{_GROUP}|{_PERSON}", head.group("authors"))]
    set_names_and_year(entry, names, tail.group("year"), bool(head.group("etal")))
    return True
