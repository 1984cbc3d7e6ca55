"""ACM Reference Format, the citation printed on the first page of every ACM paper and copied from
there into reference lists (issue 20):

- proceedings: "Mara Quill, Tobias Renn, and Ida Voss. 2019. Title. In Proceedings of KDD’19,
  August 4–8, 2019, Anchorage, AK, USA. ACM, New York, NY, USA, 10 pages. https://doi.org/…" —
  the venue is "Proceedings of KDD’19": the dates, the place, the publisher's address and the
  page count are not part of it; the publisher is "ACM" when it is named;
- journals: "… 2020. Title. ACM Trans. Graph. 39, 4, Article 85 (July 2020), 14 pages." — volume
  39, issue 4, the article number as the pages (as the APA and Vancouver readers keep it), the page
  count dropped; "(2020), 1–14" keeps its page range;
- the same with a Chinese writer's GB/T type code glued to the title ("…Title[C]. In Proceedings
  of KDD’17, …, Canada., , 11 pages.").

Only a line that carries the first page's marks (a date and place after the proceedings, or an
article number or page count after the journal's numbers) is read here; an ACM reference-list line
("In Proceedings of X. 1135–1144.") is left to the other readers.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_certainty import guess
from .reflist_parts import MONTH as _MONTH, UPPER, normalize_pages
from .reflist_tidy import ITALIC_COMMA

# a name written given first: "Jie Bao", "W. Bruce Croft", "Peder E.Z. Larson", "Rohan de Silva",
# "JOHN CANNY", "Jean-Claude Iehl", "Sijie Ruan " (a space before the comma)
_WORD = rf"[{UPPER}][\w'’\-]*[^\W\d_]|[{UPPER}]\.(?:-?[{UPPER}]\.)*|[{UPPER}]"
_PARTICLE = r"(?:van|von|de|der|den|del|da|du|la|le|dos|di|ten|ter|bin|al)"
GIVEN_FIRST = rf"(?:{_WORD})(?:\s+(?:{_PARTICLE}\s+)*(?:{_WORD})){{1,4}}(?:,?\s+Jr\.?)?"
_NAMES = rf"{GIVEN_FIRST}(?:\s*,\s*(?:and\s+)?{GIVEN_FIRST})*(?:,?\s+and\s+{GIVEN_FIRST})?"
_TYPE_CODE = r"(?:\s*[\[［](?:[CJMAD]|[cjmad])[\]］])?"
# (a list numbered twice, "1. [1]Jie Bao, …": the second number is no name)
# (the label copied with it, "ACM Reference Format: Jie Bao, …")
_HEAD = re.compile(rf"^(?:[\[［]\d{{1,4}}[\]］]\s*)?(?:ACM\s*Reference\s*Format\s*:\s*)?(?P<authors>{_NAMES})(?P<etal>,?\s+et\s+al\.?)?\s*\.\s*(?P<year>(?:19|20)\d\d)[a-z]?\.\s+(?P<rest>\S.*)$")
# "In Proceedings of KDD’17, August 13–17, 2017, Halifax, NS, Canada. ACM, New York, NY, USA, 11 pages"
_PROCEEDINGS = re.compile(
    rf"^[Ii]n\s+(?P<venue>\S.*?),\s+{_MONTH}\s+\d{{1,2}}(?:\s*[–\-]\s*(?:{_MONTH}\s+)?\d{{1,2}})?,\s+(?:19|20)\d\d"
    rf"(?:,\s*(?P<place>[^.]*?))?\.?(?:[\s,]*(?P<publisher>ACM|IEEE|Springer|USENIX[\w ]*?|AAAI Press)(?:,\s*[^,\d]+?){{0,3}})?"
    rf"[\s.,]*(?:(?:(?P<count>\d+)\s+pages|(?P<pages>\d+\s*[–\-]\s*\d+)))?[\s.,]*$")
# the ACM Digital Library's citation: "In Proceedings of the 15th ACM SIGKDD … (Paris, France) (KDD ’09).
# Association for Computing Machinery, New York, NY, USA, 199–208" — the publisher and its address
_LIBRARY = re.compile(
    r"^[Ii]n\s+(?P<venue>\S.*?)\.\s+(?P<publisher>Association for Computing Machinery|ACM(?: Press)?|IEEE Press|USENIX Association),"
    r"\s*[^,\d]+(?:,\s*[^,\d]+){0,3},\s*(?P<pages>\d+\s*[–\-]\s*\d+|\d+)[\s.,]*$")
# "ACM Trans. Graph. 39, 4, Article 85 (July 2020), 14 pages" / "Proc. ACM Hum.-Comput. Interact. 5,
# CSCW1, Article 150 (April 2021), 27 pages" / "J. ACM 37, 2 (April 1990), 1–17"
_JOURNAL = re.compile(
    rf"^(?P<journal>[^\d,]*?[^\W\d][.)]?)\s+(?P<volume>\d+)(?:,\s*(?P<issue>[\w\-]+))?"
    rf"(?:,\s*Article\s+(?P<article>[\w\-]+))?\s*\((?:{_MONTH}\s+)?(?:19|20)\d\d\)"
    rf"(?:,\s*(?:(?P<count>\d+)\s+pages|(?P<pages>\d+\s*[–\-]\s*\d+)))?[\s.,]*$")


def plain(text: str) -> str:
    """Markdown's italics out: "In _Proceedings of WWW ’24, May 13–17, 2024, Singapore._ ACM" (an
    underscore's, and the commas an asterisk's kept apart)."""
    return re.sub(r"(?<![\w_])_(?=\S)([^_]+?)(?<=\S)_(?![\w_])", r"\1", text.replace(ITALIC_COMMA, ","))


def names(text: str) -> list[str]:
    """"Jie Bao, Tianfu He, Sijie Ruan , and Yu Zheng" → ["Jie Bao", "Tianfu He", "Sijie Ruan", "Yu Zheng"]."""
    return [m.group(0).strip() for m in re.finditer(GIVEN_FIRST, re.sub(r"(?:^|,)\s*and\s+|\s+and\s+", ", ", text))]


def _title_and_venue(rest: str) -> tuple[str, re.Match, bool] | None:
    """(title, the venue's match, proceedings?) — the title ends at the first sentence end after
    which the rest reads as a first page's venue."""
    for end in re.finditer(rf"{_TYPE_CODE}\.\s+|(?<=[?!]){_TYPE_CODE}\.?\s+", rest):
        title, venue = rest[:end.start()], rest[end.end():]
        if len(title.strip()) < 3:
            continue
        proceedings = _PROCEEDINGS.match(venue) or _LIBRARY.match(venue)
        if proceedings and (proceedings.groupdict().get("count") or proceedings.groupdict().get("place")
                            or proceedings.group("publisher")):
            return title, proceedings, True
        journal = _JOURNAL.match(venue)
        if journal and (journal.group("article") or journal.group("count")) and not re.match(r"[Ii]n\s", venue):
            return title, journal, False
    return None


def parse_acm(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text.strip())
    if not head:
        return False
    found = _title_and_venue(re.sub(r"[\s.,]*\bDOI\s*:?\s*$", "", plain(head.group("rest")), flags=re.I))   # "…, 1029–1032. DOI: https://…"
    if not found:
        return False
    title, venue, proceedings = found
    entry.authors, entry.authors_truncated = names(head.group("authors")), bool(head.group("etal"))
    entry.year, entry.year_suffix = split_year(head.group("year"))
    entry.title = re.sub(r"\s*[\[［][A-Za-z][\]］]$", "", title.strip()).strip(" .")
    if proceedings:
        # the place before the short name is no part of the venue: "… Data Mining (Paris, France) (KDD ’09)"
        entry.entry_type, entry.journal = "inproceedings", re.sub(
            r"\s*\([^()]*,[^()]*\)(?=\s*\([^()]*\)$)", "", venue.group("venue").strip(" .,"))
        entry.publisher = (venue.group("publisher") or "").strip()
        entry.pages = normalize_pages(venue.group("pages") or "")
    else:
        entry.entry_type, entry.journal = "article", venue.group("journal").strip()
        entry.volume, entry.issue = venue.group("volume"), venue.group("issue") or ""
        entry.pages = normalize_pages(venue.group("article") or venue.group("pages") or "")
        if re.match(r"^(?:[^\s.]+\s+){2,}[^\s.]+\.\s+\S", entry.journal):
            # "Title. A Subtitle of Words. ACM Trans. Graph. 39, …": the journal's abbreviations end in periods
            # too, so a sentence of words before them may be the title's
            guess(entry, ("title", "journal"), "the title may go on into what was read as the journal (ACM Reference Format)")
    return True
