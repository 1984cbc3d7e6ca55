"""Seeded fault injector: clean bibliography entries of real works (``works.json``) in, a
labelled BibTeX file out.

Every entry is either ``clean`` (with realistic noise that is not an error: journal
abbreviations, LaTeX accents, title case, a missing DOI, Chinese punctuation) or carries exactly
one fault from ``FAULT_KINDS``. The same seed always gives the same BibTeX and labels.
"""
from __future__ import annotations

import json
import random
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from rapidfuzz import fuzz

WORKS_PATH = Path(__file__).with_name("works.json")

FAULT_KINDS = (
    "fabricated", "fabricated_doi", "doi_of_other_work", "wrong_year_1", "wrong_year_3",
    "wrong_first_author", "dropped_coauthor", "swapped_author_order", "placeholder_author",
    "truncated_title", "retitled_title", "preprint_cited", "wrong_venue", "wrong_volume",
    "wrong_pages", "retracted",
)
CLEAN = "clean"

# A truncated or retitled title must still be recognisably the same work (RUBRIC §3.1 warning band).
TITLE_FAULT_RANGE = (0.62, 0.84)

_SURNAMES = ["Abernethy", "Bergström", "Castellanos", "Delacroix", "Eriksen", "Fontaine", "Gallagher",
             "Hartmann", "Iwasaki", "Jankowski", "Kowalczyk", "Lindqvist", "Marchetti", "Nakamura",
             "Okonkwo", "Petrovic", "Quintero", "Rasmussen", "Sandoval", "Takahashi", "Underwood",
             "Vasquez", "Whitfield", "Yamamoto", "Zielinski", "Ashworth", "Brennan", "Coulter"]
_GIVEN = ["Anna", "Daniel", "Elena", "Marcus", "Sofia", "Tomas", "Ingrid", "Paolo", "Hiro", "Leah",
          "Victor", "Nadia", "Oscar", "Maren", "Felix", "Clara"]
_FAKE_TOPICS = [
    ("Effect of {a} on {b} in adults with {c}: a randomized controlled trial",
     {"a": ["intermittent fasting", "vitamin K2 supplementation", "tai chi training", "low-dose colchicine",
            "nurse-led telemonitoring", "high-intensity interval training"],
      "b": ["arterial stiffness", "glycaemic variability", "fall risk", "left ventricular mass",
            "hospital readmission", "cognitive decline"],
      "c": ["chronic kidney disease", "type 2 diabetes", "heart failure", "osteoarthritis",
            "obstructive sleep apnoea", "rheumatoid arthritis"]}),
    ("{a} for {b}: a multicentre cohort study of {c}",
     {"a": ["Serum neurofilament light chain", "Retinal vessel calibre", "Gut microbial diversity",
            "Plasma sphingolipid profiling", "Wearable step count"],
      "b": ["predicting postoperative delirium", "early detection of sepsis", "risk stratification in atrial fibrillation",
            "monitoring of liver fibrosis"],
      "c": ["elderly inpatients", "primary care patients", "pregnant women", "critically ill children"]}),
    ("{a}: {b} with {c}",
     {"a": ["SparseFlow", "GraphMixer-XL", "TokenDrift", "HyperPrune", "ContraSeg", "LatentBridge"],
      "b": ["Scalable self-supervised learning", "Efficient long-context reasoning", "Robust domain adaptation",
            "Label-efficient segmentation", "Provably stable training"],
      "c": ["adaptive token routing", "hierarchical memory banks", "curriculum contrastive objectives",
            "spectral regularisation"]}),
    ("{a} of {b} in {c} thin films",
     {"a": ["Anomalous thermal transport", "Room-temperature ferroelectricity", "Pressure-induced superconductivity",
            "Giant magnetoresistance"],
      "b": ["strained interfaces", "twisted bilayers", "oxygen vacancies", "topological surface states"],
      "c": ["SrRuO3", "hafnium zirconate", "bismuth selenide", "nickelate"]}),
    ("{a}的{b}及其{c}研究",
     {"a": ["社区老年人", "2型糖尿病患者", "新型冠状病毒肺炎康复者", "农村高血压人群"],
      "b": ["认知功能变化", "睡眠质量", "血脂控制现状", "用药依从性"],
      "c": ["影响因素", "干预效果", "预后价值"]}),
]
_FAKE_JOURNALS = ["The Lancet", "JAMA Internal Medicine", "BMJ Open", "Circulation", "Diabetes Care",
                  "Neural Computation", "Physical Review B", "Nature Communications", "中华医学杂志"]
