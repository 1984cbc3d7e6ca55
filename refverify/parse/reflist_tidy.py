"""What every reference line gets besides its style's reading (issue 20): the authors written as a
dash ("------," in IEEEtran, "———." in APA: those of the entry before), a comma inside Markdown
italics kept inside its field, a post's date ("Monday, April 22, 2013") read as its year, and a
conference's place after the proceedings' name ("…Learning. New York, NY") left out of the venue."""
from __future__ import annotations

import re

from .entry import BibEntry, normalize_pages
from .reflist_certainty import guess
from .reflist_parts import MONTH, is_proceedings
from .reflist_terms import EDITION_ORDINAL, ORDINAL_WORD

# the dash, then its comma or stop (a dash alone may be a list's bullet); natbib's \bysame
# "------," / "———." / "—." (IEEEtran, APA, Chicago, French lists), ABNT's "______." or "______ " (underscores
# are never a bullet) and the French "— Titre" (but "— Lee, K. (2020)": a bullet before a name), "\\bysame": the authors of the line before
_SAME_AUTHORS = re.compile(r"^\s*(?:(?:-{3,}|[—–―]{2,}|[—―]|_{3,})(?![—–―\-_])\s*(?P<sep>[,.:])|(?:_{3,}|[—―]{1,3})(?![—―_\-])(?P<bare>)(?!\s*[^\W\d_][\w'’\-]+,\s*[A-Z]\.)"
                           r"|\\bysame\b\s*(?P<by>[,.]?))\s*(?=\S)")
SAME_AUTHORS_NOTE = "the authors are written as a dash: read as those of the entry before"
ITALIC_COMMA = "\u201a"       # a comma of an italic span while the line is read
_MONTH = MONTH
_TRAILING_DATE = re.compile(rf"[,.]?\s*(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?"
                            rf"(?:{_MONTH}\s+\d{{1,2}},?|\d{{1,2}}\s+{_MONTH})\s+(?P<year>(?:19|20)\d\d)\.?$")
# a conference venue followed by its city and state or country ("…Learning. New York, NY")
_VENUE_ADDRESS = re.compile(
    r"^(?P<venue>.{8,}?)[.,]\s+[A-Z][a-z]+(?:[ \-][A-Z][a-z]+){0,2},\s*(?:[A-Z]{2}(?:,\s*(?:USA|U\.S\.A\.|Canada|Australia))?|U\.?S\.?A\.?|U\.?K\.?|"
    r"China|Canada|Germany|France|Italy|Spain|Japan|(?:South\s)?Korea|Australia|Austria|Switzerland|Netherlands|"
    r"Sweden|Singapore|India|Brazil|Greece|Portugal|Belgium|Denmark|Norway|Finland|Israel|Ireland|Poland|"
    r"Czech Republic|Hungary|Mexico|Taiwan|Hong Kong|New Zealand|Turkey|Egypt|Chile|Argentina|Russia)\.?"
    rf"(?:,\s*{MONTH}\.?\s+(?:19|20)\d\d)?$")


def dashed_authors(text: str) -> str | None:
    """The line with a name in the dash's place ("------, ``Title,''" → "A. Sameauthors, ``Title,''"),
    so its style is found as for any other line; None when its authors are no dash."""
    same = _SAME_AUTHORS.match(text)
    if not same:
        return None
    return f"A. Sameauthors{same.group('sep') or same.group('by') or '.'} {text[same.end():]}"


def italic_commas(span: str) -> str:
    """A comma inside Markdown italics ("*Neuron Models: Single Cells, Populations*") kept apart
    until the fields are read: it ends no field (a comma before a number, "*Nature, 12*", does)."""
    return re.sub(r",(?=\s+[^\W\d_])", ITALIC_COMMA, span)


