"""Snapshot files in the sources' real bulk formats, written from plain work dicts.

Used by ``bench/index_bench.py`` (a million synthetic works) and by the index tests (a few
hand-written works). A work dict: title, authors [(family, given)], year, journal, volume,
issue, pages, doi, pmid, pmcid, arxiv, dblp, abstract, type. Each writer leaves out what its
source would not carry (Crossref: DOI works only; arXiv: arXiv ids only; DBLP: no abstract).
The layouts follow each source's documentation: OpenAlex ``updated_date=…/part_NNN.gz`` JSON
Lines with ``abstract_inverted_index``; Crossref ``N.json.gz`` files of ``{"items": […]}``;
PubMed ``pubmedNNnNNNN.xml.gz`` ``PubmedArticleSet``; ``dblp.xml.gz`` with HTML entities;
arXiv's metadata JSON Lines; Retraction Watch's CSV columns.
"""
from __future__ import annotations

import csv
import gzip
import json
import random
from pathlib import Path
from xml.sax.saxutils import escape

_SYLLABLES = ("ka lo mi ne ru ta shi po ve dra gen lin cor vas tem pha bio neu ro gly co cyt pro tein "
              "mar kar sel tro xin dol fer ith ane ose ase ide ium gal ver qua zen mul tor").split()
_FIRST = ("Wei Li Anna Maria John David Sarah Yuki Carlos Fatima Olga Peter Mei Ahmed Laura Jan "
          "Elena Ravi Chen Ingrid").split()
_FAMILY = ("Zhang Wang Smith Müller García Rossi Tanaka Kowalski Nguyen Johansson Ivanova Okafor "
           "Silva Dubois Schmidt Chen Liu Kim Patel Novak Andersson Moreau Costa Sato").split()
_JOURNALS = ("Journal of Clinical Studies", "Annals of Applied Biology", "Neural Computation Letters",
             "Chinese Medical Journal", "Proceedings of the Data Systems Conference", "Lancet Reports")


def vocabulary(size: int, seed: int = 7) -> list[str]:
    rnd = random.Random(seed)
    words = set()
    while len(words) < size:
        words.add("".join(rnd.choice(_SYLLABLES) for _ in range(rnd.randint(2, 4))))
    return sorted(words)


def synthetic_works(n: int, seed: int = 1, vocab: int = 60_000) -> list[dict]:
    """``n`` works with titles of 6–14 words drawn with a Zipf-like skew (a few words are in
    every tenth title, most are rare), as real titles are. Drawn in bulk: a million in seconds."""
    rnd = random.Random(seed)
    words = vocabulary(vocab, seed)
    cum, total = [], 0.0
    for i in range(len(words)):
        total += 1.0 / (i + 10)
        cum.append(total)
    draws = rnd.choices(words, cum_weights=cum, k=n * 10 + 14)
    prose = rnd.choices(words[:3000], k=2_000_003)
    lengths = rnd.choices(range(6, 15), k=n)
    n_authors = rnd.choices(range(1, 6), k=n)
    families, firsts = rnd.choices(_FAMILY, k=n * 5), rnd.choices(_FIRST, k=n * 5)
    out = []
    for i in range(n):
        at = (i * 7919) % 2_000_000
        out.append({
            "title": " ".join(draws[i * 10:i * 10 + lengths[i]]).capitalize(),
            "authors": list(zip(families[i * 5:i * 5 + n_authors[i]], firsts[i * 5:i * 5 + n_authors[i]])),
            "year": 1990 + (i * 7) % 36, "journal": _JOURNALS[i % len(_JOURNALS)], "volume": str(1 + i % 80),
            "issue": str(1 + i % 12), "pages": f"{100 + i % 900}-{110 + i % 900}",
            "doi": f"10.{5000 + i % 3000}/syn.{i}" if i % 10 < 9 else "",
            "pmid": str(10_000_000 + i) if i % 10 < 5 else "", "pmcid": f"PMC{900000 + i}" if i % 10 < 2 else "",
            "arxiv": f"{2001 + (i // 100000) % 12:04d}.{i % 100000:05d}" if i % 10 == 9 else "",
            "dblp": f"journals/syn/W{i}" if i % 10 >= 7 else "",
            "abstract": " ".join(prose[at:at + 60]), "type": "journal-article",
        })
    return out


