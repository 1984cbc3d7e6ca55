"""The embedded demo data (data/demo/): generated files are up to date and deterministic, the
planted problems are really there, the world file backs every real reference, and EXPECTED.md
agrees with the generator's own data and with the .tex / .md sources."""
from __future__ import annotations

import importlib
import json
import re
import sys
from pathlib import Path

import bibtexparser
import docx
import pytest
from rapidfuzz import fuzz

from tests.simulators.world import SERVICES, load_world, norm

DEMO = Path(__file__).resolve().parent.parent / "data" / "demo"
THESIS_DIR = DEMO / "thesis"
PAPER_DIR = DEMO / "paper"
KINDS = {"orphan", "uncited", "out_of_order", "fabricated", "wrong_year", "wrong_doi", "retracted",
         "overstated", "wrong_number", "off_topic", "dropped_coauthor", "preprint_published",
         "placeholder_author", "title_drift", "bib_list_disagreement", "wrong_context", "uncited_todo"}


def _demo_module(name):
    for folder in (THESIS_DIR, DEMO):
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))
    return importlib.import_module(name)


@pytest.fixture(scope="module")
def gen():
    return _demo_module("make_thesis")


@pytest.fixture(scope="module")
def world():
    return load_world(DEMO / "world.json")


@pytest.fixture(scope="module")
def thesis_doc():
    return docx.Document(str(THESIS_DIR / "thesis.docx"))


@pytest.fixture(scope="module")
def thesis_bib():
    lib = bibtexparser.parse_file(str(THESIS_DIR / "references.bib"))
    assert not lib.failed_blocks
    return {e.key: {k: f.value for k, f in e.fields_dict.items()} for e in lib.entries}


@pytest.fixture(scope="module")
def expected():
    return parse_expected((DEMO / "EXPECTED.md").read_text(encoding="utf-8"))


def parse_expected(text: str) -> dict:
    """Rows of the `| document | ref | kind | detail |` and `| document | measure | value |` tables."""
    problems, counts, header = [], {}, None
    for line in text.splitlines():
        if not line.startswith("|"):
            header = None
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if header is None:
            header = cells
        elif set("".join(cells)) <= set("-: "):
            continue
        elif header == ["document", "ref", "kind", "detail"]:
            problems.append(dict(zip(header, cells)))
        elif header == ["document", "measure", "value"]:
            counts[(cells[0], cells[1])] = int(cells[2])
    return {"problems": problems, "counts": counts}


def planted(expected, document, kind):
    return [p["ref"] for p in expected["problems"] if p["document"] == document and p["kind"] == kind]


def bib_families(author_field: str) -> list[str]:
    """Family names of a BibTeX author field, LaTeX accents decoded, "others" dropped."""
    from pylatexenc.latex2text import LatexNodes2Text
    names = [n.strip() for n in re.split(r"\s+and\s+", author_field)]
    return [LatexNodes2Text().latex_to_text(n.split(",")[0]).strip() for n in names if n != "others"]


def world_families(record) -> list[str]:
    """Family names; a Chinese personal name is compared whole (family + given), as the .bib writes it."""
    return [a["family"] + a["given"] if re.match(r"[\u4e00-\u9fff]", a["family"]) and a["given"] else a["family"]
            for a in record["authors"]]


def title_ratio(a: str, b: str) -> float:
    return fuzz.ratio(norm(re.sub(r"[{}]", "", a)), norm(b)) / 100


# ---------------------------------------------------------------- generated files

def test_generated_thesis_files_are_up_to_date_and_deterministic(gen, tmp_path):
    gen.build_docx(tmp_path / "a.docx")
    gen.build_docx(tmp_path / "b.docx")
    gen.write_bib(tmp_path / "references.bib")
    assert (tmp_path / "a.docx").read_bytes() == (tmp_path / "b.docx").read_bytes()
    assert (tmp_path / "a.docx").read_bytes() == (THESIS_DIR / "thesis.docx").read_bytes()
    assert (tmp_path / "references.bib").read_text("utf-8") == (THESIS_DIR / "references.bib").read_text("utf-8")


def test_world_file_is_up_to_date():
    make_world = _demo_module("make_world")
    on_disk = json.loads((DEMO / "world.json").read_text(encoding="utf-8"))
    assert on_disk == {"works": make_world.works()}


# ---------------------------------------------------------------- the .docx

