"""Which format a bibliography's text is written in, by its content (the extension only breaks a
tie): Step A picks its reader by it (``parse.bib_formats``), Step D writes a corrected ``.bib``
only for a BibTeX file (``report.corrected_bib``)."""
from __future__ import annotations

import re


def sniff_format(text: str, suffix: str = "") -> str:
    """csljson | cslyaml | ris | medline | endnote | refer | wos | bibtex (the content decides; the
    extension only breaks a tie)."""
    suffix = suffix.lower()
    if looks_like_ris(text):
        return "ris"
    if looks_like_medline(text):
        return "medline"
    if looks_like_endnote_xml(text):
        return "endnote"
    if looks_like_refer(text):
        return "refer"
    if looks_like_wos(text):
        return "wos"
    if looks_like_csl_json(text) or (suffix == ".json" and text.lstrip("\ufeff \t\n")[:1] in "[{"):
        return "csljson"
    if suffix in (".yaml", ".yml") or (suffix not in (".bib", ".bibtex") and "@" not in text[:2000]
                                       and looks_like_csl_yaml(text)):
        return "cslyaml"
    return "bibtex"


def looks_like_ris(text: str) -> bool:
    head = text[:20000]
    return bool(re.search(r"^\ufeff?TY\s{1,3}-\s", head, re.M)) and \
        bool(re.search(r"^(?:ER|AU|A1|TI|T1|PY|Y1)\s{1,3}-", head, re.M))


def looks_like_medline(text: str) -> bool:
    return bool(re.search(r"^\ufeff?PMID- ?\d", text[:20000], re.M)) and \
        bool(re.search(r"^(?:TI|FAU|AU|DP)\s*- ", text[:20000], re.M))


def looks_like_endnote_xml(text: str) -> bool:
    head = text.lstrip("\ufeff \t\n")[:5000]
    return head.startswith("<") and "<records" in head.lower() and "<record" in head.lower()


def looks_like_refer(text: str) -> bool:
    head = text[:20000]
    return bool(re.search(r"^\ufeff?%0 \S", head, re.M)) and \
        bool(re.search(r"^%[ATD] \S", head, re.M))


def looks_like_wos(text: str) -> bool:
    head = text[:20000]
    return bool(re.search(r"^\ufeff?FN .*Web of Science", head, re.M)) or (
        bool(re.search(r"^PT [JBSP]\s*$", head, re.M)) and bool(re.search(r"^ER\s*$", head, re.M)))


def looks_like_csl_json(text: str) -> bool:
    """A JSON list of CSL items: one of CSL's own keys (issued, container-title, citation-key)
    or a CSL name ({"family": …}) near the start."""
    head = text.lstrip("\ufeff \t\n")[:20000]
    return head[:1] in "[{" and bool(re.search(
        r'"(?:issued|container-title|citation-key|family|literal)"\s*:', head))


def looks_like_csl_yaml(text: str) -> bool:
    return bool(re.search(r"^(?:references:\s*$|-\s+id:\s*\S)", text[:20000], re.M)) and \
        bool(re.search(r"^\s*-?\s*(?:title|type|author|issued):", text[:20000], re.M))
