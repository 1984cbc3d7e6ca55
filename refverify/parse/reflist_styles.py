"""Reference-line styles beyond GB/T, APA and Vancouver-with-volume: Nature, IEEE, Harvard,
Chicago author-date, and Vancouver / AMA lines without a volume ("… Journal. 2018.").

Each ``parse_*`` function takes the line (number and identifiers already taken off) and a
``BibEntry``; it fills the entry and returns True when the line has that style's shape, and
leaves the entry untouched and returns False otherwise.
"""
from __future__ import annotations

import re

from .entry import BibEntry, placeholder_authors, split_year
from .reflist_parts import (MONTH as _MONTHS, UPPER, _LAST_YEAR, _NATURE_AUTHORS, _PAGES, _PUBLISHER_WORDS, SENTENCE_END, _authors, _set_authors,
                            _set_year, book_publisher, is_proceedings, normalize_pages)
from .reflist_apa import without_medium
from .reflist_quoted_part import read_quoted_part
from .reflist_venues import chapter, marked_numbers, merge_abbreviations, online_container

_OPEN_Q = "“\"‘'"
_CLOSE_Q = "”\"’'"


# --- Nature: "Smith, J., Lee, K. & Wang, L. Title. Nat. Med. 26, 123–130 (2020)." -------------
_NATURE_TAIL = re.compile(rf"\s(?P<volume>\d+[A-Za-z]?),\s*(?P<pages>{_PAGES})\s*"
                          r"\((?P<year>\d{4})[a-z]?\)\.?$")


def parse_nature(text: str, entry: BibEntry) -> bool:
    tail = _NATURE_TAIL.search(text)
    head = _NATURE_AUTHORS.match(text[:tail.start()]) if tail else None
    if not head:
        return False
    title, _, journal = re.sub(SENTENCE_END, "\0", head.group("rest"), count=1).partition("\0")
    if not journal or re.match(r"\s*[“\"][^”\"]+[,.]?[”\"]", head.group("rest")):
        return False        # a quoted title is IEEE's or SPIE's ('“Title,” Proc. SPIE 9405, 94050C (2015).')
    _set_authors(entry, head.group("authors"))
    entry.entry_type = "article"
    entry.title = title.strip(" .")
    entry.journal = journal.strip(" .")
    entry.volume = tail.group("volume")
    entry.pages = normalize_pages(tail.group("pages"))
    _set_year(entry, tail.group("year"))
    return True


# a chapter in the author's own book: "In his Increasing Returns …, pp. 13-32" (after "In")
_OWN_BOOK = r"(?:(?:his|her|their)\s+(?=[A-Z]))?"


# --- IEEE: 'J. Smith, K. Lee, and L. Wang, "Title," IEEE Trans. X, vol. 5, no. 2, pp. 1–9, 2019.'
# (a full-width comma before the title, as typed in a Chinese thesis: "X. Chai ，“Title,”")
_IEEE = re.compile(rf"^(?P<authors>(?:[^{_OPEN_Q}„]|(?<=[^\W\d_])['’](?=[^\W\d_]))+?)(?:,|\s*，|(?<=\b[A-Z]\.)(?=\s*[“\"][^”\"]+,[”\"]))\s*[“\"„](?P<title>[^”\"]+?)[,.]?[”\"]\s*,?\s*"
                   r"(?P<rest>.*)$")


# a book's tail: its series (and number), its edition, its publisher, the place and the year ("Springer-Verlag, New York 1977")
_SERIES_BOOK = re.compile(r"(?:[^,\d]+?(?:\s+(?P<number>\d{1,4}))?,\s*)??(?P<edition>(?:[^,]*\b(?:Auflage|[Ee]dition|ed\.)|Chapters?\s+[\d\-–]+)\s*,\s*)*"
                          r"(?:[^,\d]+?(?:\s+(?P<number2>\d{1,4}))?,\s*)?(?P<publisher>[^\W\d_][^,\d:]{1,60}?),\s*"
                          r"(?:(?P<place>[A-Z][^,\d]{1,30}?)(?:,\s*|\s+))?(?P<year>(?:1[5-9]|20)\d\d)")
# SPIE's and OSA's venue: "Journal vol(issue), pages (year)"
_SPIE_TAIL = re.compile(r"(?:[Ii]n\s+)?(?P<journal>[^\d,;()]*[^\W\d_][^\d,;()]*?)\s+(?P<volume>\d{1,5})(?:\s*\((?P<issue>[^()]{1,10})\))?,\s*"
                        r"(?P<pages>[A-Za-z]?\d+(?:\s*[-–]+\s*[A-Za-z]?\d+)?)\s*\((?P<year>(?:1[5-9]|20)\d\d)\)")