def _inverted(text: str) -> dict:
    index: dict[str, list[int]] = {}
    for pos, word in enumerate(text.split()):
        index.setdefault(word, []).append(pos)
    return index


def openalex_work(w: dict, n: int, updated: str) -> dict:
    first, _, last = w["pages"].partition("-")
    return {
        "id": f"https://openalex.org/W{n}", "doi": f"https://doi.org/{w['doi']}" if w["doi"] else None,
        "title": w["title"], "display_name": w["title"], "publication_year": w["year"],
        "ids": {"openalex": f"https://openalex.org/W{n}",
                **({"pmid": f"https://pubmed.ncbi.nlm.nih.gov/{w['pmid']}"} if w["pmid"] else {}),
                **({"pmcid": f"https://www.ncbi.nlm.nih.gov/pmc/articles/{w['pmcid'][3:]}"} if w["pmcid"] else {})},
        "language": "en", "type": "article",
        "primary_location": {"source": {"display_name": w["journal"], "type": "journal"}},
        "authorships": [{"author": {"display_name": f"{g} {f}"}, "raw_author_name": f"{g} {f}"}
                        for f, g in w["authors"]],
        "biblio": {"volume": w["volume"], "issue": w["issue"], "first_page": first, "last_page": last},
        "is_retracted": bool(w.get("retracted")),
        "abstract_inverted_index": _inverted(w["abstract"]) if w.get("abstract") else None,
        "updated_date": f"{updated}T00:00:00.000000",
    }


def crossref_item(w: dict, indexed: str) -> dict:
    y = w["year"]
    return {"DOI": w["doi"], "title": [w["title"]], "type": "journal-article", "prefix": w["doi"].split("/")[0],
            "member": "1", "author": [{"family": f, "given": g, "sequence": "additional"} for f, g in w["authors"]],
            "issued": {"date-parts": [[y, 3]]}, "container-title": [w["journal"]], "volume": w["volume"],
            "issue": w["issue"], "page": w["pages"], "indexed": {"date-time": f"{indexed}T08:00:00Z"},
            **({"abstract": f"<jats:p>{escape(w['abstract'])}</jats:p>"} if w.get("abstract") else {})}


def pubmed_article(w: dict, revised: str) -> str:
    y, m, d = revised.split("-")
    authors = "".join(f"<Author ValidYN=\"Y\"><LastName>{escape(f)}</LastName><ForeName>{escape(g)}</ForeName>"
                      f"</Author>" for f, g in w["authors"])
    ids = f'<ArticleId IdType="pubmed">{w["pmid"]}</ArticleId>' + (
        f'<ArticleId IdType="doi">{escape(w["doi"])}</ArticleId>' if w["doi"] else "") + (
        f'<ArticleId IdType="pmc">{w["pmcid"]}</ArticleId>' if w["pmcid"] else "")
    abstract = f"<Abstract><AbstractText>{escape(w['abstract'])}</AbstractText></Abstract>" if w.get("abstract") else ""
    retracted = "<PublicationType UI=\"D016441\">Retracted Publication</PublicationType>" if w.get("retracted") else ""
    return (f'<PubmedArticle><MedlineCitation Status="MEDLINE" Owner="NLM"><PMID Version="1">{w["pmid"]}</PMID>'
            f"<DateRevised><Year>{y}</Year><Month>{m}</Month><Day>{d}</Day></DateRevised>"
            f'<Article PubModel="Print"><Journal><JournalIssue CitedMedium="Internet"><Volume>{w["volume"]}</Volume>'
            f'<Issue>{w["issue"]}</Issue><PubDate><Year>{w["year"]}</Year></PubDate></JournalIssue>'
            f"<Title>{escape(w['journal'])}</Title></Journal><ArticleTitle>{escape(w['title'])}.</ArticleTitle>"
            f"<Pagination><MedlinePgn>{w['pages']}</MedlinePgn></Pagination>{abstract}"
            f'<AuthorList CompleteYN="Y">{authors}</AuthorList><Language>eng</Language>'
            f'<PublicationTypeList><PublicationType UI="D016428">Journal Article</PublicationType>{retracted}'
            f"</PublicationTypeList></Article></MedlineCitation><PubmedData><ArticleIdList>{ids}</ArticleIdList>"
            f"</PubmedData></PubmedArticle>")


