"""The pieces the reference-line grammars share (reflist.py and the reflist_* styles): pages,
sentence ends, capitals, proceedings and publisher words, a year, a book's publisher, and author
lists in their two shapes (``_names``: "Smith, J., Lee, K. & Wang, L."; ``_authors``: "Okafor NC,
García P, et al.").
"""
from __future__ import annotations

import re

from ..core.text import has_cjk
from .entry import BibEntry, clean_space, placeholder_authors, split_year
from .entry import normalize_pages as _normalize_pages
from .reflist_names import drop_joiner, glue_company_suffixes, has_organisation_word, is_organisation

# A page: "45", "e041234", "CD008148", "S26", "283.e1", OUP's "zrac133"; a range with any dash, spaced or not
# ("498– 514", "158‐164", "12~15", "276∼284"); a Chinese continuation ("91-93+98").
_PAGE = r"[A-Za-z]{0,4}\d\w*(?:\.e?\d+)?"
PAGE_DASH = r"(?:-{1,3}|[\u2010-\u2015~～∼])"
# … and ACM's chapter-page numbers "2-1–2-26" (chapter 2, pages 1 to 26)
# … and ACM's electronic-supplement pages "137-es", and its article pages "12:1–12:14" (article 12)
# … and a front matter's pages in lower-case Roman numerals, a range only ("35(3), iii–x", "pp. xi-xx")
_ROMAN_RANGE = rf"(?<![\w\-])[ivxlc]{{1,7}}\s*{PAGE_DASH}\s*[ivxlc]{{1,7}}(?![\w\-])"
_PAGES = (rf"(?:\d+-\d+\s*{PAGE_DASH}\s*\d+-\d+(?![\d\-])|\d+:\d+\s*{PAGE_DASH}\s*\d+:\d+(?![\d:])|\d+-es\b"
          rf"|{_ROMAN_RANGE}|{_PAGE}(?:\s*{PAGE_DASH}\s*{_PAGE})?)(?:\+\d+)*")


# the hyphen U+2010 and the non-breaking hyphen U+2011 that typesetting puts in a range of numbers
# ("832‑43", "e197‑99", "2019‑03‑01"): the hyphen-minus every reader knows
# (the minus sign U+2212 between two numbers too: a page range typeset by a Chinese journal, "481−494")
_NUMBER_HYPHEN = re.compile(r"(?<=\d)(?:[\u2010\u2011](?=[A-Za-z]{0,4}\d)|\u2212(?=\d))")


def number_hyphens(text: str) -> str:
    """The line with its typeset hyphens between numbers written "-" (the same character, certainly)."""
    return _NUMBER_HYPHEN.sub("-", text)


def normalize_pages(text: str) -> str:
    """The pages as written, every dash between page numbers as "-" ("276∼284" → "276-284")."""
    return _normalize_pages((text or "").replace("∼", "~"))


# An abbreviation inside a title ends no sentence: "Metformin vs. insulin", "Dr. Smith's cohort",
# "e.g. a case", "Roe v. Wade" (lower-case "vs." / "v.": an author's initial is a capital).
_ABBREVIATIONS = ("vs.", "Vs.", "v.", "Dr.", "St.", "Mr.", "Mrs.", "Ms.", "Prof.", "e.g.", "i.e.",
                  "cf.", "Fig.", "approx.", "ca.", "viz.", "Proc.",
                  # a plant's cultivar and variety before their names: "(Pisum sativum) cv. Usui", "L. var. Santa Isabel"
                  "cv.", "Cv.", "var.", "Var.", "subsp.", "ssp.")
