"""A ``\\bibitem`` of Springer Nature's ``sn-jnl`` class (``sn-mathphys``, ``sn-basic``, BMC and the
other ``sn-*.bst``) or of the VTeX/IMS styles, whose fields are marked up by name inside a
``\\begin{barticle}`` / ``\\begin{bbook}`` / ``\\begin{bchapter}`` / ``\\begin{botherref}`` group
(issue 20): ``\\bauthor{\\bsnm{Sanger}, \\binits{H.L.}}``, ``\\batitle{…}``, ``\\bjtitle{…}``,
``\\bvolume{…}(\\bissue{…})``, ``\\bfpage{…}--\\blpage{…}``, ``\\byear{…}``, ``\\doiurl{…}``,
``\\bbtitle`` / ``\\bctitle`` (a book, a chapter), ``\\beditor``, ``\\bpublisher``, ``\\blocation``.
The fields are read from their markup, as ``reflist_bibinfo`` reads ``\\bibinfo``'s. A
``botherref`` marks its authors only (``\\oauthor``); its title and source are read from the text
after them, and are marked guessed.
"""
from __future__ import annotations

import re

from ..ids import find_doi
from .entry import BibEntry, clean_space, normalize_pages, split_year
from .reflist_bibinfo import _group, _plain
from .reflist_certainty import guess as mark_guessed

_ENV = re.compile(r"\\begin\s*\{\s*b([a-z]+)\s*\}(?:\s*\[[^\]]*\])?")
_MARKED = re.compile(r"\\(?:bauthor|oauthor|beditor|batitle|bjtitle|bbtitle|bctitle|btitle|bjournal|bsnm)\s*\{")
_PERSON = re.compile(r"\\(bauthor|oauthor|beditor|bcollab|oeditor)\s*\{")
# \ifmmode\acute{e}\else\'{e}\fi: the text branch is the one a .bbl reader wants
_IFMMODE = re.compile(r"\\ifmmode\s*(?:[^{}\\]|\\[A-Za-z]+\s*|\{[^{}]*\})*?\\else\s*((?:[^{}\\]|\\[^A-Za-z]|\\[A-Za-z]+\s*|\{[^{}]*\})*?)\\fi\b")


def has_fields(body: str) -> bool:
    """The ``\\bibitem`` body is one of sn-jnl's / VTeX's marked groups (``\\begin{barticle}`` …)."""
    return bool(_ENV.search(body)) and (bool(_MARKED.search(body)) or "\\begin{botherref}" in body.replace(" ", ""))


def _macros(body: str, name: str) -> list[str]:
    """The raw values of every ``\\name{…}`` in ``body``, in order."""
    return [_group(body, m.end() - 1)[0] for m in re.finditer(rf"\\{name}\s*\{{", body)]


def _value(body: str, *names: str) -> str:
    return next((_plain(v) for n in names for v in _macros(body, n)), "")


def _person(value: str) -> str:
    """One name: "Family, Given" from ``\\bsnm`` / ``\\binits`` or ``\\bfnm`` / ``\\bparticle`` /
    ``\\bsuffix``; a group without ``\\bsnm`` (a collaboration) as written."""
    family = _value(value, "bsnm")
    if not family:
        return _plain(value)
    particle = _value(value, "bparticle")
    given = _value(value, "bfnm") or _value(value, "binits")
    suffix = _value(value, "bsuffix")
    name = f"{particle} {family}".strip()
    name = f"{name}, {given}" if given else name
    return f"{name}, {suffix}" if suffix else name


def _people(body: str, *kinds: str) -> tuple[list[str], int]:
    """The names of the given kinds (``bauthor`` …) and the index after the last of them."""
    names, end = [], 0
    for match in _PERSON.finditer(body):
        value, after = _group(body, match.end() - 1)
        if match.group(1) in kinds:
            names.append(_person(value))
            end = max(end, after)
    return [n for n in names if n], end


def _pages(body: str) -> str:
    first, last = _value(body, "bfpage"), _value(body, "blpage")
    if first:
        return normalize_pages(f"{first}-{last}" if last else first)
    return normalize_pages(_value(body, "bpages"))


