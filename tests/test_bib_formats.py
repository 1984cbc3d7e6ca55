"""Bibliographies as reference managers export them: CSL-JSON (Zotero's Better CSL JSON), CSL-YAML
(pandoc), RIS (Zotero with BOM and CRLF, Google Scholar, EndNote), PubMed's MEDLINE .nbib, EndNote
XML and Zotero's Better BibLaTeX — each read into the same entry record. The fixture files in
tests/bibformats/ are written in each program's shape (values are real bibliographic facts)."""
import shutil
from pathlib import Path

import pytest

from refverify.errors import BibUnreadable, RefverifyError
from refverify.core.bib_sniff import sniff_format
from refverify.parse.bibliography import read_bib_files
from refverify.parse.pipeline import parse_manuscript

FIXTURES = Path(__file__).parent / "bibformats"


def _read(name):
    result = read_bib_files([FIXTURES / name])
    assert result.errors == []
    return result.entries


def _fields(entry):
    return (entry.key, entry.entry_type, entry.title, entry.authors, entry.year, entry.journal,
            entry.volume, entry.issue, entry.pages, entry.doi, entry.pmid, entry.arxiv)


def test_zotero_ris_with_bom_crlf_and_wrapped_abstract():
    entries = _read("zotero.ris")
    assert [_fields(e) for e in entries] == [
        ("LeCun2015", "article", "Deep learning", ["LeCun, Yann", "Bengio, Yoshua", "Hinton, Geoffrey"],
         2015, "Nature", "521", "7553", "436-444", "10.1038/nature14539", "", ""),
        ("He2016", "inproceedings", "Deep Residual Learning for Image Recognition",
         ["He, Kaiming", "Zhang, Xiangyu", "Ren, Shaoqing", "Sun, Jian"], 2016,
         "2016 IEEE Conference on Computer Vision and Pattern Recognition (CVPR)", "", "",
         "770-778", "10.1109/cvpr.2016.90", "", ""),
        ("Bishop2006", "book", "Pattern Recognition and Machine Learning",
         ["Bishop, Christopher M."], 2006, "", "", "", "", "", "", ""),
    ]
    assert [e.line for e in entries] == [1, 25, 41]
    assert entries[0].url == "https://www.nature.com/articles/nature14539"
    assert entries[0].raw.startswith("TY  - JOUR\nTI  - Deep learning\nAU  - LeCun, Yann")
    assert entries[2].publisher == "Springer"
    assert all(e.notes == [] and not e.unreadable and e.origin == "bib" for e in entries)


def test_google_scholar_ris_a1_t1_jo_y1():
    [entry] = _read("scholar.ris")
    assert _fields(entry) == (
        "Jumper2021", "article", "Highly accurate protein structure prediction with AlphaFold",
        ["Jumper, John", "Evans, Richard", "Pritzel, Alexander"], 2021, "Nature", "596", "7873",
        "583-589", "", "", "")


def test_endnote_ris_pubmed_accession_repeated_title_and_empty_record_kept():
    first, empty = _read("endnote.ris")
    assert _fields(first) == (
        "1207", "article", "Highly accurate protein structure prediction with AlphaFold",
        ["Jumper, J.", "Evans, R."], 2021, "Nature", "596", "", "583-589",
        "10.1038/s41586-021-03819-2", "34265844", "")
    assert first.notes == ["TI given 2 times: kept the first"]
    assert (empty.unreadable, empty.line, empty.notes) == (
        True, 24, ["could not read: no title, author, year or identifier in this record"])


def test_pubmed_nbib_full_names_continuation_lines_and_group_author():
    lecun, jumper = _read("pubmed.nbib")
    assert _fields(lecun) == (
        "26017442", "article", "Deep learning", ["LeCun, Yann", "Bengio, Yoshua", "Hinton, Geoffrey"],
        2015, "Nature", "521", "7553", "436-44", "10.1038/nature14539", "26017442", "")
    assert _fields(jumper) == (
        "34265844", "article", "Highly accurate protein structure prediction with AlphaFold",
        ["Jumper, J", "Evans, R", "AlphaFold Team"], 2021, "Nature", "596", "7873", "583-589",
        "10.1038/s41586-021-03819-2", "34265844", "")
    assert (lecun.line, jumper.line) == (1, 38)


