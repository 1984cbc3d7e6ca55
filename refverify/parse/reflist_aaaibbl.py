"""aaai.bst's (and aaai-named's) .bbl items: the year in its own block after the names, then the title,
the container and the publisher, each a ``\\newblock``:

    Okafor, K.; Lind, R.; and Ng, M. \\newblock 2012. \\newblock Title. \\newblock In {\\em Book}, volume~1,
    45--52. \\newblock Springer.

- "In {\\em Book}, volume~1, 45--52.": the book whole (its volume and pages apart), the pages without
  "pages"; "In Ed. One et~al. \\shortcite{key}, 35--52.": the book is the cross-referenced item's, only the
  pages are this block's (the editors are no book);
- "{\\em Book Title}, volume 9253 of {\\em Series}.": a book's (or proceedings') title is its emphasised
  part, the series after it no part of it; "Name, I.; Name, I., eds.": the editors are the names;
- the last block after a book or an "In" block is its publisher ("Springer." / "Menlo Park, CA: AAAI
  Press.").
"""
from __future__ import annotations

import re

from .entry import BibEntry, latex_to_text, normalize_pages
from .reflist_newblock import _YEAR, _blocks, _emphasis, _text

_LABEL = re.compile(r"\\bibitem\s*\[(?:[^\[\]{}]|\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\})*\]")
_DATED = re.compile(rf"^(?P<year>{_YEAR})[a-z]?\.?$")
_PAGES_TAIL = re.compile(r",\s*(?:pages\s+)?(?P<pages>[A-Za-z]{0,3}\d+\s*(?:-{1,3}|–)\s*[A-Za-z]{0,3}\d+|\d+)\s*\.?\s*$")
_PUBLISHER = re.compile(r"^(?:(?P<place>[^:.\d]{2,60}):\s*)?(?P<publisher>[^:\d]{2,80}?)\.?$")


def without_label(raw: str) -> str:
    """The item without its citation label, which may hold braces of its own (aaai's
    "\\citeauthoryear{Motahari{-}Nezhad, Recker, and Weidlich}{2015}")."""
    return _LABEL.sub(r"\\bibitem", raw, count=1)


def refine(raw: str, entry: BibEntry) -> bool:
    """Correct an aaai.bst item's container, numbers and publisher by its blocks; False (nothing changed)
    for an item of another shape."""
    blocks = _blocks(without_label(raw))
    if len(blocks) < 3 or not _DATED.match(_text(blocks[1])):
        return False
    title_block, rest = blocks[2], blocks[3:]
    container = rest[0] if rest else ""
    book = _emphasis(title_block)
    booklike = bool(book and not book[0].strip() and _text(book[1]))
    if booklike:
        entry.title = _text(book[1])
        volume = re.search(r"\bvolume\s+(\d+)", latex_to_text(book[2]))
        if volume:
            entry.volume = volume.group(1)
        entry.publisher = _sentence_publisher(book[2]) or entry.publisher
        if re.search(r",\s*eds?\.?$", _text(blocks[0])):       # "…, eds.": the names are the editors
            entry.authors = [n.strip() for n in re.split(r";\s*(?:and\s+)?", re.sub(r",\s*eds?\.?$", "", _text(blocks[0])))
                             if n.strip()]
        publisher_block = container
    elif container.startswith("In "):
        _in_block(container, entry)
        publisher_block = rest[1] if len(rest) > 1 else ""
        pages = _PAGES_BLOCK.match(_text(publisher_block))
        if pages:       # incollection: "In {\em Book}. Publisher. \newblock 45--67."
            entry.pages, publisher_block = normalize_pages(pages.group("pages")), ""
    else:
        journal = _emphasis(container) if container else None
        if not journal or journal[0].strip() or not _text(journal[1]):
            return False
        # an article: "{\em arXiv preprint arXiv:2101.00001}." / "{\em CoRR} abs/2101.00001." / "{\em J} 12(3):4--9."
        entry.journal = entry.journal or _text(journal[1])
        if entry.publisher and entry.publisher in _text(container):     # the journal's block holds no publisher
            entry.publisher = ""
            entry.entry_type = "article"
        number = _text(journal[2])
        if not entry.volume and re.fullmatch(r"[\w/.]*\d[\w/.]*", number) and not re.fullmatch(_YEAR, number):
            entry.volume = number         # "abs/2101.00001"
        return True
    publisher = _PUBLISHER.match(_text(publisher_block)) if publisher_block else None
    if publisher and publisher_block is rest[-1] and not _EMPHASIS_OR_NUMBERS.search(publisher_block):
        entry.publisher = publisher.group("publisher").strip()
    return True


_PAGES_BLOCK = re.compile(r"^(?:chapter\s+\w+,\s*)?(?P<pages>[A-Za-z]{0,3}\d+\s*(?:-{1,3}|–)\s*[A-Za-z]{0,3}\d+)$")
_LAST_SENTENCE = re.compile(r"(?:^|(?<=[^\s.]{2}))\.\s+(?:[^:.\d]{2,60}:\s*)?(?P<publisher>[^:.\d][^:.]{1,80}?)"
                            r"(?:,\s*[\w-]+\s+edition)?\s*\.?\s*$")


def _sentence_publisher(after: str) -> str:
    """The publisher of a book or a chapter written as a sentence after its title ("{\\em Book}, volume 9 of
    {\\em Series}. Oslo: Fjord Press, second edition."); "" without one."""
    found = _LAST_SENTENCE.search(latex_to_text(after).strip())
    return found.group("publisher").strip() if found else ""


_EMPHASIS_OR_NUMBERS = re.compile(r"\\em\b|\\emph\b|\\textit\b|\d")


def _in_block(block: str, entry: BibEntry) -> None:
    """"In {\\em Book}, volume~1, 45--52." / "In Ed. et~al. \\shortcite{key}, 35--52."."""
    parts = _emphasis(block)
    crossref = re.search(r"\\shortcite\s*\{([^{}]*)\}", block)
    if parts:
        book = _text(parts[1])
        if book:
            entry.journal = book
        after = latex_to_text(parts[2])
        volume = re.search(r"\bvolume\s+(\d+)\b", after)
        if volume:
            entry.volume = volume.group(1)
        pages = _PAGES_TAIL.search(after)
        entry.publisher = _sentence_publisher(parts[2]) or entry.publisher
    elif crossref:
        entry.journal = ""
        entry.notes.append(f"the book is given by a cross-reference to {crossref.group(1)}: read it there")
        pages = _PAGES_TAIL.search(latex_to_text(block[crossref.end():]))
    else:
        return
    if pages and not re.fullmatch(_YEAR, pages.group("pages")):
        entry.pages = normalize_pages(pages.group("pages"))
