"""A ``\\bibitem`` whose fields BibTeX marked up by name (issue 20): ``\\bibinfo {author} {…}``,
``\\bibinfo {journal} {…}``, ``\\bibinfo {year} {…}`` — what revtex's ``apsrev4-1`` / ``apsrev4-2``,
the styles built by ``makebst`` with the "bibinfo" option (``elsarticle-num``, ``aipnum``,
``achemso``, …) and ACM-Reference-Format (``\\bibinfo{person}``, ``\\showarticletitle``) write in
the ``.bbl``. The fields are read from their markup, not from the text:
``\\bibnamefont {Moon}`` is the family name, ``\\bibfnamefont {R.~M.}`` the given one, a plain
``\\bibinfo {author} {R.~M. Moon}`` is split like a BibTeX name; the DOI comes from
``\\bibinfo {doi}``, ``\\href {https://doi.org/…}``, ``\\doibase`` or ``\\doi{…}``, an arXiv id from ``\\Eprint``.
"""
from __future__ import annotations

import re

from ..ids import find_doi, normalize_arxiv
from .reflist_names import has_organisation_word
from .entry import BibEntry, clean_space, latex_to_text, normalize_pages, split_year

_INFO = re.compile(r"\\bibinfo\s*\{\s*(\w+)\s*\}\s*\{")
_AUTHOR_FIELD = re.compile(r"\\bibfield\s*\{\s*(author|editor)\s*\}\s*\{")
# the markup that says the line is one: at least one of these fields named
_MARKED = re.compile(r"\\bibinfo\s*\{\s*(?:author|person|title|journal|year|volume|pages|publisher|booktitle|school)\s*\}")
_PARTICLES = {"van", "von", "de", "der", "den", "da", "del", "di", "du", "la", "le", "ten", "ter", "dos", "das"}
_SUFFIX = re.compile(r"^(?:Jr|Sr|II|III|IV)\.?$")


def has_fields(body: str) -> bool:
    """The ``\\bibitem`` body names its fields with ``\\bibinfo``."""
    return bool(_MARKED.search(body))


def _group(text: str, start: int) -> tuple[str, int]:
    """The balanced ``{…}`` opening at ``start`` (its inside, the index after it)."""
    depth = 0
    for index in range(start, len(text)):
        char = text[index]
        if char == "\\":
            continue
        if char == "{" and (index == 0 or text[index - 1] != "\\"):
            depth += 1
        elif char == "}" and text[index - 1] != "\\":
            depth -= 1
            if depth == 0:
                return text[start + 1:index], index + 1
    return text[start + 1:], len(text)


def _fields(body: str) -> dict[str, list[str]]:
    """field name → the raw values of its ``\\bibinfo``s, in order."""
    found: dict[str, list[str]] = {}
    for match in _INFO.finditer(body):
        value, _ = _group(body, match.end() - 1)
        found.setdefault(match.group(1).lower(), []).append(value)
    return found


def _plain(value: str) -> str:
    """The text of a field value: name-font and emphasis macros go, LaTeX becomes text."""
    value = re.sub(r"\\(?:bibnamefont|bibfnamefont|citenamefont|textbf|textit|emph|bibinfo\s*\{\w+\})\s*(?=\{)",
                   "", value)
    value = re.sub(r"\\(?:natexlab|BibitemShut|BibitemOpen|EOS|relax)\b(?:\s*\{[^{}]*\})?", "", value)
    value = re.sub(r"(?<!\\)%", "", value)   # a line-end comment sign of the .bbl, joined
    value = re.sub(r"\\(La)?TeX\b\s*", lambda m: f"{m.group(1) or ''}TeX", value)
    return clean_space(latex_to_text(value)).strip(" ,;")


_ORGANISATION = re.compile(r"\b(?:Research|Labs?|Laborator(?:y|ies)|Team|Inc|Corp|Corporation|Ltd|LLC|GmbH|Foundation|"
                           r"Institute|Consortium|Association|Organi[sz]ation|Society|Council|Agency|Ministry|University)\b")


