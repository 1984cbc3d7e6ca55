"""Russian GOST lines (GOST 7.1-2003 / 7.0.5-2008, as Russian and CIS theses write them, and Word's
built-in "GOST" styles) — issue 20's reading of every common style:

- an article: "Иванов И. И., Петров П. П. Название статьи // Журнал. – 2010. – Т. 5, № 2. – С. 10–20."
  (also "Иванов, И. И. Название / И. И. Иванов, П. П. Петров // Журнал. – 2010. – № 2. – С. 10–20.",
  English works "Smith J. Title // Journal. – 2015. – Vol. 12, No. 3. – P. 45–60.", and Word's
  "Becker Gary S. Title [Journal] // Journal. - 1968. - 2 : Vol. 76. - pp. 169-217.");
- a book: "Сидоров А. В. Теория вероятностей : учебник. – М. : Наука, 2005. – 320 с.";
- a part of a proceedings: "… // Труды конференции. – М., 2010. – С. 5–7.";
- a web page: "Название [Электронный ресурс]. – URL: http://… (дата обращения: 10.05.2020)."

The areas are parted by " – " (or "—", " - "); the title runs from the names to "//", "/", a bracketed
medium or the first area mark. The names are "Family I. O." (or "Family, I. O.", or Word's "Family Given
M."), the numbers told by their marks: Т. / Vol. (volume), № / No. / Вып. (issue), С. / P. / pp. (pages).
"""
from __future__ import annotations

import re

from .entry import BibEntry, adopt_source, clean_space, placeholder_authors
from .reflist_certainty import guess
from .reflist_parts import normalize_pages

# (Kazakh, Ukrainian and other Cyrillic letters too: "Қалымбек", "Жарықбаев", "Ґ", "Ї")
_U = "A-ZА-ЯЁЀ-ЏҐ-Ӿ\u00c0-\u00d6\u00d8-\u00de"
_L = "a-zа-яёѐ-џґ-ӿ'’\u00df-\u00f6\u00f8-\u00ff\u0100-\u024f\u1e00-\u1eff"
_YEAR = r"(?P<year>(?:1[6-9]|20)\d\d)"
_DASH = r"\s*\.?\s+[–—-]\s+"          # ". – " between areas
_INITIALS = rf"(?:[{_U}]\.(?:-[{_U}]\.)?\s?){{1,3}}"     # "Y.-F. S.": a hyphenated initial
_FAMILY = rf"[{_U}](?:['’][{_U}])?[{_L}]+(?:[{_U}][{_L}]+)?(?:-[{_U}][{_L}]+)?"        # (also "O'Connor", "McClure")
# "Иванов И. И." / "Иванов, И. И." / "Smith J." / Word's "Becker Gary S."; a .bbl's "Joachim C, Nitzan Abraham, …"
_PERSON = rf"(?:{_FAMILY},?\s+{_INITIALS}|{_FAMILY}\s+[{_U}][{_L}]+(?:\s+[{_U}]\.)?(?=[\s,]|$)|{_FAMILY}\s+[{_U}](?=\s*,))"
_ETAL = r"(?:и\s+др|et\s+al)\."
_NAMES = re.compile(rf"^(?P<names>{_PERSON}(?:\s*,\s*{_PERSON}){{0,9}})(?P<etal>\s*{_ETAL})?\s+(?=[^\s,])")
_MEDIUM = re.compile(r"\s*\[(?:Текст|Электронный\s+ресурс|Journal|Book|Conference|Electronic\s+resource|Report|Thesis|"
                     r"Диссертация|Автореферат|Статья|Книга)\]\s*")
_VOLUME = re.compile(r"(?:^|[\s,:])(?:Т\.|Vol\.|Том)\s*(?P<v>[\w\-]+)")
# (gost780s's "Vol. 22:3" and "Vol. 32, no. 19" too)
_ISSUE = re.compile(r"(?:^|[\s,])(?:№|[Nn]o\.|[Вв]ып\.|Iss\.|Issue|N(?=\s*\d))\s*(?P<i>[\w\-/]+)|^(?P<bare>\d+)\s*:\s*(?:Т\.|Vol\.)"
                    r"|(?:Т\.|Vol\.)\s*\d+\s*:\s*(?P<after>\d+)")