NOT_ABBREVIATION = "".join(rf"(?<!\b{re.escape(a)})" for a in _ABBREVIATIONS)
# A genus's initial after a lower-case word, before a lower-case word: "of C. elegans", "in E. coli"
_GENUS = "".join(rf"(?<!\b[a-z]{{{n}}}\s[A-Z]\.)" for n in range(1, 16))
# … and a country's initials before a lower-case word: "statistics for U.S. adults"
_COUNTRY = r"(?<!\bU\.S\.)(?<!\bU\.K\.)(?<!\bU\.N\.)"
# "No." before its number ends no sentence: "AOL Searcher No. 4417749", "Report No. 12"
_NUMBER_WORD = r"(?!(?<=\bNo\.)\s+\d)"
# (never inside parentheses, where the next bracket closes: "Phenology of Pea (Pisum Sativum L. Var. Santa Isabel) under …";
# a list's letter closes none: "Why a) it works and b) it fails"; a page does, "(Vol. 26, p. 13)")
SENTENCE_END = (rf"{NOT_ABBREVIATION}{_NUMBER_WORD}(?<=[.?!])(?:\s+(?![a-z])|{_GENUS}{_COUNTRY}\s+(?=[a-z]))"
                r"(?![^()（）\n]*(?<!\s[a-z])[)）])")

# a month's name, written out or cut short ("Jan", "Sept.", "January")
MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?"

# Capitals of the Latin alphabets, proceedings words, a year.
UPPER = "A-Z\u00c0-\u00d6\u00d8-\u00de\u0100-\u024f\u1e00-\u1eff"
PROCEEDINGS = re.compile(r"\b(?:proc(?:eedings|\.)?|conference|conf\.|symposium|workshop|congress|"
                         r"meeting|advances in neural)\b", re.I)
# journals named "Proceedings": PNAS, Proc R Soc, Proceedings of the IEEE
_JOURNAL_PROCEEDINGS = re.compile(r"\bproc(?:eedings|\.)?\s+(?:of\s+)?(?:the\s+)?(?:national\s+academy|natl\.?\s+acad"
                                  r"|royal\s+society|r\.?\s+soc\b|ieee\W*$)", re.I)


def is_proceedings(venue: str) -> bool:
    """A conference's proceedings ("In: Proceedings of …", "Advances in Neural …"), not a journal
    named "Proceedings" (PNAS, Proceedings of the IEEE)."""
    return bool(PROCEEDINGS.search(venue)) and not _JOURNAL_PROCEEDINGS.search(venue)


_LAST_YEAR = re.compile(r"(?<![\d\-/])(1[89]\d\d|20\d\d)[a-z]?(?![\d\-/])")

# A venue named like a publisher ("… Press", "Springer", "World Health Organization")
_PUBLISHER_WORDS = re.compile(
    r"\b(?:press|publish\w*|publications?|books|verlag|editions?|inc|ltd|llc|gmbh|company|wiley|prentice|"
    r"addison|wesley|"
    r"springer|elsevier|routledge|sage|mcgraw|pearson|norton|penguin|university|universit\w+|"
    r"organi[sz]ation|association|institute|ministry|department|agency|office|council|"
    r"foundation|bank|commission|centers?|centres?|government|bureau|society|college)\b", re.I)

# "London: Springer; 2019" / "Vienna, Austria: R Foundation, 2021" (a place has no digit, a
# publisher opens with a letter: "Journal, 80:457–479, 2014" is no book)
_PUBLISHER = re.compile(r"(?:^|\.\s+)(?P<place>[^.:;\d]{2,60}):\s*(?P<publisher>[^\W\d_][^;:]*?)\s*[;,]\s*"
                        r"(?P<year>\d{4})")
# Nature's chapters and books end with "(Publisher, year)", pages before it
# also with the place after the publisher: "(Loom Press, New York, 2018)"
_NATURE_BOOK_TAIL = re.compile(rf"(?:(?P<pages>{_PAGES})\s+)?\((?P<publisher>[^(),]+)(?:,\s*[^(),\d]+?)?,\s*(?P<year>\d{{4}})\)\.?$")
_EDITION = re.compile(r"^\s*\(?\d+(?:st|nd|rd|th)\s+(?:edition|edn|ed)\.?\)?\.?\s*", re.I)


