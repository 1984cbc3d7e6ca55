"""French press and journal lines in Markdown lists (issue 20, held-out batch 24):

    - Prénom Nom, « Titre », Revue 2011/2 (N° 164), p. 51-59.          (Cairn's numbering: year/issue of the year, running number)
    NOM Prénom, « Titre », *Revue*, 2009/2 (n° 154), p. 165-193.
    Prénom Nom, “Titre” dans Revue 2018/5 (N° 103), pages 137 à 157.
    - Prénom Nom, "Titre", _Le Journal_, 4 juillet 2015                (a newspaper: its name in italics, the day)
    - Prénom Nom, Titre sans guillemets, _Site.fr_, octobre 2015
    - "Titre", _Psychomédia_, 23 février 2011                           (no author)

Markdown's "_italics_," are read as "*italics*," (the readers know those). Cairn's "2011/2 (N° 164)" after the
journal's name is the year and the issue, not part of the name. A newspaper's line is the names, the title,
the italic name of the paper and the date; a title without quotes, after a name of two words, is guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space, split_year
from .reflist_certainty import guess
from . import reflist_parts as parts

# (before a comma only: the ISO 690 readers read "_Titre_. - Paris : …" as written)
_UNDERSCORES = re.compile(r"(?<![\w/_])_(?=[^\s_])([^_\n]+?)(?:(?<=[^\s_])_(?![\w_])(?=\s*,)|(?<=[.?!])_(?=\s))")

# (and right after an APA date: "(2024b). _Vorräte am 30. Juni 2024_. Publisher.", "(o. J.). _Title_. Abgerufen …",
# "(1999) _Skriveråd for studenter_ (No. 1/99). Bergen.")
_AFTER_DATE = re.compile(r"(\((?:[^()]*\d[^()]*|o\.\s?J\.(?:-[a-z])?|n\.\s?d\.(?:-[a-z])?|s\.\s?[dfa]\.)\)\.?\s)_(?=[^\s_])([^_\n]+?)(?<=[^\s_])_(?![\w_])")


def underscore_italics(text: str) -> str:
    """"_Le Matin_, …" as "*Le Matin*, …", "_Title._ Publisher" as "*Title.* Publisher" (not inside a word or an
    address: "a_b_c", "/_static_/")."""
    return _AFTER_DATE.sub(r"\1*\2*", _UNDERSCORES.sub(r"*\1*", text)) if "_" in text else text


_CAIRN = re.compile(r"^(?:(?:dans|in)\s+)?(?P<journal>[^\d].*?),?\s+(?P<year>(?:19|20)\d\d)/\d{1,2}\s*"
                    r"\(\s*[Nn]\s*[°º]\s*(?P<issue>\d+(?:\s*[-–]\s*\d+)?)\s*\)"
                    r"(?:\s*,\s*(?:pages?|pp?\.)\s*(?P<first>\d+)(?:\s*(?:à|-|–)\s*(?P<last>\d+))?)?\s*\.?$", re.I)


def cairn_numbering(entry: BibEntry) -> None:
    """"Idées économiques et sociales 2011/2 (N° 164)" read as the journal: the name, the year and
    the issue apart ("dans ACCRA 2019/2 (N° 5), pages 5 à 23": the pages too)."""
    match = _CAIRN.match(entry.journal or "")
    if not match:
        return
    entry.journal = clean_space(match.group("journal")).strip(" ,.")
    entry.issue = entry.issue or re.sub(r"\s+", "", match.group("issue"))
    if not entry.year:
        entry.year, entry.year_suffix = split_year(match.group("year"))
    if match.group("first") and not entry.pages:
        last = match.group("last")
        entry.pages = parts.normalize_pages(f"{match.group('first')}-{last}" if last else match.group("first"))
    entry.entry_type = "article"


_MONTHS = ("janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|"
           "january|february|march|april|may|june|july|august|september|october|november|december")
# "4 juillet 2015", "1er mars 2016", "octobre 2015", "30/01/2019", "2015"
_DATE = re.compile(rf"(?:(?:\d{{1,2}}(?:er)?\s+)?(?:{_MONTHS})\s+|\d{{1,2}}/\d{{1,2}}/)?(?P<year>(?:19|20)\d\d)\b", re.I)
_ITALIC = re.compile(r"(?<![\w*_])(?:\*{1,2}|_)(?=\S)([^*_\n]+?)(?<=\S)(?:\*{1,2}|_)(?![\w*_])")
_PERSON = re.compile(r"^(?:[A-ZÀ-Þ][a-zà-ÿ'’\-]+\s+){1,2}[A-ZÀ-Þ][\w'’\-]+$")


def _italics(raw: str) -> list[str]:
    return [clean_space(m.group(1)).strip(" ,.") for m in _ITALIC.finditer(raw or "")]


def press_tail(entry: BibEntry) -> None:
    """"_Le Matin_, in Association …, 17 décembre 2006" read as the journal: the italic name of the
    paper is the journal, what follows it (the number, the date, where it was found) is not."""
    if not entry.journal or "," not in entry.journal:
        return
    for name in _italics(entry.raw):
        rest = entry.journal[len(name):] if entry.journal.startswith(name) else ""
        if name and rest.startswith(",") and _DATE.search(rest):
            entry.journal = name
            if not entry.year:
                entry.year, entry.year_suffix = split_year(_DATE.search(rest).group("year"))
            return


_PRESS = re.compile(r"^(?P<head>.+?),\s+(?:\*{1,2}|_)(?P<paper>[^*_\n]{2,80}?)(?:\*{1,2}|_)\s*,\s*(?P<tail>.{0,120}?)\s*\.?\s*$")


def parse_press(text: str, entry: BibEntry) -> bool:
    """A newspaper or web magazine's article (see the module): "Prénom Nom, Titre, _Journal_, date";
    False for another line. Read from the line as written (its italics say which part is the paper)."""
    raw = re.sub(r"^\s*[-*+]\s+(?=\S)", "", entry.raw or "")
    match = _PRESS.match(raw)
    date = _DATE.search(match.group("tail")) if match else None
    if not date or re.search(r"\d{4}\s*/\s*\d|\bp\.\s*\d|\bpp\.", match.group("tail")):
        return False
    head = clean_space(match.group("head"))
    quoted = re.match(r"^(?:(?P<names>[^«“\"]+?),\s*)?[«“\"]\s*(?P<title>[^«»“”\"]+?)\s*[»”\"]$", head)
    if quoted:
        names, title = quoted.group("names") or "", quoted.group("title")
    else:
        first, _, after = head.partition(", ")
        names, title = (first, after) if after and _PERSON.match(first) else ("", head)
        if names:
            guess(entry, ("authors", "title"), "a name before a title without quotes: where the names end is a guess")
    if not re.search(r"[^\W\d_]{2}", title) or (names and not all(_PERSON.match(n.strip()) for n in names.split(","))):
        return False
    entry.authors = [clean_space(n) for n in names.split(",") if n.strip()]
    entry.title = clean_space(title).strip(" ,.")
    entry.journal = clean_space(match.group("paper")).strip(" ,.")
    entry.year, entry.year_suffix = split_year(date.group("year"))
    entry.entry_type = "article"
    return True


# the cities French-language books are published in, written after the publisher in some lists
# ("PUF, Paris, 2015" beside the usual "Paris, PUF, 2015")
_PLACES = {"paris", "lyon", "marseille", "toulouse", "bordeaux", "lille", "rennes", "nantes", "grenoble", "strasbourg",
           "montpellier", "nancy", "dijon", "rouen", "caen", "poitiers", "bruxelles", "liège", "louvain-la-neuve",
           "genève", "lausanne", "neuchâtel", "fribourg", "montréal", "québec", "ottawa", "paris-la défense",
           "issy-les-moulineaux", "malakoff", "boulogne-billancourt", "londres", "london", "new york",
           # and where books in other languages are: "Londres, Faber & Faber, 1991", "Madrid, Alianza, 2004"
           "oxford", "cambridge", "edinburgh", "manchester", "dublin", "boston", "chicago", "princeton", "new haven",
           "berkeley", "los angeles", "san francisco", "washington", "philadelphia", "baltimore", "toronto", "sydney",
           "melbourne", "berlin", "münchen", "munich", "frankfurt", "hamburg", "leipzig", "stuttgart", "köln", "wien",
           "vienne", "zürich", "zurich", "basel", "bern", "amsterdam", "leiden", "madrid", "barcelona", "buenos aires",
           "méxico", "mexico", "bogotá", "lima", "santiago", "são paulo", "rio de janeiro", "lisboa", "lisbonne",
           "roma", "rome", "milano", "milan", "torino", "turin", "bologna", "firenze", "florence", "napoli", "venezia",
           "tokyo", "beijing", "shanghai"}


def is_place(name: str) -> bool:
    """True for a city a French list names as the place of publication ("Paris", "Genève")."""
    return clean_space(name).strip(" .").casefold() in _PLACES