def parse_ieee(text: str, entry: BibEntry) -> bool:
    match = _IEEE.match(text)
    # a year, numbers marked by words, or at least a short venue ('…,” IEEE Access.')
    if not match or not (split_year(match.group("rest"))[0]
                         or re.search(r"\b(?:vol\.|pp?\.)\s*\d", match.group("rest"))
                         or re.fullmatch(r"[^\d]{2,120}", match.group("rest").strip(" ."))
                         # a web page without a date: 'A. Bryk, “Title,” [Online]. Available: https://…'
                         or (entry.url and not match.group("rest").strip(" .,"))
                         # IEEEtran's @misc with a title only: 'M. Dawson, “Meshrabiya ad hoc networking framework.”'
                         or (not match.group("rest").strip(" .,") and re.search(r"\.[”\"]\s*$", text))):
        return False
    _set_authors(entry, match.group("authors"))
    entry.title = match.group("title").strip(" ,.")
    rest = match.group("rest")
    spie = _SPIE_TAIL.fullmatch(rest.strip(" ."))
    if spie:        # SPIE's and OSA's '“Title,” J. Comput. Civil Eng. 17(4), 255-263 (2003).'
        entry.journal, entry.volume = spie.group("journal").strip(), spie.group("volume")
        entry.issue, entry.pages = spie.group("issue") or "", normalize_pages(spie.group("pages"))
        entry.entry_type = "article"
        _set_year(entry, spie.group("year"))
        if entry.volume == spie.group("year"):      # "Proc. EUSIPCO 2009, 622-626 (2009)": the meeting's year, no volume
            entry.journal, entry.volume, entry.entry_type = f"{entry.journal} {entry.volume}", "", "inproceedings"
        return True
    book = _SERIES_BOOK.fullmatch(rest.strip(" ."))
    if book and (book.group("number") or book.group("number2") or book.group("edition") or book.group("place")) \
            and (_PUBLISHER_WORDS.search(book.group("publisher")) or re.search(r"\bCo\.?$|Teubner|Vieweg|Birkhäuser|Oldenbourg",
                                                                               book.group("publisher"))):
        # a book in a series, its publisher, its place and year without a comma: "Graduate Texts in Mathematics 52,
        # Springer-Verlag, New York 1977" / "4. Auflage, Springer-Verlag, Berlin 2001" (no journal)
        entry.entry_type, entry.publisher, entry.journal = "book", book.group("publisher").strip(), ""
        _set_year(entry, book.group("year"))
        return True
    # the venue ends at its numbers or at a year that closes the line; a year inside a BibTeX
    # booktitle ("Personal, Indoor and Mobile Radio Communications, 2003. PIMRC 2003. …") stays
    # (hand-typed capitals too: "Journal,Vol.18,No.7,July 2006")
    venue = re.split(r",\s*(?:[Vv]ol\.|[Vv]ol\s+\d|[Nn]o\.|[Nn]\s?[°º]|pp\.|p\.|[A-Z][a-z]{2}\.?\s+\d{4}|\d{4}(?=\s*(?:[,;]|\.?\s*$)))", rest)[0]
    # a chapter: 'in Book Title, P. Lindqvist, Ed. London, U.K.: Springer, 2019, pp. 45–67.'
    # (several editors parted by commas: "in Book, B. Scholl, C. J. C. Burke, and A. J. Smolt, Eds., Cambridge, MA: MIT Press")
    edited = re.match(r"^(?P<book>[^,]+),\s*(?:[^,]+?,\s*){0,12}?[^,]+?,\s*Eds?\.\s*(?:[^:]+:\s*(?P<publisher>[^,]+))?",
                      re.sub(r"^in\s+", "", venue))
    entry.journal = edited.group("book").strip() if edited else re.sub(rf"^[Ii]n\s+{_OWN_BOOK}", "", venue).strip(" .,")
    named_publisher = re.search(r",\s*([^,]+?)\s*$", entry.journal) if not edited else None
    # (not IEEE Xplore's inverted journal name, its volume next: "Communications Magazine, IEEE, vol. 40")
    if named_publisher and _PUBLISHER_ACRONYM.fullmatch(named_publisher.group(1)) \
            and not re.match(rf"^{re.escape(entry.journal)}\s*,\s*vol\.\s*\d", rest):
        # "in Proc. … (ASYNC), IEEE, 2025, pp. 1–8.": the publisher after the proceedings' name
        entry.journal, entry.publisher = entry.journal[:named_publisher.start()], named_publisher.group(1)
    # citeproc's IEEE (Zotero, Word): "in Advances in X, Curran Associates, Inc., 2017" / "in Proc. X, Springer
    # International Publishing, 2020": the publisher named after the book, no place before it
    corporate = None if edited or entry.publisher or not re.match(r"in\s", rest) else _CORPORATE.search(entry.journal)
    if corporate:
        entry.journal, entry.publisher = entry.journal[:corporate.start()], corporate.group("publisher").strip()
    # IEEE Xplore's "… Recognition (ICPR), Milan, Italy": the place is not the venue's name
    entry.journal = re.sub(r"(\([A-Z][\w\-]*(?:\s*'?\d{2,4})?\))(?:\s*,\s*[A-Z][^,()]*){1,2}$", r"\1",
                           entry.journal)
    entry.publisher = (edited.group("publisher") or "").strip() if edited else entry.publisher
    # IEEEtran's proceedings: "in Proc. X, ser. SoCC '21. New York, NY, USA: ACM, 2021" / "in X. IEEE, 2020"
    published = None if edited or not re.match(r"in\s", rest) else _IEEE_PUBLISHER.match(entry.journal)
    if published and (published.group("place") or _PUBLISHER_WORDS.search(published.group("publisher"))
                      or _PUBLISHER_ACRONYM.fullmatch(published.group("publisher").strip())):
        entry.journal, entry.publisher = published.group("venue"), published.group("publisher").strip()
    placed = None if edited or entry.publisher or not re.match(r"in\s", rest) else re.match(
        r"^(?P<venue>.+?),\s*(?P<place>[^,:\d]{2,40}(?:,\s*[A-Z]{2,3})?):\s*(?P<publisher>[^,:\d]{2,60})$", entry.journal)
    if placed:      # citeproc's IEEE: "in 2009 IEEE Conference on X, Miami, FL: IEEE, 2009, pp. 248–255."
        entry.journal, entry.publisher = placed.group("venue"), placed.group("publisher").strip()
    entry.journal = re.sub(r",\s*ser\.\s.*$", "", entry.journal).strip(" .,")
    if _DAY_MONTH.fullmatch(entry.journal):
        entry.journal = ""            # citeproc's IEEE preprint: '“Title,” Feb. 19, 2025, arXiv: arXiv:2404.16130.' (the date)
    year_only = bool(re.fullmatch(r"(?:1[89]|20)\d\d[a-z]?", entry.journal))
    if year_only:
        entry.journal = ""            # '“Title,” 2020.': a thesis or a report with its year only
    late = re.search(r"\.\s+(?P<publisher>[^.,:;\d]{2,60}),\s*(?:[A-Z][a-z]{2}\.?\s+)?(?:19|20)\d\d\b", rest)
    if not entry.publisher and late and re.match(r"in\s", rest) and (
            _PUBLISHER_ACRONYM.fullmatch(late.group("publisher").strip()) or _PUBLISHER_WORDS.search(late.group("publisher"))):
        entry.publisher = late.group("publisher").strip()    # "…, vol. 1. IEEE, 2003, pp. 249--253."
    if re.match(r"(?:vol\.|no\.|pp?\.)\s*\d", rest):
        entry.journal = ""            # 'Title," vol. 51, no. 1. New York …': no journal written
        placed = re.search(r"\.\s+[^.:\d]{2,60}:\s*([^,.:]+),", rest)
        entry.publisher = placed.group(1).strip() if placed else entry.publisher
    entry.entry_type = ("inproceedings" if is_proceedings(entry.journal) else
                        "article" if not re.match(r"in\s", rest) else
                        "incollection" if edited else "inproceedings")
    entry.entry_type = "misc" if year_only else entry.entry_type
    if not rest.strip(" .,"):
        entry.entry_type = "misc"     # a web page: no venue written
    # IEEEtran's technical report: 'Title," Institution, Tech. Rep. CNS-TR-1, 2011.': the institution publishes
    # (and the place between, as citeproc's IEEE writes it: 'Title," University of Toronto, Toronto, Technical report, 2009.')
    report = re.match(r"^(?P<institution>[^,]{3,120}),\s*(?:[^,\d]{2,40},\s*)?(?:Tech\.|Technical)\s+(?:Rep\.|[Rr]eport)", rest)
    if report and not entry.publisher:
        entry.journal, entry.publisher, entry.entry_type = "", report.group("institution").strip(), "techreport"
    elif not entry.publisher and _thesis(rest, entry):     # 'Title," PhD thesis, Princeton University, Princeton, NJ, 1950.'
        entry.journal = ""
    # "vol. abs/1511.02853": DBLP's CoRR volume is "abs/" and the arXiv number
    # (French hands: "vol 3, n°9"; a newspaper's "N°12045" alone is its number, no issue)
    for field, pattern in (("volume", r"\b[Vv]ol(?:\.\s*|\s+(?=\d))((?:abs/[\d.]+|[\w\-]+))"),
                           ("issue", r"(?:\b[Nn]o\.|(?<=\d,\s)[Nn]\s?[°º])\s*(\w+(?:\s*[\-–]\s*\w+)?)"),
                           ("pages", rf"\bpp?\.\s*({_PAGES})")):
        found = re.search(pattern, rest)
        if found:
            setattr(entry, field, found.group(1))
    if not (entry.volume or entry.issue or entry.pages):
        _tail_numbers(entry.journal, entry)      # "Journal, 60(2): 617–663, 2019" / "Journal, 3, 31–48, 2020"
    bare = _UNMARKED_NUMBERS.match(rest) if not (entry.volume or entry.issue or entry.pages) else None
    if bare:    # numbers without their words: '…," IEEE ASSP Magazine, 1, (4), 14–21 (1984).'
        entry.journal, entry.volume, entry.issue = bare.group("journal").strip(), bare.group("volume"), bare.group("issue")
        entry.pages, entry.entry_type = bare.group("pages"), "article"
    optica = _OPTICA_NUMBERS.match(rest) if not (entry.volume or entry.issue or entry.pages) else None
    if optica:  # Optica / OSA: '…," Optics Letters 49, 2121–2124 (2024).' (volume in bold in print)
        entry.journal, entry.volume = optica.group("journal").strip(), optica.group("volume")
        entry.pages, entry.entry_type = optica.group("pages") or "", "article"
    notes = _NOTES_NUMBERS.match(rest) if not (entry.volume or entry.issue) else None
    if notes:   # Chicago's notes: '…," *Journal* 96 (December 2002): 697-712.' / "41:4 (October 2011)" / "94 (3) (2000)"
        entry.journal, entry.volume = notes.group("journal").strip(" ,"), notes.group("volume")
        entry.issue, entry.pages = notes.group("issue") or notes.group("bracketed") or "", notes.group("pages") or entry.pages
        entry.entry_type = "article"
    entry.pages = normalize_pages(entry.pages)
    entry.issue = normalize_pages(entry.issue)       # a double issue "no. 1–7" as "1-7"
    _press_for_venue(rest, entry)
    years = re.findall(r"(?<!\d)(1[89]\d\d|20\d\d)(?!\d)", rest)
    _set_year(entry, years[-1] if years else "")
    return True


