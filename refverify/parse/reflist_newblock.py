"""Classic BibTeX .bbl items (plain, plainurl, abbrv, unsrt, plainnat and the templates that load them):
``\\newblock`` separates the authors, the title and the container, and ``{\\em …}`` / ``\\emph{…}`` marks
the container (or a book's title). Once the line is read as text, the blocks still say where the title
ends ("Benchmark Results. Part 1: …" is one title) and which words are the container ("In {\\em Proc. of
X}, CCS '14, pages 90--102" → "Proc. of X", pages 90–102); :func:`refine` corrects the fields by them."""
from __future__ import annotations

import re

from .braces import closing_brace
from .entry import BibEntry, latex_to_text, normalize_pages
from .reflist_parts import _authors, _set_authors

_EMPH = re.compile(r"\{\s*\\(?:em|it|itshape|sl)\b\s*|\\(?:emph|textit|textsl)\s*(?=\{)")
_YEAR = r"(?:1[5-9]|20)\d\d"
_MONTHS = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
           r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?")
# a block holding only where the work is: "URL: \url{…}", "\href {…} {\path{doi:…}}", "doi:…", "arXiv:…"
_LINK_ONLY = re.compile(r"^(?:(?:URL|doi|arXiv)(?![A-Za-z])|\\(?:href|url|path|doi)\b|https?://)", re.I)
# a link around words, not an address: acl_natbib's title "\href {https://doi.org/…} {Learning accurate, compact, …}."
_LINKED_WORDS = re.compile(r"^\\href\s*\{[^{}]*\}\s*\{(?!\s*(?:\\(?:url|path|nolinkurl)\b|https?:|doi\b|10\.\d"
                           r"|(?:available\s+)?online\b|link\b|pdf\b|here\b|download\b|full\s+text\b|url\b|website\b))"
                           r"(?:[^{}]|\{[^{}]*\})*\s(?:[^{}]|\{[^{}]*\})*\}", re.I)
_THESIS = re.compile(r"^(?:PhD|Ph\.\s?D\.|Doctoral|Master'?s?|M\.\s?Sc\.|Bachelor'?s?|Diploma)\s+(?:thesis|dissertation)\b", re.I)
_COMPANY_TAIL = re.compile(r"^(?:Ltd|Inc|LLC|GmbH|Co|S\.A|B\.V|Pvt\.? Ltd)\.?$", re.I)
_REPORT = re.compile(r"^(?:(?P<by>.+?)\s+)?(?:Technical|Tech\.)\s+(?:Report|Rep\.)\b|^\S*\s*Report\s+\S*\d", re.I)


def _emphasis(block: str) -> tuple[str, str, str] | None:
    """(before, inside, after) of a block's first emphasis, in LaTeX; None without one."""
    match = _EMPH.search(block)
    if not match:
        return None
    start = match.end() + (1 if match.group(0).startswith("\\") else 0)   # \emph{ opens its own brace
    end = closing_brace(block, start)
    end = len(block) if end < 0 else end
    return block[:match.start()], block[start:end], block[end + 1:]


def _text(latex: str) -> str:
    return latex_to_text(latex).strip(" ,.;")


def _blocks(raw: str) -> list[str]:
    """The \\newblock blocks after the \\bibitem's label and key, URL / DOI blocks left out."""
    raw = re.sub(r"\{?\\natexlab\s*\{([a-z]?)\}\}?", r"\1", raw)      # "2026{\natexlab{a}}"
    # (the label may nest its braces: "[\protect\astroncite{Tran \emph{et~al.}}{2012}]", "[…{{R Core Team}}…]")
    item = re.match(r"\s*\\bibitem\s*(?:\[(?:[^\[\]{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\])?\s*\{[^{}]*\}", raw)
    if not item:
        return []
    body = re.sub(r"\\penalty-?\d+|\\hskip\s*[^\\]*?\\relax\b|\\(?:urlprefix|doiprefix)\b", " ", raw[item.end():])
    # (agsm-like styles break the line before the address: "{Title}. \\newline\\urlprefix\\url{…}" — its own block)
    parts = [p.strip() for p in re.split(r"\\newblock\b|\\newline\b(?=\s*\\(?:urlprefix|url|href|doi)\b)", body)]
    parts = [re.sub(r"^\\href\s*\{[^{}]*\}\s*", "", p) if _LINKED_WORDS.match(p) else p for p in parts]
    return [p for p in parts if p and not _LINK_ONLY.match(p)]


