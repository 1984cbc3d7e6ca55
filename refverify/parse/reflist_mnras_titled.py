"""MNRAS's style with the title printed (mnras.bst's titled variant, as a Brazilian urban-climate paper's .bbl
has it; issue 20, held-out batch 64): the names family first with their initials after, each closed by a
comma, then the title, the journal, the year, and "vol." / "p." for the numbers.

    Alkama R., Cescatti A., Biophysical climate impacts of …, Science, 2016, vol. 351, p. 600
    Alvares C. A., Stape J. L., …, Gonçalves J. L. d. M., Sparovek G., Köppen's climate …, Meteorologische Zeitschrift, 2013, vol. 22, p. 711

The journal is the last part before the year (a title may hold commas: "… of São Paulo, Brazil")."""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_parts import UPPER, normalize_pages

# "Alkama R.", "Almeida P. L. B.", "Gonçalves J. L. d. M." (a particle's initial in lower case), "van Dijk A."
_NAME = rf"(?:(?:van|von|de|da|dos|del|di|le|la)\s)?[{UPPER}][\w'’\-]+(?:\s[{UPPER}][\w'’\-]+)?\s(?:[{UPPER}a-z]\.\s?-?)*[{UPPER}]\."
_LINE = re.compile(rf"^(?P<names>(?:{_NAME},\s+)+)(?:et\s+al\.,\s+)?(?P<title>\S.+?),\s+(?P<journal>[^,\d][^,]*?),\s+"
                   r"(?P<year>(?:1[6-9]|20)\d\d[a-z]?)(?:,\s+vol\.\s*(?P<volume>[\w\-]+))?(?:,\s+(?:no|iss)\.\s*(?P<issue>[\w\-]+))?"
                   r"(?:,\s+pp?\.\s*(?P<pages>[\w\-–]+))?\.?$")


def parse_mnras_titled(text: str, entry: BibEntry) -> bool:
    """The line's fields when it has that shape, its numbers written with "vol." or "p."; False otherwise."""
    match = _LINE.match(text.strip())
    if not match or not (match.group("volume") or match.group("pages")):
        return False
    names = [n.strip() for n in re.split(r"\.,\s+", match.group("names").strip().rstrip(",")) if n.strip()]
    entry.authors = [n if n.endswith(".") else n + "." for n in names]
    entry.authors_truncated = "et al" in text[match.end("names"):match.start("title")]
    entry.title, entry.journal = match.group("title").strip(), match.group("journal").strip()
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.volume, entry.issue = match.group("volume") or "", match.group("issue") or ""
    entry.pages = normalize_pages(match.group("pages") or "")
    entry.entry_type = "article"
    return True