# a book's publisher where a venue would be: '“Title,” Oxford University Press, 2010.', Italian's "ed. Springer"
# (editore), "Green Tea Press, Wellesley (Massachusetts)" — a press, never a journal's or a meeting's name
_PRESS = re.compile(r"^(?P<ed>ed\.\s+)?(?P<publisher>[A-Z][^,\d]{1,60}?)(?:,\s*[A-Z][^,\d]{1,40})?$")
_PRESS_WORDS = re.compile(r"\b(?:Press|Publish\w*|Verlag|Springer|Elsevier|Wiley|Routledge|Prentice|McGraw|Pearson|"
                          r"O['’]Reilly|Addison|Inc|Ltd|GmbH|Editore|Editrice|Editorial)\b")
_NOT_PRESS = re.compile(r"\b(?:Journal|Proceedings|Proc|Conference|Conf|Transactions|Trans|Review|Letters|Magazine|"
                        r"Symposium|Workshop|Bulletin|Annals|Quarterly)\b", re.I)


def _press_for_venue(rest: str, entry: BibEntry) -> None:
    press = _PRESS.match(entry.journal) if not (entry.publisher or entry.volume or entry.issue or entry.pages
                                                 or re.match(r"in\s", rest)) else None
    if press and (press.group("ed") or _PRESS_WORDS.search(press.group("publisher"))) \
            and not _NOT_PRESS.search(entry.journal):
        entry.journal, entry.publisher, entry.entry_type = "", press.group("publisher").strip(" ."), "book"


_NOTES_NUMBERS = re.compile(rf"^(?P<journal>[^\d(,][^\d()]*?)\s+(?P<volume>\d{{1,5}})(?:\s*[:.]\s*(?P<issue>\d{{1,4}})|\s*\((?P<bracketed>\d{{1,4}})\))?"
                            rf",?\s*\((?:[A-Z][a-z]+\.?\s+)?(?:\d{{1,2}},?\s+)?(?:1[5-9]|20)\d\d\)\s*(?:[:,]\s*(?:pp?\.\s*)?(?P<pages>{_PAGES}))?\.?$")
_UNMARKED_NUMBERS = re.compile(rf"^(?P<journal>[^,\d]+?),\s*(?P<volume>\d{{1,5}}),?\s*\((?P<issue>[^()]+)\),?\s*(?P<pages>{_PAGES})")


_OPTICA_NUMBERS = re.compile(rf"^(?P<journal>[^\d,(][^\d()]*?)\s+(?P<volume>\d{{1,5}}[A-Za-z]?)(?:,\s*"
                             rf"(?P<pages>{_PAGES}|[A-Za-z]?\d{{1,20}}))?\s*\((?:1[89]|20)\d\d[a-z]?\)")
_PUBLISHER_ACRONYM = re.compile(r"IEEE(?: Computer Society| Press)?|ACM(?: Press)?|USENIX(?: Association)?|SIAM|AAAI"
                                r"(?: Press)?|AIAA|SPIE|IOP|AIP|ASME|IET|PMLR|OSA|ISCA|IFAAMAS|Curran Associates")
# a journal's numbers left in its name: "Journal, 60(2): 617–663" / "Journal, 59(2), 69–79" / "Conference, 832–837"
_TAIL_NUMBERS = re.compile(r"^(?P<journal>.*[^\W\d_].*?),\s*(?:(?P<volume>\d{1,5})\s*(?:\((?P<issue>[^()]{1,12})\))?\s*[:,]\s*)?"
                           r"(?P<pages>[A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?)$")


def _tail_numbers(source: str, entry: BibEntry) -> None:
    """A journal's numbers written without their words after its name (:data:`_TAIL_NUMBERS`): the journal,
    volume, issue and pages set when a volume or a page range says they are numbers of a journal."""
    unmarked = _TAIL_NUMBERS.match(source)
    if unmarked and (unmarked.group("volume") or re.search(r"[-–]", unmarked.group("pages"))):
        entry.journal, entry.volume = unmarked.group("journal").strip(), unmarked.group("volume") or ""
        entry.issue, entry.pages = unmarked.group("issue") or "", normalize_pages(unmarked.group("pages"))


# a day and a month where the venue would be: "Feb. 19", "19. Februar", "19 févr."
_DAY_MONTH = re.compile(r"(?:[^\W\d_]{3,9}\.?\s+\d{1,2}|\d{1,2}\.?\s+[^\W\d_]{3,9}\.?)")
_CORPORATE = re.compile(r",\s*(?P<publisher>[^,]{2,60}?,\s*(?:Inc|Ltd|LLC|GmbH|Co)\.?|[^,]{2,60}?\b(?:Publishing|Publishers|Verlag)"
                        r"|Springer[^,]{0,40}|Morgan Kaufmann[^,]{0,20}|Association for (?:Computational Linguistics|Computing Machinery))\s*$")
_IEEE_PUBLISHER = re.compile(r"^(?P<venue>.+?)\.\s+(?:(?P<place>[^.:]{2,60}):\s*)?(?P<publisher>[^.:]{2,80})$")


# --- IEEE books: "N. C. Okafor, Renal Physiology, 3rd ed. New York, NY, USA: McGraw-Hill, 2018." -----
# (IEEEtran's .bbl: "E. Perahia and R. Stacey, Title. Cambridge university press, 2013." / "…, 1992, vol. 2.")
# (a family name never opens with a space or hyphen: the one after an initial is the initial's, else
# every name of a long list could be split two ways and a line of another shape backtracks exponentially)
_IEEE_BOOK = re.compile(r"^(?P<authors>(?:[A-Z]\.[\s\-]?)+[^,.:\s\-][^,.:]*?(?:,?\s+(?:and\s+)?(?:[A-Z]\.[\s\-]?)+[^,.:\s\-][^,.:]*?)*"
                        r"(?:,?\s+et al\.)?),\s+(?!and\s)(?!(?:[A-Z]\.[\s\-]?)+[^\W\d_][\w'’\-]*(?:,|\.\s|\s+and\s))"   # (no title that is a name)
                        r"(?P<title>[^,]+?)(?:,|\.(?=\s))\s+(?:\d+(?:st|nd|rd|th)\s+ed\.\s+)?"
                        r"(?:(?P<place>(?:(?!\.\s)[^:])+):\s*)?(?P<publisher>[^,:]+?)(?:,|\.(?=\s))\s*(?P<year>\d{4})(?:,\s*vol\.\s*\d+)?\.?"
                        r"(?:\s*ISBN:?\s*[\dX\-\s]{10,17}\.?)?$")      # (a list typed by hand: "Springer. 2010. ISBN 978…")


