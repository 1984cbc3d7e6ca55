"""Vancouver names ("Tamsin A, Ovell RJ and Brack T") with the year or the numbers somewhere else
than in NLM's "Journal. 1983;54(3):1201–9." (issue 20's CSL sweep):

- Karger: "Tamsin A, Ovell RJ, Brack T: Title. J Appl Mesh 1983;54:1201–1209.";
- Spandidos: "Tamsin A, Ovell RJ and Brack T: Title. J Appl Mesh 54: 1201–1209, 1983.";
- Frontiers medical: "Tamsin A, Ovell RJ, Brack T. Title. J Appl Mesh (1983) 54:1201–1209.";
- Proc R Soc B: "Tamsin A, Ovell RJ, Brack T. 1983 Title. J Appl Mesh 54, 1201–1209.";
- IOP: "Tamsin A, Ovell R J and Brack T 1983 Title J Appl Mesh 54 1201–9" — nothing but the case of
  the words tells the title from the journal (the journal's words are capitalised): both are
  marked guessed.

Only a whole line of one of these shapes is read here; any other line is left to the other readers.
"""
from __future__ import annotations

import re

from .entry import BibEntry, placeholder_authors, split_year
from .reflist_certainty import guess
from .reflist_parts import UPPER, is_proceedings, normalize_pages

_PARTICLE = r"(?:van|von|de|der|den|del|da|du|la|le|dos|di|ten|ter)"
_FAMILY = rf"(?:{_PARTICLE}\s+)*[{UPPER}][\w'’\-]*[^\W\d_](?:\s[{UPPER}][\w'’\-]*[^\W\d_])?"
# (a particle a reference manager put after the initials: "Mei WF van der" for "van der Mei WF")
_NAME = (rf"(?:{_FAMILY}\s+[{UPPER}]{{1,4}}(?:-[{UPPER}])?(?:\s[{UPPER}](?:-[{UPPER}])?){{0,3}}(?:\s+Jr)?(?:\s+{_PARTICLE}){{0,2}}"
         rf"|[\u4e00-\u9fff]{{2,4}})")