def _numbers(after: str, entry: BibEntry) -> None:
    """"volume~7 of …", "chapter~20, pages 297--304", "pages 1--9", "page~2" in a block's tail."""
    plain = latex_to_text(after)
    volume = re.search(r"\bvolume\s+(\d+)\b", plain)
    if volume:
        entry.volume = volume.group(1)
    # ("pp.~419--434": acm's; "pp. 405 -- 417" with spaces)
    pages = re.search(r"(?:\bpages?|(?<![\w.])pp?\.)\s*(\w*\d(?:\s*[-–—]+\s*\w*\d)?)(?=[,.\s]|$)", plain)
    if pages:
        entry.pages = normalize_pages(pages.group(1))


def _book_title(block: str, entry: BibEntry) -> bool:
    """A book's (or a manual's) title block: "{\\em Title}, volume~7 of {\\em Series}."."""
    parts = _emphasis(block)
    if not parts or parts[0].strip() or not _text(parts[1]):
        return False
    entry.title = _text(parts[1])
    _numbers(parts[2], entry)
    return True


def _plain_title(block: str, entry: BibEntry) -> None:
    """An article's title block, whole; plain puts a misc's year there ("SciPy: …, 2001--.")."""
    title = _text(block)
    dated = re.fullmatch(rf"(?P<title>.+?),\s*(?:{_MONTHS}\s+)?(?P<year>{_YEAR})[a-z]?\s*(?:[-–—]+)?", title, re.I)
    if dated:
        title = dated.group("title")
        if not entry.year:
            entry.year = int(dated.group("year"))
    if title:
        entry.title = title


def _article(after: str, entry: BibEntry) -> None:
    """The tail after a journal: ", 59(2):118--124, February 1991" / ", 104--106:141--151" /
    ", 05(04):1350039" / ", 33:1877--1901"."""
    plain = latex_to_text(after)
    numbers = re.match(r"^\s*,\s*(?P<volume>[\w/]+(?:\s*[-–]+\s*\w+)?)\s*(?:\((?P<issue>[^()]+)\))?"
                       r"\s*(?::\s*(?P<pages>[\w.]+(?:\s*[-–]+\s*[\w.]+)?))?", plain)
    alone = re.match(rf"^\s*,\s*(?P<volume>[\w/.]*\d[\w/.]*),\s*(?:{_MONTHS}\s+)?{_YEAR}[a-z]?\.?\s*$", plain, re.I)
    if alone and not re.fullmatch(_YEAR, alone.group("volume")):    # "{\em CoRR}, abs/2305.06238, 2023."
        entry.volume = alone.group("volume")
        return
    if numbers and (numbers.group("issue") or numbers.group("pages")):
        entry.volume = re.sub(r"\s*[–—]\s*", "--", numbers.group("volume"))     # "54--55": a double issue
        if numbers.group("issue"):
            entry.issue = numbers.group("issue").strip()
        if numbers.group("pages"):
            entry.pages = normalize_pages(numbers.group("pages"))
    else:
        _numbers(after, entry)


