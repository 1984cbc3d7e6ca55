"""Which reader a bibliography file needs, by its extension *and* its content: a ``.json`` that
is CSL-JSON, a ``.txt`` that is RIS, PubMed's MEDLINE format, EndNote's tagged format or a Web of
Science plain-text export, an ``.xml`` from EndNote. BibTeX (``.bib``) is read by
``bibliography`` itself.
"""
from __future__ import annotations

import re
from pathlib import Path

from ..errors import RefverifyError
from ..core.bib_sniff import looks_like_medline, looks_like_refer, looks_like_ris, looks_like_wos, sniff_format
from .bib_csljson import read_csl_json, read_csl_yaml
from .bib_endnote import read_endnote_xml
from .bib_medline import read_medline
from .bib_refer import read_refer
from .bib_ris import read_ris
from .bib_wos import read_wos
from .entry import BibEntry

# Extensions whose files are bibliographies (``refverify run refs.ris`` audits them alone).
BIBLIOGRAPHY_SUFFIXES = {".bib", ".bibtex", ".json", ".yaml", ".yml", ".ris", ".nbib",
                         ".medline", ".xml", ".enw"}

_READERS = {"csljson": read_csl_json, "cslyaml": read_csl_yaml, "ris": read_ris,
            "medline": read_medline, "endnote": read_endnote_xml, "refer": read_refer,
            "wos": read_wos}
_NAMES = {"csljson": "CSL-JSON", "cslyaml": "CSL-YAML", "ris": "RIS", "medline": "MEDLINE (.nbib)",
          "endnote": "EndNote XML", "refer": "EndNote tagged (.enw)",
          "wos": "Web of Science plain text", "bibtex": "BibTeX"}
_EXPECTED = {".json": "CSL-JSON", ".yaml": "CSL-YAML", ".yml": "CSL-YAML", ".ris": "RIS",
             ".nbib": "MEDLINE", ".medline": "MEDLINE", ".xml": "EndNote XML",
             ".enw": "EndNote tagged"}


def read_structured(text: str, file: str, suffix: str = "") -> list[BibEntry] | None:
    """The entries of a bibliography in any format but BibTeX; None when the text is BibTeX.
    A file whose extension names a format its content is not raises a one-line error."""
    kind = sniff_format(text, suffix)
    if kind == "bibtex":
        expected = _EXPECTED.get(suffix.lower())
        if expected and "@" not in text:
            raise RefverifyError(f"{file}: not a {expected} bibliography (its content has no "
                                 f"{expected} record)")
        return None
    return _READERS[kind](text, file)


def format_name(text: str, suffix: str = "") -> str:
    return _NAMES[sniff_format(text, suffix)]


_BIBTEX_RECORD = re.compile(r"^\s*@(?!comment\b|preamble\b|string\b)[A-Za-z]+\s*[{(]\s*[^\s,{}]+\s*,", re.M | re.I)


def holds_bibtex(text: str) -> bool:
    """BibTeX records ("@article{key,"), whatever the file is called: a ``.bib`` saved as ``references.bbl``."""
    return bool(_BIBTEX_RECORD.search(text)) and "\\bibitem" not in text and "\\entry{" not in text


def is_bibliography_file(path: Path) -> bool:
    """A file given as the manuscript that is a bibliography to audit alone: a known
    bibliography extension, a ``.txt`` holding RIS or MEDLINE records, or a ``.bbl`` holding BibTeX."""
    suffix = path.suffix.lower()
    if suffix in BIBLIOGRAPHY_SUFFIXES:
        return True
    if suffix not in (".txt", ".bbl") or not path.is_file():
        return False
    try:
        head = path.read_bytes()[:20000].decode("utf-8", errors="replace")
    except OSError:
        return False
    if suffix == ".bbl":
        return holds_bibtex(head)
    return (looks_like_ris(head) or looks_like_medline(head) or looks_like_refer(head)
            or looks_like_wos(head))
