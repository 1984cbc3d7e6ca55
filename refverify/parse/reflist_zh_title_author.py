"""A Chinese paper's heading copied into a list: the title, then the author with the affiliation in
parentheses, as a journal's first page prints them (issue 20, held-out batch 29):

- "新经济形态下某某应用现状及对策研究  王某某（某某学院）"
- "城市社区治理的路径研究 李一 张二（某某大学 公共管理学院）"

and CNKI's file name for a download, the title, an underscore, the first author (held-out batch 56):

- "《浅析某某制度的建立》_赵某（2007）" / "基于某某的研究_王某某.caj"

The names are the words of two to four characters before the parenthesis (marked guessed: the line
says only by its layout that they are names); the affiliation is no field of the work.
"""
from __future__ import annotations

import re

from .entry import BibEntry, set_names_and_year
from .reflist_certainty import guess

_HAN = r"\u4e00-\u9fff"
_LINE = re.compile(rf"^(?P<title>[{_HAN}][^（()）]{{5,120}}?)\s+(?P<names>[{_HAN}]{{2,4}}(?:\s*[，,、\s]\s*[{_HAN}]{{2,4}}){{0,5}})\s*"
                   rf"[（(](?P<affiliation>[^（()）]{{2,60}}(?:大学|学院|研究所|研究院|研究中心|公司|医院|学校|中心|学院\s*\S+))[）)]\s*[.。]?$")


def parse_title_author_affiliation(text: str, entry: BibEntry) -> bool:
    line = _LINE.match(text.strip())
    if not line or re.search(r"\[[A-Z]{1,2}(?:/[A-Z]{1,2})?\]|\d{4}", line.group("title")):
        return False        # a GB/T type code or a year: another reader's line
    entry.entry_type, entry.title = "misc", line.group("title").strip()
    set_names_and_year(entry, re.split(r"\s*[，,、\s]\s*", line.group("names").strip()), "")
    guess(entry, ("authors",), "the words before the affiliation in parentheses taken for the authors' names")
    return True


# the title in book-title marks or bare, "_" and the names, then the year in parentheses or the file's kind
_FILE_NAME = re.compile(rf"^(?:《(?P<marked>[^《》]{{3,150}})》|(?P<bare>[{_HAN}][^_＿《》]{{4,150}}?))\s*[_＿]\s*"
                        rf"(?P<names>[{_HAN}·]{{2,5}}(?:\s*[，,、]\s*[{_HAN}·]{{2,5}}){{0,5}})\s*"
                        rf"(?:[（(](?P<year>(?:19|20)\d\d)[)）]|\.(?:caj|pdf|kdh|nh)|(?=\s*[.。]?$))\s*[.。]?$", re.I)


def parse_file_name(text: str, entry: BibEntry) -> bool:
    """"《Title》_Name（2007）", CNKI's download name copied into a list: the title, the first author, the year."""
    found = _FILE_NAME.match(text.strip())
    if not found or (found.group("bare") and not (found.group("year") or re.search(r"\.(?:caj|pdf|kdh|nh)\s*[.。]?$", text, re.I))):
        return False        # a bare title and a name alone are not said to be a file's name
    entry.entry_type, entry.title = "misc", (found.group("marked") or found.group("bare")).strip()
    set_names_and_year(entry, re.split(r"\s*[，,、]\s*", found.group("names").strip()), found.group("year") or "")
    return True

