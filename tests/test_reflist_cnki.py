"""CNKI's title-first GB/T export (issue 20): "Title[J]. 姓名,姓名. Journal. 2014(08)" — the
Chinese names after the type code are the authors, the segment after them the journal."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, authors, etal, title, journal, year, issue", [
    ("[3]低功耗温度采集电路的设计[J]. 陈静,马力. 仪表世界. 2015(04)",
     ["陈静", "马力"], False, "低功耗温度采集电路的设计", "仪表世界", 2015, "04"),
    ("[4]一种门禁识别方法[J]. 周一鸣,吴桐,郑可欣.  电子设计.2019(11)",
     ["周一鸣", "吴桐", "郑可欣"], False, "一种门禁识别方法", "电子设计", 2019, "11"),
    ("[5]图像检索综述[J]. 林海,宋雨等. 信息技术. 2012(02)",
     ["林海", "宋雨"], True, "图像检索综述", "信息技术", 2012, "02"),
    ("[6]嵌入式测温终端的研制[D]. 韩冬.某某理工大学 2010",
     ["韩冬"], False, "嵌入式测温终端的研制", "", 2010, ""),
    # one segment of four or more characters before a period is a journal, not a name
    ("[7]某项计划印发[J]. 机器人产业. 2018(01)", [], False, "某项计划印发", "机器人产业", 2018, "01"),
    ("[8]分布式存储研究[J]. 中国科学. 信息科学, 2019, 42(3): 1-10.",
     [], False, "分布式存储研究", "中国科学. 信息科学", 2019, "3"),
])
def test_cnki_title_first(line, authors, etal, title, journal, year, issue):
    entry = parse_reference_line(1, line, "proposal.docx")
    assert (entry.authors, entry.authors_truncated, entry.title, entry.journal, entry.year, entry.issue) == (
        authors, etal, title, journal, year, issue)


@pytest.mark.parametrize("line, volume, issue, pages", [
    ("[2] Ana Ruiz & Bo Lin. A study of menu translation[J]. Journal of Invented Linguistics, 2021, 6(04), 210-224.",
     "6", "04", "210-224"),
    ("[3] Ana Ruiz. Dish names abroad [J]. Open Journal of Invented Studies, 2018, 9(02),1-9.", "9", "02", "1-9"),
    # a lone number after the comma is no page range
    ("[4] 李明. 某种方法[J]. 某学报, 2019, 3(2), 2020.", "3", "2", ""),
])
def test_gbt_comma_before_page_range(line, volume, issue, pages):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert (entry.volume, entry.issue, entry.pages) == (volume, issue, pages)


@pytest.mark.parametrize("line, authors, title", [
    ("[2] Lindqvist, P. K. Purpose in translation [M]. London: Invented Press, 1994.",
     ["Lindqvist, P. K."], "Purpose in translation"),
    ("[3] Osei, A. B. C. A study of menus[J]. Journal of Invented Studies, 2019, 3(2): 1-5.",
     ["Osei, A. B. C."], "A study of menus"),
    ("[4] Osei, A. A study of menus[J]. Journal of Invented Studies, 2019, 3(2): 1-5.",
     ["Osei, A."], "A study of menus"),
])
def test_gbt_family_name_with_several_initials(line, authors, title):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert (entry.authors, entry.title) == (authors, title)


@pytest.mark.parametrize("line, journal, publisher, year, pages", [
    ("[8] 韩冬.嵌入式测温终端的研制[D].某某理工大学硕士学位论文,2013,4~6", "", "某某理工大学硕士学位论文", 2013, "4-6"),
    ("[9] Ilves M. Separable filters for invented images[J].2017: 1200~1207", "", "", 2017, "1200-1207"),
    ("[10] 林海.图像处理入门与实践[M].某某工业出版社:北京市,2018:103", "", "某某工业出版社", 2018, "103"),
    ("[11] 林海.图像处理入门与实践[M].北京:某某工业出版社,2018:12-15", "", "某某工业出版社", 2018, "12-15"),
])
def test_gbt_loose_tails(line, journal, publisher, year, pages):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert (entry.journal, entry.publisher, entry.year, entry.pages) == (journal, publisher, year, pages)
