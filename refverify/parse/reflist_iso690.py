"""Reference lines in the ISO 690 family of national norms (issue 20): German DIN 1505-2 / DIN ISO
690 ("Müller, Hans ; Schmidt, Eva: Titel. In: Zeitschrift 12 (2003), Nr. 4, S. 23–45"), French AFNOR
Z44-005 / ISO 690 ("DUPONT, Jean et MARTIN, Paul. Titre. Revue, 2004, vol. 12, n° 3, p. 45-67."),
Spanish UNE-ISO 690 and Brazilian ABNT NBR 6023 ("SILVA, João da; SOUZA, M. A. Título. Revista,
São Paulo, v. 12, n. 3, p. 45-67, 2004.").

Every name is written family first and closed by a comma ("FAMILY, Given"); the names are joined by
";" or "," and the language's "and" (:data:`reflist_terms.AND`); the list ends with a period (":"
in DIN). After the title, the source is read by the words that mark its parts: the container after
"In:" / "Dans :" / "En:", the volume after "vol." / "v." / "Bd." / "Jg.", the issue after "n°" /
"no" / "n." / "núm." / "Nr." / "Heft", the pages after "p." / "pp." / "S.", the publisher after the
place and its colon, a thesis by its word (:data:`reflist_terms.THESIS`). A line whose source has
none of these shapes is left to the other readers.
"""
from __future__ import annotations

import re

from .entry import BibEntry, adopt_source, clean_space, placeholder_authors
from . import reflist_abnt_typed as abnt_typed
from . import reflist_parts as parts
from .reflist_frpress import is_place
from .reflist_styles import _ELSEVIER_MEDIUM
from .reflist_terms import AND, ET_AL, EDITOR, EDITION, NO_DATE, THESIS

_U = parts.UPPER
_PARTICLE = r"(?:de|da|do|dos|das|del|della|di|du|van|von|der|den|ten|ter|le|la|zu|vom|y)"
# a family name: "MÜLLER", "Müller-Lüdenscheidt", "de la CRUZ", "DA SILVA", "VAN DIJK"
_FAMILY = rf"(?:{_PARTICLE}\s+)*[{_U}][\w'’\-]+(?:\s+(?:{_PARTICLE}\s+)*[{_U}][\w'’\-]+){{0,2}}"
_INITIAL = rf"[{_U}][a-z]?\.(?:\s?-\s?[{_U}][a-z]?\.)?"
_GIVEN_WORD = rf"[{_U}][\w'’]+(?:-[{_U}][\w'’]+)?"
_NAME = re.compile(
    rf"(?P<family>{_FAMILY})\s*,\s*(?P<given>(?:{_GIVEN_WORD}(?:\s+{_PARTICLE}(?=\s*[;,:.]|\s+{AND}\s|\s+[{_U}][a-z]))?\s+)*"
    rf"(?:{_GIVEN_WORD}|{_INITIAL}(?:\s*{_INITIAL})*)(?:\s+(?:{_PARTICLE}|(?-i:DE|DA|DO|DOS|DAS|DEL|DI|DU|VAN|VON)|e)(?=\s*[;,:.]|\s+{AND}\s))?"
    rf"(?:,\s*Jr\.(?=[\s:;,]))?)")   # "SOUZA, M. A. de;" / Zotero's ABNT "SOUZA, P. H. G. F. DE;" / "BROOKS, F. P., Jr."
_JOIN = re.compile(rf"\s*[;/]\s*|\s*,\s*(?:{AND}\s+)?|\s+{AND}\s+")     # "/": German social sciences "Müller, Hans/Schmidt, Eva"
_ETAL = re.compile(rf"\s*[,;]?\s*{ET_AL}")