def book_publisher(rest: str) -> str:
    """"3rd edn. London: Springer" / "New York, NY, USA: McGraw-Hill" / "Springer" → the publisher."""
    rest = _EDITION.sub("", rest.strip(" .")).strip(" ,")
    rest = re.sub(r"[.,]\s*\d+\s*(?:págs?|pp?|S|pages)\.?$", "", rest)     # the page count: "Press.409 págs", "Press, 256 pp."
    # the pages the writer cites from the book (Harvard generators): "Prentice Hall PTR, p.171, p.263"
    rest = re.sub(r"(?:[.,]\s*pp?\.\s*\d+(?:\s*[-–]\s*\d+)?)+\.?$", "", rest)
    if not re.search(r"[^\W\d_]", rest):
        return ""          # "//" (what an address the line wrote unreadably leaves) names no publisher
    if ":" in rest:
        return rest.rsplit(":", 1)[-1].strip(" .,")
    # the place's colon typed as a period ("New York. Anchor Books"): a publisher's word after it says so
    place_stop = re.fullmatch(r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}\.\s+(?P<publisher>[^.]+)", rest)
    if place_stop and _PUBLISHER_WORDS.search(place_stop.group("publisher")):
        return place_stop.group("publisher").strip(" ,")
    # Australian Harvard writes "Publisher, Place": "Oxford University Press, New York"
    publisher, _, place = rest.partition(",")
    place_like = place.strip() and len(place.split()) <= 4 and not has_organisation_word(place)
    return publisher.strip(" .") if place_like and re.match(r"\s*[A-Z]", place) else rest.strip(" .,")


# --- author lists: "Smith, J., Lee, K. & Wang, L." (``_names``), "Okafor NC, García P" (``_authors``)
# (a semicolon between the people too — MDPI / ACS: "Jumper, J.; Evans, R.; et al. Title.")
# (Springer's web citation glues two initials: "Creţu, AM., Monti, F.")
_NATURE_AUTHORS = re.compile(r"^(?P<authors>(?:(?:&\s*)?[^,;.&()]+,\s*(?:[" + UPPER + r"][a-z]?\.[\s\-]?|[" + UPPER + r"]{2,3}\.(?=[\s,;])\s?)+"
                             r"\s*[,;]?\s*)+(?:et al\.\s*)?)(?P<rest>.+)$")


def _names(text: str) -> tuple[list[str], bool]:
    """"Smith, J., Lee, K. & Wang, L." / "Smith, John, and Kim Lee" / "J. Smith, K. Lee, and
    L. Wang" → one string per person; "et al." ends the list."""
    inverted = inverted_then_initials(text)
    if inverted:        # "Braveman, P., G. Oliva, M. G. Miller, and R. Reiter" (read before the commas are mended)
        return inverted, False
    text = comma_after_initials(clean_space(text).strip(" .,"))
    text = re.sub(r",\s*(Jr|Sr)\.?(?=\s*,|\s*$)", r" \1.", text)     # "Brooks, F.P., Jr.": one person
    if is_organisation(text):
        return [text], False
    if ";" in text and "," not in text:     # IEEE Xplore's export: "Dong Zhao; Xiang-Yang Li; Huadong Ma"
        text = text.replace(";", ",")
    semicolon, cut_short = semicolon_names(text)
    if semicolon:
        return semicolon, cut_short
    truncated = bool(re.search(r"\bet\s+al\b\.?|\band others\b", text))
    text = re.sub(r",?\s*(?:et\s+al\b\.?|and others)", "", text)
    # (French, German, Spanish, Italian and Portuguese Chicago: "Blanc, Julie, et Lucile Haute")
    # ("y" and "e" only after a comma: "García y Pérez", "Sousa e Melo" are one family name each)
    text = re.sub(rf",?\s+(?:and|(?:et|und)(?=\s+[{UPPER}]))\s+|,\s+(?:y|e)\s+(?=[{UPPER}])|\s*&\s*", ", ", text)
    tokens = [t.strip(" .") for t in text.split(",") if t.strip(" .")]
    names: list[str] = []
    for index, token in enumerate(tokens):
        # initials follow their family name, even one of two words ("Chandra Joshi, R.")
        # (not after a name written given-first: "A. Prasina, S. P. V" are two people)
        initials = names and "," not in names[-1] and not re.match(rf"[{UPPER}]\.", names[-1]) \
            and re.fullmatch(rf"(?:[{UPPER}]\.?[\s\-]?){{1,4}}", token) \
            and not re.match(rf"[{UPPER}]{{2,}}\s", token)       # "LEE K" is a person, not initials
        given_after = names and "," not in names[-1] and " " not in names[-1]
        # the first author is inverted whatever the given names ("Boggs, Jean Sutherland")
        given = r"(?:[A-Z][a-z]?\.?[\s\-]?){1,4}|[A-Z][\w\-]+(?: [A-Z]\.?)*" + (
            r"|[A-Z][\w\-]+(?: [A-Z][\w\-]*\.?){1,2}|[A-Z]\.?(?: ?[A-Z]\.)* [A-Z][a-z][\w\-]*" if index == 1 else "")
        # (an initial before the given name too: "Ananian, C. Scott", a .bbl's "Arthur, W~Brian")
        if initials or given_after and re.fullmatch(given, token):
            names[-1] = f"{names[-1]}, {token}"   # "Smith", "J." → "Smith, J."
        else:
            names.append(token)
    return glue_company_suffixes([_suffix_last(n) for n in names]), truncated


