"""The container part of a reference line, in the shapes every style shares (issue 20):

- numbers marked by words: "J. Hepatol., vol. 12, no. 3, pp. 498– 514" (IEEE, Elsevier, MLA);
- a journal abbreviated with periods: "J. Hepatol.", "Neurol. Res. Int." (one name, not sentences);
- a book's publisher without a place's colon: "CRC Press, 1992", "Springer, New York, NY, 1998",
  Springer's "Springer, Berlin (2019)";
- a thesis: "PhD thesis, Delft University of Technology, 2014", "[dissertation]. University of X";
- a chapter or a conference paper: "In: Editor A, editor. Book. Place: Publisher; 2019. p. 45-67.",
  "In Proceedings of …, 2016.".
"""
from __future__ import annotations

import re

from .entry import BibEntry
from .reflist_certainty import guess
from .reflist_parts import (MONTH, _NATURE_BOOK_TAIL, _PAGES, _PUBLISHER, _PUBLISHER_WORDS, _set_authors, _set_year,
                            book_publisher, is_proceedings, normalize_pages)

# --- numbers marked by words ------------------------------------------------------------------
_ROMAN_PAGES = r"(?-i:[ivxlc]{1,7})\s*[-–]\s*(?-i:[ivxlc])"      # "pp. iii–viii"
_MARK = re.compile(rf",?\s*\b(?:vol(?:ume)?\.?\s*(?:\d|(?-i:[IVXLC]+)\b)|no\.\s*\d|nos?\.\s*\d|issue\s+\d|(?:pp?|pg)\.\s*(?:[A-Za-z]{{0,3}}\d|{_ROMAN_PAGES}))", re.I)


# plain.bst's numbers as a rendered list writes them: "Journal, 11(3):10:10–10:29, March 2013." /
# "IEEE Transactions on Software Engineering, SE-12(1):96–109, Jan 1986." / "Risks Digest, 9(63), January 29, 1990."
# (the journal may be left out: "72(6):1981–1984, June 1975."); a paper's or a site's date alone: "New York Times,
# September 16, 1986." / "Proceedings of X Symposium,, July 2015."
_PLAIN_NUMBERS = re.compile(rf"(?:(?P<journal>[^\d;:()]*[^\W\d_][^\d;:()]*?),+\s*)?(?:(?P<volume>(?:[A-Z]{{1,3}}-)?\d{{1,5}})"
                            rf"\((?P<issue>\d[\w\-–/]{{0,8}})\)(?::(?P<pages>\w*\d[\w:]*(?:\s*[–\-]+\s*\w*\d[\w:]*)?))?,\s*)?"
                            rf"(?P<month>{MONTH}\s+(?:\d{{1,2}}(?:st|nd|rd|th)?,?\s+)?)?(?:19|20)\d\d\.?")


def plain_numbers(rest: str, entry: BibEntry) -> bool:
    """plain.bst's "Journal, volume(issue):pages, Month Year" → the journal and its numbers; "Venue,
    Month Day, Year" → the venue alone (no volume); False for a tail of another shape."""
    found = _PLAIN_NUMBERS.fullmatch(rest.strip())
    if not found or not (found.group("volume") or found.group("month") and found.group("journal")):
        return False
    entry.journal, entry.volume, entry.issue = (found.group("journal") or "").strip(), found.group("volume") or "", found.group("issue") or ""
    entry.pages = normalize_pages(found.group("pages") or "")
    entry.entry_type = "article" if found.group("volume") else "misc"
    return True


