"""German humanities lines (issue 20, held-out batch 34): "Family, Given: Title. Subtitle. Place:
Publisher Year." — the form German literary studies, history and philosophy type by hand, which DIN
1505's reader (reflist_iso690) leaves because no comma parts the publisher from the year:

- a book: "Berger, Karl: Die Ordnung der Dinge. Eine Einführung. 2. Aufl. Frankfurt a. M.: Suhrkamp
  1998. (= stw. Bd. 12)" — also "Suhrkamp, Frankfurt a. M. 1998" (the publisher first) and "Berlin
  1998" (no publisher);
- a chapter: "Berger, Karl: Titel. In: Sammelband. Hrsg. von Eva Lange. Göttingen: Wallstein 2001.
  S. 11–29.";
- an article: "Berger, Karl: Titel. In: Merkur 1954, Heft 66." / "In: Die Fackel vom 31.08.1911, S. 1–33";
- a thesis or a web page: "… Graz 2016. Masterarbeit.", "… Erstellt im Juni 2016. URL: https://… [13.07.2021]".

The names end at the colon: "Family, Given" joined by "/" or ";" (a comma forgotten inside a "/" list,
"Dieter/Fasbender Christoph", is read as family then given), "(Hrsg.)" after a name or the list, "et al." /
"u. a." cutting it; "Family. Given:" is the same name typed with a period. The title runs to "In:" or to
the edition, the editors or the imprint, subtitles and all. A series "(= …)" and a bracketed note are
set aside, the pages "S. x–y" taken wherever they stand. A field told only by its place (a publisher
written before its town, a journal without numbers) is marked guessed.
"""
from __future__ import annotations

import re

from .entry import SOURCE_FIELDS, BibEntry, adopt_source, clean_space, placeholder_authors
from .reflist_certainty import guess
from .reflist_iso690 import _din_journal
from .reflist_parts import UPPER, normalize_pages
from .reflist_terms import EDITION, EDITOR, ET_AL, THESIS

_YEAR = r"(?P<year>(?:1[5-9]|20)\d\d)"
_WORD = rf"[{UPPER}][\w'’\-]*[^\W\d_]"
_PARTICLE = r"(?:von|van|de|der|den|zu|vom|le|la|di|da)"
_FAMILY = rf"(?:{_PARTICLE}\s+)*{_WORD}(?:-{_WORD})?"
# (three words at most: "William G. The Dot Plot" is a name and a title's first words)
_GIVEN = rf"(?:{_WORD}|[{UPPER}]\.(?:\s?-?[{UPPER}]\.)*)(?:\s+(?:{_WORD}|[{UPPER}]\.(?:\s?[{UPPER}]\.)*|{_PARTICLE})){{0,2}}"
_MARK = rf"\s*\(\s*(?:{EDITOR}|Eds?\.?)\s*\)\.?"
_ETAL = rf"(?:,?\s*(?:{ET_AL}|et\.\s*al\.?))"
# ("Family. Given" only with plain words: "SweTrau. SweTrau: Title" is a body named twice)
_PERSON = re.compile(rf"^(?P<family>{_FAMILY})\s*,\s*(?P<given>{_GIVEN})$|^(?P<family2>[{UPPER}][a-zäöüß]+(?:-[{UPPER}][a-zäöüß]+)?)\.\s*"
                     rf"(?P<given2>[{UPPER}][a-zäöüß]+(?:\s+[{UPPER}][a-zäöüß]+)?)$")
_BARE = re.compile(rf"^(?P<family>{_FAMILY})\s+(?P<given>{_WORD}(?:\s+{_WORD})?)$")
# the names: everything before the first ": " that holds no sentence of its own
_HEAD = re.compile(rf"^(?P<names>[^:;]{{3,200}}?(?:;[^:]{{3,120}}?)*?)(?P<eds>{_MARK})?\s*:\s+(?P<rest>\S.*)$")
_IN = re.compile(r"(?<=[.?!])\s+In:\s+")
_SERIES = re.compile(r"\s*\(=\s*[^()]*(?:\([^()]*\)[^()]*)*\)\.?")
_NOTE = re.compile(r"\s*\[(?:[^\[\]]*[^\W\d_][^\[\]]*)\]\.?")        # "[Im Folgenden zitiert als: …]", not a date
_URL = re.compile(r"[.,]?\s*(?:(?:URL|Online|Verfügbar unter)\s*:?\s*)?(?:<?https?://\S+>?|(?=\[[\d.\s]{6,12}\]|$))(?:\s*\[[\d.\s]{6,12}\])?\.?$"
                  r"|\s*\[[\d.\s]{6,12}\]\.?")
