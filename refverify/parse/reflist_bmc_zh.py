"""Chinese records in EndNote's BioMed Central style (issue 20, held-out batch 31), as Chinese
medical theses write them: the names parted by commas, a colon after them, the title, then the
journal with the year after a space and no comma:

    "赵一, 钱二: 标题. 某某医学 2010, 2(28)."          (journal year, volume(issue))
    "孙三: 标题. 某某导刊 2013(8):164-168."             (an issue without a volume)
    "李四, 周五: 标题 [J]. 某某管理 2012, 32(3):69-70."  (a GB/T type code kept)
    "吴六: 标题. 某某学报 (自然科学版) 2011, 1:91-94."   (one number: read as the volume, guessed)
    "郑七: 标题. 国外医学 2009."                        (the year only)

Only a whole line of this shape with Chinese names and a Chinese title is read here.
"""
from __future__ import annotations

import re

from .entry import BibEntry, set_names_and_year
from .reflist_certainty import guess
from .reflist_parts import normalize_pages

_HAN = r"\u4e00-\u9fff"
_NAME = rf"[{_HAN}]{{2,4}}(?:·[{_HAN}]{{1,6}})?"
_HEAD = re.compile(
    rf"^(?P<authors>{_NAME}(?:\s*[,，、]\s*{_NAME}){{0,19}})(?P<etal>\s*[,，]?\s*(?:等|et\s+al\.?))?\s*[:：]\s*"
    rf"(?P<title>[^\s:：].*?)\s*(?:[\[［][A-Z][\]］])?\s*[.。]\s+(?P<source>\S.*?)\s*[.。]?$")
_PAGES = r"[A-Za-z]?\d+(?:\s*[\-–~]\s*[A-Za-z]?\d+)?"
_SOURCE = re.compile(
    rf"^(?P<journal>[^\d\s,，.:：][^\d,，:：]*?)\s*(?P<year>(?:19|20)\d\d)"
    rf"(?:\s*[,，]\s*(?P<volume>\d+[A-Z]?))?(?:\s*[(（](?P<issue>[^()（）]{{1,8}})[)）])?"
    rf"(?:\s*[:：]\s*(?P<pages>{_PAGES}))?$")


def parse_bmc_zh(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text.strip())
    if not head or not re.search(f"[{_HAN}]", head.group("title")):
        return False
    source = _SOURCE.match(head.group("source"))
    if not source or not re.search(f"[{_HAN}A-Za-z]", source.group("journal")):
        return False
    names = [n.strip() for n in re.split(r"\s*[,，、]\s*", head.group("authors")) if n.strip()]
    set_names_and_year(entry, names, source.group("year"), bool(head.group("etal")))
    entry.entry_type = "article"
    entry.title = head.group("title").strip()
    entry.journal = source.group("journal").strip()
    entry.volume = source.group("volume") or ""
    entry.issue = (source.group("issue") or "").strip()
    entry.pages = normalize_pages(re.sub(r"\s+", "", source.group("pages") or ""))
    if entry.volume and not entry.issue:
        # "2012, 7:006": one number before the pages, a Chinese journal's volume or its issue
        guess(entry, ("volume", "pages"), "one number before the pages, read as the volume")
    return True
