"""German DIN 1505 .bbl items (alphadin, plaindin, unsrtdin, abbrvdin): the family names in small
capitals, the names parted by " ; " and ended by a colon, then the title, then the source:

    \\textsc{Appel}, K. ; \\textsc{Haken}, W.:
    \\newblock Title. \\newblock {In: }\\emph{Illinois Journal of Mathematics} 21 (1977), Nr.~3, S. 429--490
    \\textsc{Fritsch}, R.: \\newblock \\emph{Der Vierfarbensatz}. \\newblock Mannheim : BI Wissenschaftsverlag, 1994
    \\textsc{Smith}, J.: \\newblock Title. \\newblock In: \\textsc{Doe}, J. (Hrsg.): \\emph{Book}. Ort : Verlag, 1999, S. 1--10

The blocks say where each field ends; a period inside a title ("Part I Discharging.") stays the title's."""
from __future__ import annotations

import re

from .braces import closing_brace
from .entry import BibEntry, clean_space, latex_to_text, normalize_pages

# (a given name with its accent in braces: "J\"{o}rg")
_NAME = r"\\textsc\s*\{[^{}]+\}(?:\s*,\s*(?:[^;:{}]|\{[^{}]*\})*?)?"
_ETAL = r"(?:\s*;?\s*u\.\s*(?:\\,|~)?\s*a\.)"
_NAMES = re.compile(rf"^\s*(?P<names>{_NAME}(?:\s*;\s*{_NAME})*){_ETAL}?\s*(?:\((?:Hrsg|Eds?)\.\)\s*)?:\s*$")
_IN = re.compile(r"^\s*(?:\\,)?\s*\{?\s*In:\s*(?:\\,)?\s*\}?\s*")
_YEAR = r"(?:1[5-9]|20)\d\d"
_EMPH = re.compile(r"\\(?:emph|textit)\s*\{")
# the source of an article: "21 (1977), Nr. 3, S. 429--490" after the journal
_ISSUE_TAIL = re.compile(rf"^\s*(?P<volume>[\w./-]+)?\s*\((?P<year>{_YEAR})\)(?:\s*,\s*Nr\.\s*(?P<issue>[\w./-]+))?"
                         r"(?:\s*,\s*S\.\s*(?P<pages>[\w–-]+))?")
# "Mannheim : BI Wissenschaftsverlag, 1994" — DIN's space before the colon parts place and publisher
_PUBLISHED = re.compile(rf"(?:^|\.\s+)(?:[^.:;]{{1,60}}?\s:\s)(?P<publisher>[^,:;]{{2,80}}?)\s*,\s*(?P<year>{_YEAR})\b")


_PUBLISHER_ALONE = re.compile(rf"^(?P<publisher>[^\W\d][^,:;]{{1,60}}?)\s*,\s*(?P<year>{_YEAR})\.?(?:\s*(?:--|–)\s*S\.\s*\w+\.?)?\s*$")


def _plain(text: str) -> str:
    return clean_space(latex_to_text(text.replace("\\/", "")).replace("~", " "))


def _emphasised(block: str) -> tuple[str, str] | None:
    """(the plain text of the block's first emphasised span, the LaTeX after it)."""
    match = _EMPH.search(block)
    end = closing_brace(block, match.end()) if match else -1
    if end < 0:
        return None
    return _plain(block[match.end():end]), block[end + 1:]


def _names(block: str) -> tuple[list[str], bool] | None:
    match = _NAMES.match(block)
    if not match:
        return None
    names = [_plain(n).strip(" ,") for n in re.split(r"\s*;\s*", match.group("names"))]
    return [n for n in names if n], bool(re.search(_ETAL, block))


def parse(raw: str, body: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a DIN 1505 item (``body``: the item's text after ``\\bibitem[…]{key}``);
    False for an item of another style."""
    blocks = [b.strip() for b in re.split(r"\\newblock\b", body)]
    if len(blocks) < 2:
        return False
    names = _names(blocks[0])
    chapter = None
    if names is None:
        # an inbook's chapter before its authors: "\emph{Kapitel\/} Title. \newblock {In:} \textsc{Heesch}, H.:"
        if len(blocks) < 3 or not _IN.match(blocks[1]) or _names(_IN.sub("", blocks[1], count=1)) is None:
            return False
        chapter = re.sub(r"^\\emph\s*\{\s*Kapitel\s*(?:\\/)?\s*\}\s*", "", blocks[0])
        names = _names(_IN.sub("", blocks[1], count=1))
        blocks = [blocks[1], chapter, *blocks[2:]]
    entry.authors, entry.authors_truncated = names
    title_block, rest = blocks[1], blocks[2:]
    whole = _emphasised(title_block)
    book = bool(whole and not whole[1].strip(" .") and re.match(r"^\\(?:emph|textit)\b", title_block))
    entry.title = re.sub(r"\s*(?:--|–|—)\s*$", "", _plain(title_block)).rstrip(" .")
    source = " ".join(rest)
    entry.entry_type = "book" if book else "misc"
    if _IN.match(source) and chapter is None:
        inner = _IN.sub("", source, count=1)
        editors = re.match(rf"^{_NAME}(?:\s*;\s*{_NAME})*{_ETAL}?\s*(?:\((?:Hrsg|Eds?)\.\)\s*)?:\s*", inner)
        venue = _emphasised(inner[editors.end():] if editors else inner)
        if venue:
            entry.journal = venue[0].rstrip(" ,")
            tail = _ISSUE_TAIL.match(_plain(venue[1]))
            if tail and not editors:
                entry.entry_type = "article"
                entry.volume, entry.issue = tail.group("volume") or "", tail.group("issue") or ""
                entry.pages = normalize_pages(tail.group("pages") or "")
            else:
                entry.entry_type = "incollection"
                pages = re.search(r"\bS\.\s*([\w]+\s*[–-]+\s*\w+)", _plain(venue[1]))
                entry.pages = normalize_pages(pages.group(1)) if pages else ""
    plain_source = _plain(source)
    # (unsrtdin without the place: "Rheinwerk Design, 2017. -- S. 109f.", a book's block whole)
    published = _PUBLISHED.search(plain_source) or (
        None if entry.journal or entry.entry_type not in ("misc", "book") else _PUBLISHER_ALONE.match(plain_source))
    if published:
        entry.publisher = published.group("publisher").strip()
        if entry.entry_type == "misc":
            entry.entry_type = "book"
    year = re.search(rf"\b({_YEAR})\b", plain_source)
    entry.year = int(year.group(1)) if year else None
    return True