def marked_numbers(rest: str, entry: BibEntry) -> bool:
    """"J. Hepatol., vol. 12, no. 3, pp. 498– 514, 2019" → journal, volume, issue, pages (the
    journal is all before the first mark); False when ``rest`` has no "vol." / "pp." mark."""
    first = _MARK.search(rest)
    # (typed by hand: "Volume 17, Number 1, pg.59-82", a Roman volume "Vol L, No.2")
    if not first or not re.search(rf"\b(?:vol(?:ume)?\.?|pp?\.|pg\.)\s*(?:[A-Za-z]{{0,3}}\d|{_ROMAN_PAGES})|\bvol\.?\s+(?-i:[IVXLC]+)\b", rest, re.I):
        return False
    journal = re.sub(r"^In:?\s+", "", rest[:first.start()])
    entry.journal = re.split(r"\s*;\s*|,\s*(?:[A-Z][a-z]{2}\.?\s+)?(?:19|20)\d\d\b", journal)[0].strip(" .,")
    for field, pattern in (("volume", r"\bvol(?:ume)?\.?\s*([\w\-]+)"), ("issue", r"\b(?:no|issue|(?<!article\s)number)\.?\s*([\w\-/]+)"),
                           ("pages", rf"\b(?:pp?|pg)\.\s*({_PAGES})")):
        found = re.search(pattern, rest, re.I)
        if found:
            setattr(entry, field, found.group(1))
    numbered = re.fullmatch(r"(?P<journal>.*[^\W\d_].*?)(?:,?\s+(?P<volume>\d{1,5})\s*\((?P<issue>[^()]{1,12})\)"
                            r"|,\s+(?!(?:1[6-9]|20)\d\d$)(?P<alone>\d{1,5}))", entry.journal)
    if numbered and not entry.volume and not entry.issue:   # "Current Biology, 17(22), pp. 1938–1942": no "vol." before the volume
        entry.journal = numbered.group("journal").strip(" .,")
        entry.volume, entry.issue = numbered.group("volume") or numbered.group("alone"), (numbered.group("issue") or "").strip()
    entry.pages = normalize_pages(entry.pages)
    # a book series' publisher after its numbers: "ESORICS 2011, vol 6879. Springer, Berlin, Heidelberg."
    # (or after a comma, as Harvard typed by hand: "… Workshops, LNCS, vol 11054, Springer. Available at: …")
    after = re.search(r"\b(?:vol(?:ume)?|pp?)\.?\s*[\w\-–]+[.,]\s+(?P<publisher>[A-Z][^.,:;]{1,60}?)(?:,\s*[A-Z][^.,:;]*)*\.?$", rest)
    if after and not entry.publisher and _PUBLISHER_WORDS.search(after.group("publisher")):
        entry.publisher = after.group("publisher").strip()
    return True


# --- journals abbreviated with periods ---------------------------------------------------------
_ABBREVIATED = re.compile(
    r"^(?P<journal>(?:[A-Z][A-Za-z]{0,11}\.?\s+(?:(?:of|and|&|the|for|in)\s+)?){0,8}[A-Z][A-Za-z]{0,11}\.?)"
    r"(?=\s*(?:[,;:]|\s\d|\(\d|$))")


def abbreviated_journal(tail: str) -> str:
    """"J. Hepatol., vol. 12" / "Neurol. Res. Int., 2017" → "J. Hepatol." / "Neurol. Res. Int.";
    "" when the tail does not open with a journal name holding an abbreviation's period."""
    match = _ABBREVIATED.match(tail.strip())
    if not match or not re.search(r"\.\s", match.group("journal")):
        return ""
    return match.group("journal")


_ABBREVIATION_SEGMENT = re.compile(r"^(?:[A-Z][A-Za-z]{0,11}\.\s?){1,2}$")


def merge_abbreviations(segments: list[str]) -> list[str]:
    """Sentences split at an abbreviation's period ("…disease.", "J.", "Hepatol.") → the journal
    whole ("J. Hepatol."), as long as a title stays before it."""
    merged = list(segments)
    while len(merged) > 2 and _ABBREVIATION_SEGMENT.match(merged[-2]) and len(merged[-2].split()) <= 2:
        merged[-2:] = [f"{merged[-2]} {merged[-1]}"]
    return merged


# --- books: "Publisher, [Place,] year" / Springer's "Publisher, Place (year)" -------------------
_PUBLISHER_YEAR = re.compile(r"^(?:\d+(?:st|nd|rd|th)\s+edn?\.?,?\s*)?(?P<publisher>[^.,:;()\d]+?)"
                             r"(?:,\s*[^.,:;()\d]+?){0,3}\s*(?:,\s*|\()(?P<year>(?:1[89]|20)\d\d)\)?\.?$")


def publisher_year(tail: str) -> str:
    """"CRC Press, 1992." / "Springer, New York, NY, 1998." / "Springer, Berlin (2019)" → the
    publisher, when its name reads like a publisher's; "" otherwise (a journal: "Neuroimage, 2019")."""
    match = _PUBLISHER_YEAR.match(tail.strip())
    company = re.match(r"^(?P<name>[^.,:;()\d]+?),\s*(?P<suffix>Inc|LLC|Ltd|GmbH|Corp|Co)\.?,\s*(?:1[89]|20)\d\d\.?$",
                       tail.strip())
    if company:      # "Advanced Analytics, LLC, 2014.": a company's name keeps its suffix
        return f"{company.group('name').strip()}, {company.group('suffix')}"
    if match and _PUBLISHER_WORDS.search(match.group("publisher")):
        return match.group("publisher").strip()
    return ""


