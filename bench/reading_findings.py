"""No real reference gets an error from a name written the way an exporter writes it, and none
whose DOI resolves to its own work is ``id_mismatch`` (issue 20).

    python bench/corpus/prepare_bib.py                          # once per manifest (and
    python bench/corpus/prepare_bib.py --manifest bench/corpus/heldout_manifest.json   # heldout2,
    python bench/bibformats_corpus.py --prepare; python bench/corpus/prepare_docx.py)  # docx)
    python bench/reading_findings.py [-v] [--limit N]

The works: every entry of the real bibliographies of the corpora (bench/corpus/*manifest*.json:
.bib, RIS, CSL-JSON/YAML, EndNote, MEDLINE, WoS, refer; kept outside the repository) and every
hand-labelled reference-list line (reflines_labels.json and the held-out label files). Each is a
real work; its truth is taken independently of refverify's readers where the file allows it —
a .bib author field split by BibTeX's own name grammar (bibtexparser's), DBLP homonym numbers
("Rohit Agrawal 0002") taken off the person; CSL-JSON's family / given / particle / suffix /
literal parts; RIS ``AU``, EndNote ``<author>`` and MEDLINE ``FAU`` / ``AU`` / ``CN`` values read
by their format's own convention (bench/format_names.py, no refverify code); a labelled line's
hand labels — and otherwise the entry as read (WoS, refer). Where the truth comes from a file's
own name fields (RIS, EndNote, MEDLINE, CSL), the bench also counts the entries whose names
refverify read differently from it (``names_read_differently``: a wrong split, a lost or
reordered name). An entry whose
own name parts are broken in its file (several persons in one name, a family name that is an
initial) has no known truth: it is counted apart (``truth_from``), not checked.

For each work and each service, the record that service would return for that same work is
written in the service's own format and name conventions and read by refverify's own parser of
that service: Crossref JSON (given / family, particles in the family name, ``suffix`` apart,
group authors as ``name``), PubMed XML (LastName / ForeName / Initials / Suffix,
CollectiveName, a title ending in a period), DBLP hits (display names with homonym numbers —
the .bib's own for DBLP exports, "0001" on every third person otherwise —, a title ending in
a period, one author as an object), OpenAlex (display names) and Semantic Scholar (names).
The record is found by the entry's DOI (PMID for PubMed) when it has one, else by title search,
and Step B's whole comparison runs on it (``sources.resolve.resolve``). The bench counts the
errors (never warnings) per cause — the target is 0 — and the references with a DOI whose
record (the entry's own work) is called ``id_mismatch`` (target 0).

Writes bench/results/reading_findings.json. Runs on any tree: ``PYTHONPATH=/path/to/tree``.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import time
import zlib
from collections import Counter, defaultdict
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "corpus"))

from bibtexparser.middlewares.names import (InvalidNameError, parse_single_name_into_parts,  # noqa: E402
                                            split_multiple_persons_names)

from bench.bib_names import _author_field  # noqa: E402  (the same field reader)
from bench import format_names  # noqa: E402  (RIS / EndNote / MEDLINE names, read without refverify)
from reflines_extract import line_hash, reference_lines  # noqa: E402
from refverify.parse.bib_formats import is_bibliography_file  # noqa: E402
from refverify.parse.bibliography import (bib_entry_to_ref_fields, latex_to_text,  # noqa: E402
                                          parse_reference_list, read_bib_files)
from refverify.records import crossref, dblp, openalex, pubmed  # noqa: E402
from refverify.sources import semanticscholar  # noqa: E402
from refverify.sources.resolve import resolve  # noqa: E402
from refverify.state import Ref, SourceResult  # noqa: E402

CORPUS = ROOT / "bench" / "corpus"
OUT = ROOT / "bench" / "results" / "reading_findings.json"
SERVICES = ("crossref", "pubmed", "dblp", "openalex", "semanticscholar")
# every labelled corpus: the development lines and each held-out batch's (heldoutN_manifest.json with its
# heldoutN_reflines_labels.json), so the lines nobody had seen when the readers were written are checked too
LABELS = {"bib_manifest.json": "reflines_labels.json",
          **{m.name: m.name.replace("_manifest.json", "_reflines_labels.json")
             for m in sorted(CORPUS.glob("heldout*_manifest.json"))
             if (CORPUS / m.name.replace("_manifest.json", "_reflines_labels.json")).is_file()}}
_HOMONYM = re.compile(r"\s+\d{4}\s*$")
_GROUP = {"organization", "organisation", "collaboration", "consortium", "group", "association", "society",
          "committee", "institute", "council", "agency", "team", "network", "foundation", "commission",
          "investigators", "initiative", "ministry", "office", "bureau", "center", "centre", "university",
          "department", "panel", "alliance", "board", "academy", "nations", "administration", "authority"}
_PLACEHOLDER = {"others", "et al", "et al.", "anonymous", "anon", "anon.", "佚名", "等"}


# --- the work as it is (truth) ----------------------------------------------------------------
# A person is (given, particle, family, suffix); a group author is ("", "", name, "") with group=True.

def _is_group(name: str) -> bool:
    words = re.sub(r"[^\w\s]", " ", name.lower()).split()
    return len(words) >= 2 and any(w in _GROUP for w in words)


def _person(given="", von="", family="", jr="", group=False, shown="") -> dict:
    return {"given": given.strip(), "von": von.strip(), "family": family.strip(), "jr": jr.strip(),
            "group": group, "shown": shown.strip()}


def mojibake(text: str) -> bool:
    """A name decoded in the wrong code page ("ĐÜÓ˘·É" for a Chinese name): signs inside it."""
    import unicodedata
    return not _cjk(text) and any(unicodedata.category(c) in ("Sk", "So", "Sm", "Pi", "Pf") or c == "·"
                                  for c in text)


def bibtex_persons(field: str) -> list[dict] | None:
    """The persons of a .bib author field by BibTeX's grammar (bibtexparser's, not refverify's);
    a DBLP homonym number is kept as shown by DBLP, not read as a name. None: not splittable."""
    out = []
    for raw in split_multiple_persons_names(field):
        if raw.strip().strip("[]{}").lower() in _PLACEHOLDER:
            continue
        shown = latex_to_text(raw.strip())
        # "T. B. Brown et al." (an LLM-written field): the person is T. B. Brown
        name = re.sub(r"\s*,?\s*\bet\s+al\.?\s*$", "", _HOMONYM.sub("", raw))
        if re.search(r"\band[A-Z]", name) or name.count(",") >= 2 or re.search(r"\{[^{}]*,[^{}]*\}", name):
            return None      # "Persson andAndreasson, K", "{Huang F, Zhan W, …}, Quan J": not names
        if name.strip().startswith("{") and name.strip().endswith("}"):
            inner = latex_to_text(name.strip()[1:-1])
            if _is_group(inner) or " " not in inner.strip():
                out.append(_person(family=inner, group=True, shown=shown))
                continue
            name = inner      # "{Ben Hadj Alaya-Feki A.}": a person braced whole
        words = name.split()
        cut = len(words)
        while cut > 1 and _INITIALS_ONLY.match(words[cut - 1]):
            cut -= 1
        head = words[:cut]
        if "," not in name and cut < len(words) and not any(_INITIALS_ONLY.match(w) for w in head):
            # "Morrow DA", "de Lemos JA": family name first (BibTeX itself would read "DA" as it)
            von = [w for w in head[:-1] if w.islower()]
            out.append(_person(latex_to_text(" ".join(words[cut:])), " ".join(von),
                               latex_to_text(" ".join(w for w in head if w not in von)), shown=shown))
            continue
        try:
            parts = parse_single_name_into_parts(name)
        except InvalidNameError:
            return None
        first, von, last, jr = (latex_to_text(" ".join(p)) for p in (parts.first, parts.von, parts.last, parts.jr))
        if not last:
            return None
        given_words = first.split()
        if _INITIALS_ONLY.match(last) and len(given_words) >= 2 and not _INITIALS_ONLY.match(given_words[-1]):
            # "Ronald D. Aponte A.": a second family name abbreviated, not a family name "A."
            first, last = " ".join(given_words[:-1]), f"{given_words[-1]} {last}"
        group = not first and not von and _is_group(last)
        out.append(_person(first, von, last, jr, group=group, shown=shown))
    return out


_SUFFIX = {"jr", "jr.", "sr", "sr.", "ii", "iii", "iv"}
_INITIALS_ONLY = re.compile(r"^(?:[A-Z]\.?\s*){1,3}$")


def csl_persons(item: dict) -> list[dict] | None:
    """CSL's name parts; None when the parts themselves are broken (a family name that is an
    initial, other persons in a suffix): the work's names are then unknown to this bench."""
    out = []
    for a in item.get("author") or []:
        if not isinstance(a, dict):
            continue
        if (a.get("literal") or a.get("family") or "").strip().lower() in _PLACEHOLDER:
            continue
        family = (a.get("family") or a.get("literal") or "").strip()
        if _INITIALS_ONLY.match(family) or (a.get("suffix") and a["suffix"].strip().lower() not in _SUFFIX):
            return None
        if a.get("literal") or (a.get("family") and not a.get("given") and _is_group(a["family"])):
            out.append(_person(family=family, group=True))
        elif a.get("family"):
            # CSL's dropping particle goes with the given name ("Meer, J. van der"), the
            # non-dropping one with the family name ("van der Meer")
            given = " ".join(x for x in (a.get("given"), a.get("dropping-particle")) if x)
            family, jr = a["family"], a.get("suffix", "")
            typed = re.fullmatch(r"(.+?),\s*((?:Jr|Sr|II|III|IV)\.?)", family.strip())
            if typed and not jr:      # "Callaham, Jr." typed into the family field: the suffix apart
                family, jr = typed.group(1), typed.group(2)
            out.append(_person(given, a.get("non-dropping-particle") or "", family, jr))
    return out


