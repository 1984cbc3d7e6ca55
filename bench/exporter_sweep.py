"""Every real work of the HALLMARK dev world, written the way each common exporter writes it: how
many does Step B flag? (issue 20: a real reference written as an exporter writes it raises no
error and is never ``id_mismatch``; the target is 0 flagged.)

    python bench/exporter_sweep.py [--dir ../shared/benchmarks/hallmark-dev] [--only dblp,llm] [-v]

The works: every record of ``world.jsonl`` except those the world marks ``doi_synthetic`` (and
``pmid_synthetic``): their identifiers are bookkeeping invented by the benchmark for the works its
fabricated entries borrow (``10.5555/hallmark-sim.…``), so no exporter could ever write them and
a reference carrying them is not a reference to a real record. The remaining works are real
(870 of 1,042) and are served by the project's simulators exactly as ``bench/hallmark_bench.py``
serves them (no rate limits: detection only).

Each exporter writes only the works it would hold (DBLP: works DBLP indexes; Semantic Scholar:
works S2 indexes; Crossref content negotiation: works with a Crossref DOI; ACM DL: works with a
DOI, keyed by it; arXiv: works with an arXiv id), and writes them as that service's BibTeX looks
(the formats were checked against the recorded responses in ../shared/conformance; nothing is
copied from them):

- ``dblp``: ``DBLP:conf/…`` keys, homonym numbers (``Han Zhong 0001``), TeX accents, DBLP's
  proceedings booktitle (``… {CVPR} 2023``) or abbreviated journal (``Mach. Learn.``), upper-case
  DOI, ``biburl`` / ``bibsource`` / ``timestamp``; arXiv-only works as ``CoRR`` ``abs/…``.
- ``scholar``: Google Scholar — ``he20233d`` keys, sentence-case title, ``Family, Given`` names,
  ``and others`` after the sixth of a long list, ``Proceedings of the <venue>`` booktitle, no
  DOI; arXiv-only works as ``journal={arXiv preprint arXiv:<id>}``.
- ``s2``: Semantic Scholar's cite box — ``@Article`` / ``@Conference``, both ``booktitle`` (S2's
  venue) and ``journal`` (the container, or ``ArXiv`` with ``volume = {abs/<id>}``), spaced page
  ranges (``4411 - 4452``).
- ``crossref``: DOI content negotiation — ``@inproceedings{Chen_2022, …}`` on one line, ``DOI=``,
  ``url={http://dx.doi.org/…}``, ``month=jun`` (only where the month is the venue's fixed one),
  the container title, the publisher, en-dash pages. Repeated keys get a letter (a user pasting
  two ``Chen_2022`` must rename one).
- ``acm``: ACM DL — DOI as key, ``Family, Given`` names, ``Proceedings of the …`` booktitle and a
  ``series = {CVPR '22}``, abbreviated journal, ``numpages``.
- ``arxiv``: arXiv's export — ``@misc`` with ``eprint`` / ``archivePrefix`` / ``primaryClass``,
  the year of the arXiv id (the preprint's year, which may precede the published one: citing the
  preprint of a published work is legitimate). ``primaryClass`` is taken from the venue's field
  (cs.LG, cs.CV, …); refverify does not compare it.
- ``zotero``: Better BibTeX (biblatex) — ``journaltitle`` / ``shortjournal`` (ISO 4 without
  dots), ``date``, double-brace case protection, ``eventtitle``, ``urldate``, ``langid``, ``file``;
  preprints as ``@online`` with ``eprinttype = {arXiv}``.
- ``llm``: a chatbot's entry, three styles in turn — ``J. He, Y. Chen, N. Wang`` (commas, no
  ``and``), ``He, J. and Chen, Y. and others``, ``Jiawei He and Yuntao Chen and others`` — with the
  venue's abbreviation, no pages, a lower-case DOI where the work has one.

Every variant describes the same work with the world's own facts (title, people, year, venue,
numbers); none changes a fact. A work is counted flagged by the benchmark's rule
(``core.outcome.reference_flagged``: ``not_found`` / ``id_mismatch`` / an error / a notice), per
exporter and per rule (the existence status, or the field of each error).

A preprint cited while a published version exists (arXiv's own export, S2's ``journal = {ArXiv}``,
Scholar's "arXiv preprint") is venue drift by RUBRIC §3.2 (→ FIX: cite the published version): such
a work, when that is its only error, is counted apart (``preprint_of_published``), as a finding the
rubric asks for, not as a false alarm.

Writes bench/results/exporter_sweep.json. Runs on any tree: ``PYTHONPATH=/path/to/tree``.
"""
from __future__ import annotations

import argparse
import html
import json
import re
import sys
import tempfile
import time
import unicodedata
import zlib
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.hallmark_bench import DEFAULT_DIR, NO_LIMIT  # noqa: E402
from refverify.config import Config  # noqa: E402
from refverify.core.outcome import reference_flagged  # noqa: E402
from refverify.sources.fetch import fetch_state  # noqa: E402
from refverify.sources.http import make_session  # noqa: E402
from tests.simulators import start_simulators  # noqa: E402
from tests.simulators.hallmark import load_hallmark_world  # noqa: E402

EXPORTERS = ("dblp", "dblp_api", "scholar", "s2", "crossref", "acm", "arxiv", "zotero", "mendeley", "llm", "site")
STOP = {"a", "an", "the", "on", "of", "for", "in", "with", "and", "to", "via", "from", "by", "is", "are", "at"}
ORDINALS = {1: "First", 2: "Second", 3: "Third", 4: "Fourth", 5: "Fifth", 6: "Sixth", 7: "Seventh", 8: "Eighth",
            9: "Ninth", 10: "Tenth", 11: "Eleventh", 12: "Twelfth", 13: "Thirteenth", 14: "Fourteenth"}
