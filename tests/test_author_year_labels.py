"""A list whose entries open with the label the text cites them by, names and year in square brackets,
and the title before the names (issue 20, held-out batch 55: a Spanish thesis plan typed in Word):

    [Okoro et al., 2010] Title (N. Okoro, G. N. Lind, and D. W. Sand). Journal, vol. 38, no. 3, pp. 105, 2010.

The label is no part of the names; the names in parentheses after the title are the authors; each
label opens an entry (a line ending without a stop does not swallow the next); and the text's
"[Okoro et al., 2010]", "[Marrow, 2004]" are citations of them. Every line is written for the test."""
import docx
import pytest

from refverify.parse.citations import find_citations
from refverify.core.certainty import Certainty
from refverify.parse.pipeline import parse_manuscript
from refverify.parse.reflist import parse_reference_line


def _read(line):
    e = parse_reference_line(1, line, "plan.docx")
    return e.authors, e.title, e.journal, e.publisher, e.year, e.volume, e.issue, e.pages


@pytest.mark.parametrize("line, fields", [
    ("[Okoro et al., 2010] Too much perching: the science of idle gulls ( N. Okoro, G. N. Lind, C. E. Sand, and D. W. "
     "Roe). Coastal bird science reviews, vol. 38, no. 3, pp. 105, 2010.",
     (["N. Okoro", "G. N. Lind", "C. E. Sand", "D. W. Roe"], "Too much perching: the science of idle gulls",
      "Coastal bird science reviews", "", 2010, "38", "3", "105")),
    ("[Do and Marrow, 2014] Where and when: using phones to predict where terns fly (T.M.T. Do and D. Marrow). "
     "Journal of Tern Studies, 17(4), 621-637. 2014",
     (["T.M.T. Do", "D. Marrow"], "Where and when: using phones to predict where terns fly", "Journal of Tern Studies",
      "", 2014, "17", "4", "621-637")),
    # the title's own quotes kept as single ones; a year after the pages and a stop
    ("[Lind et al., 2012] Sensing the “Health State” of a Colony (A. Lind, M. Roe, and S. Sand). Gull Computing "
     "11(4), 36–45. 2012.",
     # (the volume and issue the learned line reader's, marked guessed; the rules keep them in the journal's name)
     (["A. Lind", "M. Roe", "S. Sand"], "Sensing the ‘Health State’ of a Colony", "Gull Computing 11(4)", "", 2012,
      "11", "4", "36-45")),
    # names given first, in full, and a proceedings after ". In"
    ("[Wang et al., 2014] GullLife: assessing the health of gull colonies (Rui Wang, Fanglin Sand, and Andrew T. "
     "Roe) .In Proceedings of the Conference on Ubiquitous Birds. 2014.",
     (["Rui Wang", "Fanglin Sand", "Andrew T. Roe"], "GullLife: assessing the health of gull colonies",
      "Proceedings of the Conference on Ubiquitous Birds", "", 2014, "", "", "")),
    # a label before a line of another shape is no author
    ("[Marrow, 2004] Marrow, T. (2004). Counting gulls. Journal of Shore Birds, 3, 1-9.",
     (["Marrow, T."], "Counting gulls", "Journal of Shore Birds", "", 2004, "3", "", "1-9")),
])
def test_a_labelled_line_with_the_names_after_the_title(line, fields):
    assert _read(line) == fields


@pytest.mark.parametrize("text, cited", [
    ("the threshold is varied [Marrow, 2004]. Then", ["Marrow 2004"]),
    ("GullLog [Okoro et al., 2013] [Okoro et al., 2015] holds", ["Okoro 2013", "Okoro 2015"]),
    ("shown [Lind 2004; Do and Roe, 2010].", ["Lind 2004", "Do & Roe 2010"]),
    ("see [Online, 2020], [Table 2, 2020] and [Accessed 12 May 2020]", []),
    ("All Rights Reserved – [Month 2022]", []),          # a template's placeholder date
])
def test_author_year_citations_in_square_brackets(text, cited):
    assert [i for m in find_citations(text) for i in m.ids] == cited


def test_a_thesis_plan_citing_by_its_labels_links_every_citation(tmp_path):
    document = docx.Document()
    document.add_heading("1. Introducción", level=1)
    document.add_paragraph("Las gaviotas se posan mucho [Okoro et al., 2010]. La curva ROC se usa [Marrow, 2004].")
    document.add_heading("6. Bibliografía", level=1)
    document.add_paragraph("[Do and Roe, 2014] Where and when: using phones to predict where terns fly (T.M.T. Do and "
                           "D. Roe). Journal of Tern Studies, 17(4), 621-637. 2014")
    document.add_paragraph("[Marrow, 2004] Gull graphs: notes for researchers. (T. Marrow). Technical report. "
                           "Palo Alto (USA): Shore Laboratories; (2004)")
    document.add_paragraph("[Okoro et al., 2010] Too much perching: the science of idle gulls ( N. Okoro, G. N. Lind). "
                           "Coastal bird science reviews, vol. 38, no. 3, pp. 105, 2010.")
    document.save(tmp_path / "plan.docx")
    state = parse_manuscript(tmp_path / "plan.docx")
    assert [(r.bib.raw[:13], r.bib.year, len(r.claims)) for r in state.refs.values()] == [
        ("[Okoro et al.", 2010, 1), ("[Marrow, 2004", 2004, 1), ("[Do and Roe, ", 2014, 0)]
    assert state.meta.checks.orphans == [] and state.meta.checks.uncited == ["tmtdo2014"]