def _name(value: str) -> str:
    """One author: "Family, Given" from ``\\bibnamefont`` / ``\\bibfnamefont``, else split
    like BibTeX ("R. M. Moon", "van der Berg, J.", "Smith, J., Jr.")."""
    family = re.search(r"\\bibnamefont\s*\{", value)
    if family:
        family_text = _plain(_group(value, family.end() - 1)[0])
        given = [_plain(_group(value, m.end() - 1)[0]) for m in re.finditer(r"\\bibfnamefont\s*\{", value)]
        before = [g for g, m in zip(given, re.finditer(r"\\bibfnamefont\s*\{", value)) if m.start() < family.start()]
        after = [g for g in given if g not in before]
        name = f"{family_text}, {' '.join(before)}".rstrip(" ,") if before else family_text
        return f"{name}, {' '.join(after)}" if after else name
    given = re.search(r"\\xfnm\s*\[([^\]]*)\]", value)
    if given:       # elsarticle-harv's "Adede\xfnm[ C.]": the family name, then the given part
        family_text = _plain(value[:given.start()] + value[given.end():])
        return f"{family_text}, {_plain(given.group(1))}".rstrip(" ,")
    text = _plain(value)
    if "," in text or " " not in text or re.fullmatch(r"\s*\{[^{}]*\}\s*", value):
        return text          # "{R Core Team}": braced whole, an organisation
    if _ORGANISATION.search(text) or has_organisation_word(text):
        return text          # ACM's "\bibinfo{person}{Microsoft Research~Lab Asia}": an organisation, not a person
    words = text.split()
    suffix = words.pop() if len(words) > 2 and _SUFFIX.match(words[-1]) else ""
    start = next((i for i, w in enumerate(words[:-1]) if w in _PARTICLES and i > 0), len(words) - 1)
    name = f"{' '.join(words[start:])}, {' '.join(words[:start])}"
    return f"{name}, {suffix}" if suffix else name


def _authors(body: str, fields: dict[str, list[str]]) -> tuple[list[str], bool]:
    """The authors (the editors of an edited book when no author is named) and whether the
    list ends with "et al." / "others"."""
    # ACM-Reference-Format names each author a \bibinfo{person} inside \bibfield{author}
    group = _AUTHOR_FIELD.search(body)
    persons = [_name(v) for v in _fields(_group(body, group.end() - 1)[0]).get("person", [])] if group else []
    names = [_name(v) for v in fields.get("author", [])] or persons
    if not names:    # a collaboration alone, or the editors of an edited book
        names = [_plain(v) for v in fields.get("collaboration", [])] or [_name(v) for v in fields.get("editor", [])]
    tail = _group(body, group.end() - 1)[0] if group else ""
    truncated = bool(re.search(r"et[~\s]*al\.?|\bothers\b", re.sub(r"\\bibinfo\s*\{\w+\}\s*\{[^{}]*\}", "", tail)))
    if not group and fields.get("author"):     # sn-nature: "\bibinfo{author}{Zhao, W.} \emph{et~al.} \newblock"
        found = list(re.finditer(r"\\bibinfo\s*\{author\}\s*\{(?:[^{}]|\{[^{}]*\})*\}", body))
        after = re.split(r"\\newblock|\\bibinfo\s*\{(?!author\})", body[found[-1].end():], maxsplit=1)[0] if found else ""
        truncated = truncated or bool(re.search(r"\bet[~\s]*al\b", after))
    kept = [n for n in names if n.lower() not in ("others", "et al.", "et al")]
    return kept, truncated or len(kept) < len(names)