def read_names(text: str) -> tuple[list[str], bool, int] | None:
    """The names at the start of ``text`` written "Family, Given" and joined by ";", "," or "and"
    (in any of the languages), then "et al." / "u. a." maybe: (names, truncated, end). None when the
    text does not start so."""
    names, pos = [], 0
    while True:
        name = _NAME.match(text, pos)
        if not name:
            return None
        names.append(f"{clean_space(name.group('family'))}, {clean_space(name.group('given'))}")
        pos = name.end()
        etal = _ETAL.match(text, pos)
        if etal:
            return names, True, etal.end()
        join = _JOIN.match(text, pos)
        if not join or not _NAME.match(text, join.end()):
            return names, False, pos
        pos = join.end()


def _upper_family(name: str) -> bool:
    """"DUPONT, Jean" / "de la CRUZ, Ana": the family name in capitals, as AFNOR and ABNT write it."""
    letters = [c for c in name.split(",")[0] if c.isalpha()]
    capitals = [c for c in letters if c.isupper()]
    return len(capitals) >= 2 and len(capitals) >= len(letters) - 3 and all(
        w.isupper() or w.islower() for w in name.split(",")[0].split())


_PAGES = rf"(?P<pages>{parts._PAGES})"
_YEAR = rf"(?P<year>(?:1[5-9]|20)\d\d[a-z]?|\[?{NO_DATE}\]?|\[?s\.\s?d\.\]?)"
# "Paris : Éditions du Seuil, 2010" / "São Paulo: Cortez, 2010" / "Berlin : Springer, 2010"
_PUBLISHED = re.compile(rf"(?P<place>[^.:;,]{{2,40}}?(?:,\s*[A-Z]{{2}})?)\s*:\s*(?P<publisher>[^:;]{{2,80}}?),\s*{_YEAR}(?=[\s.,;]|$)")
# German Harvard, the year given before the title: "Wiesbaden: VS Verlag für Sozialwissenschaften."
_PLACE_PUBLISHER = re.compile(r"^(?P<place>[^.:;,]{2,40}?)\s*:\s*(?P<publisher>[^:;,]{2,80}?)\.?$")
# what an edition says of itself after "ed.": "2. ed. rev. e ampl." / "3e éd. revue et augmentée"
_REVISED = re.compile(r"^(?:rev|ampl|atual|aum|corr|actual|überarb|erw|revue|augm)\w*\.?(?:\s+(?:e|y|et|und|u\.)\s+\w+\.?)?\s+")
_RESPONSIBLE = re.compile(r"^(?:[Hh]rsg\.|[Hh]g\.|[Üü]bers\.|[Üü]bersetzt|[Tt]rad\.|[Tt]raducción|[Tt]radução|[Tt]raduit|[Tt]raduzione|"
                          r"[Éé]d\.|[Oo]rg\.|[Cc]oord\.|[Dd]ir\.|[Bb]earb\.|[Vv]ertaald)\s+(?:von|de|par|por|da|di|door|sous\s+la\s+dir\.?\s+de)?"
                          r"\s*[^.:]{2,60}?\.\s+")
_PUBLISHED_NO_YEAR = re.compile(r"(?<=\.\s)(?P<place>[^.:;,]{2,40}?)\s*:\s*(?P<publisher>[^:;,]{2,80}?)(?=,\s*(?:S\.|pp?\.)\s*\d|\.?$)")
_EDITION_HEAD = re.compile(rf"^(?:{EDITION}|(?:Tome|t\.|Bd\.|v\.|vol\.)\s*\d+)\s*[.,]?\s*", re.I)
_PAGES_AFTER = re.compile(rf"(?:^|[\s,.;])(?:pp?\.|S\.|págs?\.)\s*{_PAGES}")
_VOLUME = re.compile(r"^(?:vol\.|v\.|t\.|Bd\.|Jg\.|Band|Vol\.|año)\s*(?P<volume>[\w\-/]+)$", re.I)
_ISSUE = re.compile(r"^(?:n\s*°|nº|n\.\s?º|n\.|no\.?|núm\.|Nr\.|Heft|H\.|fasc\.|cah\.|issue)\s*(?P<issue>[\w\-/]+)$", re.I)
_PAGES_ITEM = re.compile(rf"^(?:pp?\.|S\.|págs?\.)\s*{_PAGES}$", re.I)
# the year, maybe after its month: "2004", "mar./abr. 2019", "12 mai 2004", "Outubro 1958", "outubro/2005"
_YEAR_ITEM = re.compile(rf"^(?:(?:[a-zçé]{{3,9}}\.?(?:/[a-zçé]{{3,9}}\.?)?|\d{{1,2}}\s+[a-zéû]+\.?)(?:\s+|/))?(?P<year>(?:1[5-9]|20)\d\d)$", re.I)