def read_persons(authors: list[str]) -> list[dict] | None:
    """The names as refverify read them (formats whose own name parts this bench does not parse:
    RIS, EndNote, MEDLINE, WoS, refer), "Family, Given" or "Family, Jr., Given"; None when a name
    holds several persons (an author field filled wrong in the exporting program)."""
    out = []
    for name in authors:
        if name.strip().strip("[]").lower() in _PLACEHOLDER:
            continue
        parts = [p.strip() for p in name.strip().strip(",").split(",") if p.strip()]
        jr = [p for p in parts[1:] if p.lower().rstrip(".") in _SUFFIX]
        rest = [p for p in parts if p not in jr]
        if _is_group(name) or (len(rest) == 1 and " " not in rest[0]):
            out.append(_person(family=name.strip(), group=_is_group(name)))
        elif len(rest) == 2:
            out.append(_person(rest[1], "", rest[0], " ".join(jr)))
        elif len(rest) == 1:
            words = rest[0].split()
            out.append(_person(" ".join(words[:-1]), "", words[-1], " ".join(jr)))
        else:
            return None
    return out


# --- the record each service would return ------------------------------------------------------

def _every_third(p: dict) -> bool:
    return zlib.crc32((p["given"] + p["family"]).encode()) % 3 == 0


def _cjk(text: str) -> bool:
    return any("\u4e00" <= c <= "\u9fff" for c in text)


