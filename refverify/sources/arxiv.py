"""arXiv API: ``/query?id_list=a,b`` answered as an Atom feed."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from ..core.names import split_name
from ..core.work import Work, make_record
from .base import Provider, Query, batches_by, found, missing, run_batch
from .http import call

NS = {"a": "http://www.w3.org/2005/Atom", "arxiv": "http://arxiv.org/schemas/atom"}
CHUNK = 100


def _t(el, path) -> str:
    x = el.find(path, NS)
    return re.sub(r"\s+", " ", x.text or "").strip() if x is not None and x.text else ""


def parse_feed(xml_text: str | bytes) -> list[Work]:
    """Entries of an Atom feed → records. An error feed (malformed id) raises ValueError, and so
    does any other document (a well-formed XHTML maintenance page is no answer about the ids)."""
    root = ET.fromstring(xml_text)
    if root.tag != f"{{{NS['a']}}}feed":
        raise ValueError(f"expected an Atom feed, got <{root.tag}>")
    records = []
    for e in root.findall("a:entry", NS):
        ident = _t(e, "a:id")
        if "/api/errors" in ident:
            raise ValueError(f"arXiv error: {_t(e, 'a:summary')}")
        m = re.search(r"arxiv\.org/abs/(.+?)(v\d+)?$", ident)
        arxiv_id = m.group(1) if m else ident
        published = _t(e, "a:published")
        doi = _t(e, "arxiv:doi")
        records.append(make_record(
            id=arxiv_id + (m.group(2) or "" if m else ""), title=_t(e, "a:title"),
            authors=[split_name(_t(a, "a:name")) for a in e.findall("a:author", NS)],
            year=int(published[:4]) if published[:4].isdigit() else None,
            journal="arXiv", venue="arXiv", arxiv=arxiv_id, doi=doi, type="preprint",
            article_types=["preprint"], abstract=_t(e, "a:summary"), is_preprint=True,
            journal_ref=_t(e, "arxiv:journal_ref"), published_doi=doi,
        ))
    return records


class Arxiv(Provider):
    name = "arxiv"

    def _lookup(self, queries: list[Query], session, config):
        results, batches = batches_by(queries, lambda q: q.arxiv, "arXiv is asked by arXiv id only", CHUNK)
        for batch in batches:

            def go(batch=batch):
                ids = list(dict.fromkeys(q.arxiv for q in batch))
                r = call(session, "GET", f"{config.url('arxiv')}/query",
                         params={"id_list": ",".join(ids), "max_results": str(len(ids))})
                records = {rec.arxiv: rec for rec in parse_feed(r.content)}
                r.raise_for_status()
                return {q.ref_id: (found(records[q.arxiv], "arxiv", raw=r.text[:4096],
                                         url=f"https://arxiv.org/abs/{q.arxiv}")
                                   if q.arxiv in records else missing("id not in arXiv", code="id_unknown"))
                        for q in batch}
            run_batch(results, batch, go, self.name)
        return results
