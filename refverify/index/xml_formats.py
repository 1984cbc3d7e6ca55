"""Streaming readers of the XML snapshots: PubMed baseline / update files and ``dblp.xml``.

PubMed: ``PubmedArticleSet`` of ``PubmedArticle`` (read by the PubMed provider's own
``parse_article``) and, in the daily update files, ``DeleteCitation`` (the PMIDs withdrawn). The
MEDLINE files before 2017 (``MedlineCitationSet``) hold bare ``MedlineCitation`` records, without
the ``PubmedData`` part: each is read as the article it is the citation of.
DBLP: the records are the children of ``<dblp>``; the file names its characters by the HTML
entities its DTD declares (``&eacute;``), so each one is turned into its character reference
before the parser sees it (a tolerant entity map: no DTD needed beside the file).
"""
from __future__ import annotations

import copy
import html.entities
import re
from pathlib import Path

from lxml import etree

from ..core.work import make_record
from ..errors import RefverifyError
from ..ids import normalize_arxiv, normalize_doi
from ..records.dblp import person
from ..records.pubmed import parse_article
from .events import Bad, Delete, Rec, open_binary

DBLP_RECORDS = ("article", "inproceedings", "proceedings", "book", "incollection", "phdthesis",
                "mastersthesis", "data")
DBLP_SKIPPED = ("www", "person")      # author home pages: not works
_XML_ENTITIES = {"amp", "lt", "gt", "quot", "apos"}
_ENTITY = re.compile(rb"&([A-Za-z][A-Za-z0-9]*);")


def _date(el) -> str:
    if el is None:
        return ""
    y, m, d = (el.findtext(x) or "" for x in ("Year", "Month", "Day"))
    return f"{y}-{m.zfill(2)}-{d.zfill(2)}" if y.isdigit() and m.isdigit() and d.isdigit() else ""


def _release(el) -> None:
    el.clear(keep_tail=True)
    parent = el.getparent()
    while parent is not None and el.getprevious() is not None:
        del parent[0]


def read_pubmed(path: Path):
    tags = ("PubmedArticle", "PubmedBookArticle", "DeleteCitation", "MedlineCitation")
    n = 0
    try:
        with open_binary(path) as f:
            for _, el in etree.iterparse(f, events=("end",), tag=tags, resolve_entities=False,
                                         no_network=True, huge_tree=True):
                if el.tag == "MedlineCitation":
                    parent = el.getparent()
                    if parent is None or parent.tag != "MedlineCitationSet":
                        continue          # the citation part of a PubmedArticle: read with it
                    article = etree.Element("PubmedArticle")
                    article.append(copy.deepcopy(el))
                else:
                    article = el
                n += 1
                if el.tag == "DeleteCitation":
                    for pmid in el.findall("PMID"):
                        if (pmid.text or "").strip().isdigit():
                            yield Delete("pubmed", pmid.text.strip())
                elif el.tag == "PubmedBookArticle":
                    pmid = el.findtext("BookDocument/PMID") or "?"
                    yield Bad(f"{path.name} PMID {pmid}", "a book record (PubmedBookArticle): not indexed")
                else:
                    try:
                        work = parse_article(article)
                    except Exception as exc:   # one malformed article: named, the rest read
                        yield Bad(f"{path.name} record {n}", f"unreadable article ({type(exc).__name__}: {exc})")
                    else:
                        if not work.pmid:
                            yield Bad(f"{path.name} record {n}", "an article without a PMID")
                        else:
                            pmc = article.findtext("PubmedData/ArticleIdList/ArticleId[@IdType='pmc']") or ""
                            date = _date(article.find("MedlineCitation/DateRevised")) or _date(
                                article.find("MedlineCitation/DateCompleted"))
                            yield Rec("pubmed", work.pmid, work, date, {"pmcid": pmc.strip()})
                _release(el)
    except (etree.XMLSyntaxError, OSError, EOFError) as exc:
        raise RefverifyError(f"{path}: unreadable PubMed XML after {n} records ({exc})") from None


def _entity_refs(chunk: bytes) -> bytes:
    """``&eacute;`` → ``&#233;``: DBLP's HTML entities as character references."""
    def one(m):
        name = m.group(1).decode("ascii")
        if name in _XML_ENTITIES:
            return m.group(0)
        code = html.entities.name2codepoint.get(name)
        return f"&#{code};".encode() if code else b"&amp;" + m.group(1) + b";"
    return _ENTITY.sub(one, chunk)


def _dblp_record(el) -> Rec | Bad:
    key = el.get("key") or ""
    if not key:
        return Bad(f"dblp <{el.tag}>", "a record without a key")
    title_el = el.find("title")
    title = re.sub(r"\s+", " ", "".join(title_el.itertext())).strip() if title_el is not None else ""
    title = title[:-1] if title.endswith(".") else title
    doi = arxiv = ""
    for ee in el.findall("ee"):
        url = (ee.text or "").strip()
        if not doi and "doi.org/" in url:
            doi = normalize_doi(url)
        if not arxiv and "arxiv.org/abs/" in url:
            arxiv = normalize_arxiv(url)
    year = (el.findtext("year") or "").strip()
    venue = (el.findtext("journal") or el.findtext("booktitle") or el.findtext("school") or "").strip()
    informal = el.get("publtype") == "informal" or venue == "CoRR"
    work = make_record(
        id=key, title=title, authors=[person(a.text or "") for a in el.findall("author")],
        year=int(year) if year.isdigit() else None, journal=venue, venue=venue,
        volume=(el.findtext("volume") or "").strip(), issue=(el.findtext("number") or "").strip(),
        pages=(el.findtext("pages") or "").strip(), doi=doi, arxiv=arxiv, type=el.tag,
        article_types=[el.tag], is_preprint=informal)
    return Rec("dblp", key, work, (el.get("mdate") or "")[:10], {"dblp": key})


def _dblp_chunks(path: Path):
    with open_binary(path) as f:
        tail = b""
        while True:
            block = f.read(1 << 20)
            if not block:
                if tail:
                    yield _entity_refs(tail)
                return
            block = tail + block
            cut = block.rfind(b"&")
            # an entity may straddle the block's end: keep an unfinished one for the next block
            if cut != -1 and b";" not in block[cut:] and len(block) - cut < 40:
                block, tail = block[:cut], block[cut:]
            else:
                tail = b""
            yield _entity_refs(block)


def read_dblp(path: Path):
    parser = etree.XMLPullParser(events=("end",), tag=DBLP_RECORDS + DBLP_SKIPPED, load_dtd=False,
                                 resolve_entities=False, no_network=True, huge_tree=True)
    n = 0
    try:
        for chunk in _dblp_chunks(path):
            parser.feed(chunk)
            for _, el in parser.read_events():
                n += 1
                if el.tag not in DBLP_SKIPPED:
                    yield _dblp_record(el)
                _release(el)
        parser.close()
    except (etree.XMLSyntaxError, OSError, EOFError) as exc:
        raise RefverifyError(f"{path}: unreadable dblp XML after {n} records ({exc})") from None