def tidy_fields(entry: BibEntry, style: str) -> None:
    """The italics' commas back; a post's trailing date read as its year; IEEEtran's place after
    the proceedings ("in \\emph{Proc. …}.\\hskip…\\relax New York, NY, Jun 2016") out of the venue."""
    for name in ("title", "journal", "publisher", "volume", "issue", "pages"):
        setattr(entry, name, getattr(entry, name).replace(ITALIC_COMMA, ","))
    # italics around the names too ("*Doll R, Hill AB.*"): never a comma of ours left in a name
    entry.authors = [name.replace(ITALIC_COMMA, ",") for name in entry.authors]
    for name in ("title", "journal"):
        dated = _TRAILING_DATE.search(getattr(entry, name)) if entry.year is None else None
        if dated:      # "…, from his blog, Monday, April 22, 2013"
            setattr(entry, name, getattr(entry, name)[:dated.start()].strip(" ,."))
            entry.year = int(dated.group("year"))
    dotted_numbers(entry)
    corr = re.fullmatch(r"(?P<server>CoRR|arXiv|ArXiv)\s*,?\s*(?:abs/)?\d{4}\.\d{4,5}(?:v\d+)?", entry.publisher)
    if corr and not entry.journal:      # "… (2021). Title. CoRR, abs/2101.10050.": the preprint server, not a publisher
        entry.journal, entry.publisher = corr.group("server"), ""
    # GOST's medium after a title: "Статистика [Электронный ресурс]" / "… - [Electronic resource]" / "[Текст]"
    entry.title = _MEDIUM_MARK.sub("", entry.title) if entry.title else entry.title
    # a web page's title as a reference manager pastes it, its site's domain after a dash: "Remoteness Areas — Abs.gov.au"
    entry.title = _TITLE_DOMAIN.sub("", entry.title) if entry.title else entry.title
    # the edition is no part of the title: "Theoretische Informatik, 5. Auflage"
    entry.title = _TITLE_EDITION.sub("", entry.title) if entry.title else entry.title
    # AJE's medium after the journal: "American Journal of Epidemiology [electronic article]. 2021;190(12)"
    entry.journal = _JOURNAL_MEDIUM.sub("", entry.journal) if entry.journal else entry.journal
    if entry.volume and entry.volume == str(entry.year) and entry.journal and is_proceedings(entry.journal) \
            and re.search(rf"{re.escape(entry.journal)}\s+{entry.volume},\s*[\w\-–]+\s*\({entry.volume}\)", entry.raw or ""):
        # "Proc. EUSIPCO 2009, 622-626 (2009)": the meeting's year is its name's, no volume
        entry.journal, entry.volume = f"{entry.journal} {entry.volume}", ""
    paged = _VENUE_PAGES.match(entry.journal) if entry.journal and not entry.pages else None
    if paged:       # plain.bst's words left in the venue: "In Advances in …, pages 1097–1105" / "…, pages 184–199. Springer"
        entry.journal, entry.pages = paged.group("venue").strip(), normalize_pages(paged.group("pages"))
        entry.publisher = entry.publisher or (paged.group("publisher") or "").strip()
    if entry.year and entry.title:      # the date after a title that ends in a question: "O que é Power BI?, 2019"
        entry.title = re.sub(rf"(?<=[?!])\s*,\s*{entry.year}$", "", entry.title)
    entry.journal = re.sub(r"^In:\s+(?=\S)", "", entry.journal) if entry.journal else entry.journal   # biblatex's "In:"
    # Markdown's italics left around a whole title ("_Evolutionary Grammar-Based Fuzzing_")
    entry.title = re.sub(r"^([*_]{1,2})(?=\S)([^*_]+)(?<=\S)\1$", r"\2", entry.title) if entry.title else entry.title
    # agsm's edition after the publisher ("Prentice Hall, 3 edn"), a publisher's seat after its name ("Springer, Cham")
    entry.publisher = _PUBLISHER_SEAT.sub("", _PUBLISHER_EDITION.sub("", entry.publisher)) if entry.publisher else entry.publisher
    publisher_after_edition(entry)
    book_tail(entry)
    comma_venue(entry)
    question_subtitle(entry)
    address = _VENUE_ADDRESS.match(entry.journal) if style == "ieee" else None
    if address and is_proceedings(address.group("venue")):
        entry.journal = address.group("venue")


_TITLE_DOMAIN = re.compile(r"(?<=\S)\s+[—–]\s+(?:[A-Za-z0-9\-]+\.)+(?:com|org|net|gov|edu|int|info|au|uk|ca|de|fr|cn|jp|in|nz|za|"
                           r"eu|us|ch|nl|se|no|es|it|br|ru|ie|sg|hk|kr)\.?$")
# (German's "5. Auflage"; an English "4th Edition" is kept, as the book's own title often names it)
_TITLE_EDITION = re.compile(r"(?<=\w)\s*,\s*\d+\.\s*(?:(?:überarb|erw|aktualis|neubearb)\w*\.?\s*)?Aufl(?:age|\.)\s*$", re.I)
_MEDIUM_MARK = re.compile(r"\s*[-–—]?\s*\[\s*(?:Электронный\s+ресурс|Електронний\s+ресурс|Электрондық\s+ресурс|Текст|Text|"
                         r"Electronic\s+resource|Ресурс\s+электронный)\s*\]\s*[.:]?\s*$", re.I)