def _display(p: dict) -> str:
    if p["group"]:
        return p["family"]
    if _cjk(p["family"]) and (not p["given"] or _cjk(p["given"])):
        return p["family"] + p["given"]        # 张三: family name first, no space
    return " ".join(x for x in (p["given"], p["von"], p["family"], p["jr"]) if x)


def _pages(pages: str) -> tuple[str, str]:
    """OpenAlex's first_page / last_page of the first range ("1338-46; discussion 1346-7");
    an article number with hyphens ("CJSS-2017-0007") is a first page alone."""
    first_range = re.split(r"[;,]", pages or "")[0].strip()
    chapter = re.fullmatch(r"(\d+-\d+)\s*(?:-{1,3}|[\u2010-\u2015])\s*(\d+-\d+)", first_range)
    if chapter:       # ACM's "2-1–2-26": OpenAlex's first_page "2-1", last_page "2-26"
        return chapter.group(1), chapter.group(2)
    simple = re.fullmatch(r"([A-Za-z]?\d+)\s*(?:-{1,3}|[\u2010-\u2015])\s*([A-Za-z]?\d+)", first_range)
    if simple:
        return simple.group(1), simple.group(2)
    return first_range, ""


def crossref_record(t: dict):
    authors = []
    for i, p in enumerate(t["persons"]):
        seq = "first" if i == 0 else "additional"
        if p["group"]:
            authors.append({"name": p["family"], "sequence": seq})
        else:
            a = {"family": " ".join(x for x in (p["von"], p["family"]) if x), "sequence": seq}
            if p["given"]:
                a["given"] = p["given"]
            if p["jr"]:
                a["suffix"] = p["jr"]
            authors.append(a)
    msg = {"DOI": t["doi"] or "10.5555/bench", "title": [t["title"]], "author": authors,
           "issued": {"date-parts": [[t["year"]]] if t["year"] else [[None]]},
           "container-title": [t["journal"]] if t["journal"] else [], "volume": t["volume"],
           "issue": t["issue"], "page": t["pages"], "type": "journal-article"}
    return crossref.parse_work(msg)