def parse_ieee_book(text: str, entry: BibEntry) -> bool:
    match = _IEEE_BOOK.match(text)
    if not match or not (match.group("place") or _PUBLISHER_WORDS.search(match.group("publisher"))):
        return False
    _set_authors(entry, match.group("authors"))
    entry.title, entry.entry_type = match.group("title").strip(), "book"
    entry.publisher = match.group("publisher").strip()
    _set_year(entry, match.group("year"))
    return True


# --- no authors, the title in quotes first: '“Visual Networking Index, 2015-2020.” [Online].' ---------
_QUOTED_FIRST = re.compile(r"^[“\"](?P<title>[^”\"]{3,})[”\"][.,]?\s*(?P<rest>.*)$")


def parse_quoted_first(text: str, entry: BibEntry) -> bool:
    match = _QUOTED_FIRST.match(text)
    if not match:
        return False
    entry.title, entry.entry_type = match.group("title").strip(" .,"), "misc"
    rest = match.group("rest")
    if re.search(r"\b(?:vol\.|pp?\.)\s*\d", rest) and not re.match(r"(?:vol\.|pp?\.)", rest):
        _chicago_numbers(rest, entry)     # IEEE without authors: '“Title,” Journal, vol. 128, pp. 261–318, 2020.'
    else:       # Chicago, a chapter of a book: '“Title?” Body. 2000. Book. Washington, DC: The National Academies Press.'
        book = re.search(r"(?:^|\.\s+)[A-Z][^.:;\d]{1,40}?:\s*(?P<publisher>[A-Z][^.:;\d]{1,80}?)\.?\s*$", rest)
        if book and _LAST_YEAR.search(rest[:book.start()]):
            entry.publisher = book.group("publisher").strip()
    years = _LAST_YEAR.findall(rest)   # the title's years are no publication year
    _set_year(entry, years[-1] if years else "")
    return True


# --- Harvard: "Smith, J. and Lee, K. (2020) 'Title', Journal, 12(3), pp. 1–10." ----------------
_HARVARD = re.compile(r"^(?P<authors>.+?)\s*\((?P<year>\d{4}[a-z]?|n\.d\.)\)\s+(?P<rest>.+)$")


def _journal_numbers(rest: str, entry: BibEntry) -> None:
    """"Journal, 12(3), pp. 1–10" / "Journal 12 (3): 1–10" / "Journal, 12, 1–10"."""
    # pandoc's Chicago author-date names the journal's publisher before the pages:
    # "Natural Hazards 54 (1). Springer: 159–75."
    quoted = re.match(r"^“(?P<journal>[^”]+)”(?P<rest>,?\s+\d.*)$", rest)   # a journal that was in italics
    if quoted:
        _journal_numbers(f"J{quoted.group('rest')}", entry)
        entry.journal = quoted.group("journal").strip()
        return
    match = re.match(rf"^(?P<journal>[^,]+?),?\s+(?P<volume>\d[\w\-]*)\s*(?:\((?P<issue>[^)]*)\))?"
                     rf"(?:\.\s+(?P<publisher>[^\d\s:.][^:.]{{1,80}}?):)?"
                     rf"\s*[,:]?\s*(?:pp?\.\s*)?(?P<pages>{_PAGES})?", rest)
    if match:
        entry.entry_type = "article"
        entry.journal = match.group("journal").strip(" .")
        entry.volume = match.group("volume")
        entry.issue = (match.group("issue") or "").strip()
        entry.pages = normalize_pages(match.group("pages") or "")
        entry.publisher = (match.group("publisher") or "").strip()
        if re.fullmatch(r"\d+[-–]+\d+", entry.volume) and not (entry.issue or entry.pages):
            entry.volume, entry.pages = "", normalize_pages(entry.volume)   # Word's Chicago: "Econometrica 1429-1445."
    else:
        entry.entry_type = "book" if rest.strip(" .") else "misc"
        entry.publisher = book_publisher(rest)


# A venue named like a journal ("Journal of …", "… Review", "Lancet", "J Hypertens") and one named
# like a publisher (reflist_parts' _PUBLISHER_WORDS): what tells an APA journal article without
# volume ("Title. Journal of X. https://doi.org/…") from a book ("Title. Publisher.").
_JOURNAL_WORDS = re.compile(
    r"\b(?:journal|j|review|reviews|letters?|annals|bulletin|transactions|trans|quarterly|magazine|"
    r"gazette|acta|archives|arch|medicine|post|times|tribune|guardian|herald|news|daily|weekly|monitor|med|science|sciences|sci|research|res|reports?|rep|"
    r"lancet|bmj|jama|plos|nature|cell|neuroimage|frontiers|cureus|heliyon|cancers|nutrients|"
    r"epidemiology|pediatrics|psychology|economics|studies|today|insights|communications|"
    r"international|int|clinical|clin|current|curr|advances|opinion|access|"   # "IEEE Access"
    r"ana?est\w*|analgesia|surgery|surg|(?!techn)\w+olog(?:y|ie|ia))\b", re.I)   # "Anesthesiology", "Minerva Anestesiol"


def journal_not_publisher(venue: str, doi: str = "") -> bool:
    """A venue with no numbers after it is a journal when it reads like one and not like a
    publisher (a guess: the caller marks it so). With an article's DOI (online first: "ACM Computing
    Surveys. https://doi.org/10.1145/…", "Software: Practice and Experience") any name that is no
    publisher's is: a book's DOI holds its ISBN ("10.1007/978-…")."""
    venue = venue.strip(" .")
    # a repository's DOI (OSF, OSF Preprints, PsyArXiv, Zenodo, figshare, Dryad, Dataverse) names no journal
    article_doi = bool(doi) and not re.search(r"/97[89]\d", doi) \
        and not re.match(r"10\.(?:17605|31219|31234|5281|6084|5061|7910)/", doi)
    return bool(venue) and bool(_JOURNAL_WORDS.search(venue) or article_doi and re.search(r"[A-Z]", venue)) \
        and not _PUBLISHER_WORDS.search(venue) and len(venue.split()) <= 12 \
        and not re.search(r"\d{4}", venue) and (article_doi or ":" not in venue)


_CLOSER = {"“": "”", "\"": "\"", "‘": "’", "'": "'"}


def _title_and_rest(rest: str, close: str) -> tuple[str, str]:
    """A quoted title ("…" / '…', closed by the same kind of quote, with ``close``'s punctuation
    before it; an apostrophe inside — "Plato's" — closes nothing) or the first sentence; the rest."""
    rest = rest.strip()
    closer = _CLOSER.get(rest[:1])
    if closer:
        # ``close``'s punctuation before and after its quote class: "[.?!]?[”…]", "[”…],?"
        before, _, after = close.partition(f"[{_CLOSE_Q}]")
        quoted = None
        if closer in "'’":   # "'… students' professional identities …', Journal": the closing one before "," / "."
            quoted = re.match(rf"^.(?P<title>.+?){before}{closer}(?=[,.:;]|$){after}\s*(?P<rest>.*)$", rest)
        quoted = quoted or re.match(rf"^.(?P<title>.+?){before}{re.escape(closer)}(?!\w){after}\s*(?P<rest>.*)$", rest)
        if quoted:
            return quoted.group("title"), quoted.group("rest")
    parts = re.split(SENTENCE_END, rest, maxsplit=1)
    return parts[0], parts[1] if len(parts) > 1 else ""


