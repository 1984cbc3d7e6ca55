"""Traps of pandoc markdown manuscripts, real .bib files and hand-written reference lines
(GB/T 7714 with Chinese punctuation, Vancouver with PMID, APA 7 with DOI URLs)."""
from refverify.parse.bibliography import parse_reference_list, read_bib_files
from refverify.parse.manuscript import read_document
from tests.doc_citations import body_citations

MARKDOWN = """---
title: A paper
bibliography: [a.bib, b.bib]
---

# Introduction {#sec:intro}

Prior work [@smith2020; @lee2019] and @smith2020 [p. 3] showed it.
Compare [see @a, pp. 33-35; also @b, chap. 1] and [-@c].
Mail me@example.org or https://twitter.com/@handle, see @fig:plot and [@sec:intro; @d].
Inline `code @notacite [@nope]` here.

```python
x = "@alsonot"
```

::: {.callout}
Callout text @e.
:::

# References {.unnumbered}

::: {#refs}
:::
"""


def _cites(doc):
    return [(line, m.ids, m.locator, m.prenote) for _, m, line in body_citations(doc)]


def test_pandoc_markdown_traps(tmp_path):
    (tmp_path / "paper.md").write_text(MARKDOWN, encoding="utf-8")
    doc = read_document(tmp_path / "paper.md")
    assert [(b.kind, b.line, b.text) for b in doc.blocks if b.kind == "heading"] == [
        ("heading", 6, "Introduction")]
    assert _cites(doc) == [
        (8, ["smith2020", "lee2019"], "", ""),
        (8, ["smith2020"], "p. 3", ""),
        (9, ["a", "b"], "pp. 33-35; chap. 1", "see; also"),
        (9, ["c"], "", ""),
        (10, ["d"], "", ""),
        (18, ["e"], "", ""),
    ]
    assert doc.reference_lines == []
    assert doc.bib_paths == [(tmp_path / "a.bib").resolve(), (tmp_path / "b.bib").resolve()]
    assert all(":::" not in b.text for b in doc.blocks)


def test_markdown_reference_heading_with_attributes_and_written_list(tmp_path):
    (tmp_path / "p.md").write_text(
        "Text [1].\n\n## References {-}\n\n1. Smith J. Title one. J Med. 2020;1:1-2.\n",
        encoding="utf-8")
    doc = read_document(tmp_path / "p.md")
    assert doc.reference_lines == [(5, "1. Smith J. Title one. J Med. 2020;1:1-2.")]


BIB_A = r"""@comment{An old entry, kept out: @article{fake, title={x}}}
@preamble{"\newcommand{\noopsort}[1]{}"}
@string{jmed = "Journal of Medicine"}

@article{who2020,
  author = {{World Health Organization}},
  title = {{BERT}: Pre-training of Deep Bidirectional Transformers},
  journal = jmed,
  month = jan,
  year = 2020,
  doi = {https://doi.org/10.1000/ABC.123},
}

@online{mueller2021,
  author = {M{\"u}ller, J{\"o}rg and Gau{\ss}, Carl and Dupr\'{e}, Ren{\'e} and Zhang, Wěi},
  title = {Deep learning},
  journaltitle = {Nature},
  date = {2021-05},
  eprint = {2104.12255v2}, eprinttype = {arxiv},
}
"""
BIB_B = """@article{who2020,
  author = {Someone Else},
  title = {Another},
  year = {2019},
}
"""


def test_bib_traps(tmp_path):
    (tmp_path / "a.bib").write_text(BIB_A, encoding="utf-8")
    (tmp_path / "b.bib").write_text(BIB_B, encoding="utf-8")
    result = read_bib_files([tmp_path / "a.bib", tmp_path / "b.bib"])
    got = [(e.key, e.authors, e.title, e.journal, e.year, e.doi, e.arxiv) for e in result.entries]
    assert got == [
        ("who2020", ["World Health Organization"],
         "BERT: Pre-training of Deep Bidirectional Transformers", "Journal of Medicine", 2020,
         "10.1000/abc.123", ""),
        ("mueller2021", ["Müller, Jörg", "Gauß, Carl", "Dupré, René", "Zhang, Wěi"],
         "Deep learning", "Nature", 2021, "", "2104.12255"),
    ]
    assert result.errors == [f"{tmp_path / 'b.bib'}:1: duplicate key 'who2020' "
                             f"(kept the first, {tmp_path / 'a.bib'}:5)"]