_GROUP = rf"[{UPPER}][\w\-]*(?:\s+(?:of|for|and|on|the|[{UPPER}][\w\-]*)){{1,7}}"
_NAMES = rf"(?P<authors>{_NAME}(?:(?:,\s+|,?\s+and\s+){_NAME})*(?:(?:,\s+|,?\s+and\s+){_GROUP})?|{_GROUP})(?P<etal>,?\s+et\s+al\.?)?"
_YEAR = r"(?P<year>(?:1[6-9]|20)\d\d)[a-z]?"
_PAGES = r"(?P<pages>[A-Za-z]{0,4}\d+(?:\s*[–\-]\s*[A-Za-z]{0,4}\d+)?)"
_JOURNAL = r"(?P<journal>[^\W\d][^.:;()]*?(?:\.[^\W\d][^.:;()]*?)*)"
_ISSUE = r"(?:\((?P<issue>[^()]{1,12})\))?"
_END = r"[\s.]*(?:\(\s*\))?[\s.]*$"
_SHAPES = (
    # Karger, Spandidos: the names end at a colon
    re.compile(rf"^{_NAMES}:\s+(?P<title>[^.]{{3}}.*?[^.\s])\.\s+{_JOURNAL}\.?\s+{_YEAR};\s*(?P<volume>\d+[A-Z]?){_ISSUE}:\s*{_PAGES}{_END}"),
    re.compile(rf"^{_NAMES}:\s+(?P<title>[^.]{{3}}.*?[^.\s])\.\s+{_JOURNAL}\.?\s+(?P<volume>\d+[A-Z]?){_ISSUE}:\s*{_PAGES},\s*{_YEAR}{_END}"),
    # Frontiers medical (its journal as a database gives it: "World psychiatry : official journal of the World
    # Psychiatric Association (WPA)", "… Society: Series B (Methodological)"; the page left out: "(2017) 8: doi: …"),
    # Proc R Soc B
    re.compile(rf"^{_NAMES}\.\s+(?P<title>[^.]{{3}}.*?[^.\s])\.\s+(?P<journal>(?=[^\W\d])(?:\b[{UPPER}][a-z]{{0,4}}\.\s?(?=[^\W\d])|[^.;()]|\([^()\d]*\)){{1,160}}?)\.?"
               rf"\s+\({_YEAR}\)\s+(?P<volume>\d+[A-Z]?){_ISSUE}:\s*{_PAGES}?(?:[\s.]+(?:https?://|www\.)\S+)*{_END}"),
    re.compile(rf"^{_NAMES}\.\s+{_YEAR}\s+(?P<title>[^.]{{3}}.*?[^.\s])\.\s+{_JOURNAL}\.?\s+(?P<volume>\d+[A-Z]?){_ISSUE},\s*{_PAGES}{_END}"),
)
# Frontiers medical's web page or software: "Names. Title. (2021) https://… https://…" (no journal, no numbers)
_FRONTIERS_WEB = re.compile(rf"^{_NAMES}\.\s+(?P<title>[^.]{{3}}.*?[^.\s])\.\s+\({_YEAR}\)(?:\s+(?:https?://|www\.)\S+)+{_END}")
# books: Karger "Names: Title, ed 3. Cambridge, MA, Loom Press, 2009." (the title told from the place by
# a comma only: guessed), IOP "Names 2009 Title 3rd edn (Cambridge, MA: Loom Press)"
_KARGER_BOOK = re.compile(rf"^{_NAMES}:\s+(?P<title>[^.;]{{3,}}?)(?:,\s+ed\s+\d+)?[.,]\s+[^,.;:\d]+(?:,\s+[A-Z]{{2}})?,"
                          rf"\s+(?P<publisher>[^,.;:\d][^,;:]*?),\s+{_YEAR}\.?$")
# Spandidos "Names: Title. 3rd ed. Loom Press, Cambridge, MA, 2009.", Proc R Soc B "Names. 2009 Title. 3rd edn.
# Cambridge, MA: Loom Press."
_SPANDIDOS_BOOK = re.compile(rf"^{_NAMES}:\s+(?P<title>[^.]{{3}}.*?[^.\s])\.\s+(?:\d+(?:st|nd|rd|th)\s+ed\.\s+)?"
                             rf"(?P<publisher>[^,.;:\d][^,;:]*?),\s+[^,.;:\d]+(?:,\s+[A-Z]{{2}})?,\s+{_YEAR}\.?$")
_PRSB_BOOK = re.compile(rf"^{_NAMES}(?:,\s+editors)?\.\s+{_YEAR}\s+(?P<title>[^.]{{3}}.*?[^.\s])\.\s+(?:\d+(?:st|nd|rd|th)\s+edn\.\s+)?"
                        rf"[^,.;:\d]+(?:,\s+[A-Z]{{2}})?:\s+(?P<publisher>[^,.;:\d][^,;:]*?)\.?$")
_IOP_BOOK = re.compile(rf"^{_NAMES}\s+{_YEAR}\s+(?P<title>[^\W\d][^()]+?)(?:\s+\d+(?:st|nd|rd|th)\s+edn)?\s+"
                       rf"\((?:[^():]+:\s*)?(?P<publisher>[^():]+)\)\.?$")