PUBMED_HEAD = ('<?xml version="1.0" ?>\n<!DOCTYPE PubmedArticleSet PUBLIC "-//NLM//DTD PubMedArticle, 1st January '
               '2025//EN" "https://dtd.nlm.nih.gov/ncbi/pubmed/out/pubmed_250101.dtd">\n<PubmedArticleSet>\n')


def _dblp_text(text: str) -> str:
    # dblp.xml writes its non-ASCII letters as the HTML entities its DTD declares
    from html.entities import codepoint2name
    return "".join(f"&{codepoint2name[ord(c)]};" if ord(c) > 127 and ord(c) in codepoint2name else c
                   for c in escape(text))


def dblp_record(w: dict, mdate: str) -> str:
    authors = "".join(f"<author>{_dblp_text(g + ' ' + f)}</author>" for f, g in w["authors"])
    ee = (f"<ee>https://doi.org/{escape(w['doi'])}</ee>" if w["doi"] else "") + (
        f"<ee type=\"oa\">https://arxiv.org/abs/{w['arxiv']}</ee>" if w["arxiv"] else "")
    return (f'<article key="{w["dblp"]}" mdate="{mdate}">{authors}<title>{_dblp_text(w["title"])}.</title>'
            f"<pages>{w['pages']}</pages><year>{w['year']}</year><volume>{w['volume']}</volume>"
            f"<journal>{_dblp_text(w['journal'])}</journal><number>{w['issue']}</number>{ee}</article>\n")


def arxiv_line(w: dict, updated: str) -> dict:
    return {"id": w["arxiv"], "submitter": " ".join(w["authors"][0][::-1]),
            "authors": ", ".join(f"{g} {f}" for f, g in w["authors"]), "title": w["title"], "comments": None,
            "journal-ref": None, "doi": w["doi"] or None, "report-no": None, "categories": "cs.LG",
            "license": None, "abstract": "  " + w.get("abstract", "") + "\n",
            "versions": [{"version": "v1", "created": f"Mon, 1 Jan {w['year']} 10:00:00 GMT"}],
            "update_date": updated, "authors_parsed": [[f, g, ""] for f, g in w["authors"]]}


RW_FIELDS = ("Record ID,Title,Subject,Institution,Journal,Publisher,Country,Author,URLS,ArticleType,RetractionDate,"
             "RetractionDOI,RetractionPubMedID,OriginalPaperDate,OriginalPaperDOI,OriginalPaperPubMedID,"
             "RetractionNature,Reason,Paywalled,Notes").split(",")