def _proceedings_publisher(after: str, entry: BibEntry) -> None:
    """plain's inproceedings tail: the publisher is its last sentence, "…, New York, NY, USA, 2014.
    Publisher." (with an address), "…. {IEEE}, December 2013." / "…, pages 37--42. IEEE, 2016." /
    "…, pages 343--357. Springer Berlin Heidelberg." (without)."""
    plain = re.sub(r"[.,]?\s*\bdoi\s*:\s*\S+\s*$", "", latex_to_text(after).strip(), flags=re.I)    # abbrv-doi's "ACM. doi: 10.1145/…"
    sentences = re.split(r"(?:^|(?<=[^\s.]{2}))\.\s+", plain)
    if len(sentences) < 2:
        return
    last = re.sub(rf",?\s*(?:{_MONTHS}\s+)?{_YEAR}[a-z]?\s*\.?$", "", sentences[-1], flags=re.I).strip(" .,")
    if last != sentences[-1].strip(" .,"):      # "Publisher, Address, 2021." (incollection): the address goes
        pieces = last.split(", ")
        last = ", ".join(pieces[:2]) if len(pieces) > 1 and _COMPANY_TAIL.match(pieces[1]) else pieces[0]
    if len(set(last.split(", "))) == 1:      # plain's organization and publisher, the same: "ACM, ACM."
        last = last.split(", ")[0]
    last = re.sub(r"^[^:,.\d]{2,40}:\s+(?=\S)", "", last)     # ASA / Chicago: "Cambridge: Cambridge University Press"
    if 2 <= len(last) <= 80 and not re.match(r"[\d(]", last):
        entry.publisher = last


def _publisher_block(block: str, entry: BibEntry) -> None:
    """A book's or report's block: "J. Wiley, Chichester, 3rd edition, 2012." / "Technical report,
    Anthropic, 2024." / "NACA Report NACA-TR-920, National Advisory Committee for Aeronautics (NACA), 1934."."""
    plain = re.sub(rf",?\s*(?:{_MONTHS}\s+)?{_YEAR}[a-z]?\s*\.?$", "", latex_to_text(block).strip()).strip(" .")
    pieces = [p.strip() for p in plain.split(", ") if p.strip()]
    if not pieces or entry.publisher:
        return
    report = _REPORT.match(pieces[0])
    if report:
        if report.group("by"):
            entry.publisher = report.group("by").strip()
        elif len(pieces) > 1:
            entry.publisher = pieces[1]
        return
    if re.fullmatch(r"\[?online\]?|\d.*", pieces[0], re.I):
        return
    publisher = pieces[0]
    if len(pieces) > 1 and _COMPANY_TAIL.match(pieces[1]):
        publisher = f"{publisher}, {pieces[1]}"
    entry.publisher = publisher


# IEEEtran's space between a book's title (its edition, its editors) and its place: "\hskip 1em plus 0.5em minus 0.4em\relax"
_IEEETRAN_BLANK = re.compile(r"\\hskip\s*1em\s*plus\s*0\.5em\s*minus\s*0\.4em\s*\\relax")
# what may follow a book's title before that space: "2nd~ed." / "M.~Gregor, Ed." / "P. Ode and K. Lu, Eds." /
# "ser. Coastal Studies" / "vol.~3", one or more
_AFTER_BOOK_TITLE = re.compile(r"^(?:,\s*(?:(?:[^,]+,\s*)*?[^,]+,\s*Eds?|(?:\d+(?:st|nd|rd|th)|[A-Za-z]+)\s*ed|ser\.\s[^,]+|vol\.\s*\w+)\.?)*"
                               r"\s*\.?$")