def _identifiers(body: str, fields: dict[str, list[str]], entry: BibEntry) -> None:
    doi = fields.get("doi", [""])[0]
    links = re.findall(r"\\(?:href|url)\s*\{\s*((?:\\doibase\s*)?[^{}\s]+)\s*\}", body)
    if not doi:
        doi = next((link for link in links if "doi" in link.lower() or "\\doibase" in link), "")
    if not doi:     # natbib .bst of Elsevier / Cell Press: "\\DOIprefix\\doi{10.1101/gr.190595.115}"
        macro = re.search(r"\\doi\s*\{\s*([^{}\s]+)\s*\}", body)
        doi = macro.group(1) if macro else ""
    entry.doi = find_doi(re.sub(r"\\doibase\s*", "", doi).replace("\\_", "_")) or ""
    eprint = fields.get("eprint", [""])[0] or next(
        (m for m in re.findall(r"\\(?:Eprint|showeprint)\s*(?:\[[^\]]*\])?\s*\{([^{}]*)\}", body)), "")
    entry.arxiv = normalize_arxiv(eprint) or ""
    url = fields.get("url", [""])[0] or next((link for link in links if link.startswith("http")
                                              and "doi.org" not in link and "arxiv.org" not in link), "")
    entry.url = url.replace("\\_", "_").replace("\\%", "%")


def read(body: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from the ``\\bibinfo`` fields of a ``\\bibitem`` body; False when it has none."""
    if not has_fields(body):
        return False
    fields = _fields(body)

    def first(*names: str) -> str:
        value = next((fields[n][0] for n in names if fields.get(n)), "")
        # ACM's "Distributed Systems (\bibinfo{edition}{2nd.} ed.)": the edition is no part of the title
        return _plain(re.sub(r"\s*\(\\bibinfo\s*\{edition\}\s*\{[^{}]*\}\s*(?:ed\.|edition)\)", "", value))

    entry.authors, entry.authors_truncated = _authors(body, fields)
    lead = re.match(r"\s*\\bibitem\s*(?:\[(?:[^\[\]]|\[[^\]]*\])*\])?\s*%?\s*\{[^}]*\}\s*(?P<lead>[^\\{}%]{2,80}?)"
                    r"[.\s]*\\bibinfo\s*\{\s*year", body)
    if not entry.authors and lead:    # ACM writes an organisation as plain text before the year: "IEEE \bibinfo{year}{2004}"
        entry.authors = [clean_space(lead.group("lead")).strip(" .,")]
    entry.title = re.sub(r"\s*\(\d+(?:st|nd|rd|th)\.?\s+ed\.?\)$", "", first("title"))   # "… (3rd. ed.)"
    shown = re.search(r"\\showarticletitle\s*\{", body)    # ACM-Reference-Format's article title
    if not entry.title and shown:
        entry.title = _plain(_group(body, shown.end() - 1)[0])
    entry.journal = first("journal", "booktitle")
    if not entry.title and fields.get("booktitle") and not fields.get("journal") \
            and not re.search(r"\b[Ii]n\W+(?:\\[\w@]+\s*(?:\{\s*\}\s*)?\{?\s*)*\\bibinfo\s*\{\s*booktitle", body):
        entry.title, entry.journal = entry.journal, ""     # ACM's book: its title in booktitle, no "In" before it
        entry.title = re.sub(r"\s*\(\d+(?:st|nd|rd|th)\.?\s+ed\.?\)$", "", entry.title)
    entry.publisher = first("publisher", "school", "institution", "organization")
    entry.volume = first("volume")
    entry.issue = first("number")
    entry.pages = normalize_pages(first("pages", "eid"))     # REVTeX's article number: "\bibinfo{eid}{063501}"
    year_text = first("year")
    if not year_text:    # natbib's label "Moon et al.(1969)" says the year when the field is absent
        label = re.match(r"\s*\\bibitem\s*\[(.*?)\]\s*\{", body)
        year_text = re.sub(r"[^\d()a-z]", "", label.group(1)) if label else ""
    entry.year, entry.year_suffix = split_year(year_text)
    _identifiers(body, fields, entry)
    if fields.get("journal"):
        entry.entry_type = "article"
    elif fields.get("booktitle") and not entry.journal:
        entry.entry_type = "book"
    elif fields.get("booktitle"):
        entry.entry_type = "inproceedings" if re.search(r"proc|conf|symp|workshop", entry.journal, re.I) \
            else "incollection"
    elif fields.get("school"):
        entry.entry_type = "thesis"
    elif fields.get("publisher"):
        entry.entry_type = "book"
    else:
        entry.entry_type = "misc"
    return True
