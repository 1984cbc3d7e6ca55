"""GB/T 7714 lines as Chinese theses really carry them (issue 20, held-out batch 11's classes): the
2005 author-date order with the year a sentence of its own, minority and transliterated names whose
middle dot is typed as a period, CNKI's conference papers with the organiser before the proceedings,
CNKI's tails, and ScienceDirect's "Volume 41,Pages 325-337" tail glued to a GB/T line. Every line is
written for this test in the shapes seen in theses' lists (the people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line
from refverify.parse.reflist_certainty import Certainty

FIELDS = ("authors", "authors_truncated", "year", "title", "journal", "publisher", "volume", "issue", "pages", "doi")


def _read(line: str) -> dict:
    entry = parse_reference_line(1, line, "thesis.md")
    return {f: getattr(entry, f) for f in FIELDS}


def _row(authors, title, year, journal="", publisher="", volume="", issue="", pages="", doi="", truncated=False):
    return {"authors": authors, "authors_truncated": truncated, "year": year, "title": title, "journal": journal,
            "publisher": publisher, "volume": volume, "issue": issue, "pages": pages, "doi": doi}


TIDES = "Tidal mixing in shallow bays"
SOIL = "城郊土壤的重金属分布"

# 1. GB/T 7714-2005's author-date order: "Names. 2013. Title[J]. Journal, volume(issue): pages."
AUTHOR_DATE = {
    "en-given-first": ("Marta Rivera, Kwame Osei. 2013. Tidal mixing in shallow bays[J]. Estuarine Letters, 27: 101-118.",
                       _row(["Marta Rivera", "Kwame Osei"], TIDES, 2013, "Estuarine Letters", volume="27", pages="101-118")),
    "en-family-initials": ("Rivera M T, Osei K. 2013. Tidal mixing in shallow bays[J]. Est Lett, 27(3): 101-118.",
                           _row(["Rivera, M T", "Osei, K"], TIDES, 2013, "Est Lett", volume="27", issue="3", pages="101-118")),
    "en-capitals": ("RIVERA M T, OSEI K. 2013. Tidal mixing in shallow bays[J]. Estuarine Letters, 27: 101-118.",
                    _row(["RIVERA, M T", "OSEI, K"], TIDES, 2013, "Estuarine Letters", volume="27", pages="101-118")),
    "en-et-al-doi": ("Rivera M T, Osei K, Lund P, et al. 2013. Tidal mixing in shallow bays[J]. Estuarine Letters, 27(3): 101-118. DOI: 10.5555/el.2013.027.",
                     _row(["Rivera, M T", "Osei, K", "Lund, P"], TIDES, 2013, "Estuarine Letters", volume="27", issue="3",
                          pages="101-118", doi="10.5555/el.2013.027", truncated=True)),
    "en-url": ("Marta Rivera, Kwame Osei. 2013. Tidal mixing in shallow bays[J/OL]. Estuarine Letters, 27(3): 101-118. https://doi.org/10.5555/el.2013.027",
               _row(["Marta Rivera", "Kwame Osei"], TIDES, 2013, "Estuarine Letters", volume="27", issue="3",
                    pages="101-118", doi="10.5555/el.2013.027")),
    "en-apa-names-year-sentence": ("[3]Rivera, M. T., Osei, K., & Lund, P. 2013. Tidal mixing in shallow bays[J]. Estuarine Letters, 27(3), 101–118.",
                                   _row(["Rivera, M. T.", "Osei, K.", "Lund, P."], TIDES, 2013, "Estuarine Letters",
                                        volume="27", issue="3", pages="101-118")),
    "en-apa-year-parenthesised": ("[1]Rivera, M. T., Osei, K., & Lund, P. (2013). Tidal mixing in shallow bays[J]. Estuarine Letters, 27(3), 101-118.",
                                  _row(["Rivera, M. T.", "Osei, K.", "Lund, P."], TIDES, 2013, "Estuarine Letters",
                                       volume="27", issue="3", pages="101-118")),
    "en-title-opens-with-a-number": ("Rivera M T. 2020. 2020: a year of floods[J]. Flood Review, 3: 1-9.",
                                     _row(["Rivera, M T"], "2020: a year of floods", 2020, "Flood Review", volume="3", pages="1-9")),
    "zh-year-in-full-width-parentheses": ("马宁，孔青（2016）．城郊土壤的重金属分布[J]．环境科学研究，29（4）：512-519．",
                                          _row(["马宁", "孔青"], SOIL, 2016, "环境科学研究", volume="29", issue="4", pages="512-519")),
    "zh-half-width": ("马宁, 孔青. 2016. 城郊土壤的重金属分布[J]. 环境科学研究, 29(4): 512-519.",
                      _row(["马宁", "孔青"], SOIL, 2016, "环境科学研究", volume="29", issue="4", pages="512-519")),
    "zh-full-width": ("马宁，孔青．2016．城郊土壤的重金属分布[J]．环境科学研究，29（4）：512-519．",
                      _row(["马宁", "孔青"], SOIL, 2016, "环境科学研究", volume="29", issue="4", pages="512-519")),
    "zh-etal-comma-after-code": ("马宁, 孔青, 等. 2016. 城郊土壤的重金属分布[J]，环境科学研究, 29(4): 512-519.",
                                 _row(["马宁", "孔青"], SOIL, 2016, "环境科学研究", volume="29", issue="4", pages="512-519",
                                      truncated=True)),
    "zh-book-edition": ("丁山. 2009. 河口沉积学导论[M]. 2版. 南京: 河海大学出版社.",
                        _row(["丁山"], "河口沉积学导论", 2009, publisher="河海大学出版社")),
    "en-book": ("RIVERA M T. 2009. Sediments of the river mouth[M]. Boston: Harbor Books.",
                _row(["RIVERA, M T"], "Sediments of the river mouth", 2009, publisher="Harbor Books")),
    "zh-proceedings": ("丁山, 孔青. 2018. 湿地监测的新方法[C]//中国海洋学会. 第九届海洋环境学术会议论文集. 青岛: 中国海洋大学出版社: 45-52.",
                       _row(["丁山", "孔青"], "湿地监测的新方法", 2018, "第九届海洋环境学术会议论文集", "中国海洋大学出版社",
                            pages="45-52")),
    "en-proceedings": ("Marta Rivera, Kwame Osei. 2018. Sensing tides with drones[C]//Proceedings of the 5th Workshop on Coastal Sensing. Lisbon: IEEE: 12-19.",
                       _row(["Marta Rivera", "Kwame Osei"], "Sensing tides with drones", 2018,
                            "Proceedings of the 5th Workshop on Coastal Sensing", "IEEE", pages="12-19")),
    "en-acm-proceedings-tail": ("[18]Marta Rivera, Kwame Osei, and Paul Lund. 2018. Sensing tides with drones[C]. In Proceedings of CoastSense’18, June 3–5, 2018, Lisbon, Portugal., , 8 pages.",
                                _row(["Marta Rivera", "Kwame Osei", "Paul Lund"], "Sensing tides with drones", 2018,
                                     "Proceedings of CoastSense’18")),
    "csl-rendered-full-width-comma": ("[7]\tVEEN P H van der, MULLER M, OSEI K. 2014. Tidal mixing in shallow bays[J]，Estuarine Letters, 337(1/2): 112-118. .",
                                      _row(["VEEN, P H van der", "MULLER, M", "OSEI, K"], TIDES, 2014, "Estuarine Letters",
                                           volume="337", issue="1/2", pages="112-118")),
    "csl-rendered-book-year-mark": ("[1]\t丁山. 2011. 河口沉积学导论[M]. 上海: 上海古籍出版社，2011年.",
                                    _row(["丁山"], "河口沉积学导论", 2011, publisher="上海古籍出版社")),
    "zh-thesis": ("丁山. 2019. 河口水文过程研究[D]. 南京: 河海大学.",
                  _row(["丁山"], "河口水文过程研究", 2019, publisher="河海大学")),
}

# 2. A minority or transliterated name's middle dot typed as a period or another dot
DOTTED_NAMES = {
    "period-middle": ("[2]丁山,阿依古丽.买买提,孔青.城郊土壤的重金属分布[J].环境科学研究,2016,29(4):512-519.",
                      ["丁山", "阿依古丽.买买提", "孔青"]),
    "period-first": ("[2]次仁.多吉,丁山.高原草甸的碳通量[J].生态学报,2016,36(4):512-519.", ["次仁.多吉", "丁山"]),
    "full-width-stop": ("[2]丁山,次仁．多吉,孔青.高原草甸的碳通量[J].生态学报,2016,36(4):512-519.", ["丁山", "次仁.多吉", "孔青"]),
    "middle-dot": ("[2]丁山,阿依古丽·买买提,孔青.城郊土壤的重金属分布[J].环境科学研究,2016,29(4):512-519.",
                   ["丁山", "阿依古丽·买买提", "孔青"]),
    "bullet": ("[2]丁山, 阿依古丽•买买提, 孔青. 城郊土壤的重金属分布[J]. 环境科学研究, 2016, 29(4): 512-519.",
               ["丁山", "阿依古丽•买买提", "孔青"]),
    "hyphenation-point": ("[2]丁山,阿依古丽‧买买提,孔青.城郊土壤的重金属分布[J].环境科学研究,2016,29(4):512-519.",
                          ["丁山", "阿依古丽‧买买提", "孔青"]),
    "katakana-middle-dot": ("[2]丁山,阿依古丽・买买提,孔青.城郊土壤的重金属分布[J].环境科学研究,2016,29(4):512-519.",
                            ["丁山", "阿依古丽・买买提", "孔青"]),
    "transliterated-book": ("[1]卡尔.马克思,弗里德里希.恩格斯,丁山.宣言的注释[M].北京:人民出版社,2014.",
                            ["卡尔.马克思", "弗里德里希.恩格斯", "丁山"]),
    "all-dotted": ("[1]阿依古丽.买买提,次仁.多吉,热依拉.吐尔逊.高原草甸的碳通量[J].生态学报,2016,36(4):512-519.",
                   ["阿依古丽.买买提", "次仁.多吉", "热依拉.吐尔逊"]),
    "dotted-before-etal": ("[5] 阿依古丽.买买提，次仁.多吉，热依拉.吐尔逊，等．高原草甸的碳通量[J].生态学报，2016，36（4):512-519.",
                           ["阿依古丽.买买提", "次仁.多吉", "热依拉.吐尔逊"]),
    "full-width-commas-two-dotted-last": ("[10]丁山，次仁.多吉，阿依古丽.买买提．高原草甸的碳通量[J].生态学报,2016,36(4):512-519.",
                                          ["丁山", "次仁.多吉", "阿依古丽.买买提"]),
    "author-date": ("阿依古丽.买买提, 丁山, 2016. 城郊土壤的重金属分布[J]. 环境科学研究, 29(4): 512-519.",
                    ["阿依古丽.买买提", "丁山"]),
}

# 3. CNKI's conference papers: the organiser before the proceedings is not the venue
CONFERENCES = {
    "cnki-slashes": ("[3]丁山,孔青.湿地监测的新方法[C]//中国海洋学会.第九届海洋环境学术会议论文集.2018:45-52.",
                     ("第九届海洋环境学术会议论文集", "", 2018, "45-52")),
    "cnki-slashes-lost": ("[3]丁山,孔青.湿地监测的新方法[C]中国海洋学会.第九届海洋环境学术会议论文集.2018:45.",
                          ("第九届海洋环境学术会议论文集", "", 2018, "45")),
    "cnki-slashes-lost-abstracts-host": ("[3]丁山,孔青.湿地监测的新方法[C]中国海洋学会.第九届海洋环境学术大会摘要集.中国海洋大学海洋学院;,2018:45.",
                                         ("第九届海洋环境学术大会摘要集", "中国海洋大学海洋学院", 2018, "45")),
    "cnki-slashes-lost-academy": ("[3]丁山,孔青.湿地监测的新方法[C]中国科学院.2018年海洋科学青年论坛文集.2018:45-52.",
                                  ("2018年海洋科学青年论坛文集", "", 2018, "45-52")),
    "stop-after-code": ("[3]丁山,孔青. 湿地监测的新方法[C]. 中国海洋学会. 第九届海洋环境学术会议论文集. 2018: 45-52.",
                        ("第九届海洋环境学术会议论文集", "", 2018, "45-52")),
    "branch-organiser": ("[3]丁山,孔青.湿地监测的新方法[C]//中国海洋学会海洋环境分会.第九届海洋环境学术会议论文集.2018:45-52.",
                         ("第九届海洋环境学术会议论文集", "", 2018, "45-52")),
    "cnki-host-semicolon-doi": ("[3]丁山,孔青.湿地监测的新方法[C]//中国海洋学会.第九届海洋环境学术会议论文集.中国海洋大学海洋学院;,2018:45-52.DOI:10.26914/c.cnkihy.2018.001234.",
                                ("第九届海洋环境学术会议论文集", "中国海洋大学海洋学院", 2018, "45-52")),
    "university-organiser": ("[3]丁山,孔青.湿地监测的新方法[C]//河海大学.2018年全国水利博士论坛论文集.河海大学,2018:45-52.",
                             ("2018年全国水利博士论坛论文集", "河海大学", 2018, "45-52")),
    "english-organiser": ("[3]Rivera M, Osei K. Sensing tides with drones[C]//IEEE Oceanic Engineering Society. Proceedings of the 5th Workshop on Coastal Sensing. Lisbon: IEEE, 2018: 12-19.",
                          ("Proceedings of the 5th Workshop on Coastal Sensing", "IEEE", 2018, "12-19")),
    "english-place-publisher": ("[3]Rivera M, Osei K. Sensing tides with drones[C]//Proceedings of the 5th Workshop on Coastal Sensing. Lisbon: IEEE, 2018: 12-19.",
                                ("Proceedings of the 5th Workshop on Coastal Sensing", "IEEE", 2018, "12-19")),
}

# 4. CNKI's and VIP's tails as exported
CNKI_TAILS = {
    "plus-pages": ("[1]丁山.城郊土壤的重金属分布[J].环境科学研究,2016,29(4):512-519+530.",
                   _row(["丁山"], SOIL, 2016, "环境科学研究", volume="29", issue="4", pages="512-519+530")),
    "issue-without-volume": ("[1]丁山.城郊土壤的重金属分布[J].环境科学研究,2016(04):512-519.",
                             _row(["丁山"], SOIL, 2016, "环境科学研究", issue="04", pages="512-519")),
    "doi-at-end": ("[1]丁山.城郊土壤的重金属分布[J].环境科学研究,2016,29(04):512-519.DOI:10.13198/j.issn.1001-6929.2016.04.05.",
                   _row(["丁山"], SOIL, 2016, "环境科学研究", volume="29", issue="04", pages="512-519",
                        doi="10.13198/j.issn.1001-6929.2016.04.05")),
    "online": ("[1]丁山.城郊土壤的重金属分布[J/OL].环境科学研究,2016,29(4):512-519.",
               _row(["丁山"], SOIL, 2016, "环境科学研究", volume="29", issue="4", pages="512-519")),
    "english-mark-half-width": ("[1]丁山.城郊土壤的重金属分布(英文)[J].环境科学研究,2016,29(04):512-519.",
                                _row(["丁山"], SOIL + "(英文)", 2016, "环境科学研究", volume="29", issue="04", pages="512-519")),
    "english-mark-full-width": ("[1]丁山. 城郊土壤的重金属分布（英文）[J].环境科学研究,2016,29(04):512-519.",
                                _row(["丁山"], SOIL + "（英文）", 2016, "环境科学研究", volume="29", issue="04", pages="512-519")),
    "thesis-place": ("[1]丁山.河口水文过程研究[D].南京:河海大学,2019.", _row(["丁山"], "河口水文过程研究", 2019, publisher="河海大学")),
    "thesis-doi": ("[1]丁山. 河口水文过程研究[D].河海大学,2019.DOI:10.27148/d.cnki.ghhdu.2019.000123.",
                   _row(["丁山"], "河口水文过程研究", 2019, publisher="河海大学", doi="10.27148/d.cnki.ghhdu.2019.000123")),
}

# 5. ScienceDirect's export tail glued to a GB/T line
SCIENCEDIRECT = {
    "author-date-glued": ("[2]Marta Rivera, Kwame Osei, Paul Lund. 2013. Tidal mixing in shallow bays[J]. Estuarine Letters,Volume 27,Pages 101-118,ISSN 1234-5678,https://doi.org/10.5555/el.2013.027.",
                          _row(["Marta Rivera", "Kwame Osei", "Paul Lund"], TIDES, 2013, "Estuarine Letters", volume="27",
                               pages="101-118", doi="10.5555/el.2013.027")),
    "author-date-spaced-issue": ("Marta Rivera, Kwame Osei. 2013. Tidal mixing in shallow bays[J]. Estuarine Letters, Volume 27, Issue 3, Pages 101-118, ISSN 1234-5678.",
                                 _row(["Marta Rivera", "Kwame Osei"], TIDES, 2013, "Estuarine Letters", volume="27", issue="3",
                                      pages="101-118")),
    "numbered-year-inside": ("[4]Marta Rivera, Kwame Osei.Tidal mixing in shallow bays[J]. Estuarine Letters, Volume 27, 2013,Pages 101-118, DOI:https://doi.org/10.5555/el.2013.027.",
                             _row(["Marta Rivera", "Kwame Osei"], TIDES, 2013, "Estuarine Letters", volume="27", pages="101-118",
                                  doi="10.5555/el.2013.027")),
    "numbered-journal-with-commas": ("[4]Marta Rivera, Kwame Osei.Tidal mixing in shallow bays[J]. Coasts, Estuaries and Bays, Volume 27, 2013,Pages 101-118.",
                                     _row(["Marta Rivera", "Kwame Osei"], TIDES, 2013, "Coasts, Estuaries and Bays", volume="27",
                                          pages="101-118")),
    "numbered-no-year": ("[1]Rivera M, Osei K. Tidal mixing in shallow bays[J]. Estuarine Letters,Volume 27,Pages 101-118,ISSN 1234-5678,https://doi.org/10.5555/el.2013.027.",
                         _row(["Rivera, M", "Osei, K"], TIDES, None, "Estuarine Letters", volume="27", pages="101-118",
                              doi="10.5555/el.2013.027")),
    "article-number": ("[4]Marta Rivera, Kwame Osei.Tidal mixing in shallow bays[J]. Estuarine Letters, Volume 27, 2013, 104563.",
                       _row(["Marta Rivera", "Kwame Osei"], TIDES, 2013, "Estuarine Letters", volume="27", pages="104563")),
}


def _cases(table):
    return [pytest.param(line, expected, id=name) for name, (line, expected) in table.items()]


@pytest.mark.parametrize("line, expected", _cases(AUTHOR_DATE) + _cases(CNKI_TAILS) + _cases(SCIENCEDIRECT))
def test_gbt_fields(line, expected):
    assert _read(line) == expected


@pytest.mark.parametrize("line, authors", _cases(DOTTED_NAMES))
def test_dotted_names_kept_whole(line, authors):
    entry = parse_reference_line(1, line, "thesis.md")
    assert entry.authors == authors
    assert entry.certainty.get("authors") != Certainty.GUESSED    # another name after it, or two dotted names
    assert "." not in entry.title and "．" not in entry.title


@pytest.mark.parametrize("line, expected", _cases(CONFERENCES))
def test_conference_venue_is_the_proceedings(line, expected):
    entry = parse_reference_line(1, line, "thesis.md")
    assert (entry.journal, entry.publisher, entry.year, entry.pages) == expected
    assert entry.title in ("湿地监测的新方法", "Sensing tides with drones")


# a dotted name last in the list could be a name and a title's first words: read as a name only
# when written in transliteration characters, and then marked guessed
@pytest.mark.parametrize("line, authors, title", [
    ("[2]丁山,次仁.多吉.高原草甸的碳通量[J].生态学报,2016,36(4):512-519.", ["丁山", "次仁.多吉"], "高原草甸的碳通量"),
    ("[2]阿依古丽.买买提.城郊土壤的重金属分布[J].环境科学研究,2016,29(4):512-519.", ["阿依古丽.买买提"], SOIL),
])
def test_dotted_name_last_is_a_guess(line, authors, title):
    entry = parse_reference_line(1, line, "thesis.md")
    assert (entry.authors, entry.title) == (authors, title)
    assert entry.certainty["authors"] == Certainty.GUESSED
    assert any("图尔贡.麦提萨比尔" in note for note in entry.notes)


def test_title_with_a_stop_is_no_dotted_name():
    entry = parse_reference_line(1, "[2]丁山.城郊土壤.重金属分布研究[J].环境科学研究,2016,29(4):512-519.", "thesis.md")
    assert (entry.authors, entry.title) == (["丁山"], "城郊土壤.重金属分布研究")


def test_glued_page_list_is_a_guess():
    """CNKI's "512-519+530" copied without its "+": kept as written, marked guessed."""
    entry = parse_reference_line(1, "[1]丁山.城郊土壤的重金属分布[J].环境科学研究,2016,29(4):512-519530.", "thesis.md")
    assert entry.pages == "512-519530"
    assert entry.certainty["pages"] == Certainty.GUESSED
    plain = parse_reference_line(1, "[1]丁山.城郊土壤的重金属分布[J].环境科学研究,2016,29(4):98-102.", "thesis.md")
    assert plain.certainty.get("pages") != Certainty.GUESSED


# the type code typed right after APA-written names, the year and the title after it: the title is
# read up to the next period, a guess
@pytest.mark.parametrize("line, authors", [
    ("[16]Rivera, M. T., Osei, K., & Lund, P.[J]. 2013. Tidal mixing in shallow bays. Estuarine Letters, 27(3), 101-118.",
     ["Rivera, M. T.", "Osei, K.", "Lund, P."]),
    ("[16]Rivera, M., Osei, K., & Lund, P[J]. 2013. Tidal mixing in shallow bays. Estuarine Letters, 27(3), 101-118.",
     ["Rivera, M.", "Osei, K.", "Lund, P."]),
])
def test_type_code_after_names(line, authors):
    entry = parse_reference_line(1, line, "thesis.md")
    assert _read(line) == _row(authors, TIDES, 2013, "Estuarine Letters", volume="27", issue="3", pages="101-118")
    assert entry.certainty["title"] == Certainty.GUESSED
