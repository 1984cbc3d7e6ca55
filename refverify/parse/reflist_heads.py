"""Reference lines that open with an author list, then the title, then the container — read by
the shape of the author list alone, whatever follows:

- Vancouver / NLM / AMA: "Okafor NC, García P, et al. Title. <container>." (family name, capital
  initials: "van der Berg AB", "Kaiser Ł");
- full names, as BibTeX's plain / ACM / natbib styles print them: "Per Rovegard, Lefteris Angelis,
  and Claes Wohlin. Title. In Proceedings of …, 2016." (two names or more);
- family name and initials: "Ronneberger, O., Fischer, P., & Brox, T. Title. arXiv (2015).".

The container is "In: …" / "In …" (a chapter or a conference paper), "Place: Publisher; year" (a
book), a bare year or a preprint server (no container), or a journal with its numbers.
"""
from __future__ import annotations

import re

from . import reflist_venues as venues
from .reflist_certainty import guess
from .entry import BibEntry, placeholder_authors, split_year
from .reflist_parts import (_LAST_YEAR, _NATURE_AUTHORS, _NATURE_BOOK_TAIL, _PAGES, _PUBLISHER, NOT_ABBREVIATION,
                            PAGE_DASH, SENTENCE_END, UPPER, _authors, _names, book_publisher, is_proceedings,
                            normalize_pages)

# initials with or without periods: "García P", "Vértes P.E.", "Zuo X.N.", "Koch K-C", and spaced as LLM-written
# lists write them: "Lin T. Y.", "Siddiquee M. M. R." (a space only between two dotted initials)
_NLM_NAME = (rf"(?!and\s)[^\W\d_][\w'’\-\u0300-\u036f]*(?:\s+(?!and\s)[^\W\d_][\w'’\-\u0300-\u036f]*){{0,3}}\s+"
             rf"(?:[{UPPER}]\.(?:-?(?:\s(?=[{UPPER}]\.))?[{UPPER}]\.){{0,3}}-?(?:[a-z]\.[{UPPER}]\.)?|[{UPPER}]{{1,4}}(?:-[{UPPER}])?)")
_ELISION = r"(?:et\s+al\.?|…|\.\.\.)"
_NLM_AUTHORS = re.compile(rf"^(?P<authors>{_NLM_NAME}(?:\s*,\s*(?:{_NLM_NAME}|{_ELISION}))*)"
                          rf"(?:\s*,?\s*{_ELISION})?(?P<editors>,\s*(?:editors?|eds?)\b\.?)?"
                          rf"\s*(?:[.:]|(?<=[.…]))\s+(?P<rest>\S.*)$")
# "Per Rovegard", "Alexander WJ Bradley", "Gilson dos Santos Jr", "Yann-Gael Gueheneuc", "李必信"
_WORD = r"[^\W\d_][\w'’´¨\-]*"
# (each given name one way only: "W." is never also "W" and a period, or a long list of initials
# backtracks exponentially when the line turns out to have another shape)
_GIVEN = rf"(?:[{UPPER}]\.(?:-?[{UPPER}]\.)*|[{UPPER}][\w'’´¨\-]+\.?|[{UPPER}](?![\w'’´¨\-.]))"   # "R.L.", "Jean", "W"
_FULL_NAME = (rf"(?:{_GIVEN}\s+(?:(?:{_GIVEN}|van|von|de|der|den|da|dos|di|"
              rf"du|la|le|del)\s+){{0,3}}[{UPPER}][\w'’´¨\-]*(?:,?\s+Jr\.?)?|[\u4e00-\u9fff]{{2,4}})")
# one author alone only when the name opens with initials ("R.P. Feynman. Title. …")
_INITIALS_NAME = rf"(?:[{UPPER}]\.\s?(?:-?[{UPPER}]\.\s?)*)\s*(?:(?:van|von|de|der|den|da|dos|di|du|la|le|del)\s+)?[{UPPER}][\w'’´¨\-]+"
_FULL_AUTHORS = re.compile(rf"^(?P<authors>{_FULL_NAME}(?:\s*,\s*{_FULL_NAME})*,?\s+and\s+{_FULL_NAME}"
                           rf"|{_FULL_NAME}(?:\s*,\s*{_FULL_NAME}){{2,}}(?:,?\s+{_ELISION})?"
                           rf"|{_INITIALS_NAME}(?:,?\s+{_ELISION})?"
                           # one name with its middle initial: "Peter G. Neumann." (see parse_given_middle_initial)
                           rf"|[{UPPER}][a-z][\w'’\-]*\s+(?:[{UPPER}]\.\s*){{1,2}}[{UPPER}][a-z][\w'’\-]*)"
                           r"\s*\.\s*(?P<rest>\S.*)$")
