"""Humanities lines whose author list is set apart by commas only: the first author inverted, the
others given name first, the list closed by a comma, a year in parentheses or ". 2015." — MHRA's
notes and author-date bibliographies and the American Marketing Association's.

    LeCun, Yann, Yoshua Bengio, and Geoffrey Hinton, ‘Deep Learning’, Nature, 521.7553 (2015), pp. 436–44
    Harris, Charles R., and others. 2020. ‘Array Programming with NumPy’, Nature, 585.7825, pp. 357–62
    Kuhn, Thomas S., The Structure of Scientific Revolutions (Chicago: University of Chicago Press, 1962)
    Goodfellow, Ian, Yoshua Bengio, and Aaron Courville (2016), Deep learning, Cambridge, MA: MIT Press.
    LeCun, Yann, Yoshua Bengio, and Geoffrey Hinton (2015), “Deep learning,” Nature, 521 (7553), 436–44.

MHRA writes "volume.issue (year)" ("521.7553 (2015)") and "pp."; AMA "volume (issue), pages".
"""
from __future__ import annotations

import re

from .entry import BibEntry, normalize_pages, split_year
from .reflist_names import is_organisation
from .reflist_parts import UPPER, _PAGES

_U = f"[{UPPER}]"
_PARTICLE = r"(?:\s+(?:della|de[nrl]?|von|van|du|di|da|le|la|ten|ter)\b)*"   # "Neumann, John von"
_FIRST = (rf"(?:[a-z]+\s+){{0,3}}{_U}[\w'’\-]+(?:[\s\-]{_U}[\w'’\-]+)?,\s+(?:{_U}\.\s*)*{_U}[\w'’\-]*[a-z][\w'’\-]*\.?(?:[\s\-]+{_U}[\w'’\-]*\.?){{0,3}}"   # a given name in full
          rf"{_PARTICLE}(?:,\s+Jr\.?)?")
_OTHER = rf"(?:{_U}[\w'’\-]*\.?[\s\-]+)+(?:[a-z]+\s+){{0,3}}{_U}[\w'’\-]+"
_CJK = r"[\u4e00-\u9fff·]{2,20}"
_CJK_LIST = re.compile(rf"^{_CJK}(?:[,\s]|$)")
_YEAR = r"(?:1[5-9]|20)\d\d[a-z]?"
# the names, then what closes the list: ", ‘Title’", " (2015), ", ". 2015. ", ", Title (… 1962)"
_HEAD = re.compile(
    rf"^(?P<names>(?:{_FIRST}(?:,\s+{_OTHER})*(?:,?\s+and\s+{_OTHER}|,\s+and\s+others)?"
    rf"|{_CJK}(?:(?:,\s*|,?\s+and\s+){_CJK})*(?:,\s+and\s+others)?"
    rf"|(?P<body>[^,‘“()\d]{{3,80}}?)))(?:\s+\((?i:eds?)\.?\))?"
    rf"(?:\s+\((?P<year>{_YEAR})\),\s+|\.\s+(?P<year_ad>{_YEAR})\.\s+|,\s+(?=[‘“\u4e00-\u9fff]|{_U}))(?P<rest>\S.*)$")
# MHRA closes the title "‘Title’," and AMA "“Title,”" (Chicago's "“Title.”" is not this line)
_QUOTED = re.compile(r"^[‘“](?P<title>.+?)(?:,[’”]|[’”](?=,|\s+\())(?!\w),?\s*(?P<after>.*)$")   # not the apostrophe of "Individual’s"
_TAIL = r"[\s,.;]*(?:doi:\s*\S+)?[\s,.;]*$"     # the DOI, or what is left where it was taken out
# MHRA's "Nature, 521.7553 (2015), pp. 436–44" / AMA's "Nature, 521 (7553), 436–44"
_MHRA_ARTICLE = re.compile(rf"^(?P<journal>[^,].*?),\s+(?P<volume>\d+)(?:\.(?P<issue>\w+(?:[–\-]\w+)?))?(?:\s+\((?P<year>[^)]*?(?<!\d){_YEAR}(?!\d)[^)]*)\))?,\s*"
                           rf"(?:pp?\.\s*)?(?P<pages>{_PAGES}|[A-Za-z]?\d+){_TAIL}")
_AMA_ARTICLE = re.compile(rf"^(?P<journal>[^,].*?),\s+(?P<volume>\d+)(?:\s+\((?P<issue>[^)]+)\))?,\s*"
                          rf"(?P<pages>{_PAGES}|[A-Za-z]?\d+){_TAIL}")
# "in Book, ed. by …(Cambridge, MA: MIT Press, 1999), pp. 185–208" / AMA's "in Book, A. B. Smith, eds., Place: Publisher, 185–208"
_MHRA_CHAPTER = re.compile(rf"^in\s+(?P<book>.+?),\s+(?:ed\.\s+by\s+[^()]+?\s*)?\((?:[^():]+:\s*)?(?P<publisher>[^(),]+)"
                           rf"(?:,\s*(?P<year>{_YEAR}))?\),\s*(?:pp?\.\s*)?(?P<pages>{_PAGES}){_TAIL}")
_AMA_CHAPTER = re.compile(rf"^in\s+(?P<book>[^,]+(?:,\s+(?![A-Z]\.)[^,]+)*?),\s+(?:[^,]+(?:,\s+[^,]+)*?,\s+eds?\.,\s+)?"
                          rf"(?:[^,:]+(?:,\s*[A-Z]{{2}})?:\s*)?(?P<publisher>[^,:]+),\s*(?P<pages>{_PAGES}){_TAIL}")
