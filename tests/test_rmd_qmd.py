"""R Markdown and Quarto manuscripts: pandoc Markdown whose YAML header names the bibliography
(a CSL-JSON references.json as Quarto and Zotero users have it), with code chunks, inline R code,
Quarto cross-references (@fig-…, @tbl-…, @sec-…) and bookdown's \\@ref(fig:…) that are not
citations; and pandoc's inline `references:` block in the header."""
import shutil
from pathlib import Path

from refverify.parse.manuscript import read_document
from refverify.parse.pipeline import parse_manuscript
from tests.doc_citations import body_citations

FIXTURES = Path(__file__).parent / "bibformats"

QMD = """---
title: "Learning representations"
format: html
bibliography: references.json
---

## Introduction {#sec-intro}

Deep networks learn layered representations [@lecunDeepLearning2015], and
attention alone suffices for translation @vaswaniAttentionAllYou2017.
See @fig-loss, @tbl-summary, @sec-intro, @eq-model and @thm-bound.

```{python}
#| label: fig-loss
#| fig-cap: "Loss @notacitation"
print("[@notcited]")
```

The mean was `{python} round(m, 2)` as in [@fig-loss; @lecunDeepLearning2015, p. 437].

![Training loss](loss.png){#fig-loss}

## References

::: {#refs}
:::
"""

RMD = """---
title: "A bookdown chapter"
output: bookdown::html_document2
bibliography:
  - refs.ris
  - "pubmed.nbib"
---

```{r setup, include=FALSE}
knitr::opts_chunk$set(echo = FALSE)
x <- "@inchunk"
```

We fit `r nrow(d)` cases, as in Figure \\@ref(fig:scatter) and Table \\@ref(tab:coef)
[@He2016; @26017442].

```{r scatter, fig.cap="A scatter plot [@alsonot]"}
plot(d)
```
"""


def _cites(doc):
    return [(line, m.ids) for _, m, line in body_citations(doc)]


def test_qmd_chunks_inline_code_and_quarto_crossrefs_are_not_citations(tmp_path):
    (tmp_path / "paper.qmd").write_text(QMD, encoding="utf-8")
    doc = read_document(tmp_path / "paper.qmd")
    assert doc.format == "md"
    assert _cites(doc) == [(9, ["lecunDeepLearning2015"]), (10, ["vaswaniAttentionAllYou2017"]),
                           (19, ["lecunDeepLearning2015"])]
    assert doc.bib_paths == [(tmp_path / "references.json").resolve()]


def test_qmd_with_csl_json_bibliography_resolves_every_citation(tmp_path):
    (tmp_path / "paper.qmd").write_text(QMD, encoding="utf-8")
    shutil.copy(FIXTURES / "zotero_better.json", tmp_path / "references.json")
    state = parse_manuscript(tmp_path / "paper.qmd")
    assert state.meta.citation_style == "pandoc"
    assert state.meta.bib_files == ["references.json"]
    assert state.meta.checks.orphans == []
    assert [len(state.refs[k].claims) for k in ("lecunDeepLearning2015",
                                                 "vaswaniAttentionAllYou2017")] == [2, 1]
    assert state.refs["vaswaniAttentionAllYou2017"].bib.arxiv == "1706.03762"
    assert state.refs["lecunDeepLearning2015"].bib.doi == "10.1038/nature14539"


def test_rmd_bookdown_refs_chunks_and_bibliography_list_of_ris_and_nbib(tmp_path):
    (tmp_path / "chapter.Rmd").write_text(RMD, encoding="utf-8")
    shutil.copy(FIXTURES / "zotero.ris", tmp_path / "refs.ris")
    shutil.copy(FIXTURES / "pubmed.nbib", tmp_path / "pubmed.nbib")
    doc = read_document(tmp_path / "chapter.Rmd")
    assert _cites(doc) == [(15, ["He2016", "26017442"])]
    state = parse_manuscript(tmp_path / "chapter.Rmd")
    assert state.meta.bib_files == ["refs.ris", "pubmed.nbib"]
    assert state.meta.checks.orphans == []
    assert state.refs["He2016"].bib.title == "Deep Residual Learning for Image Recognition"
    assert state.refs["26017442"].bib.pmid == "26017442"
    assert len(state.refs) == 5           # every entry of both files reaches the state


def test_markdown_header_references_block_is_the_bibliography(tmp_path):
    text = ("---\ntitle: Notes\nreferences:\n- id: knuth1984\n  type: article-journal\n"
            "  author:\n  - family: Knuth\n    given: Donald E.\n  title: Literate programming\n"
            "  container-title: The Computer Journal\n  issued: 1984\n  volume: 27\n"
            "- id: ghost2020\n  title: A work nobody cites\n  issued: 2020\n---\n\n"
            "Programs are essays [@knuth1984] and @missing2021 is not there.\n")
    (tmp_path / "notes.md").write_text(text, encoding="utf-8")
    state = parse_manuscript(tmp_path / "notes.md")
    knuth = state.refs["knuth1984"]
    assert (knuth.bib.title, knuth.bib.author_list, knuth.bib.year, knuth.bib.line) == (
        "Literate programming", ["Knuth, Donald E."], 1984, 4)
    assert knuth.bib.file == "notes.md"
    assert state.meta.checks.orphans == ["missing2021"]
    assert state.meta.checks.uncited == ["ghost2020"]
    assert state.meta.bib_files == ["notes.md#references.yaml"]