def test_docx_headings_styles_and_pattern_chapter(thesis_doc):
    h1 = [p.text for p in thesis_doc.paragraphs if p.style.name == "Heading 1"]
    assert h1 == ["摘要", "第一章 前言", "第二章 材料与方法", "第四章 讨论", "第五章 结论", "参考文献", "致谢"]
    pattern = [p for p in thesis_doc.paragraphs if p.text in ("第三章 结果", "3.1 基线特征", "3.4 心衰住院")]
    assert [p.style.name for p in pattern] == ["Normal"] * 3
    assert all(r.bold for p in pattern for r in p.runs)
    props = thesis_doc.core_properties
    assert (props.created.year, props.created.month, props.created.day) == (2024, 5, 20)


def test_docx_superscript_runs(thesis_doc):
    runs = [r.text for p in thesis_doc.paragraphs for r in p.runs if r.font.superscript]
    assert runs == ["[2]", "[8]", "10", "[16]", "-1", "2", "-1", "18", "23"]


def test_docx_citation_forms_present(thesis_doc):
    body = "\n".join(p.text for p in thesis_doc.paragraphs)
    for marker in ("[11-13]", "[16\u201322]", "[29\u201331]", "[16, 18-20, 22]", "\uff3b7\uff3d",
                   "\u30106\u3011", "\uff3b3\uff0c4\uff3d", "\uff3b19\uff0c21\uff3d", "[7,15]", "[46]"):
        assert marker in body, marker
    table_text = [c.text for c in thesis_doc.tables[0].columns[0].cells]
    assert table_text == ["试验", "EMPA-REG OUTCOME[16]", "CANVAS[17]", "DECLARE-TIMI 58[18]",
                          "LEADER[23]", "SUSTAIN-6[24]", "REWIND[25]", "TECOS[31]"]


def _reference_lines(doc):
    texts = [p.text for p in doc.paragraphs]
    start, end = texts.index("参考文献"), texts.index("致谢")
    return texts[start + 1:end]


def test_docx_reference_list(thesis_doc):
    lines = _reference_lines(thesis_doc)
    assert [int(re.match(r"\[(\d+)\] ", line).group(1)) for line in lines] == list(range(1, 46))
    assert lines[13] == ("[14] NISSEN S E. Effect of rosiglitazone on the risk of myocardial infarction and "
                         "death from cardiovascular causes[J]. N Engl J Med, 2007, 356(24): 2457-2471. "
                         "DOI:10.1056/NEJMoa072761.")
    assert lines[6] == "[7] 中华医学会糖尿病学分会. 中国2型糖尿病防治指南(2020年版)[J]. 中华糖尿病杂志, 2021, 13(4): 315-409."
    assert ", 2018, 377(7): 644-657" in lines[16]
    assert lines[38].startswith("[39] 葛均波, 徐永健, 王辰. 内科学[M]. 9版.")


# ---------------------------------------------------------------- references.bib

def test_bib_matches_list_except_planted_disagreement(thesis_doc, thesis_bib):
    assert sorted(thesis_bib, key=int) == [str(n) for n in range(1, 46)]
    lines = _reference_lines(thesis_doc)
    disagreements = []
    for key, entry in thesis_bib.items():
        line = lines[int(key) - 1]
        if f", {entry['year']}" not in line:
            disagreements.append(key)
        if "doi" in entry:
            assert f"DOI:{entry['doi']}." in line
    assert disagreements == ["17"]
    assert thesis_bib["17"]["year"] == "2017"
    assert thesis_bib["14"]["author"] == "Nissen, S. E."
    assert thesis_bib["21"]["author"].startswith("Heerspink, H. J. L. and Stef{\\'a}nsson, B. V.")


# ---------------------------------------------------------------- references vs the world

def test_every_real_thesis_reference_has_a_world_record(gen, world, thesis_bib, expected):
    numbers = gen.numbering()
    wrong_doi, wrong_year = planted(expected, "thesis", "wrong_doi"), planted(expected, "thesis", "wrong_year")
    checked = 0
    for key, ref in gen.REFS.items():
        if ref["world"] is None:
            continue
        number = str(numbers[key])
        record = next(w for w in world.works if w["id"] == ref["world"])
        entry = thesis_bib[number]
        if record["pmid"] and "pmid" in entry:
            assert entry["pmid"] == record["pmid"], key
        if "doi" in entry:
            by_doi = world.find(entry["doi"])
            if number in wrong_doi:
                assert by_doi is not None and by_doi["id"] != record["id"]
                assert title_ratio(entry["title"], by_doi["title"]) < 0.6
            else:
                assert by_doi is record, key
        if number in wrong_year:
            assert int(entry["year"]) == record["year"] - 1
        else:
            assert int(entry["year"]) == record["year"], key
        if not re.search(r"[\u4e00-\u9fff]", entry["title"]):
            assert title_ratio(entry["title"], record["title"]) >= 0.9, key
        families = bib_families(entry["author"])
        if number in planted(expected, "thesis", "dropped_coauthor"):
            assert families == world_families(record)[:1] and len(record["authors"]) == 2
        else:
            assert families == world_families(record)[:len(families)], key
        checked += 1
    assert checked == 44


