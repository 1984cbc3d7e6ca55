"""Typed Chinese lists "作者，年份，《题名》，出处" (issue 20, held-out batch 16): the year after the names,
the title in 《》, no GB/T type code; the source after the title is a publisher (with or without the place),
a journal in 《》 (with "2005年第22期"), a school's thesis, or a bare journal with "3(2): 11-13"."""
import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "title", "journal", "publisher", "year", "volume", "issue", "pages")


@pytest.mark.parametrize("line, expected", [
    # a book with the page cited, half-width commas
    ("周明,2003,《数据仓库原理与应用》，机械工业出版社,第42页",
     (["周明"], False, "数据仓库原理与应用", "", "机械工业出版社", 2003, "", "", "")),
    # a space after the comma and no comma before 《
    ("郑秋, 1999《组织变革导论》，华夏出版社，第8页",
     (["郑秋"], False, "组织变革导论", "", "华夏出版社", 1999, "", "", "")),
    # two writers joined by 、, full-width commas, the place before the publisher and a full stop
    ("钱伟、孙岚，2011，《城市记忆：口述史料选编》，南京：江苏人民出版社。",
     (["钱伟", "孙岚"], False, "城市记忆：口述史料选编", "", "江苏人民出版社", 2011, "", "", "")),
    # a group as author; a publisher named 出版公司
    ("地方志编写组，2006，《某县志》，海口：南海出版公司。",
     (["地方志编写组"], False, "某县志", "", "南海出版公司", 2006, "", "", "")),
    # the writer's other name in brackets
    ("林小禾（林禾），2001，《山居笔记》，北京：中华书局。",
     (["林小禾"], False, "山居笔记", "", "中华书局", 2001, "", "", "")),
    # Latin names: the family name is the last word; only a page after the title
    ("Peter Lund、Anna Berg,1995,《流程管理新论》，第33页",
     (["Lund", "Berg"], False, "流程管理新论", "", "", 1995, "", "", "")),
    # a journal in 《》 with the year and the issue
    ("韩露 等，《基于网络的库存协同研究》，《物流技术》,2007年第9期",
     (["韩露"], True, "基于网络的库存协同研究", "物流技术", "", 2007, "", "9", "")),
    ("宋健, 白川,2004,《制造企业的作业建模方法》，《工业工程》,2004年第2期",
     (["宋健", "白川"], False, "制造企业的作业建模方法", "工业工程", "", 2004, "", "2", "")),
    # the issue in Chinese numerals is not read as a number
    ("宋健, 白川,2004,《制造企业的作业建模方法》，《工业工程》,2004年第二期",
     (["宋健", "白川"], False, "制造企业的作业建模方法", "工业工程", "", 2004, "", "", "")),
    # a journal in 《》 alone
    ("高远,2010,《船体分段建造流程优化》，《造船技术》",
     (["高远"], False, "船体分段建造流程优化", "造船技术", "", 2010, "", "", "")),
    # a thesis: the school is the publisher
    ("陆川,2013,《汽车零部件仓储流程改进研究》，同济大学硕士论文",
     (["陆川"], False, "汽车零部件仓储流程改进研究", "", "同济大学", 2013, "", "", "")),
    # a bare journal with volume(issue): pages
    ("何青，吴江,2006,《供应链协同的评价方法》，某某大学学报: 自然科学版,2006- 5(3): 21-27",
     (["何青", "吴江"], False, "供应链协同的评价方法", "某某大学学报: 自然科学版", "", 2006, "5", "3", "21-27")),
])
def test_author_year_title_marks(line, expected):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_publisher_without_publishing_word_is_guessed():
    entry = parse_reference_line(1, "许文，2012，《统计学导论》，二版，晨星文化。", "notes.md")
    assert (entry.authors, entry.title, entry.publisher, entry.year) == (["许文"], "统计学导论", "晨星文化", 2012)
    assert entry.certainty["publisher"] == Certainty.GUESSED


def test_bare_journal_numbers_are_guessed():
    entry = parse_reference_line(1, "何青,2006,《某方法》，某学报,2006- 5(3): 21-27", "thesis.docx")
    assert (entry.journal, entry.volume) == ("某学报", "5")
    assert entry.certainty["journal"] == Certainty.GUESSED
    assert entry.certainty["volume"] == Certainty.GUESSED