def pubmed_record(t: dict):
    people = []
    for p in t["persons"]:
        if p["group"]:
            people.append(f"<Author><CollectiveName>{escape(p['family'])}</CollectiveName></Author>")
            continue
        initials = "".join(w[0].upper() for w in re.split(r"[\s\-.]+", p["given"]) if w)
        fore = f"<ForeName>{escape(p['given'].replace('.', ' ').strip())}</ForeName>" if p["given"] else ""
        suffix = f"<Suffix>{escape(p['jr'].rstrip('.'))}</Suffix>" if p["jr"] else ""
        people.append(f"<Author><LastName>{escape(' '.join(x for x in (p['von'], p['family']) if x))}</LastName>"
                      f"{fore}<Initials>{initials}</Initials>{suffix}</Author>")
    title = t["title"] if t["title"].endswith((".", "?", "!")) else t["title"] + "."
    doi = f'<ArticleId IdType="doi">{escape(t["doi"])}</ArticleId>' if t["doi"] else ""
    xml = (f"<PubmedArticleSet><PubmedArticle><MedlineCitation><PMID>{t['pmid'] or '1'}</PMID><Article>"
           f"<Journal><JournalIssue><Volume>{escape(t['volume'])}</Volume><Issue>{escape(t['issue'])}</Issue>"
           f"<PubDate><Year>{t['year'] or ''}</Year></PubDate></JournalIssue><Title>{escape(t['journal'])}</Title>"
           f"</Journal><ArticleTitle>{escape(title)}</ArticleTitle><Pagination><MedlinePgn>{escape(t['pages'])}"
           f"</MedlinePgn></Pagination><AuthorList>{''.join(people)}</AuthorList></Article></MedlineCitation>"
           f"<PubmedData><ArticleIdList>{doi}</ArticleIdList></PubmedData></PubmedArticle></PubmedArticleSet>")
    return pubmed.parse_efetch(xml)[0]


def dblp_record(t: dict):
    names = []
    for p in t["persons"]:
        if p["shown"] and t["from_dblp"]:
            names.append(p["shown"])            # the .bib's own DBLP name, homonym number and all
        else:
            names.append(_display(p) + (" 0001" if not p["group"] and _every_third(p) else ""))
    authors = [{"@pid": f"00/{i}", "text": n} for i, n in enumerate(names)]
    title = t["title"].replace("&", "&amp;")
    info = {"authors": {"author": authors[0] if len(authors) == 1 else authors},
            "title": title if title.endswith((".", "?", "!")) else title + ".", "venue": t["journal"],
            "volume": t["volume"], "number": t["issue"], "pages": t["pages"],
            "year": str(t["year"] or ""), "type": "Journal Articles", "key": "journals/bench/x"}
    if t["doi"]:
        info["doi"] = t["doi"]
    return dblp.parse_hit({"info": info})


def openalex_record(t: dict):
    first, last = _pages(t["pages"])
    return openalex.parse_work({
        "id": "https://openalex.org/W1", "title": t["title"], "display_name": t["title"],
        "publication_year": t["year"], "doi": f"https://doi.org/{t['doi']}" if t["doi"] else None,
        "authorships": [{"author": {"display_name": _display(p)}, "raw_author_name": _display(p)}
                        for p in t["persons"]],
        "primary_location": {"source": {"display_name": t["journal"], "type": "journal"}},
        "biblio": {"volume": t["volume"], "issue": t["issue"], "first_page": first, "last_page": last},
        "type": "article"})


def s2_record(t: dict):
    return semanticscholar.parse_paper({
        "paperId": "x", "title": t["title"], "authors": [{"name": _display(p)} for p in t["persons"]],
        "year": t["year"], "externalIds": {"DOI": t["doi"]} if t["doi"] else {}, "venue": t["journal"],
        "journal": {"name": t["journal"], "volume": t["volume"], "pages": t["pages"]}})


RECORDS = {"crossref": crossref_record, "pubmed": pubmed_record, "dblp": dblp_record,
           "openalex": openalex_record, "semanticscholar": s2_record}