TENS = {30: "Thirty", 40: "Forty"}
MONTH = {"CVPR": "jun", "ICCV": "oct"}            # the venues' fixed month (nothing else is known)
PMLR_VOLUME = {2019: "97", 2020: "119", 2021: "139", 2022: "162", 2023: "202", 2024: "235"}
CLASS = {"CVPR": "cs.CV", "ICCV": "cs.CV", "ECCV": "cs.CV", "ACL": "cs.CL", "NAACL": "cs.CL", "AAAI": "cs.AI"}
ISO4_NO_DOTS = {"Machine Learning": "Mach Learn", "Journal of Machine Learning Research": "J Mach Learn Res",
                "Transactions on Machine Learning Research": "Trans Mach Learn Res",
                "Communications of the ACM": "Commun ACM", "Nature": "Nature"}
# the proceedings' editors as DBLP lists them (NeurIPS, ICML; nothing is written where not known)
EDITORS = {
    ("NeurIPS", 2020): ("Hugo Larochelle", "Marc'Aurelio Ranzato", "Raia Hadsell", "Maria{-}Florina Balcan",
                        "Hsuan{-}Tien Lin"),
    ("NeurIPS", 2021): ("Marc'Aurelio Ranzato", "Alina Beygelzimer", "Yann N. Dauphin", "Percy Liang",
                        "Jennifer Wortman Vaughan"),
    ("NeurIPS", 2022): ("Sanmi Koyejo", "S. Mohamed", "A. Agarwal", "Danielle Belgrave", "K. Cho", "A. Oh"),
    ("NeurIPS", 2023): ("Alice Oh", "Tristan Naumann", "Amir Globerson", "Kate Saenko", "Moritz Hardt",
                        "Sergey Levine"),
    ("ICML", 2021): ("Marina Meila", "Tong Zhang"),
    ("ICML", 2022): ("Kamalika Chaudhuri", "Stefanie Jegelka", "Le Song", "Csaba Szepesv{\\'{a}}ri", "Gang Niu",
                     "Sivan Sabato"),
    ("ICML", 2023): ("Andreas Krause", "Emma Brunskill", "Kyunghyun Cho", "Barbara Engelhardt", "Sivan Sabato",
                     "Jonathan Scarlett"),
}
PMLR_DATES = {2021: "18--24 Jul", 2022: "17--23 Jul", 2023: "23--29 Jul"}
TEX_ACCENTS = {"\u0308": '"', "\u0301": "'", "\u0300": "`", "\u0302": "^", "\u0303": "~", "\u030c": "v",
               "\u0327": "c", "\u0306": "u", "\u030a": "r", "\u0304": "="}
TEX_LETTERS = {"ø": r"{\o}", "Ø": r"{\O}", "ß": r"{\ss}", "ł": r"{\l}", "Ł": r"{\L}", "æ": r"{\ae}", "đ": r"{\dj}"}


# ---------------------------------------------------------------- writing helpers

def tex(text: str, style: str = "dblp") -> str:
    """Non-ASCII letters as TeX accents: DBLP ``{\\"{u}}``, Scholar ``{\\"u}``."""
    out = []
    for ch in unicodedata.normalize("NFD", text):
        if ch in TEX_ACCENTS and out:
            base = out.pop()
            letter = TEX_ACCENTS[ch].isalpha()          # \v, \c, \u, \r take a braced argument
            out.append("{\\" + TEX_ACCENTS[ch] + ("{" + base + "}" if style == "dblp" or letter else base) + "}")
        elif unicodedata.combining(ch):
            continue
        else:
            out.append(TEX_LETTERS.get(ch, ch))
    return "".join(out)


def ascii_fold(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if c.isascii())


def words(title: str) -> list[str]:
    return re.findall(r"[A-Za-z0-9]+", ascii_fold(title))


def initials(given: str) -> str:
    """``Raymond N. J.`` → ``R. N. J.``; ``Gui-Song`` → ``G.-S.``."""
    parts = []
    for word in given.replace(".", ". ").split():
        parts.append("-".join(p[0] + "." for p in word.split("-") if p))
    return " ".join(parts)


def full(a: dict) -> str:
    return " ".join(x for x in (a.get("given", ""), a["family"]) if x)


def inverted(a: dict, given: str | None = None) -> str:
    given = a.get("given", "") if given is None else given
    return f"{a['family']}, {given}" if given else a["family"]


def protect(title: str, double: bool = False) -> str:
    """Brace words with a capital after their first letter or a digit among letters (``{3D}``)."""
    o, c = ("{{", "}}") if double else ("{", "}")
    return re.sub(r"\b(?=\w*[A-Z])(?=\w*(?:[a-z0-9][A-Z]|[A-Z]{2}|\d[A-Za-z]|[A-Za-z]\d))[\w-]+",
                  lambda m: o + m.group(0) + c, title)


def esc(text: str) -> str:
    """BibTeX source of a title: ``&`` escaped (``\\&``), as DBLP, Scholar, Crossref and Zotero write it."""
    return re.sub(r"(?<!\\)&", r"\\&", text)


def scholar_case(venue: str) -> str:
    """Scholar's booktitle casing: words after the first lower-cased, acronyms kept (``IEEE/CVF``)."""
    out = []
    for i, word in enumerate(venue.split()):
        keep = i == 0 or sum(c.isupper() for c in word) > 1 or word in ("AAAI",)
        out.append(word if keep else word.lower())
    return " ".join(out)


def sentence_case(title: str) -> str:
    low = title.lower()
    return low[:1].upper() + low[1:]


def ordinal(n: int) -> str:
    if n in ORDINALS:
        return ORDINALS[n]
    tens, unit = divmod(n, 10)
    head = TENS.get(tens * 10, "")
    if not head:
        return f"{n}th"
    return head if not unit else f"{head}-{ORDINALS[unit]}"