def _suffix_last(name: str) -> str:
    """"Roger A Pielke Jr" (a name written given-first with a suffix) → "Pielke, Roger A, Jr": the
    family name is the word before the suffix, not the suffix."""
    words = name.split()
    if "," in name or len(words) < 3 or not re.fullmatch(r"(?:Jr|Sr|II|III|IV)\.?", words[-1]):
        return name
    return f"{words[-2]}, {' '.join(words[:-2])}, {words[-1]}"


def _set_authors(entry: BibEntry, text: str) -> None:
    # an initial glued to its family name, as a PDF's copy leaves it: "A.Anis, A. Gadde" → "A. Anis, A. Gadde"
    text = re.sub(rf"(?<![\w.'’])([{UPPER}])\.(?=[{UPPER}][a-z]{{2,}})", r"\1. ", text)
    entry.authors, truncated = _names(text)
    entry.authors_truncated = truncated
    entry.placeholder_authors = placeholder_authors(entry.authors, truncated)


def _set_year(entry: BibEntry, text: str) -> None:
    entry.year, entry.year_suffix = split_year(text)


_ETAL = re.compile(r"^(?:et\s*al\.?|等\.?|others)$", re.I)
_INITIALS = re.compile(rf"^(?P<family>[^\s,]+(?:[\s\-][^\s,]+)*?)\s+(?P<given>[{UPPER}]{{1,4}}"
                       rf"|[{UPPER}](?:\s[{UPPER}]){{1,3}}|(?:[{UPPER}]\.[\s\-]?){{0,3}}[{UPPER}]\.?"
                       rf"|[{UPPER}]-[{UPPER}])$")


def _person(name: str) -> str:
    """"Smith JA" / "SMITH J" → "Smith, JA" / "SMITH, J"; Chinese and organisation names as written."""
    name = clean_space(name).strip(" .,;")
    if has_cjk(name) or "," in name:
        return name
    suffix_first = re.fullmatch(rf"(?P<family>\S+)\s+(?P<suffix>Jr|Sr|II|III|IV)\.?\s+(?P<given>[{UPPER}]{{1,4}})", name)
    if suffix_first:      # "Ray Jr CE": the suffix between the family name and the initials
        return f"{suffix_first.group('family')}, {suffix_first.group('given')}, {suffix_first.group('suffix')}"
    # "PEEBLES P Z Jr" / "VEEN P H van der" / "Okafor NC 2nd": a suffix or the particles after the initials
    after = re.search(r"\s+(?:(?:Jr|Sr|II|III|IV|2nd|3rd)\.?|(?:van|von|de|der|den|da|del|di|du|la|le|ten|ter)(?:\s+(?:van|von|de|der|den|da|del|di|du|la|le|ten|ter))*)$", name)
    core, tail = (name[:after.start()], after.group(0)) if after else (name, "")
    match = _INITIALS.match(core)
    return f"{match.group('family')}, {match.group('given').strip()}{tail}" if match else name


