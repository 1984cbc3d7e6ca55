"""Reading lists in Markdown that write the title first (issue 20, held-out batch 24): the
"awesome papers" shape, the title, the year in parentheses and a comma, then the names, a link
labelled "[pdf]" to the work:

    - **Distilling the knowledge in a neural network** (2015), G. Hinton et al. [[pdf]](http://…)
    - **ORB-SLAM** - ORB-SLAM: a Versatile Monocular SLAM System (2015), Raul Mur-Artal et al. [[PDF]](…)
    - Title of the paper (2021), Zachary Teed and Jia Deng [[PDF]](https://arxiv.org/pdf/…)
    - **Deep Learning**, Nature (2015), Yann LeCun, Yoshua Bengio & Geoffrey Hinton [[pdf]](…)

A link whose text is a label ("[[pdf]]", "[PDF]", "[[code]]") gives the work's address (the first
such link; a link to the code is not the work's). A short bold tag before " - " names the method,
not the work: it goes. A venue after a bold title and a comma is read as the journal, marked guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space, split_year
from .reflist_certainty import guess

# the labels a page's links after a reference carry ("[PDF](…)", "[Preprint](…)", "[Repository](…)")
LINK_LABEL = re.compile(r"(?:pdf|paper|link|web|html|arxiv|doi|code|github|project|slides|video|preprint|prepint|results|demo|"
                        r"repository|repo|data|dataset|supplement(?:ary)?|poster|bibtex|website|talk|blog|abstract|full\s+text)", re.I)
_LABEL_LINK = re.compile(r"\[\[?\s*(?:pdf|paper|link|web|html|arxiv|doi|code|github|project|slides|video)\s*\]?\]"
                         r"\((?P<url>https?://[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)\)", re.I)

_UPPER = "A-ZÀ-ÖØ-ÞĀ-Ž"
# "G. Hinton", "D. E. Rumelhart", "J.-K. Jung", "David G. Lowe", "Raul Mur-Artal", "Yann LeCun"
_NAME = (rf"(?:[{_UPPER}]\.\s?(?:-?[{_UPPER}]\.\s?)*|[{_UPPER}][a-zà-ÿ'’\-]+\s+(?:[{_UPPER}]\.\s+)?)"
         rf"(?:(?:van|von|de|der|den|da|dos|di|du|la|le|del)\s+)?[{_UPPER}][\w'’\-]*[a-zà-ÿ][\w'’\-]*")
_SHAPE = re.compile(rf"^(?P<head>.{{6,400}}?)\s*\((?P<year>(?:19|20)\d\d)\),\s*"
                    rf"(?P<names>{_NAME}(?:\s*(?:,|&|\band\b|,\s*and\b)\s*{_NAME})*)"
                    rf"(?P<etal>,?\s+et\s+al\.?)?\s*\.?\s*$")
# "**ORB-SLAM** - …": the method's tag before the title
_TAG = re.compile(r"^\*\*(?P<tag>[^*\s][^*]{0,24})\*\*\s+[-–—]\s+")


def link_labels(text: str) -> str:
    """The first label link's address where the link was ("… et al. http://…"), the others gone."""
    found = []

    def one(match: re.Match) -> str:
        found.append(match.group("url"))
        return f" {match.group('url')} " if len(found) == 1 else " "
    return _LABEL_LINK.sub(one, text)


