"""GB/T lines of Chinese theses in the shapes held-out batches 25–26 showed (issue 20): the older
GB/T 7714 "[A] … [C]" conference form, the publisher Scopus/Mendeley put after the journal, Chinese
lines with 年 after the year and no type code, hand-typed Chinese books, and English names written
unusually. Every line is written for this test in the shapes seen in theses' lists (the people and
works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line
from refverify.parse.reflist_certainty import Certainty

FIELDS = ("authors", "authors_truncated", "year", "title", "journal", "publisher", "volume", "issue", "pages")


def _read(line: str):
    entry = parse_reference_line(1, line, "thesis.docx")
    return entry, {f: getattr(entry, f) for f in FIELDS}


def _row(authors, title, year, journal="", publisher="", volume="", issue="", pages="", truncated=False):
    return {"authors": authors, "authors_truncated": truncated, "year": year, "title": title, "journal": journal,
            "publisher": publisher, "volume": volume, "issue": issue, "pages": pages}


ROUTES = "Routing parcels with learned heuristics"
PROC = "Proceedings of the 9th Workshop on Freight Logistics"

# 1. GB/T 7714-1987/2005: "Title [A]. Proceedings [C]. Place: Publisher, year[: pages]"
OLD_CONFERENCE = {
    "place-publisher-year": ("Okafor T, Lind B, Pau R, et al. Routing parcels with learned heuristics [A]. Proceedings of the 9th Workshop on Freight Logistics [C]. Lagos, Nigeria: ACM, 2012",
                             _row(["Okafor, T", "Lind, B", "Pau, R"], ROUTES, 2012, PROC, "ACM", truncated=True)),
    "no-period-after-A": ("Okafor T, Lind B. Routing parcels with learned heuristics [A] Proceedings of the 9th Workshop on Freight Logistics [C]. Lagos, Nigeria:  ACM, 2012.",
                          _row(["Okafor, T", "Lind, B"], ROUTES, 2012, PROC, "ACM")),
    "place-with-state": ("Okafor T, Lind B. Routing parcels with learned heuristics [A]. Proceedings of the 9th Workshop on Freight Logistics [C]. Austin, TX, USA: IEEE, 2012: 14-22.",
                         _row(["Okafor, T", "Lind, B"], ROUTES, 2012, PROC, "IEEE", pages="14-22")),
    "glued-codes-year-only": ("Okafor T, Lind B. Routing parcels with learned heuristics[A]. Proceedings of the 9th Workshop on Freight Logistics[C].  2012.",
                              _row(["Okafor, T", "Lind, B"], ROUTES, 2012, PROC)),
    "year-pages-no-publisher": ("Okafor T, Lind B. Routing parcels with learned heuristics[A]. Proceedings of the 9th Workshop on Freight Logistics[C]. 2012: 14–22.",
                                _row(["Okafor, T", "Lind, B"], ROUTES, 2012, PROC, pages="14-22")),
    "comma-after-C": ("Okafor T, Lind B. Routing parcels with learned heuristics[A]. Proceedings of the 9th Workshop on Freight Logistics[C], 2012: 14-22.",
                      _row(["Okafor, T", "Lind, B"], ROUTES, 2012, PROC, pages="14-22")),
    "publisher-no-place-volume": ("Okafor T, Lind B. Routing parcels with learned heuristics[A]. Proceedings of the 9th Workshop on Freight Logistics, FL[C]. IEEE Computer Society, 2012, 2011-Octob: 14–22.",
                                  _row(["Okafor, T", "Lind, B"], ROUTES, 2012, PROC + ", FL", "IEEE Computer Society", pages="14-22")),
    "pages-after-comma": ("Okafor T, Lind B. Routing parcels with learned heuristics [A]. Proceedings of the 9th Workshop on Freight Logistics [C]. Lagos: Tide Press, 2012, 140-152.",
                          _row(["Okafor, T", "Lind, B"], ROUTES, 2012, PROC, "Tide Press", pages="140-152")),
    "pages-after-period": ("Okafor T, Lind B. Routing parcels with learned heuristics[A]. Proceedings of the 9th Workshop on Freight Logistics[C]. ACM, 2012. 140-152.",
                           _row(["Okafor, T", "Lind, B"], ROUTES, 2012, PROC, "ACM", pages="140-152")),
    "editor-before-the-book": ("Okafor T, Lind B. Routing parcels with learned heuristics[A]. Pau R, ed. Proceedings of the 9th Workshop on Freight Logistics[C]. Lagos: Tide Press, 2012: 14-22.",
                               _row(["Okafor, T", "Lind, B"], ROUTES, 2012, PROC, "Tide Press", pages="14-22")),
    "zh-editors-before-the-book": ("韩立. 基于有限元的钢箱梁疲劳分析[A]. 王明, 李红, 主编. 第五届全国桥梁学术会议论文集[C]. 北京: 人民交通出版社, 2012: 14-22.",
                                   _row(["韩立"], "基于有限元的钢箱梁疲劳分析", 2012, "第五届全国桥梁学术会议论文集", "人民交通出版社", pages="14-22")),
    "conference-on-inverted": ("Okafor T, Lind B. Routing parcels with learned heuristics [A]. Freight Logistics (FL), 2012 3rd International Conference on [C]. Lagos, Nigeria: IEEE, 2012",
                               _row(["Okafor, T", "Lind, B"], ROUTES, 2012, "Freight Logistics (FL), 2012 3rd International Conference on", "IEEE")),
}


@pytest.mark.parametrize("line, expected", OLD_CONFERENCE.values(), ids=OLD_CONFERENCE.keys())
def test_old_conference_form(line, expected):
    assert _read(line)[1] == expected


SOLAR = "Forecasting rooftop solar output with gradient boosting"

# 2. Scopus/Mendeley's GB/T: the publisher after the journal, a month where the issue goes
EXPORT_PUBLISHER = {
    "elsevier-month": ("Ilves K, Moro D. Forecasting rooftop solar output with gradient boosting[J]. Renewable Energy, Elsevier, 2020, 161(Dec): 11–19.",
                       _row(["Ilves, K", "Moro, D"], SOLAR, 2020, "Renewable Energy", "Elsevier", "161", pages="11-19")),
    "elsevier-ltd": ("Ilves K, Moro D. Forecasting rooftop solar output with gradient boosting[J]. Renewable Energy, Elsevier Ltd, 2020, 161: 11–19",
                     _row(["Ilves, K", "Moro, D"], SOLAR, 2020, "Renewable Energy", "Elsevier Ltd", "161", pages="11-19")),
    "elsevier-bv-issue": ("Ilves K, Moro D. Forecasting rooftop solar output with gradient boosting[J]. Energy Reports, Elsevier B.V., 2020, 6(2): 11-19.",
                          _row(["Ilves, K", "Moro, D"], SOLAR, 2020, "Energy Reports", "Elsevier B.V.", "6", "2", "11-19")),
    "mdpi-no-pages": ("Ilves K, Moro D. Forecasting rooftop solar output with gradient boosting[J].  Energies (Basel), MDPI AG, 2020, 13(4).",
                      _row(["Ilves, K", "Moro, D"], SOLAR, 2020, "Energies (Basel)", "MDPI AG", "13", "4")),
    "ieee-article-number": ("Ilves K, Moro D. Forecasting rooftop solar output with gradient boosting[J]. IEEE Access, Institute of Electrical and Electronics Engineers Inc., 2020, 8: 120334.",
                            _row(["Ilves, K", "Moro, D"], SOLAR, 2020, "IEEE Access", "Institute of Electrical and Electronics Engineers Inc.", "8", pages="120334")),
    "springer-month-name": ("Ilves K, Moro D. Forecasting rooftop solar output with gradient boosting[J]. Solar Physics Letters, Springer Science+Business Media, 2020, 7(April): 5-9.",
                            _row(["Ilves, K", "Moro, D"], SOLAR, 2020, "Solar Physics Letters", "Springer Science+Business Media", "7", pages="5-9")),
    "volume-before-publisher": ("K. Ilves, D. Moro, G.S. Sato, Forecasting rooftop solar output with gradient boosting [J]. Renewable Energy, 161, Elsevier Ltd, 2020 104512.",
                                _row(["K. Ilves", "D. Moro", "G.S. Sato"], SOLAR, 2020, "Renewable Energy", "Elsevier Ltd", "161")),
    "volume-before-publisher-pp": ("K. Ilves, D. Moro, Forecasting rooftop solar output with gradient boosting [J]. Renewable Energy, 161, Elsevier B.V., 2020, pp. 11 -19.",
                                   _row(["K. Ilves", "D. Moro"], SOLAR, 2020, "Renewable Energy", "Elsevier B.V.", "161", pages="11-19")),
    "meeting-then-publisher": ("Ilves K, Moro D. Forecasting rooftop solar output with gradient boosting[C]. Proceedings of SEST, IEEE Computer Society, 2020: 11-19.",
                               _row(["Ilves, K", "Moro, D"], SOLAR, 2020, "Proceedings of SEST", "IEEE Computer Society", pages="11-19")),
    "journal-named-like-publisher-kept": ("Ilves K, Moro D. Forecasting rooftop solar output with gradient boosting[J]. Wiley Interdisciplinary Reviews: Energy, 2020, 9(3): 5-9.",
                                          _row(["Ilves, K", "Moro, D"], SOLAR, 2020, "Wiley Interdisciplinary Reviews: Energy", volume="9", issue="3", pages="5-9")),
    "slashes-year-volume": ("Ilves K, Moro D, Sato H, et al. Forecasting rooftop solar output with gradient boosting[C]//Advances in Neural Information Processing Systems, 2020, 33: 1021-1032.",
                            _row(["Ilves, K", "Moro, D", "Sato, H"], SOLAR, 2020, "Advances in Neural Information Processing Systems",
                                 volume="33", pages="1021-1032", truncated=True)),
}


@pytest.mark.parametrize("line, expected", EXPORT_PUBLISHER.values(), ids=EXPORT_PUBLISHER.keys())
def test_publisher_after_journal(line, expected):
    assert _read(line)[1] == expected


STEEL = "基于有限元的钢箱梁疲劳分析"

# 3. Chinese lines without a type code: no journal written, the year carrying 年; a title first, the journal in 《》
NO_CODE = {
    "year-nian-full-width": ("[1]   韩立, 邵云, 莫青. 基于有限元的钢箱梁疲劳分析.2015年，31（4）：40-47.",
                             _row(["韩立", "邵云", "莫青"], STEEL, 2015, volume="31", issue="4", pages="40-47")),
    "year-nian-half-width": ("[2]   韩立, 邵云.基于有限元的钢箱梁疲劳分析.2015年, 31(4):40-47.",
                             _row(["韩立", "邵云"], STEEL, 2015, volume="31", issue="4", pages="40-47")),
    "year-nian-no-comma": ("韩立，邵云．基于有限元的钢箱梁疲劳分析．2015年31（4）：40～47．",
                           _row(["韩立", "邵云"], STEEL, 2015, volume="31", issue="4", pages="40-47")),
    "journal-still-read": ("韩立, 邵云. 基于有限元的钢箱梁疲劳分析. 桥梁建设, 2015, 31(4): 40-47.",
                           _row(["韩立", "邵云"], STEEL, 2015, "桥梁建设", volume="31", issue="4", pages="40-47")),
    "title-first-marked-journal": ("[7]基于有限元的钢箱梁疲劳分析.《桥梁建设（增刊）》. 2015",
                                   _row([], STEEL, 2015, "桥梁建设（增刊）")),
    "title-first-glued-year": ("[9]基于有限元的钢箱梁疲劳分析.《桥梁建设》.2015",
                               _row([], STEEL, 2015, "桥梁建设")),
    "title-first-numbers": ("基于有限元的钢箱梁疲劳分析．《桥梁建设》，2015，31（4）：40-47．",
                            _row([], STEEL, 2015, "桥梁建设", volume="31", issue="4", pages="40-47")),
}


@pytest.mark.parametrize("line, expected", NO_CODE.values(), ids=NO_CODE.keys())
def test_chinese_lines_without_type_code(line, expected):
    assert _read(line)[1] == expected


def test_marked_journal_after_title_is_a_guess():
    entry, _ = _read("[8]基于有限元的钢箱梁疲劳分析——以某大桥为例.《桥梁建设》. 2015")
    assert entry.title == "基于有限元的钢箱梁疲劳分析——以某大桥为例"
    assert entry.certainty["journal"] == Certainty.GUESSED


def test_a_body_before_a_document_title_is_not_a_title_and_journal():
    entry, _ = _read("全国城市交通规划委员会. 《城市慢行交通规划导则（试行）》. 2019.")
    assert (entry.journal, entry.authors) == ("", ["全国城市交通规划委员会"])


BOOKS = {
    # 4. hand-typed Chinese books
    "names-parted-by-spaces": ("\t[1] 庞川\xa0魏琳\xa0乔峰，《嵌入式系统设计实践》，电子工业出版社，2013年",
                               {"authors": ["庞川", "魏琳", "乔峰"], "title": "嵌入式系统设计实践", "publisher": "电子工业出版社", "year": 2013}),
    "names-parted-by-a-space": ("[2] 庞川 魏琳，《嵌入式系统设计实践》，电子工业出版社，2013年",
                                {"authors": ["庞川", "魏琳"], "title": "嵌入式系统设计实践", "publisher": "电子工业出版社", "year": 2013}),
    "space-before-title-marks": ("[3] 庞川 《嵌入式系统设计实践》，电子工业出版社，2013年",
                                 {"authors": ["庞川"], "title": "嵌入式系统设计实践", "publisher": "电子工业出版社", "year": 2013}),
    "edition-and-place-with-periods": ("[1] 杜川.嵌入式系统设计实践[M].第三版.北京.电子工业出版社.2013.",
                                       {"authors": ["杜川"], "title": "嵌入式系统设计实践", "publisher": "电子工业出版社", "year": 2013}),
    "edition-in-figures": ("杜川、魏琳.嵌入式系统设计实践[M].2版.北京.电子工业出版社.2013.",
                           {"authors": ["杜川", "魏琳"], "title": "嵌入式系统设计实践", "publisher": "电子工业出版社", "year": 2013}),
    "translators-without-yi": ("[6] MarkoVidal、IrenaKos.Rust实战[M].庞川、乔峰.北京.电子工业出版社.2019.",
                               {"authors": ["MarkoVidal", "IrenaKos"], "title": "Rust实战", "publisher": "电子工业出版社", "year": 2019}),
    "edition-then-place-colon": ("[14]杜川.嵌入式系统设计实践[M].第二版.北京:电子工业出版社,2013:122-124.",
                                 {"authors": ["杜川"], "title": "嵌入式系统设计实践", "publisher": "电子工业出版社", "year": 2013, "pages": "122-124"}),
    "edition-then-spaced-place": ("[13] 杜川.嵌入式系统设计实践[M].第二版.北 京：电子工业出版社,2013.",
                                  {"authors": ["杜川"], "title": "嵌入式系统设计实践", "publisher": "电子工业出版社", "year": 2013}),
    "publisher-before-code-place-after": ("[25] 杜川，魏琳. Web渗透测试.电子工业出版社[M].北京,2013:21-30.",
                                          {"authors": ["杜川", "魏琳"], "title": "Web渗透测试", "publisher": "电子工业出版社",
                                           "year": 2013, "pages": "21-30"}),
    "translator-after-wrote": ("  [12] Marko Vidal著，庞川 译．Rust实战．北京：电子工业出版社．2019.",
                               {"authors": ["Marko Vidal"], "title": "Rust实战", "publisher": "电子工业出版社", "year": 2019}),
    "translated-glued-initial": ("[11](英)Marko T.Vidal.深入理解Rust[M]. 庞川，乔峰译.北京：电子工业出版社，2019年1月：1～402页.",
                                 {"authors": ["Marko T. Vidal"], "title": "深入理解Rust", "publisher": "电子工业出版社", "year": 2019}),
    "no-code-place-with-period": ("杜川.嵌入式系统设计实践.北京.电子工业出版社，2013",
                                  {"authors": ["杜川"], "title": "嵌入式系统设计实践", "publisher": "电子工业出版社", "year": 2013}),
    "no-code-names-by-full-stops": ("杜川。魏琳。嵌入式系统设计实践(第二版).北京:电子工业出版社，2013",
                                    {"authors": ["杜川", "魏琳"], "title": "嵌入式系统设计实践(第二版)", "publisher": "电子工业出版社", "year": 2013}),
}


@pytest.mark.parametrize("line, expected", BOOKS.values(), ids=BOOKS.keys())
def test_hand_typed_chinese_books(line, expected):
    entry, _ = _read(line)
    assert {k: getattr(entry, k) for k in expected} == expected


def test_names_parted_by_full_stops_are_a_guess():
    entry, _ = _read("杜川。魏琳。嵌入式系统设计实践.北京:电子工业出版社，2013")
    assert entry.certainty["authors"] == Certainty.GUESSED and entry.certainty["title"] == Certainty.GUESSED


NAMES = {
    # 5. English names in GB/T written unusually
    "comma-before-two-word-title": ("Okafor T, Lind B K, Parcel routing[J]. Transport Letters,2012,40(3):56-58.",
                                    _row(["Okafor, T", "Lind, B K"], "Parcel routing", 2012, "Transport Letters", volume="40", issue="3", pages="56-58")),
    "given-first-glued-commas": ("[9] Tobi-Ade Okafor,Birgit K. Lind,Ramon L. Pau. Routing parcels with learned heuristics[J]. Transport Letters,2012,40:56-58.",
                                 _row(["Tobi-Ade Okafor", "Birgit K. Lind", "Ramon L. Pau"], ROUTES, 2012, "Transport Letters", volume="40", pages="56-58")),
    "given-first-and": ("Tobi Okafor, Birgit K. Lind, and Ramon Pau. Routing parcels with learned heuristics[J]. Transport Letters, 2012, 40: 56-58.",
                        _row(["Tobi Okafor", "Birgit K. Lind", "Ramon Pau"], ROUTES, 2012, "Transport Letters", volume="40", pages="56-58")),
}


@pytest.mark.parametrize("line, expected", NAMES.values(), ids=NAMES.keys())
def test_english_names_written_unusually(line, expected):
    assert _read(line)[1] == expected


def test_names_ending_at_a_comma_are_a_guess():
    entry, _ = _read("Okafor T, Lind B K, Parcel routing[J]. Transport Letters,2012,40(3):56-58.")
    assert entry.certainty["authors"] == Certainty.GUESSED and entry.certainty["title"] == Certainty.GUESSED


WEB = {
    "date-glued-to-address": ("[5] 林小展.用Gradle搭建一个多模块的Spring项目. https://blog.example.net/lxz/article/details/9912,2019.03.14",
                              ("林小展", "用Gradle搭建一个多模块的Spring项目", 2019, "https://blog.example.net/lxz/article/details/9912")),
    "year-after-a-space": ("[8] 林小展.人脸检测——眨眼识别（活体）. https://notes.example.org/post/5aaf0e ,2018.",
                           ("林小展", "人脸检测——眨眼识别（活体）", 2018, "https://notes.example.org/post/5aaf0e")),
}


@pytest.mark.parametrize("line, expected", WEB.values(), ids=WEB.keys())
def test_chinese_web_lines_with_a_date_after_the_address(line, expected):
    entry, _ = _read(line)
    assert (entry.authors, entry.title, entry.year, entry.url) == ([expected[0]], *expected[1:])
    assert entry.certainty["authors"] == Certainty.GUESSED


def test_family_name_then_given_name_in_full():
    entry, fields = _read("[3]  Okafor Tobias K，Lind Birgit．Routing parcels with learned heuristics [J]．Transport Letters，2012(3)")
    assert fields == _row(["Okafor, Tobias K", "Lind Birgit"], ROUTES, 2012, "Transport Letters", issue="3")
    assert entry.certainty["authors"] == Certainty.GUESSED


def test_a_double_family_name_stays_without_a_full_given_name_beside_it():
    _, fields = _read("Garcia Lorca F, Lind B. Routing parcels with learned heuristics[J]. Transport Letters, 2012, 3: 1-5.")
    assert fields["authors"] == ["Garcia Lorca, F", "Lind, B"]


def test_semicolon_before_the_pages():
    _, fields = _read("韩立，邵云.基于有限元的钢箱梁疲劳分析[J].桥梁建设,2015,31(4);40-47.")
    assert fields == _row(["韩立", "邵云"], STEEL, 2015, "桥梁建设", volume="31", issue="4", pages="40-47")


def test_year_closing_a_thesis_line_after_a_street_address():
    entry, _ = _read("[12] Tobi Okafor. Routing parcels with learned heuristics[D]. Lagos University MS-12, 14 Marina Road, Lagos 101-233, Nigeria.:Lagos University, 2011.")
    assert (entry.title, entry.year) == (ROUTES, 2011)


def test_a_title_opening_with_a_comma_leaves_the_names_a_guess():
    entry, _ = _read("[14] Okafor，Tobi K．，Lind，Birgit and Pau．Ramon．Routing parcels with learned heuristics[J】．Transport Letters，2012：67")
    assert not entry.title.startswith(("，", ","))
    assert entry.certainty["authors"] == Certainty.GUESSED and entry.certainty["title"] == Certainty.GUESSED


def test_initials_first_names_ending_at_a_comma_are_a_guess():
    entry, _ = _read("K. Ilves, D. Moro, Forecasting rooftop solar output with gradient boosting [J]. Renewable Energy, 2020, 161: 11-19.")
    assert (entry.authors, entry.title) == (["K. Ilves", "D. Moro"], SOLAR)
    assert entry.certainty["authors"] == Certainty.GUESSED
