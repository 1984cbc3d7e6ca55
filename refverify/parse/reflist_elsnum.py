"""elsarticle-num's comma-only items: "M. Okafor, J. Lind, et al., Title, Journal 40 (5) (2021) 289--301."

elsarticle-num.bst (and the Elsevier numeric styles built like it) parts every element by a comma
and puts no quotes or italics around the title; the journal's volume, issue, year and pages close
the article as "Journal Vol (Iss) (Year) pages". Read comma by comma, the title and the journal
would be taken for names. Here the item is rewritten in the IEEE form the numeric readers know
(names, “Title,” Journal, vol. V, no. I, pp. P, Year.); the title is all between the names and the
last comma before the journal's numbers, so a journal name with a comma stays in the title's end.
An article number ("13 (2013) 152", "106 (6) (2014) dju124") stands where the pages would; a month
may stand before the year ("71 (7 2021)"); a work without authors is written "null null, Title, …".

A chapter or a paper in proceedings reads "Names, Title, in: Ed. One, Ed. Two (Eds.), Book, Vol. 9 of
Series, Publisher, City, ST, Country, Year, pp. 1--9." — the book, its volume, the publisher and its
place all parted by commas. The publisher is the first part after the book that names a publisher
(Springer, IEEE Computer Society, Association for …); the parts after it are its place. Without such a
part, where the book ends is a guess (marked). A dataset or web page reads "Names, Title, \\url{…},
note (Year).": its title is the part before the address (a guess: a title with a comma would end early).
:func:`refine` sets the fields these shapes say after the IEEE reader has read the rewritten line.
"""
from __future__ import annotations

import re

from .entry import BibEntry, latex_to_text, normalize_pages, split_year
from .reflist_certainty import guess
from .reflist_parts import ONE_FAMILY_GIVEN, inverted_full_names
from .reflist_styles import mla_numbers

_L = r"[^\W\d_]"
# "M. Okafor", "S. D. Anker", "J.-P. Roux", "A. van der Berg", "X. Hébuterne-Lacroix"
_NAME = (rf"(?:{_L}{_L}?\.(?:\s?-?{_L}{_L}?\.)*\s)(?:(?:van|von|de|der|den|da|di|du|le|la|dos|del)\s)*"
         rf"{_L}[\w'’]*(?:[ -]{_L}[\w'’]*)*")
_NAMES = rf"(?P<names>(?:{_NAME},\s)+(?:et\sal\.,\s)?|null\snull,\s)"
_ITEM = re.compile(
    rf"^{_NAMES}"
    r"(?P<title>[^“”\"]+?),\s(?P<journal>[^,()]+?)\s(?P<volume>\d+[A-Za-z]?)"
    r"(?:\s\((?P<issue>[^()]{1,15})\))?\s\((?:(?P<month>1[0-2]|0?[1-9]|[A-Z][a-z]{2,8}\.?)\s)?(?P<year>(?:19|20)\d\d[a-z]?)\)"
    r"(?:\s(?P<pages>[A-Za-z]{0,4}\d+(?:[–-][A-Za-z]{0,4}\d+)?))?\.(?P<rest>(?:\s.*)?)$")


# "…, Title, in: Ed. One (Eds.), Book, Publisher, City, Year, pp. 1--9." (also "(Ed.)", "p. 106--111", no pages)
_IN_ITEM = re.compile(
    rf"^{_NAMES}(?P<title>[^“”\"]+?),\sin:\s(?:(?P<editors>[^()]+?)\s\((?:Eds?|eds?)\.\),\s)?"
    r"(?P<source>.+?),\s(?P<year>(?:19|20)\d\d[a-z]?)(?:,\s(?P<pages>pp?\.\s?[A-Za-z]{0,4}\d+(?:[–-][A-Za-z]{0,4}\d+)?))?"
    r"\.(?P<rest>(?:\s.*)?)$")
