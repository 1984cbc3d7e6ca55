"""A Markdown reading list cites a work by its link alone, the title as the link's text and a
comment after it (issue 20, held-out batch 21):

    [Text Mining for Box Office Prediction](https://example.org/paper/123): a lexicon, linear regression
    - [Title of the paper](https://doi.org/10.1/x) — CNN on the reviews
    * [**Title**](https://arxiv.org/abs/1234.5678)

The link's text is the title (no brackets), its target the entry's URL; the comment after it is the
writer's note, not a field. A year the comment writes (", 2017") is read, marked guessed; no author
is made from it.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_certainty import guess

_LINK = re.compile(r"^\s*(?:[-*+]\s+)?\[(?P<title>[^\[\]]{3,400})\]\(\s*<?(?P<url>https?://[^\s()<>]+(?:\([^\s()]*\)[^\s()<>]*)*)>?"
                   r"(?:\s+[\"'][^\"']*[\"'])?\s*\)(?P<rest>.*)$")


def parse_link(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a line that opens with a Markdown link; False for any other line."""
    match = _LINK.match(text)
    if not match:
        return False
    title = re.sub(r"^[*_]{1,2}(.*?)[*_]{1,2}$", r"\1", match.group("title").strip()).strip(" .")
    if not re.search(r"[^\W\d_]", title):
        return False
    entry.title, entry.url, entry.entry_type = title, match.group("url"), "misc"
    comment = match.group("rest").strip().lstrip(":：-–—,;.").strip()
    year = re.search(r"(?<![\d/.\-])(?:19|20)\d\d(?![\d/\-])", comment)
    if year:
        entry.year, entry.year_suffix = split_year(year.group(0))
        guess(entry, "year", "the year read from the comment after a Markdown link")
    if comment:
        entry.notes.append(f"the comment after the link is not read as a field: {comment[:80]}")
    return True
