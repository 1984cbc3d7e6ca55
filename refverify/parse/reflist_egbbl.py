"""Eurographics .bbl items (eg-alpha, eg-alpha-doi): every name whole in one small-caps block,
family name first and the initials after it, the block ended by a colon; the volume inside the
emphasised journal, the issue after it and the date in parentheses:

    \\textsc{Doe J.~Q., Van~Dijk A.}: \\newblock Title. \\newblock \\emph{ACM Trans. Graph. 12}, 4 (oct 1993), 10--20.
    \\textsc{Roe P.}: \\newblock Title. \\newblock In \\emph{Proc. of X} (Paris, 2001), SER '01, Some Press, p.~5–9.
    \\textsc{Poe E.~A.} (Ed.): \\newblock \\emph{A Book}. \\newblock Some Press, Boston, MA, 1990.

The blocks after the source (``URL: \\url{…}``, ``\\href{…}{\\path{doi:…}}``) hold identifiers only.
The same style printed and pasted as text ("BLINN J. F.: Title. SIGGRAPH Comput. Graph. 11, 2 (1977),
192–198.") is read by ``parse_rendered``: the title ends at the first sentence end after which the
rest reads as one of the style's sources."""
from __future__ import annotations

import re

from .braces import closing_brace
from .entry import BibEntry, clean_space, latex_to_text, normalize_pages
from .reflist_certainty import guess as mark_guessed

_YEAR = r"(?:1[5-9]|20)\d\d"
_INITIALS = r"(?:[A-Z\u00c0-\u00de][a-z]?\.(?:\s*-\s*[A-Z][a-z]?\.)?\s*)+"
_HEAD = re.compile(r"^\s*\\textsc\s*\{")
_EDITORS = re.compile(r"^\s*\((?:Eds?|eds?)\.\)\s*")
_EMPH = re.compile(r"\\(?:emph|textit)\s*\{")
_LINK_BLOCK = re.compile(r"^\s*(?:URL:|\\href\b|\\url\b|\\path\b|doi:|arXiv:)", re.I)
_PAGES = re.compile(r"^(?:pp?\.\s*)?(?P<pages>[A-Za-z]?\d+[A-Za-z]?\s*(?:[-–—]+\s*[A-Za-z]?\d*[A-Za-z]?)?)$")
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"


def _plain(text: str) -> str:
    return clean_space(latex_to_text(text.replace("\\/", "")).replace("~", " "))


def _split_names(block: str) -> tuple[list[str], bool] | None:
    """The names of the small-caps block, each "Family, I. J."; None when one is not a family
    name followed by its initials (DIN's "\\textsc{Family}, G." and other styles)."""
    names, truncated = [], False
    group = re.fullmatch(r"\s*\{([^{}]+)\}\s*", block)
    if group:       # an organisation, braced whole: "\textsc{{Khronos Group}}"
        return [_plain(group.group(1))], False
    for part in re.split(r"\s*,\s*", _plain(block)):
        part = part.strip(" .") if re.fullmatch(r"et\s+al\.?|others", part.strip(), re.I) else part.strip()
        if re.fullmatch(r"et\s+al|others", part, re.I):
            truncated = True
            continue
        name = re.fullmatch(rf"(?P<family>\S.*?)\s+(?P<initials>{_INITIALS})", part + " ")
        if not name or not re.search(r"[^\W\d_]{2,}", name.group("family")):
            return None
        names.append(f"{name.group('family')}, {name.group('initials').strip()}")
    return (names, truncated) if names else None


def _head(body: str) -> tuple[list[str], bool, bool, str] | None:
    """(names, truncated, editors, the text after the head's colon)."""
    match = _HEAD.match(body)
    end = closing_brace(body, match.end()) if match else -1
    if end < 0:
        return None
    names = _split_names(body[match.end():end])
    rest = body[end + 1:]
    editors = _EDITORS.match(rest)
    rest = rest[editors.end():] if editors else rest
    colon = re.match(r"^\s*:\s*", rest)
    if names is None or not colon or not rest[colon.end():].lstrip().startswith("\\newblock"):
        return None
    return names[0], names[1], bool(editors), rest[colon.end():]


def _emphasised(text: str) -> tuple[str, str, str] | None:
    """(the LaTeX before the first emphasised span, its plain text, the LaTeX after it)."""
    match = _EMPH.search(text)
    end = closing_brace(text, match.end()) if match else -1
    if end < 0:
        return None
    return text[:match.start()], _plain(text[match.end():end]), text[end + 1:]