# "Proceedings of … (CVPR) (Las Vegas, NV), 2016, pp. 770–78": a venue, its place, the year, the pages
_MHRA_VENUE = re.compile(rf"^(?P<journal>[^,].*?),\s*(?P<year>{_YEAR}),\s*(?:pp?\.\s*)?(?P<pages>{_PAGES}){_TAIL}")
_MHRA_VENUE_PLACE = re.compile(rf"^(?P<journal>[^,].*?)\s+\([^()]*,[^()]*\),\s*(?:(?P<year>{_YEAR}),\s*)?(?:pp?\.\s*)?(?P<pages>{_PAGES}){_TAIL}")
# "(unpublished PhD thesis, University of Edinburgh, 1977)"
_MHRA_THESIS = re.compile(rf"^\((?:unpublished\s+)?[^,()]*thesis,\s+(?P<publisher>[^()]+?)(?:,\s*(?P<year>{_YEAR}))?\){_TAIL}", re.I)
# MHRA's book: "Title, 3rd edn (Place: Publisher, 1962)"; AMA's: "Title, Place: Publisher."
_MHRA_BOOK = re.compile(rf"^(?P<title>(?:[^().]|\.(?!\s))+?)(?:,\s*(?:\d+\w*\s+edn|Technical report))?\s*\((?:[^():]+:\s*)?(?P<publisher>[^()]+?)"
                        rf"(?:,\s*(?P<year>{_YEAR}))?\){_TAIL}")
_AMA_BOOK = re.compile(rf"^(?P<title>[^,]+(?:,\s+[a-z][^,]*)*),\s*(?:\d+\w*\s+ed\.,\s*)?(?:[^,:]+(?:,\s*[A-Z]{{2}})?:\s*)?"
                       rf"(?P<publisher>[^,:]+?)\s*\.?\s*$")


def _fill(entry: BibEntry, match: re.Match, **rename) -> None:
    for group, value in match.groupdict().items():
        field = rename.get(group, group)
        if not value or field == "year":
            continue
        setattr(entry, field, normalize_pages(value) if field == "pages" else value.strip())


def _read_rest(rest: str, entry: BibEntry, year_first: bool, loose_tail_ok: bool) -> bool:
    quoted = _QUOTED.match(rest)
    if quoted:
        entry.title, after = quoted.group("title").strip(), quoted.group("after")
        for pattern in (_MHRA_CHAPTER, _AMA_CHAPTER, _MHRA_THESIS, _MHRA_VENUE_PLACE, _MHRA_VENUE, _MHRA_ARTICLE, _AMA_ARTICLE):
            match = pattern.match(after)
            if match:
                _fill(entry, match, book="journal")
                if match.groupdict().get("year") and not entry.year:
                    entry.year, entry.year_suffix = split_year(match.group("year"))
                return True
        if loose_tail_ok is False or re.search(r"\b(?:vol|no|pp)\.", after):
            return False      # IEEE's "vol. 489, no. 7414" is not this line
        years = re.findall(rf"(?<!\d){_YEAR}(?!\d)", after)    # a web page, a data set: the title and the year
        entry.year = entry.year or (split_year(years[-1])[0] if years else None)
        return True
    for pattern in (_MHRA_BOOK, _AMA_BOOK) if year_first else (_MHRA_BOOK,):    # AMA's book only after "(2016),"
        match = pattern.match(rest)
        if match and (entry.year or match.groupdict().get("year")):
            _fill(entry, match)
            entry.entry_type = "book"
            if match.groupdict().get("year") and not entry.year:
                entry.year, entry.year_suffix = split_year(match.group("year"))
            return True
    return False


def parse_mhra(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from an MHRA or AMA line; False (``entry`` untouched) when the line is not one."""
    head = _HEAD.match(text.strip())
    if not head or head.group("body") and not is_organisation(head.group("body").strip()):
        return False      # "ENCODE Project Consortium, ‘…’": a body is the one author
    if re.fullmatch(r"[^\W\d_][\w'’\-]+\s[A-ZÀ-ÞĀ-Ž]{1,3},\s*[^\W\d_][\w'’\-]+\s[A-ZÀ-ÞĀ-Ž]{1,3}\.?", head.group("names").strip()):
        return False      # "Lind UO, Okoro ON.": Vancouver's names with their initials, no "Family, Given"
    trial = BibEntry(key=entry.key, raw=entry.raw)
    year = head.group("year") or head.group("year_ad")
    if year:
        trial.year, trial.year_suffix = split_year(year)
    if head.group("body") and not head.group("year") and not re.match(r"[‘“]", head.group("rest")):
        return False      # a body's name, then a comma: only before a quoted title
    if not _read_rest(head.group("rest"), trial, bool(head.group("year")), not head.group("body")):
        return False
    names = head.group("names")
    first = re.match(_FIRST, names) if not _CJK_LIST.match(names) and not head.group("body") else None
    rest = names[first.end():] if first else names
    others = re.search(r",\s+and\s+others$", rest)
    # (CJK names parted by a comma without a space: "伊達央,大川真弥,滝田好宏")
    parting = r"\s*[,，、]\s*" if _CJK_LIST.match(names) else r",\s+(?:and\s+)?|,?\s+and\s+"
    entry.authors = [names.strip()] if head.group("body") else ([first.group(0).rstrip(".")] if first else []) + [
        name.strip().rstrip(".") for name in re.split(parting, rest[:others.start()] if others else rest)
        if name.strip()]
    entry.authors_truncated = bool(others)
    for field in ("title", "journal", "volume", "issue", "pages", "publisher", "year", "year_suffix"):
        setattr(entry, field, getattr(trial, field))
    if trial.entry_type == "book":
        entry.entry_type = "book"
    return True