# one person written family name first, then the given name in full: "O'Shaughnessy, Douglas",
# "Smith, Steven W", "Gauss, Carl Friedrich" (a given name has lower-case letters, an initial not)
# "de Figueiredo Oliveira, André Rezende", "Rodrigues, Rafael de Lima" (particles before the family name, or inside
# the given names, kept)
_PARTICLE = r"(?:de|da|do|dos|das|del|della|di|du|van|von|der|den|ten|ter|la|le)"
_GIVEN_WORD = r"(?>[A-Z][a-z\u00e0-\u00ff]+(?:-[A-Za-z][a-z\u00e0-\u00ff]+)?)"     # (whole: a hyphen is no separator then)
# (an initial may come before the given name in full: "Arthur, W. Brian", "Arthur, W Brian")
ONE_FAMILY_GIVEN = re.compile(rf"^(?:[^\W\d_][\w'’\-]+|(?:{_PARTICLE}\s+)+[A-Z][\w'’\-]+(?:\s+[A-Z][\w'’\-]+)?),\s*"
                              rf"(?:[A-Z]\.?\s+(?={_GIVEN_WORD}))?{_GIVEN_WORD}(?:(?:\s+{_PARTICLE})?[\s\-]+(?:{_GIVEN_WORD}|[A-Z]\.?))*$")


# (an initial of two or three letters too, as Spanish and Bengali names write them: "Anwar, Md.P.", "Delgado, Ma.C.E.")
_FAMILY_COMMA_INITIALS = re.compile(rf"^[^\W\d_][^,;]*,\s*(?:[{UPPER}](?:[a-zª]{{1,2}}\.|\.?)[\s\-]?)+$")


def _semicolon_names(text: str) -> list[str]:
    """MDPI / ACS: "Aboalayon, K.A.; Faezipour, M." — a semicolon between people, a comma inside
    each ("Family, Initials"); [] for a list of another kind."""
    names, _ = semicolon_names(text)
    return names


def semicolon_names(text: str) -> tuple[list[str], bool]:
    """``_semicolon_names`` and whether "; et al." ended the list."""
    text = clean_space(text).strip(" .")
    cut = re.sub(r"\s*;\s*et\s+al\.?$", "", text)
    parts = [p.strip(" .") for p in cut.split(";")]
    if (len(parts) > 1 or cut != text) and all(_FAMILY_COMMA_INITIALS.match(p) for p in parts):
        return [p + "." for p in parts], cut != text
    return [], False


# one person written family first with the given names in full: "Kling, Rob", "Star, Susan Leigh", "Geiger, Stuart R."
_FAMILY_GIVEN_FULL = re.compile(rf"(?:{_PARTICLE}\s+)*[{UPPER}][\w'’\-]+(?:\s+[{UPPER}][\w'’\-]+)?,\s*(?:[{UPPER}]\.?\s+(?=[{UPPER}][a-z]))?[{UPPER}][a-z\u00e0-\u00ff]+"
                                rf"(?:-[A-Za-z][a-z\u00e0-\u00ff]+)?(?:(?:\s+{_PARTICLE})?[\s\-]+(?:[{UPPER}][a-z\u00e0-\u00ff]+|[{UPPER}]\.?))*")
# one person written given first in full: "Tom Fawcett", "Susan Leigh Star", "Jeffrey T. Hancock"
_GIVEN_FULL_FAMILY = re.compile(rf"(?:[{UPPER}]\.\s+)?[{UPPER}][a-z\u00e0-\u00ff]+(?:-[A-Za-z][a-z\u00e0-\u00ff]+)?"
                                rf"(?:\s+(?:[{UPPER}][a-z\u00e0-\u00ff]+|[{UPPER}]\.|[{UPPER}]{{2}}|{_PARTICLE}(?=\s+[{UPPER}])))*"
                                rf"\s+[{UPPER}][\w'’\-]+")