def test_quarto_book_chapter_takes_the_project_bibliography(tmp_path):
    (tmp_path / "_quarto.yml").write_text(
        "project:\n  type: book\nbook:\n  title: A thesis\n  chapters:\n    - index.qmd\n"
        "    - intro.qmd\nbibliography: references.json\n", encoding="utf-8")
    (tmp_path / "intro.qmd").write_text("# Introduction\n\nAs shown [@lecunDeepLearning2015].\n",
                                        encoding="utf-8")
    shutil.copy(FIXTURES / "zotero_better.json", tmp_path / "references.json")
    state = parse_manuscript(tmp_path / "intro.qmd")
    assert state.meta.bib_files == ["references.json"]
    assert state.meta.checks.orphans == []
    assert "intro.qmd: bibliography references.json from _quarto.yml" in state.meta.messages


def test_bookdown_chapter_takes_the_bibliography_of_index_rmd(tmp_path):
    (tmp_path / "index.Rmd").write_text(
        '---\ntitle: "A book"\nsite: bookdown::bookdown_site\nbibliography: [book.ris]\n---\n\n'
        "# Preface\n", encoding="utf-8")
    (tmp_path / "02-methods.Rmd").write_text("# Methods\n\nWe follow [@He2016].\n",
                                              encoding="utf-8")
    shutil.copy(FIXTURES / "zotero.ris", tmp_path / "book.ris")
    state = parse_manuscript(tmp_path / "02-methods.Rmd")
    assert state.meta.bib_files == ["book.ris"]
    assert state.meta.checks.orphans == []
    assert [c.ref_id for c in state.refs["He2016"].claims] == ["He2016"]


def test_bibliography_written_by_inline_r_code_and_yaml_comment(tmp_path):
    (tmp_path / "a.Rmd").write_text(
        "---\ntitle: Notes\nbibliography: \"`r rbbt::bbt_write_bib('bibliography.json', "
        "overwrite = TRUE)`\"\n---\n\nText [@wang2020].\n", encoding="utf-8")
    (tmp_path / "b.qmd").write_text(
        "---\nbibliography: refs.ris   # exported from Zotero\n---\n\nText [@He2016].\n",
        encoding="utf-8")
    assert read_document(tmp_path / "a.Rmd").bib_paths == [(tmp_path / "bibliography.json").resolve()]
    assert read_document(tmp_path / "b.qmd").bib_paths == [(tmp_path / "refs.ris").resolve()]


def test_numbers_in_brackets_inside_inline_r_code_are_not_citations(tmp_path):
    shutil.copy(FIXTURES / "pandoc.yaml", tmp_path / "references.yaml")
    (tmp_path / "ma.Rmd").write_text(
        "---\nbibliography: references.yaml\n---\n\n"
        "The mean effect was `r fmt(res$estimate[1], 2)` [95% CI `r fmt(res$conf.low[1], 2)`, "
        "`r fmt(res$conf.high[2], 2)`] as estimated with REML [@knuth1984; @devlin2019].\n",
        encoding="utf-8")
    state = parse_manuscript(tmp_path / "ma.Rmd")
    assert state.meta.citation_style == "pandoc"
    assert sorted(state.refs) == ["devlin2019", "jumper2021", "knuth1984"]
    assert state.meta.checks.orphans == []
    assert state.meta.checks.uncited == ["jumper2021"]


def test_csl_json_given_with_bib_to_a_markdown_paper(tmp_path):
    (tmp_path / "paper.md").write_text("# Intro\n\nDeep nets [@lecunDeepLearning2015] and "
                                       "@wang2020 agree.\n", encoding="utf-8")
    shutil.copy(FIXTURES / "zotero_better.json", tmp_path / "library.json")
    state = parse_manuscript(tmp_path / "paper.md", [tmp_path / "library.json"])
    assert state.meta.bib_files == ["library.json"]
    assert state.meta.checks.orphans == []
    assert state.refs["wang2020"].bib.title == "2型糖尿病患者血糖控制的研究"


def test_quarto_custom_crossref_kinds_are_not_citations(tmp_path):
    # held-out batch 52: a Quarto paper's supplementary figures and tables ("crossref: custom: key: suppfig")
    # were 17 citations of works in no list
    (tmp_path / "paper.qmd").write_text(
        "---\ntitle: Gulls\nbibliography: references.json\ncrossref:\n  custom:\n    - kind: float\n      key: suppfig\n"
        "    - kind: float\n      key: supptbl\n---\n\nGulls nest on sand [@lecunDeepLearning2015; see @suppfig-nests and "
        "@supptbl-counts-study3], as @apptab-sites shows.\n", encoding="utf-8")
    doc = read_document(tmp_path / "paper.qmd")
    assert _cites(doc) == [(12, ["lecunDeepLearning2015"])]
