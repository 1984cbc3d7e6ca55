"""Italian humanities lines (the Salesian Pontifical University's style and the hand-typed lists
that follow it): the names inverted and set apart by dashes, the title plain, the journal in
quotation marks after "in", the year in parentheses between the volume and the issue.

    LeCun, Yann – Bengio, Yoshua – Hinton, Geoffrey, Deep learning, in “Nature” 521 (2015) 7553, 436–444.
    Goodfellow, Ian – Bengio, Yoshua, Deep learning, Cambridge, MA, MIT Press, 2016.
    Deng, Jia – Dong, Wei, ImageNet, in 2009 IEEE Conference on CVPR, Miami, FL, IEEE, 2009, 248–255.
"""
from __future__ import annotations

import re

from .entry import BibEntry, normalize_pages, split_year
from .reflist_names import is_organisation
from .reflist_parts import UPPER, _PAGES

_U = f"[{UPPER}]"
_NAME = (rf"(?:[a-z]+\s+){{0,3}}{_U}[\w'’\-]+(?:[\s\-]{_U}[\w'’\-]+)?,\s+(?:{_U}\.\s*)*{_U}[\w'’\-]*\.?"
         rf"(?:[\s\-]+{_U}[\w'’\-]*\.?){{0,3}}(?:\s+(?:della|de[nrl]?|von|van|du|di|da|le|la)\b)*")
_CJK = r"[\u4e00-\u9fff·]{2,20}"
_DASH = r"\s+[–—]\s+"
_YEAR = r"(?:1[5-9]|20)\d\d"
_HEAD = re.compile(rf"^(?P<names>(?:{_NAME}|{_CJK})(?:{_DASH}(?:{_NAME}|{_CJK}|et\s+al\.))*|(?P<body>[^,–—“”\d]{{3,80}}?))(?:\s+\((?i:eds?)\.\))?,\s+(?P<rest>\S.*)$")
_TAIL = r"\s*\.?\s*$"
# "Title, in “Nature” 521 (2015) 7553, 436–444."
_ARTICLE = re.compile(rf"^(?P<title>.+?),\s+in\s+“(?P<journal>[^”]+)”\s+(?P<volume>[\w\-]+)\s+\((?P<year>{_YEAR})\)"
                      rf"(?:\s+(?P<issue>[\w–\-]+))?(?:,\s*(?P<pages>{_PAGES}|[A-Za-z]?\d+))?{_TAIL}")
# "Title, in Book, vol. 26, [Place, Publisher,] 2013, 3111–3119." / "in D. E. Editor (Eds.), Book, Place, Publisher, 1986, 318–362."
_PART = re.compile(rf"^(?P<title>.+?),\s+in\s+(?:[^“]+?\((?i:eds?)\.\),\s+)?(?P<journal>[^“,]+(?:,\s+(?!vol\.)[a-z][^,]*)*)"
                   rf"(?:,\s+vol\.\s*(?P<volume>\d+))?(?:,\s+(?:[^,\d]+(?:,\s*[A-Z]{{2}})?,\s+)?(?P<publisher>[^,\d]+))?"
                   rf",\s+(?P<year>{_YEAR}),\s*(?P<pages>{_PAGES}){_TAIL}")
# "Title, Cambridge, MA, MIT Press, 32009." (a superscript edition glued to the year)
_BOOK = re.compile(rf"^(?P<title>.+?),\s+(?:[^,\d]+(?:,\s*[A-Z]{{2}})?),\s+(?P<publisher>[^,\d]+),\s+\d?(?P<year>{_YEAR}){_TAIL}")


def parse_dash_names(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a line of dash-separated inverted names; False (``entry`` untouched)
    when the line is not one."""
    head = _HEAD.match(text.strip())
    if not head or head.group("body") and not is_organisation(head.group("body").strip()):
        return False
    dashes = bool(re.search(_DASH, head.group("names")))     # one name: only the quoted journal tells the style
    for kind, pattern in (("article", _ARTICLE), ("inproceedings", _PART), ("book", _BOOK))[:3 if dashes else 1]:
        match = pattern.match(head.group("rest"))
        if match:
            break
    else:
        return False
    names = [n.strip() for n in re.split(_DASH, head.group("names"))]
    entry.authors_truncated = bool(names) and bool(re.fullmatch(r"et\s+al\.", names[-1]))
    entry.authors = [n.rstrip(".") for n in names if not re.fullmatch(r"et\s+al\.", n)]
    entry.entry_type = kind
    for group, value in match.groupdict().items():
        if value and group != "year":
            setattr(entry, group, normalize_pages(value) if group == "pages" else value.strip())
    entry.year, entry.year_suffix = split_year(match.group("year"))
    return True