def names_and_book(raw: str, entry: BibEntry) -> bool:
    """ieeetr's and IEEEtran's book: the names and the emphasised title in one block ("V.~Khanna, {\\em Title}."),
    then the rest: "Great Britain: Elsevier, second~ed., 1998." / "1~ed., 1976." / "06 2014."; IEEEtran
    parts them by its blank instead of a \\newblock ("I.~Kant, \\emph{Title}, M.~Gregor, Ed.\\hskip 1em plus
    0.5em minus 0.4em\\relax Cambridge, UK: Cambridge University Press, 1998.")."""
    blocks = _blocks(raw)
    if len(blocks) == 1 and len(_IEEETRAN_BLANK.findall(raw)) == 1 and "\\newblock" not in raw:
        blocks = _blocks(_IEEETRAN_BLANK.sub(r"\\newblock ", raw))
    parts = _emphasis(blocks[0]) if len(blocks) >= 2 else None
    if not parts or not _AFTER_BOOK_TITLE.match(latex_to_text(parts[2]).strip()) \
            or not parts[0].rstrip().endswith(","):
        return False
    names, title = _text(parts[0]), _text(parts[1])
    if not names or not title or "``" in parts[0]:
        return False
    _set_authors(entry, names)
    entry.title, entry.journal, entry.entry_type = title, "", "book"
    rest = latex_to_text(" ".join(blocks[1:])).strip(" .")
    placed = re.match(rf"^(?P<place>[^:.\d]{{2,60}}):\s*(?P<publisher>[^:\d]{{2,80}}?)(?:,\s*(?:\d+(?:st|nd|rd|th)|[A-Za-z]+)\s*ed(?:ition)?\.?)?,\s*(?:{_MONTHS}\s+)?{_YEAR}[a-z]?(?:,\s*(?:vol|no|pp?)\.\s*[\w–-]+)*\.?$", rest) \
        or re.match(r"^(?P<place>[^:,.\d]{2,60}):\s*(?P<publisher>[^,]{2,80})", rest)
    first = rest.split(", ")[0].strip()
    if placed:
        entry.publisher = placed.group("publisher").strip()
    elif first and not re.match(r"[\d(\[]", first) and not re.search(r"\bed\.$|\bedition$", first, re.I):
        entry.publisher = re.sub(rf",?\s*{_YEAR}$", "", first).strip()
    years = re.findall(rf"(?<!\d)({_YEAR})(?!\d)", rest)
    if years:
        entry.year = int(years[-1])
    return True


# a note block after the work: "\newblock Last update: Thu Dec 26 15:26:33 2019." / "\newblock Accessed: 2021-03-04."
_NOTE = re.compile(r"^(?:Last\s+(?:update[ds]?|modified|visited)|Accessed|Visited(?:\s+on)?|Retrieved(?:\s+on)?)\b", re.I)


def _without_note(blocks: list[str], entry: BibEntry) -> list[str]:
    """The blocks but a note's; a year or number read only from the note's date is taken back (the year
    from the other blocks, when they have one)."""
    notes = [b for b in blocks if _NOTE.match(_text(b))]
    if not notes:
        return blocks
    kept = [b for b in blocks if b not in notes]
    noted, other = " ".join(_text(b) for b in notes), " ".join(_text(b) for b in kept)
    years = re.findall(rf"(?<!\d)({_YEAR})(?!\d)", other)
    if entry.year and str(entry.year) in noted and str(entry.year) not in years and years:
        entry.year = int(years[-1])
    for field in ("volume", "issue", "pages"):
        value = getattr(entry, field)
        if value and re.search(rf"(?<!\d){re.escape(value)}(?!\d)", noted) and not re.search(rf"(?<!\d){re.escape(value)}(?!\d)", other):
            setattr(entry, field, "")
    return kept


# (acl_natbib leaves the year out of it: "\newblock pages 1045--1048.")
_NUMBERS_ONLY = re.compile(rf"(?:pages?\s+(?P<pages>[\w]+(?:\s*[-–]+\s*\w+)?)|(?P<volume>[\w/]+)\s*:\s*(?P<pages2>\w+(?:\s*[-–]+\s*\w+)?))"
                           rf"\s*,\s*(?:{_MONTHS}\s+)?{_YEAR}[a-z]?|pages?\s+(?P<pages3>\d+\s*[-–]+\s*\d+)\.?", re.I)


