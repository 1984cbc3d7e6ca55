"""What holds a title in single quotes after an author–date head, as Cite Them Right's Harvard writes
it ("Name, A. and Name, B. (2017). ‘Title’, …", issue 20): a chapter "in Eds (eds.) Book. Vol. 2A.
Place: Publisher, pp. 1–9.", a preprint "arXiv:1803.01271 [Preprint].", a conference paper "Venue.
Place, 13–17 August. Place: Publisher, pp. 1–9." (the place and dates of the meeting are no part of
its name), a venue Word's Harvard marks "[Preprint]" (a paper it has no pages for: the mark is no part of the name). Any other rest is left to the caller."""
from __future__ import annotations

import re

from .entry import BibEntry
from .reflist_parts import _PAGES, is_proceedings, normalize_pages
from .reflist_venues import chapter

_MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
          r"Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?")
_DAYS = rf"\d{{1,2}}(?:\s*{_MONTH})?(?:\s*[–\-]\s*\d{{1,2}})?\s*{_MONTH}(?:\s+\d{{4}})?"
# "Venue. San Francisco, CA, 13–17 August. New York: ACM, pp. 785–794."
_MEETING = re.compile(rf"^(?P<venue>[^\W\d].+?)\.\s+(?P<place>[^.\d][^.]*?),\s+{_DAYS}(?:\.|\s*$)"
                      rf"(?:\s+(?P<where>[^.:\d][^.:]*?):\s*(?P<publisher>[^.,:]+?))?(?:,?\s*pp?\.\s*(?P<pages>{_PAGES}))?"
                      r"(?:\.|\s*$)")
# a conference paper with its publisher, as citeproc's Cite Them Right writes it: "Venue. Miami, FL: IEEE, pp. 248–255."
_PUBLISHED_MEETING = re.compile(rf"^(?P<venue>\S.+?)\.\s+(?P<place>[^.:\d][^.:]*?):\s*(?P<publisher>[^.,:]+?)"
                                rf"(?:,\s*pp?\.\s*(?P<pages>{_PAGES}))?\.?$")
_PREPRINT = re.compile(r"^(?P<server>arXiv|bioRxiv|medRxiv|SSRN)\s*:?\s*[\w./\-]*\s*(?:\[Preprint\])?", re.I)
# Word's built-in Harvard marks a paper it has no pages for with "[Preprint]" after the venue: "‘Title’, 2019 IEEE
# 3rd … Conference (IMCEC) [Preprint]. doi:…" / "Proceedings Visualization ’99 (Cat. No.99CB37067) [Preprint]."
_VENUE_PREPRINT = re.compile(r"^(?P<venue>[^\W_][^\[\]]*?)[\s.,]*\[Preprint\]\s*[.,]?\s*"
                             r"(?:(?:Available\s+at|doi)\b.*)?$", re.I | re.S)
# a book's volume between its title and the place: "Book. Vol. 2A. Amsterdam: Elsevier"
_VOLUME = re.compile(r"\.\s+Vol(?:ume)?\.?\s+(?P<volume>\w+)(?=\.)")


def read_quoted_part(rest: str, entry: BibEntry) -> bool:
    """Fill the container of a part whose title was quoted, from ``rest`` (what follows "’,");
    False when ``rest`` has none of these shapes."""
    rest = rest.strip()
    if re.match(r"in\s+\S", rest):      # Cite Them Right writes "in" lower-case
        volume = _VOLUME.search(rest)
        if not chapter("In " + _VOLUME.sub("", rest[3:]), entry):
            return False
        entry.volume = volume.group("volume") if volume else entry.volume
        if not entry.publisher:
            placed = re.search(r"\.\s+[^.:]+:\s*(?P<publisher>[^.,:]+?)(?:,\s*pp?\.|\.|$)", rest)
            entry.publisher = placed.group("publisher").strip() if placed else ""
        return True
    posted = _VENUE_PREPRINT.match(rest)
    if posted and not _PREPRINT.match(rest):      # the venue as written, without Word's mark
        venue = posted.group("venue").strip(" .,")
        entry.entry_type = "inproceedings" if is_proceedings(venue) or re.match(r"(?:19|20)\d\d\s", venue) else "article"
        entry.journal = venue
        return True
    preprint = _PREPRINT.match(rest)
    if preprint:
        entry.entry_type, entry.journal = "misc", preprint.group("server")
        return True
    meeting = _MEETING.match(rest)
    if meeting:
        entry.entry_type, entry.journal = "inproceedings", meeting.group("venue").strip()
        entry.publisher = (meeting.group("publisher") or "").strip()
        entry.pages = normalize_pages(meeting.group("pages") or "")
        return True
    published = _PUBLISHED_MEETING.match(rest)
    if published and (is_proceedings(published.group("venue")) or re.match(r"(?:19|20)\d\d\s", published.group("venue"))):
        entry.entry_type, entry.journal = "inproceedings", published.group("venue").strip()
        entry.publisher = published.group("publisher").strip()
        entry.pages = normalize_pages(published.group("pages") or "")
        return True
    return False
