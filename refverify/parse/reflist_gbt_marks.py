"""GB/T lines as Google Scholar's "GB/T 7714" copy, CNKI's old export and Chinese writers retype
them (issue 20, held-out batch 31), put back into GB/T's own marks before they are read:

    "Names. Title[C], 2023 IEEE Conference (IROS), 2023, 10425-10432."
        → "Names. Title[C]//2023 IEEE Conference (IROS), 2023: 10425-10432."   (a comma after the code)
    "Names. Title[ J]. Journal, 2005, 22(4): 134- 138."  → "…Title[J]. …"       (a space in the code)
    "张三;李四;王五.标题.期刊,2022(18)."  → "张三,李四,王五.标题.期刊,2022(18)."    (CNKI's ';' between names)
    "Ann Lee; Bo Chen.Title[J]. …"  → "Ann Lee, Bo Chen. Title[J]. …"         (and on a typed line, Latin ones)
    "Lee A , Ng B S .Title[J]. …" / "Lee A ,Bo Chen.Title[J]. …"  → "Lee A, Ng B S. Title[J]. …"  (CNKI's spacing)
    "…[J].期刊.2016,(10).91-94."  → "…[J].期刊.2016,(10):91-94."                (a period before the pages)
    "Title[OL]. arXiv:2505.17342, 2025."  → "Title[OL]. arXiv, 2025."          (the number kept as an identifier)
    "Name.Title. Journal | [J] Journal Name . Volume 6 , Issue 1 . 2024. PP 91-97"
        → "Name.Title[J]. Journal Name, 2024, 6(1): 91-97."                    (a publisher's page copied)

Any other line is left as it is.
"""
from __future__ import annotations

import re

from ..core.text import has_cjk
from .entry import BibEntry
from .reflist_certainty import guess

_HAN = r"\u4e00-\u9fff"
_YEAR = r"(?P<year>(?:19|20)\d\d)"
_RANGE = r"[A-Za-z]?\d+\s*[\-–]\s*[A-Za-z]?\d+"
_CODES = r"(?:J|M|D|C|S|R|P|N|A|G|Z|EB|DB|CP|DS|CM|OL)(?:/OL)?"
_SPACED = re.compile(rf"[\[［](?:\s+(?P<code>{_CODES})\s*|(?P<code2>{_CODES})\s+)[\]］]")
_COMMA_PROCEEDINGS = re.compile(
    rf"[\[［](?P<code>[CA])[\]］]\s*[,，]\s*(?P<venue>(?:(?!//)[^\[\]［］]){{4,}}?)\s*[,，]\s*{_YEAR}"
    rf"(?:\s*[,，]\s*(?P<pages>{_RANGE}))?\s*\.?\s*$")
_SEMICOLON_NAMES = re.compile(rf"^(?P<names>[{_HAN}]{{2,4}}(?:\s*[;；]\s*[{_HAN}]{{2,4}})+)(?=\s*[,，]?\s*(?:等\s*)?[.．])")
# full Latin names so parted on a GB/T line: "Guanhong Chen; Jiangming Xu.Title[J]. …"
_SEMICOLON_LATIN = re.compile(r"^(?P<names>[A-Z][a-z]+(?:-[A-Za-z][a-z]+)? [A-Z][a-z]+(?:\s*;\s*[A-Z][a-z]+(?:-[A-Za-z][a-z]+)? [A-Z][a-z]+)+)\s*\.\s*")
# CNKI's export of Latin names, spaced before its marks: "Libre A , Manalo A , Laksito G S .Title[J]." /
# "Marine-Roig E ,Salvador Anton Clavé.Title[J]." (an initials name, or a full one)
_INITIALS_NAME = r"[A-Z][\w'’]*(?:[\-‐][A-Z][\w'’]*)?(?: [A-Z]){1,3}"
_FULL_NAME = r"[A-Z][\w'’]*(?:[\-‐][A-Za-z][\w'’]*)?(?: [A-Z][\w'’]*(?:[\-‐][A-Za-z][\w'’]*)?){1,3}"
_SPACED_NAMES = re.compile(rf"^(?P<names>(?:{_INITIALS_NAME}|{_FULL_NAME})(?:\s*,\s*(?:{_INITIALS_NAME}|{_FULL_NAME}))*)"
                           rf"(?P<gap>\s+\.\s*|\.(?=[A-Z]))(?=[A-Z\d])")
# an arXiv preprint typed as a web source: "Title[OL]. arXiv:2505.17342, 2025." (the number is kept with the
# line's identifiers; left in, its digits read as a publisher and a year)
_ARXIV_ONLINE = re.compile(rf"(?P<code>[\[［](?:EB/OL|OL|Z)[\]］]\s*[.．]\s*)(?:arXiv\s+preprint\s+)?arXiv\s*[:：]\s*\d{{4}}\.\d{{4,5}}(?:v\d+)?"
                           rf"\s*[,，]\s*(?P<year>(?:19|20)\d\d)\s*\.?\s*$")
_PERIOD_PAGES = re.compile(rf"(?P<before>(?:19|20)\d\d\s*[,，]\s*(?:\d+\s*)?[(（][^()（）]{{1,8}}[)）])\s*[.．]\s*(?P<pages>{_RANGE})\s*[.．]?\s*$")
_PAGE_COPY = re.compile(
    rf"\s*[.．]?\s*Journal\s*\|\s*\[J\]\s*(?P<journal>[^|\[\]]+?)\s*\.\s*"
    # (the numbers as written, or as "Volume 6, Issue 1" is read before: ", 6(1)")
    rf"(?:Volume\s+(?P<volume>\d+)\s*,\s*Issue\s+(?P<issue>\d+)|,\s*(?P<volume2>\d+)\((?P<issue2>\d+)\))\s*\.\s*"
    rf"{_YEAR}\s*\.?(?:\s*PP\.?\s*(?P<pages>{_RANGE}))?\s*\.?\s*$")