_RETITLE_WORDS = ["approach", "framework", "analysis", "evidence", "method", "assessment", "study", "model"]
_LATEX_ACCENTS = {"\u0301": "'", "\u0300": "`", "\u0308": '"', "\u0302": "^", "\u0303": "~",
                  "\u030a": "r", "\u030b": "H", "\u0327": "c", "\u030c": "v"}
_ZH_PUNCT = {"(": "（", ")": "）", ":": "：", ",": "，"}


@dataclass
class Injected:
    bib: str
    labels: dict[str, str]                       # key -> fault kind | "clean"
    works: dict[str, str] = field(default_factory=dict)   # key -> world work id ("" if fabricated)
    notes: dict[str, str] = field(default_factory=dict)   # key -> what was changed


def load_works(path: str | Path = WORKS_PATH) -> list[dict]:
    return json.loads(Path(path).read_text(encoding="utf-8"))["works"]


def indexed_somewhere(w: dict) -> bool:
    return w.get("indexed_in", None) != []


# ---- eligibility: a fault is injected only where it can exist ----

def _eligible(kind: str, w: dict) -> bool:
    authors = w["authors"]
    if kind == "retracted":
        return bool(w.get("retracted"))
    if w.get("retracted") or not indexed_somewhere(w):
        return False
    return {
        "fabricated": False,
        "fabricated_doi": bool(w["doi"]),
        "doi_of_other_work": bool(w["doi"]),
        "wrong_year_1": True, "wrong_year_3": True,
        "wrong_first_author": bool(authors) and bool(authors[0].get("given")),
        "dropped_coauthor": len(authors) >= 2 and all(a.get("given") for a in authors),
        "swapped_author_order": len(authors) >= 2 and all(a.get("given") for a in authors),
        "placeholder_author": bool(authors),
        "truncated_title": _truncate_title(w["title"]) is not None,
        "retitled_title": w.get("language") == "en" and _retitle(w["title"], random.Random(0)) is not None,
        "preprint_cited": bool(w["arxiv"]) and w["type"] != "preprint",
        "wrong_venue": bool(w["journal"]) and w["type"] in ("journal-article", "proceedings-article")
                       and w["type"] != "preprint",
        "wrong_volume": bool(re.fullmatch(r"\d+", w["volume"] or "")),
        "wrong_pages": bool(re.fullmatch(r"\d+-\d+", w["pages"] or "")),
    }[kind]


def _clean_eligible(w: dict) -> bool:
    return not w.get("retracted")


# ---- title faults ----

def _title_score(a: str, b: str) -> float:
    from refverify.core.compare_text import title_similarity
    return title_similarity(a, b)


def _in_band(original: str, new: str) -> bool:
    lo, hi = TITLE_FAULT_RANGE
    return lo <= _title_score(original, new) <= hi


def _truncate_title(title: str) -> str | None:
    """Drop a subtitle, else cut trailing words, keeping the score in the warning band."""
    if ":" in title:
        head = title.split(":")[0].strip()
        if _in_band(title, head):
            return head
    words = title.split()
    for n in range(len(words) - 1, 1, -1):
        cut = " ".join(words[:n]).rstrip(",;:")
        if _in_band(title, cut):
            return cut
    return None


def _retitle(title: str, rng: random.Random) -> str | None:
    """A reworded title, as between an arXiv v1 and the published version."""
    words = title.split()
    slots = [i for i, w in enumerate(words) if len(w) >= 6 and w.isalpha()]
    if len(slots) < 2:
        return None
    for _ in range(12):
        new = list(words)
        for i in rng.sample(slots, min(2, len(slots))):
            new[i] = rng.choice(_RETITLE_WORDS)
        cand = " ".join(new)
        if rng.random() < 0.5:
            cand = "Towards " + cand[0].lower() + cand[1:]
        if _in_band(title, cand):
            return cand
    return None


# ---- noise that is not an error ----

def latex_accents(text: str) -> str:
    out = []
    for ch in text:
        decomposed = unicodedata.normalize("NFD", ch)
        if len(decomposed) == 2 and decomposed[1] in _LATEX_ACCENTS:
            cmd = _LATEX_ACCENTS[decomposed[1]]
            sep = " " if cmd.isalpha() else ""
            out.append(f"{{\\{cmd}{sep}{decomposed[0]}}}")
        elif ch == "ø":
            out.append("{\\o}")
        elif ch == "&":
            out.append("\\&")
        else:
            out.append(ch)
    return "".join(out)