def test_zotero_better_csl_json():
    entries = _read("zotero_better.json")
    assert [_fields(e) for e in entries] == [
        ("lecunDeepLearning2015", "article", "Deep learning",
         ["LeCun, Yann", "Bengio, Yoshua", "Hinton, Geoffrey"], 2015, "Nature", "521", "7553",
         "436-444", "10.1038/nature14539", "", ""),
        ("vaswaniAttentionAllYou2017", "misc", "Attention Is All You Need",
         ["Vaswani, Ashish", "Shazeer, Noam"], 2017, "", "", "", "", "10.48550/arxiv.1706.03762",
         "", "1706.03762"),
        ("vanderwaltScikitimageImageProcessing2014", "article",
         "scikit-image: image processing in Python",
         ["van der Walt, Stéfan", "The scikit-image contributors"], 2014, "PeerJ", "2", "",
         "e453", "10.7717/peerj.453", "", ""),
        ("wang2020", "article", "2型糖尿病患者血糖控制的研究", ["王伟"], 2020, "中华医学杂志",
         "", "", "", "", "", ""),
        ("empty-item", "article", "", [], None, "", "", "", "", "", "", ""),
    ]
    assert [e.line for e in entries] == [3, 27, 44, 58, 66]
    assert entries[3].language == "zh"
    assert entries[4].unreadable and not any(e.unreadable for e in entries[:4])


def test_pandoc_csl_yaml_dates_in_every_written_form():
    entries = _read("pandoc.yaml")
    assert [(e.key, e.entry_type, e.authors, e.year, e.volume, e.issue, e.pages, e.doi, e.pmid)
            for e in entries] == [
        ("devlin2019", "inproceedings", ["Devlin, Jacob", "Chang, Ming-Wei"], 2019, "", "",
         "4171-4186", "10.18653/v1/n19-1423", ""),
        ("knuth1984", "article", ["Knuth, Donald E."], 1984, "27", "2", "97-111", "", ""),
        ("jumper2021", "article", ["Jumper, John, Jr."], 2021, "", "", "", "", "34265844"),
    ]
    assert entries[0].journal == ("Proceedings of the 2019 conference of the North American "
                                  "chapter of the association for computational linguistics")
    assert [e.line for e in entries] == [3, 16, 28]


def test_endnote_xml_style_runs_accession_and_editors():
    lecun, gan, zhang, empty = _read("endnote.xml")
    assert _fields(lecun) == (
        "LeCun2015", "article", "Deep learning", ["LeCun, Y.", "Bengio, Y.", "Hinton, G."], 2015,
        "Nature", "521", "7553", "436-44", "10.1038/nature14539", "26017442", "")
    assert _fields(gan) == (
        "Goodfellow2014", "incollection", "Generative adversarial nets", ["Goodfellow, Ian"], 2014,
        "Advances in Neural Information Processing Systems 27", "", "", "2672-2680", "", "", "")
    assert gan.publisher == "Curran Associates"
    assert (zhang.title, zhang.authors, zhang.language) == ("肝癌的早期诊断", ["张三"], "zh")
    assert empty.unreadable and empty.entry_type == "misc"


def test_better_biblatex_fields_read_right():
    entries = _read("betterbibtex.bib")
    assert [_fields(e) for e in entries] == [
        ("lecunDeepLearning2015", "article", "Deep Learning",
         ["LeCun, Yann", "Bengio, Yoshua", "Hinton, Geoffrey"], 2015, "Nature", "521", "7553",
         "436-444", "10.1038/nature14539", "", ""),
        ("vaswaniAttentionAllYou2017", "online", "Attention Is All You Need",
         ["Vaswani, Ashish", "Shazeer, Noam"], 2017, "", "", "", "", "10.48550/arxiv.1706.03762",
         "", "1706.03762"),
        ("jumperHighlyAccurateProtein2021", "article",
         "Highly Accurate Protein Structure Prediction with AlphaFold",
         ["Jumper, John", "Evans, Richard"], 2021, "Nature", "596", "7873", "583-589",
         "10.1038/s41586-021-03819-2", "34265844", ""),
        ("wangTangNiaoBing2020", "article", "2型糖尿病患者血糖控制的研究", ["王伟", "李娜"], 2020,
         "中华医学杂志", "", "", "", "", "", ""),
    ]
    assert [e.language for e in entries] == ["en", "en", "en", "zh"]


@pytest.mark.parametrize("name, renamed, kind", [
    ("zotero.ris", "export.txt", "ris"), ("pubmed.nbib", "pubmed-set.txt", "medline"),
    ("zotero_better.json", "library.json", "csljson"), ("endnote.xml", "My Library.xml", "endnote"),
    ("pandoc.yaml", "refs.yml", "cslyaml"), ("zotero.ris", "refs.bib", "ris"),
    ("nature.enw", "citation.txt", "refer"), ("endnote_upper.xml", "refs.xml", "endnote"),
])
def test_format_is_read_from_the_content(tmp_path, name, renamed, kind):
    target = tmp_path / renamed
    shutil.copy(FIXTURES / name, target)
    assert sniff_format(target.read_text(encoding="utf-8-sig"), target.suffix) == kind
    assert len(read_bib_files([target]).entries) == len(_read(name))