def _segments(text: str) -> list[str]:
    """The comma-parted segments of ``text`` (its plain text), a trailing period dropped."""
    return [s for s in (s.strip() for s in re.split(r",\s+", _plain(text).rstrip(" ."))) if s]


def _article(venue: str, after: str, entry: BibEntry) -> None:
    """"\\emph{Journal 21}, 5 (Jun 2005), 303--328.": the volume is the italics' last word."""
    volume = re.fullmatch(r"(?P<journal>.+?)\s+(?P<volume>\d+[A-Za-z]?|[IVXLC]+)", venue)
    entry.journal, entry.volume = (volume.group("journal"), volume.group("volume")) if volume else (venue, "")
    tail = _plain(after)
    issue = re.match(r"^,\s*(?P<issue>[\w./-]+)(?=\s*[(,.]|\s*$)", tail)
    if issue:
        entry.issue, tail = issue.group("issue"), tail[issue.end():]
    date = re.match(rf"^\s*\((?:{_MONTH}\s*)?(?:\d{{1,2}}\s*)?(?P<year>{_YEAR})\)", tail, re.I)
    if date:
        entry.year, tail = int(date.group("year")), tail[date.end():]
    pages = _PAGES.match(tail.strip(" ,."))
    if pages and tail.strip(" ,."):
        entry.pages = normalize_pages(pages.group("pages"))
    entry.entry_type = "article"


def _proceedings(venue: str, after: str, entry: BibEntry) -> None:
    """"In \\emph{Booktitle} (Place, 1992), SER '92, Publisher, p.~91–98.": the parentheses hold
    the place and the date; the publisher is the last segment before the pages."""
    entry.journal, entry.entry_type = venue, "inproceedings"
    tail = _plain(after)
    date = re.match(rf"^\s*\((?P<where>[^()]*?)(?P<year>{_YEAR})\)", tail)
    if date:
        entry.year, tail = int(date.group("year")), tail[date.end():]
    segments = _segments(tail)
    pages = _PAGES.match(segments[-1]) if segments and re.match(r"^pp?\.", segments[-1]) else None
    if pages:
        entry.pages, segments = normalize_pages(pages.group("pages")), segments[:-1]
    # the editors ("Doe J., Roe K., (Eds.)"), a volume ("vol. 3 of Series") and a series with its year ("VVS '92")
    edited = [i for i, s in enumerate(segments) if re.search(r"\((?:Eds?|eds?)\.\)", s)]
    segments = segments[edited[-1] + 1:] if edited else segments
    rest = [s for s in segments if not re.search(r"\((?:Eds?|eds?)\.\)|^vol\.\s|^no\.\s|['’]\d\d$|^\d+$", s)]
    if rest:
        entry.publisher = rest[-1]
        if len(rest) > 1:
            mark_guessed(entry, "publisher", "the last of several names after the proceedings is read as the publisher")


def _book(source: str, entry: BibEntry) -> None:
    """"Publisher, Place, 1989.": the publisher first."""
    segments = _segments(source)
    if segments and re.fullmatch(_YEAR, segments[-1]):
        entry.year = int(segments[-1])
        segments = segments[:-1]
    kind = segments[0] if segments else ""
    if re.match(r"^(?:Tech\.\s*rep\.|Technical report|PhD thesis|Master'?s thesis)", kind, re.I):
        entry.entry_type = "phdthesis" if "PhD" in kind else "mastersthesis" if "Master" in kind else "techreport"
        segments = segments[1:]
    if segments:
        entry.publisher = segments[0]