_MEDIUM = re.compile(r"\s*\[(?:Internet|(?:(?:Ph\.?\s?D\.?|doctoral|master'?s?)\s+)?(?:dissertation|thesis)|preprint|monograph|"
                     r"abstract|editorial|letter|database)[^\]]*\]", re.I)
# "Proc. Natl. Acad. Sci. 109 (50), 20608-20613", "Neuroimage 183, 884-896 (2018)", "Journal,
# 2024, 657: 120007", "J Hypertens 38(4):812–819": the journal is all before the volume
_JOURNAL_NUMBERS = re.compile(
    rf"^(?P<journal>(?:[^\d;():–]|\([^()\d]*\))+?)[.,]?\s+(?:(?:19|20)\d\d[a-z]?\s*[,;]\s*)?"
    rf"(?P<volume>(?!(?:19|20)\d\d\s*(?:[,;]\s*\d|:\s*\d+\s*{PAGE_DASH}\s*\d+\s*\.?$))\d{{1,5}})\s*(?:\((?P<issue>[^)]+)\))?"
    rf"(?:\s*[,:]\s*(?:pp?\.\s*)?(?P<pages>{_PAGES})(?![\w\-]))?")
_VOLUME_ISSUE = re.compile(rf"(?<![\d.\-–])(?P<volume>\d{{1,5}})\s*\((?P<issue>[^)]+)\)"
                           rf"(?:\s*[:,]\s*(?:pp?\.\s*)?(?P<pages>{_PAGES}))?")
_VOLUME_PAGES = re.compile(rf"(?<![\d.\-–])(?P<volume>\d{{1,5}})\s*[:,]\s*(?:pp?\.\s*)?(?P<pages>{_PAGES})")


def strip_medium(title: str) -> str:
    """"Injuries and violence [Internet]" → "Injuries and violence": the medium is no part of a title."""
    medium = _MEDIUM.search(title) if title.endswith("]") else None
    # "[Letter to Bess of Hardwick]" is a supplied title, "[Internet]" / "[PhD thesis]" a medium
    return _MEDIUM.sub("", title) if medium and len(medium.group(0).split()) <= 3 and title != medium.group(0).strip() else title


def _title(rest: str) -> tuple[str, str]:
    """The title is the first sentence after the authors ("… heart rate? A cohort study." keeps its
    question when the next sentence does not open the container)."""
    rest = _MEDIUM.sub("", rest)
    parts = re.split(rf"{SENTENCE_END}|{NOT_ABBREVIATION}(?<=[a-z]{{3}}\.)(?=[A-Z][a-z]+\s)", rest, maxsplit=2)
    after = rest[len(parts[0]):].lstrip() if len(parts) >= 2 else ""
    if parts[0].endswith(("?", "!")) and re.match(r"(?:[A-Z][\w.\-&]*\s+){1,8}(?:19|20)\d\d[a-z]?,\s*\d", after):
        return parts[0], after      # the question ends the title, MDPI's journal opens with an abbreviation: "? Mol. Psychiatry 2011, 16, 252–264."
    if len(parts) >= 2 and parts[0].endswith(("?", "!")) and not re.match(
            r"(?:In:?\s|\d{4}\b|[A-Z][\w.]*\s+\d{4}\b)", parts[1]) and len(parts) == 3:
        return f"{parts[0]} {parts[1]}", parts[2]
    return parts[0], " ".join(parts[1:])