def _year(value: str) -> int | None:
    found = re.match(r"(?:1[5-9]|20)\d\d", value or "")
    return int(found.group(0)) if found else None


def _set_published(entry: BibEntry, match: re.Match) -> None:
    # the series after the publisher: "PUF, coll. « Que sais-je ? »"
    publisher = re.split(r",\s*(?:coll\.|collection\b|col\.|Reihe\b|Schriftenreihe\b|série\b|serie\b)", match.group("publisher"))[0]
    entry.publisher = clean_space(publisher).strip(" .")
    if "year" in match.groupdict():
        entry.year = _year(match.group("year"))


def _journal_items(tail: str, entry: BibEntry) -> bool:
    """"Revue, 2004, vol. 12, n° 3, p. 45-67" / "Revista, São Paulo, v. 12, n. 3, p. 45-67, 2004":
    the journal, then comma-separated items, each told by its mark (a place before the first mark is
    the journal's town). True when at least a year and one numbered item were found."""
    items = [i.strip() for i in re.split(r",\s+", tail.strip(" .")) if i.strip()]
    if len(items) < 2:
        return False
    journal, found, year = [items[0]], {}, entry.year     # a year given before the title counts
    for item in items[1:]:
        item = item.rstrip(".")
        volume, issue, pages, when = _VOLUME.match(item), _ISSUE.match(item), _PAGES_ITEM.match(item), _YEAR_ITEM.match(item)
        if volume:
            found["volume"] = volume.group("volume")
        elif issue:
            found["issue"] = issue.group("issue")
        elif pages:
            found["pages"] = parts.normalize_pages(pages.group("pages"))
        elif when:
            year = int(when.group("year"))
        elif found or year:
            continue                      # "supl. 1", "e12345" after the numbers
        elif re.fullmatch(r"e?\d+", item):
            found["pages"] = item           # an article number
        elif not re.search(r"\d", item) and len(item.split()) <= 4:
            continue                      # ABNT's town after the journal
        else:
            journal.append(item)
    if year is None or not found:
        return False
    entry.entry_type, entry.journal, entry.year = "article", ", ".join(journal).strip(" ."), year
    entry.volume, entry.issue, entry.pages = found.get("volume", ""), found.get("issue", ""), found.get("pages", "")
    # "In: Zeitschrift für Geographie 12, S. 23–45" / DIN's "In: Advances in … Systems. Bd. 30, 2017, S. 5998–6008"
    glued = re.fullmatch(r"(?P<journal>.*[^\W\d].*?)\s+(?P<volume>\d{1,4})", entry.journal)
    if glued and not entry.volume:
        entry.journal = re.sub(r"[.,]?\s+(?:Bd|Jg|Vol|vol|v)\.$", "", glued.group("journal"))
        entry.volume = glued.group("volume")
    return True