# "Names, Title, https://… , kaggle (2020)." (elsarticle-num's misc with a url and a note)
_URL_ITEM = re.compile(r"^(?P<names>(?:[^,“”\"]{2,40},\s)+)(?P<title>[^,“”\"]{4,}?),\s(?P<url>https?://\S+)\s?,\s"
                       r"(?P<note>[^,()]{2,60}?)\s\((?P<year>(?:19|20)\d\d[a-z]?)\)\.?$")
_ACRONYM_URL = re.compile(r"^(?P<org>[A-Z][A-Z0-9&\-]{1,15}),\s+(?P<title>[^,]{3,200}),\s*(?:URL:?\s*)?https?://\S+\s*\.?$")
_PUBLISHER_WORD = re.compile(
    r"\b(?:Association|Society|Press|Publish\w*|Springer|Verlag|Elsevier|Wiley|IEEE|ACM|Inc|Ltd|LLC|GmbH|"
    r"Academic|Curran|Kaufmann|MIT|Institute|Organi[sz]ation|PMLR|OpenReview|AAAI|Foundation|Routledge|SAGE|Sage|"
    r"CRC|Francis|Pearson|Prentice|McGraw|Addison|Wesley|IOS|Informa|Media|Editions?|Books|Company)\b")
# what elsarticle-num writes when fields are missing: no volume ("Journal (2002) 616--621."), no year
# ("Journal 5 (2)."), a book's place and publisher after it ("Book. City: Publisher (1986) 91--99.")
_LOOSE = re.compile(
    rf"^{_NAMES}(?P<title>[^“”\"]+?),\s(?P<source>[^,()]+?)(?:\s(?P<volume>\d+[A-Za-z]?)(?:\s\((?P<issue>[^()]{{1,15}})\))?)?"
    r"(?:\s\((?P<year>(?:19|20)\d\d[a-z]?)\))?(?:\s(?P<pages>\d+(?:[–-]\d+)?))?\.$")
# a book: "Names, Title, 2nd Edition, Publisher, City, Year." — the year bare, at the end
_BOOK = re.compile(rf"^{_NAMES}(?P<parts>[^“”\"]+?),\s(?P<year>(?:19|20)\d\d[a-z]?)\.$")
_EDITION_PART = re.compile(r"(?i)^(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|revised)\s(?:edition|ed\.)$")
# names and a title alone: "A. Okoro, B. Lind, Title: a study."
_TITLE_ONLY = re.compile(rf"^{_NAMES}(?P<title>[^“”\"\d]+?)\.$")
_MEETING = re.compile(r"(?i)\b(?:conference|proceedings|symposium|workshop|congress|meeting|colloquium)\b")
_VOLUME_PART = re.compile(r"^(?:Vol\.|vol\.|Volume|volume)\s?(?P<volume>\w+)(?:\sof\s(?P<series>.+))?$")
_PLACE_PART = re.compile(r"^[^\W\d_][\w.'’\-]*(?:\s[^\W\d_][\w.'’\-]*){0,3}$")


def _source(source: str) -> dict:
    """The book, volume, publisher and place of an "in:" item's source ("Book, Vol. 9 of Series,
    Publisher, City, ST, USA"); ``sure`` is False where the book's end is a guess."""
    parts = [p.strip() for p in source.split(", ")]
    # "Curran Associates, Inc." is one publisher
    for i in range(len(parts) - 1, 0, -1):
        if re.fullmatch(r"(?:Inc|Ltd|LLC|Co)\.?", parts[i]):
            parts[i - 1:i + 1] = [f"{parts[i - 1]}, {parts[i]}"]
    volume = ""
    for i, part in enumerate(parts[1:], 1):
        found = _VOLUME_PART.match(part)
        if found:
            volume = found.group("volume")
            del parts[i]
            break
    at = next((i for i, p in enumerate(parts) if i and _PUBLISHER_WORD.search(p) and not _MEETING.search(p)), None)
    if at is None:
        # one part is the book whole; more without a publisher's word: its place or publisher may be among them
        return {"book": ", ".join(parts), "volume": volume, "publisher": "", "place": "", "sure": len(parts) == 1}
    places = parts[at + 1:]
    return {"book": ", ".join(parts[:at]), "volume": volume, "publisher": parts[at], "place": ", ".join(places),
            "sure": all(_PLACE_PART.match(p) for p in places)}


