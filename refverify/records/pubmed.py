"""A PubMed article (efetch answers, the baseline and update files) read into a ``Work``."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from ..core.work import Work, make_record

UPDATE_KINDS = {"RetractionIn": "retracted", "ErratumIn": "erratum",
                "ExpressionOfConcernIn": "concern", "RetractionOf": "notice"}
_LANG = {"eng": "en", "chi": "zh", "ger": "de", "fre": "fr", "spa": "es", "jpn": "ja", "nor": "no"}


def _text(el) -> str:
    if el is None:
        return ""
    # Inline markup (<i>, <sup>) often has no spaces around it in the XML.
    return re.sub(r"\s+", " ", " ".join(t for t in el.itertext())).strip()


def _year(text: str) -> int | None:
    m = re.search(r"(1[5-9]|20)\d{2}", text or "")
    return int(m.group(0)) if m else None


def parse_article(art) -> Work:
    cit = art.find("MedlineCitation")
    a = cit.find("Article")
    title = _text(a.find("ArticleTitle"))
    if not title or title.startswith("[Not Available]"):
        title = _text(a.find("VernacularTitle"))
    if title.startswith("[") and title.rstrip(".").endswith("]"):
        title = title.rstrip(".")[1:-1]  # a translated title in brackets
    authors = []
    for au in a.findall("AuthorList/Author"):
        if au.find("CollectiveName") is not None:
            authors.append({"name": _text(au.find("CollectiveName"))})
        else:
            authors.append({"family": _text(au.find("LastName")),
                            "given": _text(au.find("ForeName")) or _text(au.find("Initials"))})
    issue = a.find("Journal/JournalIssue")
    pub = issue.find("PubDate") if issue is not None else None
    year = _year(_text(pub.find("Year")) or _text(pub.find("MedlineDate"))) if pub is not None else None
    online = a.find("ArticleDate[@DateType='Electronic']")
    pages = _text(a.find("Pagination/MedlinePgn"))
    if not pages:
        start, end = _text(a.find("Pagination/StartPage")), _text(a.find("Pagination/EndPage"))
        pages = f"{start}-{end}" if start and end else start
    if not pages:
        pages = _text(a.find("ELocationID[@EIdType='pii']"))
    ids = {x.get("IdType"): _text(x) for x in art.findall("PubmedData/ArticleIdList/ArticleId")}
    doi = ids.get("doi") or _text(a.find("ELocationID[@EIdType='doi']"))
    types = [_text(t) for t in a.findall("PublicationTypeList/PublicationType")]
    updates = []
    if "Retracted Publication" in types:
        updates.append({"kind": "retracted", "notice": ""})
    for cc in cit.findall("CommentsCorrectionsList/CommentsCorrections"):
        kind = UPDATE_KINDS.get(cc.get("RefType", ""))
        if kind and kind != "notice":
            note = _text(cc.find("PMID")) or _text(cc.find("RefSource"))
            updates = [u for u in updates if not (u["kind"] == kind and not u["notice"])]
            updates.append({"kind": kind, "notice": f"PMID:{note}" if note.isdigit() else note})
    parts = []
    for ab in a.findall("Abstract/AbstractText"):
        label = ab.get("Label")
        parts.append(f"{label}: {_text(ab)}" if label else _text(ab))
    return make_record(
        id=_text(cit.find("PMID")), title=title, authors=authors, year=year,
        year_online=_year(_text(online.find("Year"))) if online is not None else None,
        journal=_text(a.find("Journal/Title")),
        journal_abbrev=_text(a.find("Journal/ISOAbbreviation")) or _text(cit.find("MedlineJournalInfo/MedlineTA")),
        volume=_text(issue.find("Volume")) if issue is not None else "",
        issue=_text(issue.find("Issue")) if issue is not None else "",
        pages=pages, doi=doi, pmid=_text(cit.find("PMID")), pmcid=ids.get("pmc", ""), type="journal-article",
        article_types=types, abstract=" ".join(parts),
        language=_LANG.get(_text(a.find("Language")), _text(a.find("Language"))),
        languages=[_LANG.get(_text(x), _text(x)) for x in a.findall("Language")],
        updates=updates, is_preprint="Preprint" in types,
    )


def parse_efetch(xml_text: str | bytes) -> list[Work]:
    """Articles of an efetch answer. Any other document (a maintenance or challenge page that
    happens to be well-formed XHTML) raises ValueError: it says nothing about the PMIDs asked."""
    root = ET.fromstring(xml_text)
    if root.tag != "PubmedArticleSet":
        raise ValueError(f"expected PubmedArticleSet, got <{root.tag}>")
    return [parse_article(art) for art in root.iter("PubmedArticle")]


def parse_esearch(xml_text: str | bytes) -> list[str]:
    root = ET.fromstring(xml_text)
    if root.tag != "eSearchResult":
        raise ValueError(f"expected eSearchResult, got <{root.tag}>")
    return [_text(x) for x in root.findall("IdList/Id")]