def test_fabricated_reference_has_no_world_record(gen, world, thesis_bib, expected):
    (number,) = planted(expected, "thesis", "fabricated")
    entry = thesis_bib[number]
    assert world.find(entry["doi"]) is None
    assert max(title_ratio(entry["title"], w["title"]) for w in world.works) < 0.6
    for service in SERVICES:
        assert not [s for s, _ in world.search(service, entry["title"]) if s >= 0.85]


def test_unindexed_works_are_in_no_service(world):
    for wid in ("w_cds2020", "w_htn2018", "w_lipid2016", "w_ws397", "w_neike2018", "w_idf2021"):
        record = next(w for w in world.works if w["id"] == wid)
        assert not any(world.indexed(record, s) for s in SERVICES), wid
    cox = next(w for w in world.works if w["id"] == "w_cox1972")
    assert world.get("pubmed", doi=cox["doi"]) is None
    assert world.get("crossref", doi=cox["doi"]) is cox


def test_retracted_work(world, thesis_bib, expected):
    (number,) = planted(expected, "thesis", "retracted")
    record = world.get("pubmed", pmid=thesis_bib[number]["pmid"])
    assert record["retracted"] is True
    assert record["retraction_doi"] == "10.1056/NEJMc2021225"
    assert "Retracted Publication" in record["publication_types"]


def _abstract(world, wid):
    a = next(w for w in world.works if w["id"] == wid)["abstract"]
    return " ".join(a.values()) if isinstance(a, dict) else a


def test_claim_problems_are_visible_in_the_sources(thesis_doc, world):
    body = "\n".join(p.text for p in thesis_doc.paragraphs)
    # overstated: association in the source, causation in the thesis
    assert "was associated with a 21% lower risk" in _abstract(world, "w_stratton2000")
    assert re.search(r"HbA1c每升高1%将导致糖尿病相关终点风险增加21%.*【6】", body)
    # wrong number
    assert "35.7%" in _abstract(world, "w_wang2017") and "45.7%" not in _abstract(world, "w_wang2017")
    assert "糖尿病前期患病率高达45.7%[3]" in body
    # off topic: the 39% belongs to UKPDS 34, not to the hormone-therapy trial cited
    assert "39%" in _abstract(world, "w_ukpds34")
    assert "metformin" not in _abstract(world, "w_rossouw2002").lower()
    assert "心肌梗死风险降低39%[42]" in body
    # dropped co-author
    nissen = next(w for w in world.works if w["id"] == "w_nissen2007")
    assert [a["family"] for a in nissen["authors"]] == ["Nissen", "Wolski"]


def test_thesis_numbers_with_a_pass_claim_are_in_their_abstracts(world):
    for wid, numbers in {"w_empareg": ["7020", "0.86", "14%", "38%"], "w_credence": ["4401", "30%", "0.70"],
                         "w_dapahf": ["26%", "0.74"], "w_dapackd": ["39%", "0.61"],
                         "w_kristensen2019": ["12%"], "w_li2020": ["12.8%"], "w_ukpds33": ["25%"],
                         "w_holman2008": ["15%", "13%"], "w_savor": ["27%", "1.27"],
                         "w_sustain6": ["26%", "1.76", "3297"], "w_tecos": ["14 671", "0.98"]}.items():
        text = _abstract(world, wid)
        for n in numbers:
            assert n in text, (wid, n)


def test_abstract_lengths_match_expected_notes(gen, world):
    numbers = gen.numbering()
    short, missing = [], []
    for key, ref in gen.REFS.items():
        if ref["world"] is None:
            continue
        words = len(_abstract(world, ref["world"]).split())
        if words == 0:
            missing.append(numbers[key])
        elif words < 100:
            short.append(numbers[key])
    assert sorted(short) == [15, 27, 30, 40, 41]
    assert sorted(missing) == [1, 7, 32, 33, 34, 36, 39]


# ---------------------------------------------------------------- the paper