_PAGES = re.compile(r"^(?:С|P|pp?|S|с|Б)\.\s*(?P<p>(?:art\.\s*)?\d+(?:\.\d+)+|art\.\s*\w+|[\w]+(?:\s*[–—-]\s*\w+)?)\.?$")     # (Kazakh "Б." for бет; an article's number "P. art. 114", "P. 10.3.7")
_EXTENT = r"(?:\.\s+\d+\s*(?:с|p|pp|б|стр)\.?)?"     # the book's pages, its dash gone: "…, 2000. 354 с."
_IMPRINT = re.compile(rf"^(?P<place>[^:]{{1,40}}?)\s*:\s*(?P<publisher>[^:]+?),\s*{_YEAR}\.?{_EXTENT}$")
_PLACE_YEAR = re.compile(rf"^(?P<place>[{_U}][^:,\d]{{0,40}}?),\s*{_YEAR}\.?{_EXTENT}$")


# GOST R 7.0.5-2008 lets the dash go: "// ПМТФ. 1985. № 1. С. 125-133." parts its areas at the marks alone
_BARE_AREA = re.compile(r"[.,]\s+(?=(?:(?:1[6-9]|20)\d\d\b|Т\.|Том\b|Vol\.|№|No\.|Вып\.|С\.\s*\d|P\.\s*\d|pp?\.\s*\d))")


def _areas(text: str) -> list[str]:
    parts = re.split(_DASH, text) if re.search(_DASH, text) else re.split(_BARE_AREA, text)
    return [a.strip(" .") for a in parts if a and a.strip(" .")]


def _numbers(areas: list[str], entry: BibEntry) -> bool:
    """The year, volume, issue and pages in the areas after the source's name; True with a year."""
    for area in areas:
        year = re.fullmatch(rf"(?:.*?,\s*)?{_YEAR}(?:\s*\(\w+\))?", area)
        pages = _PAGES.match(area)
        if pages:
            entry.pages = normalize_pages(pages.group("p"))
            continue
        if year and entry.year is None:
            entry.year = int(year.group("year"))
            continue
        volume, issue = _VOLUME.search(area), _ISSUE.search(area)
        if volume:
            entry.volume = volume.group("v")
        if issue:
            entry.issue = issue.group("i") or issue.group("bare") or issue.group("after")
        if not (volume or issue):
            imprint = _IMPRINT.match(area)
            if imprint and entry.year is None:
                entry.publisher, entry.year = imprint.group("publisher").strip(), int(imprint.group("year"))
    return entry.year is not None


# one person after "/", given names first: "R. J. Mears", "R~Barends", "Yoichi Kubota", "M. Venkata Kamalakar"
_STATED = re.compile(rf"^(?:(?:[{_U}]\.?\s*(?:-[{_U}]\.?\s*)?|[{_U}][{_L}]+(?:[{_U}][{_L}]+)?\s+){{1,3}})"
                     rf"(?P<family>(?:(?:Le|La|De|Di|Da|Du|Van|Von|van|von|de|le|la)\s+)?{_FAMILY})$")       # ("L. Le Deroff")


def _stated_names(text: str) -> tuple[list[str], bool]:
    """The persons of the area after "/" ("И. И. Иванов, П. П. Петров и др."), when every part reads as one,
    and whether "и др." / "et al." cut them."""
    text = clean_space(text).strip(" ,")
    # (the period may have gone with the area's; gost's .bbl writes it in brackets: "[et~al.]")
    cut = re.search(r"\s*\[?\s*(?:и\s+др|et\s+al)\.?\s*\]?\s*$", text)
    text = (text[:cut.start()] if cut else text).rstrip(" .")
    parts = [p.strip() for p in text.split(",")]
    if not parts or not all(_STATED.match(p) for p in parts):
        parts = [clean_space(n) for n in re.findall(rf"{_INITIALS}\s*{_FAMILY}", text)]
    return parts, bool(cut)


def _taken_url(text: str, entry: BibEntry) -> bool:
    """A web page whose address (and its "URL:") were taken out before: GOST's areas ". – " are left."""
    parts = re.split(r"\.\s+[–—]\s+", text)
    # (a dash inside the first area, "Builtin - A Step-by-Step …", may be the title's own: no such line is read here)
    return bool(entry.url and len(parts) > 1 and not re.search(r"\s[–—-]\s", parts[0]))