def _names_then_year(block: str, entry: BibEntry) -> None:
    """sn-basic's (and spbasic's) first block, the year bare after the names: "Friedman, D., G.~Mattos, and
    J.~Paver 2010." — the names are read from the block without the year (read whole, the year's missing stop
    cut them after the first)."""
    head = re.fullmatch(rf"(?P<names>.*[^\d\s,.])\s+(?P<year>{_YEAR})[a-z]?", _text(block))
    if not head:
        return
    names, truncated = _authors(head.group("names"))
    if len(names) > len(entry.authors):
        entry.authors, entry.authors_truncated = names, truncated
        entry.year = entry.year or int(head.group("year"))


def _titled_names_block(blocks: list[str], entry: BibEntry) -> bool:
    r"""A style that writes the title in the names' block: "Names (1969) Title. \newblock \emph{Journal},
    \textbf{32}(4): 425--443." (the title may hold stops: "Cancer etiology. Variation in …"), a book's
    "Names (1909) \emph{Title}. \newblock Publisher, Place." — the blocks after it are the container's."""
    own = re.search(rf"\((?:{_YEAR})[a-z]?\)\.?\s+(?P<title>(?:\S+\s+){{2}}.+)$", _text(blocks[0]))
    if not own:
        return False
    entry.title = own.group("title").strip(" .")
    parts, container = _emphasis(blocks[1]), _text(blocks[1])
    if parts and not parts[0].strip():      # the journal in italics, its numbers after it
        entry.journal, entry.publisher = _text(parts[1]), ""
        _article(parts[2], entry)
        entry.entry_type = "article"
    elif _emphasis(blocks[0]) and not parts and not re.search(r"\d", container):
        entry.publisher, entry.journal, entry.entry_type = container.split(",")[0].strip(), "", "book"
    return True