# Springer's book "Publisher, Place (year)" whatever the publisher's name ("Kelda Lab, Portland, OR (2021)")
_PUBLISHER_PLACE_YEAR = re.compile(r"^(?P<publisher>[^.,:;()\d]+?)(?:,\s*[^.,:;()\d]+?){1,3}\s*\((?:1[89]|20)\d\d[a-z]?\)\.?$")


def publisher_place_year(tail: str) -> tuple[str, bool]:
    """(publisher, sure) of Springer's "Publisher, Place (year)": sure when the name reads like a
    publisher's; ("", False) for a tail of another shape."""
    match = _PUBLISHER_PLACE_YEAR.match(tail.strip())
    if not match:
        return "", False
    return match.group("publisher").strip(), bool(_PUBLISHER_WORDS.search(match.group("publisher")))


# --- UK Harvard's "[Online]" after the container: "Title. Journal [Online], 9, pp. 1–9." -------------
_ONLINE = re.compile(r"\s*\[online\]", re.I)


def online_container(raw: str, rest: str) -> tuple[str, str] | None:
    """(container, what follows it) when the line wrote "[Online]" right after a name that opens
    ``rest`` (Cite Them Right and the UK universities' Harvard mark the journal or proceedings that
    way, a book's "[Online]" follows its title); None otherwise. The name may hold commas ("IEEE
    Access: Practical Innovations, Open Solutions [Online], 9, pp. …")."""
    rest = re.sub(r"\s+", " ", rest).strip()
    for marked in _ONLINE.finditer(raw):
        before = re.sub(r"\s+", " ", re.sub(r"[*_]+(?=\s*$)", "", raw[:marked.start()])).rstrip(" .,")   # "*Journal* [online]"
        cuts = [m.start() for m in re.finditer(r"[,.]\s", rest)] + [len(rest)]
        names = [rest[:cut].rstrip(" .,") for cut in cuts if len(rest[:cut].strip(" .,")) >= 3]
        name = next((n for n in reversed(names) if before.endswith(n)), "")
        if name:
            return name, rest[len(name):].lstrip(" .,")
    return None


# --- a chapter's container: "In: …" / "In …" ----------------------------------------------------
_LAST_PUBLISHER = re.compile(r"\.\s*(?P<publisher>[A-Z][^.,:;]{1,60}?),\s*(?:(?:19|20)\d\d|[A-Z][a-z]{2,8}\s+(?:19|20)\d\d)\.?$")
_CHAPTER_PUBLISHER = re.compile(r"(?:^|\.\s+)(?P<place>[^.:;\d]{2,60}):\s*(?::\s*)?(?P<publisher>[^\W\d_][^;:,]*)")
# Springer's chapters: "… (eds) Book. Springer, Berlin, pp 45–67"
_SPRINGER_PUBLISHER = re.compile(r"\.\s+(?P<publisher>[A-Z][^.,:;]{1,60}),\s*[A-Z][^.,:;\d]{1,40},\s*pp?\.?\s*\d")


_BOOK_PUBLISHER_PLACE = re.compile(r"^(?P<book>(?:\S+\s+){2,}\S+?),\s+(?P<publisher>[A-Z][^,]{1,50}?),\s+"
                                   r"(?P<place>[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}(?:,\s*[A-Z]{2,3})?)$")