def parse_gost(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a GOST line; False (entry untouched) otherwise."""
    head = _NAMES.match(text)
    dashless = bool(head) and " // " in text and re.search(r"\.", head.group("names"))    # "Иванов А.Б. Title // ПМТФ. 1985. № 1."
    if not (re.search(_DASH, text) or dashless) or not (" // " in text or re.search(r"[.\s]–\s|\.\s+—\s|\s:\s", text)):
        return False
    if head and not re.search(r"\.", head.group("names")) and not re.search(r"\[(?:Journal|Book|Conference|Report|Thesis)\]", text):
        head = None         # "Family Given" without an initial only in Word's own GOST ("Machine Learning Methods [Electronic resource]")
    body = text[head.end():] if head else text
    trial = BibEntry()
    if " // " in body:
        before, source = body.split(" // ", 1)
        areas = _areas(source)
        if not areas:
            return False
        name = areas[0]
        place_year = _PLACE_YEAR.match(areas[1]) if len(areas) > 1 else None
        imprint = _IMPRINT.match(areas[1]) if len(areas) > 1 else None
        if imprint or place_year:     # "… // Труды конференции. – М. : Наука, 2010. – С. 5–7."
            trial.entry_type = "inproceedings"
        else:
            trial.entry_type = "article"
        trial.journal = clean_space(name)
        if not _numbers(areas[1:], trial):
            return False
        if trial.entry_type == "inproceedings" and imprint is None and place_year is not None:
            guess(trial, "journal", "a collection told from a journal by its place only")
    else:
        areas = _areas(body)
        if len(areas) < 2:
            return False
        before = areas[0]
        imprint = next((_IMPRINT.match(a) for a in areas[1:] if _IMPRINT.match(a)), None)
        url = re.search(r"\bURL\s*:", text) or _taken_url(text, entry)
        placed = next((_PLACE_YEAR.match(a) for a in areas[1:] if _PLACE_YEAR.match(a)), None)
        if imprint:
            trial.entry_type, trial.publisher, trial.year = "book", imprint.group("publisher").strip(), int(imprint.group("year"))
        elif placed and head:       # "… – Алматы, 2018. – 186 б.": a place and a year, no publisher
            trial.entry_type, trial.year = "book", int(placed.group("year"))
        elif url:
            year = re.search(rf"(?<!\d){_YEAR}(?!\d)", " ".join(areas[1:]).split("URL")[0])
            trial.entry_type, trial.year = "misc", int(year.group("year")) if year else None
        else:
            return False
        if not head and not _MEDIUM.search(body) and not url:
            return False        # a book line with neither names nor GOST's marks is no line of ours
    responsibility = re.search(r"\s/\s", before)
    title = before[:responsibility.start()] if responsibility else before
    title = _MEDIUM.split(title)[0]
    title = re.sub(r"\s+:\s+[^:]{1,60}$", "", title) if re.search(r"\s:\s(?:учеб|моногр|дис|автореф|сб\.|пособ)", title) else title
    title = clean_space(title).strip(" .,:;")
    if not title or (not head and not _MEDIUM.search(body) and not responsibility and " // " not in body
                     and not _taken_url(body, entry)):     # "Title. – 2011. – URL: http://…": a web page
        return False
    names: list[str] = []
    if head:
        # as written, but a family name and one given name, which read either way: "Nitzan Abraham" is "Nitzan, Abraham"
        names = [re.sub(rf"^({_FAMILY})\s+(?=[{_U}][{_L}]+$)", r"\1, ", clean_space(n).rstrip(","))
                 for n in re.findall(_PERSON, head.group("names"))]
    stated, stated_cut = _stated_names(before[responsibility.end():]) if responsibility else ([], False)
    truncated = bool(head and head.group("etal"))
    if len(stated) > len(names):      # "Иванов, И. И. Title / И. И. Иванов, П. П. Петров": all the authors after "/"
        names, truncated = stated, stated_cut
    entry.authors, entry.authors_truncated = names, truncated
    entry.placeholder_authors = placeholder_authors(names, entry.authors_truncated)
    entry.title = title
    adopt_source(entry, trial)
    return True
