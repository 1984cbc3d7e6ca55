"""DIN 1505-2 lines (German references written by reference managers): the people set apart by
" ; ", a colon after the list, then one of three tails —

- a journal: "Einstein, Albert: Title. In: Annalen der Physik Bd. 322 (1905), Nr. 10, S. 891–921";
- a book: "Cormen, Thomas H. ; Stein, Clifford: Title. 3. Aufl. Cambridge, MA : MIT Press, 2009";
- a chapter or a paper: "…: Title. In: Rumelhart, D. E. (Hrsg.): Book. Cambridge, MA : MIT Press, 1986,
  S. 318–362" / "In: Advances in …. Bd. 30 : Curran Associates, 2017, S. 5998–6008".

"u. a." cuts the list; "(Hrsg.)" marks editors. A line with none of these tails is left to the
other readers.
"""
from __future__ import annotations

import re

from .entry import BibEntry, placeholder_authors, split_year
from .reflist_parts import _PAGES, normalize_pages
from .reflist_styles import _ELSEVIER_MEDIUM

_AUTHORS = re.compile(r"^(?P<authors>[^;:()\[\]]+?(?:\s;\s+[^;:()\[\]]+?)*)(?P<etal>\s;\s+u\.\s*a\.)?"
                      r"(?:\s*\((?:Hrsg|Eds?)\.\))?:\s+(?P<rest>\S.*)$")
_YEAR = r"(?P<year>(?:1[6-9]|20)\d\d)"
_JOURNAL = re.compile(rf"^(?P<title>.+?)\.\s+In:\s+(?P<journal>.+?)\s+Bd\.\s*(?P<volume>[\w\-]+)\s+\({_YEAR}\)"
                      rf"(?:,\s*Nr\.\s*(?P<issue>[\w\-–]+))?(?:,\s*S\.\s*(?P<pages>{_PAGES}))?\.?$")
_BOOK = re.compile(rf"^(?P<title>.+?)\.\s+(?:\d+\.\s+Aufl\.\s+)?(?P<place>[^.:;]+?)\s:\s(?P<publisher>[^,:]+),\s*{_YEAR}\.?$")
_THESIS = re.compile(rf"^(?P<title>.+?)\.\s+(?P<place>[^,.]+(?:,\s*[A-Z]{{2}})?),\s+(?P<publisher>[^,]+),\s+"
                     rf"[^,]*(?:[Tt]hesis|Dissertation|Diplomarbeit|Masterarbeit)[^,]*,\s*{_YEAR}\.?$")
_INSIDE = re.compile(rf"^(?P<title>.+?)\.\s+In:\s+(?:(?P<editors>[^:]+?)\s*\((?:Hrsg|Eds?)\.\)\s*:\s*)?(?P<book>.+?)"
                     rf"(?:\.\s+Bd\.\s*(?P<volume>\w+))?(?:(?:\.\s+(?P<place>[^.:;]+?))?\s:\s(?P<publisher>[^,:]+))?,\s*{_YEAR}"
                     rf"(?:,\s*S\.\s*(?P<pages>{_PAGES}))?\.?$")


def parse_din(text: str, entry: BibEntry) -> bool:
    head = _AUTHORS.match(text)
    if not head:
        return False
    people = [p.strip() for p in head.group("authors").split(" ; ")]
    truncated = bool(head.group("etal"))
    if len(people) > 1 and re.fullmatch(r"u\.\s*a\.?", people[-1]):
        people, truncated = people[:-1], True
    # one person alone is "Family, Given" or an organisation's capitalised words (a colon after a
    # title's first words is no list's end)
    # (never a Vancouver name, its initials in capitals: "Platt JC: Title", "Kingma DP, Ba J. Adam: …")
    if len(people) == 1 and re.search(r"\b[A-Z]{1,3}\b(?!\.)", people[0]):
        return False
    if len(people) == 1 and not re.fullmatch(r"[^\W\d_][^,\d]*,\s+[^\W\d_][^,\d]*(?:,\s+Jr\.)?|[\u4e00-\u9fff]{2,4}"
                                             r"|(?:[A-Z][\w\-]*\s){1,5}[A-Z][\w\-]*", people[0]):
        return False
    rest = head.group("rest")
    for shape, kind in ((_JOURNAL, "article"), (_INSIDE, "incollection"), (_BOOK, "book"), (_THESIS, "phdthesis")):
        match = shape.match(rest)
        if match:
            break
    else:
        return False
    fields = match.groupdict()
    entry.authors, entry.authors_truncated = people, truncated
    entry.placeholder_authors = placeholder_authors(people, entry.authors_truncated)
    entry.title = _ELSEVIER_MEDIUM.sub("", fields["title"]).strip(" .")     # "Title (Technical report)"
    entry.journal = (fields.get("journal") or fields.get("book") or "").strip(" .")
    entry.volume, entry.issue = fields.get("volume") or "", normalize_pages(fields.get("issue") or "")
    entry.pages, entry.publisher = normalize_pages(fields.get("pages") or ""), (fields.get("publisher") or "").strip()
    entry.year, entry.year_suffix = split_year(fields["year"])
    entry.entry_type = kind if kind != "incollection" or fields.get("editors") else "inproceedings"
    return True