def write_snapshots(works: list[dict], folder: Path, date: str = "2026-11-01", per_file: int = 50_000,
                    sources=("openalex", "crossref", "pubmed", "dblp", "arxiv")) -> dict[str, list[Path]]:
    """Each source's snapshot files of ``works`` under ``folder/<source>/``; the paths."""
    folder = Path(folder)
    out: dict[str, list[Path]] = {s: [] for s in sources}

    def chunks(items):
        for i in range(0, len(items), per_file):
            yield i // per_file, items[i:i + per_file]

    if "openalex" in sources:
        for k, part in chunks(list(enumerate(works))):
            p = folder / "openalex" / "data" / "works" / f"updated_date={date}" / f"part_{k:03d}.gz"
            p.parent.mkdir(parents=True, exist_ok=True)
            with gzip.open(p, "wt", encoding="utf-8", compresslevel=1) as f:
                f.writelines(json.dumps(openalex_work(w, n + 1, date)) + "\n" for n, w in part)
            out["openalex"].append(p)
    if "crossref" in sources:
        for k, part in chunks([w for w in works if w["doi"]]):
            p = folder / "crossref" / f"{k}.json.gz"
            p.parent.mkdir(parents=True, exist_ok=True)
            with gzip.open(p, "wt", encoding="utf-8", compresslevel=1) as f:
                json.dump({"items": [crossref_item(w, date) for w in part]}, f)
            out["crossref"].append(p)
    if "pubmed" in sources:
        for k, part in chunks([w for w in works if w["pmid"]]):
            p = folder / "pubmed" / f"pubmed26n{k + 1:04d}.xml.gz"
            p.parent.mkdir(parents=True, exist_ok=True)
            with gzip.open(p, "wt", encoding="utf-8", compresslevel=1) as f:
                f.write(PUBMED_HEAD)
                f.writelines(pubmed_article(w, date) + "\n" for w in part)
                f.write("</PubmedArticleSet>\n")
            out["pubmed"].append(p)
    if "dblp" in sources:
        p = folder / "dblp" / f"dblp-{date}.xml.gz"
        p.parent.mkdir(parents=True, exist_ok=True)
        with gzip.open(p, "wt", encoding="ISO-8859-1", compresslevel=1) as f:
            f.write('<?xml version="1.0" encoding="ISO-8859-1"?>\n<!DOCTYPE dblp SYSTEM "dblp.dtd">\n<dblp>\n')
            f.writelines(dblp_record(w, date) for w in works if w["dblp"])
            f.write("</dblp>\n")
        out["dblp"].append(p)
    if "arxiv" in sources:
        p = folder / "arxiv" / "arxiv-metadata-oai-snapshot.json"
        p.parent.mkdir(parents=True, exist_ok=True)
        with open(p, "w", encoding="utf-8") as f:
            f.writelines(json.dumps(arxiv_line(w, date)) + "\n" for w in works if w["arxiv"])
        out["arxiv"].append(p)
    return out


def write_retractions(works: list[dict], path: Path) -> Path:
    """A Retraction Watch CSV with one retraction notice per work given."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, RW_FIELDS)
        writer.writeheader()
        for n, w in enumerate(works, 1):
            writer.writerow({"Record ID": n, "Title": w["title"], "RetractionDate": "7/12/2026 0:00",
                             "RetractionDOI": f"10.9999/retraction.{n}", "RetractionPubMedID": "",
                             "OriginalPaperDOI": w["doi"], "OriginalPaperPubMedID": f"{w['pmid']}.0" if w["pmid"] else "",
                             "RetractionNature": "Retraction", "Reason": "+Paper Mill;"})
    return path


def from_world(works: list[dict]) -> list[dict]:
    """The simulators' world works (tests/simulators/world.py) as work dicts for the writers."""
    out = []
    for w in works:
        out.append({
            "title": w["title"], "authors": [(a.get("family", ""), a.get("given", "")) for a in w.get("authors", [])],
            "year": w.get("year"), "journal": w.get("journal", ""), "volume": str(w.get("volume", "")),
            "issue": str(w.get("issue", "")), "pages": w.get("pages", ""), "doi": w.get("doi", ""),
            "pmid": str(w.get("pmid") or ""), "pmcid": w.get("pmcid", ""), "arxiv": w.get("arxiv", ""),
            "dblp": w.get("dblp", ""), "abstract": w.get("abstract", ""), "type": "journal-article",
            "retracted": bool(w.get("retracted")),
        })
    return out