def title_case(title: str) -> str:
    small = {"a", "an", "the", "of", "in", "on", "for", "and", "or", "to", "with", "by", "at", "from"}
    words = title.split(" ")
    return " ".join(w if (i and w.lower() in small) or not w[:1].isalpha() else w[:1].upper() + w[1:]
                    for i, w in enumerate(words))


def zh_punct(text: str) -> str:
    return "".join(_ZH_PUNCT.get(c, c) for c in text)


def short_pages(pages: str) -> str:
    """"1995-2008" -> "1995-8" (Vancouver style), "1601-1609" -> "1601--1609"."""
    m = re.fullmatch(r"(\d+)-(\d+)", pages or "")
    if not m or len(m.group(1)) != len(m.group(2)):
        return pages
    a, b = m.groups()
    i = 0
    while i < len(a) - 1 and a[i] == b[i]:
        i += 1
    return f"{a}-{b[i:]}"


# ---- entries ----

def _entry_fields(w: dict) -> dict:
    """The work as a correct BibTeX entry (type and fields)."""
    f = {"title": w["title"], "authors": [dict(a) for a in w["authors"]], "year": str(w["year"])}
    kind = w["type"]
    if kind == "book":
        etype = "book"
        f["publisher"] = w.get("publisher", "")
    elif kind == "thesis":
        etype = "phdthesis"
        f["school"] = w.get("publisher", "")
    elif kind == "proceedings-article":
        etype = "inproceedings"
        f["booktitle"] = w["journal"]
    elif kind == "preprint":
        etype = "article"
        f["journal"] = f"arXiv preprint arXiv:{w['arxiv']}"
    else:
        etype = "article"
        f["journal"] = w["journal"]
    for k in ("volume", "pages", "doi", "pmid"):
        if w.get(k):
            f[k] = w[k]
    if w.get("issue"):
        f["number"] = w["issue"]
    if kind == "preprint":
        f["eprint"] = w["arxiv"]
    if w.get("language") == "zh":
        f["language"] = "chinese"
    return {"type": etype, "fields": f}


def _add_noise(entry: dict, w: dict, rng: random.Random, ids_required: bool) -> list[str]:
    f, notes = entry["fields"], []
    if w.get("journal_abbrev") and "journal" in f and w["journal_abbrev"] != w["journal"] and rng.random() < 0.5:
        f["journal"] = w["journal_abbrev"]
        notes.append("journal abbreviation")
    if w.get("language") != "zh" and rng.random() < 0.3:
        f["title"] = title_case(f["title"])
        notes.append("title case")
    if w.get("language") == "zh" and rng.random() < 0.7:
        f["title"] = zh_punct(f["title"])
        notes.append("Chinese punctuation")
    if not ids_required and "doi" in f and rng.random() < 0.25:
        del f["doi"]
        notes.append("missing DOI")
    if "pmid" in f and rng.random() < 0.5:
        del f["pmid"]
    if "pages" in f and rng.random() < 0.3:
        f["pages"] = short_pages(f["pages"])
        notes.append("short pages")
    if w["arxiv"] and w["type"] != "preprint" and rng.random() < 0.3:
        f["eprint"] = w["arxiv"]
    return notes


def _fabricated(rng: random.Random, titles: list[str]) -> dict:
    while True:
        template, slots = rng.choice(_FAKE_TOPICS)
        title = template.format(**{k: rng.choice(v) for k, v in slots.items()})
        if max(fuzz.ratio(title.lower(), t.lower()) for t in titles) < 60:
            break
    n = rng.randint(2, 5)
    authors = [{"family": rng.choice(_SURNAMES), "given": rng.choice(_GIVEN)} for _ in range(n)]
    f = {"title": title, "authors": authors, "year": str(rng.randint(2012, 2023)),
         "journal": rng.choice(_FAKE_JOURNALS), "volume": str(rng.randint(5, 400)),
         "pages": f"{(p := rng.randint(100, 2000))}-{p + rng.randint(5, 14)}"}
    if any("\u4e00" <= c <= "\u9fff" for c in title):
        f["language"] = "chinese"
        authors[:] = [{"family": rng.choice("王李张刘陈杨赵黄周吴"), "given": rng.choice(["晓明", "丽华", "建国", "海燕", "志强"])}
                      for _ in range(n)]
    # A Chinese-language work without DOI is "unindexed" by design (RUBRIC §3), never "fabricated",
    # so Chinese fabrications carry a DOI, as the core Chinese medical journals assign them.
    if f.get("language") == "chinese":
        f["doi"] = f"10.3760/cma.j.issn.{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}.{rng.randint(2015, 2023)}.0{rng.randint(1, 9)}.0{rng.randint(10, 99)}"
    elif rng.random() < 0.4:
        f["doi"] = f"10.{rng.choice([1016, 1001, 1136, 1093, 1038])}/fab.{rng.randint(10**6, 10**7)}"
    return {"type": "article", "fields": f}