@pytest.mark.parametrize("line", [
    # the older shapes of 《》 lines keep their readers
    "陈某：《论合同的解释》，《法学研究》2019年第5期。",
    "《图像检索综述》林海-《信息技术》2012年2期",
])
def test_other_title_mark_shapes_untouched(line):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert entry.year in (2019, 2012) and entry.title in ("论合同的解释", "图像检索综述")


@pytest.mark.parametrize("line, journal, publisher, year, pages", [
    # GB/T "[C]." where "//" belongs: the place and the publisher end the proceedings' name
    ("[16] Ruiz A, Lind B, Osei K, et al. Tiny parsers for big lists[C]. Proceedings of the IEEE Conference on "
     "Invented Systems (CIS). Honolulu: IEEE, 2017: 7291-7299.",
     "Proceedings of the IEEE Conference on Invented Systems (CIS)", "IEEE", 2017, "7291-7299"),
    # no space after the colon, a publisher of several words, no final period
    ("[75] Berg P, Lund A. On a decomposition of signals[C]. Workshop on Invented Signal Processing (WISP2003). "
     "Trieste:Institute of Invented Engineers, 2003:8-11",
     "Workshop on Invented Signal Processing (WISP2003)", "Institute of Invented Engineers", 2003, "8-11"),
    # "In:" before the proceedings, a DOI after the pages
    ("[2] Ruiz A, Lind B. Tiny parsers[C]. In: Proceedings of the Fifth Workshop on Invented Languages (WIL V). "
     "New York: ACM, 2011: 12-20. DOI: 10.1145/1234567.1234568",
     "Proceedings of the Fifth Workshop on Invented Languages (WIL V)", "ACM", 2011, "12-20"),
    # a place with its state
    ("[5] Lee K. A method[C]. Proceedings of the 2019 Conference on Methods. New York, NY: ACM, 2019: 1-9.",
     "Proceedings of the 2019 Conference on Methods", "ACM", 2019, "1-9"),
    # a Chinese proceedings
    ("[3] 王平. 某种调度算法[C]. 第七届某学术会议论文集. 北京: 科学出版社, 2016: 33-39.",
     "第七届某学术会议论文集", "科学出版社", 2016, "33-39"),
    # no place nor publisher: the proceedings alone, as before
    ("[6] Lee K. A method[C]. Proceedings of the Conference on Methods, 2019: 1-9.",
     "Proceedings of the Conference on Methods", "", 2019, "1-9"),
])
def test_gbt_proceedings_after_period_with_place_publisher(line, journal, publisher, year, pages):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert (entry.journal, entry.publisher, entry.year, entry.pages) == (journal, publisher, year, pages)


@pytest.mark.parametrize("line, journal", [
    # IEEE Xplore's conference name with its place, copied after a GB/T "[C]."
    ("[4] Ruiz A, Lind B, Osei K, et al. Deep lists for parsing[C]. 2016 IEEE Conference on Invented Vision (CIV), "
     "Las Vegas, NV, USA, 2016: 770-778.", "2016 IEEE Conference on Invented Vision (CIV)"),
    # no space after "[C].", a place of three parts with a two-word city
    ("[79] Berg P, Lund A, et al. Radar in the rain[C].2022 Advances in Invented Processing Systems (AIPS), "
     "New Orleans, Louisiana, USA, 2022: 3819-3829.", "2022 Advances in Invented Processing Systems (AIPS)"),
    ("[92] Heo B, Kim J. Feature overhaul[C]. 2019 International Conference on Invented Vision (ICIV), "
     "Seoul, South Korea, 2019: 1272-1281", "2019 International Conference on Invented Vision (ICIV)"),
])
def test_gbt_proceedings_place_after_acronym_is_guessed(line, journal):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert entry.journal == journal
    assert entry.certainty["journal"] == Certainty.GUESSED


def test_gbt_proceedings_acronym_without_place_is_sure():
    entry = parse_reference_line(1, "[6] Lee K. A method[C]. Proceedings of the Conference on Methods (CM), 2019: 1-9.",
                                 "thesis.docx")
    assert (entry.journal, entry.pages) == ("Proceedings of the Conference on Methods (CM)", "1-9")
    assert entry.certainty.get("journal") != Certainty.GUESSED