_VENUE_PAGES = re.compile(r"^(?P<venue>.{3,}?),\s*[Pp]ages\s+(?P<pages>\d+\s*[-–]+\s*\d+)(?:\.\s*(?P<publisher>[^\W\d][^.,;:\d]{1,60}))?\.?$")
_JOURNAL_MEDIUM = re.compile(r"\s*\[\s*(?:electronic\s+article|serial\s+online|online\s+serial|serial\s+on\s+the\s+Internet)\s*\]\s*[.:]?\s*$", re.I)
_PUBLISHER_EDITION = re.compile(rf"(?<=\w)\s*,\s*(?:\d+(?:st|nd|rd|th)?|{ORDINAL_WORD})\s+(?:edn\.?|edition|ed\.)$")
_PUBLISHER_SEAT = re.compile(r"(?<=\w)\s*,\s*(?:Cham|Berlin(?:,?\s+Heidelberg)?|Heidelberg|Dordrecht|Singapore|Wiesbaden|New\s+York|"
                             r"Amsterdam|Hoboken|Chichester|Basel|Boston|London|Oxford|Tokyo)(?:\s*,\s*(?:Switzerland|Germany|"
                             r"Netherlands|NY|USA|UK|NJ|MA)){0,2}$")
# a book's edition and publisher left at its title's end: "Database System Concepts, 6th Edition, McGraw-Hill Education"
_EDITION_TAIL = re.compile(rf",\s*{EDITION_ORDINAL}\s+(?:[Ee]dition|ed\.|edn\.?)(?:\s*,\s*(?P<publisher>[^,]{{2,60}}?))?\s*$")
# an edition read as the publisher's first words, or as the whole publisher: "7ª edição. Cengage Learning", "Fifth Edition"
_EDITION_WORDS = (rf"(?:{EDITION_ORDINAL}\s+(?:[Ee]dition|[Ee]d\.|[Ee]dn\.?)|\d+\s*(?:ª|º|a|e|ème|\.)?\s*(?:edição|edición|edizione|éd\.|"
                  r"édition|Aufl(?:age|\.)|ed\.|edn\.?))")
_PUBLISHER_EDITION_HEAD = re.compile(rf"^{_EDITION_WORDS}\s*[.,]?\s*(?=[^\W\d_])")
_EDITION_ONLY = re.compile(rf"^{_EDITION_WORDS}\.?$")


# UK Harvard typed with commas for its stops: "(2024) Title, Frontiers in Big Data, 7(1359906)." — the journal is the
# run of capitalised words before the numbers (a title's own commas stay in the title)
_VENUE_WORD = r"(?:[A-Z][\w&'’\-]*|of|and|the|in|for|on|&)"
_COMMA_VENUE = re.compile(rf"^(?P<title>.{{10,}}?),\s+(?P<journal>[A-Z][\w&'’\-]*(?:\s+{_VENUE_WORD}){{0,10}}),\s+"
                          r"(?P<volume>\d{1,4})(?:\((?P<issue>[\w\-]{1,10})\))?"
                          r"(?:,\s*(?:pp?\.\s*)?(?P<pages>[A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?))?$")


def comma_venue(entry: BibEntry) -> None:
    """"Title, Journal, 7(2), pp. 1-9" read as the title alone: the journal and its numbers apart, marked a guess (a
    comma, not a stop, ends the title)."""
    found = _COMMA_VENUE.match(entry.title) if entry.title and not (entry.journal or entry.volume or entry.publisher) \
        and entry.year else None
    if not found or not re.search(r"[a-z]", found.group("journal")) or not (found.group("issue") or found.group("pages")):
        return      # (a bare number after a name may be an edition or a volume of a book: "Reading, Oxford, 3")
    entry.title, entry.journal = found.group("title").strip(), found.group("journal")
    entry.volume, entry.issue = found.group("volume"), found.group("issue") or ""
    entry.pages = normalize_pages(found.group("pages") or "") or entry.pages
    entry.entry_type = "article"
    guess(entry, ("title", "journal"), "the title and the journal parted by a comma, not a stop")


# Google Scholar's and biblatex's volume and number as "91.B1" / "126.8" after the journal, then the pages
_DOTTED = re.compile(r"[*_]{0,2}[ \t]*,?[ \t]*(?P<volume>\d{1,4})\.(?P<issue>[A-Z]?\d{1,3})[ \t]*"
                     r"(?:,[ \t]*(?:pp?\.[ \t]*)?(?P<pages>[A-Za-z]{0,3}\d+[A-Za-z]*\d*(?:[ \t]*[-–]+[ \t]*[A-Za-z]{0,3}\d+)?))?(?=[ \t]*[,.]|[ \t]*$)")


