"""One bibliography entry as every reader gives it (``BibEntry``), and the small field rules the
readers share: years, pages, placeholder authors, spaces, LaTeX to text, identifiers from .bib
fields. The readers (.bib, CSL-JSON, RIS, EndNote, reference lists …) import from here and from
nothing above them, so no reader depends on another (issue 21)."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from ..core.text import has_cjk
from ..ids import find_doi, normalize_arxiv, normalize_doi, normalize_pmid

PLACEHOLDER_AUTHORS = {"anonymous", "anon", "anon.", "unknown", "佚名", "n.n.", "nn", "others",
                       "et al", "et al.", "等"}
_TRUNCATION = {"others", "et al", "et al.", "等"}


@dataclass
class BibEntry:
    key: str = ""
    number: int | None = None
    label: str = ""             # an alpha list's label ("MüS03" of "[MüS03] MÜLLER, Hans …"), by which the text cites
    entry_type: str = ""
    title: str = ""
    authors: list[str] = field(default_factory=list)
    year: int | None = None
    year_suffix: str = ""
    journal: str = ""
    volume: str = ""
    issue: str = ""
    pages: str = ""
    doi: str = ""
    pmid: str = ""
    arxiv: str = ""
    url: str = ""
    publisher: str = ""
    language: str = "en"
    raw: str = ""
    origin: str = "bib"
    file: str = ""
    line: int | None = None
    placeholder_authors: bool = False
    authors_truncated: bool = False   # "et al." / "and others" / 等 ended the author list
    # how sure the reader is of each field (core.certainty: field | style | guessed; absent = field)
    certainty: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)   # how the entry was read when not plainly
    unreadable: bool = False          # kept (never dropped) although no field could be read


@dataclass
class BibResult:
    entries: list[BibEntry] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    keys_enumerated: bool = True


# --- small field rules (shared with reflist) ---------------------------------------------

def split_year(text: str) -> tuple[int | None, str]:
    """"2020a" → (2020, "a"); "2021-05-03" → (2021, ""); no year → (None, "")."""
    match = re.search(r"(?<!\d)(1[5-9]\d\d|20\d\d)([a-z])?(?![\d])", text or "")
    if not match:
        return None, ""
    return int(match.group(1)), match.group(2) or ""


def normalize_pages(text: str) -> str:
    """Any dash (en/em dash, "--", "~") between page numbers becomes "-"."""
    text = re.sub(r"\s*(?:-{1,3}|[\u2010-\u2015~～])\s*", "-", (text or "").strip())
    return text.rstrip(".,;")


def placeholder_authors(authors: list[str], truncated: bool = False) -> bool:
    """True when a name is a placeholder (Anonymous, 佚名) or the list is only "et al."."""
    names = [a.strip().lower() for a in authors]
    if any(n in PLACEHOLDER_AUTHORS - _TRUNCATION for n in names):
        return True
    return truncated and not names


SOURCE_FIELDS = ("entry_type", "journal", "publisher", "volume", "issue", "pages", "year")


def adopt_source(entry, trial, fields: tuple[str, ...] = SOURCE_FIELDS) -> None:
    """A line reader's trial reading of the source, kept: its ``fields``, what it guessed (a field the
    source's reading guessed stays so) and its notes."""
    for field in fields:
        setattr(entry, field, getattr(trial, field))
    entry.certainty.update(trial.certainty)
    entry.notes = [*(entry.notes or []), *trial.notes]


def set_names_and_year(entry, names: list[str], year: str, truncated: bool = False) -> None:
    """What a line reader found of who and when: the authors ("et al." as ``truncated``) and the year
    with its letter ("2015a")."""
    entry.authors, entry.authors_truncated = names, truncated
    entry.placeholder_authors = placeholder_authors(names, truncated)
    entry.year, entry.year_suffix = split_year(year)


def clean_space(text: str) -> str:
    return re.sub(r"\s+", " ", (text or "").replace("\xa0", " ")).strip()


# --- LaTeX and .bib fields -------------------------------------------------------------

_LATEX_SPECIALS = re.compile(r"[\\{}$~%&^_]|--|``|''")


_KEEP_ARGUMENT = re.compile(r"\\(?:mbox|textup|textsf|texttt|textmd)\s*(?=\{)")


def latex_to_text(text: str) -> str:
    if not _LATEX_SPECIALS.search(text or ""):
        return clean_space(text)            # plain text: nothing to convert (most fields)
    if "\\discretionary" in text:     # abbrv-doi's breakable DOI: "10\hspace{.1pt}\discretionary{.}{% }{.}\hspace{.4pt}1016…"
        text = re.sub(r"\\discretionary\s*\{[^{}]*\}\s*\{[^{}]*\}\s*\{([^{}]*)\}", r"\1", text)
        text = re.sub(r"\\hspace\s*\{[^{}]*\}|(?<!\\)%[ \t]*", "", text)
    # (pylatexenc writes no text for these: "Esc/\\mbox{J}ava2" would lose its "J", "\\texttt{grep}" its name)
    text = _KEEP_ARGUMENT.sub("", text)
    from pylatexenc.latex2text import LatexNodes2Text
    from pylatexenc.latexwalker import LatexWalker, get_default_latex_context_db
    cache = latex_to_text.__dict__
    # The converter and the walker's macro database are built once (pylatexenc builds them per
    # call otherwise: 8 ms a field, minutes for a 10,000-entry bibliography). Not with
    # ``setdefault``: its default argument would be built on every call all the same.
    if "converter" not in cache:
        cache["converter"] = LatexNodes2Text()
        cache["db"] = get_default_latex_context_db()
    converter, db = cache["converter"], cache["db"]
    try:
        nodes = LatexWalker(text, latex_context=db, tolerant_parsing=True).get_latex_nodes()[0]
        return clean_space(converter.nodelist_to_text(nodes))
    except Exception:  # pylatexenc rejects some malformed markup; keep the text readable
        return clean_space(_plain_latex(text))


