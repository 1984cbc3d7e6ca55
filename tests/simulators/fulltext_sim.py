"""The full-text services (issue 25), serving a world's works in the real services' shapes:

- europepmc: ``GET /{PMCID}/fullTextXML`` → a JATS ``<article>`` (front / body / back) for a
  work in the open-access subset, 404 otherwise (as Europe PMC does);
- pmc_oai: PMC's OAI-PMH ``GetRecord`` (``metadataPrefix=pmc``): the article in the OAI envelope,
  or an OAI error (``cannotDisseminateFormat`` outside the open-access subset);
- idconv: ``GET /?ids=a,b&format=json`` (≤ 200 ids) → ``{"status": "ok", "records": [...]}``,
  each record with ``requested-id`` and, when the work is in PMC, ``pmcid`` / ``pmid`` / ``doi``;
- unpaywall: ``GET /{doi}?email=`` → ``best_oa_location`` / ``oa_locations`` (``url_for_pdf``,
  ``license``), 404 JSON for an unknown DOI, 422 without an e-mail;
- arxiv_pdf: ``GET /{id}v{n}`` or ``/{id}`` (the latest) → a PDF of that version;
- oa: a publisher's or repository's host: ``GET /pdf/{paper_id}.pdf`` → the PDF (or an HTML
  landing page for a work marked ``oa_landing``).

A world work's keys for them: ``pmcid`` and ``pmc_oa`` (default true: in the open-access
subset), ``oa_pdf`` (an open PDF on the oa host), ``oa_in`` (the services that know that copy;
default OpenAlex, Semantic Scholar and Unpaywall), ``oa_landing``, ``oa_refused`` (the host
answers 403, as publishers that turn robots away do), ``licence`` (default
cc-by), ``results`` (a sentence of the results section, default one made from the title),
``fulltext`` (the body as [heading, paragraph] pairs, written for a demo: it replaces the default
body and results) and ``pdf_pages`` (pages of filler, to make a large PDF)."""
from __future__ import annotations

import re
from functools import lru_cache
from xml.sax.saxutils import escape

from .server_util import json_bytes
from .world import abstract_text

JSON = "application/json"
XML = "application/xml"
PDF = "application/pdf"
OA_SERVICES = ("openalex", "semanticscholar", "unpaywall")


def oa_pdf_url(world, w: dict, service: str) -> str:
    """Where ``service`` says the work's open PDF is ("" when it knows none)."""
    base = getattr(world, "oa_base", "")
    if not base or not w.get("oa_pdf") or service not in w.get("oa_in", OA_SERVICES):
        return ""
    return f"{base}/pdf/{w['paper_id']}.pdf"


def licence(w: dict) -> str:
    return w.get("licence", "cc-by")


def _results(w: dict) -> str:
    return w.get("results") or (f"In the cohort studied for '{w['title']}', the primary outcome occurred in "
                                f"18.4% of the treated group and 27.1% of the comparison group (hazard ratio 0.64).")


def jats(w: dict) -> bytes:
    """A small JATS article of the work, in the shape Europe PMC serves (text written here)."""
    authors = "".join(f'<contrib contrib-type="author"><name><surname>{escape(a.get("family", a.get("name", "")))}'
                      f'</surname><given-names>{escape(a.get("given", ""))}</given-names></name></contrib>'
                      for a in w["authors"])
    href = {"cc-by": "https://creativecommons.org/licenses/by/4.0/",
            "cc-by-nc": "https://creativecommons.org/licenses/by-nc/4.0/"}.get(licence(w), "")
    lic = (f'<license license-type="open-access" xlink:href="{href}"><license-p>Distributed under an open licence.'
           f'</license-p></license>' if href else '<license><license-p>Free to read.</license-p></license>')
    xml = f"""<?xml version="1.0" encoding="UTF-8"?>
<article xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:mml="http://www.w3.org/1998/Math/MathML" article-type="research-article" dtd-version="1.3">
<front><journal-meta><journal-title-group><journal-title>{escape(w["journal"] or "Journal")}</journal-title></journal-title-group></journal-meta>
<article-meta><article-id pub-id-type="pmcid">{w["pmcid"]}</article-id><article-id pub-id-type="pmid">{w["pmid"]}</article-id>
<article-id pub-id-type="doi">{escape(w["doi"])}</article-id>
<title-group><article-title>{escape(w["title"])}</article-title></title-group>
<contrib-group>{authors}</contrib-group><pub-date pub-type="epub"><year>{w.get("year") or ""}</year></pub-date>
<permissions><copyright-statement>The authors</copyright-statement>{lic}</permissions>
<abstract><p>{escape(abstract_text(w) or "No abstract.")}</p></abstract></article-meta></front>
<body>{_body(w)}</body>
<back><ref-list><title>References</title><ref id="r1"><mixed-citation>An earlier cohort study. 2015.</mixed-citation></ref></ref-list></back>
</article>"""
    return xml.encode("utf-8")