def refine(raw: str, entry: BibEntry) -> bool:
    """Correct a classic .bbl item's title, container and numbers by its blocks; False (nothing
    changed) when the item has no authors, title and container blocks of that shape."""
    blocks = _without_note(_blocks(raw), entry)
    year_block = re.fullmatch(rf"\(({_YEAR})([a-z]?)\)\.?", _text(blocks[1])) if len(blocks) >= 3 else None
    if year_block:      # lrec.bst: "Names. \newblock (2010). \newblock Title. \newblock In {\em Proc.}, pages 89--97, Place."
        entry.year, entry.year_suffix = int(year_block.group(1)), year_block.group(2)
        blocks = [blocks[0], *blocks[2:]]
    if len(blocks) == 1 and not entry.authors and not re.search(r"``|\\bibinfo|\\BIBentry", raw) and not _EMPH.search(blocks[0]):
        dated = re.fullmatch(rf"(?P<title>[^\[\]<>]+?),\s*(?P<year>{_YEAR})[a-z]?", _text(blocks[0]))
        if dated:       # "Eurocode 1: Actions on structures, 2024.": a title and a year only
            entry.title, entry.year = dated.group("title"), int(dated.group("year"))
        return bool(dated)
    if len(blocks) < 2 or "``" in raw or "\\bibinfo" in raw:
        return False       # IEEEtran's quoted titles, makebst's named fields: read by their own rules
    dated = re.fullmatch(rf"(?:{_MONTHS}\s+)?({_YEAR})[a-z]?\.?", _text(blocks[1]), re.I)
    if dated and len(blocks) == 2 and not re.search(r",|\band\b", _text(blocks[0])):
        # no authors: the first block is the title ("Structural {{Wind Engineering}} 2024. \newblock 2024.")
        entry.authors, entry.title, entry.year = [], _text(blocks[0]), int(dated.group(1))
        return True
    undated_title = len(blocks) == 3 and re.fullmatch(rf"({_YEAR})[a-z]?\.?", _text(blocks[2]))
    if undated_title and entry.authors and not dated:
        # natbib's unpublished work: "Names. \newblock Title. \newblock 2016." (the year alone, no container);
        # a name read as a lone initial ("H.~Brendan Mcmahan" → "H") is read again from its block
        if any(re.fullmatch(r"[A-Z]\.?", a.strip()) for a in entry.authors):
            names, truncated = _authors(_text(blocks[0]).rstrip("."))
            entry.authors, entry.authors_truncated = names or entry.authors, truncated
        entry.title, entry.journal, entry.entry_type = _text(blocks[1]).rstrip("."), "", "misc"
        entry.year = int(undated_title.group(1))
        return True
    if not entry.authors or dated:
        return False
    if _titled_names_block(blocks, entry):
        return True
    _names_then_year(blocks[0], entry)
    title_block, container = blocks[1], (blocks[2] if len(blocks) > 2 else "")
    book = _book_title(title_block, entry)
    if not book:
        _plain_title(title_block, entry)
    lead = re.match(r"^In\s+", container)
    parts = _emphasis(container)
    numbers_only = _NUMBERS_ONLY.fullmatch(_text(container)) if container and not parts else None
    if numbers_only:        # plain with its venue missing: "\newblock pages 219--224, 1961." / "8:719--727, 2008."
        entry.journal = ""
        entry.volume = numbers_only.group("volume") or entry.volume
        entry.pages = normalize_pages(numbers_only.group("pages") or numbers_only.group("pages2")
                                      or numbers_only.group("pages3"))
        return True
    if parts and (lead or not parts[0].strip()) and not book:
        journal = _text(parts[1])
        if journal:
            entry.journal = journal
        if lead:
            _numbers(parts[2], entry)
            _proceedings_publisher(parts[2], entry)
        else:
            _article(parts[2], entry)
    elif not parts and not book and re.match(r"^[\w/]+\s*\([^()]+\)\s*:", container):
        entry.journal = ""                    # "05(04):1350039.": the numbers without their journal
        _article(", " + container, entry)
    elif _THESIS.match(_text(container)):
        pieces = [p.strip() for p in _text(container).split(", ")]
        entry.journal, entry.entry_type = "", "thesis"     # "PhD thesis, University of X, 2020."
        if len(pieces) > 1 and not re.fullmatch(rf"(?:{_MONTHS}\s+)?{_YEAR}[a-z]?", pieces[1], re.I):
            entry.publisher = pieces[1]
    elif lead and not parts and not book:
        _numbers(container, entry)
    elif not parts and (book or not container or _REPORT.match(_text(container))):
        entry.journal = ""                    # a book's, a report's or a web page's block names no container
        if container:
            _publisher_block(container, entry)
    return True


# a name as BibTeX's styles write it with the given names as initials: "J.~A. {Martin Pereda}" / "G. Van Tendeloo"
_GIVEN_FIRST = re.compile(r"^(?P<given>(?:[A-Z\u00c0-\u00de]\.[\s\-]?)+)\s*"
                          r"(?P<family>[A-Z\u00c0-\u00de\u0100-\u024f\u1e00-\u1eff][^\s,.]+(?:\s+[A-Z\u00c0-\u00de\u0100-\u024f\u1e00-\u1eff][^\s,.]+)+)$")


def family_first(raw: str, entry: BibEntry) -> bool:
    """A family name of two words after the initials ("J. A. Álvarez Jáuregui", "F. De Notaristefani")
    written "Family, Initials", so the family name is read whole: all after the initials is the family
    name in the item of a BibTeX style that abbreviates every given name (every name of the item opens
    with its initials; "R. Bruce Doak" beside "Andrew Aquila" is left as it is). True when a name was not braced in the .bbl (BibTeX's braces keep a
    family name whole; without them the cut is read from the shape)."""
    unbraced = False
    names = []
    if not all(re.match(r"^(?:[A-Z\u00c0-\u00de]\.[\s\-]?)+\s*[^\W\d_]", name) for name in entry.authors):
        return False        # a style that writes given names out ("R. Bruce Doak", "Andrew Aquila"): the cut is unknown
    for name in entry.authors:
        match = _GIVEN_FIRST.match(name)
        if not match or re.search(r"\b(?:Jr|Sr|II|III|IV)\.?$", name):
            names.append(name)
            continue
        family = match.group("family")
        braced = re.search(r"\{\s*" + r"[\s~]+".join(map(re.escape, family.split())) + r"\s*\}", raw)
        unbraced = unbraced or not braced
        names.append(f"{family}, {match.group('given').strip()}")
    entry.authors = names
    return unbraced



