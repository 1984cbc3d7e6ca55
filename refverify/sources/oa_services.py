"""The services that say where a work's open full text is (issue 25), each asked in batches
where it allows: NCBI's ID converter (PMID / DOI → PMCID, 200 ids a request), Semantic
Scholar's ``openAccessPdf`` (500 ids a request) and Unpaywall (one DOI a request). Every request
goes through the one cached session (``http.call``): its limiter, its cache, ``--offline``.

Each function answers {ref_id: value} for what it learnt and raises ServiceError when the
service could not answer (the caller records it; the next run asks again)."""
from __future__ import annotations

import re
from xml.etree import ElementTree

from ..ids import normalize_arxiv, normalize_pmcid
from .http import FULLTEXT_RETRIES, call

IDCONV_BATCH = 200
S2_BATCH = 500
_CC = re.compile(r"creativecommons\.org/(?:licenses/([a-z-]+)|publicdomain/(zero))", re.I)


def licence_name(text: str) -> str:
    """A licence as a short name when it is a Creative Commons one ("cc-by-nc"), else as given."""
    text = (text or "").strip()
    m = _CC.search(text)
    if m:
        return "cc0" if m.group(2) else "cc-" + m.group(1).lower()
    low = text.lower().replace(" ", "-")
    if re.fullmatch(r"cc-?[a-z-]+", low):
        return low if low.startswith("cc-") or low == "cc0" else "cc-" + low[2:]
    m = re.search(r"creative\s+commons\s+attribution((?:[\s-]+(?:non-?commercial|no-?deriv\w*|share-?alike))*)",
                  text, re.I)
    if m:       # a licence written out in words: "… the Creative Commons Attribution License …"
        words = m.group(1).lower().replace("-", "")
        return "cc-by" + "".join(f"-{short}" for word, short in (("noncommercial", "nc"), ("noderiv", "nd"),
                                                                  ("sharealike", "sa")) if word in words)
    return text


def idconv_pmcids(ids: dict[str, str], session, config) -> dict[str, str]:
    """{ref_id: PMID or DOI} → {ref_id: PMCID} for those in PubMed Central."""
    out: dict[str, str] = {}
    items = list(ids.items())
    for i in range(0, len(items), IDCONV_BATCH):
        batch = items[i:i + IDCONV_BATCH]
        r = call(session, "GET", f"{config.url('idconv')}/",
                 params={"ids": ",".join(v for _, v in batch), "format": "json",
                         "tool": config.tool, "email": config.email}, retries=FULLTEXT_RETRIES)
        r.raise_for_status()
        found = {}
        for rec in r.json().get("records") or []:
            pmcid = normalize_pmcid(rec.get("pmcid") or "")
            if not pmcid:
                continue
            for key in ("pmid", "doi", "requested-id"):
                if rec.get(key):
                    found[str(rec[key]).lower()] = pmcid
        for rid, value in batch:
            if value.lower() in found:
                out[rid] = found[value.lower()]
    return out


def s2_open_pdfs(ids: dict[str, str], session, config) -> dict[str, tuple[str, str, str]]:
    """{ref_id: "DOI:…" / "PMID:…" / paper id} → {ref_id: (PDF URL, licence, arXiv id)} for the
    papers Semantic Scholar knows an open PDF or an arXiv version of ("" where it knows none)."""
    out: dict[str, tuple[str, str, str]] = {}
    items = list(ids.items())
    headers = {"x-api-key": config.s2_api_key} if config.s2_api_key else {}
    for i in range(0, len(items), S2_BATCH):
        batch = items[i:i + S2_BATCH]
        r = call(session, "POST", f"{config.url('semanticscholar')}/paper/batch",
                 params={"fields": "openAccessPdf,externalIds"}, json={"ids": [v for _, v in batch]},
                 headers=headers, retries=FULLTEXT_RETRIES)
        r.raise_for_status()
        papers = r.json()
        if not isinstance(papers, list) or len(papers) != len(batch):
            raise ValueError("Semantic Scholar's batch answer does not list one entry per id")
        for (rid, _), paper in zip(batch, papers):
            pdf = (paper or {}).get("openAccessPdf") or {}
            arxiv = normalize_arxiv(((paper or {}).get("externalIds") or {}).get("ArXiv") or "")
            if pdf.get("url") or arxiv:
                out[rid] = (pdf.get("url") or "", licence_name(pdf.get("license") or ""), arxiv)
    return out


def unpaywall_pdf(doi: str, session, config) -> tuple[str, str] | None:
    """Unpaywall's best open copy of a DOI as (PDF URL, licence), or None (closed, unknown)."""
    r = call(session, "GET", f"{config.url('unpaywall')}/{doi}", params={"email": config.email},
             retries=FULLTEXT_RETRIES)
    if r.status_code == 404:
        return None
    r.raise_for_status()
    data = r.json()
    locations = [data.get("best_oa_location") or {}] + list(data.get("oa_locations") or [])
    for loc in locations:
        if loc and loc.get("url_for_pdf"):
            return loc["url_for_pdf"], licence_name(loc.get("license") or "")
    return None


def jats_licence(xml: bytes) -> str:
    """The licence a JATS article states (``<license>``: its ``ali:license_ref``, its link, or
    its type), "" when it states none."""
    try:
        root = ElementTree.fromstring(xml)
    except ElementTree.ParseError:
        return ""
    for el in root.iter():
        if el.tag.rsplit("}", 1)[-1] != "license":
            continue
        for child in el.iter():
            if child.tag.rsplit("}", 1)[-1] == "license_ref" and (child.text or "").strip():
                return licence_name(child.text)
        for key, value in el.attrib.items():
            if key.endswith("href") and value:
                return licence_name(value)
        if el.get("license-type"):
            return licence_name(el.get("license-type"))
        text = " ".join(" ".join(el.itertext()).split())
        return licence_name(text[:200]) if text else ""
    return ""


def oai_article(xml: bytes) -> tuple[bytes, str]:
    """The JATS article inside PMC's OAI-PMH GetRecord answer, as its own bytes, or (b"", why):
    an OAI error (``cannotDisseminateFormat``: not in the open-access subset; ``idDoesNotExist``)."""
    try:
        root = ElementTree.fromstring(xml)
    except ElementTree.ParseError as exc:
        return b"", f"not well-formed XML ({exc})"
    for el in root.iter():
        if el.tag.rsplit("}", 1)[-1] == "error":
            return b"", f"PMC OAI: {el.get('code') or 'error'} ({' '.join((el.text or '').split())[:120]})"
    start = re.search(rb"<article[\s>]", xml)
    end = xml.rfind(b"</article>")
    if start is None or end < start.start():
        return b"", "the OAI answer holds no article"
    return xml[start.start():end + len(b"</article>")], ""


def is_jats(xml: bytes) -> str:
    """"" when ``xml`` is a JATS article with body text, else why it is not."""
    try:
        root = ElementTree.fromstring(xml)
    except ElementTree.ParseError as exc:
        return f"not well-formed XML ({exc})"
    tags = {el.tag.rsplit("}", 1)[-1] for el in root.iter()}
    if root.tag.rsplit("}", 1)[-1] not in ("article", "pmc-articleset", "OAI-PMH"):
        return f"not a JATS article (<{root.tag}>)"
    if "body" not in tags:
        return "the XML has no body text (front matter only)"
    return ""
