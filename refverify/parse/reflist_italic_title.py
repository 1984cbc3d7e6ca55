"""A line whose title is in italics right after the names (issue 20), in Markdown or in a \\bibitem typed by hand:

    Fisher, M., _Capitalist realism : is there no alternative?_, Zero books, 2009
    Moretti F., _Distant reading_, Verso, 2013
    Boyd-Graber J., _Applications of Topic Models_, Foundations and Trends in Information Retrieval Vol. 11, No. 2-3, pp. 143–296, 2017
    \\bibitem{GR00} I.S. Gradshteyn and I.M. Ryzhik, {\\it Table of integral, series and products}, 6ta edición (2000), Academic Press.
    \\bibitem{Griffiths2013} Griffiths, David J. \\textit{Introduction to Electrodynamics}. 4th ed., Pearson, 2013.

The italics say where the title begins and ends, so its commas and periods are the title's; after it
a journal with marked numbers, or a book's edition, publisher and year. Read from the line as written
(``entry.raw``), before the markers are taken away.
"""
from __future__ import annotations

import re
from typing import Callable

from .entry import BibEntry, latex_to_text, normalize_pages, split_year
from ..ids import normalize_arxiv
from .reflist_frpress import is_place
from .reflist_markup import md_unescape
from .reflist_parts import MONTH, _PUBLISHER_WORDS
from .reflist_styles import journal_not_publisher
from .reflist_terms import EDITION, SPELLED_EDITION, name_joiners
from . import reflist_venues as venues

# the names, a comma (or the names' own period), the title in italics, a comma, the rest
# (the editors' role after the names: "Cavadi A. (ed),", "dalla Chiesa, N. (a cura di),")
_ITALIC_TITLE = re.compile(r"^(?P<names>[^*_\d()\[\]“”\"]{2,160}?)(?:\s*\((?:eds?|a\s+cura\s+di|cur|coord|orgs?|hrsg|dir|éds?)\.?\))?"
                           r"[.,]?\s*(?P<mark>\*|_)(?=[^\s*])(?P<title>[^*_]{3,300}?)(?<=\S)(?P=mark)"
                           r"\s*[,.]\s*(?P<rest>[^*_]*?|in\s[^*_]{2,160}?[.,]?\s*\*(?=\S)[^*_]{3,300}?(?<=\S)\*\s*,[^*_]*?)\s*\.?$")
# a chapter's book after it: "in Aa. Vv., *Storia mondiale dell’educazione*, Città Nuova, Roma 1984, vol. 2"
_IN_BOOK = re.compile(r"in\s(?P<editors>[^*_]{2,160}?)[.,]?\s*\*(?P<book>[^*_]{3,300}?)\*\s*,\s*(?P<rest>.*)$")
# a \\bibitem's italics and link text, as Markdown's: "{\\it Title}", "\\textit{Title}", "\\emph{Title}"
_LATEX_ITALIC = re.compile(r"\{\\(?:it|em|itshape)\s+(?P<a>(?:[^{}]|\{[^{}]*\})+)\}|\\(?:textit|emph)\s*\{(?P<b>(?:[^{}]|\{[^{}]*\})+)\}")
# a book's edition before its publisher: "4th ed.,", "6ta edición", "7. Auflage,", "2e éd."
_EDITION_FIRST = re.compile(rf"^(?:\d+\s*(?:ta|da|ra|va|a|o)\s+edici[oó]n|\d+\.\s*Auflage|{EDITION}|{SPELLED_EDITION})\b\.?\s*,?\s*", re.I)
# "Academic Press." after "(2000),", "Springer, (2004)", "Wiley, New York, NY, 1999": the publisher before a place or the year
_PUBLISHER_AFTER = re.compile(r"(?:\((?P<y1>(?:1[5-9]|20)\d\d)\)\s*,\s*)?(?P<publisher>[^\W\d_][^,.;:()]{1,60}?)"
                              r"(?:,\s*[A-Z][^,.;:()\d]{1,30}){0,2}(?:,\s*\(?(?P<y2>(?:1[5-9]|20)\d\d)\)?)?")
