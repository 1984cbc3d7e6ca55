"""Wanfang Data's export of a reference (万方数据 "导出 → 参考文献格式"; issue 20, held-out batch 86): GB/T 7714's
elements with a period and no space between every one of them, the journal's numbers after its name and a period:

    "张楠,邹明宇,周姝.Title[J].医疗卫生装备.2020,(5).9-11,15.DOI:10.19745/…"
    "Shelhamer, Evan,Long, Jonathan,Darrell, Trevor.Title[J].IEEE Transactions on ….2017,39(6)."
    "Giles C.L.,Lawrence S..Title[J].IEEE Transactions on Neural Networks.1997,8(1)."      (".." after an initial)
    "胡素贞.Title[D].2020."  /  "张利永.Title[J].电子科技大学.2019."

Names of other scripts keep their form: "Family, Given" pairs are parted by a comma with no space after it, a
comma and a space sit inside a pair. Only a tail of this shape is read here (CNKI's "期刊,2020,41(05):9-11+15."
is reflist_gbt's).
"""
from __future__ import annotations

import re

from .entry import BibEntry
from .reflist_parts import normalize_pages

_TAIL = re.compile(r"^(?:(?P<container>[^\[\]\s.][^\[\]]*?)\.)?(?P<year>(?:1[89]|20)\d\d)"
                   r"(?:,(?P<volume>[A-Za-z]?\d[\w\-]{0,6})?(?:\((?P<issue>[^()]{1,10})\))?)?"
                   r"(?:\.(?P<pages>[A-Za-z]?\d[\d+,\-–~]*))?\.?$")
# the names end at 等 or at a period that closes no initial ("Kim.", "S..", "EG.."): Wanfang puts no space after it
_NAMES_END = re.compile(r"(?:等|et\s+al)\.(?=\S)|(?<!^[A-Z])(?<![\s.,\-][A-Z])\.(?=[^\s.])|\.\.(?=\S)")


def parse(text: str, entry: BibEntry, code_pattern: re.Pattern, types: dict[str, str]) -> bool:
    """Fill ``entry`` from a Wanfang line (its number already taken off); False, ``entry`` untouched, for any other."""
    code = code_pattern.search(text)
    if not code or code.group(1).upper() not in ("J", "D", "C") or text[code.end():code.end() + 1] != ".":
        return False
    tail = _TAIL.match(text[code.end() + 1:].strip())
    head = text[:code.start()]
    end = _NAMES_END.search(head)
    # (no space before or after a period, but an initial's: "Ahmed A. Ewees", a name a link held)
    if not tail or not end or re.search(r"\s[.．]|(?<![\s.][A-Z])[.．]\s", head[:end.end()]):
        return False
    names, title = head[:end.end() - 1], head[end.end():].strip()
    if not title or re.search(r"\d", names):
        return False
    truncated = bool(re.search(r"(?:,|，)?\s*(?:等|et\s+al)$", names))
    names = re.sub(r"(?:,|，)?\s*(?:等|et\s+al)$", "", names).strip()
    persons = re.split(r",(?=\S)|\s*[，、]\s*", names)     # "Shelhamer, Evan,Long, Jonathan": a pair's comma has a space
    entry.authors = [p.strip().rstrip(".") if "," not in p else p.strip() for p in persons if p.strip()]
    entry.authors_truncated = truncated
    entry.title = title.strip(" .")
    entry.entry_type = types.get(code.group(1).upper(), "misc")
    entry.year = int(tail.group("year"))
    container = (tail.group("container") or "").strip()
    if code.group(1).upper() == "D":
        entry.publisher = re.sub(r"^[^:：\d]{1,12}[:：]", "", container)     # the school, its city before it ("南昌:江西财经大学")
    else:
        entry.journal = container
    entry.volume, entry.issue = tail.group("volume") or "", tail.group("issue") or ""
    entry.pages = normalize_pages(tail.group("pages") or "")
    return True