def _journal(tail: str, entry: BibEntry) -> None:
    """"IEEE Transactions on X, 39(8):1067–1085, 2013." / "Transport Reviews 18 (3), 257–276." /
    "J Hypertens. 2018."."""
    entry.entry_type = "article"
    if venues.marked_numbers(tail, entry) or venues.plain_numbers(tail, entry):   # "J. Hepatol., vol. 12, no. 3, pp. 498– 514"
        return
    whole = _JOURNAL_NUMBERS.match(tail)
    if whole and (whole.group("issue") or whole.group("pages")) and len(whole.group("journal").split()) <= 14:
        entry.journal = whole.group("journal").strip(" .,")
        entry.volume, entry.issue = whole.group("volume"), (whole.group("issue") or "").strip()
        entry.pages = normalize_pages(whole.group("pages") or "")
        return
    entry.journal = (venues.abbreviated_journal(tail) or re.split(
        r",?\s+\d+\s*[(:,]|,\s*(?:vol\.|\d|\()|\.\s+|\.$|;", tail, maxsplit=1)[0]).strip(" .,")
    issue_pages = re.search(rf",\s*\((?P<issue>[^)]+)\)\s*:\s*(?P<pages>{_PAGES})", tail)
    if issue_pages:                                   # ", (4):516–530" (no volume)
        entry.issue, entry.pages = issue_pages.group("issue"), normalize_pages(issue_pages.group("pages"))
        return
    # the year after the journal is no volume ("J Clin Med, 2024, 657: 120007"), unless a year ends
    # the line too (natbib's "Neurol. Res. Int., 2017, 1--14, 2017.": a journal numbering by years)
    rest = tail[len(entry.journal):]
    if len(_LAST_YEAR.findall(rest)) < 2:
        # (and GB/T's "year: pages" as LLM-written Vancouver lines write it: "ECCV, 2018: 801-818.")
        rest = re.sub(rf"^[.,\s]*(?:19|20)\d\d[a-z]?\s*(?:[,;]|:(?=\s*\d+\s*{PAGE_DASH}\s*\d+\s*\.?$))", "", rest)
    numbers = _VOLUME_ISSUE.search(rest) or _VOLUME_PAGES.search(rest)
    if numbers:
        entry.volume = numbers.group("volume")
        entry.issue = (numbers.groupdict().get("issue") or "").strip()
        entry.pages = normalize_pages(numbers.group("pages") or "")
        return
    pages = re.match(rf"^[.,\s]*(\d+\s*{PAGE_DASH}\s*\d+)\b", rest)
    entry.pages = normalize_pages(pages.group(1)) if pages else ""


# The kind of work said in a word after the title, as reference managers' Vancouver styles write
# it: "Report. World Health Organization; 2014." / "Book. New York: McGraw-Hill; 2017." / "Book. 2011."
_KIND_WORD = re.compile(r"^(?P<kind>Book|Report|Thesis|Dissertation|Monograph)\.\s*(?P<rest>.*)$")
_KINDS = {"book": "book", "report": "report", "thesis": "thesis", "dissertation": "thesis", "monograph": "book"}


def _kind_word(tail: str, entry: BibEntry) -> bool:
    said = _KIND_WORD.match(tail)
    if not said:
        return False
    rest = said.group("rest").strip()
    entry.entry_type = _KINDS[said.group("kind").lower()]
    published = _PUBLISHER.search(rest) or re.match(r"^(?P<publisher>[^\W\d_][^;:.]*?)\s*[;,]\s*(?:19|20)\d\d", rest)
    entry.publisher = book_publisher(published.group("publisher")) if published else ""
    return True


def _container(tail: str, entry: BibEntry, medium_thesis: bool = False) -> None:
    if venues.chapter(tail, entry) or venues.thesis(tail, entry, medium_thesis) or _kind_word(tail, entry):
        return
    published = _PUBLISHER.search(tail)
    if published:
        entry.entry_type = "book"
        entry.publisher = book_publisher(published.group("publisher"))
        return
    publisher = venues.publisher_year(tail)       # "CRC Press, 1992." / "Springer, Berlin (2019)"
    if publisher:
        entry.entry_type, entry.publisher = "book", publisher
        return
    publisher, sure = venues.publisher_place_year(tail)     # "Suhrkamp, Frankfurt am Main (1981)"
    if publisher:
        entry.entry_type, entry.publisher = "book", publisher
        if not sure:
            guess(entry, "publisher", "a name before a place and a year in parentheses read as the publisher")
        return
    semicolon = re.fullmatch(r"(?P<publisher>[^\d.;:()\[\]]{3,120}?)\s*;\s*(?:19|20)\d\d[a-z]?\s*\.?", tail)
    if semicolon and not is_proceedings(semicolon.group("publisher")):
        # NLM's book without a place: "Title. World Health Organization; 2009." (a journal is
        # followed by a period, "Lancet. 2009.", and its volume after the semicolon)
        entry.entry_type, entry.publisher = "book", semicolon.group("publisher").strip()
        return
    first = re.split(r"\.\s+|\.$|;", tail, maxsplit=1)[0].strip(" .")
    if re.search(r"\barXiv\b|\bpreprint\b|\bmedRxiv\b|\bbioRxiv\b", tail, re.I):
        entry.entry_type = "misc"
        entry.journal = re.split(r"[\s:,(]", first, maxsplit=1)[0] if not _LAST_YEAR.fullmatch(first) else ""
        written = re.match(r"(?i)(?:arXiv|bioRxiv|medRxiv)\s+preprint\b[^,;]*", first)
        if written:     # "arXiv preprint arXiv:1905.10615, 2019": the container as the line writes it
            entry.journal = written.group(0).strip()
    elif not first or _LAST_YEAR.fullmatch(first) or re.match(r"(?:Published|Updated)\b", first):
        entry.entry_type = "misc"
    else:
        _journal(tail, entry)
        if is_proceedings(entry.journal) and not entry.volume:
            entry.entry_type = "inproceedings"    # "Proceedings of the IEEE CVPR; 2016. p. 770-8."