# a journal and its numbers as physics writes them: "Phys.Rev.Lett. 91 (2003) 190403", "Phys. Rev. B 64, 235317 (2001)"
_JOURNAL_NUMBERS = re.compile(r"(?P<journal>[^\W\d_][^\d;:()]*?)[,.]?\s+(?P<volume>\d{1,5})(?:\s*\((?P<issue>\d[^()]{0,8})\))?"
                              r"(?:\s*\((?:1[5-9]|20)\d\d\)\s*|,\s*)(?P<pages>[A-Za-z]?\d+(?:\s*[-–]+\s*[A-Za-z]?\d+)?)"
                              r"(?:\s*\((?:1[5-9]|20)\d\d\))?")
# the AMS styles' journal: its volume (in bold), the year in brackets, the number, the pages ("The Annals of Applied
# Statistics (2011), 523--550", "Letters 82 (2012), no. 7, 1346--1351"); never a preprint's "(2008), 1–9"
_AMS_JOURNAL = re.compile(r"(?P<journal>(?!preprint\b)[^\W\d_][^;:()\d]*?)\s+(?:(?P<volume>\d{1,5})\s+)?\((?:1[5-9]|20)\d\d\)"
                          r"(?:,\s*no\.\s*(?P<issue>[\w/\-–]+))?,\s*(?P<pages>[A-Za-z]?\d+(?:\s*[-–]+\s*[A-Za-z]?\d+)?)", re.I)
_ARXIV_ONLY = re.compile(r"(?:arXiv:\s*)?(\d{4}\.\d{4,5}(?:v\d+)?)(?:\s*\[[\w.\-]+\])?", re.I)
_AMS_PREPRINT = re.compile(r"(?:preprint\s*)?\((?P<year>(?:1[5-9]|20)\d\d)\)(?:,\s*(?:(?P<pages>\d+\s*[-–]+\s*\d+)|arXiv:\s*\S+(?:\s*\[[\w.\-]+\])?))?",
                           re.I)
# what follows a book's title: its publisher and the year ("Verso, 2013", "university of illinois press, 2013")
_PUBLISHER_YEAR = re.compile(r"(?P<publisher>[^\W\d_][^,.;:()]{1,60}?),\s*(?P<year>(?:1[5-9]|20)\d\d)[a-z]?")
# the publisher, the year in brackets: "Ellis Horwood Limited (1982)" (a journal's would carry numbers)
_PUBLISHER_PAREN_YEAR = re.compile(r"(?P<publisher>[^\W\d_][^,.;:()\d]{1,60}?)\s+\((?P<year>(?:1[5-9]|20)\d\d)[a-z]?\)")
# a place, its publisher, the year, the pages of a chapter: "Australia: Springer International Publishing, 2015, pp. 622--632"
_PLACE_PUBLISHER = re.compile(r"[^\W\d_][^,:;()\d]{1,40}:\s*(?P<publisher>[^\W\d_][^,;:()\d]{1,80}?),\s*(?:1[5-9]|20)\d\d"
                              r"(?:,\s*pp?\.\s*(?P<pages>[A-Za-z]?\d+(?:\s*[-–]+\s*[A-Za-z]?\d+)?))?")
# the Italian (and Spanish) imprint: the publisher, then the place and the year without a comma ("il Saggiatore,
# Milano 2007", "Laterza, Roma-Bari 2007"), the place sometimes written before it too ("Torino, Einaudi, Torino 2010")
_PUBLISHER_PLACE_YEAR = re.compile(r"(?:[A-Z][^,;:()\d]{1,30},\s*(?=[^,]+,))?(?P<publisher>[^\W\d_][^,;:()\d]{1,60}?),\s*"
                                   rf"(?!(?:{MONTH}|(?:Spring|Summer|Autumn|Fall|Winter)[a-z]*\.?)\s+\d)"
                                   r"[A-Z][^,;:()\d]{1,40}?\s+(?P<year>(?:1[5-9]|20)\d\d)[a-z]?")
# a journal after "in" in quotation marks, its year ("anno") and number ("n.") marked
_IN_JOURNAL = re.compile(r"in\s+[“\"«‘']{1,2}(?P<journal>[^”\"»’']{2,120})[”\"»’']{1,2}\s*,\s*(?:anno\s+(?P<volume>[IVXLC]+|\d+)\s*,\s*)?"
                         r"(?:(?:n|nr|no|num)\.\s*(?P<issue>\d+(?:/\d+)?)\s*,\s*)?[^“”\"«»]*?(?:1[5-9]|20)\d\d[a-z]?", re.I)