def _body(w: dict) -> str:
    if w.get("fulltext"):
        return "".join(f'<sec id="s{i}"><title>{escape(head)}</title><p>{escape(text)}</p></sec>'
                       for i, (head, text) in enumerate(w["fulltext"], 1))
    return f"""
<sec id="s1" sec-type="intro"><title>Introduction</title><p>Earlier work left open how large the effect is in routine care; this study measured it.</p></sec>
<sec id="s2" sec-type="methods"><title>Methods</title><p>Participants were enrolled at four sites and followed for a median of 3.2 years.</p></sec>
<sec id="s3" sec-type="results"><title>Results</title><p>{escape(_results(w))}</p>
<table-wrap id="t1"><label>Table 1</label><caption><p>Outcomes by group.</p></caption>
<table><thead><tr><th>Outcome</th><th>Treated</th><th>Comparison</th></tr></thead>
<tbody><tr><td>Primary outcome</td><td>18.4%</td><td>27.1%</td></tr><tr><td>Serious adverse events</td><td>3.0%</td><td>2.8%</td></tr></tbody></table></table-wrap></sec>
<sec id="s4" sec-type="discussion"><title>Discussion</title><p>The effect held in every subgroup examined.</p></sec>
"""


@lru_cache(maxsize=256)
def _pdf(title: str, results: str, pages: int, version: str, body: tuple = ()) -> bytes:
    import pymupdf
    doc = pymupdf.open()
    page = doc.new_page()
    if body:      # one page a section: a text box writes nothing of a text it cannot hold whole
        page.insert_textbox(pymupdf.Rect(50, 50, 550, 800), f"{title}\n{version}\n\nAbstract\nA short summary.",
                            fontsize=10)
        for head, text in body:
            if doc.new_page().insert_textbox(pymupdf.Rect(50, 50, 550, 800), f"{head}\n{text}", fontsize=10) < 0:
                raise ValueError(f"{title}: section {head!r} does not fit on a page")
        doc.new_page().insert_textbox(pymupdf.Rect(50, 50, 550, 800), "References\n1. An earlier study.", fontsize=10)
    else:
        text = f"{title}\n{version}\n\nAbstract\nA short summary.\n\nResults\n{results}\n\nReferences\n1. An earlier study."
        page.insert_textbox(pymupdf.Rect(50, 50, 550, 800), text, fontsize=10)
    for i in range(pages):
        doc.new_page().insert_textbox(pymupdf.Rect(50, 50, 550, 800), f"Appendix page {i + 1}. " * 120, fontsize=8)
    data = doc.tobytes(deflate=False)
    doc.close()
    return data


def pdf(w: dict, version: str = "") -> bytes:
    return _pdf(w["title"], _results(w), int(w.get("pdf_pages", 0)), version,
                tuple(tuple(x) for x in w.get("fulltext", ())))


def handle_europepmc(world, method, path, params, body):
    m = re.search(r"/(PMC\d+)/fullTextXML$", path)
    w = next((x for x in world.works if m and x["pmcid"] == m.group(1)), None)
    if w is None or not w.get("pmc_oa", True):
        return 404, XML, b'<?xml version="1.0"?><responseWrapper><error>not found</error></responseWrapper>'
    return 200, XML, jats(w)


def handle_pmc_oai(world, method, path, params, body):
    """PMC's OAI-PMH ``?verb=GetRecord&identifier=oai:pubmedcentral.nih.gov:N&metadataPrefix=pmc``:
    the JATS article inside the OAI envelope, or an OAI error (HTTP 200, as OAI-PMH answers)."""
    head = ('<?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/">'
            '<responseDate>2026-12-03T10:00:00Z</responseDate>')
    number = (params.get("identifier") or "").rsplit(":", 1)[-1]
    w = next((x for x in world.works if x["pmcid"] and x["pmcid"] == f"PMC{number}"), None)
    if params.get("verb") != "GetRecord" or w is None:
        return 200, XML, (head + '<error code="idDoesNotExist">No matching identifier</error></OAI-PMH>').encode()
    if params.get("metadataPrefix") != "pmc" or not w.get("pmc_oa", True):
        return 200, XML, (head + '<error code="cannotDisseminateFormat">The metadata format is not available '
                          'for this item</error></OAI-PMH>').encode()
    article = jats(w).split(b"?>", 1)[1].strip()
    return 200, XML, (head + f'<GetRecord><record><header><identifier>oai:pubmedcentral.nih.gov:{number}</identifier>'
                      f'</header><metadata>').encode() + article + b"</metadata></record></GetRecord></OAI-PMH>"