# the one block after the names is a venue in lower case, its pages and year (the title was left out)
_VENUE_ALONE = re.compile(rf"^(?P<venue>[a-z][^.,]{{3,120}}),\s*(?:pages?|pp?\.)\s*(?P<pages>{_PAGES})\s*,\s*(?P<year>(?:19|20)\d\d)$")


_ASTRO_DATED = re.compile(r"(?P<year>(?:19|20)\d\d[a-z]?),\s+(?P<rest>\S.*)")
_ASTRO_CHAPTER = re.compile(r"(?P<title>[^,]{3,200}),\s+ed\.\s+[^,]{2,120},\s*(?P<pages>\d+(?:\s*[-–]\s*\d+)?)")


def _fill(entry: BibEntry, authors: list[str], truncated: bool, rest: str) -> bool:
    medium_thesis = bool(venues.THESIS_MEDIUM.search(rest))     # "Title [dissertation]. School; 2010."
    title, tail = _title(rest)
    book = _NATURE_BOOK_TAIL.search(title) if not tail else None
    if book:                          # Nature's books: "Renal Physiology 3rd edn (Springer, 2018)."
        title = re.sub(r"\s+\d+(?:st|nd|rd|th)\s+edn?\.?$", "", title[:book.start()].strip())
    if not title.strip(" .") or _LAST_YEAR.fullmatch(title.strip(" .")):
        return False
    entry.authors, entry.authors_truncated = authors, truncated
    entry.placeholder_authors = placeholder_authors(authors, truncated)
    entry.title = title.strip(" .")
    dated_first = _ASTRO_DATED.fullmatch(f"{entry.title}. {tail}".strip(" .")) if not book else None
    if dated_first:     # the astronomers' year after the names: "Bally, J. 2008, Title, ed. B. Reipurth, 459" / "…, et al. 2017, ArXiv e-prints"
        entry.year, entry.year_suffix = split_year(dated_first.group("year"))
        chapter = _ASTRO_CHAPTER.fullmatch(dated_first.group("rest"))
        if chapter:
            entry.title, entry.pages, entry.entry_type = chapter.group("title").strip(), chapter.group("pages"), "incollection"
        else:
            entry.title, entry.journal = "", re.sub(r"\s*\[.*$", "", dated_first.group("rest")).strip(" ,.")
        return True
    if book:
        entry.entry_type, entry.publisher = "book", book.group("publisher").strip()
        entry.year, entry.year_suffix = split_year(book.group("year"))
        return True
    venue = None if tail else _VENUE_ALONE.match(entry.title)
    if venue:     # "…, and A. J. Smola. neural information processing systems, pages 2595-2603,2010.": no title
        entry.title, entry.journal = "", venue.group("venue").strip()
        entry.pages, entry.entry_type = normalize_pages(venue.group("pages")), "inproceedings"
        entry.year, entry.year_suffix = split_year(venue.group("year"))
        guess(entry, "journal", "a block in lower case with pages and a year read as the venue (the title left out)")
        return True
    dated = re.search(r"(?<=[^\W\d_]),\s*(?P<year>(?:19|20)\d\d[a-z]?)$", entry.title) if not tail.strip() else None
    if dated:       # plainnat's misc: "Names. Title, 2020." (the year after the title's comma, nothing else)
        entry.title, entry.entry_type = entry.title[:dated.start()].strip(" ."), "misc"
        entry.year, entry.year_suffix = split_year(dated.group("year"))
        return True
    _container(tail.strip(), entry, medium_thesis)
    years = _LAST_YEAR.findall(tail)
    entry.year, entry.year_suffix = split_year(years[-1] if years else "")
    return True