# --- Step B on entry vs record -----------------------------------------------------------------

_CAUSES = (("first author", "first author differs"), ("co-author", "co-author(s) missing"),
           ("author order", "author order differs"), ("placeholder author", "placeholder author"),
           ("author(s) not in", "author(s) not in the record"), ("title differs from the record in",
           "near-miss title"), ("title differs", "title differs"), ("title wording", "title wording"),
           ("points to another work", "identifier points to another work"), ("year", "year differs"),
           ("volume", "volume differs"), ("pages", "pages differ"), ("issue", "issue differs"),
           ("cited as a preprint", "preprint cited"), ("cited as published", "published cited"),
           ("venue", "venue differs"), ("DOI", "DOI"))


def cause(issue) -> str:
    """A finding's cause: its field and the kind of its message, without the values."""
    kind = next((name for start, name in _CAUSES if start in issue.message), issue.message[:40])
    return f"{issue.field}: {kind}"


def check(ref_fields: dict, truth: dict, service: str) -> tuple[list, str]:
    """(errors, existence) of Step B on the entry against ``service``'s record of its work."""
    record = RECORDS[service](truth)
    if service == "pubmed" and ref_fields["bib"].pmid:
        matched = "pmid"
    elif ref_fields["bib"].doi and service != "dblp":
        matched = "doi"
    else:
        matched = "title_search"
    ref = Ref(ref_id="bench", **ref_fields)
    result = SourceResult(found=True, status="found", matched_by=matched, record=record,
                          url=f"https://{service}.example/bench")
    resolve(ref, {service: result}, [service])
    return [i for i in ref.metadata_issues if i.severity == "error"], ref.existence


# --- the works of the corpora ------------------------------------------------------------------

def _truth(entry, persons, from_dblp=False) -> dict:
    return {"title": latex_to_text(entry.title or ""), "persons": persons, "year": entry.year,
            "journal": entry.journal or "", "volume": entry.volume or "", "issue": entry.issue or "",
            "pages": entry.pages or "", "doi": entry.doi or "", "pmid": entry.pmid or "",
            "from_dblp": from_dblp}


def _csl_items(path: Path) -> dict[str, dict]:
    try:
        if path.suffix.lower() in (".yaml", ".yml"):
            import yaml
            data = yaml.safe_load(path.read_text(encoding="utf-8", errors="replace"))
            data = data.get("references", data) if isinstance(data, dict) else data
        else:
            data = json.loads(path.read_text(encoding="utf-8", errors="replace"))
    except Exception:
        return {}
    if isinstance(data, dict):
        data = data.get("items") or data.get("references") or [data]
    items: dict[str, dict] = {}
    for i in data:
        if isinstance(i, dict) and i.get("id") is not None:
            items.setdefault(str(i["id"]), i)        # a repeated id: the reader keeps the first
    return items


def bibliography_files() -> list[tuple[str, Path]]:
    out = []
    for name in ("bib_manifest.json", "heldout_manifest.json", "heldout2_manifest.json"):
        manifest = json.loads((CORPUS / name).read_text(encoding="utf-8"))
        root = Path(manifest["root"])
        for item in manifest["files"]:
            path = root / item["file"]
            if path.is_file() and is_bibliography_file(path):
                out.append((name.split("_")[0], path))
    manifest = json.loads((CORPUS / "bibformats_manifest.json").read_text(encoding="utf-8"))
    for item in manifest["files"]:
        path = Path(manifest["root"]) / item["id"]
        if path.is_file() and is_bibliography_file(path):
            out.append(("bibformats", path))
    return out