# the access note of a web page: "(abgerufen am 29.04.2018)", "(zuletzt aufgerufen: 3.5.2020)"
_ACCESS = re.compile(r"\s*\(\s*(?:zuletzt\s+)?(?:abgerufen|abgerfufen|aufgerufen|Zugriff|zugegriffen)\b[^()]*\)\.?")
_PAGES = re.compile(r"[.,]?\s*\bS\.\s*(?P<pages>\d+(?:\s*[-–]\s*\d+)?)(?:\s*ff?\.)?\.?")
_EDITORS = re.compile(rf"\.?\s+(?:{EDITOR}\s+v(?:on|\.)?|[Hh]erausgegeben\s+von)\s*:?\s+.*$")
_EDITION_AT = re.compile(rf"(?:^|(?<=[.,]\s))(?:{EDITION})\.?,?(?:\s+|$)")
_PLACE_WORD = rf"(?:{_WORD}|a\.\s?M\.|i\.\s?Br\.|a\.\s?d\.|(?:bei|am|an|der|im|ob|d\.)(?=\s+[{UPPER}]))"
_PLACE = rf"(?:{_PLACE_WORD}(?:\s+{_PLACE_WORD}){{0,3}})"
_PLACES = rf"(?P<place>{_PLACE}(?:\s*(?:/|,\s*|\s+u(?:nd|\.)\s+){_PLACE}){{0,3}}|[Oo]\.\s?O\.|s\.\s?l\.)"
_IMPRINTS = (
    re.compile(rf"^{_PLACES}\s*:\s*(?P<publisher>[^:]{{2,80}}?)\s*[,.]?\s+{_YEAR}[a-z]?$"),             # Stuttgart: Metzler 2007
    re.compile(rf"^(?P<publisher>[^:,.]{{2,60}}?),\s*{_PLACES}\s+{_YEAR}[a-z]?$"),                   # Transcript, Bielefeld 2018
    re.compile(rf"^{_PLACES}[.,]?\s+{_YEAR}[a-z]?(?:\s?[–-]\s?(?:1[5-9]|20)\d\d)?$"),                        # Berlin 1998, Darmstadt 1952–1954
    # Deutschland 2007, Springer-Verlag Berlin Heidelberg[, ISBN 978-…] (the place and year, then the publisher)
    re.compile(rf"^{_PLACES}\s+{_YEAR}[a-z]?\s*,\s*(?P<publisher>[^,:\d]{{2,80}}?)(?:\s*,\s*ISBN[\s:]*[\dXx\-–]+)?$"),
)
_THESIS_END = re.compile(rf"[.,]?\s*(?<![^\s.,])(?P<kind>{THESIS}|Dipl\.-Arb\.?|Magisterarbeit|Bachelorarbeit|Hausarbeit)\.?(?=\s|$)\s*")
_MONTH = r"(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)"
# a journal as German lists cite it: "Merkur 1954, Heft 66", "Die Fackel (Wien/Berlin) vom 31.08.1911", "Der Spiegel Nr. 12 (2004)"
_JOURNAL = re.compile(rf"^(?P<journal>[^\d]{{2,100}}?)\s*(?:(?:Jg\.|Bd\.|Nr\.)\s*\d+\s*)?(?:\((?!(?:1[5-9]|20)\d\d\))[^()]*\)\s*)?"
                      rf"(?:vom\s+\d{{1,2}}\.\s?\d{{1,2}}\.\s?|(?:\d{{1,2}}\.\s+)?{_MONTH}\s+)?\(?{_YEAR}\)?"
                      rf"(?:\s*[,.]?\s*(?:(?:Heft|H\.|Nr\.|No\.)\s*(?P<issue>[\w/\-]+)|(?P<volume>[IVXLC]+|\d+)(?:\s*\((?P<issue2>\d+)\))?))?\.?$")