def _other(text: str, entry: BibEntry) -> None:
    """A ``botherref``'s unmarked text after its authors: "{Title}. Journal \\textbf{6} (2016)"."""
    text = re.sub(r"\\(?:doiurl|url|burl|href)\s*\{[^{}]*\}(?:\s*\{(?:[^{}]|\{[^{}]*\})*\})?", " ", text)
    text = re.sub(r"^\s*[:.,]\s*", "", text)
    # "\oauthor{…}, et al.: {Title}": the names cut, then the title
    etal = re.match(r"^(?:et\.?\s*al\.?)\s*[:.,]?\s*", text)
    if etal:
        entry.authors_truncated, text = True, text[etal.end():]
    year = re.search(r"\((?:[^()]*?\s)?((?:1[89]|20)\d\d[a-z]?)\)", text)
    if year:
        entry.year, entry.year_suffix = split_year(year.group(1))
    if text.startswith("{"):
        title, after = _group(text, 0)
    else:
        cut = re.search(r"\.\s", text)
        title, after = (text[:cut.start()], cut.end()) if cut else (text, len(text))
    entry.title = _plain(title)
    rest = text[after:].lstrip(" .,").rstrip()
    bold = re.search(r"\\textbf\s*\{([^{}]*)\}", rest)
    if bold:
        entry.volume = _plain(bold.group(1))
    source = re.split(r"\\textbf|\(|\[|,\s*\d", rest)[0]
    entry.journal = _plain(source).strip(" ,")
    if re.search(r"\d{4}|Online|accessed", entry.journal, re.I):
        entry.journal = ""
    mark_guessed(entry, ("title", "journal", "volume"), "a botherref of sn-jnl: its title and source read from unmarked text")


def read(body: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from the marked fields of an sn-jnl / VTeX ``\\bibitem``; False when it has none."""
    env = _ENV.search(body)
    if not env or not has_fields(body):
        return False
    body = _IFMMODE.sub(lambda m: m.group(1), body)
    env = _ENV.search(body)
    kind = env.group(1)
    entry.authors, end = _people(body, "bauthor", "oauthor", "bcollab")
    editors, _ = _people(body, "beditor", "oeditor")
    entry.authors_truncated = bool(re.search(r"\\betal\b|\bet[~\s]*al\.", body[env.end():end + 20] if end else ""))
    if not entry.authors and editors and kind == "book":
        entry.authors = editors                  # an edited book: its editors stand for its authors
    entry.title = _value(body, "batitle", "bctitle", "btitle") or _value(body, "bbtitle")
    entry.journal = _value(body, "bjtitle", "bjournal")
    if not entry.journal and _value(body, "batitle", "bctitle", "btitle"):
        entry.journal = _value(body, "bbtitle", "bbooktitle", "bconfname")   # a chapter's book
    entry.publisher = _value(body, "bpublisher", "binstitution", "binstitute", "binstitutionaled", "borganization", "bschool")
    volume, issue = _value(body, "bvolume"), _value(body, "bissue", "bnumber")
    if re.search(r":|;", volume) or not re.search(r"\w", issue):
        issue = "" if not re.search(r"\w", issue) else issue
    if ":" in volume:     # "2016:1579490." — a PubMed citation pasted whole into the volume: no volume of its own
        volume = ""
    entry.volume, entry.issue = volume.strip(" ."), issue
    entry.pages = _pages(body)
    entry.year, entry.year_suffix = split_year(_value(body, "byear"))
    doi = _value(body, "doiurl", "bdoi") or next((v for v in _macros(body, "url") if "doi.org/" in v), "")
    typed = re.search(r"\bdoi:\s*(10\.\d{4,9}/[^\s{}]+?)\.?(?=\s|$)", body, re.I)     # "… BMJ (2021). doi: 10.1136/bmj.n71."
    entry.doi = find_doi(doi.replace("\\_", "_")) or (find_doi(typed.group(1)) if typed else "") or ""
    url = next((v for v in _macros(body, "url") + _macros(body, "burl") if v.startswith("http") and "doi.org" not in v), "")
    entry.url = url.replace("\\_", "_").replace("\\%", "%")
    if kind == "otherref" and not entry.title:
        start = end or env.end()
        tail = body[start:body.find("\\end{botherref}") if "\\end{botherref}" in body else len(body)]
        _other(tail, entry)
    entry.title = clean_space(entry.title)
    entry.entry_type = {"article": "article", "book": "book", "chapter": "incollection",
                        "incollection": "incollection", "inproceedings": "inproceedings",
                        "techreport": "report", "thesis": "thesis"}.get(kind, "article" if entry.journal else "misc")
    return True