_JOURNAL_DATE = re.compile(rf"(?P<journal>[^\W\d_][^,;:()\d]{{1,80}}?),\s*{MONTH}\s+(?:\d{{1,2}},?\s+)?(?:1[5-9]|20)\d\d")
# a place alone before the year ("Champaign, IL, 2011"): no publisher said
_PLACE_YEAR = re.compile(r"[A-Z][a-z]+(?:\s[A-Z][a-z]+)?,\s*[A-Z]{2},\s*(?:1[5-9]|20)\d\d")
_YEAR = re.compile(r"\b((?:1[5-9]|20)\d\d)[a-z]?\b")
_ADDRESS_WORD = re.compile(r"(?:https?://|www\.|(?:doi|DOI):\s*10\.|10\.\d{4,9}/)\S*")


def _without_trailing_addresses(text: str) -> str:
    """The text without the addresses and DOIs written at its end, word by word from the last ("… (2020)
    https://doi.org/… doi:10.…" → "… (2020)"); each word looked at once."""
    words = text.split()
    while words and (_ADDRESS_WORD.fullmatch(words[-1].lstrip(",.;")) or words[-1].rstrip(":").lower() == "doi"):
        words.pop()
    return " ".join(words) if len(words) < len(text.split()) else text


def parse_italic_title(entry: BibEntry, read_names: Callable[[str], tuple[list[str], bool]]) -> bool:
    """Fill ``entry`` from a line "Names, *Title*, rest" (see the module); False for a line of another shape,
    ``entry`` then as it was."""
    before = dict(vars(entry))
    if _read(entry, read_names):
        if entry.year and entry.pages == str(entry.year) and (entry.raw or "").count(str(entry.year)) == 1:
            entry.pages = ""    # the year after the numbers is no page: "American Journal of Physics, **64** (7), 1995."
        return True
    vars(entry).update(before)
    return False