def bibliography_works(limit: int | None):
    """(corpus, file, entry, truth, truth_from) for every entry with a title."""
    for corpus, path in bibliography_files():
        try:
            result = read_bib_files([path])
        except Exception as exc:
            print(f"{path}: {exc}", file=sys.stderr)
            continue
        csl = _csl_items(path) if path.suffix.lower() in (".json", ".yaml", ".yml") else {}
        kind, own = _format_names(path, result.entries)
        for entry in result.entries[:limit]:
            if entry.unreadable or not entry.title:
                continue
            field = _author_field(entry.raw) if entry.raw.lstrip().startswith("@") else None
            if any(mojibake(a) for a in entry.authors):
                yield corpus, path, entry, None, "not buildable (names in a wrong code page)"
                continue
            if field is not None:
                persons, how = bibtex_persons(field), "bibtex grammar"
                if persons is None:
                    persons, how = read_persons(entry.authors), "as read (not BibTeX's grammar)"
                    how = how if persons is not None else "not buildable (several persons in one name)"
            elif entry.key in csl:
                persons, how = csl_persons(csl[entry.key]), "csl name parts"
                if persons is None:
                    persons, how = None, "not buildable (broken CSL name parts)"
            elif kind and id(entry) in own:
                persons, how = own[id(entry)], f"{kind} name fields"
                how = how if persons is not None else "not buildable (several persons in one value)"
            else:
                persons, how = read_persons(entry.authors), "as read"
                how = how if persons is not None else "not buildable (several persons in one name)"
            if persons is None:
                yield corpus, path, entry, None, how
                continue
            yield corpus, path, entry, _truth(entry, persons, "dblp.org" in entry.raw), how


def _format_names(path: Path, entries: list) -> tuple[str, dict]:
    """(format, {id(entry): persons}) of a RIS / EndNote XML / MEDLINE file, its names read by
    ``bench/format_names.py`` (the format's own conventions, not refverify's readers); records
    matched to entries in order when the counts agree, else by the line a record starts on."""
    kind, records = format_names.records(path.read_text(encoding="utf-8", errors="replace"))
    if not kind:
        return "", {}
    if len(records) == len(entries):
        pairs = zip(entries, (names for _, names in records))
    else:
        by_line = dict(records)
        pairs = ((e, by_line[e.line]) for e in entries if e.line in by_line)
    return kind, {id(e): None if names is None else
                  [_person(given, "", family, jr, group=group or _is_group(family) and not given)
                   for given, family, jr, group in names]
                  for e, names in pairs}


def _fold(text: str) -> str:
    import unicodedata
    return re.sub(r"\W", "", unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().casefold()) \
        or text.casefold()


def names_differ(entry, persons: list[dict]) -> bool:
    """Do the names refverify read differ, in number or order, from the file's own reading? A
    person is compared by family name (before the comma of "Family, Given", particles in it), a
    group author whole."""
    if len(entry.authors) != len(persons):
        return True
    for name, p in zip(entry.authors, persons):
        read = name if p["group"] or "," not in name else name.split(",")[0]
        wanted = p["family"] if p["group"] else " ".join(x for x in (p["von"], p["family"]) if x)
        if _fold(read) != _fold(wanted):
            return True
    return False


def labelled_line_works():
    """(corpus, source, entry, truth) for every hand-labelled reference line still as labelled."""
    for name, labels_name in LABELS.items():
        manifest = json.loads((CORPUS / name).read_text(encoding="utf-8"))
        labels = json.loads((CORPUS / labels_name).read_text(encoding="utf-8"))["labels"]
        roots = manifest.get("reflines_roots", {})
        by_source = defaultdict(dict)
        for lab in labels:
            by_source[lab["source"]][lab["locator"]] = lab
        for source in manifest["reflines"]:
            path = Path(roots.get(source["root"], manifest["root"])) / source["file"]
            if not path.is_file() or source["id"] not in by_source:
                continue
            lines = reference_lines(source, path)
            entries = {e.line: e for e in parse_reference_list(lines, source["file"])}
            texts = dict(lines)
            for loc, lab in by_source[source["id"]].items():
                entry = entries.get(loc)
                if entry is None or loc not in texts or line_hash(texts[loc]) != lab["line_sha1"]:
                    continue
                if not lab.get("title"):
                    continue
                yield name.split("_")[0], source["id"], entry, _label_truth(lab, entry)


def _given_read(family: str, authors: list[str]) -> tuple[str, str]:
    """(given, suffix) of the author Step A read whose name holds the labelled family name
    (the label has family names only; a real record has the given names too)."""
    want = re.sub(r"\W", "", family.casefold())
    for name in authors:
        words = re.split(r"[\s,]+", name.strip())
        flat = [re.sub(r"\W", "", w.casefold()) for w in words]
        for i in range(len(words)):
            for j in range(i + 1, len(words) + 1):
                if "".join(flat[i:j]) == want:
                    rest = [w for w in words[:i] + words[j:] if w]
                    jr = [w for w in rest if w.rstrip(".").lower() in ("jr", "sr", "ii", "iii", "iv")]
                    given = " ".join(w for w in rest if w not in jr)
                    return given, " ".join(jr)
    return "", ""


