"""Issue 20, held-out batches 14 and 15: Chinese book lists parted by commas only ("作者，书名，出版社，
年"), their English books ("Given Family, Title, Publisher, Year"), and a list number written "[1]."
before a GB/T line. Every line is invented."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line, parse_reference_lines

FIELDS = ("number", "entry_type", "authors", "authors_truncated", "title", "journal", "volume", "issue", "pages",
          "publisher", "year")

COMMA_BOOKS = {
    "full-width-commas": (
        "周明，网格编程入门，织造出版社，2013",
        (None, "book", ["周明"], False, "网格编程入门", "", "", "", "", "织造出版社", 2013)),
    "numbered-with-title-marks-and-nian": (
        "[3] 钱红，《织物结构原理》，纺织工业出版社，2018年。",
        (3, "book", ["钱红"], False, "织物结构原理", "", "", "", "", "纺织工业出版社", 2018)),
    "and-others-deng": (
        "2. 孙立群等，Loom SDK开发实例详解，人民织造出版社，2010",
        (2, "book", ["孙立群"], True, "Loom SDK开发实例详解", "", "", "", "", "人民织造出版社", 2010)),
    "editor-zhubian-and-month": (
        "吴桐主编，数字织机设计，机械织造出版社，2016.09",
        (None, "book", ["吴桐"], False, "数字织机设计", "", "", "", "", "机械织造出版社", 2016)),
    "two-writers-dunhao-ascii-comma-before-year": (
        "郑一、冯二，网格系统导论，清华织造出版社,2009",
        (None, "book", ["郑一", "冯二"], False, "网格系统导论", "", "", "", "", "清华织造出版社", 2009)),
    "year-glued-to-publisher-by-a-space": (
        "陈默，Loom应用开发揭秘，织造工业出版社 2012",
        (None, "book", ["陈默"], False, "Loom应用开发揭秘", "", "", "", "", "织造工业出版社", 2012)),
    "western-writer-no-break-space": (
        "Anna Weaver\u00a0，loom编程思想，织造工业出版社，2004",
        (None, "book", ["Anna Weaver"], False, "loom编程思想", "", "", "", "", "织造工业出版社", 2004)),
    "western-writer-initial-chinese-publisher": (
        "Paul K. Tanner, Beginning Looms, 人民织造出版社，2011",
        (None, "book", ["Paul K. Tanner"], False, "Beginning Looms", "", "", "", "", "人民织造出版社", 2011)),
    "transliterated-name-with-dot": (
        "[1] 约翰·韦弗，《服务织造架构》，织造工业出版社，2005年。",
        (1, "book", ["约翰·韦弗"], False, "服务织造架构", "", "", "", "", "织造工业出版社", 2005)),
    "a-studio-as-writer": (
        "Loom2Cloud工作室，深入浅出Loom，人民织造出版社，2008",
        (None, "book", ["Loom2Cloud工作室"], False, "深入浅出Loom", "", "", "", "", "人民织造出版社", 2008)),
    "title-first-then-writer-year-month": (
        "Verilog织机设计，罗青，机械织造出版社，2014年05月",
        (None, "book", ["罗青"], False, "Verilog织机设计", "", "", "", "", "机械织造出版社", 2014)),
    "english-book-of-such-a-list": (
        "Nora Quill, Professional Loom 3 Development, Wrox, 2011",
        (None, "book", ["Nora Quill"], False, "Professional Loom 3 Development", "", "", "", "", "Wrox", 2011)),
    "english-book-year-with-month": (
        "Jonah Reed, Head First Loom Design, O'Reilly Media,2013.10",
        (None, "book", ["Jonah Reed"], False, "Head First Loom Design", "", "", "", "", "O'Reilly Media", 2013)),
}


@pytest.mark.parametrize("name", sorted(COMMA_BOOKS))
def test_a_book_line_parted_by_commas_only(name):
    line, expected = COMMA_BOOKS[name]
    entry = parse_reference_line(1, line, "thesis.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_a_chinese_publisher_makes_the_shape_sure():
    entry = parse_reference_line(1, "周明，网格编程入门，织造出版社，2013", "thesis.docx")
    assert {f: entry.certainty[f] for f in ("authors", "title", "publisher", "year")} == {
        "authors": Certainty.STYLE, "title": Certainty.STYLE, "publisher": Certainty.STYLE, "year": Certainty.STYLE}


def test_the_title_first_is_a_guess():
    entry = parse_reference_line(1, "Verilog织机设计，罗青，机械织造出版社，2014年05月", "thesis.docx")
    assert (entry.certainty["authors"], entry.certainty["title"], entry.certainty["publisher"]) == (
        Certainty.GUESSED, Certainty.GUESSED, Certainty.STYLE)
    assert entry.notes == ["the title comes before the writer: told by the shape of the names only: "
                           "check how this line was read"]


def test_an_english_book_read_by_its_places_is_guessed_throughout():
    entry = parse_reference_line(1, "Nora Quill, Professional Loom 3 Development, Wrox, 2011", "thesis.docx")
    assert {f: entry.certainty[f] for f in ("authors", "title", "publisher", "year")} == {
        f: Certainty.GUESSED for f in ("authors", "title", "publisher", "year")}


@pytest.mark.parametrize("line, title, journal, publisher", [
    # not this shape: an IEEE article, a GB/T article, a journal in the publisher's place
    ("J. Smith and K. Jones, Loom dynamics, Journal of Meshes, vol. 5, pp. 1-9, 2010.", "Loom dynamics",
     "Journal of Meshes", ""),
    ("张三，李四. 网格研究综述[J]. 网格学报，2017，40(6)：1229-1251", "网格研究综述", "网格学报", ""),
    ("Anna Weaver, Loom Dynamics, Journal of Meshes, 2010", "Anna Weaver, Loom Dynamics, Journal of Meshes, 2010",
     "", ""),
])
def test_lines_of_other_shapes_are_left_to_their_readers(line, title, journal, publisher):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert (entry.title, entry.journal, entry.publisher, entry.entry_type == "book") == (title, journal, publisher, False)


GBT_DOTTED_NUMBER = {
    "bracket-period-space": (
        "[1]. 孙立，钱红. 织机技术发展简况[J]. 织造工业技术，2016（20）：285-286",
        (1, "article", ["孙立", "钱红"], False, "织机技术发展简况", "织造工业技术", "", "20", "285-286", "", 2016)),
    "bracket-period-no-space": (
        "[12].吴桐. 网格监控系统设计[D]. 南方织造大学, 2019.",
        (12, "thesis", ["吴桐"], False, "网格监控系统设计", "", "", "", "", "南方织造大学", 2019)),
    "full-width-bracket-and-period": (
        "［7］．Quill N, Reed J. Loom dynamics[J]. Journal of Meshes, 2011, 5(2): 10-19.",
        (7, "article", ["Quill, N", "Reed, J"], False, "Loom dynamics", "Journal of Meshes", "5", "2", "10-19", "", 2011)),
    "bracket-dunhao": (
        "[4]、郑一. 织物结构研究[J]. 纺织学报, 2015, 36(3): 1-8.",
        (4, "article", ["郑一"], False, "织物结构研究", "纺织学报", "36", "3", "1-8", "", 2015)),
}


@pytest.mark.parametrize("name", sorted(GBT_DOTTED_NUMBER))
def test_a_list_number_followed_by_a_period(name):
    line, expected = GBT_DOTTED_NUMBER[name]
    entry = parse_reference_line(1, line, "review.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


NATURE_PROCEEDINGS = {
    "in-proc-capital-after-period": (
        "Quill, N. et al. A soft loom for folded meshes. In Proc. 2016 IEEE International Conference on Looms and "
        "Meshes (ICLM) 1201–1209 (IEEE, 2016).",
        (None, "inproceedings", ["Quill, N"], True, "A soft loom for folded meshes",
         "Proc. 2016 IEEE International Conference on Looms and Meshes (ICLM)", "", "", "1201-1209", "IEEE", 2016)),
    "in-proc-lower-case-after-comma": (
        "Reed, J., Tanner, P. K. & Weaver, A. Low cost looms: a study, in Proc. 2019 IEEE/RSJ International Conference "
        "on Woven Systems (IWS) 44–51 (IEEE, 2019).",
        (None, "inproceedings", ["Reed, J", "Tanner, P. K", "Weaver, A"], False, "Low cost looms: a study",
         "Proc. 2019 IEEE/RSJ International Conference on Woven Systems (IWS)", "", "", "44-51", "IEEE", 2019)),
    "advances-with-volume-before-pages": (
        "Weaver, A. & Quill, N. Meshes are all you need. In Advances in Loom Information Processing Systems 30 "
        "5998–6008 (Curran Associates, 2017).",
        (None, "inproceedings", ["Weaver, A", "Quill, N"], False, "Meshes are all you need",
         "Advances in Loom Information Processing Systems 30", "", "", "5998-6008", "Curran Associates", 2017)),
    "no-pages-short-publisher": (
        "Tanner, P. K. & Reed, J. Stochastic weaving. In Proc. 3rd International Conference on Loom "
        "Representations (ICLR, 2015).",
        (None, "inproceedings", ["Tanner, P. K", "Reed, J"], False, "Stochastic weaving",
         "Proc. 3rd International Conference on Loom Representations", "", "", "", "ICLR", 2015)),
}


@pytest.mark.parametrize("name", sorted(NATURE_PROCEEDINGS))
def test_a_nature_conference_paper_keeps_its_proceedings_name(name):
    line, expected = NATURE_PROCEEDINGS[name]
    entry = parse_reference_line(1, line, "paper.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_a_nature_chapter_with_editors_is_no_proceedings():
    entry = parse_reference_line(
        1, "Quill, N. Looms. In Handbook of Meshes (eds Reed, J. & Weaver, A.) 45–67 (Loom Press, 2009).", "paper.docx")
    assert entry.entry_type != "inproceedings"


ELSEVIER_VANCOUVER_LIST = [
    "[1] Quill N, Reed J, Tanner PK. Folded meshes at scale: a mixed-methods study. J Mesh Res 2021;23:e31374. "
    "https://doi.org/10.1000/jmr.31374.",
    "[2] Reed J. National Loom Recovery Plan 2021-2026 2021.",
    "[3] Loom Society. Essential services in weaving care 2020.",
    "[4] Weaver A, Quill N, et al. Effect of the 2019 thread shortage on looms in France. Weaving 2023. "
    "https://doi.org/10.1000/weav.2023.01.002.",
    "[5] Loom Society. Loom eligibility criteria | LEC 2016 (amended September 2019) 2019.",
    "[6] Tanner PK. Loom guideline for small workshops. Mesh Health 2022;48:1–75.",
    "[7] Weaving Data Service. Hourly loom data on single looms from 1979 to present 2018. "
    "https://doi.org/10.1000/wds.adbb2d47.",
]


def test_elsevier_vancouver_a_year_after_the_title_without_a_stop_is_the_year():
    entries = parse_reference_lines(list(enumerate(ELSEVIER_VANCOUVER_LIST, 1)), "paper.docx")
    assert [(e.title, e.journal, e.year) for e in entries] == [
        ("Folded meshes at scale: a mixed-methods study", "J Mesh Res", 2021),
        ("National Loom Recovery Plan 2021-2026", "", 2021),
        ("Essential services in weaving care", "", 2020),
        ("Effect of the 2019 thread shortage on looms in France", "Weaving", 2023),
        ("Loom eligibility criteria | LEC 2016 (amended September 2019)", "", 2019),
        ("Loom guideline for small workshops", "Mesh Health", 2022),
        ("Hourly loom data on single looms from 1979 to present", "", 2018),
    ]
    assert (entries[1].certainty["title"], entries[1].certainty["year"]) == (Certainty.GUESSED, Certainty.GUESSED)
    assert entries[0].certainty["title"] == Certainty.STYLE


def test_outside_an_elsevier_vancouver_list_a_title_keeps_its_year():
    lines = ["[1] Reed J. National Loom Recovery Plan 2021-2026 2021.",
             "[2] Loom Society. World loom statistics 2020.",
             "[3] Tanner PK. Loom guideline for small workshops. Mesh Health. 2022;48(2):1–75.",
             "[4] Quill N, Reed J. Folded meshes at scale. J Mesh Res. 2021;23:e31374."]    # NLM: a stop before the year
    entries = parse_reference_lines(list(enumerate(lines, 1)), "paper.docx")
    assert [e.title for e in entries[:2]] == ["National Loom Recovery Plan 2021-2026 2021", "World loom statistics 2020"]


GOOGLE_SCHOLAR_MLA = {
    "volume-dot-issue": (
        'Quill, Nora, Jonah Reed, and Paul Tanner. "Predicting loom properties from big meshes." ACM Loom Notices '
        '50.1 (2015): 111-124.',
        (None, "article", ["Quill, Nora", "Jonah Reed", "Paul Tanner"], False,
         "Predicting loom properties from big meshes", "ACM Loom Notices", "50", "1", "111-124", "", 2015)),
    "article-number-and-et-al": (
        'Reed, J., et al. "Systematic evaluation of a loom at small scale." Loom Communications 6.1 (2015): 6896.',
        (None, "article", ["Reed, J"], True, "Systematic evaluation of a loom at small scale", "Loom Communications",
         "6", "1", "6896", "", 2015)),
    "italic-journal-curly-quotes-web": (
        "Tanner, Paul L., and Anna Weaver. “Loom Particularism and Divide-the-Thread Politics.” *American Loom "
        "Science Review* 109.1 (2015): 155–171. Web.",
        (None, "article", ["Tanner, Paul L", "Anna Weaver"], False, "Loom Particularism and Divide-the-Thread Politics",
         "American Loom Science Review", "109", "1", "155-171", "", 2015)),
    "no-pages": (
        'Weaver, Anna. "Between looms and meshes: the politics of thread." Journal of Woven Rights 3.1 (2006).',
        (None, "article", ["Weaver, Anna"], False, "Between looms and meshes: the politics of thread",
         "Journal of Woven Rights", "3", "1", "", "", 2006)),
    "volume-only-year-is-no-issue": (
        'Quill, Nora, and Jonah Reed. "A loom study." Journal of Threads 12 (2010): 45-67.',
        (None, "article", ["Quill, Nora", "Jonah Reed"], False, "A loom study", "Journal of Threads", "12", "",
         "45-67", "", 2010)),
    "chapter-book-year-pages": (
        'Tanner, Paul Lee. "Woven encounters: locating the politics of thread." Social weaving: Beyond loom '
        'politics (1995): 68-86.',
        (None, "article", ["Tanner, Paul Lee"], False, "Woven encounters: locating the politics of thread",
         "Social weaving: Beyond loom politics", "", "", "68-86", "", 1995)),
    "book-two-given-names": (
        "Weaver, Anna Maria. Unravelled. Loom and Shuttle, 2008.",
        (None, "book", ["Weaver, Anna Maria"], False, "Unravelled", "", "", "", "", "Loom and Shuttle", 2008)),
    "book-with-series-volume": (
        "Tanner, Paul Lee, and Nora Quill. Third world looms and the politics of thread. Vol. 632. Loom University "
        "Press, 1991.",
        (None, "book", ["Tanner, Paul Lee", "Nora Quill"], False, "Third world looms and the politics of thread", "",
         "632", "", "", "Loom University Press", 1991)),
    "book-middle-initial-and-place": (
        "Okafor, Nneka C. Renal Weaving. New York: Loom-Hill, 2018.",
        (None, "book", ["Okafor, Nneka C"], False, "Renal Weaving", "", "", "", "", "Loom-Hill", 2018)),
}


@pytest.mark.parametrize("name", sorted(GOOGLE_SCHOLAR_MLA))
def test_google_scholar_mla(name):
    line, expected = GOOGLE_SCHOLAR_MLA[name]
    entry = parse_reference_line(1, line, "essay.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


IEEE_WEB_AND_AUTHORLESS = {
    "web-page-without-date": (
        "[2] N. Quill, “Software woven memory,” [Online]. Available: https://quill.example.net/looms/woven_memory.pdf",
        (2, "misc", ["N. Quill"], False, "Software woven memory", "", "", "", "", "", None)),
    "organisation-web-page": (
        "[3] Loom-learn Developers, “loom-learn: Machine Weaving in Python,” [Online]. Available: https://loom-learn.org/",
        (3, "misc", ["Loom-learn Developers"], False, "loom-learn: Machine Weaving in Python", "", "", "", "", "",
         None)),
    "french-locale-guillemets-en-ligne": (
        "[3] A. Weber, «Weaving for Overcoming Challenges of Detecting Moving Threads,» [En ligne]. Available: "
        "https://www.loom.example.com/dev-blog/607.",
        (3, "misc", ["A. Weber"], False, "Weaving for Overcoming Challenges of Detecting Moving Threads", "", "", "",
         "", "", None)),
    "low-opening-quote": (
        "[1] LoomLab, „LoomNet GitHub Repository,” [Online]. Available: https://github.com/LoomLab/LoomNet.",
        (1, "misc", ["LoomLab"], False, "LoomNet GitHub Repository", "", "", "", "", "", None)),
    "no-authors-journal-numbers": (
        "[5] “Deep Weaving for Generic Thread Detection: A Survey,” International Journal of Loom Vision, vol. 128, "
        "pp. 261-318, 2020.",
        (5, "article", [], False, "Deep Weaving for Generic Thread Detection: A Survey", "International Journal of Loom Vision",
         "128", "", "261-318", "", 2020)),
    "no-authors-guillemets-numero": (
        "[5] «Deep Weaving for Generic Thread Detection,» International Journal of Loom Vision, vol. 128, n° 2, "
        "pp. 261-318, 2020.",
        (5, "article", [], False, "Deep Weaving for Generic Thread Detection", "International Journal of Loom Vision",
         "128", "2", "261-318", "", 2020)),
}


@pytest.mark.parametrize("name", sorted(IEEE_WEB_AND_AUTHORLESS))
def test_ieee_web_pages_without_date_and_articles_without_authors(name):
    line, expected = IEEE_WEB_AND_AUTHORLESS[name]
    entry = parse_reference_line(1, line, "report.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected
    assert entry.url or entry.journal


@pytest.mark.parametrize("line, expected", [
    ("[5]郑阿奇.织机使用教程.[M].北京.织造工业出版社，2006：52-61.",
     (["郑阿奇"], "织机使用教程", "织造工业出版社", 2006, "52-61")),
    ("[2] 周明.织机学习方法 [M].北京.清华织造出版社,2019.", (["周明"], "织机学习方法", "清华织造出版社", 2019, "")),
    ("陈一 郑二.概率与织造（第二版）[M].北京.北京织造出版社,2017:312",
     (["陈一", "郑二"], "概率与织造（第二版）", "北京织造出版社", 2017, "312")),
    ("[9] 周明.织机学习方法[M].北京：清华织造出版社,2019.", (["周明"], "织机学习方法", "清华织造出版社", 2019, "")),
])
def test_gbt_book_place_ended_by_a_period(line, expected):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert (entry.authors, entry.title, entry.publisher, entry.year, entry.pages) == expected


PUBMED_MLA = {
    "et-al-place-in-journal": (
        "Zhang, Nora et al. “LOOMER facilitates the identification of thread orthologs across species.” Bioweaving "
        "(Oxford, England) vol. 36,15 (2020): 4339-4340. doi:10.1093/bioweaving/btaa493",
        (None, "article", ["Zhang, Nora"], True, "LOOMER facilitates the identification of thread orthologs across species",
         "Bioweaving (Oxford, England)", "36", "15", "4339-4340", "", 2020)),
    "two-writers-initials-without-periods": (
        "Quinn, Aaron R, and Ira M Tanner. “LOOMTools: a flexible suite of utilities for comparing threads.” "
        "Bioweaving (Oxford, England) vol. 26,6 (2010): 841-2. doi:10.1093/bioweaving/btq033",
        (None, "article", ["Quinn, Aaron R", "Ira M Tanner"], False,
         "LOOMTools: a flexible suite of utilities for comparing threads", "Bioweaving (Oxford, England)", "26", "6",
         "841-2", "", 2010)),
    "ascii-quotes": (
        'Dobin, Alexander et al. "STAR: ultrafast universal thread aligner." Bioweaving (Oxford, England) vol. 29,1 '
        "(2013): 15-21. doi:10.1093/bioweaving/bts635",
        (None, "article", ["Dobin, Alexander"], True, "STAR: ultrafast universal thread aligner",
         "Bioweaving (Oxford, England)", "29", "1", "15-21", "", 2013)),
    "online-first-day-month-year": (
        "[6]\tQuill, Nora et al. “Burden of loose threads and its association with weaving status in Leeds, UK.” "
        "Loom equity vol. 4,1 525-532. 30 Dec. 2020, doi:10.1089/heq.2020.0076",
        (6, "article", ["Quill, Nora"], True, "Burden of loose threads and its association with weaving status in Leeds, UK",
         "Loom equity", "4", "1", "525-532", "", 2020)),
}


@pytest.mark.parametrize("name", sorted(PUBMED_MLA))
def test_pubmed_mla(name):
    line, expected = PUBMED_MLA[name]
    entry = parse_reference_line(1, line, "paper.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected
    assert entry.doi.startswith("10.1")


@pytest.mark.parametrize("line, expected", [
    ("Okafor, N. C. & Reed, J. Renal Weaving 3rd edn (Loom Press, New York, 2018).",
     (["Okafor, N. C", "Reed, J"], "Renal Weaving", "Loom Press", 2018)),
    ("Tanner, P. K. et al. Joint Structure of Looms (Davis Loom Company, Philadelphia, 2005).",
     (["Tanner, P. K"], "Joint Structure of Looms", "Davis Loom Company", 2005)),
    ("Okafor, N. C. & Reed, J. Renal Weaving 3rd edn (Loom Press, 2018).",
     (["Okafor, N. C", "Reed, J"], "Renal Weaving", "Loom Press", 2018)),
])
def test_a_nature_book_with_its_place_after_the_publisher(line, expected):
    entry = parse_reference_line(1, line, "paper.docx")
    assert (entry.authors, entry.title, entry.publisher, entry.year, entry.entry_type) == (*expected, "book")