def _read(entry: BibEntry, read_names: Callable[[str], tuple[list[str], bool]]) -> bool:
    raw = name_joiners(md_unescape(_as_markdown(entry.raw or "")))
    found = _ITALIC_TITLE.match(raw)
    if not found or not (_YEAR.search(found.group("rest")) or _ARXIV_ONLY.fullmatch(found.group("rest").strip(" ."))):
        return False
    if re.fullmatch(r"et\.?\s?al\.?", found.group("title").strip()):
        return False        # "H.~Lück \emph{et~al.}, Journal": the italics are the names' "et al."
    names = re.sub(r",?\s+et\s+al\.?$", "", found.group("names").strip(" ,"))
    if any(len(part.split()) > 4 for part in re.split(r",|\s+(?:and|&)\s+", names)):
        return False        # a title's words among the names ("Menten ML. Die Kinetik der Invertinwirkung. *Journal*")
    truncated = names != found.group("names").strip(" ,")
    # (the names' words are names: capitalised words and initials, no sentence of a title)
    # (initials joined by a hyphen: "Passeron J.-C.")
    if not re.fullmatch(r"(?:[A-Z]\.)+|(?:[A-Z]\.)*[^\W\d_][\w'’\-]*\.?(?:(?:,\s*|\s+|\s+(?:and|&)\s+)(?:[^\W\d_][\w'’\-]*\.?(?:-[A-Z]\.)?|(?:[A-Z]\.)+)){0,12}", names) \
            or sum(1 for w in re.findall(r"[^\W\d_][\w'’\-]*", names) if w[0].islower() and w not in ("and", "van", "von", "de", "der", "da", "di", "dalla", "della",
                                                                                        "del", "dello", "dos", "das", "du", "la", "le")) >= 1:
        return False
    entry.authors, entry.authors_truncated = read_names(names)
    entry.authors_truncated = entry.authors_truncated or truncated
    if not entry.authors:
        return False
    entry.title = found.group("title").strip(" ,.")
    # a DOI or an address after the numbers is read apart ("Phys. Rev. B, 49, 5664 (2020) https://doi.org/…")
    rest = _without_trailing_addresses(found.group("rest").strip(" .")).strip(" .,")
    arxiv = _ARXIV_ONLY.fullmatch(rest)
    if arxiv:       # amsalpha's preprint named by its arXiv number alone: "\\mbox{1207.4045}"
        entry.entry_type, entry.arxiv = "misc", normalize_arxiv(arxiv.group(1))
        return True
    in_book = _IN_BOOK.match(rest)
    if in_book:     # the book's imprint after it: "Città Nuova, Roma 1984, vol. 2"
        rest = in_book.group("rest").strip(" .")
        imprint = _PUBLISHER_PLACE_YEAR.match(rest) or _PUBLISHER_YEAR.match(rest) or _PLACE_PUBLISHER.match(rest)
        if not imprint:
            return False
        entry.journal, entry.entry_type = in_book.group("book").strip(" ,."), "incollection"
        entry.publisher = imprint.group("publisher").strip()
        entry.year, entry.year_suffix = split_year(_YEAR.findall(rest[:imprint.end()])[-1])
        volume = re.search(r"\b(?:vol|Bd|t)\.\s*(\d+|[IVXLC]+)\b", rest[imprint.end():])
        entry.volume = volume.group(1) if volume else ""
        return True
    years = _YEAR.findall(rest)
    entry.year, entry.year_suffix = split_year(years[-1])
    journal = _IN_JOURNAL.fullmatch(rest)
    if journal:     # Italian: 'in “Meridiana’’, n.7/8, settembre 1989' / 'in “Rivista”, anno II, n. 2, 2013'
        entry.journal, entry.entry_type = journal.group("journal").strip(" ,"), "article"
        entry.volume, entry.issue = journal.group("volume") or "", journal.group("issue") or ""
        return True
    placed = _PLACE_PUBLISHER.fullmatch(rest)
    if placed:      # "Australia: Springer International Publishing, 2015, pp. 622--632."
        entry.entry_type, entry.publisher = "book", placed.group("publisher").strip()
        entry.pages = normalize_pages(placed.group("pages") or "")
        return True
    press = re.match(r"(?P<publisher>[^\W\d_][^,.;:()]{1,60}?),\s*(?:1[5-9]|20)\d\d\b", rest)
    if press and _PUBLISHER_WORDS.search(press.group("publisher")):
        # a book's publisher and year, then its volume: "Prentice-Hall, 1992, vol. 2" (no journal)
        entry.entry_type, entry.publisher = "book", press.group("publisher").strip()
        return True
    if venues.marked_numbers(rest, entry) and not _PUBLISHER_WORDS.search(entry.journal):
        entry.entry_type = "article"
        return True
    entry.journal, entry.volume, entry.issue, entry.pages = "", "", "", ""
    ams = _AMS_JOURNAL.fullmatch(rest)
    if ams:         # amsplain's "Statistics & Probability Letters 82 (2012), no. 7, 1346–1351"
        entry.journal, entry.volume = ams.group("journal").strip(" ,."), ams.group("volume") or ""
        entry.issue, entry.pages = ams.group("issue") or "", normalize_pages(ams.group("pages"))
        entry.entry_type = "article"
        return True
    preprint = _AMS_PREPRINT.fullmatch(rest)
    if preprint:    # "preprint (2008), 1–9", "(2015), arXiv:1501.00051 [math.CO]"
        entry.entry_type, entry.pages = "misc", normalize_pages(preprint.group("pages") or "")
        entry.year, entry.year_suffix = split_year(preprint.group("year"))
        return True
    article = _JOURNAL_NUMBERS.fullmatch(rest)
    if article:     # "Phys.Rev.Lett. 91 (2003) 190403", "Phys. Rev. B 64, 235317 (2001)"
        entry.journal, entry.volume = article.group("journal").strip(" ,."), article.group("volume")
        entry.issue, entry.pages = article.group("issue") or "", normalize_pages(article.group("pages"))
        entry.entry_type = "article"
        return True
    rest = _EDITION_FIRST.sub("", rest)
    paren = _PUBLISHER_PAREN_YEAR.fullmatch(rest)
    paren = None if paren and journal_not_publisher(paren.group("publisher")) else paren     # "Nature Physics (2019)" is a journal's
    book = (_PUBLISHER_YEAR.fullmatch(rest) or _PUBLISHER_PLACE_YEAR.fullmatch(rest) or paren
            or (_PUBLISHER_AFTER.fullmatch(rest) if rest[:1] == "(" or _LATEX.search(entry.raw or "") else None))
    dated = None if book else _JOURNAL_DATE.fullmatch(rest)
    if dated:       # "*Deep learning for cells*, Nature Communications, June 2019": a journal and its issue's date
        entry.entry_type, entry.journal = "article", dated.group("journal").strip()
        return True
    two = None if book else _TWO_NAMES_YEAR.fullmatch(rest)
    publisher = _publisher_beside_city(two.group("a").strip(), two.group("b").strip()) if two else ""
    if two and (is_place(two.group("a")) or is_place(two.group("b"))):
        # "Londres, Faber & Faber, 1991" / "Faber & Faber, London, 1991": the city tells which is the publisher;
        # beside a state, a country or another city none is ("Cambridge, Mass., 2018")
        entry.entry_type, entry.publisher = "book", publisher
        return True
    if not (book or _PLACE_YEAR.fullmatch(rest) or _YEAR.match(rest)):
        return False        # "*Book*, Cambridge, U.K.: Cambridge Univ. Press, 2002": another reader's shape
    entry.entry_type = "book" if book else "misc"
    entry.publisher = book.group("publisher").strip() if book else ""
    return True


