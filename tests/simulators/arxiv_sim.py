"""arXiv API: /query?id_list=… as an Atom feed (error feed with HTTP 400 for a malformed id)."""
from __future__ import annotations

import re
from xml.sax.saxutils import escape

from .world import abstract_text

ATOM = "application/atom+xml; charset=utf-8"
HEAD = ("<?xml version='1.0' encoding='UTF-8'?>\n<feed xmlns:opensearch=\"http://a9.com/-/spec/opensearch/1.1/\" "
        "xmlns:arxiv=\"http://arxiv.org/schemas/atom\" xmlns=\"http://www.w3.org/2005/Atom\">\n")
VALID = re.compile(r"^(\d{4}\.\d{4,5}|[a-z\-]+(\.[A-Z]{2})?/\d{7})(v\d+)?$", re.I)


def entry(world, w: dict, requested: str) -> str:
    versions = sorted(w["arxiv_versions"], key=lambda v: v["version"]) or [{"version": 1, "title": w["title"],
                                                                            "date": f"{w.get('year')}-01-01"}]
    m = re.search(r"v(\d+)$", requested)
    chosen = next((v for v in versions if m and v["version"] == int(m.group(1))), versions[-1])
    title = chosen.get("title") or w["title"]
    out = [f"  <entry>\n    <id>http://arxiv.org/abs/{w['arxiv']}v{chosen['version']}</id>",
           f"    <title>{escape(title)}</title>",
           f"    <updated>{chosen['date']}T00:00:00Z</updated>",
           f"    <summary>{escape(abstract_text(w))}</summary>",
           f"    <published>{versions[0]['date']}T00:00:00Z</published>"]
    if w["published_doi"]:
        out.append(f"    <arxiv:doi>{escape(w['published_doi'])}</arxiv:doi>")
        pub = world.find(w["published_doi"])
        if pub:
            out.append(f"    <arxiv:journal_ref>{escape(pub['journal'])} {escape(pub['volume'])}, "
                       f"{escape(pub['pages'])} ({pub.get('year')})</arxiv:journal_ref>")
    for a in w["authors"]:
        name = f"{a.get('given', '')} {a['family']}".strip() if a.get("family") else a.get("name", "")
        out.append(f"    <author>\n      <name>{escape(name)}</name>\n    </author>")
    out.append("  </entry>")
    return "\n".join(out)


def feed(entries: list[str], total: int) -> bytes:
    return (HEAD + f"  <title>arXiv Query</title>\n  <opensearch:totalResults>{total}</opensearch:totalResults>\n"
            + "\n".join(entries) + "\n</feed>\n").encode("utf-8")


def handle(world, method, path, params, body):
    ids = [i.strip() for i in params.get("id_list", "").split(",") if i.strip()]
    for i in ids:
        if not VALID.match(i):
            err = (f"  <entry>\n    <id>https://arxiv.org/api/errors#incorrect_id_format_for_{escape(i)}</id>\n"
                   f"    <title>Error</title>\n    <summary>incorrect id format for {escape(i)}</summary>\n  </entry>")
            return 400, ATOM, feed([err], 1)
    entries = [entry(world, w, i) for i in ids if (w := world.get("arxiv", arxiv=i))]
    return 200, ATOM, feed(entries, len(entries))


def empty(params):
    return 200, ATOM, feed([], 0)