def dotted_numbers(entry: BibEntry) -> None:
    """"*Journal of Geophysical Research: Planets*, 91.B1, pp. 403–419": the journal, volume 91, number B1 — not
    a journal ending "…, 91.B1", nor volume 126 without its number."""
    glued = re.fullmatch(r"(?P<journal>.*[a-z])(?P<volume>\d{1,4})\.(?P<issue>\d{1,3})", entry.journal or "")
    if glued and not (entry.volume or entry.issue):     # Google Scholar's MLA with its space lost: "Nature nanotechnology9.12"
        entry.journal, entry.volume, entry.issue = glued.group("journal"), glued.group("volume"), glued.group("issue")
        return
    if entry.issue or not entry.journal or not entry.raw:
        return
    journal = re.sub(r",\s*\d{1,4}\.[A-Z]?\d{1,3}$", "", entry.journal).strip()
    at = entry.raw.find(journal) if len(journal) >= 3 else -1
    # (the numbers right after the journal as the line writes it)
    found = _DOTTED.match(entry.raw, at + len(journal)) if at >= 0 else None
    if not found or (entry.volume and entry.volume != found.group("volume")):
        return
    entry.journal, entry.volume, entry.issue = journal.strip(), found.group("volume"), found.group("issue")
    if not entry.pages and found.group("pages"):
        entry.pages = normalize_pages(found.group("pages"))


def publisher_after_edition(entry: BibEntry) -> None:
    """The book's edition is no part of its publisher: "7ª edição. Cengage Learning" → "Cengage Learning"; a publisher
    that is only the edition ("Fifth Edition") gives way to the name after it in the line ("…, Fifth Edition,
    Primavera Pers (2005)"), else to none."""
    if not entry.publisher:
        return
    entry.publisher = _PUBLISHER_EDITION_HEAD.sub("", entry.publisher)
    if _EDITION_ONLY.match(entry.publisher):
        after = re.search(rf"{re.escape(entry.publisher)}\s*[,.]\s*(?P<name>[^\W\d_][^,.;:()\[\]]{{1,60}}?)\s*(?:\(|,\s*(?:1[5-9]|20)\d\d\b)",
                          entry.raw or "")
        entry.publisher = after.group("name").strip() if after else ""


def book_tail(entry: BibEntry) -> None:
    """"Title, 6th Edition, Publisher" read as the title: the edition goes, the publisher is the publisher's."""
    tail = _EDITION_TAIL.search(entry.title) if entry.title and not entry.journal else None
    if not tail or len(entry.title[:tail.start()]) < 3:
        return
    entry.title = entry.title[:tail.start()].strip()
    if tail.group("publisher") and not entry.publisher:
        entry.publisher, entry.entry_type = tail.group("publisher").strip(), "book"


# the rest of a title after its question ("Who dies where? Estimating the share of deaths at home. BMJ
# Global Health 6:e006766"): a sentence of four words or more ending in a full word, then the journal
# (not its series: "Journal of the Royal Society. Series B"; not a journal and its publisher: "Journal of
# Information Science. SAGE Publications")
_SUBTITLE_HEAD = re.compile(r"^(?!(?:Journal|Proceedings|Annals|Transactions|Bulletin|Revista|Revue|Zeitschrift)\b)(?P<sub>[A-Z\u00c0-\u024f](?:[^.?!\s]*\s){3,}[^.?!]*?[a-z0-9\u00e0-\u024f)]{4})\.\s+"
                            r"(?!(?:Series|Part|Section|Sect)\b)(?P<journal>[A-Z\u00c0-\u024f].{2,})$")


def question_subtitle(entry: BibEntry) -> None:
    """A title asked as a question and answered by its subtitle ("Abating inequalities? Job quality in
    Finland. Acta Sociologica, 60(3)"): the subtitle read as the journal's first sentence goes back to the title."""
    if not entry.title.rstrip().endswith(("?", "!")) or not (entry.volume or entry.pages):
        return
    head = _SUBTITLE_HEAD.match(entry.journal)
    if head:
        entry.title = f"{entry.title.rstrip()} {head.group('sub')}"
        entry.journal = head.group("journal").strip()


def same_authors(entries: list[BibEntry], key_of) -> list[BibEntry]:
    """An entry whose authors are a dash takes the authors of the entry before (``key_of``: the
    key an entry without one gets from its first author)."""
    for before, entry in zip(entries, entries[1:]):
        if SAME_AUTHORS_NOTE in entry.notes and not entry.authors and before.authors:
            entry.authors, entry.authors_truncated = list(before.authors), before.authors_truncated
            entry.placeholder_authors = before.placeholder_authors
            if "authors" in before.certainty:      # as sure as the line they were read from
                entry.certainty["authors"] = before.certainty["authors"]
            if not entry.key and entry.number is None:
                entry.key = key_of(entry)
    return entries
