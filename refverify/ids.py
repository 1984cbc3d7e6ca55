"""Identifier normalisation shared by Step A (bibliography) and Step B (sources).

Each function returns the canonical form, or "" when the text holds no valid identifier, so a
caller can compare two identifiers with ``==`` and treat "" as absent.
"""
from __future__ import annotations

import re

_DOI_PREFIXES = re.compile(
    r"^(?:doi\s*:\s*|https?://(?:dx\.)?doi\.org/|(?:dx\.)?doi\.org/)", re.IGNORECASE)
_DOI_SHAPE = re.compile(r"^10\.\d{4,9}/\S+$")
# A DOI ends at white space, quotes, angle brackets, or CJK text and full-width punctuation
# ("DOI：10.3760/cma.j.issn.0376-2491.2020.05.001．" in a Chinese reference list).
# A SICI DOI keeps its closed angle-bracket group ("10.1175/1520-0469(1957)014<0160:PSOHWS>2.0.CO;2").
_DOI_IN_TEXT = re.compile(r"10\.\d{4,9}/(?:[^\s\"<>\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]|<[^\s\"<>:]+:[^\s\"<>]+>(?=[\w.]))+",
                          re.IGNORECASE)

_ARXIV_NEW = re.compile(r"^(\d{4}\.\d{4,5})(v\d+)?$", re.IGNORECASE)
_ARXIV_OLD = re.compile(r"^([a-z][a-z\-]*(?:\.[a-z]{2})?/\d{7})(v\d+)?$", re.IGNORECASE)
_ARXIV_PREFIXES = re.compile(
    r"^(?:arxiv\s*:\s*|https?://(?:www\.|export\.)?arxiv\.org/(?:abs|pdf)/)", re.IGNORECASE)


def normalize_doi(s: str | None) -> str:
    """``"https://doi.org/10.1056/NEJMoa2001017."`` → ``"10.1056/nejmoa2001017"``; "" if not a DOI."""
    if not s:
        return ""
    text = re.sub(r"\s+", "", str(s))
    # A prefix may repeat in hand-written references ("doi:https://doi.org/10...").
    previous = None
    while previous != text:
        previous = text
        text = _DOI_PREFIXES.sub("", text)
    text = text.rstrip(".,;。．，；")
    # DOIs are case-insensitive by definition (DOI Handbook 2.4), so lower case is canonical.
    text = _without_link_labels(text.lower())
    return text if _DOI_SHAPE.match(text) else ""


# A reference list copied from a publisher's web page keeps its link buttons glued to the DOI:
# "…-0_12CrossRefGoogle Scholar" (Springer), "…0097ArticleGoogle Scholar", "ADSCASArticlePubMed" (Nature)
_LINK_LABEL = re.compile(r"(crossref|googlescholar|google|pubmedcentral|pubmed|webofscience®?|wileyonlinelibrary|wiley|mathscinet|"
                         r"zbmath|scopus)$")
_SHORT_LABEL = re.compile(r"(cas|ads|article|isi)$")     # only in a chain of labels (a DOI may end so)


def _without_link_labels(text: str) -> str:
    stripped = False
    while True:
        label = _LINK_LABEL.search(text) or (_SHORT_LABEL.search(text) if stripped else None)
        if not label or label.start() < 8:
            return text
        text, stripped = text[:label.start()], True


def find_doi(text: str | None) -> str:
    """The first DOI written anywhere in free text, normalised; "" if none."""
    if not text:
        return ""
    match = _DOI_IN_TEXT.search(text)
    return normalize_doi(match.group(0)) if match else ""


def normalize_pmid(s: str | int | None) -> str:
    """``"PMID: 31978945"`` → ``"31978945"``; "" unless it is 1–8 digits."""
    if s is None:
        return ""
    text = re.sub(r"^\s*pmid\s*:?\s*", "", str(s).strip(), flags=re.IGNORECASE).rstrip(".,;")
    if not re.fullmatch(r"\d{1,8}", text) or int(text) == 0:
        return ""
    return text


def normalize_pmcid(s: str | None) -> str:
    """``"PMC7092803"``, ``"pmc7092803"``, ``"7092803"`` or OpenAlex's
    ``"https://www.ncbi.nlm.nih.gov/pmc/articles/7092803"`` → ``"PMC7092803"``; "" otherwise."""
    m = re.fullmatch(r"(?:.*/)?(?:pmcid\s*:?\s*)?(?:pmc)?(\d{1,9})/?", (s or "").strip(), flags=re.IGNORECASE)
    if not m or int(m.group(1)) == 0:
        return ""
    return f"PMC{m.group(1)}"


def _split_arxiv(s: str | None) -> tuple[str, str]:
    if not s:
        return "", ""
    text = re.sub(r"\s+", "", str(s)).rstrip(".,;")
    text = _ARXIV_PREFIXES.sub("", text)
    text = re.sub(r"\.pdf$", "", text, flags=re.IGNORECASE)
    for pattern in (_ARXIV_NEW, _ARXIV_OLD):
        match = pattern.match(text)
        if match:
            # Old-style subject classes are upper case ("math.GT/0309136"); keep as written.
            return match.group(1), (match.group(2) or "").lower()
    return "", ""


def normalize_arxiv(s: str | None) -> str:
    """``"arXiv:2104.12255v1"`` → ``"2104.12255"``; ``"astro-ph/0601001"`` kept; "" if none."""
    return _split_arxiv(s)[0]


def arxiv_version(s: str | None) -> str:
    """The version suffix of an arXiv id (``"v1"``), or "" when none is written."""
    return _split_arxiv(s)[1]