def chapter(tail: str, entry: BibEntry) -> bool:
    """"In: Editor A, editor. Book. Place: Publisher; 2019. p. 45-67." / "In Proceedings of …, 2016."
    → the container, chapter or conference paper, pages and publisher; False when ``tail`` does not
    open with "In"."""
    pages = (re.search(rf"\b(?:pp?\.|pp\s|pages?)\s*({_PAGES})", tail)
             or re.search(rf"[,，]\s*(?:19|20)\d\d\s*[:：]\s*({_PAGES})\.?$", tail))   # "…, 2008:123-132."
    entry.pages = normalize_pages(pages.group(1)) if pages else ""
    inside = re.match(r"^[Ii]n:?\s+(?P<body>.+)$", tail)
    if not inside:
        return False
    body = inside.group("body")
    editors = (re.match(r"^(?:[^.]|et al\.)*?,\s*(?:editors?|eds?)\.\s+(?P<book>.+)$", body)
               # Springer's "(eds)", Harvard's "Brandt, M. and Lee, K. (eds.)" (initials' periods inside)
               or re.match(r"^(?:[^.()]|(?<=\b[A-Z])\.)*?\s*\((?i:eds?|editors?)\.?\),?\s+(?P<book>.+)$", body)
               # and without the parentheses, as Word users type it: "Casey, E. ed., Book" / "Smith, J. and Lee, K. eds. Book" /
               # "D. Egger and I. Gula, eds. Book"
               or re.match(r"^(?:[^.()]|(?<=\b[A-Z])\.)*?(?:(?<=\b[A-Z]\.)\s*|,\s*)(?:eds?|editors?)(?:\.,?|,)\s+(?P<book>[^\W\d_].+)$", body))
    body = editors.group("book") if editors else body
    quoted = re.match(r"^“(?P<book>[^”]+)”[,.]?\s*", body)   # a book title that was in italics
    if quoted:
        entry.journal = quoted.group("book").strip()
        entry.entry_type = "incollection"
        after = body[quoted.end():]
        entry.publisher = book_publisher(re.sub(rf",?\s*(?:pp?\.|pages?)\s*{_PAGES}", "", after))
        return True
    paged = re.match(r"^(?P<container>[^;:]+?),\s*pages?\s+[A-Za-z]{0,3}\d", body)  # BibTeX: "In Book, pages 9–17."
    # (the meeting's month before its year, as plain.bst writes it: "In Proceedings of X,, July 2015")
    container = paged.group("container") if paged else re.split(rf"\s*;\s*|\.\s+|\.$|,\s*(?:pages?|pp?\.)\s|,+\s*(?:{MONTH}\s+)?(?:19|20)\d\d\b|\s+\(eds?\b",
                         body, maxsplit=1)[0]
    container = re.sub(r"\s*\([^()]*\b\d{4}\)$", "", container).strip(" .,")
    container = re.sub(r",\s*\d+(?:st|nd|rd|th)\s+edn?\.?$", "", container)   # "Book, 3rd ed."
    # BibTeX's plain / abbrv: "In A, editors, Handbook, chapter 25, pages 805-835.": the chapter is no part of the book
    container = re.sub(r",\s*(?:chapter|chap\.|ch\.)\s*\d+$", "", container, flags=re.I)
    container = re.sub(r",\s*[A-Z][A-Za-z]{1,10}['’]\d{2}$", "", container)   # a short name after it: "…, ICML'17"
    after = body[len(container):]
    placed = _BOOK_PUBLISHER_PLACE.match(container) if editors and not is_proceedings(container) else None
    if placed and not re.search(r"[.:;]\s", re.sub(rf",?\s*(?:pp?\.|pages?)\s*{_PAGES}", "", after).strip(" .,")):
        # "In: Maidment, D.R. (ed.) Handbook of Hydrology, McGraw-Hill, New York.": a book's publisher and
        # place after commas only (a guess)
        container = placed.group("book")
        entry.publisher = placed.group("publisher")
        guess(entry, ("journal", "publisher"), "the book told from its publisher and place by commas only")
    entry.journal = container
    entry.entry_type = ("inproceedings" if is_proceedings(container) and not editors
                        else "incollection")
    if entry.publisher:
        return True
    published = _PUBLISHER.search(after) or _CHAPTER_PUBLISHER.search(after) or _SPRINGER_PUBLISHER.search(after)
    entry.publisher = published.group("publisher").strip() if published else ""
    entry.publisher = re.sub(r"\s*\(?(?:19|20)\d\d\)?\.?$", "", entry.publisher)   # "McGraw-Hill 2015."
    last = _LAST_PUBLISHER.search(after)          # "…, page 27. IEEE Computer Society, 2007."
    if not entry.publisher and last:
        entry.publisher = last.group("publisher").strip()
    # (or the conference's dates: "…, 2013/12/26-2013/12/28. IEEE.")
    closing = re.search(r",\s*(?:19|20)\d\d(?:[/\-]\d{1,2}[/\-]\d{1,2}(?:\s*[–\-]\s*(?:19|20)\d\d[/\-]\d{1,2}[/\-]\d{1,2})?|[a-z])?"
                        r"\.\s+(?P<publisher>[A-Z][^,;:()]{1,60}?)\.?$", after)
    if not entry.publisher and closing:           # plain.bst: "…, pages 9--17, Sydney, 2017. JMLR.org."
        entry.publisher = closing.group("publisher").strip()
    paged_publisher = re.search(rf"\.\s+(?P<publisher>[A-Z][^.,:;]{{1,60}}),\s*pp?\.\s*{_PAGES}\.?$", after)
    if not entry.publisher and paged_publisher:   # UK Harvard: "In: Book. Turtleback Books, p. 57."
        entry.publisher = paged_publisher.group("publisher").strip()
    if not entry.publisher:                       # Springer's "…, pp. 45–67. Springer, Berlin (2019)"
        entry.publisher = publisher_year(re.split(r"\.\s*(?=[A-Z])", after)[-1])
    nature = _NATURE_BOOK_TAIL.search(after)      # "(eds Guyon, I.) 5998–6008 (Curran, 2017)."
    if nature:
        entry.pages = entry.pages or normalize_pages(nature.group("pages") or "")
        entry.publisher = nature.group("publisher").strip()
    return True