# "John A. Smith and Kirill Simonov. Title" (plainnat, abbrvnat): the first person given first with a
# middle initial, read as NLM's "John A." unless the family name and the other names after it are seen
# ("Smith J. Obesity and Heart Disease. Lancet. 2004;3:1-5" has the same head: its "2004;" keeps it NLM's)
_GIVEN = r"(?:[A-Z]\.\s*|[A-Z][\w'’\-]+\s+)"
_NAMES_GO_ON = re.compile(rf"^[A-Z][\w'’\-]+(?:\s*,\s*{_GIVEN}{{1,3}}[A-Z][\w'’\-]+)*,?\s+and\s+{_GIVEN}{{1,3}}[A-Z][\w'’\-]+\s*\.\s")


def parse_nlm(text: str, entry: BibEntry) -> bool:
    match = _NLM_AUTHORS.match(text)
    if not match or "," not in match.group("authors") and _NAMES_GO_ON.match(match.group("rest")) \
            and not re.search(r"(?:19|20)\d\d[a-z]?\s*;", text):     # (NLM's "2004;3:1-5" says NLM)
        return False
    if re.match(r"\s*[“\"«][^”\"»]{3,}(?:[”\"»]\s*,|[,.?!]\s*[”\"»])", match.group("rest")):
        return False        # 'Yue L, Chen W. “Title”, Journal, 60(2): 617–663, 2019.' (and French « Title » ,): IEEE's quoted title, read as IEEE's
    authors, truncated = _authors(re.sub(rf"\s*,?\s*{_ELISION}\s*$", "", match.group("authors")))
    truncated = truncated or bool(re.search(_ELISION, text[:match.start("rest")]))
    if not _fill(entry, authors, truncated, match.group("rest")):
        return False
    after_year = re.search(r"(?:19|20)\d\d\s*\.\s*(?P<pages>\d+\s*[-–]\s*\d+)\s*\.?\s*$", text)
    if after_year and not entry.pages and entry.entry_type == "inproceedings":
        # GB/T 7714-2005's "In: Proceedings. Place: Publisher, 2014. 2672-2680": the pages after the year
        entry.pages = re.sub(r"\s*[-–]\s*", "-", after_year.group("pages"))
    volume_first = _VOLUME_FIRST.search(match.group("rest"))
    if volume_first:    # Mendeley's Vancouver for an article held as a book: "Title. Vol. 150, Chest. Elsevier B.V.; 2016. p. 1129–40."
        entry.journal, entry.volume = volume_first.group("journal").strip(), volume_first.group("volume")
        entry.publisher, entry.entry_type = (volume_first.group("publisher") or "").strip(), "article"
    if match.group("editors") and entry.entry_type == "article" and not (entry.volume or entry.pages):
        # "Higgins JPT, et al., editors. Handbook. Cochrane 2023.": an edited book and its publisher
        publisher = re.sub(r"[,;]?\s*(?:19|20)\d\d[a-z]?$", "", entry.journal).strip(" .,")
        entry.entry_type, entry.publisher, entry.journal = "book", publisher, ""
    return True


_VOLUME_FIRST = re.compile(r"\.\s+Vol\.\s*(?P<volume>[\w\-]+),\s*(?P<journal>[^.;]+?)\.\s+(?:(?P<publisher>[^;]{2,80}?);\s*)?"
                           r"(?:19|20)\d\d\b")
_MEDIUM_TITLE = re.compile(r"^(?P<title>[^.\[\]]{3,300}?)\s*\[(?:Internet|Online|online)\]\s*\.?\s*(?P<rest>.*)$")


def parse_medium_title(text: str, entry: BibEntry) -> bool:
    """"ATLS advanced trauma life support [Internet]. 10th ed. Chicago: American College of Surgeons;
    2018.": a work without authors, its title first (the medium follows a title, never a name)."""
    match = _MEDIUM_TITLE.match(text)
    if not match:
        return False
    entry.title = match.group("title").strip(" .")
    tail = match.group("rest").strip()
    _container(tail, entry)
    if entry.entry_type == "article" and not (entry.volume or entry.pages):
        entry.entry_type, entry.journal = "misc", ""
    years = _LAST_YEAR.findall(tail)
    entry.year, entry.year_suffix = split_year(years[-1] if years else "")
    return True