_THESIS = re.compile(r"^\[?(?:Unpublished\s+)?(?:Ph\.?\s?D\.?|Doctoral|Master[’']?s|MA|MSc|M\.?Phil\.?|BSc|Bachelor[’']?s)\s+"
                     r"(?:diss(?:ertation)?|thesis)\.?\]?[,.]?\s*(?P<school>[^.,]+)", re.I)


def _thesis(rest: str, entry: BibEntry) -> bool:
    """"PhD thesis. University of Oslo." / "PhD diss., University of Oslo." → a thesis and its school."""
    thesis = _THESIS.match(rest.strip())
    if thesis:
        entry.entry_type, entry.publisher = "thesis", thesis.group("school").strip(" .,")
    return bool(thesis)


_REPORT_ID = re.compile(r",\s*Report\s+(?:ID|No\.?|Number|Code)\s*:?\s*(?P<id>[A-Z0-9][\w/\-]*(?:\.[\w/\-]+)*)\.?$")


def parse_harvard(text: str, entry: BibEntry) -> bool:
    match = _HARVARD.match(text)
    if not match:
        return False
    title, rest = _title_and_rest(match.group("rest"), rf"[{_CLOSE_Q}],?")
    _set_authors(entry, match.group("authors"))
    _set_year(entry, match.group("year"))
    entry.title = without_medium(title)[0].strip(" .,")     # "Title [PDF]": the medium is no part of it
    whole = match.group("rest").strip()
    report_id = _REPORT_ID.search(whole) if whole[:1] not in _OPEN_Q else None
    if report_id and not re.search(r"[.?!]\s", whole[:report_id.start()]):
        # a market report's "Title, Report ID: MRFR/AM/7205-CR.": the report's number, not its title
        entry.title, entry.entry_type = whole[:report_id.start()].strip(" ,."), "techreport"
        entry.issue = report_id.group("id")
        return True
    # in quotation marks, not in Markdown's italics (a book's title, quoted by the line's reading)
    quoted = match.group("rest").lstrip()[:1] in _OPEN_Q and not re.search(
        r"[*_]" + re.escape(entry.title[:20]), entry.raw or "")
    rest = re.sub(r",\s*(?=[,.]|$)", "", rest.strip()).lstrip(". ")   # '“Title”. In proceedings …'     # a reference manager's empty fields: "Journal, , pp. 1-9" / "Journal, ."
    medium = _HARVARD_MEDIUM.search(rest)
    rest = rest[:medium.start()] if medium else rest
    pages = re.search(rf",\s*pp?\.\s*(?P<pages>{_PAGES})\.?$", rest)
    online = online_container(entry.raw or "", rest) if not re.match(r"[Ii]n:?\s", rest) else None
    if quoted and not medium and not online and read_quoted_part(rest, entry):
        pass    # Cite Them Right: "‘Title’, in Eds (eds.) Book. Vol. 2. Place: Publisher" / "arXiv:…" / "Venue. Place, dates."
    elif re.match(r"[Ii]n:?\s", rest):   # "in Proceedings of … London: Springer, pp. 45–67."
        chapter(rest, entry)
    elif online:    # "Title. Journal [Online], 9, pp. 1–9.": "[Online]" marks the container
        numbers = re.sub(r"\b(pp?\.\s*\d+)\s+to\s+(\d+)", r"\1-\2", online[1])    # "pp.785 to 794"
        dated = re.match(rf"\d{{1,2}}\s+{_MONTHS}", numbers)    # a newspaper's "[Online], 3 March": no volume
        _journal_numbers(f"J, {numbers}" if re.match(r"\d", numbers) and not dated else "", entry)
        entry.journal = online[0]
        entry.entry_type = "inproceedings" if is_proceedings(online[0]) else "article"
        if not entry.pages and (page := re.search(rf"\bpp?\.\s*(?P<pages>{_PAGES})", numbers)):
            entry.pages = normalize_pages(page.group("pages"))
    elif not _thesis(rest, entry):
        venue = rest[:pages.start()] if pages else rest
        if quoted and not medium and (pages and is_proceedings(venue) or not re.search(r"\d", venue) and venue.strip(" .")):
            # a quoted title is a part: what holds it is a journal or proceedings, not a publisher
            entry.entry_type = "inproceedings" if is_proceedings(venue) else "article"
            entry.journal = venue.strip(" .")
        elif re.search(r"\bvol(?:ume)?\.?\s*\d", venue, re.I) and marked_numbers(rest, entry):
            entry.entry_type = "article"      # "Journal, Vol. 33, pp. 73-82" (typed by hand)
        else:
            _journal_numbers(venue, entry)
            _unnumbered_container(venue, entry)
        if pages and not entry.pages:
            entry.pages = normalize_pages(pages.group("pages"))
    return True


def _unnumbered_container(venue: str, entry: BibEntry) -> None:
    """A Harvard venue without numbers and without a place's colon read as a book's publisher is a
    conference's or a journal's name when it reads like one ("6th international conference on …",
    "International Journal of Digital Crime"): a guess, marked so."""
    name = venue.strip(" .,")
    if entry.entry_type != "book" or ":" in name or not name:
        return
    if is_proceedings(name) and not re.search(r"\b(?:press|publish\w*|verlag|inc|ltd|llc|gmbh)\b", name, re.I):
        entry.entry_type, entry.journal, entry.publisher = "inproceedings", name, ""
    elif journal_not_publisher(name, entry.doi):
        entry.entry_type, entry.journal, entry.publisher = "article", name, ""
    else:
        return
    from .reflist_certainty import guess
    guess(entry, "journal", "a venue without numbers told from a publisher by its name")


# what a game, a film or a program was published on: "Hello Games, Video Games(PlayStation 4, Xbox One)"
_HARVARD_MEDIUM = re.compile(r",?\s*(?:Video\s*games?|Computer\s*(?:games?|programs?)|Film|DVD|Blu-ray|Software|Podcast|"
                             r"Board\s*games?)\s*\([^()]*\)\.?$|\s*\[(?:Film|Video game|Podcast|DVD)\]\.?$", re.I)




# --- Chicago author-date: 'Smith, John, and Kim Lee. 2020. "Title." Journal 12 (3): 1–10.' -----
_CHICAGO = re.compile(r"^(?P<authors>.+?)\.\s+(?P<year>\d{4}[a-z]?|n\.\s?d)\.\s+(?P<rest>.+)$")
# a stop left out before or after the year, the title in quotes after it and nothing more (an annotated
# bibliography's heading): "Delmonte, Rodolfo 2015. “Title.”", "Anon. 2018 “Title.”"
_CHICAGO_LOOSE = re.compile(r"^(?P<authors>[^\d“”\"]+?)\.?\s+(?P<year>(?:1[6-9]|20)\d\d[a-z]?)\.?\s+"
                            r"(?P<rest>[“\"][^“”\"]+[”\"]\.?)\s*$")