def inverted_full_names(text: str) -> tuple[list[str], bool] | None:
    """Chicago's and MLA's names with the given names in full, each person apart: "Kling, Rob and
    Star, Susan Leigh", "Thain, Nithum; Dixon, Lucas; and Wulczyn, Ellery", "Narayan, Sneha et al.",
    "Provost, Foster, and Tom Fawcett" (the first inverted, the others given first); None for
    a list of another kind (initials, "Family, G.", Vancouver's "Smith J, Lee K")."""
    text = clean_space(text).strip(" .,")
    truncated = bool(re.search(r",?\s+et\.?\s?al\b\.?$", text))
    text = re.sub(r",?\s+et\.?\s?al\b\.?$", "", text)
    people = [p.strip(" ,") for p in re.split(r"\s*;\s*(?:and\s+|&\s*)?|,?\s+(?:and|&)\s+", text) if p.strip(" ,")]
    if all(_FAMILY_GIVEN_FULL.fullmatch(p) for p in people) and (len(people) > 1 or truncated):
        return people, truncated
    first = _FAMILY_GIVEN_FULL.match(text)
    others = [p.strip() for p in re.split(r",\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+", text[first.end():]) if p.strip()] if first else []
    if first and others and text[first.end():].startswith(",") and all(_GIVEN_FULL_FAMILY.fullmatch(p) for p in others):
        return [first.group(0), *others], truncated
    return None


# Ecology's, AMS's and Chicago's names with initials: the first family first, the others given first
# ("Braveman, P., G. Oliva, M. G. Miller, V. Schaaf, and R. Reiter")
_FIRST_INVERTED = rf"[{UPPER}][\w'’\-]+(?:\s[{UPPER}][\w'’\-]+)?,\s*(?:[{UPPER}]\.\s?-?){{1,3}}"
# (a particle written as one word, "W. vander Werf"; a family name of two words, "K. J. La Pierre")
_INITIALS_FIRST = (rf"(?:[{UPPER}]\.\s?-?(?:[{UPPER}]\.\s?)?){{1,3}}\s?(?:(?:van|von|de|der|den|da|di|du|le|la|dos|vander|vanden|ter|ten|"
                   rf"del|della|dal|dalla)\s+)*[{UPPER}][\w'’\-]+(?:\s(?!and\b)[{UPPER}][\w'’\-]+)?")
_INVERTED_THEN_INITIALS = re.compile(rf"(?P<first>{_FIRST_INVERTED})(?P<others>(?:,\s*{_INITIALS_FIRST})*,?\s+(?:and|&)\s+{_INITIALS_FIRST}"
                                     rf"|(?:,\s*{_INITIALS_FIRST})+)")


def inverted_then_initials(text: str) -> list[str]:
    """The persons of "Family, I. I., I. Family, and I. Family" ([] for a list of another shape)."""
    found = _INVERTED_THEN_INITIALS.fullmatch(clean_space(text).strip(" ."))
    if not found:
        return []
    others = re.split(r",\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+", found.group("others").strip())
    return [found.group("first").strip(" ,."), *[o.strip(" ,") for o in others if o.strip(" ,")]]


def _authors(text: str) -> tuple[list[str], bool]:
    """Names separated by , ， 、 ; (GB/T, Vancouver); "et al." / 等 end the list."""
    names, truncated = [], False
    if is_organisation(text):
        return [clean_space(text).strip(" .")], False
    inverted = inverted_then_initials(text)
    if inverted:
        return inverted, False
    if ONE_FAMILY_GIVEN.match(clean_space(text).strip(" .")):
        return [clean_space(text).strip(" .")], False
    if re.fullmatch(r"[\u4e00-\u9fff]{2,4}(?:\s+[\u4e00-\u9fff]{2,4})+", clean_space(text).strip(" .")):
        return clean_space(text).strip(" .").split(" "), False     # "宋琪 丁陈君 陈方": Chinese names set apart by spaces
    semicolon, cut_short = semicolon_names(text)
    if semicolon:
        return semicolon, cut_short
    # "Xiaojie Guo.Tingmei Wang": a period glued between two names separates them too
    parts = re.split(r"\s*[,，、;；]\s*|(?<=[a-z]{2})\.(?=[A-Z][a-z])", clean_space(text).rstrip("."))
    # "Daniels and AS Maisel" / "Clerico and Emdin": two people joined by "and" without a comma
    parts = [p for part in parts for p in (re.split(r"\s+(?:and|&)\s+", part)
                                           if not has_organisation_word(part) else [part])]
    for part in parts:
        part = drop_joiner(part.strip(" ."))
        if not part:
            continue
        if _ETAL.match(part):
            truncated = True
            continue
        stripped = re.sub(r"\s*(?:et\s*al\.?|等)$", "", part)
        truncated = truncated or stripped != part          # "Bland E et al." (no comma before)
        part = stripped
        if part:
            names.append(_person(part))
    return glue_company_suffixes(names), truncated