def parse_group_author(text: str, entry: BibEntry) -> bool:
    """"World Health Organization. Salt reduction [Internet]. Geneva: WHO; 2020.": an organisation
    as the author (no initials to recognise a name by)."""
    from .reflist_names import has_organisation_word, is_organisation
    # (or a colon after it: "World Health Organization: WHO Coronavirus Dashboard. URL")
    head = re.match(r"^(?P<authors>[^.,;:()\[\]]{3,120}?)[.:]\s+(?P<rest>\S.*)$", text)
    # an organisation's word, not a function word alone ("WHO recommendations for …" is a title)
    # "EPRI. Title. Palo Alto, CA: EPRI, 2004.": an acronym that publishes its own work (named again as the publisher)
    acronym = head and re.fullmatch(r"[A-Z]{2,8}", head.group("authors").strip()) and re.search(
        rf":\s*{head.group('authors').strip()}\s*[,;]\s*(?:19|20)\d\d\s*\.?\s*$", head.group("rest"))
    if not head or not (acronym or is_organisation(head.group("authors")) and has_organisation_word(head.group("authors"))):
        return False
    return _fill(entry, [head.group("authors").strip()], False, head.group("rest"))


def parse_full_names(text: str, entry: BibEntry) -> bool:
    match = _FULL_AUTHORS.match(text)
    if not match:
        return False
    authors, truncated = _names(match.group("authors"))
    return _fill(entry, authors, truncated, match.group("rest"))


# "John A. Smith and Kirill Simonov." / "Clark C. Evans, Ana Lee, et al.": a given name in full, a middle
# initial, the family name — which NLM and Vancouver readers would take for "John A." (plainnat, abbrvnat)
_MIDDLE_INITIAL = re.compile(rf"[{UPPER}][a-z][\w'’\-]*\s+(?:[{UPPER}]\.\s*){{1,2}}[{UPPER}][a-z][\w'’\-]*")
_GIVEN_FIRST = re.compile(rf"(?:[{UPPER}][a-z][\w'’\-]*|[{UPPER}]\.)(?:\s+(?:[{UPPER}][a-z][\w'’\-]*|[{UPPER}]\.)){{0,2}}"
                          rf"\s+[{UPPER}][a-z][\w'’\-]*")


def _one_middle_initial(name: str, rest: str) -> bool:
    """One name with its middle initial opens the line ("Peter G. Neumann. Title. Venue, 44(2), 2001.": a title, then
    a venue) — unless what follows reads as a venue and its year ("Reider B. Moneyball. The Journal.
    2014;42(3)…": Vancouver's one-word title), has no venue after it ("Obi K. Meshes. London : Mesh Press.") or holds
    Chinese (a Chinese list's readers take its English writers)."""
    return bool(_MIDDLE_INITIAL.fullmatch(name)) and not re.match(r"[^.]{1,160}\.\s*\(?(?:1[6-9]|20)\d\d\b", rest) \
        and not re.search(r"[\u4e00-\u9fff]", rest) and bool(re.search(r"[^\s.]{2}[.”\"]+\s+\S", rest))