def _page_copy(text: str) -> str:
    copy = _PAGE_COPY.search(text)
    if not copy:
        return text
    pages = f": {copy.group('pages')}" if copy.group("pages") else ""
    return (f"{text[:copy.start()].rstrip(' .')}[J]. {copy.group('journal')}, {copy.group('year')}, "
            f"{copy.group('volume') or copy.group('volume2')}({copy.group('issue') or copy.group('issue2')}){pages}.")


def _cnki_names(text: str) -> str:
    """CNKI's Latin names written with a space before a comma or the period, or the period glued to
    the title, spaced as GB/T's; any other line unchanged."""
    head = _SPACED_NAMES.match(text)
    if not head or not (re.search(r"\s,|,(?=\S)", head.group("names")) or head.group("gap").startswith(" ")):
        return text
    names = re.split(r"\s*,\s*", head.group("names"))
    return f"{', '.join(names)}. {text[head.end():]}"


# CNKI's own date of an issue, and a Vancouver semicolon after the year in a Chinese line
_CNKI_ISSUE = re.compile(r"(?<!\d)(?P<year>(?:19|20)\d\d)\s*年\s*(?P<issue>\d{1,3})\s*期")
_YEAR_SEMICOLON = re.compile(r"(?<![\d:])(?P<year>(?:19|20)\d\d)\s*[;；]\s*(?=\d{1,4}\s*[(（])")


# a Latin list typed with a Chinese input method's marks: "Fishbein，M.，Ajzen，I..Belief［M］.", "MIS Q，1989.13（03）."
# (the year, a period, the volume and the issue); only the names are retyped, the title keeps its marks
_FULLWIDTH_NAMES = re.compile(r"^(?P<lead>\s*(?:[\[［]\d{1,4}[\]］])?\s*)"
                              r"(?P<names>(?:[A-Z][A-Za-z'’\-]+(?:\s[A-Z][A-Za-z'’\-]+)?，\s*(?:[A-Z]\.\s?-?){1,3}(?:，\s*)?)+(?:et\s+al\.)?)"
                              r"(?P<stop>\.?)\s?(?=[A-Z])")
_YEAR_DOT_VOLUME = re.compile(r"(?<=[,，])(\s?)((?:1[5-9]|20)\d\d)\.(\d{1,4})(?=\s*[(（])")


def _fullwidth_latin(text: str) -> str:
    """The full-width commas a Chinese input method types between Latin names as the commas GB/T writes there
    ("Ajzen，I..Title" read as "Ajzen, I. Title"); "1989.13（03）" as "1989, 13（03）"."""
    text = _YEAR_DOT_VOLUME.sub(lambda m: f"{m.group(1)}{m.group(2)}, {m.group(3)}", text)
    names = _FULLWIDTH_NAMES.match(text)
    if not names:
        return text
    head = re.sub(r"\s*，\s*", ", ", names.group("names")).rstrip(", ")
    return f"{names.group('lead')}{head} {text[names.end():]}"


def as_gbt(text: str) -> str:
    """``text`` with the retyped marks above in GB/T's own; any other line unchanged."""
    text = _SPACED.sub(lambda m: f"[{m.group('code') or m.group('code2')}]", text)
    text = _SEMICOLON_NAMES.sub(lambda m: re.sub(r"\s*[;；]\s*", ",", m.group("names")), text)
    text = _ARXIV_ONLINE.sub(lambda m: f"{m.group('code')}arXiv, {m.group('year')}.", text)
    text = _PERIOD_PAGES.sub(lambda m: f"{m.group('before')}:{m.group('pages')}.", text)
    text = _page_copy(text)
    if has_cjk(text) and "》" not in text:      # (a line in title marks has its own reader of "2021年8期")
        text = _CNKI_ISSUE.sub(r"\g<year>(\g<issue>)", text)      # CNKI's "2014年07期" as GB/T's "2014(07)"
        text = _YEAR_SEMICOLON.sub(r"\g<year>, ", text)           # "计算机工程与设计, 2010; 31(5)"
    if re.search(rf"[\[［]{_CODES}[\]］]", text):
        text = _fullwidth_latin(text)
        text = _cnki_names(text)
        text = _SEMICOLON_LATIN.sub(lambda m: re.sub(r"\s*;\s*", ", ", m.group("names")) + ". ", text)
    comma = _COMMA_PROCEEDINGS.search(text)
    if not comma:
        return text
    pages = f": {comma.group('pages')}" if comma.group("pages") else ""
    return f"{text[:comma.start()]}[{comma.group('code')}]//{comma.group('venue')}, {comma.group('year')}{pages}."


def page_count(entry: BibEntry, style: str) -> None:
    """Baidu Scholar's and CNKI's copies put the article's page count where GB/T puts its pages
    ("2015, 38(6):4", "2024(4):53"): a lone number of one or two digits after the issue is read as
    the pages, marked guessed (a finding on it stays a warning)."""
    if style not in ("gbt7714", "zh_no_type_code") or not entry.issue or not re.fullmatch(r"\d{1,2}", entry.pages or ""):
        return
    if re.search(rf"[)）]\s*[:：]\s*{entry.pages}\s*(?:[.．]|$|\s*DOI)", entry.raw or ""):
        guess(entry, "pages", "one small number after the issue: the pages, or the article's page count")