# Harvard lines that spell the numbers out ("…, Volume 10, Issue 3. Article No. 20, pp 1-15." /
# "Published in Communications of the ACM, 21(2)" / "(No Date)"): written the usual way, so each
# style reads them as it reads "Journal, 10(3), pp. 1-15".
_SPELLED = (
    (re.compile(r"\((?:No|no)\s+[Dd]ate\)"), "(n.d.)"),
    (re.compile(r",?\s+Volume\s+(\d+),?\s+Issue\s+(\d+)\)?"), r", \1(\2)"),
    (re.compile(r",?\s+Volume\s+(\d+)(?=[,.])"), r", vol. \1"),
    (re.compile(r"(?<=\))\.?\s+Article\s+(?:No\.?|[Nn]umber)\s*\w+(?=,)"), ""),
    # SCIRP's and Hindawi's article number after the volume: "Journal, 20, Article ID: 021001." / "…, 44, Article No. 67."
    (re.compile(r"(?<=\d),\s+Article\s+(?:ID|No\.?|[Nn]umber)\s*:?\s*(?=[A-Za-z]?\d+\.?\s*$)"), ", "),
    (re.compile(r"(?<=\)),\s+Pages\s+(?=\d)"), ", "),      # Word's "Volume 92, Issue 3, Pages 393-399"
    (re.compile(r"\bpp\s+(?=\d)"), "pp. "),
    (re.compile(r"(\(\d[\w\-]*\)),\s*pp?\.\s*(?=\d)"), r"\1, "),          # "21(2), pp. 120-126": APA's "21(2), 120-126"
    # Taylor & Francis's "Cite this article": "Journal of Personality Assessment, 80:1, 26-30" (volume:issue)
    (re.compile(r"(?<=[^\W\d_]),\s+(\d{1,4}):(\d{1,3}),\s+(?=[A-Za-z]?\d+\s*[-–]\s*[A-Za-z]?\d+)"), r", \1(\2), "),
    # where it was found, to the end ("Available at: https://…", "Available at: file.pdf (Accessed: 3 May)")
    (re.compile(r"\.?\s*\bAvailable\s+(?:at|from):.*$"), "."),
    (re.compile(r"(?<=[”’'\".])\s+Published\s+in\s+(?=[A-Z])"), " "),
)


def spelled_numbers(text: str) -> str:
    for pattern, written in _SPELLED:
        text = pattern.sub(written, text)
    return text


def comma_after_initials(text: str) -> str:
    """"Yin, X. Zhu, Y. and Hu, J." → "Yin, X., Zhu, Y. and Hu, J.": a family-first list whose comma
    after a person's initials was left out (never a given-first list: "J. Smith, K. Lee")."""
    if not re.match(rf"[{UPPER}][\w'’\-]+(?:\s+[{UPPER}][\w'’\-]+)?,\s*[{UPPER}]\.", text.strip()):
        return text
    # the initials right after a family name and its comma ("Yin, X."), not a given-first name's ("R., W. T. Tsai")
    return re.sub(rf"([^\W\d_]{{2,}},\s*(?:[{UPPER}]\.[\s\-]?){{0,3}}?[{UPPER}]\.)\s+"
                  rf"(?=[{UPPER}][\w'’\-]+(?:\s+[{UPPER}][\w'’\-]+)?,\s*[{UPPER}](?:[.\-]|$))", r"\1, ", text)   # the last one's period may be gone
