"""The SIGCHI / early ACM author–year reference list (CHI's Word and LaTeX templates, Mendeley's and
Zotero's "ACM SIGCHI" output): names given first, the year after them, then

- a journal's volume and issue parted by a comma and its pages after a colon:
  "Ana Moss and Li Wei. 2004. Title. Journal of Things 53, 4: 1106–1112." (also "24, 2:148–153");
- a paper in proceedings with its pages after the venue: "… 2018. Title. In Symposium X (SX), 41–45."
  (a period before the pages after the short name's parenthesis, "(SX). 41–45.");
- a paper whose venue was lost, only its pages left: "… 2016. Title. 246–252."

ACM's "[n.d.]" where a work has no date ("Ana Moss. [n.d.]. Title. In Proceedings of X (X '20). ACM, …")
is read by the same rules and ACM's own (``reflist_acm``), the year left empty (``parse_no_date``).

Only a line that ends in one of these tails is read here (a DOI or URL after it was taken out
before); the title ends at the first sentence end after which such a tail follows, a period after
a lone capital before a number ("H. 264") being no sentence end.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_acm import _HEAD, names, parse_acm, plain
from .reflist_certainty import guess
from .reflist_parts import normalize_pages

_PAGES = r"(?P<pages>[A-Za-z]?\d+(?:\s*[–\-]\s*[A-Za-z]?\d+)?)"
_JOURNAL = re.compile(rf"^(?P<journal>[^\d\s][^:]*?[^\W\d][.)]?)\s+(?P<volume>\d+)\s*,\s*(?P<issue>[\w/\-–]+)\s*:\s*{_PAGES}$")
# (or a period before the pages, as Chinese theses retype ACM's: "In Proceedings of X (EMNLP). 1746–1751.",
# also after a bare short name: "In KDD. 676–681.")
_PROCEEDINGS = re.compile(r"^[Ii]n\s+(?P<venue>\S.*?)\s*(?:,|(?:(?<=\))|(?<=[A-Z]{2}))\.)\s*(?P<pages>\d+\s*[–\-]\s*\d+)$")
_ONLY_PAGES = re.compile(r"^(?P<pages>\d+\s*[–\-]\s*\d+)$")
# a sentence end: a period after a word of two letters or more, or after "?"/"!" (not "H. 264")
_END = re.compile(r"(?:(?<=[^\W\d_]{2})|(?<=[\d)\]”\"’]))\.\s+|(?<=[?!])\.?\s+")


def parse_sigchi(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text.strip())
    if not head or re.search(r"[\[［]\s*(?:J|C|M|D|A|R|S|P|N|Z|EB/OL)\s*[\]］]\s*(?://|[.．])", text):
        return False        # GB/T's author–year ("Names. 2016. Title[C]//Venue. 892-900."): its own reader
    rest = re.sub(r"[\s.,]*\bDOI\s*:?\s*$", "", plain(head.group("rest")), flags=re.I).strip().rstrip(" .,")
    for end in _END.finditer(rest):
        title, venue = rest[:end.start()].strip(), rest[end.end():].strip()
        if len(title) < 3:
            continue
        journal, proceedings, pages = _JOURNAL.match(venue), _PROCEEDINGS.match(venue), _ONLY_PAGES.match(venue)
        if journal and not re.match(r"[Ii]n\s", venue):
            entry.entry_type, entry.journal = "article", journal.group("journal").strip()
            entry.volume, entry.issue = journal.group("volume"), journal.group("issue")
            if re.match(r"^(?:[^\s.]+\s+){2,}[^\s.]+\.\s+\S", entry.journal):
                guess(entry, ("title", "journal"), "the title may go on into what was read as the journal (SIGCHI format)")
        elif proceedings:
            entry.entry_type, entry.journal = "inproceedings", proceedings.group("venue").strip()
            # ACM's full form: "In Proceedings of X (NIPS'16). Curran Associates Inc., Red Hook, NY, USA, 901–909"
            published = re.fullmatch(r"(?P<venue>.+\))\.\s+(?P<publisher>[^,.]{3,80}?\.?),\s+[^,]{2,40}(?:,\s*[^,]{2,20}){0,2}", entry.journal)
            if published:
                entry.journal, entry.publisher = published.group("venue"), published.group("publisher")
        elif pages and not _END.search(venue):
            entry.entry_type = "misc"
            if _END.search(title):
                guess(entry, "title", "the line names no venue: its title may hold one (SIGCHI format)")
        else:
            continue
        found = journal or proceedings or pages
        entry.pages = normalize_pages(found.group("pages"))
        entry.authors, entry.authors_truncated = names(head.group("authors")), bool(head.group("etal"))
        entry.year, entry.year_suffix = split_year(head.group("year"))
        entry.title = title.strip(" .")
        return True
    return False


_NO_DATE = re.compile(r"(?<=\.\s)\[\s*n\.\s?d\.\s*\]\.(?=\s)")


def parse_no_date(text: str, entry: BibEntry) -> bool:
    """"Ana Moss. [n.d.]. Title. …": read as if dated, then the year emptied; a line with no venue
    after its title ("… [n.d.]. Project page. Accessed: 2021-03-02.") keeps the title only."""
    if not _NO_DATE.search(text):
        return False
    dated = _NO_DATE.sub("2000.", text, count=1)
    if not (parse_acm(dated, entry) or parse_sigchi(dated, entry)):
        head = _HEAD.match(dated.strip())
        if not head:
            return False
        title = re.split(r"(?<=[^\W\d_]{2})\.\s+|(?<=[?!])\s+", head.group("rest").strip(), maxsplit=1)[0]
        entry.authors, entry.authors_truncated = names(head.group("authors")), bool(head.group("etal"))
        entry.title, entry.entry_type = title.strip(" ."), "misc"
    entry.year, entry.year_suffix = None, ""
    return True