# Elsevier's Harvard: "Boyce, D.E., 1984. Title. Journal 18 (3), 257–276." (no period in the
# author list but after an initial)
# (an initial of any Latin capital, "Duchesnay, É."; Chinese names written whole: "何清, 李宁, 2014. 标题.")
# (or a group that wrote it, after the persons or alone: "ENCODE Project Consortium, 2012." / "…, Altman, D.G., The
# PRISMA Group, 2009." / "World Health Organization, 2014.")
_GROUP_WORDS = (r"Consortium|Organi[sz]ation|Group|Foundation|Association|Society|Institute|Agency|Committee|Council|"
                r"Collaboration|Commission|Ministry|Department|Bureau|Team|Initiative|Network|Alliance|Federation")
_ELSEVIER = re.compile(rf"^(?P<authors>(?:[^.]|(?<![^\s.,\-])[{UPPER}]\.)*?(?<![^\s.,\-])[{UPPER}]\.(?:,\s+Jr\.)?"
                       rf"|(?:(?:[^.]|(?<![^\s.,\-])[{UPPER}]\.)*?(?<![^\s.,\-])[{UPPER}]\.,\s+)?[{UPPER}][^.,\d]*?\b(?:{_GROUP_WORDS})\b[^.,\d]*"
                       r"|[\u4e00-\u9fff]{2,4}(?:,\s*[\u4e00-\u9fff]{2,4})*(?:,\s*等)?),\s+"
                       r"(?P<year>\d{4}[a-z]?)\.\s+(?P<rest>.+)$")


_ACM_NUMBERS = re.compile(rf"^(?:In\s+)?(?P<journal>[^\d,]+?)\s+(?P<volume>\d{{1,5}}),\s*(?P<issue>\d{{1,4}})\s*"
                          rf"\((?:(?i:{_MONTHS})|(?:19|20)\d\d)[^)]*\)(?:,\s*(?:pp?\.\s*)?(?P<pages>{_PAGES}))?\.?$")   # also "(apr 2017)"


def parse_chicago(text: str, entry: BibEntry) -> bool:
    match = _CHICAGO.match(text) or _CHICAGO_LOOSE.match(text) or _ELSEVIER.match(text)
    if not match or re.search(r"\d{4}", match.group("authors")):
        return False
    title, rest = _title_and_rest(match.group("rest"), rf"[.?!]?[{_CLOSE_Q}]")
    # the editors' word after the names, as a sentence: "Froese, Rainer and Daniel Pauly. Editors. 2021."
    _set_authors(entry, re.sub(r"[.,]\s+(?:Editors?|Eds?)\.?$", "", match.group("authors").strip()))
    _set_year(entry, match.group("year"))
    inside = _ELSEVIER_IN.match(title + (". " + rest if rest else ""))
    if inside:     # Elsevier's Harvard: "Title, in: Eds (Eds.), Book. Publisher, Place, pp. 1–9."
        _elsevier_in(inside, entry)
        return True
    entry.title = title.strip(" .")
    acm = _ACM_NUMBERS.match(rest)
    if re.search(r"\[WWW Document\]\.?\s*$", title):
        entry.entry_type = "misc"     # Elsevier's web page: "Title [WWW Document]. Python 3.12 documentation. URL …"
        entry.journal = re.sub(r"\.\s*URL$", "", rest.strip(" .")).strip(" .")
        from .reflist_certainty import guess
        guess(entry, "journal", "the words after a web page's title read as the site's name")
    elif bare_numbers(rest, entry):
        pass
    elif acm:     # ACM's reference format: "Journal 40, 9 (Sept.), pp. 1098-1101." / "In Proc. X 12, 3 (2019), 1–9."
        entry.entry_type = "article"
        entry.journal, entry.volume, entry.issue = acm.group("journal").strip(" ."), acm.group("volume"), acm.group("issue")
        entry.pages = normalize_pages(acm.group("pages") or "")
    elif _thesis(rest, entry):
        pass
    elif re.match(r"In\s", rest) or re.match(r"[^,]+(?:,[^,]+)??,\s*edited by\s", rest):
        # 'In Book, edited by A and B, 143--170. London: Routledge.' (ASCE: without the "In")
        _edited_chapter(rest, entry)
    elif re.search(r"\bno\.\s*\w|\d\s*\([^)]*\)\s*[:,]", rest):
        _chicago_numbers(rest, entry)  # "Journal 1, no. 4 (Autumn 2006), 124--146."
    else:
        _journal_numbers(rest, entry)
    entry.title = _ELSEVIER_MEDIUM.sub("", entry.title).strip(" .")
    return True


# an Elsevier-like line with the numbers bare: "Title. Climate Dynamics. 42, 11-12, 3253-3269." (volume,
# issue — a double issue "11-12" too — and pages; or apart by periods: "Journal. 26. 7136-7150.", "Journal. 22(5).
# 1082-1103."); a title of more sentences ends where the journal begins
_BARE_NUMBERS = re.compile(rf"^(?P<more>.*?(?:(?<=[^\W\d_]{{4}})|(?<=[)?!]))\.\s+)??(?P<journal>[^\W\d][^.]*?)\.\s+"
                           rf"(?!(?:1[6-9]|20)\d\d\b)(?P<volume>\d+[A-Z]?)(?:\((?P<paren>[^()]{{1,12}})\)|[,.]\s+(?P<issue>[A-Z]?\d+(?:-\d+)?))?"
                           rf"[,.]\s+(?P<pages>{_PAGES})\.?$")


def bare_numbers(rest: str, entry: BibEntry) -> bool:
    bare = _BARE_NUMBERS.match(rest.strip())
    if not bare or len(bare.group("journal")) < 6 or bare.group("more") and re.search(r"\b[A-Z][a-z]{0,6}\.\s*$", bare.group("more")):
        return False    # "Title. J. Geophys. Res. 108, 4407.": an abbreviated journal, not a sentence of the title
    entry.entry_type, entry.journal = "article", bare.group("journal").strip()
    entry.volume, entry.pages = bare.group("volume"), normalize_pages(bare.group("pages"))
    entry.issue = bare.group("issue") or bare.group("paren") or ""
    if bare.group("more"):      # "Part I: observational data. Journal of Climate.": the journal is the last sentence
        entry.title = f"{entry.title}. {bare.group('more').strip()}".rstrip(".")
        from .reflist_certainty import guess
        guess(entry, ("title", "journal"), "a title of more sentences told from the journal by the last period")
    return True


# Elsevier's Harvard after the year: a chapter or a paper "Title, in: A, B. (Eds.), Book. Publisher,
# Place, pp. 1–9." and the medium after a title: "Title (PhD thesis).", "Title [WWW Document]."
_ELSEVIER_IN = re.compile(rf"^(?P<title>.+?),\s+in:\s+(?:(?P<editors>[^()]+?)\s*\((?:Eds?|eds?)\.\),\s*)?"
                          rf"(?P<book>.+?)\.\s+(?P<tail>[^.]*?)(?:,?\s*pp?\.\s*(?P<pages>{_PAGES}))?\.?$")
_ELSEVIER_MEDIUM = re.compile(r"\s*(?:\((?:Ph\.?\s?D\.?|Master[’']?s|[Dd]octoral|MSc)\s+[Tt]hesis\)|"
                              r"\((?:Technical|Tech\.)\s+[Rr]eport\)|\[WWW Document\])\s*$")