def _fake_doi(doi: str, rng: random.Random, known: set[str]) -> str:
    prefix, _, suffix = doi.partition("/")
    while True:
        digits = [c for c in suffix]
        idx = [i for i, c in enumerate(digits) if c.isdigit()]
        for i in rng.sample(idx, min(3, len(idx))) if idx else []:
            digits[i] = str(rng.randint(0, 9))
        cand = f"{prefix}/{''.join(digits)}" if idx else f"{prefix}/{suffix}.{rng.randint(100, 999)}"
        if cand.lower() not in known and cand != doi:
            return cand


def _apply_fault(kind: str, entry: dict, w: dict, works: list[dict], rng: random.Random,
                 known_dois: set[str]) -> str:
    f = entry["fields"]
    if kind in ("fabricated_doi", "doi_of_other_work"):
        f.pop("pmid", None)
        f.pop("eprint", None)
        if kind == "fabricated_doi":
            f["doi"] = _fake_doi(w["doi"], rng, known_dois)
        else:
            prefix = w["doi"].split("/")[0]
            others = [o for o in works if o["doi"] and o["id"] != w["id"]]
            same = [o for o in others if o["doi"].startswith(prefix + "/")]
            f["doi"] = rng.choice(same or others)["doi"]
        return f"doi -> {f['doi']}"
    if kind in ("wrong_year_1", "wrong_year_3"):
        step = 1 if kind == "wrong_year_1" else 3
        f["year"] = str(int(f["year"]) + rng.choice([-step, step]))
        return f"year -> {f['year']}"
    authors = f["authors"]
    if kind == "wrong_first_author":
        old = authors[0]["family"]
        authors[0] = {"family": rng.choice([s for s in _SURNAMES if s != old]), "given": authors[0]["given"]}
        return f"first author {old} -> {authors[0]['family']}"
    if kind == "dropped_coauthor":
        i = rng.randrange(1, len(authors))
        gone = authors.pop(i)
        return f"dropped {gone['family']}"
    if kind == "swapped_author_order":
        i = rng.randrange(0, len(authors) - 1)
        authors[i], authors[i + 1] = authors[i + 1], authors[i]
        return f"swapped authors {i + 1} and {i + 2}"
    if kind == "placeholder_author":
        if rng.random() < 0.5:
            f["authors"] = [{"family": "Anonymous", "given": ""}]
            return "author Anonymous"
        # "et al." after real names is a truncation style (GB/T 7714 lists three then 等 / et al.),
        # so the placeholder is "et al." standing alone as the author.
        f["authors"] = [{"family": "et al.", "given": ""}]
        return "author 'et al.' as the only name"
    if kind == "truncated_title":
        f["title"] = _truncate_title(w["title"])
        return f"title -> {f['title']}"
    if kind == "retitled_title":
        # Eligibility checked that the fixed-seed attempt succeeds; it is the fallback.
        f["title"] = _retitle(w["title"], rng) or _retitle(w["title"], random.Random(0))
        return f"title -> {f['title']}"
    if kind == "preprint_cited":
        for k in ("booktitle", "journal", "volume", "number", "pages", "doi", "pmid", "publisher"):
            f.pop(k, None)
        entry["type"] = "article"
        f["journal"] = f"arXiv preprint arXiv:{w['arxiv']}"
        f["eprint"] = w["arxiv"]
        f["archiveprefix"] = "arXiv"
        m = re.match(r"(\d{2})\d{2}\.", w["arxiv"])
        if m:
            f["year"] = f"20{m.group(1)}"
        return "cited as arXiv preprint"
    if kind == "wrong_venue":
        key = "booktitle" if "booktitle" in f else "journal"
        pool = sorted({o["journal"] for o in works if o["type"] == w["type"] and o["journal"]
                       and o.get("language") == w.get("language") and o["journal"] != w["journal"]
                       and not _same_venue(o["journal"], w["journal"])})
        f[key] = rng.choice(pool)
        return f"venue -> {f[key]}"
    if kind == "wrong_volume":
        f["volume"] = str(int(w["volume"]) + rng.choice([-2, -1, 1, 2, 7]) if int(w["volume"]) > 7
                          else int(w["volume"]) + rng.choice([1, 2, 7]))
        return f"volume -> {f['volume']}"
    if kind == "wrong_pages":
        a, b = (int(x) for x in w["pages"].split("-"))
        shift = rng.choice([-40, -11, 13, 52, 100])
        a, b = max(1, a + shift), max(1, a + shift) + (b - a)
        f["pages"] = f"{a}-{b}"
        return f"pages -> {f['pages']}"
    if kind == "retracted":
        return "retracted work"
    raise ValueError(f"unknown fault kind {kind}")