def parse(raw: str, body: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a Eurographics item (``body``: the item's text after ``\\bibitem[…]{key}``);
    False for an item of another style."""
    head = _head(body)
    if head is None:
        return False
    entry.authors, entry.authors_truncated, _editors, rest = head
    blocks = [b.strip() for b in re.split(r"\\newblock\b", rest)][1:]
    blocks = [b for b in blocks if b and not _LINK_BLOCK.match(b)]
    if not blocks:
        return False
    title_block, source_blocks = blocks[0], blocks[1:]
    whole = _emphasised(title_block)
    # an emphasised title with its edition or a year after it: "\emph{Title}, 2nd~ed." / "\emph{Title}, 2019."
    after = re.fullmatch(rf"\s*,\s*(?:(?P<edition>\d+(?:st|nd|rd|th)\s*ed\.?)|(?P<year>{_YEAR}))\s*\.?\s*",
                         _plain(whole[2])) if whole and not whole[0].strip() else None
    book = bool(whole and not whole[0].strip() and (not _plain(whole[2]).strip(" .,") or after and after.group("edition")))
    entry.title = re.sub(r"\s*(?:--|–|—)\s*$", "", whole[1] if after else _plain(title_block)).rstrip(" .")
    if after and after.group("year"):
        entry.year = int(after.group("year"))
    entry.entry_type = "book" if book else "misc"
    source = " ".join(source_blocks)
    venue = _emphasised(source)
    if venue and re.fullmatch(r"\s*(?:In\s*)?", _plain(venue[0])) and venue[1]:
        if _plain(venue[0]).strip():
            _proceedings(venue[1].rstrip(" ,."), venue[2], entry)
        else:
            _article(venue[1].rstrip(" ,."), venue[2], entry)
    elif source and not venue:
        _book(source, entry)
    if entry.year is None:
        years = re.findall(rf"\b({_YEAR})\b", _plain(source))
        entry.year = int(years[-1]) if years else None
    return True


# --- the style printed: "DOE J. Q., VAN DIJK A.: Title. Journal 12, 4 (oct 1993), 10–20." -----------------
_NAME = rf"[^\W\d_][\w'’\-]*(?:\s+[^\W\d_][\w'’\-]*){{0,2}}\s+{_INITIALS}"
_RENDERED_HEAD = re.compile(rf"^(?P<names>{_NAME}(?:,\s*{_NAME})*)(?P<etal>,?\s*et\s+al\.?)?\s*(?:\((?:Eds?|eds?)\.\)\s*)?:\s+(?P<rest>\S.*)$")
_RENDERED_ARTICLE = re.compile(rf"^(?P<venue>[^\d(][^()]*?\s+(?:\d+[A-Za-z]?|[IVXLC]+))(?P<after>(?:,\s*[\w./-]+)?\s*\((?:{_MONTH}\s*)?(?:\d{{1,2}}\s*)?{_YEAR}\)"
                               r"(?:,\s*(?:pp?\.\s*)?[A-Za-z]?\d+[A-Za-z]?(?:\s*[-–—]+\s*[A-Za-z]?\d+[A-Za-z]?)?)?)\.?$", re.I)
_RENDERED_PROCEEDINGS = re.compile(rf"^In\s+(?P<venue>\S.*?)\s+(?P<after>\([^()]*{_YEAR}\).*)$")
_RENDERED_BOOK = re.compile(rf"^(?P<source>[^\d.][^.]*?,\s*{_YEAR})\.?$")
# a sentence end: not after an initial ("J. F.") nor inside an abbreviation before a number
_SENTENCE_END = re.compile(r"(?<=[^\W\d_]{2})\.\s+|(?<=[\d)\]”\"’?!])\.?\s+(?=[A-Z])")


def parse_rendered(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a Eurographics line printed as text; False for a line of another style."""
    head = _RENDERED_HEAD.match(text.strip())
    if not head:
        return False
    names = _split_names(head.group("names"))
    if names is None:
        return False
    rest = head.group("rest").strip()
    for end in _SENTENCE_END.finditer(rest):
        title, source = rest[:end.start()].strip(), rest[end.end():].strip()
        if len(title) < 3:
            continue
        article = _RENDERED_ARTICLE.match(source)
        proceedings = _RENDERED_PROCEEDINGS.match(source) if not article else None
        book = _RENDERED_BOOK.match(source) if not (article or proceedings) else None
        if article:
            _article(article.group("venue"), article.group("after"), entry)
            if re.match(r"^(?:[^\s.]+\s+){2,}[^\s.]+\.\s+\S", entry.journal):
                mark_guessed(entry, ("title", "journal"), "the title may go on into what was read as the journal")
        elif proceedings:
            _proceedings(proceedings.group("venue").rstrip(" ,."), proceedings.group("after"), entry)
        elif book:
            entry.entry_type = "book"
            _book(book.group("source"), entry)
        else:
            continue
        entry.authors, entry.authors_truncated = names[0], names[1] or bool(head.group("etal"))
        entry.title = title.rstrip(" .")
        if entry.year is None:
            years = re.findall(rf"\b({_YEAR})\b", source)
            entry.year = int(years[-1]) if years else None
        return True
    return False