# their chapters and proceedings papers: "Names: Title. In: Book. Loom Press, Leeds, pp12–30, 2016." (Spandidos),
# "Names. 2016 Title. In Book, pp. 12–30. Leeds: Loom Press." (Proc R Soc B), "Names. Title. Book. Leeds: Loom
# Press (2016). p. 12–30" (Frontiers), "Names: Title; in : Book. Leeds, Loom Press, 2016, pp 12–30." (Karger);
# the book is more than one word (a one-word "Encycl." is an abbreviation's first word, not a book)
_CHAPTER = re.compile(rf"^{_NAMES}[:.]\s+(?:{_YEAR}\s+)?(?P<title>[^.;(]{{3,}}?)[.;]\s+(?:[Ii]n\s*:?\s+:?\s*)?(?P<book>(?!In\b)[^\W_][^.\s]*\s[^.]+?)[.,]\s+"
                      rf"(?P<tail>.*?\bpp?\.?\s*{_PAGES}.*)$")
_TAIL_YEAR = re.compile(r"(?<![\d–\-])((?:1[6-9]|20)\d\d)(?![\d–\-])")
# IOP: no punctuation between the title and the journal
_IOP = re.compile(rf"^{_NAMES}\s+{_YEAR}\s+(?P<both>[^\W\d].*?)\s+(?P<volume>\d+[A-Z]?){_ISSUE}\s+{_PAGES}{_END}")
# IOP's chapters and proceedings papers (issue 20's CSL sweep): "Names 2016 Title Book ed A Ode and B Lund vol 3
# (Leeds: Loom Press) pp 12–30" — no punctuation between the title and the book either
_IOP_PART = re.compile(rf"^{_NAMES}\s+{_YEAR}\s+(?P<both>[^\W\d](?:[^()]|\([A-Z][\w\-]*\))*?)(?:\s+ed\s+(?P<eds>[^()]+?))?"
                       rf"(?:\s+vol\s+(?P<volume>\w+))?(?:\s+\((?:[^():]+:\s*)?(?P<publisher>[^():]+)\))?"
                       rf"\s+pp\.?\s*{_PAGES}{_END}")
# the book opens where a capitalised word (or a year) follows a lower-case one: "… error propagation Parallel …"
_BOOK_START = re.compile(rf"(?<=[a-z\u00df-\u00ff])\s+(?=[{UPPER}]|\d{{4}}\s)")
_JOURNAL_WORD = rf"(?:[{UPPER}][\w\-]*\.?|of|and|&|in|the|for|on)"
_IOP_JOURNAL = re.compile(rf"(?:^|\s)(?P<journal>[{UPPER}][\w\-]*\.?(?:\s+{_JOURNAL_WORD})*)$")


def _authors(text: str) -> list[str]:
    names = [a.strip() for a in re.split(r",?\s+and\s+|,\s+", text) if a.strip()]
    return [re.sub(rf"^(?P<family>\S.*?\s+[{UPPER}][\w\-\s]*?)\s+(?P<particles>{_PARTICLE}(?:\s+{_PARTICLE})?)$",
                   r"\g<particles> \g<family>", n) for n in names]


def _iop(text: str, entry: BibEntry) -> bool:
    found = _IOP.match(text)
    if not found:
        return False
    both = found.group("both").strip()
    run = _IOP_JOURNAL.search(both)
    if re.search(r"[\u4e00-\u9fff]$", both) and " " in both:     # "标题 计算机学报 40 1229–51": the last space
        words = [both.rsplit(" ", 1)[1]]
    elif run:
        words = run.group("journal").split()
    else:
        return False
    # the title's own last words: a name written with a digit or inner capitals ("with NumPy", "phage T4"),
    # or a full word before a "J" ("in Python J Mach Learn Res"; "Bell Syst Tech J" stays whole)
    while len(words) > 1 and (re.search(r"\d|[a-z]{2,}[A-Z]", words[0]) or len(words[0]) >= 5 and words[1] == "J"):
        words.pop(0)
    journal = " ".join(words)
    title = both[:len(both) - len(journal)].strip()
    if len(title) < 3:
        return False
    entry.title, entry.journal = title, journal
    guess(entry, ("title", "journal"), "the title told from the journal by the case of its words only")
    return _fill(found, entry)