def test_bibliography_alone_in_each_format(tmp_path):
    counts = {}
    for name in ("zotero.ris", "pubmed.nbib", "zotero_better.json", "endnote.xml", "pandoc.yaml"):
        shutil.copy(FIXTURES / name, tmp_path / name)
        state = parse_manuscript(tmp_path / name)
        assert state.meta.citation_style == "bibliography-only"
        assert state.meta.bib_files == [name]
        counts[name] = len(state.refs)
    assert counts == {"zotero.ris": 3, "pubmed.nbib": 2, "zotero_better.json": 5,
                      "endnote.xml": 4, "pandoc.yaml": 3}


def test_ris_saved_as_txt_is_a_bibliography_alone_and_unreadable_record_reaches_state(tmp_path):
    shutil.copy(FIXTURES / "endnote.ris", tmp_path / "endnote export.txt")
    state = parse_manuscript(tmp_path / "endnote export.txt")
    assert state.meta.citation_style == "bibliography-only"
    ref = state.refs["ref"]
    assert (ref.bib.unreadable, ref.bib.notes, ref.bib.line) == (
        True, ["could not read: no title, author, year or identifier in this record"], 24)
    assert state.refs["1207"].bib.notes == ["TI given 2 times: kept the first"]
    assert state.refs["1207"].bib.pmid == "34265844"


@pytest.mark.parametrize("name, text, message", [
    ("refs.json", '[{"id": "a", "title": "T",]', r"refs\.json: not valid CSL-JSON \(line 1: "),
    ("refs.json", '{"config": {"x": 1}}', r"refs\.json: not a CSL bibliography \(no list of items"),
    ("refs.ris", "Title: a note, not RIS\n", r"refs\.ris: not a RIS bibliography"),
    ("refs.xml", "<xml><records><record><titles>", r"refs\.xml: not valid EndNote XML \("),
    ("refs.yaml", "references:\n- id: a\n  title: [unclosed\n", r"refs\.yaml: not valid CSL-YAML \("),
    ("refs.yaml", "output:\n  html_document: default\n", r"refs\.yaml: not a CSL-YAML bibliography"),
])
def test_broken_file_is_one_line_error_naming_file_and_cause(tmp_path, name, text, message):
    (tmp_path / name).write_text(text, encoding="utf-8")
    with pytest.raises(RefverifyError, match=message):
        read_bib_files([tmp_path / name])
    with pytest.raises(BibUnreadable, match=message):
        parse_manuscript(tmp_path / name)


def test_endnote_tagged_enw_with_wrapped_abstract():
    jumper, knuth = _read("nature.enw")
    assert _fields(jumper) == (
        "Jumper2021", "article", "Highly accurate protein structure prediction with AlphaFold",
        ["Jumper, John", "Evans, Richard", "Pritzel, Alexander"], 2021, "Nature", "596", "7873",
        "583-589", "10.1038/s41586-021-03819-2", "", "")
    assert (knuth.key, knuth.entry_type, knuth.publisher, knuth.year, knuth.line) == (
        "Knuth1968", "book", "Addison-Wesley", 1968, 18)


def test_upper_case_endnote_xml_with_doi_in_url():
    tidyverse, ggplot = _read("endnote_upper.xml")
    assert _fields(tidyverse) == (
        "Wickham2019", "article", "Welcome to the tidyverse", ["Wickham, Hadley", "Averick, Mara"],
        2019, "Journal of Open Source Software", "4", "43", "1686", "10.21105/joss.01686", "", "")
    assert (ggplot.key, ggplot.entry_type, ggplot.title, ggplot.publisher, ggplot.doi) == (
        "ggplot2", "book", "ggplot2: Elegant Graphics for Data Analysis", "Springer-Verlag New York",
        "10.1007/978-3-319-24277-4")


def test_endnote_xml_not_well_formed_is_read_record_by_record():
    wolpert, deb, cut = _read("endnote_broken.xml")
    assert (wolpert.title, wolpert.authors, wolpert.year, wolpert.pages, wolpert.notes) == (
        "No free lunch theorems for optimization", ["Wolpert, D. H.", "Macready, W. G."], 1997,
        "67-82", [])
    assert (deb.title, deb.line, deb.notes) == (
        "Multi-objective optimization & decision making", 3,
        ["a bare '&' in this record read as a character (the file is not well-formed XML)"])
    assert (cut.key, cut.unreadable, cut.line) == ("record-line-4", True, 4)
    assert cut.notes[0].startswith("could not read this record: not well-formed XML (")