def _pages(text: str) -> str:
    return re.sub(r"\s*[–-]+\s*", "-", re.sub(r"^pp?\.\s?", "", text or ""))


def as_ieee(text: str) -> str:
    """The item in IEEE's form when it has elsarticle-num's article or "in:" shape, else as it was."""
    inside = _IN_ITEM.match(text.strip())
    if inside:
        names = inside.group("names").rstrip().rstrip(",")
        head = f"{names}, " if names != "null null" else ""
        src = _source(inside.group("source"))
        where = (f"{src['book']}. {src['place'] + ': ' if src['place'] else ''}{src['publisher']}"
                 if src["publisher"] else src["book"])
        pages = f", {inside.group('pages')}" if inside.group("pages") else ""
        return f"{head}“{inside.group('title').strip()},” in {where}, {inside.group('year')}{pages}.{inside.group('rest')}"
    match = _ITEM.match(text.strip())
    if not match:
        return text
    names = match.group("names").rstrip().rstrip(",")
    head = f"{names}, " if names != "null null" else ""
    parts = [f"{head}“{match.group('title').strip()},” {match.group('journal').strip()}",
             f"vol. {match.group('volume')}"]
    if match.group("issue"):
        parts.append(f"no. {match.group('issue').strip()}")
    if match.group("pages"):
        pages = match.group("pages")
        parts.append(f"pp. {pages}" if re.search(r"[–-]", pages) else f"p. {pages}")
    parts.append(match.group("year"))
    return ", ".join(parts) + "." + match.group("rest")


def title_unsure(text: str) -> bool:
    """An elsarticle-num article whose title holds a comma: where the title ends and the journal
    begins is then a guess (a journal name with a comma would end the title too early)."""
    match = _ITEM.match(text.strip())
    return bool(match and "," in match.group("title"))


def refine(text: str, entry: BibEntry) -> None:
    """The fields an elsarticle-num item's shape says (``text``: its plain text), set over what the
    IEEE reader read from :func:`as_ieee`'s line: the year in "(Year)" (not one of an address's
    numbers), the book and the publisher of an "in:" item, the title of a work without authors."""
    text = text.strip()
    inside = _IN_ITEM.match(text)
    if inside:
        src = _source(inside.group("source"))
        entry.title = inside.group("title").strip()
        entry.journal, entry.publisher = src["book"], src["publisher"]
        entry.volume = src["volume"] or entry.volume
        entry.year, entry.year_suffix = split_year(inside.group("year"))
        entry.pages = _pages(inside.group("pages")) or entry.pages
        if not src["sure"]:
            guess(entry, ("journal", "publisher"), "where the book ends and its publisher begins is a guess")
        return
    match = _ITEM.match(text)
    if match:
        entry.year, entry.year_suffix = split_year(match.group("year"))
        if match.group("names").startswith("null null"):
            entry.authors = []
            entry.title, entry.journal = match.group("title").strip(), match.group("journal").strip()
            entry.volume, entry.issue = match.group("volume"), (match.group("issue") or "").strip()
            entry.pages = _pages(match.group("pages"))
            entry.entry_type = "article"
        return
    org = _ACRONYM_URL.match(text)
    if org and not entry.authors:       # "NASA, Common data format, http://…": an organisation's page
        entry.authors, entry.title = [org.group("org")], org.group("title").strip()
        return
    if entry.journal and entry.volume and entry.pages and not entry.title:
        return      # APS's item, no title printed ("J.~Weber, Physical Review D \textbf{17}, 379 (1978)."): read whole
    if _loose(text, entry):
        return
    web = _URL_ITEM.match(text)
    if web and not entry.journal:
        entry.authors = [n.strip() for n in web.group("names").split(", ") if n.strip()]
        entry.title = web.group("title").strip()
        entry.year, entry.year_suffix = split_year(web.group("year"))
        entry.url = entry.url or web.group("url")
        guess(entry, "title", "the title is read as the part before the address")