def parse_title_year_names(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from "Title (2015), G. Hinton et al." (identifiers already out); False when the
    line has another shape."""
    match = _SHAPE.match(text)
    if not match:
        return False
    head = match.group("head").strip()
    number = re.match(r"^\[(\d{1,4})\]\s*", head)      # "- [**3**] **Deep Learning**, Nature (2015), …"
    if number:
        head = head[number.end():]
        entry.number = entry.number if entry.number is not None else int(number.group(1))
    raw = re.sub(r"^\s*(?:[-*+]\s+)?(?:\d{1,4}[.)]\s+|\[\**\d{1,4}\**\]\s*)?", "", entry.raw or "")
    tag = _TAG.match(raw)
    if tag and head.startswith(tag.group("tag")):
        head = re.sub(r"^\s*[-–—]\s+", "", head[len(tag.group("tag")):])
        raw = raw[tag.end():]
    bold = re.match(r"^\*\*(?P<title>[^*]+?)\*\*\s*,\s*(?P<venue>[^,()*]{2,60}?)\s*\((?:19|20)\d\d\)", raw)
    if bold and head == f"{clean_space(bold.group('title'))}, {clean_space(bold.group('venue'))}":
        entry.title, entry.journal = clean_space(bold.group("title")), clean_space(bold.group("venue"))
        guess(entry, "journal", "a name after the bold title and a comma read as the venue")
    else:
        entry.title = head
    entry.title = entry.title.strip(" .,")
    if not re.search(r"[^\W\d_]{2}", entry.title):
        return False
    names = re.split(r"\s*(?:,\s*and\b|,|&|\band\b)\s*", match.group("names"))
    entry.authors = [clean_space(n) for n in names if n.strip()]
    entry.authors_truncated = bool(match.group("etal"))
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.entry_type = "article" if entry.journal else "misc"
    return True


# --- a paper as a row of a Markdown table (an "awesome papers" README): "ICLR | 2021 | X. Zhu and W. Su et al. |
# [Deformable DETR: …](https://arxiv.org/abs/2010.04159) | SenseTime Research | [[official code]](…)" ---------------
_NAMES_CELL = re.compile(rf"^{_NAME}(?:\s*(?:,\s*and\b|,|&|\band\b)\s*{_NAME})*(?:,?\s+et\s+al\.?)?$")
_TITLE_CELL = re.compile(r"^\*{0,2}\[(?P<title>[^\[\]]{8,300})\]\((?P<url>https?://[^\s()]+)\)\*{0,2}$|^\*\*(?P<bold>[^*]{8,300})\*\*$")
# a reading list kept as a table, its names written family first ("| Tomasello, Michael | 2010 | *Origins of Human
# Communication* | tomasello_origins_2010 |", "| Berger, Peter & Luckmann, Thomas | …", "| Rosas et al. | …"), the title in
# italics or quotes, maybe a remark in brackets after it
_FAMILY_FIRST = rf"[{_UPPER}][\w'’\-]+(?:\s[{_UPPER}][\w'’\-]+)?,\s[{_UPPER}][\w'’.\-]*(?:\s(?:[{_UPPER}][\w'’.\-]*|von|van|de|der))*"
_FAMILY_FIRST_CELL = re.compile(rf"^{_FAMILY_FIRST}(?:\s*(?:&|;|\band\b|\bund\b)\s*{_FAMILY_FIRST})*$"
                                rf"|^[{_UPPER}][\w'’\-]+\s+et\s+al\.?$")
_SET_TITLE_CELL = re.compile(r"^(?:\*(?P<italic>[^*]{3,300})\*|[„“\"](?P<quoted>[^\"“”„]{3,300})[\"“”])(?:\s*\([^()]*\))?$")
_VENUE_CELL = re.compile(r"^[A-Za-z][\w\-'’&.]*(?:\s+[\w\-'’&.]+){0,3}$")


def table_row(text: str) -> str:
    """Such a row written as IEEE's line ("X. Zhu and W. Su et al., “Title,” ICLR, 2021. https://…"), when a cell
    is the year, one the title (a link's text or in bold), one the names, and a short one before the title the
    venue; any other line as it is. (The institutions' and the code's cells are no part of the reference.)"""
    if text.count("|") < 3:
        return text
    cells = [c.strip() for c in re.split(r"(?<!\\)\|", text.strip().strip("|"))]
    years = [i for i, c in enumerate(cells) if re.fullmatch(r"(?:19|20)\d\d", c)]
    titles = [(i, m) for i, c in enumerate(cells) for m in [_TITLE_CELL.match(c)] if m]
    if len(years) == 1 and not titles:
        return _family_first_row(cells, years[0]) or text
    if len(years) != 1 or len(titles) != 1:
        return text
    at, title = titles[0]
    # the names before the title ("Google Research", "U.C. Berkeley" after it are the institutions)
    names = [i for i, c in enumerate(cells[:at]) if _NAMES_CELL.match(c)] or [
        i for i, c in enumerate(cells) if i > at and _NAMES_CELL.match(c)]
    if len(names) != 1:
        return text
    venue = next((c for i, c in enumerate(cells[:at]) if i not in (years[0], names[0]) and _VENUE_CELL.match(c)), "")
    shown = (title.group("title") or title.group("bold")).strip(" .").replace("“", "‘").replace("”", "’")
    return (f"{cells[names[0]]}, “{shown},” {venue + ', ' if venue else ''}{cells[years[0]]}."
            f"{' ' + title.group('url') if title.group('url') else ''}")


def _family_first_row(cells: list[str], year: int) -> str:
    """A reading list's row of names family first, year and title: "Names (year). Title." ("" for another row)."""
    names = [i for i, c in enumerate(cells) if _FAMILY_FIRST_CELL.match(c)]
    titles = [(i, m) for i, c in enumerate(cells) for m in [_SET_TITLE_CELL.match(c)] if m]
    if len(names) != 1 or len(titles) != 1:
        return ""
    title = titles[0][1]
    shown = (title.group("italic") or title.group("quoted")).strip(" .")
    return f"{cells[names[0]]} ({cells[year]}). {shown}."
