"""E-utilities: efetch (PubmedArticleSet XML), esearch ([doi] / [ti] terms), esummary."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from .world import norm

XML = "text/xml; charset=UTF-8"
_REFTYPE = {"retraction_doi": "RetractionIn", "erratum_doi": "ErratumIn"}


def _sub(parent, tag, text=None, **attrs):
    el = ET.SubElement(parent, tag, {k: str(v) for k, v in attrs.items()})
    if text is not None:
        el.text = str(text)
    return el


def article(w: dict) -> ET.Element:
    art = ET.Element("PubmedArticle")
    cit = _sub(art, "MedlineCitation", Status="MEDLINE", Owner="NLM")
    _sub(cit, "PMID", w["pmid"], Version="1")
    a = _sub(cit, "Article", PubModel="Print")
    j = _sub(a, "Journal")
    ji = _sub(j, "JournalIssue", CitedMedium="Internet")
    if w["volume"]:
        _sub(ji, "Volume", w["volume"])
    if w["issue"]:
        _sub(ji, "Issue", w["issue"])
    pd = _sub(ji, "PubDate")
    _sub(pd, "Year", w.get("year"))
    _sub(j, "Title", w["journal"])
    _sub(j, "ISOAbbreviation", w["journal_abbrev"] or w["journal"])
    _sub(a, "ArticleTitle", w["title"])
    if w["pages"]:
        pg = _sub(a, "Pagination")
        _sub(pg, "MedlinePgn", w["pages"])
    if w["doi"]:
        _sub(a, "ELocationID", w["doi"], EIdType="doi", ValidYN="Y")
    ab = w.get("abstract")
    if ab:
        abs_el = _sub(a, "Abstract")
        if isinstance(ab, dict):
            for label, text in ab.items():
                _sub(abs_el, "AbstractText", text, Label=label, NlmCategory=label)
        else:
            _sub(abs_el, "AbstractText", ab)
    al = _sub(a, "AuthorList", CompleteYN="Y")
    for au in w["authors"]:
        el = _sub(al, "Author", ValidYN="Y")
        if au.get("family"):
            _sub(el, "LastName", au["family"])
            _sub(el, "ForeName", au.get("given", ""))
            _sub(el, "Initials", "".join(p[0] for p in re.split(r"[\s.\-]+", au.get("given", "")) if p))
        else:
            _sub(el, "CollectiveName", au.get("name", ""))
    _sub(a, "Language", {"en": "eng", "zh": "chi"}.get(w["language"] or "en", w["language"]))
    ptl = _sub(a, "PublicationTypeList")
    types = list(w.get("publication_types") or ["Journal Article"])
    if w.get("retracted") and "Retracted Publication" not in types:
        types.append("Retracted Publication")
    for t in types:
        _sub(ptl, "PublicationType", t)
    links = [(ref, w[key]) for key, ref in _REFTYPE.items() if w.get(key)]
    if w.get("concern"):
        links.append(("ExpressionOfConcernIn", w.get("concern_doi", "") or "notice"))
    if links:
        ccl = _sub(cit, "CommentsCorrectionsList")
        for ref, notice in links:
            cc = _sub(ccl, "CommentsCorrections", RefType=ref)
            _sub(cc, "RefSource", f"{w['journal_abbrev'] or w['journal']}. doi: {notice}.")
    data = _sub(art, "PubmedData")
    ids = _sub(data, "ArticleIdList")
    _sub(ids, "ArticleId", w["pmid"], IdType="pubmed")
    if w["doi"]:
        _sub(ids, "ArticleId", w["doi"], IdType="doi")
    if w["pmcid"]:
        _sub(ids, "ArticleId", w["pmcid"], IdType="pmc")
    return art


def efetch(world, ids: list[str]) -> bytes:
    root = ET.Element("PubmedArticleSet")
    for pmid in ids:
        w = world.get("pubmed", pmid=pmid)
        if w:
            root.append(article(w))
    return b'<?xml version="1.0" ?>\n' + ET.tostring(root, encoding="utf-8")


def esearch_ids(world, term: str) -> list[str]:
    hits = []
    for value, field in re.findall(r'"([^"]+)"\s*\[(doi|ti|title)\]', term, re.I):
        if field.lower() == "doi":
            w = world.get("pubmed", doi=value)
            hits += [w["pmid"]] if w else []
        else:
            phrase = norm(value)
            hits += [w["pmid"] for w, title in zip(world.works, world.norm_titles)
                     if world.indexed(w, "pubmed") and phrase and phrase in title]
    return list(dict.fromkeys(hits))


def esearch_xml(ids: list[str], term: str) -> bytes:
    root = ET.Element("eSearchResult")
    _sub(root, "Count", len(ids))
    _sub(root, "RetMax", len(ids))
    _sub(root, "RetStart", 0)
    idl = _sub(root, "IdList")
    for i in ids:
        _sub(idl, "Id", i)
    _sub(root, "TranslationSet")
    _sub(root, "QueryTranslation", term)
    return b'<?xml version="1.0" encoding="UTF-8" ?>\n' + ET.tostring(root, encoding="utf-8")


def handle(world, method, path, params, body):
    if path.endswith("/efetch.fcgi"):
        ids = [i.strip() for i in params.get("id", "").split(",") if i.strip()]
        if not ids:
            return 400, XML, b"<eFetchResult><ERROR>Empty id list</ERROR></eFetchResult>"
        return 200, XML, efetch(world, ids)
    if path.endswith("/esearch.fcgi"):
        term = params.get("term", "")
        return 200, XML, esearch_xml(esearch_ids(world, term), term)
    if path.endswith("/esummary.fcgi"):
        root = ET.Element("eSummaryResult")
        for pmid in params.get("id", "").split(","):
            w = world.get("pubmed", pmid=pmid.strip())
            if w:
                doc = _sub(root, "DocSum")
                _sub(doc, "Id", pmid.strip())
                _sub(doc, "Item", w["title"], Name="Title", Type="String")
        return 200, XML, ET.tostring(root, encoding="utf-8")
    return 404, "text/plain", b"Not found"


def empty(params):
    if "term" in params:
        return 200, XML, esearch_xml([], params["term"])
    return 200, XML, b'<?xml version="1.0" ?>\n<PubmedArticleSet></PubmedArticleSet>'