def _entry(line):
    return parse_reference_list([(1, line)], "thesis.docx")[0]


def _fields(e):
    return (e.number, e.authors, e.authors_truncated, e.title, e.entry_type, e.journal, e.year,
            e.volume, e.issue, e.pages, e.doi, e.pmid, e.url)


def test_gbt_chinese_punctuation_and_doi_with_trailing_period():
    e = _entry("[1] 张三，李四，王五，等．糖尿病患者血糖控制研究[J]．中华医学杂志，2020，100(5)：321-325．"
               "DOI：10.3760/cma.j.issn.0376-2491.2020.05.001．")
    assert _fields(e) == (1, ["张三", "李四", "王五"], True, "糖尿病患者血糖控制研究", "article",
                          "中华医学杂志", 2020, "100", "5", "321-325",
                          "10.3760/cma.j.issn.0376-2491.2020.05.001", "", "")


def test_gbt_english_online_journal_with_access_date():
    e = _entry("[2] SMITH J, LEE K, WANG L, 等. Title of a paper[J/OL]. Journal of Tests, 2019, "
               "12(3): 45-50[2021-02-03]. https://doi.org/10.1000/xyz.")
    assert _fields(e) == (2, ["SMITH, J", "LEE, K", "WANG, L"], True, "Title of a paper", "article",
                          "Journal of Tests", 2019, "12", "3", "45-50", "10.1000/xyz", "", "")


def test_gbt_electronic_resource_with_dates():
    e = _entry("[3] 国家卫生健康委员会. 新型冠状病毒肺炎诊疗方案（试行第八版）[EB/OL]. "
               "(2020-08-19)[2021-02-03]. http://www.nhc.gov.cn/yzygj/s7653p/202008/0a7b.shtml.")
    assert _fields(e) == (3, ["国家卫生健康委员会"], False, "新型冠状病毒肺炎诊疗方案（试行第八版）",
                          "online", "", 2020, "", "", "", "", "",
                          "http://www.nhc.gov.cn/yzygj/s7653p/202008/0a7b.shtml")


def test_gbt_etal_followed_by_comma():
    e = _entry("[4] 张三, 李四, 等, 高血压队列研究[J]. 中国循环杂志, 2018, 33(2): 10-15.")
    assert _fields(e)[:8] == (4, ["张三", "李四"], True, "高血压队列研究", "article", "中国循环杂志",
                              2018, "33")


def test_vancouver_et_al_and_pmid():
    e = _entry("5. Smith JA, Lee K, Wang L, et al. Metformin and HbA1c in adults. N Engl J Med. "
               "2020;382(8):727-33. doi:10.1056/NEJMoa2001017. PMID: 31978945.")
    assert _fields(e) == (5, ["Smith, JA", "Lee, K", "Wang, L"], True,
                          "Metformin and HbA1c in adults", "article", "N Engl J Med", 2020, "382",
                          "8", "727-33", "10.1056/nejmoa2001017", "31978945", "")


def test_apa7_ampersand_and_doi_url():
    e = _entry("Smith, J. A., Lee, K., & Wang, L. (2020). Metformin and HbA1c in adults. Journal "
               "of Diabetes Research, 12(3), 45–50. https://doi.org/10.1000/jdr.2020.45")
    assert _fields(e) == (None, ["Smith, J. A.", "Lee, K.", "Wang, L."], False,
                          "Metformin and HbA1c in adults", "article", "Journal of Diabetes Research",
                          2020, "12", "3", "45-50", "10.1000/jdr.2020.45", "", "")
    assert e.key == "smith2020"
