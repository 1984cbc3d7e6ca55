"""What a natbib ``.bbl`` item (plainnat, abbrvnat, unsrtnat) says beside its text (issue 20):
a first block that is one braced group is a corporate author written whole
("{National Institute of Mental Health}. \\newblock Title.") when the citation label names it so,
and the year of the citation label ("\\bibitem[{World Health Organization}(2024)]") is the
work's when the only other year read is a date of access ("\\newblock Accessed: 2025.").
In an author–year item ("Chen, K.~T. (1958). \\newblock {Title}. \\newblock …") the second block is
the title: read from it when the title read has no word (a year in the venue taken for it).
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space, latex_to_text

_LABEL_YEAR = re.compile(r"^\s*\\bibitem\s*\[(?:[^\[\]]|\[[^\]]*\])*?\((?P<year>(?:1[5-9]|20)\d\d)[a-z]?\)\s*(?:[^\[\]]|\[[^\]]*\])*\]")
_BODY = re.compile(r"^\s*\\bibitem\s*(?:\[(?:[^\[\]]|\[(?:[^\[\]]|\[[^\]]*\])*\])*\])?\s*%?\s*\{[^}]*\}")
_ORG_BLOCK = re.compile(r"^\s*\{(?P<name>[^{}]{3,120})\}\s*\.?\s*$")
_ACCESSED = r"(?:[Aa]ccessed|[Vv]isited|[Rr]etrieved|[Zz]ugriff|[Cc]onsult[ée])"


def refine(raw: str, entry: BibEntry) -> None:
    """Set the corporate author and the label's year of a natbib item over what was read."""
    body = _BODY.sub("", raw, count=1)
    first = body.split("\\newblock", 1)[0] if "\\newblock" in body else ""
    org = _ORG_BLOCK.match(first)
    shown = re.match(r"^\s*\\bibitem\s*\[(?P<label>(?:[^\[\]]|\[[^\]]*\])*)\]", raw)
    if org and shown and org.group("name").strip() in shown.group("label"):   # the label cites it by that name
        entry.authors = [clean_space(latex_to_text(org.group("name")))]
    blocks = body.split("\\newblock")
    if len(blocks) > 2 and re.search(r"\((?:1[5-9]|20)\d\d[a-z]?\)\.?\s*$", blocks[0]) \
            and not re.search(r"[^\W\d_]", entry.title):
        entry.title = clean_space(latex_to_text(blocks[1])).strip(" .,")
    label = _LABEL_YEAR.match(raw)
    if label and entry.year and entry.year != int(label.group("year")) \
            and re.search(rf"{_ACCESSED}\W[^\\]{{0,40}}\b{entry.year}\b", body) \
            and re.search(rf"\b{label.group('year')}\b", body):
        entry.year = int(label.group("year"))
