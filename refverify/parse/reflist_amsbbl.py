"""The AMS styles' .bbl items (amsplain, amsalpha; issue 20, held-out batch 45), read from their LaTeX:

    A.~Borel and R.~Remmert, \\emph{Title}, Math. Ann. \\textbf{145} (1961/1962), no.~2, 429--439.
    Sara Billey and V.~Lakshmibai, \\emph{Title}, Progress in Mathematics, vol. 182, Birkh\\"auser Boston, Inc., Boston, MA, 2000.
    Jean-Pierre Demailly, \\emph{Title}, Complex geometry (G\\"ottingen, 2000), Springer, Berlin, 2002, pp.~93--98.
    \\bysame, \\emph{Title}, second ed., Graduate Texts in Mathematics, vol. 126, Springer-Verlag, New York, 1991.

JHEP.bst's items are read the same way (held-out batch 58), the journal in \\emph and the volume in \\bfseries, the
year in parentheses and the first page after it, in a link to the DOI; "et~al." cuts the names; an item with
only its year, or only an arXiv link, after the title is a preprint or a web page:

    V.~Springel et~al., \\emph{{Title}}, \\href{https://doi.org/…}{\\emph{Nature} {\\bfseries 435} (2005) 629} [\\href{…}{…}].
    N.~S. Team, \\emph{Title}, 2014.

The names given first before the title in \\emph; an article's journal before its volume in \\textbf and
the year in parentheses; a book's series ("…, vol. N"), its publisher and place, and the year. Where a
book's publisher ends and its place begins is read from the place's shape (a city, a state's code):
what cannot be told so is marked guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, latex_to_text, split_year
from .reflist_certainty import guess
from .reflist_parts import normalize_pages
from .reflist_tidy import SAME_AUTHORS_NOTE

_BRACED = r"(?:[^{}]|\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\})*"
# MathSciNet's review number after the item: "\MR{1334091}", "\MR{MR0145557 (26 \#3088)}"
_MR = re.compile(r"\s*\\MR(?:href)?\s*\{[^{}]*\}(?:\s*\{[^{}]*\})?")
_ITEM = re.compile(rf"^(?P<names>[^{{}}]*?(?:\{{{_BRACED}\}}[^{{}}]*?)*),\s*\\emph\{{(?P<title>{_BRACED})\}}(?P<rest>.*)$", re.S)
_ARTICLE = re.compile(rf"^,\s*(?P<journal>(?:[^\\{{}}]|\{{[^{{}}]*\}}){{2,120}}?)\s*\\textbf\{{(?P<volume>{_BRACED})\}}\s*\((?P<year>[^()]{{4,12}})\)"
                      r"(?:,\s*no\.~?\s*(?P<issue>[^,]{1,12}))?(?:,\s*(?P<pages>[\w]+(?:--?[\w]+)?))?", re.S)
_JHEP_ARTICLE = re.compile(rf"^,\s*(?:\\href\s*\{{[^{{}}]*\}}\s*\{{)?\\emph\{{(?P<journal>{_BRACED})\}}\s*\{{\\bfseries\s+(?P<volume>[^{{}}]+)\}}"
                           r"\s*\((?P<year>(?:1[5-9]|20)\d\d)\)\s*(?P<pages>[\w]+(?:--?[\w]+)?)?", re.S)
# what a preprint or a web page has after its title: the year alone, an arXiv link, or both
_NO_VENUE = re.compile(r"^,\s*(?:(?P<year>(?:1[5-9]|20)\d\d[a-z]?)|\\href\s*\{[^{}]*arxiv[^{}]*\}\s*\{(?:[^{}]|\{[^{}]*\})*\})"
                       r"(?:\s*,\s*(?P<later>(?:1[5-9]|20)\d\d[a-z]?))?\s*\.?\s*$", re.S | re.I)
# siam.bst's article: "Journal, 28 (2018), pp.~2406--2434." / "{SIAM} Journal on Scientific Computing, 38 (2016)."
_SIAM_ARTICLE = re.compile(r"^,\s*(?P<journal>(?:[^\\{},\d]|\{[^{}]*\})(?:[^\\{}]|\{[^{}]*\}){1,150}?),\s*(?P<volume>\d+)\s*"
                           r"\((?P<year>(?:1[5-9]|20)\d\d)\)(?:,\s*pp\.~?\s*(?P<pages>[\w]+(?:--?[\w]+)?))?\s*\.?\s*$", re.S)
# a preprint or a journal named with the year only: "arXiv preprint arXiv:1610.04210, (2016)." / "IEEE Transactions on
# Information Theory, (2018)." (siam.bst), "arXiv preprint arXiv:1702.08649 (2017)." (amsalpha)
_YEAR_ONLY = re.compile(r"^,\s*(?P<journal>(?:[^\\{}\d]|\{[^{}]*\}|(?<=arXiv:)[\d.v]+|(?<=arXiv)\S+)(?:[^\\{}()]|\{[^{}]*\}){1,150}?)"
                        r",?\s*\((?P<year>(?:1[5-9]|20)\d\d)\)\s*\.?\s*$", re.S)
_YEAR_PART = re.compile(r"^(?:19|20)\d\d[a-z]?$")
_PLACE = re.compile(r"^(?:[A-Z][\w.'’\-]*(?:\s[A-Z][\w.'’\-]*){0,2}(?:\s\([A-Za-z ]+\))?|[A-Z]{2})$")
_EDITION = re.compile(r"(?i)^(?:\w+\s+)?ed\.$")
_SERIES_VOLUME = re.compile(r"^vol\.~?\s*\S+$|^no\.~?\s*\S+$")


def _names(text: str) -> tuple[list[str], bool]:
    """The names, and whether "et al." cut them."""
    plain = latex_to_text(text).strip()
    cut = re.search(r"\s*,?\s+et\s+al\.?$", plain)
    plain = plain[:cut.start()] if cut else plain
    return [n.strip() for n in re.split(r",\s*and\s+|,\s+|\s+and\s+", plain) if n.strip()], bool(cut)


def parse(item: str, entry: BibEntry) -> bool:
    """An amsplain / amsalpha item (its LaTeX, after the key): True when read; the entry untouched otherwise."""
    item = _MR.sub("", item).strip()
    siam = re.match(rf"^\{{\\sc\s+(?P<names>{_BRACED})\}}\s*,\s*\{{\\em\s+(?P<title>{_BRACED})\}}", item)
    if siam:        # siam.bst: "{\sc A.~Name and B.~Name}, {\em Title}, Journal, 28 (2018), pp.~1--9."
        item = f"{siam.group('names')}, \\emph{{{siam.group('title')}}}{item[siam.end():]}"
    match = _ITEM.match(item)
    if not match or re.search(r"\\(?:newblock|emph|em\b|textsc|bibinfo)", match.group("names")):
        return False
    if re.fullmatch(r"(?i)\s*(?:et(?:~|\s)*al\.?|等)\s*", latex_to_text(match.group("title"))) \
            or re.search(r"\[[A-Z]{1,2}(?:/OL)?\]|\\(?:newblock|hskip|BIBentry)", item):
        return False        # GB/T in a .bbl ("Name~H, \\emph{et~al}. Title~[J]. …"); IEEEtran's and the \\newblock styles' items
    names = match.group("names").strip()
    if not names or len(latex_to_text(names)) > 400:
        return False
    rest = match.group("rest")
    article = _ARTICLE.match(rest) or _JHEP_ARTICLE.match(rest) or _SIAM_ARTICLE.match(rest)
    bare = _NO_VENUE.match(rest) if not article else None
    dated = _YEAR_ONLY.match(rest) if not (article or bare) else None
    if bare:
        fields = {"year": bare.group("year") or bare.group("later") or "", "type": "misc"}
    elif dated:
        journal = latex_to_text(dated.group("journal")).strip(" ,")
        preprint = journal.lower().startswith("arxiv")
        fields = {"year": dated.group("year"), "type": "misc" if preprint else "article", "journal": "" if preprint else journal}
    elif article:
        fields = {"journal": latex_to_text(article.group("journal")).strip(" ,"),
                  "volume": latex_to_text(article.group("volume")).strip(),
                  "issue": (article.groupdict().get("issue") or "").strip(), "pages": normalize_pages(article.group("pages") or ""),
                  "year": re.search(r"(?:19|20)\d\d", article.group("year")), "type": "article"}
        if not fields["year"] or not fields["journal"]:
            return False
        fields["year"] = fields["year"].group(0)
    else:
        fields = _book(latex_to_text(rest))
        if fields is None:
            return False
    entry.authors, entry.authors_truncated = _names(names) if not re.fullmatch(r"\\bysame\s*", names) else ([], False)
    if not entry.authors:       # "\bysame": the authors of the item before
        entry.notes = [*entry.notes, SAME_AUTHORS_NOTE]
    entry.title = latex_to_text(match.group("title")).strip(" ,.")
    entry.journal, entry.publisher = fields.get("journal", ""), fields.get("publisher", "")
    entry.volume, entry.issue, entry.pages = fields.get("volume", ""), fields.get("issue", ""), fields.get("pages", "")
    entry.year, entry.year_suffix = split_year(fields["year"]) if fields["year"] else (None, "")
    entry.entry_type = fields["type"]
    if fields.get("unsure"):
        guess(entry, ("publisher",), "where the publisher ends and its place begins is read from the place's shape")
    return True


def _parts(text: str) -> list[str]:
    """``text`` parted at ", " outside parentheses ("Complex geometry (Göttingen, 2000), Springer" → two parts)."""
    parts, depth, start = [], 0, 0
    for i, char in enumerate(text):
        depth += (char == "(") - (char == ")")
        if depth == 0 and text.startswith(", ", i):
            parts.append(text[start:i].strip())
            start = i + 2
    return [*parts, text[start:].strip()]


def _book(rest: str) -> dict | None:
    """A book's or a chapter's parts after the title: "[edition,] [Book (Eds.),] [Series, vol. N,] Publisher,
    Place, Year[, pp. A--B][, note]"; None when no year closes the publication's parts."""
    parts = _parts(re.sub(r"\s+", " ", rest).strip(" ,."))
    year_at = next((i for i, p in enumerate(parts) if _YEAR_PART.match(p.rstrip("."))), None)
    if year_at is None or year_at == 0:
        return None
    after = parts[year_at + 1:]
    pages = next((re.sub(r"^pp?\.\s*", "", p) for p in after if re.match(r"pp?\.\s*\d", p)), "")
    head = [p for p in parts[:year_at] if not _EDITION.match(p)]
    # the series and its volume ("Graduate Texts in Mathematics, vol. 126") stand before the publisher
    for i, part in enumerate(head):
        if _SERIES_VOLUME.match(part):
            series_volume, head = part, head[i + 1:]
            break
    else:
        series_volume = ""
    if not head:
        return None
    # the place: one part, or a city and its state's code ("Boston, MA"); "Inc." closes the publisher's name
    place = 1 if _PLACE.match(head[-1]) else 0
    if place and len(head) > 2 and re.fullmatch(r"[A-Z]{2}", head[-1]) and _PLACE.match(head[-2]):
        place = 2
    publisher_parts = head[:len(head) - place] if len(head) > place else head
    if len(publisher_parts) >= 2 and re.fullmatch(r"(?:Inc|Ltd|Co|LLC)\.?", publisher_parts[-1]):
        publisher_parts = [*publisher_parts[:-2], f"{publisher_parts[-2]}, {publisher_parts[-1]}"]
    publisher = publisher_parts[-1] if publisher_parts else ""
    if re.search(r"https?:|<|arXiv|\d{4}\.\d{4,5}", publisher):
        return {"year": parts[year_at].rstrip("."), "type": "misc"}     # a preprint's address, no publisher
    chapter = bool(pages) or (len(publisher_parts) > 1 and not series_volume and re.search(r"\(|[Pp]roc", publisher_parts[0]))
    return {"publisher": publisher, "journal": publisher_parts[0] if chapter and len(publisher_parts) > 1 else "",
            "pages": normalize_pages(pages), "year": parts[year_at].rstrip("."),
            "volume": re.sub(r"^(?:vol|no)\.\s*", "", series_volume) if series_volume else "",
            "type": "incollection" if chapter and len(publisher_parts) > 1 else "book", "unsure": not place}