def _elsevier_in(match: re.Match, entry: BibEntry) -> None:
    entry.title, entry.journal = match.group("title").strip(" ."), match.group("book").strip(" .")
    entry.pages = normalize_pages(match.group("pages") or "")
    publisher = [p.strip() for p in (match.group("tail") or "").split(",") if p.strip()]
    entry.publisher = publisher[0] if publisher and not re.fullmatch(r"\d{4}", publisher[0]) else ""
    entry.entry_type = "incollection" if match.group("editors") or entry.publisher else "inproceedings"


def _edited_chapter(rest: str, entry: BibEntry) -> None:
    match = re.match(rf"^(?:In\s+)?(?P<book>.+?)(?:,\s*(?:edited by|ed\.|eds\.)\s+[^,]+?)?\s*,\s*(?:pp?\.\s*)?"
                     rf"(?P<pages>{_PAGES})\.\s*(?:[^:.]+:\s*(?P<publisher>[^.]+))?", rest)
    entry.entry_type = "incollection"
    if match:
        entry.journal, entry.pages = match.group("book").strip(), normalize_pages(match.group("pages"))
        entry.publisher = (match.group("publisher") or "").strip()
    else:
        entry.journal = re.split(r",\s*(?:edited by|ed\.)|\.\s", re.sub(r"^In\s+", "", rest), maxsplit=1)[0].strip()


# "Symposium on Modeling, Analysis, and Simulation (MASCOTS). IEEE, 2018." / "… Conference on Systems. Springer, Cham, 2020."
_MLA_MEETING = re.compile(r"^(?P<venue>[^:]*?\b(?i:conference|symposium|workshop|proceedings|congress|meeting|colloquium)\b[^:]*?)\.\s+"
                          r"(?P<publisher>[A-Z][^.:\d]{1,40}?),\s*(?:1[5-9]|20)\d\d\.?$")


# a journal's name, then MLA's (Google Scholar's) "volume.issue (year): pages" or Chicago's "volume, no. issue (year): pages"
_MLA_NUMBERS = re.compile(r"[A-Z][^.():;\d]{1,80}?\s+\d+(?:\.\d+|,\s*no\.\s*\d+)?\s*\((?:1[89]|20)\d\d\):\s*[A-Za-z]?\d+(?:\s*[-–]+\s*[A-Za-z]?\d+)?\.?")


def mla_numbers(text: str, entry: BibEntry) -> bool:
    """"Big Data 1.1 (2013): 51-59." (what follows a title without its quotes) → the journal and its numbers;
    False for a text of another shape."""
    if not _MLA_NUMBERS.fullmatch(text.strip()):
        return False
    _chicago_numbers(text.strip(), entry)
    return True


def _chicago_numbers(rest: str, entry: BibEntry) -> None:
    """"Journal 38, no. 4 (2020): 812–19." / "Journal, vol. 38, no. 4, 2020, pp. 812–19." /
    "Journal 1, no. 4 (Autumn 2006), 124--146."."""
    rest = re.sub(rf"^In\s+{_OWN_BOOK}", "", rest)
    meeting = _MLA_MEETING.match(rest)
    if meeting:     # Google Scholar's MLA for a paper at a meeting: "Venue, with commas (ACRO). Publisher, 2018."
        entry.journal, entry.publisher = meeting.group("venue").strip(), meeting.group("publisher").strip()
        entry.entry_type = "inproceedings"
        paged = re.search(rf",\s*pp?\.\s*(?P<pages>{_PAGES})$", entry.journal)
        if paged:   # its Chicago: "In Venue (ACRO), pp. 1-6. IEEE, 2018."
            entry.journal, entry.pages = entry.journal[:paged.start()].strip(), normalize_pages(paged.group("pages"))
        return
    # a year followed by a capitalised word belongs to the venue's name ("Proceedings of the 2023 IEEE Symposium")
    # MLA (Google Scholar) writes "volume.issue (year)": "Journal 3.1 (2006): 45-67", "IBM Journal 63.2/3 (2019): 3-1";
    # a chapter "Book (1995): 68-86"
    entry.journal = re.split(r",?\s+(?:vol\.|vol\s+\d|\d+,?\s*no\.|\d+(?:\.[\w/\-–]+)?\s*\(|\d{4}\b(?!\s+[A-Z][A-Za-z])|\((?:1[5-9]|20)\d\d\)\s*[:.]?)"
                             r"|,(?![^()]*\))", rest)[0].strip(" .,")
    mla = re.search(r"\s(\d+)\.([\w/\-–]+)\s*\([^()]*\b(?:1[5-9]|20)\d\d\)", rest)
    # (French hands write "vol 4, N°5 mai 2008, p.223-226")
    volume = re.search(r"\bvol\.\s*(\w+)|\bvol\s+(\d\w*)|\s(\d+)(?=,?\s*no\.|\s*\()", rest)
    entry.volume = mla.group(1) if mla else next((g for g in volume.groups() if g), "") if volume else ""
    issue = re.search(r"(?:\bno\.|\b[Nn]\s?[°º])\s*(\w+(?:[/\-–]\w+)?)|\d\s*\((?!(?:1[5-9]|20)\d\d\))(\d+(?:[/\-–]\d+)?)\)", rest)
    entry.issue = normalize_pages(mla.group(2) if mla else (issue.group(1) or issue.group(2)) if issue else "")   # "5–6" → "5-6"
    pubmed = re.search(r"\bvol\.\s*\w+,(\w+)\b", rest)       # PubMed's MLA: "Health equity vol. 4,1 (2020): 525-532"
    entry.issue = entry.issue or (pubmed.group(1) if pubmed else "")
    pages = re.search(rf"\bpp?\.\s*({_PAGES})|\bpp(?=\d)({_PAGES})|\)[:,]\s*({_PAGES})|\bvol\.\s*\w+(?:,\w+)?\s+({_PAGES})(?=\.|$)", rest)
    entry.pages = normalize_pages(next((g for g in pages.groups() if g), "")) if pages else ""
    entry.entry_type = "article" if entry.volume or entry.pages else "misc"


# --- Vancouver / AMA without a volume: "Wang L, Li X. Title. Lancet. 2019." ----------------------
_VANCOUVER_YEAR_END = re.compile(
    r"\.\s*(?P<year>\d{4})[a-z]?(?:\s+[A-Z][a-z]{2}(?:\s+\d{1,2})?)?\s*\.?$")


def parse_vancouver_no_volume(text: str, entry: BibEntry) -> bool:
    """Epub-ahead-of-print and online-first lines end with the year after the journal."""
    tail = _VANCOUVER_YEAR_END.search(text)
    if not tail or re.search(rf"\b{_MONTHS}$", text[:tail.start()]):
        return False        # "… 525-532. 30 Dec. 2020": a day and month before the year are no Vancouver
    if re.search(r"[.?!][\"”]\s+In\s", text):
        return False        # Google Scholar's Chicago: 'Names. "Title." In Proceedings …, pp. 1-9. 2017.' (the quoted title's)
    segments = merge_abbreviations([s for s in re.split(SENTENCE_END, text[:tail.start()].strip() + ".") if s])
    if len(segments) < 3:
        return False
    entry.authors, truncated = _authors(segments[0])
    entry.authors_truncated = truncated
    entry.placeholder_authors = placeholder_authors(entry.authors, truncated)
    entry.entry_type = "article"
    entry.title = " ".join(segments[1:-1]).rstrip(".").strip()
    entry.journal = segments[-1].rstrip(".").strip()
    kind = {"book": "book", "report": "report", "thesis": "thesis", "dissertation": "thesis"}.get(entry.journal.lower())
    if kind:                          # "Title. Book. 2011.": the kind of work, no journal
        entry.entry_type, entry.journal = kind, ""
    _set_year(entry, tail.group("year"))
    return True