def _thesis(tail: str, entry: BibEntry) -> bool:
    """"Thèse de doctorat : Génie civil. Grenoble : Université Grenoble Alpes, 2018." / "2019. 120 f. Tese
    (Doutorado em …) – Universidade Estadual de Campinas, Campinas, 2019." / DIN's "Heidelberg, Univ.,
    Diss., 2012"."""
    abnt = re.match(rf"^(?:(?:1[5-9]|20)\d\d\.\s*)?(?:\d+\s*f\.\s*)?{THESIS}[^()–—]*?(?:\([^()]*\))?\s+[–—\-]+\s+"
                    rf"(?P<school>[^,]+),(?:[^,]*,)?\s*{_YEAR}", tail)
    if abnt:
        entry.entry_type, entry.publisher, entry.year = "thesis", abnt.group("school").strip(), _year(abnt.group("year"))
        return True
    said = re.match(rf"^{THESIS}[^.]*\.\s*(?P<rest>.*)$", tail)
    if said:
        published = _PUBLISHED.search(said.group("rest"))
        if published:
            entry.entry_type, entry.publisher, entry.year = "thesis", published.group("publisher").strip(), _year(published.group("year"))
            return True
    din = re.match(rf"^(?P<place>[^,]+(?:,\s*[A-Z]{{2}})?),\s*(?P<school>[^,]+),\s*(?:{THESIS}|[^,]*\b[Tt]hesis\b)[^,]*,\s*{_YEAR}", tail)
    if din:
        school = din.group("school").strip()
        if re.fullmatch(r"Univ\.?", school):
            school = f"Univ. {din.group('place').strip()}"
        entry.entry_type, entry.publisher, entry.year = "thesis", school, _year(din.group("year"))
        return True
    return False


_NUMBERED = re.compile(r"(?:^|[\s,])(?:v|vol|n|no|pp?|S|Bd|Nr)\.\s*\d")


def _book(tail: str, entry: BibEntry) -> bool:
    """"2e éd. Paris : Armand Colin, 2008. 256 p." — edition, place, publisher, year."""
    rest = tail
    while True:     # an edition, a volume, who edited or translated: "2. Aufl." / "Hrsg. von Eva Klein." / "Trad. de Ana Ruiz."
        shorter = _RESPONSIBLE.sub("", _REVISED.sub("", _EDITION_HEAD.sub("", rest, count=1), count=1), count=1)
        if shorter == rest:
            break
        rest = shorter
    published = _PUBLISHED.match(rest) or (_PLACE_PUBLISHER.match(rest) if entry.year else None)
    if not published or re.search(r"\d", published.group("place")) or _NUMBERED.search(published.group("publisher")):
        return False      # "CA: A Journal for Clinicians, v. 68, n. 6, p. 394–424, 2018": a journal's numbers
    entry.entry_type = "book"
    _set_published(entry, published)
    return True


def _container(part: str, entry: BibEntry) -> bool:
    """What follows "In:" / "Dans :" / "En:": "DUBOIS, Pierre (dir.). Histoire de l'éducation. Lyon :
    PUL, 2012, p. 101-125." / "Actes du congrès. Compiègne : ROADEF, 2016, p. 210-215." / a journal
    "Zeitschrift 12 (2003), Nr. 4, S. 23–45"."""
    editors = read_names(part)
    if editors:
        after = part[editors[2]:]
        mark = re.match(rf"\s*\(\s*(?:{EDITOR}|[Ee]ds?\.?)\s*\)\s*[.:]?\s*|\s*[.:]\s+", after)
        if mark:
            part = after[mark.end():]
    din = _din_journal(part, entry)
    if din:
        return True
    published = None
    for published in _PUBLISHED.finditer(part):
        pass
    if not published and entry.year:     # German Harvard, the year before the title: "Berlin: Reimer, S. 11–34"
        published = _PUBLISHED_NO_YEAR.search(part)
    if not published:
        return _journal_items(part, entry)
    container = part[:published.start()].strip(" .,")
    if not container:
        return False
    entry.entry_type = "inproceedings" if re.search(r"\b(?:Actes|Anais|Actas|Atti|Tagungsband|Proceedings|Konferenz|"
                                                    r"Congr|Colloque|Symposium|Workshop)", container, re.I) else "incollection"
    entry.journal = container
    _set_published(entry, published)
    pages = _PAGES_AFTER.search(part[published.end():])
    entry.pages = parts.normalize_pages(pages.group("pages")) if pages else ""
    return True


