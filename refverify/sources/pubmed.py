"""PubMed E-utilities: efetch by PMID, esearch for DOI → PMID and titles (``[ti]``)."""
from __future__ import annotations

import re

from ..records.pubmed import parse_efetch, parse_esearch
from .base import SEARCH_FLOOR, Provider, Query, best_by_title, found, missing, run_batch
from .http import call

GET_LIMIT = 200          # above this many ids, E-utilities want a POST
SEARCH_CHUNK = 100       # terms per esearch


def title_term(title: str) -> str:
    """A phrase search PubMed accepts: no quotes, brackets or boolean words inside."""
    words = re.sub(r"[\"\[\]()<>*:;,.?!/\\]", " ", title)
    words = re.sub(r"\b(AND|OR|NOT)\b", lambda m: m.group(0).lower(), words)
    return re.sub(r"\s+", " ", words).strip()


class PubMed(Provider):
    name = "pubmed"
    search = True

    def _params(self, config, **extra) -> dict:
        p = {"db": "pubmed", "tool": config.tool}
        if config.email:
            p["email"] = config.email
        if config.ncbi_api_key:
            p["api_key"] = config.ncbi_api_key
        p.update(extra)
        return p

    def esearch(self, session, config, terms: list[str]) -> list[str]:
        url = f"{config.url('pubmed')}/esearch.fcgi"
        term = " OR ".join(terms)
        params = self._params(config, term=term, retmax=str(max(20, 5 * len(terms))))
        # A long term goes in the body: URLs over ~2000 characters are refused by some proxies.
        if len(term) > 1500:
            r = call(session, "POST", url, data=params)
        else:
            r = call(session, "GET", url, params=params)
        r.raise_for_status()
        return parse_esearch(r.content)

    def efetch(self, session, config, pmids: list[str]) -> tuple[list[dict], str, bytes]:
        url = f"{config.url('pubmed')}/efetch.fcgi"
        params = self._params(config, id=",".join(pmids), retmode="xml")
        if len(pmids) > GET_LIMIT:
            r = call(session, "POST", url, data=params)
        else:
            r = call(session, "GET", url, params=params)
        if r.status_code == 400 and b"<PubmedArticleSet" not in r.content:
            return [], r.url, r.content  # E-utilities answer 400 when none of the ids exist
        r.raise_for_status()
        return parse_efetch(r.content), r.url, r.content

    def _lookup(self, queries: list[Query], session, config):
        results = {}
        by_pmid = [q for q in queries if q.pmid]
        by_doi = [q for q in queries if not q.pmid and q.doi]
        by_title = [q for q in queries if not q.has_id and q.title]
        for q in queries:
            if not q.pmid and not q.doi and not q.title:
                results[q.ref_id] = missing("nothing to look up", code="not_asked")

        searched: list[str] = []
        searching = by_doi + by_title

        def search_batch(batch):
            def go():
                terms = [f'"{q.doi}"[doi]' if q.doi else f'"{title_term(q.title)}"[ti]' for q in batch]
                searched.extend(self.esearch(session, config, terms))
                return {}
            return go
        for i in range(0, len(searching), SEARCH_CHUNK):
            batch = searching[i:i + SEARCH_CHUNK]
            run_batch(results, batch, search_batch(batch), self.name)

        wanted = list(dict.fromkeys([q.pmid for q in by_pmid] + searched))
        asked = [q for q in queries if q.ref_id not in results]
        if not wanted:
            return {**results, **{q.ref_id: missing("no PubMed record", code="id_unknown" if q.has_id else "no_match")
                                  for q in asked}}

        def fetch_all():
            out = {}
            records, url, xml = [], "", {}
            chunk = GET_LIMIT if len(wanted) <= GET_LIMIT else 10000
            for i in range(0, len(wanted), chunk):
                recs, url, raw = self.efetch(session, config, wanted[i:i + chunk])
                records.extend(recs)
                xml.update(split_articles(raw))
            by_id = {r.pmid: r for r in records}
            by_doi_map = {r.doi: r for r in records if r.doi}
            title_pool = [r for r in records if r.pmid in set(searched)]
            for q in asked:
                page = "https://pubmed.ncbi.nlm.nih.gov/"
                if q.pmid:
                    rec, how = by_id.get(q.pmid), "pmid"
                elif q.doi:
                    rec, how = by_doi_map.get(q.doi), "doi"
                else:
                    rec, score = best_by_title(q, title_pool)
                    rec, how = (rec if score >= SEARCH_FLOOR else None), "title_search"
                if rec is None:
                    out[q.ref_id] = missing(f"no PubMed record for {how}", url=url,
                                              code="no_match" if how == "title_search" else "id_unknown")
                else:
                    out[q.ref_id] = found(rec, how, raw=xml.get(rec.pmid, ""),
                                          url=f"{page}{rec.pmid}/")
            return out
        run_batch(results, asked, fetch_all, self.name)
        return results


def split_articles(raw: bytes) -> dict[str, str]:
    """PMID → that article's XML, for the audit excerpt of each reference."""
    out = {}
    for chunk in raw.decode("utf-8", "replace").split("</PubmedArticle>"):
        m = re.search(r"<PMID[^>]*>(\d+)</PMID>", chunk)
        if m:
            out.setdefault(m.group(1), chunk[chunk.find("<PubmedArticle"):] + "</PubmedArticle>")
    return out