# a body's name as German lists give it for a work it edited or wrote: a society, an archive, an office
_BODY = re.compile(r"(?:verein|archiv|amt|institut|gesellschaft|ministerium|museum|bibliothek|stiftung|verband|"
                   r"kommission|akademie|universität|hochschule|senat|magistrat|landtag|bundestag|zentrale)\b", re.I)


def _person(text: str, loose: bool) -> str:
    """"Family, Given" (or "Family. Given") as "Family, Given"; "" when ``text`` is no such name.
    ``loose``: inside a "/" list, "Family Given" with its comma forgotten."""
    text = clean_space(re.sub(_MARK + "$", "", text.strip())).strip()
    found = _PERSON.match(text) or (_BARE.match(text) if loose else None)
    if not found:
        return ""
    family, given = found.group("family") or found.group("family2"), found.group("given") or found.group("given2")
    return f"{family}, {given}" if family != given else ""


def _names(text: str) -> tuple[list[str], bool] | None:
    truncated = bool(re.search(rf"{_ETAL}(?:{_MARK})?\.?$", text))
    text = re.sub(rf"{_ETAL}(?:{_MARK})?\.?$", "", text.strip())
    body = clean_space(re.sub(_MARK + "$", "", text)).strip(" .")
    if _BODY.search(body) and not _PERSON.match(body) and len(body.split()) <= 8:
        return [body], truncated     # "Historischer Verein für Hessen (Hg.)", "Geschichtsverein Eberstadt (Hg.)"
    pieces = [p for p in re.split(r"\s*[/;]\s*|\s+und\s+", text) if p.strip()]
    names = [_person(p, loose=len(pieces) > 1 and i > 0) for i, p in enumerate(pieces)]
    if not names or not all(names):
        return None
    return names, truncated


def _imprint(text: str) -> tuple[re.Match, int] | None:
    """The imprint closing ``text`` ("…. Stuttgart: Metzler 2007"), tried at each sentence start from the
    left after the first (a title comes before it): (its match, where it starts). A publisher before its town
    is a name of four words at most ("Transcript, Bielefeld 2018"), never a subtitle ("Ein Jahrhundert
    Darmstadt. Von der Residenzstadt zur Wissenschaftsstadt, Darmstadt 2019")."""
    starts = [m.end() for m in re.finditer(r"(?<=[^\W\d_]{2}[.?!])\s+|(?<=\d\.)\s+(?=[^\W\d])|(?:(?<=[^\W\d_])|(?<=[.\d])),\s+", text)]
    for start in starts:
        for shape in _IMPRINTS:
            found = shape.match(text[start:].strip(" ."))
            if found and (shape is not _IMPRINTS[1] or _a_publisher(found.group("publisher"))):
                return found, start
    return None


def _a_publisher(name: str) -> bool:
    words = name.split()
    return len(words) <= 4 and all(w[:1].isupper() or w in ("&", "und", "u.") for w in words)


def _set_imprint(found: re.Match, entry: BibEntry) -> None:
    entry.year = int(found.group("year"))
    if "publisher" in found.groupdict():
        entry.publisher = clean_space(found.group("publisher")).strip(" .,")
        if found.re is _IMPRINTS[1]:
            guess(entry, "publisher", "the publisher told from its town by their order only")


def _title(text: str) -> str:
    """The title before the edition or the editors: "Titel. Untertitel. 3. Aufl." → "Titel. Untertitel"."""
    text = re.sub(r"[.,]\s*\d+\s*Bde\.?\s*[.,]?\s*$", "", _EDITORS.sub("", text))     # "…, 2 Bde.,": how many volumes
    edition = _EDITION_AT.search(text)
    if edition and edition.start() > 0:
        text = text[:edition.start()]
    return clean_space(text).strip(" .,")