# DIN: "Zeitschrift für Umweltforschung 12 (2003), Nr. 4, S. 23–45" / "Geographische Rundschau Jg. 61 (2009),
# Heft 5, S. 12–19" / "Detail (2004), Nr. 9" / German Harvard (the year before the title): "Zeitschrift 58 (3), S. 301–322"
_DIN_JOURNAL = re.compile(
    rf"^(?P<journal>[^()]+?|[^()]+\([^()]+\)(?=\s+(?:Jg|Bd|Vol)\.))\s*(?:(?:Jg\.|Bd\.|Vol\.)\s*)?(?P<volume>\d[\w\-/]*)?\s*\((?P<paren>[^()]+)\)"
    rf"(?:\s*,\s*(?:Nr\.|Heft|H\.|No\.)\s*(?P<issue>[\w\-–/]+))?(?:\s*,\s*(?:S\.|pp?\.)\s*{_PAGES})?\s*\.?\s*$")


def _din_journal(part: str, entry: BibEntry) -> bool:
    found = _DIN_JOURNAL.match(part.strip())
    if not found or re.search(r"\bpp\.\s*\d", found.group("journal")) or (
            re.search(r"\.\s", found.group("journal")) and not (found.group("volume") or found.group("issue"))):
        # LNCS: "In: Proceedings, pp. 1–9. Springer, Berlin (2019)" / "In: Book. Springer, Berlin (2019)"
        return False
    paren = found.group("paren").strip()
    year = re.fullmatch(r"(?:1[5-9]|20)\d\d", paren)
    if year:
        entry.year, entry.issue = int(paren), found.group("issue") or ""
    elif entry.year and not found.group("issue"):
        entry.issue = paren                  # Harvard: "Zeitschrift 58 (3)", the year given before
    else:
        return False
    entry.entry_type, entry.journal = "article", found.group("journal").strip(" .,")
    entry.volume = found.group("volume") or ""
    entry.pages = parts.normalize_pages(found.group("pages") or "")
    return True


_HEAD_EDITOR = rf"(?:\(\s*(?:{EDITOR}|[Ee]ds?\.?)\s*\))"
# DIN closes the names with a colon, after the editors' mark or (Harvard) the year: "Hartmann, Ulrich (Hg.): Titel"
_DIN_HEAD_END = re.compile(rf"\s*{_HEAD_EDITOR}?\s*(?:\((?P<year>(?:1[5-9]|20)\d\d[a-z]?|{NO_DATE})\))?\s*:\s+")
_ISO_HEAD_END = re.compile(rf"\s*{_HEAD_EDITOR}?\s*\.\s+|(?<=\.)\s+")
_IN = re.compile(r"(?:^|(?<=[.?!»”]\s))(?:In|Dans|En|Em|I)\s*:\s*")


def _title_and_source(rest: str) -> tuple[str, str]:
    """The title ends at the first sentence end, or where "In:" opens the container; a title in
    guillemets or quotes ends with them."""
    quoted = re.match(r"^[«“\"]\s*(?P<title>[^«»“”\"]+?)\s*[»”\"]\s*[.,]?\s*(?P<rest>.*)$", rest)
    if quoted:
        return quoted.group("title"), quoted.group("rest")
    in_mark = _IN.search(rest)
    head = rest[:in_mark.start()] if in_mark else rest
    # an ordinal is no sentence end: "Adelskultur im 19. Jahrhundert", "Die 3. Welle"
    end = next((m for m in re.finditer(parts.SENTENCE_END, head)
                if not re.search(r"(?:^|\s)\d{1,3}\.$", head[:m.start()].rstrip())), None)
    if end:
        return head[:end.start()], rest[end.end():]
    if in_mark:
        return head, rest[in_mark.start():]
    return rest, ""


_MEDIUM = re.compile(r"(?P<thesis>(?:Ph\.?\s?D\.?|Master[’']?s|[Dd]octoral|MSc|Bachelor[’']?s)\s+[Tt]hesis)|(?:Technical|Tech\.)\s+[Rr]eport")