_LATEX = re.compile(r"^\s*\\bibitem\b")
# what stands beside a city and is no publisher: a state, a country ("Cambridge, Mass.", "Oxford, UK", "London, England")
_REGION = re.compile(r"[A-Z]{2,3}|[A-Z][a-z]{0,4}\.|England|Scotland|Germany|Deutschland|France|Italy|Italia|Spain|España|"
                     r"Mexico|México|Canada|Australia|Switzerland|Schweiz|Suisse|Netherlands|Brazil|Brasil|China|Japan|India")


def _publisher_beside_city(a: str, b: str) -> str:
    """Of "A, B" before a year, the one that is no city when the other is one; "" when that is unsure."""
    if is_place(a) and not is_place(b) and not _REGION.fullmatch(b):
        return b
    if is_place(b) and not is_place(a) and not _REGION.fullmatch(a):
        return a
    return ""
_TWO_NAMES_YEAR = re.compile(r"(?P<a>[^\W\d_][^,;:()\d]{1,60}?),\s*(?P<b>[^\W\d_][^,;:()\d]{1,60}?),\s*(?:1[5-9]|20)\d\d[a-z]?")


def _as_markdown(raw: str) -> str:
    """The line without its number, a \\bibitem's italics written "*…*" and the rest as plain text (its
    addresses left out: their underscores are no italics)."""
    if _LATEX.search(raw):
        body = re.sub(r"^\s*\\bibitem\s*(?:\[[^\]]*\])?\s*\{[^{}]*\}\s*", "", raw)
        body = re.sub(r"\\href\s*\{[^{}]*\}\s*\{((?:[^{}]|\{[^{}]*\})+)\}", r"\1", body)     # a link: its text
        body = re.sub(r"\\url\s*\{[^{}]*\}", "", re.sub(r"(?<!\\)%.*$", "", body))
        body = re.sub(r"\\hskip\s*[^\\]*?\\relax\b|\\newblock\b|\\penalty-?\d+", " ", body)    # BibTeX's spacing
        body = re.sub(r"\\enquote\s*\{((?:[^{}]|\{[^{}]*\})*)\}", r"“\1”", body)     # biblatex's quoted title
        body = _LATEX_ITALIC.sub(lambda m: "*" + (m.group("a") or m.group("b")).strip() + "*", body)
        return latex_to_text(body).strip()
    # a Markdown or HTML link reads as its text: "[Venue '98](https://…)", '<a href="…" data-x>Venue</a>'
    raw = re.sub(r"(?<!!)\[([^\[\]]+)\]\([^()\s]+\)", r"\1", raw)
    raw = re.sub(r"<a\s[^<>]*>([^<>]*)</a>", r"\1", raw)
    raw = re.sub(r"\*\*(\d{1,5})\*\*", r"\1", raw)      # a volume in bold: "Journal **36** (1964), 203--209"
    return re.sub(r"^\s*(?:[-*+]\s+|\[?\d{1,4}[\].)]\s*)", "", raw)