@pytest.mark.parametrize("text, cited", [
    # Indonesian and Turkish theses (held-out batch 58): "dan" / "ve" for "and", "dkk." / "vd." / "ve ark." for "et al."
    ("menurut Lind dan Okoro (2024) bahwa", ["Lind & Okoro 2024"]),
    ("Roca dkk. (2023) menyatakan", ["Roca 2023"]),
    ("(Yılmaz vd., 2019)", ["Yılmaz 2019"]),
    ("Kaya ve ark. (2018) gösterdi", ["Kaya 2018"]),
    ("Kaya ve Sand (2018) gösterdi", ["Kaya & Sand 2018"]),
    ("(Lind & al., 2001) and Okoro & al. (2007) say", ["Lind 2001", "Okoro 2007"]),     # held-out batch 61
])
def test_and_and_et_al_in_other_languages(text, cited):
    assert [i for m in find_citations(text) for i in m.ids] == cited


# Held-out batch 62: a Chinese master's thesis labels its entries as its text cites them, with full-width commas
# and 等 ("[陈睿等，1991]"); its Chinese lines part every field by commas, with no type code; English lines whose
# names the readers cannot take keep the label's first name, marked guessed.
@pytest.mark.parametrize("line, fields", [
    ("[陈明等，1991]\t 陈明，王光华，谢新民，湖北省地方志检索系统 (上)，情报理论与实践，1991(2):34-35。",
     (["陈明", "王光华", "谢新民"], "湖北省地方志检索系统 (上)", "情报理论与实践", "", 1991, "", "2", "34-35")),
    ("[韩雪，2009]\t韩雪，垂直搜索引擎的个性化推荐研究，硕士论文，大连理工大学，2009。",
     (["韩雪"], "垂直搜索引擎的个性化推荐研究", "", "大连理工大学", 2009, "", "", "")),
    ("[陈华等，2012]\t陈华，林开明，Spring框架企业应用开发实战，电子工业出版社，2012。",
     (["陈华", "林开明"], "Spring框架企业应用开发实战", "", "电子工业出版社", 2012, "", "", "")),
    ("周志明，机器学习，北京，清华大学出版社，2016",
     (["周志明"], "机器学习", "", "北京, 清华大学出版社", 2016, "", "", "")),
    ("[Kasai et al., 2004]\tS. Kasai, E. Atlas, and M. Fukuda, A fast dynamic full-text search by memory paging, "
     "International Journal of Text Mathematics, 2004, 81(12): 1477-1492.",
     (["S. Kasai", "E. Atlas", "M. Fukuda"], "A fast dynamic full-text search by memory paging",
      "International Journal of Text Mathematics", "", 2004, "81", "12", "1477-1492")),
])
def test_chinese_labels_and_lines_parted_by_commas(line, fields):
    assert _read(line) == fields


def test_a_labelled_line_whose_names_are_not_read_is_marked_guessed():
    entry = parse_reference_line(1, "[Kasai et al., 2004]\tkasai s, atlas e - fast search by memory paging (text maths 81/12)",
                                 "thesis.docx")
    assert (entry.authors, entry.authors_truncated, entry.certainty["authors"]) == (["Kasai"], True, Certainty.GUESSED)


def test_a_chinese_thesis_citing_by_its_labels_links_every_citation(tmp_path):
    d = docx.Document()
    d.add_paragraph("检索系统的研究始于[陈明等，1991]，后有[韩雪，2009]与[Kasai et al., 2004]，框架见[陈华等，2012]。")
    d.add_heading("参考文献", 1)
    for line in ["[陈明等，1991]\t 陈明，王光华，谢新民，湖北省地方志检索系统 (上)，情报理论与实践，1991(2):34-35。",
                 "[韩雪，2009]\t韩雪，垂直搜索引擎的个性化推荐研究，硕士论文，大连理工大学，2009。",
                 "[陈华等，2012]\t陈华，林开明，Spring框架企业应用开发实战，电子工业出版社，2012。",
                 "[Kasai et al., 2004]\tS. Kasai, E. Atlas, and M. Fukuda, A fast search, Text Maths, 2004, 81(12): 1477-1492."]:
        d.add_paragraph(line)
    d.save(tmp_path / "thesis.docx")
    state = parse_manuscript(tmp_path / "thesis.docx")
    assert sorted(len(ref.claims) for ref in state.refs.values()) == [1, 1, 1, 1]
    assert state.meta.checks.orphans == [] and state.meta.checks.uncited == []

