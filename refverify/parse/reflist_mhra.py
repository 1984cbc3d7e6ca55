"""Quoted-title lines whose first author is inverted and the others written given name first —
MHRA and the marketing / statistics styles:

- "LeCun, Yann, Yoshua Bengio, and Geoffrey Hinton, ‘Deep Learning’, Nature, 521.7553 (2015),
  pp. 436–44" (MHRA; "and others" cuts the list);
- "LeCun, Yann, Yoshua Bengio, and Geoffrey Hinton (2015), “Deep learning,” Nature, 521 (7553),
  436–44." (the year after the names).

Read only when no other reader took the line.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_parts import _PAGES, _names, normalize_pages, placeholder_authors

_HEAD = re.compile(r"^(?P<authors>[^\W\d_][^‘“\"()\d]*?)(?P<etal>,?\s+(?:and\s+others|et\s+al\.?))?"
                   r"(?:\s+\((?P<year>(?:1[6-9]|20)\d\d[a-z]?)\))?,\s+[‘“\"](?P<title>[^’”\"]+?)[,.]?[’”\"],?\s*(?P<rest>.*)$")
# "Journal, 521.7553 (2015), pp. 436–44" / "Journal, 521 (7553), 436–44" ("45 (2001)": a year, no issue)
_ARTICLE = re.compile(rf"^(?P<journal>[^\d(]+?),\s+(?P<volume>\d+)(?:\.(?P<issue>[\w\-–]+)|\s*\((?!(?:1[6-9]|20)\d\d\))(?P<issue2>[\w\-–]+)\))?"
                      rf"(?:\s+\((?P<year>[^)]*?(?:1[6-9]|20)\d\d)\))?,\s+(?:pp?\.\s*)?(?P<pages>{_PAGES})")


def parse_quoted_inverted_first(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text)
    # the first person inverted ("LeCun, Yann"), the list a list of names
    if not head or not re.match(r"^[^\W\d_][\w'’\- ]*,\s+[^\W\d_]", head.group("authors")):
        return False
    authors, truncated = _names(head.group("authors"))
    if not authors:
        return False
    entry.authors, entry.authors_truncated = authors, truncated or bool(head.group("etal"))
    entry.placeholder_authors = placeholder_authors(authors, entry.authors_truncated)
    entry.title = head.group("title").strip(" ,.")
    rest = head.group("rest")
    article = _ARTICLE.match(rest)
    year = head.group("year")
    if article:
        entry.journal, entry.volume = article.group("journal").strip(" ,"), article.group("volume")
        entry.issue = normalize_pages(article.group("issue") or article.group("issue2") or "")
        entry.pages, entry.entry_type = normalize_pages(article.group("pages")), "article"
        found = re.search(r"(?:1[6-9]|20)\d\d", article.group("year") or "")
        year = year or (found.group(0) if found else "")
    if not year:
        years = re.findall(r"(?<!\d)((?:1[6-9]|20)\d\d)(?!\d)", rest)
        year = years[-1] if years else ""
    entry.year, entry.year_suffix = split_year(year or "")
    return True