def _label_truth(lab: dict, entry) -> dict:
    persons = []
    for family in lab.get("authors") or []:
        if _is_group(family) or len(family.split()) >= 4 or (_cjk(family) and len(family) > 4):
            persons.append(_person(family=family, group=True))
        elif _cjk(family):
            persons.append(_person(family[1:], "", family[:1]))   # 焦鹏珲: family 焦, given 鹏珲
        else:
            given, jr = _given_read(family, entry.authors)
            persons.append(_person(given or "A.", "", family, jr))
    return {"title": lab["title"], "persons": persons, "year": lab.get("year"),
            "journal": lab.get("journal", ""), "volume": str(lab.get("volume", "")),
            "issue": str(lab.get("issue", "")), "pages": str(lab.get("pages", "")),
            "doi": lab.get("doi", ""), "pmid": "", "from_dblp": False}


def run(limit: int | None = None, verbose: bool = False) -> dict:
    started = time.perf_counter()
    figures = {}
    for kind, works in (("bibliography entries", bibliography_works(limit)),
                        ("labelled reference lines", ((c, s, e, t, "hand labels")
                                                      for c, s, e, t in labelled_line_works()))):
        errors, with_error, mismatch = Counter(), Counter(), Counter()
        checked, with_doi, truth_from, examples = 0, 0, Counter(), []
        named, differ = Counter(), Counter()
        for corpus, where, entry, truth, how in works:
            truth_from[how] += 1
            if truth is None:
                continue
            if how.endswith(("name fields", "csl name parts")) and truth["persons"]:
                # (a record without an author: its editors are read as authors, said in a note)
                named[how] += 1
                if names_differ(entry, truth["persons"]):
                    differ[how] += 1
                    if verbose:
                        print(f"  names read differently ({how}) {Path(str(where)).name} {entry.key}: "
                              f"{entry.authors[:4]} vs {[p['family'] for p in truth['persons'][:4]]}")
            checked += 1
            fields = bib_entry_to_ref_fields(entry)
            with_doi += bool(entry.doi)
            for service in SERVICES:
                found, existence = check(fields, truth, service)
                if existence == "id_mismatch":
                    mismatch[service] += 1
                    found = found or []
                for issue in found:
                    errors[f"{service} · {cause(issue)}"] += 1
                if found or existence == "id_mismatch":
                    with_error[service] += 1
                    if len(examples) < 60:
                        what = found[0].message if found else f"id_mismatch: {entry.doi}"
                        examples.append(f"{corpus} {Path(str(where)).name} {entry.key or entry.line} "
                                        f"[{service}]: {what}"
                                        + (f" — line: {entry.raw[:160]}" if entry.origin == "document" else ""))
        figures[kind] = {"works": checked, "with_doi": with_doi, "truth_from": dict(truth_from),
                         "checks": checked * len(SERVICES), "errors": sum(errors.values()),
                         "errors_by_cause": dict(errors.most_common()),
                         "works_with_an_error_by_service": dict(with_error),
                         "id_mismatch_of_own_work": sum(mismatch.values()),
                         "id_mismatch_by_service": dict(mismatch), "examples": examples,
                         "names_compared": dict(named), "names_read_differently": dict(differ)}
        if verbose:
            for line in examples:
                print("  " + line)
            print(f"{kind}: {checked} works, {sum(errors.values())} errors, "
                  f"{sum(mismatch.values())} id_mismatch", flush=True)
    return {"services": list(SERVICES), "figures": figures,
            "seconds": round(time.perf_counter() - started, 1)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--limit", type=int, help="entries per file (a quick run; nothing written)")
    args = parser.parse_args(argv)
    out = run(args.limit, args.verbose)
    for kind, f in out["figures"].items():
        print(f"{kind}: {f['works']} works ({f['with_doi']} with a DOI) × {len(SERVICES)} services — "
              f"{f['errors']} errors, {f['id_mismatch_of_own_work']} id_mismatch of the work's own DOI")
        for c, n in f["errors_by_cause"].items():
            print(f"    {n:6d}  {c}")
        for how, n in f["names_compared"].items():
            print(f"    names against the file's own {how}: {f['names_read_differently'].get(how, 0)} of {n} "
                  "entries read differently")
    print(f"{out['seconds']} s")
    if args.limit is None:
        OUT.write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