# --- Chicago notes-bibliography and MLA: 'Okafor, Nneka C., and Maria Brandt. "Title." …' --------
# (an apostrophe inside a name is no quote: "D'Aprile, Paolo. “Title.” 2016.")
_QUOTED = re.compile(rf"^(?P<authors>(?:[^{_OPEN_Q}]|(?<=[^\W\d_])['’](?=[^\W\d_]))+?)\.\s+[“\"](?P<title>[^”\"]+?)[.,]?[”\"]\s*(?P<rest>.*)$")


def parse_quoted_title(text: str, entry: BibEntry) -> bool:
    """Chicago: "Journal 38, no. 4 (2020): 812–19." MLA: "Journal, vol. 38, no. 4, 2020, pp. 812–19."."""
    match = _QUOTED.match(text)
    rest = match.group("rest") if match else ""
    years = _LAST_YEAR.findall(rest)
    # (the title closed by a stop inside its quotes or after them: '"Das U-Boot" Source Tree' goes on after them)
    closed = match and (re.search(r"[.?!,][”\"]\s*\S", text[match.start("title"):]) or re.match(r"[.,]|$", rest))
    if match and closed and not years and not re.search(r"\d", rest):
        # a web page without a date, as a reading list writes it: 'Freudenrich, Craig. “How Oil Drilling Works.”
        # HowStuffWorks.com' — the names and the title; what follows is no field said to be one
        _set_authors(entry, match.group("authors"))
        entry.title, entry.entry_type = match.group("title").strip(" .,"), "misc"
        return True
    if not match or not years:
        return False
    _set_authors(entry, match.group("authors"))
    entry.authors = entry.authors[:1] + [_particle_family(name) for name in entry.authors[1:]]
    entry.title = match.group("title").strip(" .,")
    _chicago_numbers(rest, entry)
    if not entry.journal:       # 'Yue L, Chen W. “Title”, Journal, 60(2): 617–663, 2019.'
        _tail_numbers(re.sub(r",?\s*(?:1[5-9]|20)\d\d[a-z]?\.?$", "", rest.strip(" ,.")), entry)
    after_year = re.match(r"^(?:1[5-9]|20)\d\d[a-z]?\.\s+(?P<source>.+?)\.?$", rest.strip())
    if after_year:      # "“Title.” 2016. The Guardian." names its source; "2014. A chef's search for …", a comment, none
        named = re.fullmatch(r"(?:The\s+)?[A-Z][\w.&'’\-]*(?:\s+(?:&|and|of|[A-Z][\w.&'’\-]*)){0,4}", after_year.group("source"))
        entry.journal = after_year.group("source") if named else ""
    web = _MLA_WEB.match(rest.strip()) if entry.journal and entry.url and not (entry.volume or entry.publisher) else None
    if web and web.group("container").strip() == entry.journal and not re.search(r"\bed\.$|\bedition$", web.group("publisher")):
        # MLA 9's web page: "“Title.” The Washington Post, WP Company, 8 Sept. 2021, https://…" — the site, its publisher
        entry.publisher = web.group("publisher").strip()
    bare = re.match(rf"^({_PAGES}),\s*(?:1[5-9]|20)\d\d\.?$", rest.strip())
    if bare:        # a chapter written inside its quoted title, then only its pages: "“Chapter. In: Book,” 483–523, 2006."
        entry.journal, entry.pages, entry.entry_type = "", normalize_pages(bare.group(1)), "misc"
    # (Chicago's year in brackets, not an article number after it: "Sensors 20, no. 7 (2020): 2034.")
    bracketed = re.findall(r"\(((?:1[5-9]|20)\d\d)\)", rest)
    _set_year(entry, bracketed[-1] if bracketed else years[-1])
    return True


_CAPITAL_PARTICLE = re.compile(rf"^(?P<given>[{UPPER}][^,]*?[\w.])\s+(?P<family>(?:Le|La|De|Du|Da|Di|Del|Della|Van|Von|Der|Den|Ten|Ter|Dos|Das)"
                               rf"\s+[{UPPER}][\w'’\-]*[a-zà-ÿ][\w'’\-]*)$")


def _particle_family(name: str) -> str:
    """"Olivier Le Pape" → "Le Pape, Olivier", "Tom J. M. Van Dooren" → "Van Dooren, Tom J. M.": a name
    written given name first (Chicago's second and later authors) whose family name opens with a
    capitalised particle, written family first so the particle stays with the family name."""
    found = _CAPITAL_PARTICLE.match(name)
    return f"{found.group('family')}, {found.group('given')}" if found and "," not in name else name


_MLA_WEB = re.compile(r"^(?P<container>[^,]{2,120}),\s+(?P<publisher>[^,\d]{2,80}),\s+(?:\d{1,2}\s+)?"
                      rf"{_MONTHS}\s+(?:\d{{1,2}},\s*)?(?:1[5-9]|20)\d\d\b")


# --- Chicago / MLA books: "Okafor, Nneka C. Renal Physiology. New York: McGraw-Hill, 2018." ------
_HUMANITIES_BOOK = re.compile(
    r"^(?P<authors>[^\W\d_][\w'’\-]+,\s+[^\W\d_][\w'’\-]*(?:\s+[A-Z](?:[a-z'’\-]+|\.?))?(?:,?\s+and\s+[^.]+)?)\.\s+"
    r"(?P<title>[^.]+?)\.\s+(?:Vol\.\s*\d+\.\s+)?(?P<rest>[^.\d]*?),\s*(?P<year>\d{4})\.?$")


def parse_humanities_book(text: str, entry: BibEntry) -> bool:
    match = _HUMANITIES_BOOK.match(text)
    if not match:
        return False
    _set_authors(entry, match.group("authors"))
    entry.title = match.group("title").strip()
    entry.entry_type = "book"
    entry.publisher = book_publisher(match.group("rest"))
    _set_year(entry, match.group("year"))
    return True


# IEEEtran's @online / @misc with a date: "Veritasium. (2016, 11) Title. Accessed 14/3/18. [Online].",
# "J. Smith. (2019, Mar.) Title." — year and month in parentheses with no period after them (APA puts
# one; Harvard's "(2007) 'Title'" has no month)
_IEEE_ONLINE = re.compile(rf"^(?P<authors>[^()]{{2,200}}?)\.\s+\((?P<year>(?:1[89]|20)\d\d),\s*(?:{_MONTHS}|\d{{1,2}})"
                          r"(?:\s*\d{1,2})?\)\s+(?![.,:])(?P<rest>.+)$")


def parse_ieee_online(text: str, entry: BibEntry) -> bool:
    match = _IEEE_ONLINE.match(text)
    if not match:
        return False
    # the title ends at its first sentence end (a question keeps its mark)
    title = re.match(r"(.+?[?!](?=\s|$)|.+?(?=\.(?:\s|$))|.+$)", match.group("rest")).group(1).strip(" ,")
    authors = match.group("authors").strip()
    if re.search(r"(?:^|\s)[A-Z]\.|,|\sand\s", authors):
        _set_authors(entry, authors)
    else:       # a channel, a blog, an organisation: one author as written
        entry.authors = [authors]
    entry.title, entry.year, entry.entry_type = title, int(match.group("year")), "misc"
    return bool(title)