def parse_given_middle_initial(text: str, entry: BibEntry) -> bool:
    """A list of names given first, one of them with a middle initial, then the title: read before
    the readers of family-first initials."""
    match = _FULL_AUTHORS.match(text)
    authors = re.sub(rf",?\s+{_ELISION}$", "", match.group("authors")) if match else ""
    names = [n for n in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", authors) if n]
    # (one name will do when it has its middle initial: "Peter G. Neumann. Title." — Vancouver's "Peter G." would
    # leave a title of one word)
    if not names or len(names) < 2 and not _one_middle_initial(names[0], match.group("rest")) \
            or not all(_GIVEN_FIRST.fullmatch(n) for n in names) \
            or not any(_MIDDLE_INITIAL.fullmatch(n) for n in names) or re.match(r"\(", match.group("rest")):
        return False        # (an APA year after the names, "… Bennett. (2018). Title.", is APA's)
    authors, truncated = _names(match.group("authors"))
    # a quoted title, its period inside the quotes: "Names. “Title.” Venue 2020. 2020."
    rest = re.sub(r"^[\"“](?P<title>[^\"“”]{3,}?)[.,]?[\"”][.,]?\s+", r"\g<title>. ", match.group("rest"))
    return _fill(entry, authors, truncated, rest)


# a .bbl's first block (before the first \newblock) holding names written given name first:
# "Marc~G. Bellemare, Will Dabney, and Rémi Munos." / "James~R. Weaver." / "Chun~Hong Yoon."
_BLOCK_NAMES = re.compile(rf"^(?P<authors>{_FULL_NAME}(?:\s*,\s*{_FULL_NAME})*(?:,?\s+and\s+{_FULL_NAME})?(?:,?\s+{_ELISION})?)\.?$")


def parse_names_block(block: str, text: str, entry: BibEntry) -> bool:
    """A \bibitem whose first block is a list of names given first (plain / abbrv / natbib's
    plainnat): the block says where the names end, so one name ("James R. Weaver.") is enough."""
    from .reflist_names import is_organisation
    dated = re.fullmatch(r"(?P<names>[^,]{3,80}),\s*(?P<year>(?:19|20)\d\d[a-z]?)\.?", block.strip().replace("~", " "))
    if dated and text.strip(" .") == dated.group(0).strip(" .") and is_organisation(dated.group("names")):
        # "World~Health Organization, 2018. \newblock URL \url{…}": a body, the year, its address (no title)
        entry.authors, entry.entry_type = [re.sub(r"\s+", " ", dated.group("names")).strip()], "misc"
        entry.year, entry.year_suffix = split_year(dated.group("year"))
        return True
    match = _BLOCK_NAMES.match(block.strip())
    if not match or len(match.group("authors").split()) < 2 or not text.startswith(block.strip().rstrip(".")):
        return False
    rest = text[len(block.strip().rstrip(".")):].lstrip(" .")
    if not rest:
        return False
    authors, truncated = _names(match.group("authors"))
    return _fill(entry, authors, truncated, rest)


def parse_blocks(item: str, as_text, split_names, entry: BibEntry) -> bool:
    """A .bbl item of plain / unsrt / abbrv whose names no reader recognised ("A.~Assztalos, S.~Sreenivasan
    B. K. S. G.~K. \\newblock Title. \\newblock {\\em PLoS ONE}, 9(1), 2014."): the first block is the names,
    the second the title, the rest the venue; the names, read as they are, marked guessed. ``as_text``
    turns a block's LaTeX into text, ``split_names`` a names block into (names, cut by "et al.")."""
    blocks = [as_text(b).strip(" .,") for b in re.split(r"\\newblock\b", item)]
    if len(blocks) < 3 or not all(blocks[:3]) or _LAST_YEAR.fullmatch(blocks[1]):
        return False
    # the first block must read as names: no ";" or ":", short parts, a comma, an "and" or an initial
    # ("Routing information protocol. \newblock {\em IBM}, 2023." opens with its title)
    pieces = re.split(r",\s*|\s+and\s+", blocks[0])
    if re.search(r"[;:]", blocks[0]) or any(len(p.split()) > 8 for p in pieces) \
            or not re.search(r",|\band\b|\b[A-Z]\.", blocks[0]):
        return False
    entry.authors, entry.authors_truncated = split_names(blocks[0])
    entry.placeholder_authors = placeholder_authors(entry.authors, entry.authors_truncated)
    entry.title = blocks[1]
    tail = ". ".join(blocks[2:])
    _container(tail, entry)
    years = _LAST_YEAR.findall(tail)
    entry.year, entry.year_suffix = split_year(years[-1] if years else "")
    if entry.pages and entry.pages == str(entry.year):      # "{\em PLoS ONE}, 9(1), 2014.": the year, no pages
        entry.pages = ""
    guess(entry, "authors", "the names read from the item's first block, in a shape no style writes")
    return True


def parse_family_initials(text: str, entry: BibEntry) -> bool:
    match = _NATURE_AUTHORS.match(text)
    if not match or not re.search(r"[,&]|\band\b", match.group("authors").strip(" ,")):
        return False
    authors, truncated = _names(match.group("authors"))
    return _fill(entry, authors, truncated, re.sub(r"^:\s*", "", match.group("rest")))  # LNCS "Smith, J.: Title"