def _names(text: str) -> tuple[list[str], bool]:
    names = [n.strip() for n in text.split(", ") if n.strip()]
    kept = [n for n in names if n != "et al."]
    return kept, len(kept) < len(names)


def _loose(text: str, entry: BibEntry) -> bool:
    """An elsarticle-num item with a field missing (:data:`_LOOSE`, :data:`_TITLE_ONLY`): its fields
    set from the shape; False for another shape."""
    match = _LOOSE.match(text)
    if match and (match.group("issue") or match.group("year")) and not match.group("names").startswith("null") \
            and not re.match(r"and\s", match.group("title")) and "://" not in match.group("title") \
            and not re.fullmatch(r"(?i)(?:vol|no|pp?|ch|sec)\.?", match.group("source").strip()):     # IEEE's "…, and P. Humblet, Title. …, 1992, vol. 2."
        entry.authors, entry.authors_truncated = _names(match.group("names"))
        entry.title = match.group("title").strip()
        kind = re.search(r",\s(?P<kind>Master'?s thesis|M\.?\s?Sc\.? thesis|Ph\.?\s?D\.? thesis|Doctoral dissertation|"
                         r"Dissertation|Tech\.\srep\.|Technical report)(?:\s\S+)?$", entry.title)
        book = None if kind else re.match(r"^(?P<book>.+?)\.\s(?P<place>[^.:]{2,40}):\s(?P<publisher>[^.:]{2,60})$", match.group("source"))
        if book:      # "Book. Amsterdam: North-Holland": a chapter in a book
            entry.journal, entry.publisher, entry.entry_type = book.group("book"), book.group("publisher"), "incollection"
        elif kind:    # "Title, Master's thesis, University (2015).": the school is the publisher
            entry.title = entry.title[:kind.start()].strip()
            entry.journal, entry.publisher = "", match.group("source").strip()
            entry.entry_type = "report" if "rep" in kind.group("kind").lower() else "thesis"
        else:
            entry.journal, entry.entry_type = match.group("source").strip(), "article"
        entry.volume, entry.issue = match.group("volume") or "", (match.group("issue") or "").strip()
        entry.pages = _pages(match.group("pages"))
        entry.year, entry.year_suffix = split_year(match.group("year") or "")
        if "," in entry.title:
            guess(entry, ("title", "journal"), "the title holds a comma: where it ends and the source begins is a guess")
        return True
    if _book(text, entry):
        return True
    match = _TITLE_ONLY.match(text)
    if match and not match.group("names").startswith("null"):
        entry.authors, entry.authors_truncated = _names(match.group("names"))
        entry.title, entry.journal, entry.publisher = match.group("title").strip(), "", ""
        entry.entry_type = "misc"
        guess(entry, "title", "names and one more part: read as the title, no source named")
        return True
    return False


def _book(text: str, entry: BibEntry) -> bool:
    """elsarticle-num's book (:data:`_BOOK`): the title is all before the first part that names a
    publisher, an edition part left out; the parts after the publisher are its place. False for
    another shape, or where no part names a publisher (the title's end would be a guess of nothing)."""
    match = _BOOK.match(text)
    if not match or match.group("names").startswith("null"):
        return False
    parts = [p.strip() for p in match.group("parts").split(", ")]
    # elsarticle-num parts by commas alone: an "and" before a name, a sentence's stop ("2nd ed. Prentice
    # Hall", "\newblock"), an editor's "Eds." are other styles' marks
    if re.match(r"(?:and|Eds?\.?)(?:\s|$)", parts[0]) or any(re.search(r"\w\.\s", p) for p in parts):
        return False
    at = next((i for i, p in enumerate(parts) if i and _PUBLISHER_WORD.search(p) and not _MEETING.search(p)
               and not _EDITION_PART.match(p)), None)
    if at is None or not all(_PLACE_PART.match(p) for p in parts[at + 1:]):
        return False
    title = [p for p in parts[:at] if not _EDITION_PART.match(p)]
    entry.authors, entry.authors_truncated = _names(match.group("names"))
    entry.title, entry.journal, entry.publisher = ", ".join(title), "", parts[at]
    entry.volume = entry.issue = entry.pages = ""
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.entry_type = "book"
    if len(title) > 1:
        guess(entry, "title", "the title holds a comma: where it ends is read from the publisher's name after it")
    return True


