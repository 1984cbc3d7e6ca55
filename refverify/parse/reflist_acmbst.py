"""The classic ACM BibTeX style (acm.bst: names in small capitals, the year in parentheses after the
numbers or the venue), issue 20, held-out batches 27 and 28:

- article: "Satyanarayanan, M., Bahl, P., and Davies, N. Title. IEEE Pervasive Computing 8, 4 (Oct. 2009), 14–23."
- proceedings: "Cho, J., and Webb, K. Title. In Proceedings of the 4th Workshop on … (New York, NY, USA, 2014),
  AllThingsCellular '14, ACM, pp. 21–26." and "Ercegovac, M. D. Title. In 28th Annual Technical Symposium
  (1984), International Society for Optics and Photonics, pp. 86–93."

The publisher is the last part before the pages after the parentheses (a series' short name before
it is not); a line with none keeps no publisher.
"""
from __future__ import annotations

import re

from .entry import BibEntry, set_names_and_year
from .reflist_parts import UPPER, normalize_pages

_FAMILY = rf"(?:(?:van|von|de|der|den|del|da|du|la|le)\s+)*[{UPPER}][\w'’\-]*(?:\s+(?:der\s+)?[{UPPER}][\w'’\-]*){{0,2}}"
_PERSON = rf"{_FAMILY},\s*(?:[{UPPER}]\.\s?-?){{1,4}}"
_HEAD = re.compile(rf"^(?P<names>{_PERSON}(?:,\s*{_PERSON})*(?:,?\s+(?:and|&)\s+{_PERSON})?)\s+(?P<rest>\S.*)$")
_YEAR = r"(?P<year>(?:1[89]|20)\d\d)"
_PAGES = r"(?P<pages>[\w]*\d[\w:]*(?:\s*[–\-]+\s*[\w]*\d[\w:]*)?)"
# the pages after the parentheses or a month in them (Nature's "Journal 55, 4410–4425 (2019)" is not this)
_ARTICLE = re.compile(rf"^(?P<journal>[^\d(][^()]*?)\s+(?P<volume>\d+)(?:,\s*(?P<issue>[\w\-–]+))?\s*"
                      rf"\((?:(?P<month>[A-Za-z]+\.?)\s+)?{_YEAR}\)(?:,\s*{_PAGES})?\.?$")
_PROCEEDINGS = re.compile(rf"^In\s+(?P<venue>[^()]+?)\s*\((?:[^()]*?,\s*)?(?:[A-Za-z]+\.?\s+)?{_YEAR}\)"
                          rf"(?:,\s*(?P<tail>[^()]*?))?(?:,?\s*pp\.\s*{_PAGES})?\.?$")


def parse_acm_bst(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text)
    if not head:
        return False
    rest = head.group("rest")
    stop = re.search(r"[.?!]\s+(?=In\s|[A-Z0-9])", rest)
    if not stop:
        return False
    title, after = rest[:stop.start() + (1 if rest[stop.start()] in "?!" else 0)], rest[stop.end():]
    article, proceedings = _ARTICLE.match(after), _PROCEEDINGS.match(after)
    article = article if article and (article.group("month") or article.group("pages")) else None
    # something after the parentheses (Nature's "In Proc. X (ICLR, 2015)." ends at them)
    proceedings = proceedings if proceedings and (proceedings.group("tail") or proceedings.group("pages")) else None
    found = proceedings or article
    if not found or len(title) < 4:
        return False
    if proceedings:
        tail = [part.strip() for part in (proceedings.group("tail") or "").split(",") if part.strip()]
        entry.entry_type, entry.journal = "inproceedings", proceedings.group("venue").strip()
        entry.publisher = tail[-1] if tail and not re.search(r"\d|['’]", tail[-1]) else ""
    else:
        entry.entry_type, entry.journal = "article", article.group("journal").strip(" ,")
        entry.volume, entry.issue = article.group("volume"), article.group("issue") or ""
    entry.title = title.strip()
    entry.pages = normalize_pages(found.group("pages") or "")
    names = [n.strip().rstrip(".") for n in re.findall(_PERSON, head.group("names"))]
    set_names_and_year(entry, names, found.group("year"))
    return True