# --- theses ------------------------------------------------------------------------------------
_THESIS_WORDS = r"(?:Ph\.?\s?D\.?|Doctoral|Doctor(?:al)?|Master['’]?s?|M\.?Sc\.?|M\.?A\.?|Bachelor['’]?s?|Diploma)"
_THESIS_TAIL = re.compile(rf"^(?:{_THESIS_WORDS}\s+)?(?:thesis|dissertation|diss\.)\s*[,.:]?\s*"
                          r"(?P<school>[^,;()\d]+?)?\s*(?:[,;]|\(|$|\d)", re.I)
THESIS_MEDIUM = re.compile(rf"\[(?:{_THESIS_WORDS}\s+)?(?:thesis|dissertation)[^\]]*\]", re.I)


def thesis(tail: str, entry: BibEntry, medium: bool = False) -> bool:
    """"PhD thesis, Delft University of Technology, 2014" → a thesis, the school as publisher;
    after a "[dissertation]" medium (``medium``) the school is the tail's first part."""
    match = _THESIS_TAIL.match(tail.strip())
    if match:
        school = match.group("school") or ""
    elif medium:
        place = re.match(r"^[^.:;\d]{2,60}:\s*(?P<school>[^;,\d]+)", tail.strip())
        school = place.group("school") if place else re.split(r"[,;.]\s|\d", tail.strip(), maxsplit=1)[0]
    else:
        return False
    # MDPI's "PhD thesis, Tarn University: Oslo, Norway, 2009": the place after the colon is no part of the school;
    # NLM's "Master's thesis, Oslo, NO: Tarn University; 2009": the school is after the colon
    placed = re.match(r"^[^:;\d]*?(?:thesis|dissertation)\s*[,.]?\s*(?P<place>[^:;,\d]{2,40}(?:,\s*[A-Z]{2})?):\s*"
                      r"(?P<school>[^;,\d]+)", tail.strip(), re.I)
    if placed and _PUBLISHER_WORDS.search(placed.group("school")) and not _PUBLISHER_WORDS.search(placed.group("place")):
        school = placed.group("school")
    school = re.sub(r"^([^:]{3,}?)\s*:\s*[^:]{2,40}$", r"\1", school.strip())
    entry.entry_type, entry.publisher = "thesis", school.strip(" .,")
    return True


# --- Elsevier / IEEE without quotes: "N. Okafor, M. Brandt, Title, J. Hepatol., vol. 12, pp. 1–9, 2019."
_PARTICLE = r"(?:van|von|de|der|den|da|dos|di|du|la|le|del)"
_GIVEN_FIRST_NAME = (r"(?:[A-Z\u00c0-\u00de]\.(?:\s?-?[A-Z\u00c0-\u00de]\.)*)\s*(?:" + _PARTICLE + r"\s+)*"
                     r"[A-Z\u00c0-\u00de][\w'’\-]+")
_UNQUOTED = re.compile(rf"^(?P<authors>{_GIVEN_FIRST_NAME}(?:\s*,\s*(?:and\s+)?{_GIVEN_FIRST_NAME}"
                       rf"|\s+and\s+{_GIVEN_FIRST_NAME})*(?:,?\s+et\s+al\.)?)\s*,\s*(?P<rest>[^\d\"“].+)$")


def parse_unquoted_title(text: str, entry: BibEntry) -> bool:
    """Given-first names, then the title and the journal separated by commas only, then numbers
    marked by words. The title ends at the comma before the journal (the last comma-separated part
    before the marks): a guess, so title and journal are marked guessed."""
    match = _UNQUOTED.match(text)
    if not match:
        return False
    probe = BibEntry()
    if not marked_numbers(match.group("rest"), probe) or ", " not in probe.journal:
        return False
    title, journal = probe.journal.rsplit(", ", 1)
    _set_authors(entry, match.group("authors"))
    entry.entry_type = "article"
    entry.title, entry.journal = title.strip(" ."), journal.strip(" .")
    entry.volume, entry.issue, entry.pages = probe.volume, probe.issue, probe.pages
    years = re.findall(r"(?<![\d\-])((?:1[89]|20)\d\d)(?![\d\-])", match.group("rest"))
    _set_year(entry, years[-1] if years else "")
    guess(entry, ("title", "journal"), "title and journal told apart by the last comma before the volume")
    return True
