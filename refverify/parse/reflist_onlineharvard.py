"""Harvard lines as Mendeley's and Word's reference-manager plugins write them, with "[online]"
before the numbers (issue 20, held-out batch 29):

- "Family, I., Other, I.J. and Last, I., (2018) Title. Venue 2018 - 2018 Conference on …, Proceedings of
  the Conference, [online] 1, pp.173–184. Available at: https://… [Accessed 23 Oct. 2022]."
- "Family, I., (2019) Title. [online] pp.183–190. Available at: …" (no venue before "[online]")
- "Family, I., (2021) Is It a Question? And a Subtitle. [online] pp.7250–7274. Available at: …"
- "Family, I., (2019) Title. Advances in Neural Information Processing Systems, [online] 32. Available at: …"
- "Family, I., (2022) Title. INLG 2022. [online] Available at: …"

The names end at ", (year)"; the numbers follow "[online]" (a volume, then "pp."); the venue, which
holds its own year and dashes, is whatever lies between the title's first sentence end and
"[online]". The title is all before "[online]" when no sentence end parts it from a venue.
"""
from __future__ import annotations

import re
import unicodedata

from .entry import BibEntry, set_names_and_year
from .reflist_certainty import guess
from .reflist_parts import UPPER, normalize_pages

_HEAD = re.compile(r"^(?P<names>[^()\d\[\]]{2,600}?),\s*\((?P<year>(?:1[6-9]|20)\d\d[a-z]?)\)\s+(?P<rest>\S.*)$")
_ACCESS = re.compile(r"\s*(?:\[online\]\s*)?Available\s+at:\s*(?P<url>\S+?)\.?(?:\s*\[Accessed[^\]]*\])?\.?\s*$", re.I)
_NUMBERS = re.compile(r"(?P<sep>,?\s*\[online\])\s*(?:(?P<volume>[\w\-]{1,12}),\s*)?(?:pp?\.\s*(?P<pages>\d+(?:\s*[–\-]\s*\d+)?))?"
                      r"(?:(?<=\])|(?<=\d))\.?\s*$|(?P<plain>,)\s*(?:(?P<volume2>\d{1,5}),\s*)?pp?\.\s*(?P<pages2>\d+(?:\s*[–\-]\s*\d+)?)\.?\s*$",
                      re.I)
_VOLUME_ONLY = re.compile(r",\s*\[online\]\s*(?P<volume>\d{1,5})\.?\s*$", re.I)
_INITIALS = re.compile(rf"^[{UPPER}]\.?(?:[\s.\-’']*[{UPPER}a-z]{{1,3}}\.?)*$")
_SENTENCE_END = re.compile(rf"(?<![\s.])(?<!\b[{UPPER}])\.\s+(?=\S)")
_PROCEEDINGS = re.compile(r"Conference|Proceedings|Workshop|Symposium|Findings|Meeting|\b[A-Z]{3,}[\s-]*(?:19|20)\d\d\b")


def _names(text: str) -> list[str] | None:
    """"Family, I., Other, I.J. and Last, I." → ["Family, I", "Other, I.J", "Last, I"]; None unless
    every name is a family name and its initials."""
    parts = [p.strip() for p in re.split(r",\s+|\s+(?:and|&)\s+", text.strip().rstrip(","))]
    if len(parts) % 2 or not parts:
        return None
    names = []
    for family, initials in zip(parts[::2], parts[1::2]):
        if not re.fullmatch(r"[\w'’\-]+(?:\s+[\w'’\-]+){0,2}", family) or not _INITIALS.match(initials):
            return None
        names.append(f"{family}, {initials.rstrip('.')}")
    return names


def _title_venue(text: str) -> tuple[str, str]:
    """(title, venue) of what lies before the numbers."""
    text = text.strip().rstrip(",").strip()
    body = text[:-1] if text.endswith(".") else text
    end = _SENTENCE_END.search(body)
    if not end and not text.endswith("."):      # "… Worth? NAACL-HLT 2021 - …," (not "Title? Subtitle.")
        end = re.search(rf"\?\s+(?=[{UPPER}\d])", body)
    if not end:
        return text.rstrip("."), ""
    keep = 1 if text[end.start()] == "?" else 0
    return text[:end.start() + keep].strip(), text[end.end():].strip().rstrip(".,").strip()