# an accent macro and the combining mark it puts on its letter: {\'a} → á, \"u → ü, \v S → Š
_ACCENTS = {"'": "\u0301", "`": "\u0300", "^": "\u0302", '"': "\u0308", "~": "\u0303", "=": "\u0304",
            ".": "\u0307", "u": "\u0306", "v": "\u030c", "H": "\u030b", "c": "\u0327", "k": "\u0328"}
_LETTERS = {"o": "ø", "O": "Ø", "ae": "æ", "AE": "Æ", "oe": "œ", "OE": "Œ", "aa": "å", "AA": "Å",
            "ss": "ß", "l": "ł", "L": "Ł", "i": "ı", "&": "&", "%": "%", "_": "_", "#": "#", "$": "$"}


def _plain_latex(text: str) -> str:
    """LaTeX made plain without pylatexenc (which gives up on some markup): accents go onto their
    letter, a macro's name goes ("{\\em X}" → "X", never "em X"), "~" is a space."""
    def accent(match: re.Match) -> str:
        return unicodedata.normalize("NFC", match.group(2) + _ACCENTS[match.group(1)])
    text = re.sub(r"\\(['`^\"~=.]|[uvHck](?![A-Za-z]))\s*\{?\s*([A-Za-z])\}?", accent, text)
    text = re.sub(r"\\(ae|AE|oe|OE|aa|AA|ss|[oOlLi])(?![A-Za-z])\s*|\\([&%_#$])",
                  lambda m: _LETTERS[m.group(1) or m.group(2)], text)
    text = re.sub(r"\\textquotesingle\b\s*", "'", text)
    text = re.sub(r"\\[A-Za-z]+\*?\s*", " ", text)          # any other macro: its name goes, its argument stays
    text = re.sub(r"(?<!\\)~", " ", text)
    return re.sub(r"[{}\\]", "", text)


def unescape(value: str) -> str:
    """Identifier-like fields (doi, url, eprint, pages): only braces and escaped specials go;
    pylatexenc would read "%" in a URL as a comment."""
    value = re.sub(r"\\([_&%#$])", r"\1", value)
    return clean_space(value.replace("{", "").replace("}", ""))


def _arxiv_of(fields: dict) -> str:
    eprint_type = (fields.get("archiveprefix") or fields.get("eprinttype") or "").lower()
    if fields.get("eprint") and eprint_type in ("arxiv", ""):
        found = normalize_arxiv(fields["eprint"])
        if found:
            return found
    for name in ("journal", "url", "note", "howpublished"):
        for match in re.finditer(r"arxiv(?:\.org/abs/|\s*:\s*|\s+)([\w.\-/]+)",
                                 fields.get(name, ""), re.I):
            if normalize_arxiv(match.group(1)):
                return normalize_arxiv(match.group(1))
    doi = fields.get("doi", "")
    match = re.search(r"10\.48550/arxiv\.(\S+)", doi, re.I)
    return normalize_arxiv(match.group(1)) if match else ""


def _pmid_of(fields: dict) -> str:
    if fields.get("pmid"):
        return normalize_pmid(fields["pmid"])
    if (fields.get("eprinttype") or "").lower() in ("pubmed", "pmid"):
        return normalize_pmid(fields.get("eprint", ""))
    match = re.search(r"PMID\s*:?\s*(\d{1,8})", fields.get("note", ""), re.I)
    return match.group(1) if match else ""


def _doi_of(fields: dict) -> str:
    doi = normalize_doi(fields.get("doi", ""))
    if doi:
        return doi
    url = fields.get("url", "")
    return find_doi(url) if re.search(r"doi\.org/", url, re.I) else ""


def entry_from_fields(key: str, entry_type: str, fields: dict, authors: list[str],
                       truncated: bool, raw: str, file: str, line: int) -> BibEntry:
    year, suffix = split_year(fields.get("year") or fields.get("date") or "")
    title = fields.get("title", "")
    language = fields.get("langid") or fields.get("language") or ""
    return BibEntry(
        key=key, entry_type=entry_type.lower(), title=title, authors=authors,
        year=year, year_suffix=suffix,
        journal=fields.get("journal") or fields.get("journaltitle") or fields.get("booktitle") or "",
        volume=fields.get("volume", ""), issue=fields.get("number") or fields.get("issue") or "",
        pages=normalize_pages(fields.get("pages", "")),
        doi=_doi_of(fields), pmid=_pmid_of(fields), arxiv=_arxiv_of(fields),
        url=fields.get("url", ""),
        publisher=fields.get("publisher") or fields.get("school") or fields.get("institution")
        or fields.get("organization") or "",
        language="zh" if has_cjk(title) or language.lower() in ("chinese", "zh", "zh-cn") else "en",
        raw=raw, origin="bib", file=file, line=line,
        placeholder_authors=placeholder_authors(authors, truncated), authors_truncated=truncated)