def handle_idconv(world, method, path, params, body):
    ids = [i.strip() for i in (params.get("ids") or "").split(",") if i.strip()]
    if not ids or len(ids) > 200:
        return 400, JSON, json_bytes({"status": "error", "message": "between 1 and 200 ids"})
    records = []
    for i in ids:
        w = world.by_pmid.get(i) if i.isdigit() else world.find(i)
        if w is not None and w["pmcid"]:
            records.append({"requested-id": i, "pmcid": w["pmcid"], "pmid": int(w["pmid"]) if w["pmid"] else None,
                            "doi": w["doi"] or None})
        else:
            records.append({"requested-id": i, "status": "error", "errmsg": "Identifier not found in PMC"})
    return 200, JSON, json_bytes({"status": "ok", "responseDate": "2026-12-03 10:00:00", "request": params.get("ids"),
                                  "records": records})


def handle_unpaywall(world, method, path, params, body):
    if not params.get("email"):
        return 422, JSON, json_bytes({"error": True, "message": "email is required"})
    doi = path.split("/v2/", 1)[-1] if "/v2/" in path else path.lstrip("/")
    w = world.find(doi)
    if w is None:
        return 404, JSON, json_bytes({"HTTP_status_code": 404, "error": True, "message": f"'{doi}' is not a known DOI"})
    url = oa_pdf_url(world, w, "unpaywall")
    loc = {"url": url, "url_for_pdf": url, "url_for_landing_page": f"https://doi.org/{w['doi']}",
           "license": licence(w), "version": "publishedVersion", "host_type": "publisher"} if url else None
    return 200, JSON, json_bytes({"doi": w["doi"], "is_oa": bool(loc), "best_oa_location": loc,
                                  "oa_locations": [loc] if loc else [], "title": w["title"]})


def handle_arxiv_pdf(world, method, path, params, body):
    m = re.search(r"/([^/]+/\d{7}|\d{4}\.\d{4,5})(v\d+)?$", path)
    w = world.get("arxiv", arxiv=m.group(1)) if m else None
    if w is None:
        return 404, "text/plain", b"Article not found"
    # the latest version is the highest number listed (a record may list only v1 and v5)
    latest = f"v{max((v['version'] for v in w['arxiv_versions']), default=1)}"
    version = m.group(2) or latest
    if int(version[1:]) > int(latest[1:]):
        return 404, "text/plain", b"No such version"
    return 200, PDF, pdf(w, version)


def handle_oa(world, method, path, params, body):
    m = re.search(r"/pdf/([0-9a-f]{40})\.pdf$", path)
    w = next((x for x in world.works if m and x["paper_id"] == m.group(1)), None)
    if w is None or not w.get("oa_pdf"):
        return 404, "text/html", b"<html><body>Not found</body></html>"
    if w.get("oa_refused"):
        return 403, "text/html", b"<html><body>Access denied</body></html>"
    if w.get("oa_landing"):
        return 200, "text/html", b"<html><body><h1>Article</h1><a href='#'>Download PDF</a></body></html>"
    return 200, PDF, pdf(w)


def _module(name, fn):
    return type(name, (), {"handle": staticmethod(fn), "empty": staticmethod(lambda params: (404, JSON, b"{}"))})


HANDLERS = {"europepmc": _module("europepmc", handle_europepmc), "pmc_oai": _module("pmc_oai", handle_pmc_oai),
            "idconv": _module("idconv", handle_idconv),
            "unpaywall": _module("unpaywall", handle_unpaywall), "arxiv_pdf": _module("arxiv_pdf", handle_arxiv_pdf),
            "oa": _module("oa", handle_oa)}
# Published limits where there is one (NCBI 3/s, arXiv one per 3 s), else what refverify keeps to.
RATES = {"europepmc": 5.0, "pmc_oai": 3.0, "idconv": 3.0, "unpaywall": 5.0, "arxiv_pdf": 1 / 3, "oa": 1.0}
CONCURRENCY = {"europepmc": 2, "unpaywall": 2, "arxiv_pdf": 1, "oa": 1}