def _container(part: str, entry: BibEntry) -> bool:
    """What follows "In:": a book with its imprint, a DIN journal "Zeitschrift 12 (2003), Nr. 4", or a
    newspaper or journal with its date."""
    part = re.sub(rf"^{_FAMILY}\s*,\s*{_GIVEN}(?:\s*/\s*{_FAMILY}\s*,\s*{_GIVEN})*{_MARK}?\s*:\s+", "", part)   # "In: Lange, Eva (Hrsg.): Buch"
    part = re.sub(r"^(?:Ders|Dies|Dems)\.\s*:\s+", "", part)
    imprint = _imprint(part)
    if imprint:
        entry.entry_type = "incollection"
        entry.journal = _title(part[:imprint[1]])
        _set_imprint(imprint[0], entry)
        return bool(entry.journal)
    if _din_journal(part, entry):
        return True
    journal = _JOURNAL.match(part.strip(" ."))
    if not journal:
        dated = list(re.finditer(rf"(?<!\d){_YEAR}(?!\d)", part))
        if not dated or len(part) > 160:
            return False
        # "In: Beilage zu: Weltpresse. Wien 25.5.1957. XIII (122).": a paper named, then its date
        entry.entry_type, entry.year = "article", int(dated[-1].group("year"))
        entry.journal = clean_space(re.split(r"(?<=[^\W\d_]{2})\.\s", part[:dated[-1].start()], maxsplit=1)[0]).strip(" .,")
        guess(entry, "journal", "a journal or newspaper named without its numbers")
        return bool(entry.journal)
    entry.entry_type, entry.journal = "article", clean_space(journal.group("journal")).strip(" .,")
    entry.year = int(journal.group("year"))
    entry.volume = journal.group("volume") or ""
    entry.issue = journal.group("issue") or journal.group("issue2") or ""
    if not (entry.volume or entry.issue):
        guess(entry, "journal", "a journal or newspaper named without its numbers")
    return bool(entry.journal)


def _alone(rest: str, entry: BibEntry) -> str:
    """A work that is no part of another: the title it has, "" when its source has no known shape."""
    thesis = _THESIS_END.search(rest, max(0, len(rest) - 40))
    if thesis:      # "… Graz 2016. Masterarbeit." / "… Wien. Dipl.-Arb. 2012."
        rest = clean_space(f"{rest[:thesis.start()]}. {rest[thesis.end():]}").strip(" .,")
        entry.entry_type = "thesis"
    imprint = _imprint(rest)
    if imprint and imprint[1] > 0:
        entry.entry_type = entry.entry_type or "book"
        _set_imprint(imprint[0], entry)
        return _title(rest[:imprint[1]])
    # a web page: "Titel. Erstellt im Juni 2016." / "Zuletzt geändert am 16.02.2022."
    dated = re.search(rf"[.,]\s+(?:(?:Erstellt|Zuletzt\s+geändert|Stand|Veröffentlicht|Aktualisiert)\b[^.]*?|[^.]*?){_YEAR}\.?$", rest)
    if dated and entry.url:
        entry.entry_type, entry.year = "misc", int(dated.group("year"))
        return _title(rest[:dated.start()])
    return ""