def test_ris_names_written_first_name_first_and_unknown_tags(tmp_path):
    (tmp_path / "x.ris").write_text(
        "TY  - JOUR\nAU  - Rob van Kranenburg\nAU  - S. Janson\nAU  - The CMS Collaboration\n"
        "TI  - The Internet of Things\nPY  - 2011\nUR  - https://example.org/iot\n"
        "NOTE - PDF file: iot.pdf\nER  - \n", encoding="utf-8")
    [entry] = read_bib_files([tmp_path / "x.ris"]).entries
    assert entry.authors == ["van Kranenburg, Rob", "Janson, S.", "The CMS Collaboration"]
    assert (entry.key, entry.url) == ("vanKranenburg2011", "https://example.org/iot")
    assert entry.certainty == {"authors": "guessed"}
    assert entry.notes == ["names written first name first ('Rob van Kranenburg'): split as "
                           "BibTeX splits them"]


def test_et_al_written_as_an_author_marks_the_list_cut(tmp_path):
    (tmp_path / "x.ris").write_text("TY  - JOUR\nAU  - Smith, John\nAU  - et al.\nTI  - A study\n"
                                    "PY  - 2020\nER  - \n", encoding="utf-8")
    (tmp_path / "x.json").write_text('[{"id": "z", "title": "T", "author": [{"family": "Zhang", '
                                     '"given": "Wei"}, {"literal": "others"}]}]', encoding="utf-8")
    [ris] = read_bib_files([tmp_path / "x.ris"]).entries
    [csl] = read_bib_files([tmp_path / "x.json"]).entries
    assert (ris.authors, ris.authors_truncated, ris.placeholder_authors) == (["Smith, John"], True, False)
    assert (csl.authors, csl.authors_truncated) == (["Zhang, Wei"], True)


def test_web_of_science_plain_text_one_name_per_line_and_wrapped_abstract(tmp_path):
    lecun, he = _read("savedrecs.txt")
    assert _fields(lecun) == (
        "LeCun2015", "article", "Deep learning", ["LeCun, Yann", "Bengio, Yoshua", "Hinton, Geoffrey"],
        2015, "NATURE", "521", "7553", "436-444", "10.1038/nature14539", "26017442", "")
    assert _fields(he) == (
        "He2016", "inproceedings", "Deep Residual Learning for Image Recognition",
        ["He, Kaiming", "Zhang, Xiangyu"], 2016,
        "2016 IEEE CONFERENCE ON COMPUTER VISION AND PATTERN RECOGNITION (CVPR)", "", "",
        "770-778", "10.1109/cvpr.2016.90", "", "")
    assert (lecun.line, he.line) == (3, 26)
    shutil.copy(FIXTURES / "savedrecs.txt", tmp_path / "savedrecs.txt")
    state = parse_manuscript(tmp_path / "savedrecs.txt")
    assert (state.meta.citation_style, sorted(state.refs)) == ("bibliography-only", ["He2016", "LeCun2015"])


def test_two_ris_files_with_the_same_made_up_key_keep_both_works(tmp_path):
    """Keys made from author and year are unique per file only: a second file's Smith2020 is
    another work, kept under its own key (never dropped as a duplicate)."""
    from refverify.parse.bibliography import read_bib_files
    one = tmp_path / "one.ris"
    one.write_text("TY  - JOUR\nAU  - Smith, John\nTI  - Sleep and blood pressure\nPY  - 2020\nER  - \n",
                   encoding="utf-8")
    two = tmp_path / "two.ris"
    two.write_text("TY  - JOUR\nAU  - Smith, Anna\nTI  - Coffee and liver enzymes\nPY  - 2020\nER  - \n",
                   encoding="utf-8")
    same = tmp_path / "same.ris"
    same.write_text(one.read_text(encoding="utf-8"), encoding="utf-8")
    result = read_bib_files([one, two, same])
    assert [(e.key, e.title) for e in result.entries] == [
        ("Smith2020", "Sleep and blood pressure"), ("Smith2020-2", "Coffee and liver enzymes")]
    assert result.entries[1].notes[-1].endswith("read as 'Smith2020-2'")
    assert any("duplicate key 'Smith2020'" in e for e in result.errors)   # the same work twice