# DIN 1505-2's people as reference managers write them: " ; " between them, "u. a." cutting the list, ":"
# after it; a person "Family, Given" (the given names may start with an initial: "Millman, K. Jarrod"), a
# Chinese name, or a body's capitalised words ("World Health Organization: Title")
_DIN_PERSON = rf"(?:{_FAMILY},\s+[^;:,()\[\]\d]+?(?:,\s+Jr\.)?|[\u4e00-\u9fff]{{2,4}}|[\u4e00-\u9fff]{{5,30}}|(?:[{_U}][\w\-]*\s){{1,5}}[{_U}][\w\-]*)"
_DIN_PEOPLE = re.compile(rf"^(?P<people>{_DIN_PERSON}(?:\s;\s+{_DIN_PERSON})*)(?P<etal>\s;\s+u\.\s*a\.)?(?=\s*:\s)")


def _din_people(text: str) -> tuple[list[str], bool, int] | None:
    people = _DIN_PEOPLE.match(text)
    if not people or " ; " not in people.group(0) and ("," in people.group(0) or not re.search(r"[\u4e00-\u9fff]", people.group(0))
                                                       and not re.search(r"\b(?:Organi[sz]ation|Association|Society|Consortium|Institute|Group|"
                                        r"Agency|Council|Committee|Office|Bureau|Foundation|Project)\b", people.group(0))):
        return None
    names = [clean_space(p) for p in people.group("people").split(" ; ")]
    return names, bool(people.group("etal")), people.end()