PAPER_WORLD = {
    "vaswani2017attention": "w_vaswani2017", "devlin2018bert": "w_devlin2019", "he2016deep": "w_he2016",
    "kingma2015adam": "w_kingma2015", "brown2020language": "w_brown2020",
    "srivastava2014dropout": "w_srivastava2014", "sutskever2014sequence": "w_sutskever2014",
    "bahdanau2015neural": "w_bahdanau2015", "krizhevsky2012imagenet": "w_krizhevsky2012",
    "lecun1998gradient": "w_lecun1998", "ioffe2015batch": "w_ioffe2015",
    "mikolov2013distributed": "w_mikolov2013distributed", "mikolov2013efficient": "w_mikolov2013efficient",
    "hochreiter1997long": "w_hochreiter1997", "deng2009imagenet": "w_deng2009",
    "goodfellow2014generative": "w_goodfellow2014",
}


def _bib(path):
    lib = bibtexparser.parse_file(str(path))
    assert not lib.failed_blocks
    return {e.key: {k: f.value for k, f in e.fields_dict.items()} for e in lib.entries}


def test_paper_references_against_the_world(world, expected):
    entries = {**_bib(PAPER_DIR / "refs.bib"), **_bib(PAPER_DIR / "extra.bib")}
    assert set(entries) == set(PAPER_WORLD)
    drift = planted(expected, "paper", "title_drift")
    for key, entry in entries.items():
        record = next(w for w in world.works if w["id"] == PAPER_WORLD[key])
        assert int(entry["year"]) == record["year"] or key == "devlin2018bert", key
        if "doi" in entry:
            assert world.find(entry["doi"]) is record
        if key not in planted(expected, "paper", "placeholder_author"):
            families = bib_families(entry["author"])
            assert families == world_families(record)[:len(families)], key
        ratio = title_ratio(entry["title"], record["title"])
        if key in drift:
            assert ratio < 0.95 and entry["title"] == record["arxiv_versions"][0]["title"]
        else:
            assert ratio >= 0.95, key
    (pre,) = planted(expected, "paper", "preprint_published")
    assert "arXiv:1810.04805" in entries[pre]["journal"]
    bert = world.get("arxiv", arxiv="1810.04805")
    assert bert["doi"] == "10.18653/v1/N19-1423" and bert["type"] == "proceedings-article"
    short = sorted(k for k, wid in PAPER_WORLD.items() if len(_abstract(world, wid).split()) < 100)
    assert short == ["bahdanau2015neural", "krizhevsky2012imagenet", "lecun1998gradient", "mikolov2013efficient"]
    (anon,) = planted(expected, "paper", "placeholder_author")
    assert entries[anon]["author"] == "Anonymous"


_CITE = re.compile(r"\\(?:cite[a-z]*|nocite|parencite|textcite|autocite)\*?(?:\[[^\]]*\]){0,2}\{([^}]*)\}")


def _tex_citations():
    """(section, file, line, keys) for every citation command outside comments, plus \\nocite keys."""
    cites, nocite, section = [], [], ""
    main = (PAPER_DIR / "main.tex").read_text("utf-8")
    files = ["main.tex"] + [f"{m}.tex" for m in re.findall(r"^\\input\{([^}]*)\}", main, re.M)]
    for name in files:
        for lineno, line in enumerate((PAPER_DIR / name).read_text("utf-8").splitlines(), 1):
            line = re.sub(r"(?<!\\)%.*", "", line)
            if line.startswith("\\providecommand"):
                continue
            if m := re.match(r"\\section\{([^}]*)\}", line):
                section = m.group(1)
            for m in _CITE.finditer(line):
                keys = [k.strip() for k in m.group(1).split(",")]
                if m.group(0).startswith("\\nocite"):
                    nocite += keys
                else:
                    cites.append((section, name, lineno, keys))
    return cites, nocite


def test_paper_counts_and_planted_uses(expected):
    cites, nocite = _tex_citations()
    counts = expected["counts"]
    entries = {**_bib(PAPER_DIR / "refs.bib"), **_bib(PAPER_DIR / "extra.bib")}
    cited = {k for *_, keys in cites for k in keys}
    assert counts[("paper", "references")] == len(entries)
    assert counts[("paper", "cited_references")] == len(cited)
    assert counts[("paper", "nocite")] == len(nocite)
    assert counts[("paper", "citation_markers")] == len(cites)
    assert counts[("paper", "claims")] == sum(len(keys) for *_, keys in cites)
    for section in ("Introduction", "Background", "Method", "Experiments", "Conclusion"):
        assert counts[("paper", f"claims[{section}]")] == sum(len(k) for s, _, _, k in cites if s == section)
    uncited = set(entries) - cited - set(nocite)
    assert uncited == set(planted(expected, "paper", "uncited")) | set(planted(expected, "paper", "uncited_todo"))
    assert counts[("paper", "uncited")] == len(uncited)
    intro = (PAPER_DIR / "sections" / "intro.tex").read_text("utf-8").splitlines()
    assert intro[13] == "% TODO: cite mikolov2013efficient"
    assert ("Background", "sections/background.tex", 9, ["he2016deep"]) in cites