# elsarticle-num's misc as its PDF shows it: "Names, Title, 2018. URL: https://…, [Accessed: …]." / "Body, Title, n.d. URL: …"
_MISC_URL = re.compile(r"^(?P<head>[^“”\"]+?),\s(?P<year>(?:19|20)\d\d[a-z]?|n\.\s?d)\.?$")


def parse_misc_url(text: str, entry: BibEntry) -> bool:
    """elsarticle-num's web page or report read from a PDF (:data:`_MISC_URL`): the names (initials first) or
    the body that wrote it, then the title. A body and a title are told apart by the first comma (guessed).
    The address is taken out of the line before: only a line that had one is read here."""
    written = re.search(r",\s(?:(?:19|20)\d\d[a-z]?|n\.\s?d)\.\s+URL:?\s", entry.raw)      # elsarticle's "2018. URL: …"
    match = _MISC_URL.match(text.strip()) if entry.url and written else None
    if not match or len(match.group("head").split(", ")) > 12:
        return False
    head = match.group("head")
    names = re.match(_NAMES, head + ", ") if re.match(_NAME, head) else None
    parts = [p.strip() for p in head.split(", ")]
    if names and names.end() < len(head):
        if "," in head[names.end():]:
            return False        # "S. Name, Title, University, City, 2015": a thesis's or a report's parts
        entry.authors, entry.authors_truncated = _names(head[:names.end()].rstrip(", "))
        entry.title = head[names.end():].strip()
    elif len(parts) == 2:
        entry.authors, entry.title = [parts[0]], ", ".join(parts[1:])
        guess(entry, ("authors", "title"), "the part before the first comma read as the body that wrote the page")
    else:
        return False
    entry.year, entry.year_suffix = split_year(match.group("year") if match.group("year")[0].isdigit() else "")
    entry.entry_type = "misc"
    return True


# an item whose title is its link (elsarticle-num, IEEEtran and others with their "url" options, Zotero's .bib):
# "WHO, \href{https://…}{Global status report on road safety 2023} (Dec. 2023)."
_LINKED_TITLE = re.compile(r"^(?P<names>[^\\{}]*?(?:\{[^{}]*\}[^\\{}]*?)*?)(?P<stop>[,.])?\s*\\href\s*\{[^{}]*\}\s*\{(?P<title>(?:[^{}]|\{[^{}]*\})+)\}")


def linked_title(latex: str, entry: BibEntry) -> None:
    """The title an item's link shows, and the names before it when none were read (or the title was read
    with them in it)."""
    match = _LINKED_TITLE.match(latex.strip())
    title = latex_to_text(match.group("title")).strip(" ,.") if match else ""
    names = latex_to_text(match.group("names")).strip(" ,") if match else ""
    if len(title) < 3 or not names or len(names) > 400:
        return
    if names.startswith("null"):
        names = ""          # elsarticle's "null null": no names (see _ITEM)
    names = re.sub(r",\s*eds?\.?$", "", names)     # "Margaritondo, Giorgio, ed.": the book's editor
    # (Google Scholar's MLA pasted with the link around the title: "Brus, Louis E. \href{…}{\it Title}. Journal
    # 80.9 (1984): 4403-4409." — its names family first, given in full: "de Lima Rodrigues, Rafael", "Ashcroft,
    # Neil W., and N. David Mermin", read so whatever another reader made of them)
    full = inverted_full_names(names) or (([names], False) if ONE_FAMILY_GIVEN.match(names) else None)
    if not match.group("stop") and not full:
        return      # no stop before the link and no names: the text before it is not known to be names
    if full:
        entry.authors, entry.authors_truncated = full
    elif names and (not entry.authors or names in entry.title or title not in entry.title):
        entry.authors, entry.authors_truncated = _names(re.sub(r",?\s+and\s+", ", ", names))
    entry.title = title
    dated = _DATED_TITLE.fullmatch(title)
    if dated:       # the publisher and year inside the link's text: "{\it Title. Academic Press, 2013}"
        entry.title = dated.group("title")
        entry.publisher = entry.publisher or (dated.group("publisher") or "").strip()
        if entry.year is None:
            entry.year, entry.year_suffix = split_year(dated.group("year"))
    rest = latex_to_text(re.sub(r"(?<!\\)%.*", "", latex.strip()[match.end():])).strip(" .,")
    if not entry.journal or (entry.journal in rest and re.search(r"\d", entry.journal)):
        if not mla_numbers(rest, entry) and not _comma_numbers(rest, entry):
            _mla_book(rest, entry)


