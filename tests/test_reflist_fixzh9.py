"""Held-out batch 31's Chinese-thesis classes (issue 20): EndNote's BioMed Central output of CNKI
records ("赵一, 钱二: 标题. 某某医学 2010, 2(28)."), typed GB/T lines with CNKI's ';' between names,
a period before the pages or a publisher's page copied ("Journal | [J] Name . Volume 6 , Issue 1 .
2024. PP 91-97"), Google Scholar's GB/T with a comma after the code ("Title[C], 2021 IEEE Conference
(ICRA), 2021, 1-5.") and a space inside it ("[ J]"). Every line is invented, written in the shapes
seen in public reference lists."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line, parse_reference_lines

FIELDS = ("authors", "authors_truncated", "title", "journal", "publisher", "volume", "issue", "pages", "year")


def _read(line: str):
    entry = parse_reference_line(1, line, "list.docx")
    return tuple(getattr(entry, f) for f in FIELDS), entry


BMC_ZH = {
    "volume-issue-no-pages": (
        "1.\t钱明远: 城市社区卫生服务的现状与对策. 中国社区医师 2010, 3(16).",
        (["钱明远"], False, "城市社区卫生服务的现状与对策", "中国社区医师", "", "3", "16", "", 2010)),
    "issue-only-pages": (
        "2.\t孙一平, 李晓东, 周红: 分级诊疗制度的实践研究. 卫生经济研究 2014(6):31-35.",
        (["孙一平", "李晓东", "周红"], False, "分级诊疗制度的实践研究", "卫生经济研究", "", "", "6", "31-35", 2014)),
    "volume-issue-pages": (
        "3.\t吴海, 郑小兰, 冯建国, 陈立, 何静: 全科医生团队服务模式探讨. 中国全科医学 2015, 18(4):402-405.",
        (["吴海", "郑小兰", "冯建国", "陈立", "何静"], False, "全科医生团队服务模式探讨", "中国全科医学", "", "18", "4",
         "402-405", 2015)),
    "type-code-kept": (
        "4.\t王立新, 赵敏: 远程会诊系统的设计 [J]. 中国数字医学 2013, 8(5):12-15.",
        (["王立新", "赵敏"], False, "远程会诊系统的设计", "中国数字医学", "", "8", "5", "12-15", 2013)),
    "year-only": (
        "5.\t许安: 国外社区首诊经验综述. 国外医学 2008.",
        (["许安"], False, "国外社区首诊经验综述", "国外医学", "", "", "", "", 2008)),
    "full-width-comma-and-colon": (
        "6.\t林海，高峰：基层医疗信息共享平台研究. 医学信息学杂志 2016, 37(9):20-24.",
        (["林海", "高峰"], False, "基层医疗信息共享平台研究", "医学信息学杂志", "", "37", "9", "20-24", 2016)),
    "journal-with-edition": (
        "7.\t马丽: 社区护理教育的比较研究. 某某学院学报 (医学版) 2012, 2:55-58.",
        (["马丽"], False, "社区护理教育的比较研究", "某某学院学报 (医学版)", "", "2", "", "55-58", 2012)),
}


@pytest.mark.parametrize("name", BMC_ZH)
def test_bmc_chinese_records(name):
    line, expected = BMC_ZH[name]
    fields, entry = _read(line)
    assert fields == expected
    one_number = bool(expected[5]) and not expected[6]
    assert (entry.certainty.get("volume") == Certainty.GUESSED) is one_number


def test_bmc_line_with_comma_before_year_is_left_to_gbt_readers():
    # a comma after the journal is GB/T's or EndNote's, not BMC's
    fields, _ = _read("刘一, 陈二. 标题之研究[J]. 某某学报, 2011, 5(2): 3-9.")
    assert fields == (["刘一", "陈二"], False, "标题之研究", "某某学报", "", "5", "2", "3-9", 2011)


TYPED_GBT = {
    "cnki-semicolons-no-code": (
        "[6] 周一鸣;吴晓;郑南.基于Vue的宿舍报修系统设计.电脑知识与技术,2021(12).",
        (["周一鸣", "吴晓", "郑南"], False, "基于Vue的宿舍报修系统设计", "电脑知识与技术", "", "", "12", "", 2021)),
    "cnki-semicolons-with-code": (
        "[7] 钱峰；孙悦.高校公寓管理平台的实现[J].软件导刊,2019(03).",
        (["钱峰", "孙悦"], False, "高校公寓管理平台的实现", "软件导刊", "", "", "03", "", 2019)),
    "period-before-pages": (
        "[2] 王建,李明,张强,等.Spring Boot框架的应用研究[J].信息技术.2018,(7).45-48.",
        (["王建", "李明", "张强"], True, "Spring Boot框架的应用研究", "信息技术", "", "", "7", "45-48", 2018)),
    "period-before-pages-volume": (
        "[3] 何平,许静.微服务架构综述[J].计算机科学,2020,47(5).12-19.",
        (["何平", "许静"], False, "微服务架构综述", "计算机科学", "", "47", "5", "12-19", 2020)),
    "page-copy-no-pages": (
        "[11] Lina Zhou.Design of a Campus Repair System Based on Springboot.Journal | [J] Advances in Computing "
        "Systems . Volume 4 , Issue 2 . 2021.",
        (["Lina Zhou"], False, "Design of a Campus Repair System Based on Springboot", "Advances in Computing Systems",
         "", "4", "2", "", 2021)),
    "page-copy-pages": (
        "[12] Hao Wang; Mei Lin.A Dormitory Access Platform with Vue. Journal | [J] Frontiers in Applied Computing. "
        "Volume 9 , Issue 3 . 2023. PP 15-22",
        (["Hao Wang", "Mei Lin"], False, "A Dormitory Access Platform with Vue", "Frontiers in Applied Computing",
         "", "9", "3", "15-22", 2023)),
}


@pytest.mark.parametrize("name", TYPED_GBT)
def test_typed_gbt_lists(name):
    line, expected = TYPED_GBT[name]
    assert _read(line)[0] == expected


SCHOLAR_COMMA = {
    "comma-after-proceedings-code": (
        "Lee K, Park J, Ortiz M, et al. A balancing wheel robot with learned gaits[C], 2021 IEEE/RSJ International "
        "Conference on Intelligent Robots and Systems (IROS), 2021, 4410-4417.",
        (["Lee, K", "Park, J", "Ortiz, M"], True, "A balancing wheel robot with learned gaits",
         "2021 IEEE/RSJ International Conference on Intelligent Robots and Systems (IROS)", "", "", "", "4410-4417", 2021)),
    "venue-without-year-words": (
        "Ross D, Hale T. Stair climbing with a two-wheeled base[C], Proceedings of the 8th world congress on "
        "intelligent control, 2010, 210-215.",
        (["Ross, D", "Hale, T"], False, "Stair climbing with a two-wheeled base",
         "Proceedings of the 8th world congress on intelligent control", "", "", "", "210-215", 2010)),
    "no-pages": (
        "Ng A, Obi K. Jumping control of a legged wheel robot[C], 2019 International Conference on Robotics and "
        "Automation (ICRA), 2019.",
        (["Ng, A", "Obi, K"], False, "Jumping control of a legged wheel robot",
         "2019 International Conference on Robotics and Automation (ICRA)", "", "", "", "", 2019)),
    "comma-after-code-place-publisher": (
        "[2] K.L. Ward, P.M. Orr. Edge maps for image coding[C], Proceedings of IEEE Conference on Computer Vision "
        "(CV). Long Beach, CA: IEEE, 2018: 11-19.",
        (["K.L. Ward", "P.M. Orr"], False, "Edge maps for image coding", "Proceedings of IEEE Conference on Computer Vision (CV)",
         "IEEE", "", "", "11-19", 2018)),
    "comma-after-code-year-colon-pages": (
        "Ward K, Orr P. Edge maps for image coding[C], Proceedings of IEEE Conference on Computer Vision (CV), 2018: 11-19.",
        (["Ward, K", "Orr, P"], False, "Edge maps for image coding", "Proceedings of IEEE Conference on Computer Vision (CV)",
         "", "", "", "11-19", 2018)),
    "journal-comma-after-code": (
        "Ross D, Hale T. Wheel-legged robots: a review[J], Robotics and Autonomous Systems, 2020, 131(4): 10-22.",
        (["Ross, D", "Hale, T"], False, "Wheel-legged robots: a review", "Robotics and Autonomous Systems", "", "131",
         "4", "10-22", 2020)),
    "space-inside-code-english": (
        "[5].Wu J,Gao S Y,Lin Y. A body scanning system for garment sizing[ J]. Journal of Textile Research(Eng. "
        "Ed.),2007,24(2):101- 106.",
        (["Wu, J", "Gao, S Y", "Lin, Y"], False, "A body scanning system for garment sizing",
         "Journal of Textile Research(Eng. Ed.)", "", "24", "2", "101-106", 2007)),
    "space-inside-code-chinese": (
        "[6].韩明,许立. 服装人体测量方法的研究[J ].纺织学报, 2006,(3):40- 44.",
        (["韩明", "许立"], False, "服装人体测量方法的研究", "纺织学报", "", "", "3", "40-44", 2006)),
}


@pytest.mark.parametrize("name", SCHOLAR_COMMA)
def test_scholar_gbt_comma_after_code(name):
    line, expected = SCHOLAR_COMMA[name]
    assert _read(line)[0] == expected


CNKI_SPACING = {
    "space-before-period": (
        "Park S .Tea garden images in travel blogs[C]//E3S Web of Conferences.EDP Sciences, 2020.",
        (["Park, S"], False, "Tea garden images in travel blogs", "E3S Web of Conferences", "EDP Sciences", "", "", "", 2020)),
    "spaces-before-commas": (
        "Reyes A , Cruz B , Tan G S .Destination loyalty of island visitors[J].Journal of Island Tourism, 2021.",
        (["Reyes, A", "Cruz, B", "Tan, G S"], False, "Destination loyalty of island visitors", "Journal of Island Tourism",
         "", "", "", "", 2021)),
    "full-name-glued-title": (
        "Vidal-Font E ,Maria Ortega Ruiz.Image layers of city destinations[J].Journal of Urban Tourism, 2015, 4(2):101-112.",
        (["Vidal-Font, E", "Maria Ortega Ruiz"], False, "Image layers of city destinations", "Journal of Urban Tourism",
         "", "4", "2", "101-112", 2015)),
}


@pytest.mark.parametrize("name", CNKI_SPACING)
def test_cnki_latin_names_spacing(name):
    line, expected = CNKI_SPACING[name]
    assert _read(line)[0] == expected


def test_glued_single_name_without_odd_spacing_keeps_its_reading():
    fields, _ = _read("Ann Lee.Campus maps for new students[J].Journal of Campus Life, 2019, 2(1):5-9.")
    assert fields == (["Ann Lee"], False, "Campus maps for new students", "Journal of Campus Life", "", "2", "1", "5-9", 2019)


WORD_GB2005 = {
    "online-site-publisher-date-url": (
        "wangfei88. 2013. 单片机串口调试方法. 某某文库. [联机] 某某网络有限公司, 2013年05月20日. https://example.org/doc/123.html.",
        (["wangfei88"], False, "单片机串口调试方法", "某某文库", "某某网络有限公司", "", "", "", 2013), "misc"),
    "online-blog-short-date": (
        "lidar42. 2017. ROS导航包入门. CSDN. [联机] 某某信息技术有限公司, 2017年3月8日. https://blog.example.net/lidar42/1.",
        (["lidar42"], False, "ROS导航包入门", "CSDN", "某某信息技术有限公司", "", "", "", 2017), "misc"),
    "no-place-with-year": (
        "Bosch Sensortec. 2015. BMP280 Digital Pressure Sensor. 无出版地 : Bosch Sensortec, 2015年.",
        (["Bosch Sensortec"], False, "BMP280 Digital Pressure Sensor", "", "Bosch Sensortec", "", "", "", 2015), "book"),
    "no-place-no-year": (
        "德州仪器. Datasheet of a motor driver. 无出版地 : 德州仪器.",
        (["德州仪器"], False, "Datasheet of a motor driver", "", "德州仪器", "", "", "", None), "book"),
    "place-and-month": (
        "张某. 2014. 四旋翼飞行器设计. 北京 : 某某大学出版社, 2014年6月.",
        (["张某"], False, "四旋翼飞行器设计", "", "某某大学出版社", "", "", "", 2014), "book"),
    "online-access-date": (
        "yun77. 2019. 舵机控制入门. 某某博客. [联机] 2019年3月2日. [引用日期: 2020年1月1日.] https://example.org/a",
        (["yun77"], False, "舵机控制入门", "某某博客", "", "", "", "", 2019), "misc"),
    "online-no-author-numbered": (
        "1. 2022. 卡尔曼滤波. 维基百科. [联机] 2022年1月10日. [引用日期: 2023年11月7日.] https://zh.wikipedia.org/wiki/X",
        ([], False, "卡尔曼滤波", "维基百科", "", "", "", "", 2022), "misc"),
}


@pytest.mark.parametrize("name", WORD_GB2005)
def test_word_gb7714_2005_chinese_locale(name):
    line, expected, kind = WORD_GB2005[name]
    fields, entry = _read(line)
    assert fields == expected
    assert entry.entry_type == kind


def test_word_gb2005_dash_is_the_author_before():
    entries = parse_reference_lines(
        [(1, "德州仪器. 2016. Motor driver A. 无出版地 : 德州仪器, 2016年."),
         (2, "—. 2017. Motor driver B. 无出版地 : 德州仪器, 2017年3月.")], "list.docx")
    assert [(e.title, e.publisher, e.year) for e in entries] == [
        ("Motor driver A", "德州仪器", 2016), ("Motor driver B", "德州仪器", 2017)]
    assert entries[1].authors == ["德州仪器"]


def test_place_and_publisher_without_word_year_is_left_to_others():
    # no "2016年" and no "无出版地": a Vancouver book's place and publisher, not Word's GB7714 2005
    entry = parse_reference_line(1, "Obi K. Meshes. London : Mesh Press.", "list.docx")
    # (the publisher read by the learned line reader, marked guessed)
    assert (entry.authors, entry.title, entry.publisher) == (["Obi, K"], "Meshes", "Mesh Press")


MIXED = {
    "dblp-meeting-year-not-in-name": (
        "Rosa Lind, Tomas Berg: Finding a dense team in a social graph. KDD 2012: 101-109.",
        (["Rosa Lind", "Tomas Berg"], False, "Finding a dense team in a social graph", "KDD", "", "", "", "101-109", 2012)),
    "dblp-meeting-two-words": (
        "Wei Lu, Laks V. S. Lakshmanan: Cores of uncertain graphs. SIGMOD Conference 2015: 33-45.",
        (["Wei Lu", "Laks V. S. Lakshmanan"], False, "Cores of uncertain graphs", "SIGMOD Conference", "", "", "", "33-45", 2015)),
    "dblp-abbreviated-given-name": (
        "Md. Abul Hasan, Nora Quinn: Keyword search over attributed graphs. Inf. Syst. 98: 101700 (2021).",
        (["Md. Abul Hasan", "Nora Quinn"], False, "Keyword search over attributed graphs", "Inf. Syst.", "", "98", "",
         "101700", 2021)),
    "nlm-in-meeting-publisher": (
        "Patel V A, Shah R B, et al. A study of rule-based translation. In: 2020 Conference on Language Tools (CLT). "
        "IEEE; 2020. p. 1–6.",
        (["Patel, V A", "Shah, R B"], True, "A study of rule-based translation", "2020 Conference on Language Tools (CLT)",
         "IEEE", "", "", "1-6", 2020)),
    "nlm-presented-at-place": (
        "Lin T A, Wu C H, et al. Denoising speech with causal models. Paper presented at: 2022 IEEE Workshop on Speech "
        "Processing (WSP); 2022; Nanjing, China.",
        (["Lin, T A", "Wu, C H"], True, "Denoising speech with causal models", "2022 IEEE Workshop on Speech Processing (WSP)",
         "", "", "", "", 2022)),
    "nlm-presented-at-period-year": (
        "Gao X, Wu Y. Detectors on demand. Paper presented at: Proceedings of the Conference on Computer Vision. 2020.",
        (["Gao, X", "Wu, Y"], False, "Detectors on demand", "Proceedings of the Conference on Computer Vision", "", "", "",
         "", 2020)),
    "nlm-presented-at-semicolon-year": (
        "Zhu C, Shen Z. Few-shot detection with relations. Paper presented at: Proceedings of the Conference on Pattern "
        "Recognition; 2020.",
        (["Zhu, C", "Shen, Z"], False, "Few-shot detection with relations", "Proceedings of the Conference on Pattern Recognition",
         "", "", "", "", 2020)),
}


@pytest.mark.parametrize("name", MIXED)
def test_mixed_chinese_thesis_lists(name):
    line, expected = MIXED[name]
    fields, entry = _read(line)
    assert fields == expected


LATIN_NO_CODE = {
    "journal-space-year": (
        "Ann Lee,Bo Chen,XiaoWu,Dan Ma.Graph search with pretrained encoders. Proc. VLDB Endow. 2023,16(4):811-823",
        (["Ann Lee", "Bo Chen", "XiaoWu", "Dan Ma"], False, "Graph search with pretrained encoders", "Proc. VLDB Endow.",
         "", "16", "4", "811-823", 2023)),
    "initials-in-given-name": (
        "Lin Hu, Kate M.J. Ross. Community search on road networks. The VLDB Journal 2019, 28(3): 301-320.",
        (["Lin Hu", "Kate M.J. Ross"], False, "Community search on road networks", "The VLDB Journal", "", "28", "3",
         "301-320", 2019)),
    "comma-before-journal": (
        "Lin Hu, Kate Ross. Attribute-aware team search, Proceedings of the VLDB Endowment, 2018,11(2):120-131.",
        (["Lin Hu", "Kate Ross"], False, "Attribute-aware team search", "Proceedings of the VLDB Endowment", "", "11", "2",
         "120-131", 2018)),
}


@pytest.mark.parametrize("name", LATIN_NO_CODE)
def test_latin_full_names_without_type_code(name):
    line, expected = LATIN_NO_CODE[name]
    fields, entry = _read(line)
    assert fields == expected
    comma = name == "comma-before-journal"
    assert (entry.certainty.get("title") == Certainty.GUESSED) is comma
    assert (entry.certainty.get("journal") == Certainty.GUESSED) is comma


ARXIV_ONLINE = {
    "names-and-arxiv-number": (
        "[4] Mia Sol, Ken Ito, Raj Das, et al. Safe exploration for constrained agents[OL]. arXiv:2403.01234, 2024.",
        (["Mia Sol", "Ken Ito", "Raj Das"], True, "Safe exploration for constrained agents", "", "arXiv", "", "", "", 2024),
        "2403.01234"),
    "no-authors": (
        "[8] A cost-aware oracle selection model with reinforcement learning[OL]. arXiv:2311.04567, 2023.",
        ([], False, "A cost-aware oracle selection model with reinforcement learning", "", "arXiv", "", "", "", 2023),
        "2311.04567"),
    "eb-ol-preprint-words": (
        "[9] Mia Sol. Safe exploration, revisited[EB/OL]. arXiv preprint arXiv:2402.00042v2, 2024.",
        (["Mia Sol"], False, "Safe exploration, revisited", "", "arXiv", "", "", "", 2024), "2402.00042"),
}


@pytest.mark.parametrize("name", ARXIV_ONLINE)
def test_arxiv_typed_as_online_source(name):
    line, expected, arxiv = ARXIV_ONLINE[name]
    fields, entry = _read(line)
    assert fields == expected
    assert entry.arxiv == arxiv


def test_acm_author_year_period_before_pages():
    fields, _ = _read("Ivo Lenz. 2016. Sentence models with convolutions. In Proceedings of the 2016 Conference on "
                      "Language Processing (CLP). 210–219.")
    assert fields == (["Ivo Lenz"], False, "Sentence models with convolutions",
                      "Proceedings of the 2016 Conference on Language Processing (CLP)", "", "", "", "210-219", 2016)


@pytest.mark.parametrize("line, pages, guessed", [
    ("王明,李强.旅游目的地形象研究[J].旅游学刊,2015,30(6):4.", "4", True),
    ("王明.小程序设计研究[J].工业设计研究,2017(1):4", "4", True),
    ("Hamdy A , Zhang J .A tourist image model[J].Kybernetes, 2024(4):53.", "53", True),
    ("王明,李强.旅游目的地形象研究[J].旅游学刊,2015,30(6):4-9.", "4-9", False),
    ("王明,李强.旅游目的地形象研究[J].旅游学刊,2015,30(6):104.", "104", False),
])
def test_page_count_after_issue_is_a_guess(line, pages, guessed):
    _, entry = _read(line)
    assert entry.pages == pages
    assert (entry.certainty.get("pages") == Certainty.GUESSED) is guessed