def parse_iso690(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a line in an ISO 690 family norm; False (entry untouched) otherwise."""
    read, din_read = read_names(text), _din_people(text)
    if din_read and (not read or din_read[2] > read[2]):     # a DIN list read_names stops in ("Millman, K. Jarrod")
        read = din_read
    read = read or abnt_typed.caps_without_comma(text)     # ABNT typed by hand: "STAIR Ralph M; REYNOLDS George W."
    if not read:
        return False
    names, truncated, end = read
    after = text[end:]
    head_year = None
    din = _DIN_HEAD_END.match(text, end)
    iso = _ISO_HEAD_END.match(text, end)
    if din and not din.group("year") and re.search(r",\s+and\s", text[:end]):
        return False        # Copernicus "Tamsin, A., Ovell, R. J., and Brack, T.: Title, J, 54, …": DIN joins by " ; "
    if din:
        head_year = din.group("year")
        rest = text[din.end():]
    elif iso and (any(_upper_family(n) for n in names) or _european_source(after)):
        rest = text[iso.end():]
    else:
        return False
    rest = re.sub(r"(?<=\S)\.\s+\.(?=\s)", ".", rest)     # ISO 690's empty element: "Title. . PhD thesis."
    rest = re.sub(rf"(?<=[^\W\d_]{{2}})\.(?={EDITION}\s)", ". ", rest)     # "Title.1 ed. Bookman.": the space lost
    title, source = _title_and_source(rest)
    title = _ELSEVIER_MEDIUM.sub("", title)      # DIN's "Title (Technical report). Toronto : …"
    # a translation's note after the title: "Título (Tradução da 11a edição norte-americana)"
    title = re.sub(r"\s*\((?:Tradução|Traducción|Traduction|Traduzione|Übersetzung|Translated)\b[^()]*\)\s*(?=\.?$)", "", title)
    source = re.sub(r"[\s.,;–—\-]+$", "", source)    # what a DOI or ISBN after "–" leaves
    trial = BibEntry(key=entry.key, number=entry.number, raw=entry.raw, origin=entry.origin, file=entry.file,
                     line=entry.line)
    trial.year = _year(head_year or "")
    source_in = _IN.match(source)
    if source_in:
        ok = _container(source[source_in.end():], trial)
    else:
        ok = (_thesis(source, trial) or _book(source, trial) or abnt_typed.read_source(source, trial)
              or _journal_items(source, trial))
        subtitle = re.match(rf"^([{_U}][^.:]{{1,80}}?)\.\s+(?=\S)", source) if not ok else None
        if subtitle:    # "Die Stadt. Eine Einführung. Berlin : Springer, 2003": a subtitle after a period
            rest_source = source[subtitle.end():]
            if _thesis(rest_source, trial) or _book(rest_source, trial):
                ok = True
                medium = _MEDIUM.fullmatch(subtitle.group(1))     # ISO 690's "Title. PhD thesis. Place : School, 1950."
                if medium:
                    trial.entry_type = "thesis" if medium.group("thesis") else "techreport"
                else:
                    title = f"{title.rstrip('. ')}. {subtitle.group(1)}"
    if not ok or not title.strip():
        return False
    if head_year and not trial.year:
        trial.year = _year(head_year)
    entry.authors, entry.authors_truncated = names, truncated
    entry.placeholder_authors = placeholder_authors(names, truncated)
    entry.title = clean_space(title).strip(" .,")
    adopt_source(entry, trial)
    return True


def _european_source(text: str) -> bool:
    """The words of a source in these norms: "vol.", "n°", "v. 12, n. 3", "In :", a place and a
    colon before a publisher and year."""
    return bool(re.search(r"\bn\s*°|\bnº|\bn\.\s?º|\bnúm\.|\bv\.\s*\d+,\s*n\.|\b(?:In|Dans|En|Em)\s+:|"
                          r"\b(?:Nr\.|Heft|Jg\.)\s*\d|\bS\.\s*\d|\s:\s[^:]+,\s*(?:1[5-9]|20)\d\d|" + THESIS, text))


# The humanities' form (French, Italian): "Jean DUPONT et Paul MARTIN, Titre, Paris, PUF, 2004." / "Marc BLOCH,
# « Titre », Revue, vol. 2, n° 5, 1930, p. 45-60." / "ROMANO, Paolo, Titolo, Torino, Giappichelli, 2008." — the
# family name in capitals, every part closed by a comma.
_CAPS = rf"(?:{_PARTICLE}\s+)*[{_U}]['’]?[{_U}\-]{{2,}}(?:\s+[{_U}]['’]?[{_U}\-]+)?(?![\w'’])"
_GIVEN_CAPS = rf"(?P<given>(?:(?:{_GIVEN_WORD}|{_INITIAL})\s+)+)(?P<family>{_CAPS})"
_HUMANITIES_NAMES = re.compile(
    rf"^(?:(?:{_GIVEN_WORD}|{_INITIAL})\s+)+{_CAPS}(?:(?:\s*,\s*|\s+{AND}\s+)(?:(?:{_GIVEN_WORD}|{_INITIAL})\s+)+{_CAPS})*"
    rf"(?:\s*,?\s*{ET_AL})?\s*,\s+"
    rf"|^{_CAPS}\s*,\s*(?:{_GIVEN_WORD}|{_INITIAL})(?:\s+(?:{_GIVEN_WORD}|{_INITIAL}))*\s*,\s+"
    # "CHARPENTIER Jean, MOREL Paul, Titre, …": the family name in capitals first, no comma before the given name
    # (given names of two words, "ARATA Francesco Paolo"; the editors' "(dir.)" after them)
    rf"|^(?P<caps_first>{_CAPS}\s+{_GIVEN_WORD}(?:\s+{_GIVEN_WORD})?(?:(?:\s*,\s*|\s+{AND}\s+){_CAPS}\s+{_GIVEN_WORD}(?:\s+{_GIVEN_WORD})?)*"
    rf"(?:\s*,?\s*{ET_AL})?)(?:\s*\((?:dir|dirs|éd|éds|ed|eds|coord|Hrsg|a\s+cura\s+di)\.?\)|\s)*\s*,\s+"
    # "Dupont, Jean, Les politiques de l'eau, …": the family name not in capitals, the given name written out
    rf"|^(?P<plain>{_GIVEN_WORD})\s*,\s*{_GIVEN_WORD}(?:\s+{_GIVEN_WORD})?\s*,\s+(?!{AND}\s)(?=\S+\s+\S)")


def _chicago_list(text: str) -> bool:
    """The names of a Chicago bibliography, closed by a period before a quoted title."""
    from .reflist_wordchicago import _people
    quoted = re.match(r"^(?P<names>[^\"“”„«»]+?)\.\s+[\"“„«]", text)
    return bool(quoted and _people(quoted.group("names")))


def parse_humanities(text: str, entry: BibEntry) -> bool:
    head = _HUMANITIES_NAMES.match(text)
    if not head:
        return False
    if head.group("plain") and _chicago_list(text):
        return False      # Chicago's "Bonawitz, Elizabeth, Isabel Y. Chang, et Tania Lombrozo. « Title »."
    names_text = head.group(0).rstrip(", ")
    truncated = bool(re.search(rf"{ET_AL}$", names_text))
    names_text = re.sub(rf"\s*,?\s*{ET_AL}$", "", names_text)
    if head.group("caps_first"):
        names = [f"{m.group(1)}, {m.group(2)}" for m in re.finditer(rf"({_CAPS})\s+({_GIVEN_WORD})", names_text)]
    elif re.fullmatch(rf"(?:{_CAPS}|{_GIVEN_WORD})\s*,\s*.+", names_text):
        names = [names_text]
    else:
        names = [f"{m.group('family')}, {clean_space(m.group('given'))}" for m in re.finditer(_GIVEN_CAPS, names_text)]
    rest = text[head.end():]
    if head.group("plain") and re.match(rf"^[^,]+,\s+(?:{AND}\s|et\s+al\.)", rest):
        return False     # Chicago / MLA "Hinton, Geoffrey, Oriol Vinyals, and Jeff Dean.": the names go on
    if head.group("plain") and re.match(rf"^(?:[^,.:«“\"]+,\s+){{1,12}}(?:{AND}|et)\s+[{_U}][^,.:]*(?:\.\s?[^,.:\s]+)*\.\s", rest):
        return False     # … and longer lists: "Burnham, Jack, Hans Haacke, Emanuele Quinz, et Caroline A. Jones. Title."
    # (a title in « » may quote inside it: « Il Settecento … il “Museum Florentinum” »)
    quoted = re.match(r"^(?:«\s*(?P<guillemets>[^«»]+?)\s*»|[“\"]\s*(?P<title>[^«»“”\"]+?)\s*[”\"])\s*,\s*(?P<rest>.*)$", rest)
    title, rest = ((quoted.group("guillemets") or quoted.group("title"), quoted.group("rest")) if quoted
                   else (rest.split(", ", 1) + [""])[:2])
    rest = re.sub(r"^dans\s+", "", rest)       # French "dans" before the journal or the book
    trial = BibEntry(key=entry.key, number=entry.number, raw=entry.raw, origin=entry.origin, file=entry.file,
                     line=entry.line)
    rest = re.sub(r",\s*\d+\s*(?:p|S|pp|págs?|f)\.?\s*$", "", rest.strip(" ."))     # the page count: ", 256 p."
    items = [i.strip(" .") for i in re.split(r",\s+", rest.strip(" .")) if i.strip(" .")]
    if not title.strip() or not items or re.fullmatch(rf"{_GIVEN_WORD}\s+[{_U}]{{1,3}}", title.strip()):
        return False         # "Kitabchi AE, Umpierrez GE, …": Vancouver names, no given name before a family name
    if len(items) >= 2 and _journal_items(rest, trial):
        pass
    elif 2 <= len(items) <= 4 and re.fullmatch(r"(?:1[5-9]|20)\d\d", items[-1]) and not re.search(r"\d", items[-2]):
        # "PUF, Paris, 2015": the publisher before the city (reflist_frpress), else "Paris, PUF, 2015"
        publisher = items[-3] if len(items) >= 3 and is_place(items[-2]) and not is_place(items[-3]) else items[-2]
        trial.entry_type, trial.publisher, trial.year = "book", publisher, int(items[-1])
    else:
        return False
    entry.authors, entry.authors_truncated = names, truncated
    entry.placeholder_authors = placeholder_authors(names, truncated)
    entry.title = clean_space(title).strip(" .,")
    for field in ("entry_type", "journal", "publisher", "volume", "issue", "pages", "year"):
        setattr(entry, field, getattr(trial, field))
    return True