def dated_venue(raw: str, entry: BibEntry) -> None:
    """IEEEtran's newspaper or magazine article: '``Title,'' \\emph{The Daily Record}, March 2018.' /
    'Mar. 17, 2018' / '17 March 2018': the date after the emphasised name is no part of it."""
    lead = re.search(r"''\s*,?\s*(?=\{\s*\\(?:em|it)\b|\\(?:emph|textit)\s*\{)", raw)
    parts = _emphasis(raw[lead.end():]) if lead else None
    venue = _text(parts[1]) if parts else ""
    if not venue or not entry.journal.startswith(venue):
        return
    date = rf"(?:{_MONTHS}\s+(?:\d{{1,2}},?\s+)?|\d{{1,2}}\s+{_MONTHS}\s+)?{_YEAR}"
    if re.fullmatch(rf",\s*{date}", entry.journal[len(venue):].strip()) \
            or re.fullmatch(rf",\s*{_MONTHS}(?:\s+\d{{1,2}})?", entry.journal[len(venue):].strip()):
        entry.journal = venue


def quoted_container(raw: str, entry: BibEntry) -> None:
    """ieeetr's part of a book: '``Title,'' in {\\em Book} (E.~Editor, ed.), Series, pp.~1--9, Publisher,
    2nd~ed., 2018.': the emphasised span after "in" is the container whole (the editors and the series
    after it are not its name); the publisher follows the pages."""
    lead = re.search(r"''\s*,?\s*in\s+(?=\{\s*\\(?:em|it)\b|\\(?:emph|textit)\s*\{)", raw)
    parts = _emphasis(raw[lead.end():]) if lead else None
    if not parts or parts[0].strip():
        return
    container = _text(parts[1])
    # (or the title's end before it, when a quote inside the title closed it early: '``An “x” in y,”,'' in')
    if not container or entry.journal == container or not (
            entry.journal.startswith(container) or re.search(r"[”\"'’]\s*,?\s*in\s+" + re.escape(container) + "$", entry.journal)):
        return
    quoted = re.search(r"``(?P<title>.+?)''\s*,?\s*in\s+(?=\{\s*\\(?:em|it)\b|\\(?:emph|textit)\s*\{)", raw)
    if quoted and not entry.journal.startswith(container):    # the title is all the TeX quotes hold
        title = _text(quoted.group("title"))
        while title[-1:] in (",", " ") or title.endswith("”") and title.count("”") > title.count("“"):
            title = title[:-1]       # IEEEtran's own comma and a quote the .bib's title left unopened
        if title.startswith(entry.title.rstrip(" ,”\"")):
            entry.title = title
    entry.journal = container
    after = latex_to_text(parts[2])
    if re.match(r"^\s*\([^()]*\beds?\.\)", after):
        entry.entry_type = "incollection"
    if not entry.publisher and entry.entry_type == "incollection":
        published = re.search(r"\bpp?\.\s*[\w]+(?:\s*[–-]+\s*\w+)?,\s*(?:[^,:]{2,60}:\s*)?(?P<publisher>[^,\d][^,]{1,80}),", after)
        if published and not re.search(r"\bed(?:ition)?\.?$", published.group("publisher")):
            entry.publisher = published.group("publisher").strip()