def parse_online_harvard(text: str, entry: BibEntry) -> bool:
    # read from the line as written: "[online]" and the link are taken out of ``text`` before
    raw = unicodedata.normalize("NFC", re.sub(r"[\u00a0\u2009\u202f]", " ", entry.raw or "")).strip()
    head = _HEAD.match(raw)
    if not head or "[online]" not in head.group("rest").lower() and not _ACCESS.search(head.group("rest")):
        return False
    names = _names(head.group("names"))
    if names is None:
        return False
    rest = head.group("rest")
    access = _ACCESS.search(rest)
    if access:
        entry.url = entry.url or access.group("url")
        rest = rest[:access.start()]
    volume_only = _VOLUME_ONLY.search(rest)
    numbers = _NUMBERS.search(rest) if not volume_only else None
    volume, pages = "", ""
    if volume_only:
        rest, volume = rest[:volume_only.start()], volume_only.group("volume")
    elif numbers:
        rest = rest[:numbers.start()]
        volume = numbers.group("volume") or numbers.group("volume2") or ""
        pages = numbers.group("pages") or numbers.group("pages2") or ""
    title, venue = _title_venue(rest)
    if len(title) < 3:
        return False
    entry.title, entry.journal = title, venue
    entry.volume, entry.pages = volume, normalize_pages(pages)
    entry.entry_type = ("inproceedings" if _PROCEEDINGS.search(venue) else "article") if venue else "misc"
    set_names_and_year(entry, names, head.group("year"))
    return True


# Cite Them Right's web page whose author is the site: "En.wikipedia.org. (2019). Title. [online] Available at: …",
# also a site named in words ("Medium. (2020). Title. [online] Available at: …", "Chatbots and Voice Assistants
# from Onlim. (2020). …": one name, and that none of a person's "Family, I." has a comma), the list's "[3]" glued on
_SITE = re.compile(r"^(?:\[\d{1,4}\]\s*)?(?P<site>[A-Z][\w\-]*(?:\.[a-z][\w\-]*){1,3}|[A-Z][^\s,()\[\]\d.]*(?:\s[^\s,()\[\]\d.]+){0,7})"
                   r"\.\s*(?P<paren>\()?(?P<year>(?:19|20)\d\d[a-z]?|n\.d\.)(?(paren)\))\.\s*(?P<title>\S.*?)\.\s*\[online\](?P<available>\s*Available\s+at:)?", re.I)
# what the page's own title adds after the work's: Xplore's "- IEEE Conference Publication", the ACM Digital
# Library's "| Proceedings of …", CNKI's "--《Journal》2010年06期"
_XPLORE_SUFFIX = re.compile(r"\s+[-–|]\s+IEEE\s+(?:Conference\s+Publication|Journals?\s*&\s*Magazines?|Journals?|Magazines?|"
                            r"Standards?|eBooks?|Early\s+Access\s+Articles?)\s*$", re.I)
_PAGE_VENUE = re.compile(r"\s+\|\s+(?P<venue>(?:Proceedings|Journal|Transactions|Communications)\b.+)$|"
                         r"\s*-{1,2}\s*《(?P<zh>[^》]+)》.*$")


def parse_site_author(text: str, entry: BibEntry) -> bool:
    raw = unicodedata.normalize("NFC", re.sub(r"[\u00a0\u2009\u202f]", " ", entry.raw or "")).strip()
    site = _SITE.match(raw)
    if not site:
        return False
    domain = re.search(r"\.(?:org|com|net|edu|io|gov|ac\.uk|co\.uk|info|de|fr|cn|lk|in)$", site.group("site"), re.I)
    if not domain and (not site.group("available") or "." in site.group("site")):
        return False        # a name in words is the site's only before "[online] Available at:"
    entry.entry_type, entry.title = "misc", site.group("title").strip()
    _page_title(entry)
    set_names_and_year(entry, [site.group("site")], "" if site.group("year") == "n.d." else site.group("year"))
    return True


def _page_title(entry: BibEntry) -> None:
    """The work's title (and venue) out of a digital library page's title."""
    title = entry.title
    xplore, venue = _XPLORE_SUFFIX.search(title), _PAGE_VENUE.search(title)
    if xplore:
        entry.title = title[:xplore.start()].strip()
        entry.entry_type = "inproceedings" if "conference" in xplore.group(0).lower() else "article"
        guess(entry, "title", "the web page's title read without the library's suffix (\"- IEEE …\")")
    elif venue and venue.start() > 3 and not entry.journal:
        entry.title, entry.journal = title[:venue.start()].strip(), (venue.group("venue") or venue.group("zh")).strip()
        entry.entry_type = "inproceedings" if re.match(r"Proceedings", entry.journal) else "article"
        guess(entry, ("title", "journal"), "the web page's title read as the work's title and its venue")


def library_page(entry: BibEntry) -> None:
    """Cite Them Right's page of a digital library with its authors named: "Family, I. (2019). Title - IEEE
    Conference Publication. [online] Ieeexplore.ieee.org. Available at: …" — the page's title, read whole
    by the author–date readers, keeps the library's suffix; the work's title is without it."""
    if "[online]" in (entry.raw or "").lower() and entry.title:
        _page_title(entry)
