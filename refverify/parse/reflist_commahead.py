"""Author blocks closed by a comma, not a period (issue 20).

Some writers close the author list of a GB/T 7714 line with a comma: "Leaman R, Gonzalez G., BANNER: an
executable survey[C]. …" (the last initial's period, then a comma), "Sun C, Lin L, et al., Title[C]. …",
Chinese "张冬冬，电信计费系统的研发与分析[D]:硕士学位论文.长春：…" or "胡雄武，张平松，等 Title[J]. …" (等, then a
space). Typed by hand without a type code: "杨健，线性投影分析的理论与算法…，南京理工大学, 2002." (a
thesis: the name, the title, the university, the year). Elsevier-like lines without quotes end the
title at ", in ": "R. Bunescu, R. Mooney, Title, in Proceedings of X (Y’06), New York, NY, USA, 2006."

The period before the comma ("G., ") says where the names end; a comma alone does not (a title may
open with a name-like word), so what is read from it is marked guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_certainty import guess
from .reflist_parts import UPPER

_PARTICLE = r"(?:(?:de|van|von|der|den|da|di|du|la|le|del|dos|ten|ter)\s+)"
_WORD = rf"[{UPPER}][\w'’\-]*"
# "Leaman R", "Radev D R", "De Marneffe M C", "de Pablo-Sanchez C", "YANG M S", "Kao H Y"
_VANCOUVER = rf"{_PARTICLE}*{_WORD}(?:\s+{_WORD})?\s+(?:[{UPPER}]{{1,3}}|[{UPPER}](?:\s+[{UPPER}]){{1,2}})"
# "Jun'ichi Tsujii" (given first, in full), "R. Bunescu" / "J.-P. Roux" (initials first)
_GIVEN_FULL = rf"{_WORD}\s+{_PARTICLE}*{_WORD}"
_INITIALS_FIRST = rf"(?:[{UPPER}]\.\s?-?){{1,3}}\s*{_PARTICLE}*{_WORD}(?:[\s\-]{_WORD})?"
# "Bezdek J. C.", "Koh H. Y." (family first, the initials dotted and spaced)
_DOTTED_AFTER = rf"{_PARTICLE}*{_WORD}\s+[{UPPER}]\.(?:\s?-?[{UPPER}]\.){{0,2}}"
_LATIN_NAME = re.compile(rf"(?:{_VANCOUVER}|{_GIVEN_FULL}|{_INITIALS_FIRST}|{_DOTTED_AFTER})\.?")
_STRICT_NAME = re.compile(rf"{_VANCOUVER}")
_NAME_GOES_ON = re.compile(rf"(?:{_VANCOUVER}|{_INITIALS_FIRST})\.?\s*(?:[.,，]|et\s*al)")
_ETAL = re.compile(r"et\s*al\.?|等")
# "Wu W., He L., Lin W., et al. Title": "et al." after the last comma, then the list's period
_ETAL_CLOSES = re.compile(r"(?:et\s*al\.?|等)\s*[.．]?\s+(?=\S)")
# a Chinese writer: two to four characters, or a name with "·"
_CJK_NAME = re.compile(r"[\u4e00-\u9fff]{2,4}|[\u4e00-\u9fff]{1,8}(?:·[\u4e00-\u9fff]{1,8})+")
_COMMA = re.compile(r"\s*[,，]\s*")


def _tokens(head: str) -> list[tuple[str, int]]:
    """The comma-parted parts of ``head`` with where each starts."""
    tokens, start = [], 0
    for comma in _COMMA.finditer(head):
        tokens.append((head[start:comma.start()], start))
        start = comma.end()
    tokens.append((head[start:], start))
    return tokens


def latin_head(head: str) -> tuple[str, str, bool] | None:
    """(authors, title, sure) of a GB/T head whose Latin names end with a comma: after the last
    name closed by a period ("Gonzalez G., Title", sure), or, when the head has no period at all,
    after the last name written family-first with initials ("Leaman R, Gonzalez G, Title", a guess);
    None for another head."""
    head = head.strip()
    tokens = _tokens(head)
    closed = None
    for index, (token, _) in enumerate(tokens[:-1]):
        token = token.strip()
        if not (_LATIN_NAME.fullmatch(token) or index and _ETAL.fullmatch(token)):
            break
        if token.endswith("."):
            closed = index
    if closed is not None:
        title = head[tokens[closed + 1][1]:].strip()
        etal = _ETAL_CLOSES.match(title)
        if etal and len(title[etal.end():].split()) >= 2:
            return head[:tokens[closed + 1][1] + etal.end()].strip(" ,."), title[etal.end():], True
        # "Smith J., Lee K. Title": the names go on after the comma, the period after them ends the list
        if len(title.split()) >= 2 and not _NAME_GOES_ON.match(title):
            return head[:tokens[closed + 1][1]].strip(" ,"), title, True
    initials = 0
    for index, (token, _) in enumerate(tokens[:-1]):
        if not re.fullmatch(_INITIALS_FIRST, token.strip()):
            break
        initials = index + 1
    title = head[tokens[initials][1]:].strip() if initials else ""
    if len(title.split()) >= 3 and "." not in title and not re.match(_INITIALS_FIRST + r"\s*,", title):
        # "J. Clementi, R. Marini, G.S. Mugnozza, Title [J]": names initials first, a comma after the last
        return head[:tokens[initials][1]].strip(" ,"), title, False
    if "." in head:
        return None
    count = 0
    for index, (token, _) in enumerate(tokens[:-1]):
        token = token.strip()
        if _STRICT_NAME.fullmatch(token) or index and _ETAL.fullmatch(token):
            count = index + 1
        else:
            break
    if not count:
        return None
    title = head[tokens[count][1]:].strip()
    # two words will do after two names or more ("Resnick P, Varian H R, Recommender system[J]")
    if len(title.split()) < (2 if count >= 2 else 3) or _STRICT_NAME.fullmatch(tokens[count][0].strip()):
        return None
    return head[:tokens[count][1]].strip(" ,"), title, False


# "胡雄武，张平松，吴荣新，等 Title" / "张冬冬，Title": Chinese names, 等 (and others), a comma or a space
_CJK_HEAD = re.compile(r"^(?P<names>(?:(?:[\u4e00-\u9fff]{2,4}|[\u4e00-\u9fff·]{1,17}·[\u4e00-\u9fff·]{1,8})\s*[,，、]\s*)*"
                       r"(?:[\u4e00-\u9fff]{2,4}?|[\u4e00-\u9fff·]{1,17}·[\u4e00-\u9fff·]{1,8}))"
                       r"(?:\s*[,，]?\s*(?P<etal>等))?(?:\s*[,，]\s*|(?<=等)\s+)(?P<title>\S.+)$")


def cjk_head(head: str, before_code: bool = False) -> tuple[str, str, bool] | None:
    """(authors, title, sure) of a Chinese head whose names end with a comma or "等 " (a space
    after "and others"); the title's first part must be longer than a name, unless the head is
    all before a type code (a title is then always there: "周志华，机器学习[M]"). Never sure."""
    match = _CJK_HEAD.match(head.strip())
    if not match:
        return None
    names = [n for n in re.split(r"\s*[,，、]\s*", match.group("names")) if n]
    if not names or not all(_CJK_NAME.fullmatch(n) for n in names):
        return None
    title = match.group("title").strip()
    first = re.split(r"[,，:：]", title, maxsplit=1)[0]
    if len(first) <= 4 and not match.group("etal") and not before_code:
        return None
    return match.group("names") + ("等" if match.group("etal") else ""), title, False


# "杨健，线性投影分析的理论与算法…，南京理工大学, 2002." — no type code: a thesis at a university
_THESIS_NO_CODE = re.compile(r"^(?P<head>.+?)\s*[,，]\s*(?P<school>[\u4e00-\u9fff]{2,20}(?:大学|学院|研究院|研究所|科学院))"
                             r"\s*[,，.．]\s*(?P<year>(?:19|20)\d\d)\s*(?:年)?\s*[.．。]?$")


def parse_thesis_no_code(text: str, entry: BibEntry, authors) -> bool:
    """"Name，Title，University, year." read as a thesis, every field but the year guessed;
    ``authors`` splits the names. False for another shape."""
    match = _THESIS_NO_CODE.match(text.strip())
    head = cjk_head(match.group("head")) if match else None
    if not head:
        return False
    entry.authors, entry.authors_truncated = authors(head[0])
    # the kind written after the title: "…，硕士论文，大连理工大学，2009"
    entry.title = re.sub(r"\s*[,，]\s*(?:(?:硕士|博士|学士)(?:学位)?|学位)论文$", "", head[1].strip(" ."))
    entry.publisher = match.group("school")
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.entry_type = "thesis"
    guess(entry, ("authors", "title", "publisher"),
          "a line without a type code read as name, title, university, year (a thesis)")
    return True


# Elsevier-like lines without quotes: "R. Bunescu, R. Mooney, Title, in Proceedings of X, Place, 2006."
_INITIALS_NAME = re.compile(rf"(?:[{UPPER}]\.\s?-?){{1,3}}\s*{_PARTICLE}*{_WORD}(?:[\s\-]{_WORD})?")
_IN_CONTAINER = re.compile(r",\s+[Ii]n:?\s+(?=[A-Z0-9])")
# (", pages 1166-1170, 2013" before the year too, as Chinese theses write their English proceedings)
_TAIL = re.compile(r"^(?P<container>.+?)(?:\s*,\s*pages\s+(?P<pages2>\w+\s*[-–—]+\s*\w+|\w+))?"
                   r"(?P<place>(?:\s*,\s*[A-Z][A-Za-z.\-]*(?:\s+[A-Z][A-Za-z.\-]*){0,2}){0,4})"
                   r"\s*,\s*(?P<year>(?:19|20)\d\d)[a-z]?(?:\s*,\s*pp?\.\s*(?P<pages>\d+\s*[-–—]+\s*\d+|\d+))?\s*\.?$")


def _initials_names(head: str) -> tuple[list, int]:
    """The comma-parted tokens of ``head`` and how many of them open it as names given first with initials
    ("R. Bunescu", "and M. I. Jordan", "et al.")."""
    tokens = _tokens(re.sub(r",?\s+(?:and|&)\s+(?=[A-Z]\.)", lambda m: "," + " " * (len(m.group(0)) - 1), head))
    count = 0
    for index, (token, _) in enumerate(tokens[:-1]):
        token = token.strip()
        if _INITIALS_NAME.fullmatch(token) or index and _ETAL.fullmatch(token):
            count = index + 1
        else:
            break
    return tokens, count


def _set_names(tokens: list, count: int, entry: BibEntry) -> None:
    names = [re.sub(r"^(?:and|&)\s+", "", t.strip()) for t, _ in tokens[:count]]
    entry.authors_truncated = any(_ETAL.fullmatch(n) for n in names)
    entry.authors = [n for n in names if not _ETAL.fullmatch(n)]


# "…, Journal of Machine Learning Research, 3(2003): 993-1022." / "…, Journal, 2004, 81(12): 1477-1492." /
# "…, Data Science, 2017:42-54." — a Chinese thesis's English articles, IEEE's names without its quotes
_NUMBERS = re.compile(r"(?P<journal>[A-Z][^,\d]{2,120}?)\s*,\s*(?:(?P<year>(?:19|20)\d\d)\s*,\s*(?P<volume>\d+)(?:\s*\((?P<issue>[^()]{1,10})\))?"
                      r"|(?P<volume2>\d+)\s*\((?P<year2>(?:19|20)\d\d)\)|(?P<year3>(?:19|20)\d\d))"
                      r"\s*[:：]\s*(?P<pages>\w+(?:\s*[-–—]+\s*\w+)?)\s*\.?$")


def parse_names_title_journal(text: str, entry: BibEntry) -> bool:
    """"I. Family, …, and I. Family, Title, Journal, year, vol(issue): pages." (or "vol(year): pages",
    "year: pages"): the journal is the part before the numbers, the title all between the names and it
    (marked guessed when it holds a comma). False for another shape."""
    text = text.strip()
    tokens, count = _initials_names(text)
    if not count or count >= len(tokens):
        return False
    rest = text[tokens[count][1]:]
    cut = [m.start() for m in re.finditer(r",\s*", rest)]
    for start in reversed(cut):
        numbers = _NUMBERS.match(rest, re.match(r",\s*", rest[start:]).end() + start)
        if numbers:
            break
    else:
        return False
    title = rest[:start].strip()
    if len(title.split()) < 2 or _INITIALS_NAME.fullmatch(title):
        return False
    _set_names(tokens, count, entry)
    entry.title, entry.journal = title, numbers.group("journal").strip()
    entry.year, entry.year_suffix = split_year(numbers.group("year") or numbers.group("year2") or numbers.group("year3"))
    entry.volume, entry.issue = numbers.group("volume") or numbers.group("volume2") or "", numbers.group("issue") or ""
    entry.pages = re.sub(r"\s*[-–—]+\s*", "-", numbers.group("pages"))
    entry.entry_type = "article"
    if "," in title:
        guess(entry, ("title", "journal"), "the title holds a comma: where it ends and the journal begins is a guess")
    return True


def parse_names_title_in(text: str, entry: BibEntry) -> bool:
    """"I. Family, I. Family, Title, in Proceedings …, [Place,] year[, pp. P]." — the names given
    first with initials, the title ending at ", in "; the place before the year taken off the
    proceedings by the shape of its words (a guess). False for another shape."""
    text = text.strip()
    split = _IN_CONTAINER.search(text)
    if not split:
        return False
    tokens, count = _initials_names(text[:split.start()])
    if not count:
        return False
    title = text[tokens[count][1]:split.start()].strip()
    tail = _TAIL.match(text[split.end():])
    if len(title.split()) < 2 or not tail or _INITIALS_NAME.fullmatch(title) \
            or re.search(r"\((?:[Ee]ds?|[Hh]rsg)\.?\)|\b[Ee]ds?\.,|\b[Ee]ds?\.?\s+(?:[A-Z]\.\s?)+[A-Z]", text[split.end():]):
        # a style without titles ("J. Obi and K. Lee, in Proceedings …": the last name is no title) or a
        # chapter in an edited book ("in: J. Obi (Ed.), Book, …", "…, eds J. Obi and …"): not this shape
        return False
    _set_names(tokens, count, entry)
    entry.title = title
    entry.journal = tail.group("container").strip()
    entry.year, entry.year_suffix = split_year(tail.group("year"))
    entry.pages = re.sub(r"\s*[-–—]+\s*", "-", tail.group("pages") or tail.group("pages2") or "")
    entry.entry_type = "inproceedings"
    if tail.group("place").strip(" ,"):
        guess(entry, "journal", f"\"{tail.group('place').strip(' ,')}\" before the year taken as the conference's place")
    return True


# --- GB/T [C] tails without "//" ------------------------------------------------------------------

# "[C]. Pacific symposium on biocomputing. 2008, 13: 652-663." / "[C]. Proceedings of LREC. 2006, 6(2006): 449-454."
_CONTAINER_YEAR_VOLUME = re.compile(
    r"^(?:In:?\s+)?(?P<container>[^\d].*?)\s*[.,，．]\s*(?P<year>(?:19|20)\d\d)[a-z]?\s*[,，]\s*(?P<volume>\d{1,5})"
    r"\s*(?:[(（](?P<issue>[^()（）]{1,10})[)）])?\s*[:：]\s*(?P<pages>\d+(?:\s*[-–—~]+\s*\d+)?)\s*[.．]?$")
# the publisher written as the container's last sentence: "Proceedings of X. Association for Computational
# Linguistics" / "International Conference on Intelligent Computing. Springer Berlin Heidelberg"
_PUBLISHER_WORDS = re.compile(r"\b(?:Association|Society|Press|Publish\w*|Springer|Verlag|Elsevier|Wiley|IEEE|ACM|"
                              r"Heidelberg|Inc|Ltd|LLC|GmbH|Academic|Curran|Morgan Kaufmann|MIT|Institute|Organization)\b")
_LAST_SENTENCE = re.compile(r"^(?P<container>.{8,}?[^\s.A-Z])\.\s+(?P<publisher>[A-Z][^.:：]{1,80}?)\s*$")


def container_year_volume(tail: str, entry: BibEntry) -> bool:
    """A [C] tail "Proceedings. year, volume(issue): pages" read into ``entry``; False otherwise."""
    match = _CONTAINER_YEAR_VOLUME.match(tail.strip())
    if not match:
        return False
    entry.journal = publisher_off(match.group("container").strip(" ."), entry)
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.volume, entry.issue = match.group("volume"), (match.group("issue") or "").strip()
    entry.pages = re.sub(r"\s*[-–—~]+\s*", "-", match.group("pages"))
    return True


def publisher_off(container: str, entry: BibEntry) -> str:
    """The container of a [C] line without its last sentence when that names a publisher (into
    ``entry``)."""
    match = _LAST_SENTENCE.match(container.strip())
    if not match or entry.publisher or not _PUBLISHER_WORDS.search(match.group("publisher")) \
            or re.search(r"(?i)\b(?:conference|proceedings|symposium|workshop)\b", match.group("publisher")):
        return container
    entry.publisher = match.group("publisher").strip()
    return match.group("container").strip()


def empty_slot(tail: str) -> str:
    """"[C]//. Venue, 2002:58-60." / CNKI's "[C]//.会议论文集.,2009:76-79.": the empty slot of an
    editor or a place (a period after "//", a period before the comma before the year) left out."""
    tail = re.sub(r"^//\s*[.．]\s*", "//", tail)
    return re.sub(r"[.．]\s*[,，]\s*(?=(?:19|20)\d\d)", ", ", tail)


# EndNote's GB/T output: "Title; proceedings of the International Conference on X, F, 2006 [C]."
_ENDNOTE_PROCEEDINGS = re.compile(r"^(?P<title>.+?)\s*;\s*proceedings\s+of\s+(?:the\s+)?(?P<conference>.+?)"
                                  r"(?:\s*,\s*(?P<place>[^,，]{1,40}?))?\s*,\s*(?P<year>(?:19|20)\d\d)[a-z]?\s*$")


def endnote_proceedings(entry: BibEntry) -> bool:
    """EndNote's "Title; proceedings of the Conference, Place, year [C].": the title, the
    conference (the journal) and the year parted; False for another title."""
    match = _ENDNOTE_PROCEEDINGS.match(entry.title.strip())
    if not match:
        return False
    entry.title = match.group("title").strip(" .")
    entry.journal = match.group("conference").strip()
    entry.year, entry.year_suffix = split_year(match.group("year"))
    return True


def degree_label(tail: str) -> str:
    """A thesis tail without its degree label: "[D]:硕士学位论文.长春：吉林大学，2003" → "长春：吉林大学，2003"."""
    return re.sub(r"^[\s:：.．]*(?:硕士|博士)(?:学位)?论文\s*[.．,，:：]?\s*", "", tail)