def _names(found: re.Match, entry: BibEntry) -> None:
    """The names of a matched line, "et al." said."""
    authors = _authors(found.group("authors"))
    entry.authors, entry.authors_truncated = authors, bool(found.group("etal"))
    entry.placeholder_authors = placeholder_authors(authors, entry.authors_truncated)


def _fill(found: re.Match, entry: BibEntry) -> bool:
    _names(found, entry)
    entry.volume, entry.issue = found.group("volume"), found.group("issue") or ""
    entry.pages, entry.entry_type = normalize_pages(found.group("pages")), "article"
    entry.year, entry.year_suffix = split_year(found.group("year"))
    return True


def parse_vancouver_variants(text: str, entry: BibEntry) -> bool:
    for shape in _SHAPES:
        found = shape.match(text)
        if found:
            entry.title, entry.journal = found.group("title").strip(), found.group("journal").strip()
            return _fill(found, entry)
    web = _FRONTIERS_WEB.match(text)
    if web:
        _names(web, entry)
        entry.entry_type, entry.title = "misc", web.group("title").strip()
        entry.year, entry.year_suffix = split_year(web.group("year"))
        return True
    chapter = _CHAPTER.match(text)
    # a quoted title ("James W. Okafor, “Title,” …") or NLM's editors ("In: Lind P, editor. Book.") is another shape
    # (NLM's "Loom Press; 2019. p. 12–30" too: the NLM reader has it)
    if chapter and (re.search(r"[\"“”]|\beditors?\b|\(eds?\b", " ".join(chapter.group("title", "book", "tail")))
                    or re.search(r";\s*(?:1[6-9]|20)\d\d", chapter.group("tail"))):
        chapter = None
    years = [chapter.group("year")] if chapter and chapter.group("year") else \
        _TAIL_YEAR.findall(chapter.group("tail").replace(chapter.group("pages"), "")) if chapter else []
    if chapter and years:
        _names(chapter, entry)
        entry.entry_type, entry.title, entry.journal = "incollection", chapter.group("title").strip(), chapter.group("book").strip()
        entry.pages = normalize_pages(chapter.group("pages"))
        volume = re.search(r"\bvol\.?\s*(\d+)", chapter.group("tail"))
        entry.volume = volume.group(1) if volume else ""
        entry.year, entry.year_suffix = split_year(years[0])
        return True
    book = _KARGER_BOOK.match(text) or _IOP_BOOK.match(text) or _SPANDIDOS_BOOK.match(text) or _PRSB_BOOK.match(text)
    if book:
        _names(book, entry)
        entry.entry_type, entry.title, entry.publisher = "book", book.group("title").strip(), book.group("publisher").strip()
        entry.year, entry.year_suffix = split_year(book.group("year"))
        if book.re is _KARGER_BOOK:
            guess(entry, "title", "the title told from the place of publication by a comma only")
        return True
    return _iop_part(text, entry) or _iop(text, entry)


def _iop_part(text: str, entry: BibEntry) -> bool:
    found = _IOP_PART.match(text)
    start = _BOOK_START.search(found.group("both")) if found else None
    if not start:
        return False
    title, book = found.group("both")[:start.start()].strip(), found.group("both")[start.end():].strip()
    if len(title) < 3 or len(book.split()) < 2:
        return False
    entry.title, entry.journal = title, book
    entry.authors = _authors(found.group("authors"))
    entry.authors_truncated = bool(found.group("etal"))
    entry.placeholder_authors = placeholder_authors(entry.authors, entry.authors_truncated)
    entry.volume, entry.publisher = found.group("volume") or "", (found.group("publisher") or "").strip()
    entry.pages = normalize_pages(found.group("pages"))
    entry.year, entry.year_suffix = split_year(found.group("year"))
    entry.entry_type = "inproceedings" if is_proceedings(book) or not found.group("eds") else "incollection"
    guess(entry, ("title", "journal"), "the title told from the book by the case of its words only")
    return True