def nth(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def pages_range(pages: str, dash: str) -> str:
    return re.sub(r"\s*[-\u2013]+\s*", dash, pages) if pages else ""


def first_word(title: str) -> str:
    return next((w.lower() for w in words(title) if w.lower() not in STOP), "x")


def bib(entry_type: str, key: str, fields: list[tuple[str, str]], indent: str = "  ", sep: str = " = ") -> str:
    body = ",\n".join(f"{indent}{k}{sep}{{{v}}}" if not k.startswith("=") else f"{indent}{k[1:]}{sep}{v}"
                      for k, v in fields if v)
    return f"@{entry_type}{{{key},\n{body}\n}}\n"


def real_doi(w: dict) -> str:
    doi = w.get("doi") or ""
    return "" if not doi or w.get("doi_synthetic") or doi.lower().startswith("10.48550/") else doi


def short(w: dict) -> str:
    return w.get("venue_short") or w["venue"]


def preprint(w: dict) -> bool:
    return w["venue_type"] == "preprint"


def arxiv_year(arxiv_id: str) -> str:
    m = re.match(r"(\d\d)(\d\d)\.", arxiv_id)
    return f"20{m.group(1)}" if m else ""


# ---------------------------------------------------------------- the exporters

def dblp_booktitle(w: dict) -> str:
    y, s = w["year"], short(w)
    if s == "NeurIPS":
        name = "NeurIPS" if y >= 2018 else "NIPS"
        return (f"Advances in Neural Information Processing Systems {y - 1987}: Annual Conference on Neural "
                f"Information Processing Systems {y}, {name} {y}")
    if s == "ICML":
        return f"International Conference on Machine Learning, {{ICML}} {y}"
    if s == "ICLR":
        return f"The {ordinal(y - 2012)} International Conference on Learning Representations, {{ICLR}} {y}"
    if s == "AAAI":
        return f"{ordinal(y - 1986)} {{AAAI}} Conference on Artificial Intelligence, {{AAAI}} {y}"
    if s in ("CVPR", "ICCV"):
        return f"{'' if s == 'CVPR' else f'{y} '}{{IEEE/CVF}} {w['venue'].split('IEEE/CVF ', 1)[-1]}, {{{s}}} {y}"
    if s == "ECCV":
        return f"Computer Vision - {{ECCV}} {y}"
    return f"{protect(w['venue'])}, {{{s}}} {y}"


def dblp_key(w: dict, kind: str) -> str:
    fam = [re.sub(r"[^A-Za-z]", "", ascii_fold(a["family"])) or "X" for a in w["authors"]]
    tail = "".join(f[0] for f in fam[1:4]) + ("0" if len(fam) > 4 else "")
    venue = re.sub(r"[^a-z]", "", short(w).lower()) or "x"
    if preprint(w):
        return f"DBLP:journals/corr/abs-{w['arxiv_id'].replace('.', '-')}"
    return f"DBLP:{kind}/{venue}/{fam[0]}{tail}{str(w['year'])[2:]}"


def export_dblp(w: dict) -> tuple[str, str] | None:
    if "dblp" not in w["indexed_by"]:
        return None
    names = " and\n                  ".join(
        tex(full(a)) + (f" {a['dblp_suffix']}" if a.get("dblp_suffix") else "") for a in w["authors"])
    doi = real_doi(w).upper()
    url = f"https://doi.org/{real_doi(w)}" if doi else (w.get("url") or "")
    if preprint(w):
        key = dblp_key(w, "journals")
        fields = [("author", names), ("title", esc(protect(w["title"]))), ("journal", "CoRR"),
                  ("volume", f"abs/{w['arxiv_id']}"), ("year", str(w["year"])),
                  ("url", f"https://doi.org/10.48550/arXiv.{w['arxiv_id']}"),
                  ("doi", f"10.48550/ARXIV.{w['arxiv_id']}"), ("eprinttype", "arXiv"), ("eprint", w["arxiv_id"])]
        kind = "article"
    elif w["venue_type"] == "journal":
        key = dblp_key(w, "journals")
        fields = [("author", names), ("title", esc(protect(w["title"].rstrip(".")))), ("journal", protect(short(w))),
                  ("volume", w.get("volume", "")), ("number", w.get("issue", "")),
                  ("pages", pages_range(w.get("pages", ""), "--")), ("year", str(w["year"])), ("url", url),
                  ("doi", doi)]
        kind = "article"
    else:
        key = dblp_key(w, "conf")
        icml = short(w) == "ICML"
        fields = [("author", names), ("title", esc(protect(w["title"].rstrip(".")))), ("booktitle", dblp_booktitle(w)),
                  ("editor", " and\n                  ".join(EDITORS.get((short(w), w["year"]), ()))),
                  ("series", "Proceedings of Machine Learning Research" if icml and w["year"] in PMLR_VOLUME else ""),
                  ("volume", PMLR_VOLUME.get(w["year"], "") if icml else ""),
                  ("pages", pages_range(w.get("pages", ""), "--")),
                  ("publisher", {"ICML": "{PMLR}", "ICLR": "OpenReview.net", "AAAI": "{AAAI} Press",
                                 "CVPR": "{IEEE}", "ICCV": "{IEEE}"}.get(short(w), "")),
                  ("year", str(w["year"])), ("url", url), ("doi", doi)]
        kind = "inproceedings"
    rec = key.split(":", 1)[1]
    fields += [("timestamp", "Mon, 01 Jan 2024 00:00:00 +0100"), ("biburl", f"https://dblp.org/rec/{rec}.bib"),
               ("bibsource", "dblp computer science bibliography, https://dblp.org")]
    return key, bib(kind, key, [(k, v) for k, v in fields], indent="   ", sep=" = ")


def scholar_booktitle(w: dict) -> list[tuple[str, str]]:
    """Scholar's conference fields: the proceedings' own title for the big ML venues, else
    ``Proceedings of the <venue>``, in Scholar's casing."""
    s, y = short(w), w["year"]
    if s == "NeurIPS":
        return [("booktitle", "Advances in Neural Information Processing Systems"), ("volume", str(y - 1987))]
    if s == "ICML":
        return [("booktitle", "International conference on machine learning"), ("organization", "PMLR")]
    if s == "ICLR":
        return [("booktitle", "International Conference on Learning Representations")]
    if s == "AAAI":
        return [("booktitle", "Proceedings of the AAAI conference on artificial intelligence"),
                ("volume", w.get("volume", "")), ("number", w.get("issue", ""))]
    return [("booktitle", "Proceedings of the " + scholar_case(w["venue"]))]


def export_scholar(w: dict) -> tuple[str, str]:
    people = w["authors"]
    names = [tex(inverted(a), "scholar") for a in (people[:5] if len(people) > 6 else people)]
    if len(people) > 6:
        names.append("others")
    fam = re.sub(r"[^a-z]", "", ascii_fold(people[0]["family"]).lower()) if people else "anon"
    key = f"{fam}{w['year']}{first_word(w['title'])}"
    fields = [("title", esc(sentence_case(w["title"]))), ("author", " and ".join(names))]
    if preprint(w):
        kind = "article"
        fields.append(("journal", f"arXiv preprint arXiv:{w['arxiv_id']}"))
    elif w["venue_type"] == "journal":
        kind = "article"
        fields += [("journal", w["venue"]), ("volume", w.get("volume", "")), ("number", w.get("issue", "")),
                   ("pages", pages_range(w.get("pages", ""), "--"))]
    else:
        kind = "inproceedings"
        fields += scholar_booktitle(w) + [("pages", pages_range(w.get("pages", ""), "--"))]
    fields += [("year", str(w["year"])), ("publisher", {"Springer Science and Business Media LLC": "Springer"}.get(
        w.get("publisher", ""), w.get("publisher", "")))]
    return key, bib(kind, key, fields, indent="  ", sep="=")


def export_s2(w: dict) -> tuple[str, str] | None:
    if "s2" not in w["indexed_by"]:
        return None
    ws = words(w["title"])
    key = (re.sub(r"[^A-Za-z]", "", ascii_fold(w["authors"][0]["family"])) if w["authors"] else "Anon") + str(w["year"]) \
        + "".join(x[:1].upper() + x[1:2] for x in ws[:3])[:10]
    fields = [("author", " and ".join(full(a) for a in w["authors"]))]
    venue = w.get("venue_s2") or ("" if preprint(w) else w["venue"])
    if venue:
        fields.append(("booktitle", venue))
    if w.get("arxiv_id") and not w.get("container_title") and w["venue_type"] != "journal":
        fields += [("journal", "ArXiv"), ("volume", f"abs/{w['arxiv_id']}")]
    elif w["venue_type"] == "journal":
        fields += [("journal", w["venue"]), ("volume", w.get("volume", ""))]
    elif w.get("container_title"):
        fields.append(("journal", w["container_title"]))
        if w.get("volume"):
            fields.append(("volume", w["volume"]))
    fields += [("pages", pages_range(w.get("pages", ""), " - ")), ("title", w["title"]), ("year", str(w["year"]))]
    kind = "Article" if any(k == "journal" for k, _ in fields) else "Conference"
    fields.sort(key=lambda kv: kv[0])
    return key, bib(kind, key, fields, indent=" ", sep=" = ")


def export_crossref(w: dict) -> tuple[str, str] | None:
    doi = real_doi(w)
    if "crossref" not in w["indexed_by"] or not doi:
        return None
    fam = re.sub(r"\s+", "_", w["authors"][0]["family"]) if w["authors"] else "Anonymous"
    key = f"{fam}_{w['year']}"
    article = w.get("crossref_type") == "journal-article" or w["venue_type"] == "journal"
    container = w.get("container_title") or w["venue"]
    parts = [f"title={{{esc(w['title'])}}}"]
    if w.get("volume"):
        parts.append(f"volume={{{w['volume']}}}")
    if w.get("issn"):
        parts.append(f"ISSN={{{w['issn']}}}")
    parts += [f"url={{http://dx.doi.org/{doi}}}", f"DOI={{{doi}}}"]
    if w.get("issue"):
        parts.append(f"number={{{w['issue']}}}")
    parts.append(f"{'journal' if article else 'booktitle'}={{{container}}}")
    if w.get("publisher"):
        parts.append(f"publisher={{{w['publisher']}}}")
    parts += [f"author={{{' and '.join(inverted(a) for a in w['authors'])}}}", f"year={{{w['year']}}}"]
    if MONTH.get(short(w)):
        parts.append(f"month={MONTH[short(w)]}")
    if w.get("pages"):
        parts.append(f"pages={{{pages_range(w['pages'], chr(0x2013))}}}")
    return key, f" @{'article' if article else 'inproceedings'}{{{key}, {', '.join(parts)} }}\n"


def export_acm(w: dict) -> tuple[str, str] | None:
    doi = real_doi(w)
    if not doi or preprint(w):
        return None
    fields = [("author", " and ".join(inverted(a) for a in w["authors"])), ("title", esc(w["title"])),
              ("year", str(w["year"])), ("issue_date", ""), ("publisher", w.get("publisher", "")),
              ("volume", w.get("volume", "")), ("number", w.get("issue", "")), ("issn", w.get("issn", "")),
              ("url", f"https://doi.org/{doi}"), ("doi", doi)]
    if w["venue_type"] == "journal":
        kind = "article"
        fields.append(("journal", short(w)))
    else:
        kind = "inproceedings"
        fields.append(("booktitle", f"Proceedings of the {w['venue']}"))
    pages = w.get("pages", "")
    fields.append(("pages", pages_range(pages, "\u2013")))
    m = re.fullmatch(r"(\d+)\s*[-\u2013]+\s*(\d+)", pages)
    if m and int(m.group(2)) >= int(m.group(1)):
        fields.append(("numpages", str(int(m.group(2)) - int(m.group(1)) + 1)))
    if kind == "inproceedings":
        fields.append(("series", f"{short(w)} '{str(w['year'])[2:]}"))
    return doi, bib(kind, doi, fields, indent="", sep=" = ")


def export_arxiv(w: dict) -> tuple[str, str] | None:
    aid = w.get("arxiv_id") or ""
    if not aid:
        return None
    fam = re.sub(r"[^a-z]", "", ascii_fold(w["authors"][0]["family"]).lower()) if w["authors"] else "anon"
    year = arxiv_year(aid) or str(w["year"])
    key = fam + year + "".join(x.lower() for x in words(w["title"]) if x.lower() not in STOP)[:40]
    fields = [("title", w["title"]), ("author", " and ".join(full(a) for a in w["authors"])), ("year", year),
              ("eprint", aid), ("archivePrefix", "arXiv"), ("primaryClass", CLASS.get(short(w), "cs.LG")),
              ("url", f"https://arxiv.org/abs/{aid}")]
    return key, bib("misc", key, fields, indent="      ", sep="=")


def export_zotero(w: dict) -> tuple[str, str]:
    ws = [x for x in words(w["title"]) if x.lower() not in STOP]
    fam = re.sub(r"[^a-z]", "", ascii_fold(w["authors"][0]["family"]).lower()) if w["authors"] else "anon"
    key = fam + "".join(x[:1].upper() + x[1:].lower() for x in ws[:3]) + str(w["year"])
    names = " and ".join(inverted(a) for a in w["authors"])
    fields = [("title", esc(protect(w["title"], double=True)))]
    doi = real_doi(w)
    if preprint(w):
        kind = "online"
        fields += [("author", names), ("date", str(w["year"])), ("eprint", w["arxiv_id"]), ("eprinttype", "arXiv"),
                   ("doi", f"10.48550/arXiv.{w['arxiv_id']}"), ("pubstate", "prepublished")]
    elif w["venue_type"] == "journal":
        kind = "article"
        fields += [("author", names), ("date", str(w["year"])), ("journaltitle", w["venue"]),
                   ("shortjournal", ISO4_NO_DOTS.get(w["venue"], "")), ("volume", w.get("volume", "")),
                   ("number", w.get("issue", "")), ("pages", pages_range(w.get("pages", ""), "--")),
                   ("issn", w.get("issn", "")), ("doi", doi)]
    else:
        kind = "inproceedings"
        y = w["year"]
        book = w.get("container_title") or (
            f"Proceedings of the {nth(y - 1983)} International Conference on Machine Learning" if short(w) == "ICML"
            else w["venue"])
        neurips, icml = short(w) == "NeurIPS", short(w) == "ICML"
        month = {"CVPR": "-06", "ICCV": "-10"}.get(short(w), "")    # the conference's month, known
        fields += [("booktitle", protect(book, double=True)), ("author", names), ("date", f"{y}{month}"),
                   ("volume", str(y - 1987) if neurips else PMLR_VOLUME.get(y, "") if icml else ""),
                   ("series", "Proceedings of Machine Learning Research" if icml else ""),
                   ("pages", pages_range(w.get("pages", ""), "--")),
                   ("publisher", "Curran Associates, Inc." if neurips else "PMLR" if icml else w.get("publisher", "")),
                   ("issn", w.get("issn", "")), ("doi", doi), ("eventtitle", w["venue"])]
    fields += [("url", w.get("url", "")), ("urldate", "2024-03-12"), ("langid", "english"),
               ("file", f"/Users/me/Zotero/storage/ABCD1234/{ws[0] if ws else 'x'}.pdf:application/pdf")]
    return key, bib(kind, key, fields, indent="  ", sep=" = ")


# ISO 4 abbreviations, as Nature- and IEEE-style reference lists give the venues
ISO4 = {"Advances in Neural Information Processing Systems": "Adv. Neural Inf. Process. Syst.",
        "International Conference on Machine Learning": "Proc. Int. Conf. Mach. Learn.",
        "International Conference on Learning Representations": "Int. Conf. Learn. Represent.",
        "AAAI Conference on Artificial Intelligence": "Proc. AAAI Conf. Artif. Intell.",
        "IEEE/CVF Conference on Computer Vision and Pattern Recognition":
            "Proc. IEEE/CVF Conf. Comput. Vis. Pattern Recognit.",
        "IEEE/CVF International Conference on Computer Vision": "Proc. IEEE/CVF Int. Conf. Comput. Vis.",
        "European Conference on Computer Vision": "Proc. Eur. Conf. Comput. Vis.",
        "Journal of Machine Learning Research": "J. Mach. Learn. Res.",
        "Transactions on Machine Learning Research": "Trans. Mach. Learn. Res.",
        "Machine Learning": "Mach. Learn.", "Nature": "Nature", "Communications of the ACM": "Commun. ACM"}
LLM_NICKNAMES = {"Journal of Machine Learning Research": "JMLR", "Transactions on Machine Learning Research": "TMLR",
                 "Communications of the ACM": "CACM"}


def llm_long_venue(w: dict) -> str:
    """The long form a chatbot gives a venue: the edition, the acronym in parentheses."""
    s, y = short(w), w["year"]
    if s == "NeurIPS":
        return f"Advances in Neural Information Processing Systems {y - 1987}"
    if s == "ICML":
        return f"Proceedings of the {nth(y - 1983)} International Conference on Machine Learning"
    if w["venue_type"] == "journal":
        return w["venue"]
    return f"Proceedings of the {w['venue']} ({s})"


def export_llm(w: dict) -> tuple[str, str]:
    style = zlib.crc32(w["id"].encode()) % 6
    people = w["authors"]
    if style == 0:
        names = ", ".join(" ".join(x for x in (initials(a.get("given", "")), a["family"]) if x) for a in people)
    elif style == 1:
        names = " and ".join(inverted(a, initials(a.get("given", ""))) for a in people[:2]) + (
            " and others" if len(people) > 2 else "")
    elif style == 2:
        names = " and ".join(full(a) for a in people[:2]) + (" and others" if len(people) > 2 else "")
    elif style == 3:
        # Vancouver with commas: "He J, Chen Y, Wang N"
        names = ", ".join(f"{a['family']} {initials(a.get('given', '')).replace('.', '').replace(' ', '')}".strip()
                          for a in people)
    elif style == 4:
        names = full(people[0]) + (" et al." if len(people) > 1 else "")
    else:
        # the first given name only, middle names and initials dropped ("Michael Jordan")
        names = " and ".join(" ".join(x for x in (a.get("given", "").split()[:1] + [a["family"]]) if x)
                             for a in people)
    fam = re.sub(r"[^a-z]", "", ascii_fold(people[0]["family"]).lower()) if people else "anon"
    key = f"{fam}{w['year']}{first_word(w['title'])}"
    fields = [("title", w["title"].rstrip(".")), ("author", names)]
    if preprint(w) and style >= 4:
        kind = "misc"                          # @misc{…, howpublished = {arXiv:…}}
        fields.append(("howpublished", f"arXiv:{w['arxiv_id']}"))
    elif preprint(w):
        kind = "article"
        fields.append(("journal", f"arXiv preprint arXiv:{w['arxiv_id']}"))
    else:
        journal = w["venue_type"] == "journal"
        venue = (short(w) if journal else f"Proceedings of {short(w)}", short(w),
                 short(w) if journal else f"{short(w)} {w['year']}", llm_long_venue(w),
                 LLM_NICKNAMES.get(w["venue"], "NIPS" if short(w) == "NeurIPS" else short(w)),
                 ISO4.get(w["venue"], w["venue"]))[style]
        if journal:
            kind = "article"
            fields += [("journal", venue), ("volume", w.get("volume", ""))]
        else:
            kind = "inproceedings"
            fields.append(("booktitle", venue))
    # a published work without a DOI of its own: the chatbot gives its preprint's arXiv DOI
    doi = real_doi(w).lower() or (f"10.48550/arXiv.{w['arxiv_id']}" if w.get("arxiv_id") else "")
    if doi and style == 5:
        doi = f"https://doi.org/{doi}"        # the DOI field holding the link
    fields += [("year", str(w["year"])), ("doi", doi)]
    return key, bib(kind, key, fields, indent="  ", sep=" = ")


def export_dblp_api(w: dict) -> tuple[str, str] | None:
    """An entry built from DBLP's search API, the shape of HALLMARK's own VALID entries: DBLP's title
    as served (HTML entities, a final period), DBLP's names (homonym numbers), ``and others`` after
    the tenth, DBLP's venue abbreviation as booktitle (journals too), DBLP's upper-case DOI; an
    arXiv-only work as an ``@article`` with its versioned DataCite DOI and abs URL."""
    if "dblp" not in w["indexed_by"]:
        return None
    raw = w["raw_title"]
    people = w["authors"]
    names = [full(a) + (f" {a['dblp_suffix']}" if a.get("dblp_suffix") else "") for a in people[:10]]
    names += ["others"] if len(people) > 10 else []
    key = f"{zlib.crc32(w['id'].encode()):08x}{zlib.crc32(w['title'].encode()) % 0xffff:04x}"
    if preprint(w):
        fields = [("title", raw), ("author", " and ".join(names)), ("year", str(w["year"])),
                  ("doi", f"10.48550/arXiv.{w['arxiv_id']}v1"), ("url", f"http://arxiv.org/abs/{w['arxiv_id']}v1")]
        return key, bib("article", key, fields, indent="  ", sep=" = ")
    doi = real_doi(w).upper()
    fields = [("title", raw), ("author", " and ".join(names)), ("booktitle", short(w)), ("year", str(w["year"])),
              ("doi", doi), ("url", w.get("url", ""))]
    return key, bib("inproceedings", key, fields, indent="  ", sep=" = ")


def export_mendeley(w: dict) -> tuple[str, str]:
    """Mendeley Desktop: ``@article`` for everything (a conference paper's proceedings in
    ``journal``), double-braced titles, ``arxivId`` / ``eprint`` / ``archivePrefix`` when the work
    has an arXiv id, ``file``, ``mendeley-groups``, TeX accents as ``{\\"{u}}``."""
    people = w["authors"]
    fam = re.sub(r"[^A-Za-z]", "", ascii_fold(people[0]["family"])) if people else "Anon"
    key = f"{fam}{w['year']}"
    names = " and ".join(tex(inverted(a)) for a in people)
    if preprint(w):
        journal = f"arXiv:{w['arxiv_id']}"
    elif w["venue_type"] == "journal":
        journal = w["venue"]
    else:
        journal = f"{w['venue']}, {short(w)} {w['year']}"
    fields = [("abstract", ""), ("archivePrefix", "arXiv" if w.get("arxiv_id") else ""),
              ("arxivId", w.get("arxiv_id", "")), ("author", names), ("doi", real_doi(w)),
              ("eprint", w.get("arxiv_id", "")), ("file", f":C\\:/Users/me/Documents/Mendeley/{fam}.pdf:pdf"),
              ("issn", w.get("issn", "")), ("journal", esc(journal)), ("mendeley-groups", "Thesis/Related work"),
              ("number", w.get("issue", "")), ("pages", pages_range(w.get("pages", ""), "--")),
              ("title", "{" + esc(w["title"]) + "}"), ("volume", w.get("volume", "")), ("year", str(w["year"]))]
    return key, bib("article", key, fields, indent="", sep=" = ")


def quoted(entry_type: str, key: str, fields: list[tuple[str, str]]) -> str:
    """Springer's and the ACL Anthology's BibTeX: values in double quotes."""
    body = ",\n".join(f'  {k} = "{v}"' if not k.startswith("=") else f"  {k[1:]} = {v}" for k, v in fields if v)
    return f"@{entry_type}{{{key},\n{body}\n}}\n"


def export_site(w: dict) -> tuple[str, str] | None:
    """The venue's own site: PMLR, the NeurIPS proceedings, OpenReview (ICLR, TMLR), JMLR, CVF open
    access, AAAI's OJS, Springer, the ACL Anthology."""
    s, y, doi = short(w), w["year"], real_doi(w)
    fam = re.sub(r"[^a-z]", "", ascii_fold(w["authors"][0]["family"]).lower()) if w["authors"] else "anon"
    inv = " and ".join(inverted(a) for a in w["authors"])
    given_first = " and ".join(full(a) for a in w["authors"])
    pages = pages_range(w.get("pages", ""), "--")
    title = esc(w["title"])
    if preprint(w):
        return None
    if s == "ICML":
        vol = PMLR_VOLUME.get(y, "")
        key = f"pmlr-v{vol}-{fam}{str(y)[2:]}a"
        editors = " and ".join(inverted({"family": e.split()[-1], "given": " ".join(e.split()[:-1])})
                               for e in EDITORS.get(("ICML", y), ()))
        fields = [("title", f"{{{title}}}"), ("author", inv),
                  ("booktitle", f"Proceedings of the {nth(y - 1983)} International Conference on Machine Learning"),
                  ("pages", pages), ("year", str(y)), ("editor", editors), ("volume", vol),
                  ("series", "Proceedings of Machine Learning Research"), ("month", PMLR_DATES.get(y, "")),
                  ("publisher", "PMLR")]
        return key, bib("InProceedings", key, fields, indent="  ", sep=" = \t")
    if s == "NeurIPS":
        key = f"NEURIPS{y}_{zlib.crc32(w['id'].encode()):08x}"
        editors = " and ".join(EDITORS.get(("NeurIPS", y), ()))
        fields = [("author", inv), ("booktitle", "Advances in Neural Information Processing Systems"),
                  ("editor", editors.replace("{-}", "-")), ("pages", pages),
                  ("publisher", "Curran Associates, Inc."), ("title", title), ("volume", str(y - 1987)),
                  ("year", str(y))]
        return key, bib("inproceedings", key, fields, indent=" ", sep=" = ")
    if s in ("ICLR", "Trans. Mach. Learn. Res."):
        key = f"{fam}{y}{first_word(w['title'])}"
        fields = [("title", f"{{{w['title']}}}"), ("author", given_first)]
        if s == "ICLR":
            fields.append(("booktitle", "International Conference on Learning Representations"))
            kind = "inproceedings"
        else:
            fields += [("journal", "Transactions on Machine Learning Research"), ("issn", "2835-8856")]
            kind = "article"
        fields += [("year", str(y)), ("url", w.get("url", ""))]
        return key, bib(kind, key, fields, indent="", sep="=")
    if s == "J. Mach. Learn. Res.":
        m = re.fullmatch(r"(\d+):(\d+)-\1:(\d+)", w.get("pages", ""))
        paper = re.search(r"/v\d+/([\w.-]+?)\.html", w.get("url", ""))
        key = f"JMLR:v{w.get('volume', '')}:{paper.group(1) if paper else fam}"
        fields = [("author", given_first), ("title", title), ("journal", "Journal of Machine Learning Research"),
                  ("year", str(y)), ("volume", w.get("volume", "")), ("number", m.group(1) if m else ""),
                  ("pages", f"{m.group(2)}--{m.group(3)}" if m else pages), ("url", w.get("url", ""))]
        return key, bib("article", key, fields, indent="  ", sep="  = ")
    if s in ("CVPR", "ICCV"):
        key = f"{re.sub(r'[^A-Za-z]', '', ascii_fold(w['authors'][0]['family']))}_{y}_{s}"
        fields = [("author", inv), ("title", title),
                  ("booktitle", f"Proceedings of the {w['venue']} ({s})"),
                  ("month", {"CVPR": "June", "ICCV": "October"}[s]), ("year", str(y)),
                  ("pages", pages_range(w.get("pages", ""), "-"))]
        return key, bib("InProceedings", key, fields, indent="    ", sep=" = ")
    if s == "AAAI":
        fams = [re.sub(r"\s+", "_", a["family"]) for a in w["authors"]]
        key = "_".join(fams[:3] + (["et_al"] if len(fams) > 3 else [])) + f"_{y}"
        art = re.search(r"\.(\d+)$", doi)
        parts = [f"title={{{title}}}", f"volume={{{w.get('volume', '')}}}"]
        if art:
            parts.append(f"url={{https://ojs.aaai.org/index.php/AAAI/article/view/{art.group(1)}}}")
        parts += [f"DOI={{{doi}}}", f"number={{{w.get('issue', '')}}}",
                  "journal={Proceedings of the AAAI Conference on Artificial Intelligence}",
                  f"author={{{inv}}}", f"year={{{y}}}"]
        if pages:
            parts.append(f"pages={{{pages_range(w['pages'], '-')}}}")
        return key, f"@article{{{key}, {', '.join(p for p in parts if not p.endswith('={}'))}}}\n"
    if w.get("publisher", "").startswith("Springer") or s == "ECCV":
        key = f"{re.sub(r'[^A-Za-z]', '', ascii_fold(w['authors'][0]['family']))}{y}"
        if s == "ECCV":
            fields = [("author", inv), ("title", w["title"]), ("booktitle", f"Computer Vision -- ECCV {y}"),
                      ("year", str(y)), ("publisher", "Springer Nature Switzerland"), ("address", "Cham"),
                      ("pages", pages_range(w.get("pages", ""), "--")), ("doi", doi)]
            return key, quoted("InProceedings", key, fields)
        fields = [("author", inv), ("title", w["title"]), ("journal", w["venue"]), ("year", str(y)),
                  ("volume", w.get("volume", "")), ("number", w.get("issue", "")),
                  ("pages", pages_range(w.get("pages", ""), "--")), ("issn", w.get("issn", "")), ("doi", doi),
                  ("url", f"https://doi.org/{doi}" if doi else "")]
        return key, quoted("Article", key, fields)
    if s in ("ACL", "NAACL"):
        key = f"{fam}-etal-{y}-{first_word(w['title'])}" if len(w["authors"]) > 2 else f"{fam}-{y}-{first_word(w['title'])}"
        fields = [("title", w["title"]), ("author", inv), ("booktitle", f"Proceedings of the {y} Conference of the {w['venue']}: Human Language Technologies"
                                             if s == "NAACL" else f"Proceedings of the {nth(y - 1962)} {w['venue']}"),
                  ("year", str(y)), ("publisher", "Association for Computational Linguistics"),
                  ("doi", doi), ("pages", pages_range(w.get("pages", ""), "--"))]
        return key, quoted("inproceedings", key, fields)
    return None


WRITERS = {"dblp": export_dblp, "scholar": export_scholar, "s2": export_s2, "crossref": export_crossref,
           "acm": export_acm, "arxiv": export_arxiv, "zotero": export_zotero, "llm": export_llm,
           "site": export_site, "dblp_api": export_dblp_api, "mendeley": export_mendeley}


def real_works(path: Path) -> list[dict]:
    works = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    works = [w for w in works if not w.get("doi_synthetic") and not w.get("pmid_synthetic")]
    for w in works:
        # the world keeps DBLP's HTML entities (``Don&apos;t``) and one TeX macro its text lost
        # (``$ǎrepsilon$`` for ``$\\varepsilon$``): an exporter writes the characters and the TeX
        w["raw_title"] = w["title"]
        w["title"] = html.unescape(w["title"]).replace("\u01cerepsilon", "\\varepsilon")
    return works


def write_bib(exporter: str, works: list[dict]) -> tuple[str, dict]:
    """One exporter's .bib and ``{key: world id}``; a repeated key gets a letter, as a user renames it."""
    chunks, keys = [], {}
    for w in works:
        made = WRITERS[exporter](w)
        if made is None:
            continue
        key, text = made
        if key in keys:
            new = next(f"{key}{c}" for c in "abcdefghijklmnopqrstuvwxyz" + "".join(map(str, range(100)))
                       if f"{key}{c}" not in keys)
            text = text.replace("{" + key + ",", "{" + new + ",", 1)
            key = new
        keys[key] = w["id"]
        chunks.append(text)
    return "\n".join(chunks), keys


# ---------------------------------------------------------------- Step B and the count

PREPRINT_DRIFT = "cited as a preprint, but a published version exists"


def _only_preprint_drift(ref) -> bool:
    errors = [i for i in ref.metadata_issues or [] if i.severity == "error"]
    return bool(errors) and all(i.field == "venue" and i.message.startswith(PREPRINT_DRIFT) for i in errors) \
        and str(ref.existence) not in ("not_found", "id_mismatch")


def rules_of(ref) -> list[str]:
    """Why the benchmark's rule flags ``ref``: its existence status, or each error's field."""
    rules = []
    if ref.existence in ("not_found", "id_mismatch"):
        rules.append(str(ref.existence))
    rules += [f"error:{i.field}" for i in (ref.metadata_issues or []) if i.severity == "error"]
    return rules or ["other"]


def run(bench_dir: Path, only: list[str], verbose: bool) -> dict:
    from refverify.parse.pipeline import parse_manuscript
    works = real_works(bench_dir / "world.jsonl")
    world = load_hallmark_world(bench_dir / "world.jsonl")
    sims = start_simulators(world, latency=0.0, rates={})
    tmp = Path(tempfile.mkdtemp(prefix="refverify-sweep-"))
    out = {"works": len(works), "exporters": {}}
    try:
        cfg = Config(email="bench@example.org", cache_path=str(tmp / "http_cache.sqlite"), urls=sims.urls(),
                     openalex_api_key="bench-key")
        for exporter in only:
            text, keys = write_bib(exporter, works)
            path = tmp / f"{exporter}.bib"
            path.write_text(text, encoding="utf-8")
            start = time.monotonic()
            state = parse_manuscript(path)
            session = make_session(cfg, rates=NO_LIMIT, backoff=0.05)
            try:
                fetch_state(state, cfg, progress=False, session=session)
            finally:
                session.close()
            by_key = {r.key or r.ref_id: r for r in state.refs.values()}
            rules, flagged, examples, preprint_fix = Counter(), [], defaultdict(list), []
            missing = [k for k in keys if k not in by_key]
            for key in keys:
                ref = by_key.get(key)
                if ref is None or not reference_flagged(ref):
                    continue
                if _only_preprint_drift(ref):
                    preprint_fix.append(key)     # RUBRIC §3.2: a finding the rubric asks for, not a false alarm
                    continue
                why = rules_of(ref)
                flagged.append(key)
                for rule in set(why):
                    rules[rule] += 1
                    if len(examples[rule]) < 3:
                        examples[rule].append({
                            "key": key, "world": keys[key], "existence": str(ref.existence),
                            "errors": [f"{i.field}: bib {i.bib!r} / {i.source} {i.source_value!r}: {i.message}"
                                       for i in ref.metadata_issues or [] if i.severity == "error"]})
            out["exporters"][exporter] = {
                "entries": len(keys), "in_state": len(keys) - len(missing), "flagged": len(flagged),
                "preprint_of_published": len(preprint_fix),
                "rate": round(len(flagged) / len(keys), 4) if keys else 0.0, "by_rule": dict(rules.most_common()),
                "examples": dict(examples), "missing_from_state": missing[:20],
                "seconds": round(time.monotonic() - start, 1)}
            print(f"{exporter:9} {len(flagged):>4}/{len(keys):<4} flagged  "
                  + (f"[{len(preprint_fix)} preprints of published works: FIX, as the rubric asks]  "
                     if preprint_fix else "")
                  + ", ".join(f"{r} {n}" for r, n in rules.most_common())
                  + (f"  ({len(missing)} not in the state)" if missing else ""), flush=True)
            if verbose:
                for rule, exs in examples.items():
                    for ex in exs:
                        print(f"    {rule}: {json.dumps(ex, ensure_ascii=False)}")
    finally:
        sims.stop()
    total = sum(e["flagged"] for e in out["exporters"].values())
    entries = sum(e["entries"] for e in out["exporters"].values())
    preprints = sum(e["preprint_of_published"] for e in out["exporters"].values())
    out["total"] = {"entries": entries, "flagged": total, "preprint_of_published": preprints}
    print(f"all       {total:>4}/{entries:<4} flagged; {preprints} preprints of published works (FIX, RUBRIC §3.2)")
    return out


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", type=Path, default=DEFAULT_DIR, help="the hallmark-dev folder")
    ap.add_argument("--only", default=",".join(EXPORTERS), help="comma-separated exporters")
    ap.add_argument("--write", type=Path, default=None, help="also write each exporter's .bib into this folder")
    ap.add_argument("--save", type=Path, default=ROOT / "bench" / "results" / "exporter_sweep.json")
    ap.add_argument("-v", "--verbose", action="store_true", help="print up to three examples per rule")
    args = ap.parse_args(argv)
    only = [e for e in args.only.split(",") if e]
    if args.write:
        args.write.mkdir(parents=True, exist_ok=True)
        works = real_works(args.dir / "world.jsonl")
        for exporter in only:
            (args.write / f"{exporter}.bib").write_text(write_bib(exporter, works)[0], encoding="utf-8")
    out = run(args.dir, only, args.verbose)
    if args.save and set(only) == set(EXPORTERS):
        args.save.parent.mkdir(parents=True, exist_ok=True)
        args.save.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"saved {args.save}")
    return out


if __name__ == "__main__":
    main()