_DATED_TITLE = re.compile(r"(?P<title>.{3,}?)\.\s+(?:(?P<publisher>[A-Z][^.,;:()\d]{1,60}),\s*)?(?P<year>(?:1[5-9]|20)\d\d)")
# a journal and its numbers parted by commas, the year last: "Advances in Physics, vol. 42, Issue 2, p.173-262,
# 1993", "Revista Brasileira de Ensino de Física, vol. 19, n 1, p.68-83, 1997"; MLA's numbers with the year
# unbracketed: "Revista Brasileira de Ensino de Física 19.1, 1997"
_COMMA_NUMBERS = re.compile(r"(?P<journal>[A-Z][^,\d]{2,100}?)(?:,\s*(?i:vol\.?|volume)\s*(?P<volume>\d+)"
                            r"(?:,\s*(?i:no\.|n\.?|nº|issue)\s*(?P<issue>\d+))?(?:,\s*pp?\.\s*(?P<pages>\d+\s*[-–]+\s*\d+))?"
                            r"|\s+(?P<mla_volume>\d+)\.(?P<mla_issue>\d+)),\s*(?P<year>(?:1[5-9]|20)\d\d)")


def _comma_numbers(rest: str, entry: BibEntry) -> bool:
    found = _COMMA_NUMBERS.fullmatch(rest)
    if not found:
        return False
    entry.journal, entry.entry_type = found.group("journal").strip(), "article"
    entry.volume = found.group("volume") or found.group("mla_volume")
    entry.issue = found.group("issue") or found.group("mla_issue") or ""
    entry.pages = normalize_pages(found.group("pages") or "")
    entry.year, entry.year_suffix = split_year(found.group("year"))
    return True


# what follows the linked title of a book in Google Scholar's MLA: "Springer, 2013.", "Vol. 1. Springer Science &
# Business Media, 2012.", "Springer-Verlag, 2nd Ed., 1995"; of a chapter, its book first: "Nanoparticles. Springer
# Berlin Heidelberg, 2014. 13-51."
_MLA_BOOK = re.compile(r"(?:(?:Vol|Cap|Ch|Chap)\.\s*\d+\.\s*)?(?:(?P<book>[A-Z][^.]{2,120})\.\s+)?(?P<publisher>[A-Z][^,;:()\d]{1,80}?)"
                       r"(?:,\s*\d(?:st|nd|rd|th)\s+[Ee]d(?:ition)?\.?)?,\s*(?P<year>(?:1[5-9]|20)\d\d)"
                       r"(?:\.\s*(?P<pages>\d+\s*[-–]+\s*\d+))?")


def _mla_book(rest: str, entry: BibEntry) -> None:
    found = _MLA_BOOK.fullmatch(rest)
    if not found:
        return
    entry.publisher = found.group("publisher").strip()
    if found.group("book") and not entry.journal:
        entry.journal, entry.entry_type = found.group("book").strip(), "incollection"
        entry.pages = entry.pages or normalize_pages(found.group("pages") or "")
    if entry.year is None:
        entry.year, entry.year_suffix = split_year(found.group("year"))