def test_notes_counts(expected):
    text = (DEMO / "notes" / "notes.md").read_text("utf-8")
    assert re.search(r"^bibliography: refs\.bib$", text, re.M)
    section, claims, markers = "", {}, 0
    for line in text.split("---", 2)[2].splitlines():
        if line.startswith("# "):
            section = line[2:]
        groups = re.findall(r"\[[^\]]*@[^\]]*\]", line)
        bare = re.findall(r"(?<![\[\w-])@([\w]+)", re.sub(r"\[[^\]]*\]", "", line))
        markers += len(groups) + len(bare)
        claims[section] = claims.get(section, 0) + sum(len(re.findall(r"@\w+", g)) for g in groups) + len(bare)
    counts = expected["counts"]
    assert counts[("notes", "citation_markers")] == markers
    assert counts[("notes", "claims")] == sum(claims.values())
    for section, n in claims.items():
        if n:
            assert counts[("notes", f"claims[{section}]")] == n
    assert counts[("notes", "references")] == len(_bib(DEMO / "notes" / "refs.bib"))


# ---------------------------------------------------------------- EXPECTED.md vs the generator

def test_expected_md_parses_with_known_kinds(expected):
    kinds = {p["kind"] for p in expected["problems"]}
    assert kinds <= KINDS
    assert {p["document"] for p in expected["problems"]} == {"thesis", "paper"}
    assert len([p for p in expected["problems"] if p["document"] == "thesis"]) == 13
    assert len([p for p in expected["problems"] if p["document"] == "paper"]) == 7


def test_expected_thesis_counts_agree_with_generator(gen, expected):
    c, counts = gen.counts(), expected["counts"]
    assert counts[("thesis", "references")] == c["list_entries"] == 45
    assert counts[("thesis", "cited_references")] == c["cited_list_entries"]
    assert [counts[("thesis", "uncited")]] == c["uncited"] == [int(r) for r in planted(expected, "thesis", "uncited")]
    assert [counts[("thesis", "orphans")]] == c["orphans"] == [int(r) for r in planted(expected, "thesis", "orphan")]
    assert counts[("thesis", "citation_markers")] == c["citing_places"]
    assert counts[("thesis", "claims")] == c["claims"] == len(gen.claims())
    assert 85 <= c["claims"] <= 100
    per_chapter = {m[len("claims["):-1]: v for (d, m), v in counts.items() if d == "thesis" and m.startswith("claims[")}
    assert per_chapter == c["claims_per_chapter"]
    assert counts[("thesis", "superscript_markers")] == c["superscript_markers"]
    assert counts[("thesis", "table_claims")] == c["table_claims"]


def test_out_of_order_is_the_only_jump(gen, expected):
    order = gen.first_citation_order()
    (jump,) = planted(expected, "thesis", "out_of_order")
    assert order.index(int(jump)) == 5
    rest = [n for n in order if n != int(jump)]
    assert rest == [n for n in list(range(1, 45)) + [46] if n != int(jump)]


def _body_stream(doc) -> str:
    """Paragraph and table-cell text in document order, up to the reference list."""
    parts = []
    for child in doc.element.body.iterchildren():
        if child.tag.endswith("}p"):
            text = "".join(t.text or "" for t in child.iter() if t.tag.endswith("}t"))
            if text == "参考文献":
                break
            parts.append(text)
        elif child.tag.endswith("}tbl"):
            parts += ["".join(t.text or "" for t in cell.iter() if t.tag.endswith("}t"))
                      for cell in child.iter() if cell.tag.endswith("}tc")]
    return "\n".join(parts)


def test_markers_in_docx_follow_generator_order(gen, thesis_doc):
    text, pos, numbers = _body_stream(thesis_doc), 0, gen.numbering()
    for _, cite in gen.citations():
        m = gen.marker(cite, numbers)
        found = text.find(m, pos)
        assert found >= 0, (m, text[pos:pos + 80])
        pos = found + len(m)