def parse_german_humanities(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a German humanities line; False (entry untouched) otherwise."""
    head = _HEAD.match(text)
    if not head or re.search(r"\s(?:and|&)\s", head.group("names")):
        return False        # Copernicus "Tamsin, A., Ovell, R., and Brack, T.: Title, …": another reader's
    read = _names(head.group("names"))
    body = re.search(r"\S\s:\s", text) and re.fullmatch(r"[^\W\d_][\w&\-]*(?:\s[\w&\-]+){0,3}", head.group("names").strip())
    if not read and body and (entry.url or re.search(r"\bURL\s*:", text)):
        read = [body.group(0)], False      # DIN 1505's body before " : ": "Wikipedia : Mixed reality. https://…"
    if not read or re.search(r"\bpp\.\s*\d|\((?:1[5-9]|20)\d\d[a-z]?(?:,[^()]*)?\)\.?$", text):
        return False
    # the given name written out ("Lorenz, Katharina"), as these lists mostly do; with initials only ("Lorenz, K.:")
    # the line must name its place and publisher DIN's way ("Berlin: Springer 2005"), which no LNCS nor Copernicus
    # line does ("Reyes, R.: Title. In: …. ACM (2008)", "Tamsin, A.: Title, PhD thesis, …, 1990.")
    if not body and not re.search(r",\s+[^\W\d_]{2,}(?![.\w])", read[0][0]) and not _BODY.search(read[0][0]) and not re.search(
            rf"[^\W\d_]{{2,}}\s*:\s+[^:]{{2,80}}?[,.]?\s{_YEAR}\.?(?:\s|$)", head.group("rest")):
        return False
    rest = head.group("rest")
    trial = BibEntry(key=entry.key, number=entry.number, raw=entry.raw, origin=entry.origin, file=entry.file,
                     line=entry.line, url=entry.url)
    trial.entry_type = ""
    rest = _ACCESS.sub("", rest)
    web = bool(entry.url or re.search(r"\bURL\s*:", rest))
    url = _URL.search(rest)
    if url:
        trial.url = trial.url or (re.search(r"https?://[^\s>\]]+", url.group(0)) or [""])[0]
        rest = rest[:url.start()] + rest[url.end():]
    rest = _NOTE.sub("", _SERIES.sub("", rest))
    pages = None
    for pages in _PAGES.finditer(rest):
        pass
    if pages:
        trial.pages = normalize_pages(pages.group("pages"))
        rest = rest[:pages.start()] + rest[pages.end():]
    rest = clean_space(rest).strip(" .,")
    split = _IN.search(rest)
    if split:
        title = _title(rest[:split.start()])
        ok = _container(rest[split.end():].strip(" .,"), trial)
    else:
        title = _alone(rest, trial)
        ok = bool(title)
    if not title and web and not split and ("," in head.group("names") or body) and read[0][0].split(", ")[-1][:2].isalpha() and len(rest) < 200:
        # a web page with no date but its access note: "Begerow, Markus: Datenbank – Was ist das? URL: https://…
        # (abgerufen am 29.04.2018)" — the title all that is left (the given name written out, as German lists do)
        title, ok, trial.entry_type = _title(re.split(r"(?<=[^\W\d_]{2})\.\s+(?=[{UPPER}])".replace("{UPPER}", UPPER), rest, maxsplit=1)[0]), True, "misc"
        guess(trial, "title", "a web page without a date: the title read as all that follows the names")
    if not ok or not title or trial.year is None and trial.entry_type != "misc":
        return False
    names, truncated = read
    entry.authors, entry.authors_truncated = names, truncated
    entry.placeholder_authors = placeholder_authors(names, truncated)
    entry.title = title
    adopt_source(entry, trial, (*SOURCE_FIELDS, "url"))
    return True


# hand-typed German lists naming the persons given name first, the edition after the title, then the imprint
# (held-out batch 70): "[Clark10] Josh Clark: Tapworthy - Designing Great iPhone Apps, 1. Auflage, O'Reilly 2010",
# "Evren Eren, Kai-Oliver Detken: Mobile Security - Risiken …, 1. Auflage, Carl Hanser Verlag, München, 2006"
_GIVEN_FIRST = rf"(?:(?:Dr|Prof)\.\s+)*{_WORD}(?:\s+(?:{_WORD}|[{UPPER}]\.))*\s+{_FAMILY}"
_GIVEN_FIRST_LINE = re.compile(rf"^(?:\[[^\[\]]{{1,30}}\]\s*)?(?P<names>{_GIVEN_FIRST}(?:\s*,\s*{_GIVEN_FIRST})*)\s*:\s+"
                               rf"(?P<title>[^:\s].*?),\s*(?:{EDITION})\w*\.?\s*,\s*(?P<imprint>[^:]+?)\.?$")


def parse_given_first_edition(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a "Given Family, Given Family: Title, 2. Auflage, Publisher[, Place][,] Year" line;
    False (entry untouched) otherwise."""
    found = _GIVEN_FIRST_LINE.match(text.strip())
    if not found:
        return False
    years = list(re.finditer(r"(?<!\d)((?:1[5-9]|20)\d\d)(?!\d)", found.group("imprint")))
    if not years:
        return False
    names = [re.sub(r"^(?:(?:Dr|Prof)\.\s+)+", "", n.strip()) for n in found.group("names").split(",")]
    entry.authors, entry.authors_truncated = names, False
    entry.title = clean_space(found.group("title")).strip(" .,")
    entry.year = int(years[-1].group(1))
    publisher = re.sub(rf"\s*{_YEAR}$", "", found.group("imprint").split(",")[0].strip())
    if publisher and not publisher[:1].isdigit():
        entry.publisher = publisher
        guess(entry, "publisher", "the publisher told from its place after the edition")
    entry.entry_type = "book"
    return True
