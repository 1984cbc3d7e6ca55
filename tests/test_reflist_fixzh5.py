"""Chinese lists of held-out batches 22–24 (issue 20): EndNote's default "Numbered" output and
NoteExpress's "Numbered(Multilingual)" for Chinese works (no GB/T type code, names parted by
"and" / "与", "Journal, Year. Vol(Iss): p. x-y" / "第x-y页", "Year, School" theses), and GB/T lines with
a period between every element after the type code. Every line is invented."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "title", "journal", "publisher", "volume", "issue", "pages", "year",
          "entry_type")

ENDNOTE_ZH = {
    "endnote-two-names-and-volume-issue": (
        "高明远 and 林晓雪, 网格测量机在齿轮检测中的应用. 网格农机, 2019. 46(02): p. 54+59.",
        (["高明远", "林晓雪"], False, "网格测量机在齿轮检测中的应用", "网格农机", "", "46", "02", "54+59", 2019, "article")),
    "endnote-issue-only": (
        "宋佳, 网格测量在机床配件检测中的初探. 网格与配件, 2018(04): p. 75-76.",
        (["宋佳"], False, "网格测量在机床配件检测中的初探", "网格与配件", "", "", "04", "75-76", 2018, "article")),
    "endnote-three-names-comma-and": (
        "[3] 李明, 胡一, and 耿二, 基于结构光的网格成像技术. 网格新媒体, 2012. 1(01): p. 22-33.",
        (["李明", "胡一", "耿二"], False, "基于结构光的网格成像技术", "网格新媒体", "", "1", "01", "22-33", 2012,
         "article")),
    "endnote-volume-without-issue-fullwidth-comma": (
        "王五，网格数据的清洗方法. 网格科学, 2020. 8: p. 11-19.",
        (["王五"], False, "网格数据的清洗方法", "网格科学", "", "8", "", "11-19", 2020, "article")),
    "endnote-thesis-year-school": (
        "蔡一云, 网格曲面轮廓度评价方法的研究. 2000, 西北网格大学.",
        (["蔡一云"], False, "网格曲面轮廓度评价方法的研究", "", "西北网格大学", "", "", "", 2000, "thesis")),
    "endnote-book-place-publisher": (
        "赵六, 网格方法导论. 2005, 北京: 网格出版社.",
        (["赵六"], False, "网格方法导论", "", "网格出版社", "", "", "", 2005, "book")),
    "endnote-name-holding-he-stays-whole": (
        "李和平, 网格计算的若干问题. 网格学报, 2019. 12(3): p. 45-50.",
        (["李和平"], False, "网格计算的若干问题", "网格学报", "", "12", "3", "45-50", 2019, "article")),
    "endnote-et-al-after-chinese-names": (
        "周一, et al., 网格数据的清洗方法. 网格科学, 2020. 8(1): p. 11-19.",
        (["周一"], True, "网格数据的清洗方法", "网格科学", "", "8", "1", "11-19", 2020, "article")),
    "noteexpress-etal-and-chinese-pages": (
        "[3].\t武一恭等, 网格病区病人分布差异的比较研究. 网格地方病研究, 1995(01): 第20-22页.",
        (["武一恭"], True, "网格病区病人分布差异的比较研究", "网格地方病研究", "", "", "01", "20-22", 1995, "article")),
    "noteexpress-yu-between-two": (
        "[6].\t胡一峰与郑二勇, 网格热点分析方法研究. 网格大学学报(自然科学版), 2018. 24(01): 第51-56页.",
        (["胡一峰", "郑二勇"], False, "网格热点分析方法研究", "网格大学学报(自然科学版)", "", "24", "01", "51-56", 2018,
         "article")),
    "noteexpress-comma-then-yu-latin-in-title": (
        "[9].\t谢一伟, 钱二忠与周三兵, 基于Mesh8.0的网格聚类算法. 网格应用研究, 2018. 35(10): 第2956-2959页.",
        (["谢一伟", "钱二忠", "周三兵"], False, "基于Mesh8.0的网格聚类算法", "网格应用研究", "", "35", "10", "2956-2959",
         2018, "article")),
}


@pytest.mark.parametrize("name", sorted(ENDNOTE_ZH))
def test_endnote_and_noteexpress_chinese_lines(name):
    line, expected = ENDNOTE_ZH[name]
    entry = parse_reference_line(1, line, "refs.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_names_parted_at_yu_are_a_guess():
    entry = parse_reference_line(1, "王一娟与王二田, 网格流行病学分析. 网格杂志, 2003(06): 第19-22页.", "refs.docx")
    assert entry.authors == ["王一娟", "王二田"]
    assert entry.certainty["authors"] == Certainty.GUESSED
    assert entry.certainty["journal"] == Certainty.STYLE


def test_an_institution_after_the_year_is_no_publisher():
    entry = parse_reference_line(1, "孙八, 网格测量. 2012, 某某网格实验室.", "refs.docx")
    assert (entry.title, entry.publisher, entry.year, entry.entry_type) == ("网格测量", "", 2012, "report")
    assert entry.notes == ["a work read as a report from the body after its year: check how this line was read"]


def test_names_ended_by_a_period_are_left_to_the_other_readers():
    entry = parse_reference_line(1, "[1] 张三, 李四. 基于网格的方法. 网格学报, 2019(3): 45-50.", "refs.docx")
    assert (entry.authors, entry.title, entry.journal, entry.issue, entry.pages) == (
        ["张三", "李四"], "基于网格的方法", "网格学报", "3", "45-50")


DOTTED = {
    "dotted-journal": (
        "周一武，朱二达，吴三全. 基于网格算子的目标检测算法[J]. 网格航空学报. 2007. 39(2). 213-217.",
        (["周一武", "朱二达", "吴三全"], False, "基于网格算子的目标检测算法", "网格航空学报", "", "39", "2", "213-217", 2007,
         "article")),
    "dotted-journal-no-space-before-year": (
        "薛一宏，安二. 采用网格的自适应检测方法[J]. 网格工程.2013. 42(8). 2288-2293.",
        (["薛一宏", "安二"], False, "采用网格的自适应检测方法", "网格工程", "", "42", "8", "2288-2293", 2013, "article")),
    "dotted-journal-english": (
        "F. L. Mesh. The expression of a grid as a sum of meshes[J]. Journal of Mesh Physics. 1927. 6(1). 164-189.",
        None),
    "dotted-meeting-city-place-publisher-pages": (
        "D Xu, S Yan. Concurrent mesh analysis[C]. IEEE Conference on Mesh Vision (CVMR). San Diego, USA. 2005. "
        "Washington. IEEE Mesh Society. 203-208.",
        (["D Xu", "S Yan"], False, "Concurrent mesh analysis", "IEEE Conference on Mesh Vision (CVMR)",
         "IEEE Mesh Society", "", "", "203-208", 2005, "inproceedings")),
    "dotted-meeting-city-only": (
        "X He, P. Grid. Locality preserving meshes[C]. Advances in Mesh Processing Systems 18 (AMPS). Vancouver, "
        "Canada. 2003.",
        (["X He", "P. Grid"], False, "Locality preserving meshes", "Advances in Mesh Processing Systems 18 (AMPS)", "",
         "", "", "", 2003, "inproceedings")),
    "dotted-thesis-place-school-pages": (
        "温一. 基于网格子空间学习的跟踪方法研究[D]. 西安. 西安网格科技大学. 2010. 59-69.",
        (["温一"], False, "基于网格子空间学习的跟踪方法研究", "", "西安网格科技大学", "", "", "59-69", 2010, "thesis")),
    "dotted-journal-volume-issue-no-pages": (
        "张三. 网格方法[J]. 网格学报. 2007. 39(2).",
        (["张三"], False, "网格方法", "网格学报", "", "39", "2", "", 2007, "article")),
    "dotted-journal-issue-only": (
        "张三. 网格方法[J]. 网格学报. 2007(2). 213-217.",
        (["张三"], False, "网格方法", "网格学报", "", "", "2", "213-217", 2007, "article")),
    "dotted-book-place-publisher-year-pages": (
        "张三. 网格方法[M]. 北京. 网格出版社. 2005. 12-19.",
        (["张三"], False, "网格方法", "", "网格出版社", "", "", "12-19", 2005, "book")),
    "comma-journal-unchanged": (
        "[6] 刘一. 网格方法研究[J]. 网格学报, 2007, 39(2): 213-217.",
        (["刘一"], False, "网格方法研究", "网格学报", "", "39", "2", "213-217", 2007, "article")),
    "abbreviated-meeting-without-city-unchanged": (
        "[7] Q Mesh, R Grid. Mesh refinement[C]. Proc. IEEE CVMR. 2015.",
        (["Q Mesh", "R Grid"], False, "Mesh refinement", "Proc. IEEE CVMR", "", "", "", "", 2015, "inproceedings")),
}


@pytest.mark.parametrize("name", sorted(k for k, v in DOTTED.items() if v[1]))
def test_gbt_lines_with_a_period_between_every_element(name):
    line, expected = DOTTED[name]
    entry = parse_reference_line(1, line, "refs.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_dotted_english_journal_numbers():
    entry = parse_reference_line(1, DOTTED["dotted-journal-english"][0], "refs.docx")
    assert (entry.journal, entry.volume, entry.issue, entry.pages, entry.year) == (
        "Journal of Mesh Physics", "6", "1", "164-189", 1927)


ENDNOTE_OTHER = {
    "endnote-meeting-etal-publisher": (
        "Okafor, S., et al. Meshes in the assessment of painted grids. in Optical Mesh Systems for Inspection X. "
        "2017. International Society for Meshes.",
        (["Okafor, S."], True, "Meshes in the assessment of painted grids", "Optical Mesh Systems for Inspection X",
         "International Society for Meshes", "", "", "", 2017, "inproceedings")),
    "endnote-meeting-three-names-no-publisher": (
        "Kamp, B.M., R.F. Hansen, and Z. Perk. Radar meshes with public tools. in Proceedings of GRID. 2003.",
        (["Kamp, B.M.", "R.F. Hansen", "Z. Perk"], False, "Radar meshes with public tools", "Proceedings of GRID", "",
         "", "", "", 2003, "inproceedings")),
    "endnote-meeting-place-publisher": (
        "Lim, Y., et al. Mesh prediction by an ensemble. in International Symposium on Meshes. 2004. Berlin: Springer.",
        (["Lim, Y."], True, "Mesh prediction by an ensemble", "International Symposium on Meshes", "Springer", "", "",
         "", 2004, "inproceedings")),
    "endnote-book-section-pages": (
        "Nasser, G.P. and B.W. Silva, The stationary mesh transform and some uses, in Meshes and statistics. 1995, "
        "Springer. p. 281-299.",
        (["Nasser, G.P.", "B.W. Silva"], False, "The stationary mesh transform and some uses", "Meshes and statistics",
         "Springer", "", "", "281-299", 1995, "incollection")),
    "endnote-book-section-editors": (
        "Cole, R.R. and D.L. Dunn, Mesh de-noising, in Meshes and statistics, A. Anton and G. Opp, Editors. 1995, "
        "New York: Springer. p. 125-150.",
        (["Cole, R.R.", "D.L. Dunn"], False, "Mesh de-noising", "Meshes and statistics", "Springer", "", "",
         "125-150", 1995, "incollection")),
    "endnote-report-institution-no-publisher": (
        "Gray, A., C. Kam, and I.K. Ford, Undecimated mesh transforms. 2002, Lawrence National Mesh Lab., CA (US).",
        (["Gray, A.", "C. Kam", "I.K. Ford"], False, "Undecimated mesh transforms", "", "", "", "", "", 2002, "misc")),
    "endnote-year-alone": (
        "Ward, R. and S. Al Rashid, Mesh Contours for Documenting Grids at a Castle. 2005.",
        (["Ward, R.", "S. Al Rashid"], False, "Mesh Contours for Documenting Grids at a Castle", "", "", "", "", "",
         2005, "misc")),
    "endnote-book-edition-place-publisher": (
        "Lund, M., Fundamentals of Mesh Transport. Second Edition ed. 2000, NY: Mesh-Wesley.",
        (["Lund, M."], False, "Fundamentals of Mesh Transport", "", "Mesh-Wesley", "", "", "", 2000, "book")),
    "endnote-thesis-year-school": (
        "[43] Moor, B., Validation of precision in small mesh dose monitoring. 2018, Duke Mesh University.",
        (["Moor, B."], False, "Validation of precision in small mesh dose monitoring", "", "Duke Mesh University", "", "",
         "", 2018, "thesis")),
    "endnote-book-year-colon-publisher": (
        "[59] Wood, R.J. and A.K. Pika, Applied mesh chemistry: grid processing. 1993: John Mesh & Sons.",
        (["Wood, R.J.", "A.K. Pika"], False, "Applied mesh chemistry: grid processing", "", "John Mesh & Sons", "", "",
         "", 1993, "book")),
    "endnote-report-bureau-place": (
        "[66] Curry, L.A., Lower limit of mesh detection. 1984, National Bureau of Meshes, Washington, DC (USA).",
        (["Curry, L.A."], False, "Lower limit of mesh detection", "", "", "", "", "", 1984, "misc")),
    "endnote-article-online-first-pages": (
        "[48] Stend, J.C., et al., Prototype mesh for beta detection. Journal of Mesh Cardiology, 2020: p. 1-14.",
        (["Stend, J.C."], True, "Prototype mesh for beta detection", "Journal of Mesh Cardiology", "", "", "", "1-14",
         2020, "article")),
}


@pytest.mark.parametrize("name", sorted(ENDNOTE_OTHER))
def test_endnote_numbered_meetings_sections_and_books(name):
    line, expected = ENDNOTE_OTHER[name]
    entry = parse_reference_line(1, line, "refs.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_endnote_publisher_without_a_place_is_a_guess():
    entry = parse_reference_line(1, ENDNOTE_OTHER["endnote-book-section-pages"][0], "refs.docx")
    assert entry.certainty["publisher"] == Certainty.GUESSED
    assert entry.certainty["journal"] == Certainty.STYLE


def test_ieee_chinese_book_place_publisher_year():
    entry = parse_reference_line(1, "[77] 周一, 网格学习. 北京: 网格大学出版社, 2016.", "refs.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == (
        ["周一"], False, "网格学习", "", "网格大学出版社", "", "", "", 2016, "book")


def test_spandidos_names_before_a_colon_are_not_an_endnote_title():
    entry = parse_reference_line(1, "68. 钱一, 于二 and 戴三: 一个网格新领域. 网格杂志 13: 3–10, 1990.", "refs.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == (
        ["钱一", "于二", "戴三"], False, "一个网格新领域", "网格杂志", "", "13", "", "3-10", 1990, "article")


GBT_MISC = {
    "container-city-country-publisher": (
        "Jia Jian. A mesh application for assembly inspection[C] // International Conference on Mesh Vision, Dubai "
        "United Arab Emirates: IEEE Computer Society, 2009: 172-176",
        (["Jia Jian"], False, "A mesh application for assembly inspection", "International Conference on Mesh Vision",
         "IEEE Computer Society", "", "", "172-176", 2009, "inproceedings")),
    "container-colon-publisher-no-place": (
        "[3]Kos Ahmed,Mill Andrew,等. Hawk: The mesh model of grids[C]//2016 IEEE Symposium on Meshes (SM): IEEE, 2016.",
        (["Kos Ahmed", "Mill Andrew"], True, "Hawk: The mesh model of grids", "2016 IEEE Symposium on Meshes (SM)",
         "IEEE", "", "", "", 2016, "inproceedings")),
    "container-chinese-place-press": (
        "[5] 王一. 网格方法[C]//第十届网格会议论文集, 北京: 网格出版社, 2015: 11-19.",
        (["王一"], False, "网格方法", "第十届网格会议论文集", "网格出版社", "", "", "11-19", 2015, "inproceedings")),
    "container-place-without-publisher-word-unchanged": (
        "[6] Q Mesh. Grids[C]//NEW DELHI, INDIA: ACM SIGMESH, 2010: 63-74.",
        (["Q Mesh"], False, "Grids", "", "ACM SIGMESH", "", "", "63-74", 2010, "inproceedings")),
    "analytic-1987-place-publisher": (
        "[38] Zhao Shen, Chao Hu. An algorithm of mesh classification[A]. IEEE International Conference on Meshes[C]. "
        "New York: IEEE, 2010: 559- 564.",
        (["Zhao Shen", "Chao Hu"], False, "An algorithm of mesh classification", "IEEE International Conference on Meshes",
         "IEEE", "", "", "559-564", 2010, "incollection")),
    "analytic-1987-chinese": (
        "[4] 李二. 网格分析[A]. 第五届全国网格会议论文集[C]. 北京: 网格出版社, 2008: 45-50.",
        (["李二"], False, "网格分析", "第五届全国网格会议论文集", "网格出版社", "", "", "45-50", 2008, "incollection")),
    "pages-alone-after-type": (
        "[2]Lin William,Cong. Mesh disruption and smart grids[J]: 1-48.",
        (["Lin William", "Cong"], False, "Mesh disruption and smart grids", "", "", "", "", "1-48", None, "article")),
    "press-alone-after-book-code": (
        "[2]胡一.Django网格开发实战[M].网格邮电出版社",
        (["胡一"], False, "Django网格开发实战", "", "网格邮电出版社", "", "", "", None, "book")),
}


@pytest.mark.parametrize("name", sorted(GBT_MISC))
def test_gbt_containers_and_bare_tails(name):
    line, expected = GBT_MISC[name]
    entry = parse_reference_line(1, line, "refs.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


MORE_GBT = {
    "dotted-journal-after-title-type-code-after": (
        "M. Tark, A. Pent. Eigenmeshes for recognition. Journal of Mesh Neuroscience[J]. 1991. 3(1). 71-86.",
        (["M. Tark", "A. Pent"], False, "Eigenmeshes for recognition", "Journal of Mesh Neuroscience", "", "3", "1",
         "71-86", 1991, "article")),
    "abbreviated-meeting-year-pages-volume": (
        "[2] Tan T Z, Quek C. Brain-inspired mesh learning[C]// Proc. IEEE CEM’05, 2005:2653-2660 Vol. 3.",
        (["Tan, T Z", "Quek, C"], False, "Brain-inspired mesh learning", "Proc. IEEE CEM’05", "", "3", "", "2653-2660",
         2005, "inproceedings")),
    "meeting-numbers-as-a-journal": (
        "[1]Kwang-I Yu,Peggy Otsu.The fast mesh finder[C].International Conference on Mesh Engineering,1984(4):50-55.",
        (["Kwang-I Yu", "Peggy Otsu"], False, "The fast mesh finder", "International Conference on Mesh Engineering", "",
         "", "4", "50-55", 1984, "inproceedings")),
}


@pytest.mark.parametrize("name", sorted(MORE_GBT))
def test_gbt_meetings_and_journals_in_other_places(name):
    line, expected = MORE_GBT[name]
    entry = parse_reference_line(1, line, "refs.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, url, year", [
    ("[5]某网.网格深挖“不正之风”[EB/OL].https://news.example.com/s?id=16&for=pc,2018-12-03.",
     "https://news.example.com/s?id=16&for=pc", 2018),
    ("[6]某网.网格新闻[EB/OL].https: //www.example.com/a/b.html,2019-05-01.", "www.example.com/a/b.html", 2019),
    ("[7]某网.网格新闻[EB/OL].(2019-05-01)[2020-01-02].https://www.example.com/a/b.html.",
     "https://www.example.com/a/b.html", 2019),
])
def test_a_date_glued_after_the_address_is_the_year(line, url, year):
    entry = parse_reference_line(1, line, "refs.docx")
    assert (entry.url, entry.year, entry.entry_type) == (url, year, "online")


@pytest.mark.parametrize("line, authors, title, publisher, year", [
    ("[17] (美)Robert Vierra.SQL Mesh 2008 网格入门经典(第3版)[M].北京：网格大学出版社,2009",
     ["Robert Vierra"], "SQL Mesh 2008 网格入门经典(第3版)", "网格大学出版社", 2009),
    ("[13] （美）Bruce Eckle著，陈一鹏译.Mesh编程思想（第三版）[M]．北京：网格工业出版社，2007.",
     ["Bruce Eckle"], "Mesh编程思想（第三版）", "网格工业出版社", 2007),
    ("[10] 威尔登P[美],科尔宾J[美].SQL网格经典[M].北京:网格大学出版社,2006.",
     ["威尔登P", "科尔宾J"], "SQL网格经典", "网格大学出版社", 2006),
])
def test_translated_books_authors_country_and_translator(line, authors, title, publisher, year):
    entry = parse_reference_line(1, line, "refs.docx")
    assert (entry.authors, entry.title, entry.publisher, entry.year, entry.entry_type) == (
        authors, title, publisher, year, "book")


@pytest.mark.parametrize("line, expected", [
    ("F. L. Hitch. The expression of a mesh as a sum of grids[J]. Journal of Mesh Physics. 1927. 6(1). 164-189.",
     (["F. L. Hitch"], False, "The expression of a mesh as a sum of grids", "Journal of Mesh Physics", "", "6", "1",
      "164-189", 1927, "article")),
    ("C. Szeged et al. Going deeper with meshes[C]. CVMR, 2015: 1-9.",
     (["C. Szeged"], True, "Going deeper with meshes", "CVMR", "", "", "", "1-9", 2015, "inproceedings")),
    ("Y. Lecan, L. Bottu, et al. Gradient-based mesh learning[A]. Proc. IEEE, vol. 86, no. 11, pp. 2278-2324, 1998.",
     (["Y. Lecan", "L. Bottu"], True, "Gradient-based mesh learning", "Proc. IEEE", "", "86", "11", "2278-2324", 1998,
      "incollection")),
    ("Q. Mesh. Grids for all[J]. IEEE Trans. Meshes, vol. 12, no. 3, pp. 45-56, Mar. 2019.",
     (["Q. Mesh"], False, "Grids for all", "IEEE Trans. Meshes", "", "12", "3", "45-56", 2019, "article")),
])
def test_given_first_initials_and_ieee_numbers_after_a_type_code(line, expected):
    entry = parse_reference_line(1, line, "refs.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, expected", [
    ("Eckle B . Thinking in Meshes, 4th Edition[M]// Thinking in Meshes (4th Edition). Prentice Mesh PTR, 2005:123-256.",
     (["Eckle, B"], False, "Thinking in Meshes, 4th Edition", "Thinking in Meshes (4th Edition)", "Prentice Mesh PTR", "",
      "", "123-256", 2005, "book")),
    ("[5] 佚名. 网格之道[M]// 网格方法（第2版）. 网格出版社, 2010:78-99.",
     (["佚名"], False, "网格之道", "网格方法（第2版）", "网格出版社", "", "", "78-99", 2010, "book")),
    ("[3] 王五. 第三章[M]//李四, 编. 网格方法. 北京: 网格出版社, 2011: 98-102.",
     (["王五"], False, "第三章", "网格方法", "网格出版社", "", "", "98-102", 2011, "book")),
    ("[4] Smith J. Chapter one[M]//Doe J, ed. Mesh Methods. Springer, 2011: 1-9.",
     (["Smith, J"], False, "Chapter one", "Mesh Methods", "Springer", "", "", "1-9", 2011, "book")),
])
def test_book_parts_after_slashes(line, expected):
    entry = parse_reference_line(1, line, "refs.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_acm_capital_and_before_the_last_name_is_no_part_of_it():
    entry = parse_reference_line(
        1, "[15]HORNY, P., HAN, S., JUNG, J., AND WETHER, D. These Meshes: Retrofitting Grids to Protect Data. In "
           "Proceedings of ACM CMS (2011).", "refs.docx")
    assert entry.authors == ["HORNY, P", "HAN, S", "JUNG, J", "WETHER, D"]


def test_an_organisations_own_country_stays_in_its_name():
    """"高血压联盟(中国)" is the league's name; only a translated writer's country ("威尔顿P[美]") is dropped."""
    from refverify.parse.bibliography import parse_reference_list
    [entry] = parse_reference_list([(1, "[3] 某某防治指南修订委员会, 高血压联盟(中国), 某学会心血管病学分会. "
                                         "某某防治指南2018年修订版[J]. 心脑血管病防治, 2019, 19(1): 1-44.")], "x.txt")
    assert entry.authors == ["某某防治指南修订委员会", "高血压联盟(中国)", "某学会心血管病学分会"]
