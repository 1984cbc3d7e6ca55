"""Lines with the year right after the names, set off by a comma or a colon, not parentheses or a
period (issue 20's CSL sweep):

- AOSIS Harvard: "Tamsin, A., Ovell, R.J. & Brack, T., 1983, ‘Title’, Journal of Meshes, 54(3), 1201–1209.";
- GSA: "Tamsin, A., and Brack, T., 1983, Title: Journal of Meshes, v. 54, p. 1201–1209, doi:…", and seg.bst's
  "Bott, M., 1967, Title: Geophysical Journal International, 13, 313–323." / "…, 2019, Title, 3 ed.: Elsevier.";
- ASME: "[4] Tamsin, A., and Brack, T., 1983, “Title,” J. Mesh, 54(3), pp. 1201–1209.";
- AMS: "Tamsin, A., R. J. Ovell, and T. Brack, 1983: Title. J. Mesh, 54, 1201–1209, https://doi.org/…"

and their books ("…, 1983, Title, Publisher, Place." / "…, 1983: Title. Publisher."). Only a whole
line of one of these shapes is read here; any other line is left to the other readers. Where the
title may end at more than one colon (GSA), or only a comma tells a book's title from its
publisher, the fields are marked guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, placeholder_authors, split_year
from .reflist_certainty import guess
from .reflist_parts import UPPER, normalize_pages

_INITIALS = rf"[{UPPER}]\.(?:\s?-?[{UPPER}]\.)*"
_WORD = rf"[{UPPER}][\w'’\-]*[^\W\d_]"
_PARTICLE = r"(?:van|von|de|der|den|del|da|du|la|le|dos|di|ten|ter)"
_FAMILY = rf"(?:{_PARTICLE}\s+)*{_WORD}(?:\s{_WORD})?"
_INVERTED = rf"{_FAMILY},\s*{_INITIALS}(?:\s+{_PARTICLE}(?:\s+{_PARTICLE})?)?(?:,\s*Jr\.)?"
_GIVEN_FIRST = rf"{_INITIALS}\s+{_FAMILY}"
_PERSON = rf"(?:{_INVERTED}|{_GIVEN_FIRST}|[\u4e00-\u9fff]{{2,20}})"
_GROUP = rf"(?:The\s+)?{_WORD}(?:\s+(?:of|for|and|on|the|{_WORD})){{1,7}}"
_SEP = r"(?:,?\s+(?:and|&)\s+|,\s+)"
_HEAD = re.compile(rf"^(?P<authors>{_PERSON}(?:{_SEP}{_PERSON})*(?:{_SEP}{_GROUP})?|{_GROUP})"
                   rf"(?P<etal>,?\s+(?:et\s+al\.|and\s+Coauthors))?,\s+(?P<year>(?:1[6-9]|20)\d\d)[a-z]?(?P<mark>[,:])\s+(?P<rest>\S.*)$")
_PAGES = r"(?P<pages>[A-Za-z]{0,4}\d+(?:\s*[–\-]\s*[A-Za-z]{0,4}\d+)?)"
_ISSUE = r"(?:\((?P<issue>[^()]{1,12})\))?"
_END = r"[\s.,]*$"
_ARTICLES = (
    # AOSIS Harvard, ASME: the title in quotes
    re.compile(rf"^[‘“\"](?P<title>.+?)[,.]?[’”\"],?\s+(?P<journal>[^\W\d][^,]*?),\s+(?P<volume>\d+[A-Z]?){_ISSUE},\s+(?:pp?\.\s+)?{_PAGES}{_END}"),
    # GSA: "Title: Journal, v. 54, p. 1201–1209"
    re.compile(rf"^(?P<title>.+):\s+(?P<journal>[^\W\d][^,]*?),\s+v\.\s+(?P<volume>\d+[A-Z]?){_ISSUE},\s+(?:no\.\s+\S+,\s+)?p\.\s+{_PAGES}{_END}"),
    # seg.bst: "Title: Journal, 13, 313–323" / "Title: Geophysics, 34, no. 1, 39–53" (held-out batch 75)
    re.compile(rf"^(?P<title>.+):\s+(?P<journal>[^\W\d][^,]*?),\s+(?P<volume>\d+[A-Z]?)(?:,\s+no\.\s+(?P<issue>[^,\s]+))?,\s+{_PAGES}{_END}"),
    # AMS: "Title. J. Mesh, 54, 1201–1209" / a title that asks: "Why is it so? J. Mesh, 54, 1201–1209" /
    # an article number for pages: "J. Mesh, 113, D13103" or after the volume in parentheses "113 (D13103)",
    # "113 (D00A01)"; the issue after a space as ametsoc.bst sets it: "125 (558), 2127–2152"; a volume alone
    # (its DOI taken out): "J. Climate, 15."
    re.compile(rf"^(?P<title>[^.].*?(?:[^.\s](?=\.)|[?!][\"”]?(?!\s+[a-z])))\.?\s+(?P<journal>[^\W\d][^,]*?),\s+(?P<volume>\d+[A-Z]?)"
               rf"(?:\s*{_ISSUE},\s+{_PAGES}|\s*\((?P<number>[A-Z]?\d+(?:[A-Z]\d+)?)\))?{_END}"),
)
# AMS's multi-part papers: "Title. Part II: Subtitle. J. Mesh, …" — the part is the title's, not the journal's
_PART = re.compile(r"^(?P<part>Part\s+(?:[IVX]+|\d+)\s*[:.]\s*[^.]+?[^.\s])\.\s+(?P<journal>\S.*)$")
# what follows a work in AMS's lists and is no field: "[Available online at www.x.org]", a book's page count
_AVAILABLE = re.compile(r"\s*\[Available (?:online )?(?:at|from)\s+(?P<where>[^\]]+?)\.?\]\s*\.?$", re.I)
_PAGE_COUNT = re.compile(r",\s+\d+\s+pp\.?$")
# AMS proceedings and chapters: "1983: Title. Book Title, Place, Publisher, 12–30."
_AMS_CHAPTER = re.compile(rf"^(?P<title>[^.].*?[^.\s])\.\s+(?P<book>[^\W\d][^,]*?),\s+.*?,\s+{_PAGES}{_END}")
# AMS technical reports: "1983: Title (CAM 3.0). NCAR Technical Note TN-464+STR, NCAR." — the title may hold periods
_AMS_REPORT = re.compile(r"^(?P<title>[^.].*?[^.\s])\.\s+(?P<series>[^.,]*?\b(?:Tech(?:nical)?\.?\s+(?:Note|Rep(?:ort)?\.?|Memo(?:randum)?)|"
                         r"Report|Working\s+Paper)\b[^,]*),\s+(?P<institution>[^,\d]+?)(?:,\s+[^,\d]+?)?(?:,\s+\d+\s+pp)?\.?$")
# GSA proceedings: "1983, Title, in Book Title, v. 26, p. 12–30."
_GSA_CHAPTER = re.compile(rf"^(?P<title>[^,].*?),\s+in\s+(?P<book>[^\W\d][^,]{{7,}}?)(?:,\s+v\.\s+(?P<volume>\d+))?,\s+p\.\s+{_PAGES}{_END}")
_BOOKS = (
    # GSA: "Title: Cambridge, MA, Publisher."
    re.compile(rf"^(?P<title>.+?):\s+[^,:\d]+(?:,\s+[A-Z]{{2}})?,\s+(?!(?:Inc|Ltd|Co)\.?$)(?P<publisher>[^,:\d]+?)\.?$"),
    # AOSIS, ASME: "Title, 2nd edn., Publisher, Place." — a comma only between title and publisher
    re.compile(rf"^(?P<title>[^‘“\",]{{3,}}?)(?:,\s+\d+(?:st|nd|rd|th)\s+edn?\.)?,\s+(?P<publisher>[^,\d]+?),\s+[^,\d]+?(?:,\s+[A-Z]{{2}})?\.?$"),
    # seg.bst: "Title, 3 ed.: Elsevier." / "Title: John Wiley & Sons, Inc." (no place)
    re.compile(rf"^(?P<title>[^:]{{3,}}?)(?:,\s+\d+(?:st|nd|rd|th)?\s+ed\.)?:\s+(?P<publisher>[^,:\d]+?(?:,\s+(?:Inc|Ltd|Co)\.?)?)\.?$"),
    # AMS: "Title. 2nd ed. Publisher."
    re.compile(rf"^(?P<title>[^.]{{3,}}?)\.\s+(?:\d+(?:st|nd|rd|th)\s+edn?\.?\s+)?(?P<publisher>[^.,\d][^.,]*?)\.?$"),
)


def _authors(text: str) -> list[str]:
    """"Tamsin, A., R. J. Ovell, and T. Brack" → ["Tamsin, A.", "R. J. Ovell", "T. Brack"]."""
    return [m.group(0).strip() for m in re.finditer(rf"{_INVERTED}|{_GIVEN_FIRST}|[\u4e00-\u9fff]{{2,20}}|{_GROUP}", text)]


def parse_year_comma(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text)
    if not head:
        return False
    rest = head.group("rest").strip()
    available = _AVAILABLE.search(rest) if head.group("mark") == ":" else None
    if available:       # AMS: "… National Hurricane Center. [Available online at www.nhc.noaa.gov]"
        rest = rest[:available.start()].strip()
        where = available.group("where").strip()
        if re.match(r"https?://", where):
            entry.url = entry.url or where
        else:       # a site without its scheme: kept as written, not made a link
            entry.notes.append(f"available online at {where}")
    for shape in _ARTICLES:
        found = shape.match(rest) if shape is not _ARTICLES[2] or head.group("mark") == "," else None    # (seg.bst's comma)
        if found:
            entry.entry_type, entry.title, entry.journal = "article", found.group("title").strip(), found.group("journal").strip()
            entry.volume, entry.issue = found.group("volume"), found.groupdict().get("number") or found.group("issue") or ""
            entry.pages = normalize_pages(found.group("pages") or "")
            part = _PART.match(entry.journal) if shape is _ARTICLES[3] else None
            if part:
                entry.title, entry.journal = f"{entry.title}. {part.group('part')}", part.group("journal").strip()
            if shape in (_ARTICLES[1], _ARTICLES[2]) and entry.title.count(": ") + entry.journal.count(": ") >= 1 and ": " in found.group("title"):
                guess(entry, ("title", "journal"), "the title may end at more than one colon")
            break
    else:
        chapter = _AMS_CHAPTER.match(rest) if head.group("mark") == ":" else _GSA_CHAPTER.match(rest)
        counted = _PAGE_COUNT.sub("", rest) if head.group("mark") == ":" else rest    # AMS: "Publisher, 448 pp."
        report_shaped = _AMS_REPORT.match(rest)
        book = None if chapter or report_shaped or re.search(r"\d+\s*[–\-]\s*\d+|\bpp?\.\s*\d|\bv(?:ol)?\.\s*\d", counted) else \
            next((b for b in (shape.match(counted) for shape in _BOOKS if shape is not _BOOKS[2] or head.group("mark") == ",") if b), None)
        report = report_shaped if head.group("mark") == ":" and not chapter else None
        if report:
            entry.entry_type, entry.title = "techreport", report.group("title").strip()
            entry.publisher = report.group("institution").strip()
        elif chapter:
            entry.entry_type, entry.title, entry.journal = "incollection", chapter.group("title").strip(), chapter.group("book").strip()
            entry.pages = normalize_pages(chapter.group("pages"))
            entry.volume = chapter.groupdict().get("volume") or ""
        elif book:
            entry.entry_type, entry.title, entry.publisher = "book", book.group("title").strip(), book.group("publisher").strip()
            guess(entry, ("title", "publisher"), "the title told from the publisher by a comma or period only")
        else:
            return False
    authors = _authors(head.group("authors"))
    entry.authors, entry.authors_truncated = authors, bool(head.group("etal"))
    entry.placeholder_authors = placeholder_authors(authors, entry.authors_truncated)
    entry.year, entry.year_suffix = split_year(head.group("year"))
    return True


# the year after the names and a comma, a colon later (seg.bst, GSA)
_COLON_TITLED = re.compile(r"^[^()\d:]{3,400}?,\s*(?:1[6-9]|20)\d\d[a-z]?,\s+[^\W\d_][^:]*:\s")


def parse_colon_titled(text: str, entry: BibEntry) -> bool:
    """``parse_year_comma`` for the lines whose title a colon ends (seg.bst, GSA), read before the readers that
    would take the names' initials for the title; False (entry untouched) for any other line."""
    return bool(_COLON_TITLED.match(text)) and parse_year_comma(text, entry)