def _same_venue(a: str, b: str) -> bool:
    from refverify.sources.compare import same_venue
    return same_venue(a, b)


# ---- BibTeX output ----

def _ascii(text: str) -> str:
    s = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return re.sub(r"[^A-Za-z]", "", s)


def _bib_name(a: dict, accents: bool) -> str:
    fam, giv = a.get("family", ""), a.get("given", "")
    if accents:
        fam, giv = latex_accents(fam), latex_accents(giv)
    if not giv:
        return f"{{{fam}}}" if " " in fam or any("\u4e00" <= c <= "\u9fff" for c in fam) else fam
    if any("\u4e00" <= c <= "\u9fff" for c in fam + giv):
        return f"{fam}{giv}"
    return f"{fam}, {giv}"


def to_bibtex(key: str, entry: dict, accents: bool) -> str:
    f = entry["fields"]
    lines = [f"@{entry['type']}{{{key},"]
    names = " and ".join(_bib_name(a, accents) for a in f["authors"])
    lines.append(f"  author = {{{names}}},")
    title = latex_accents(f["title"]) if accents else f["title"].replace("&", "\\&")
    lines.append(f"  title = {{{title}}},")
    for k in ("journal", "booktitle", "publisher", "school", "year", "volume", "number", "pages",
              "doi", "pmid", "eprint", "archiveprefix", "language"):
        if f.get(k):
            v = f[k].replace("-", "--") if k == "pages" else f[k]
            if k in ("journal", "booktitle", "publisher", "school"):
                v = latex_accents(v) if accents else v.replace("&", "\\&")
            lines.append(f"  {k} = {{{v}}},")
    lines.append("}")
    return "\n".join(lines)


def inject(works: list[dict] | None = None, *, seed: int = 0, per_fault: int = 20,
           clean_share: float = 0.55, kinds=FAULT_KINDS) -> Injected:
    """A labelled bibliography: ``per_fault`` entries for each kind in ``kinds`` plus clean entries
    making up ``clean_share`` of the whole. Deterministic for a seed."""
    works = works if works is not None else load_works()
    rng = random.Random(seed)
    known_dois = {w["doi"].lower() for w in works if w["doi"]}
    titles = [w["title"] for w in works]
    plan: list[tuple[str, dict | None]] = []
    for kind in kinds:
        if kind == "fabricated":
            plan += [(kind, None)] * per_fault
            continue
        pool = [w for w in works if _eligible(kind, w)]
        if not pool:
            continue
        chosen = rng.sample(pool, per_fault) if len(pool) >= per_fault else \
            pool + [rng.choice(pool) for _ in range(per_fault - len(pool))]
        plan += [(kind, w) for w in chosen]
    n_faults = len(plan)
    n_clean = max(1, round(n_faults * clean_share / (1 - clean_share)))
    clean_pool = [w for w in works if _clean_eligible(w)]
    order = list(range(len(clean_pool)))
    rng.shuffle(order)
    plan += [(CLEAN, clean_pool[order[i % len(order)]]) for i in range(n_clean)]
    rng.shuffle(plan)

    out = Injected(bib="", labels={})
    blocks, used = [], set()
    for kind, w in plan:
        if w is None:
            entry = _fabricated(rng, titles)
            note = "fabricated"
        else:
            entry = _entry_fields(w)
            ids_required = kind in ("fabricated_doi", "doi_of_other_work")
            noise = _add_noise(entry, w, rng, ids_required) if kind not in ("preprint_cited",) else []
            note = _apply_fault(kind, entry, w, works, rng, known_dois) if kind != CLEAN else ", ".join(noise)
        first = entry["fields"]["authors"][0]["family"] if entry["fields"]["authors"] else "anon"
        base = (_ascii(first).lower() or "ref") + entry["fields"]["year"]
        key, n = base, 0
        while key in used:
            n += 1
            key = f"{base}{chr(96 + n) if n <= 26 else n}"
        used.add(key)
        accents = rng.random() < 0.6
        blocks.append(to_bibtex(key, entry, accents))
        out.labels[key] = kind
        out.works[key] = w["id"] if w else ""
        out.notes[key] = note
    out.bib = "\n\n".join(blocks) + "\n"
    return out
