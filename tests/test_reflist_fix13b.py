"""Classes of held-out batch 13 (issue 20): Chinese lines typed without GB/T's type code, Italian
humanities lines opening with their citation label, web pages cited as a trail of dash-parted parts,
dblp's plain-text lines, a dash after the list number, Google Scholar's MLA lines in a Chinese list.
Every line is written for this test (the people and works are invented), in the variants seen in
real lists (half- and full-width punctuation, spaces or none, 等 glued, the month after the year)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line
from refverify.parse.reflist_certainty import Certainty

FIELDS = ("authors", "authors_truncated", "title", "journal", "publisher", "year", "volume", "issue", "pages",
          "entry_type")


def _read(line: str) -> dict:
    entry = parse_reference_line(1, line, "refs.docx")
    return {f: getattr(entry, f) for f in FIELDS}


def _row(authors, title, journal="", publisher="", year=None, volume="", issue="", pages="", kind="article",
         truncated=False) -> dict:
    return dict(zip(FIELDS, (authors, truncated, title, journal, publisher, year, volume, issue, pages, kind)))


ZH_NO_CODE = {
    "gbt-order-fullwidth": (
        "[3] 王明，李华，赵强.基于网格搜索的参数优化方法研究.华东理工大学学报,2015,41(3)：210-218.",
        _row(["王明", "李华", "赵强"], "基于网格搜索的参数优化方法研究", "华东理工大学学报", year=2015, volume="41",
             issue="3", pages="210-218")),
    "year-issue-only": (
        "[1]陈晓.数据库加密策略的研究.软件导刊,2012(7)",
        _row(["陈晓"], "数据库加密策略的研究", "软件导刊", year=2012, issue="7")),
    "no-number-halfwidth": (
        "孙立,周红.雷达回波的仿真与分析.系统仿真学报,2004,16(2):88-91",
        _row(["孙立", "周红"], "雷达回波的仿真与分析", "系统仿真学报", year=2004, volume="16", issue="2", pages="88-91")),
    "issue-in-fullwidth-parens-no-volume": (
        "[8］阿不都·热合曼.灌区用水效率的评价方法.节水灌溉，2018，（4）：31-35.",
        _row(["阿不都·热合曼"], "灌区用水效率的评价方法", "节水灌溉", year=2018, issue="4", pages="31-35")),
    "period-before-year": (
        "[6] 林溪.社区图书馆的服务设计.图书馆论坛.2013,33(6):14-19.",
        _row(["林溪"], "社区图书馆的服务设计", "图书馆论坛", year=2013, volume="33", issue="6", pages="14-19")),
    "year-issue-pages": (
        "[7] 袁野,韩雪.云存储中的访问控制.信息网络安全,2017(4):30-36.",
        _row(["袁野", "韩雪"], "云存储中的访问控制", "信息网络安全", year=2017, issue="4", pages="30-36")),
    "spaces-after-periods-latin-word-in-title": (
        "[9] 蒋蓉. 基于 Spark 的流数据处理. 电脑与信息技术, 2016, 24(3): 8-11.",
        _row(["蒋蓉"], "基于 Spark 的流数据处理", "电脑与信息技术", year=2016, volume="24", issue="3", pages="8-11")),
    "etal-after-comma-fullwidth": (
        "[10] 潘岳，等.湿地植被的恢复评价.生态学杂志，2012，31(2)：300-307.",
        _row(["潘岳"], "湿地植被的恢复评价", "生态学杂志", year=2012, volume="31", issue="2", pages="300-307",
             truncated=True)),
    "homemade-volume-issue-then-year-month": (
        "[1] 刘一,陈二,张三.社交网络中的传播模型分析.计算机科学与探索.12(3).2018,3:40-47.",
        _row(["刘一", "陈二", "张三"], "社交网络中的传播模型分析", "计算机科学与探索", year=2018, volume="12", issue="3",
             pages="40-47")),
    "homemade-etal-glued-space-before-year": (
        "[4] 周一,吴二,郑三等.模糊综合评价方法的改进.运筹与管理.27(5). 2018,5:60-66",
        _row(["周一", "吴二", "郑三"], "模糊综合评价方法的改进", "运筹与管理", year=2018, volume="27", issue="5",
             pages="60-66", truncated=True)),
    "dotted-year-volume-pages": (
        "黄海, 林森, 马原. 开源社区的协作网络. 中国科学信息科学. 2020. 50(2). 201-215.",
        _row(["黄海", "林森", "马原"], "开源社区的协作网络", "中国科学信息科学", year=2020, volume="50", issue="2",
             pages="201-215")),
    "numbered-volume-issue-chinese-words": (
        "高远,罗兰. 软件度量的新方法.中国计算机学会通讯.第9卷,第4期. 2013年4月",
        _row(["高远", "罗兰"], "软件度量的新方法", "中国计算机学会通讯", year=2013, volume="9", issue="4")),
    "year-after-names": (
        "钱进，孔明. 2011. 异构数据源的集成框架.计算机技术与发展，21（4）：55-58.",
        _row(["钱进", "孔明"], "异构数据源的集成框架", "计算机技术与发展", year=2011, volume="21", issue="4",
             pages="55-58")),
    "journal-year-only": (
        "[5] 许可,宋玉.传染病传播的时滞模型.中国科学：数学.2021.",
        _row(["许可", "宋玉"], "传染病传播的时滞模型", "中国科学：数学", year=2021)),
    "book-publisher-year-month": (
        "[2]钟山.操作系统原理.高等教育出版社,2008.9",
        _row(["钟山"], "操作系统原理", publisher="高等教育出版社", year=2008, kind="book")),
    "book-place-publisher-pages": (
        "[4]白雪.Photoshop 图像处理教程.北京:清华大学出版社,2010,45-60",
        _row(["白雪"], "Photoshop 图像处理教程", publisher="清华大学出版社", year=2010, pages="45-60", kind="book")),
    "thesis-bracketed": (
        "[11] 姜文.微博用户影响力的度量.[学位论文].山东大学：2012.",
        _row(["姜文"], "微博用户影响力的度量", publisher="山东大学", year=2012, kind="thesis")),
    "thesis-colon-halfwidth": (
        "[12] 何雨.在线评论的情感分析 -- 以电商平台为例.[硕士学位论文].华中师范大学: 2016.",
        _row(["何雨"], "在线评论的情感分析 -- 以电商平台为例", publisher="华中师范大学", year=2016, kind="thesis")),
    "colon-after-names-commas-between-parts": (
        "[1] 方圆：图像分割方法的比较，计算机学报，2017",
        _row(["方圆"], "图像分割方法的比较", "计算机学报", year=2017)),
    "colon-halfwidth-volume-issue-pages": (
        "[3] 石磊,钟声:分布式账本的一致性,软件学报,2020,31(5):10-22.",
        _row(["石磊", "钟声"], "分布式账本的一致性", "软件学报", year=2020, volume="31", issue="5", pages="10-22")),
    "colon-issue-in-chinese-words": (
        "[2] 田野，江河：乡村道路的养护问题，农村经济，2016，第2期",
        _row(["田野", "江河"], "乡村道路的养护问题", "农村经济", year=2016, issue="2")),
    "english-in-the-homemade-order": (
        "[8] K Ito,M Sato.Finding Influential Users in Online Forums.Journal of Web Studies.6(2).2014,4:33-41.",
        _row(["K Ito", "M Sato"], "Finding Influential Users in Online Forums", "Journal of Web Studies", year=2014,
             volume="6", issue="2", pages="33-41")),
    "pinyin-names-gbt-order": (
        "[7]Hu Jun, Lin Xiao-Ming. Consensus protocols: a survey of recent work. Acta Informatica Sinica, 2019, 40(2): 101−120",
        _row(["Hu Jun", "Lin Xiao-Ming"], "Consensus protocols: a survey of recent work", "Acta Informatica Sinica",
             year=2019, volume="40", issue="2", pages="101-120")),
}


@pytest.mark.parametrize("line, expected", [pytest.param(l, e, id=n) for n, (l, e) in ZH_NO_CODE.items()])
def test_chinese_line_without_type_code(line, expected):
    assert _read(line) == expected


def test_chinese_line_without_type_code_marks_its_source_guessed():
    entry = parse_reference_line(1, "孙立,周红.雷达回波的仿真与分析.系统仿真学报,2004,16(2):88-91", "refs.docx")
    assert entry.certainty["journal"] == Certainty.GUESSED
    assert entry.certainty["title"] == Certainty.STYLE
    assert any("no type code" in n for n in entry.notes)


def test_chinese_year_month_volume_shape_is_not_read_as_such():
    # "2017.08（25）": a year and a month, or a year and an issue? not read as a volume
    entry = parse_reference_line(1, "[3] 马丽，买买提·艾力 等.儿童视力的调查.中国儿童保健杂志，2017.08（25）：834-836.", "r")
    assert (entry.volume, entry.issue) == ("", "")


LABEL_HEAD = {
    "book": (
        "Rossi 2012 Marta Rossi, Le carte di un romanziere, Torino: Einaudi.",
        _row(["Rossi, Marta"], "Le carte di un romanziere", publisher="Einaudi", year=2012, kind="book")),
    "two-authors-family-first": (
        "Bruni and Costa 2021 Bruni Elena and Costa Luca, Inventario di una biblioteca privata, Rome: Carocci.",
        _row(["Bruni, Elena", "Costa, Luca"], "Inventario di una biblioteca privata", publisher="Carocci", year=2021,
             kind="book")),
    "chapter-in-volume-ed-by": (
        "Moretti 1990 Carlo Moretti, Scritti dispersi, in Opere, vol. 3, ed. by Anna Neri e Paolo Sala, Milan: Garzanti.",
        # (the book's volume read by the learned line reader, marked guessed)
        _row(["Moretti, Carlo"], "Scritti dispersi", "Opere", "Garzanti", 1990, volume="3", kind="incollection")),
    "particle-family-title-with-period": (
        "Del Monte 2018 Sara Del Monte, La stanza dei libri. Una biblioteca d'autore, Alessandria: Edizioni dell'Orso.",
        _row(["Del Monte, Sara"], "La stanza dei libri. Una biblioteca d'autore", publisher="Edizioni dell'Orso",
             year=2018, kind="book")),
    "article-volume-pages": (
        "Del Monte 2015 Sara Del Monte, Postille e margini. Come annotava un lettore. Autografo, 49, 21–35.",
        _row(["Del Monte, Sara"], "Postille e margini. Come annotava un lettore", "Autografo", year=2015, volume="49",
             pages="21–35")),
    "series-after-publisher": (
        "Ferri 2014 Anna Ferri, Letture immaginarie, Firenze: Firenze University Press («Collana»).",
        _row(["Ferri, Anna"], "Letture immaginarie", publisher="Firenze University Press", year=2014, kind="book")),
    "equals-after-label-initial-italian-commas": (
        "Longo 2001 = F. Longo, Il mondo di fuori. Modelli e immagini, Torino, Einaudi, 2001.",
        _row(["Longo, F."], "Il mondo di fuori. Modelli e immagini", publisher="Einaudi", year=2001, kind="book")),
    "colon-after-label-editors-after-title": (
        "Marini 1985: Giulia Marini, Carte sparse, a cura di Rita Fonte, Padova, Antenore, 1985.",
        _row(["Marini, Giulia"], "Carte sparse", publisher="Antenore", year=1985, kind="book")),
    "two-initials-authors-e": (
        "Rota e Galli 2006 M. Rota e P. Galli, Scrivere, Milano, Apogeo, 2006.",
        _row(["Rota, M.", "Galli, P."], "Scrivere", publisher="Apogeo", year=2006, kind="book")),
    "pages-after-publisher": (
        "Galli 2020 Piero Galli, Biblioteche d’autore e testi, Padova: UP, 101–19.",
        _row(["Galli, Piero"], "Biblioteche d’autore e testi", publisher="UP", year=2020, pages="101–19", kind="book")),
}


@pytest.mark.parametrize("line, expected", [pytest.param(l, e, id=n) for n, (l, e) in LABEL_HEAD.items()])
def test_label_head_is_no_author(line, expected):
    assert _read(line) == expected


def test_label_head_with_commas_only_marks_title_and_publisher_guessed():
    entry = parse_reference_line(1, "Rota e Galli 2006 M. Rota e P. Galli, Scrivere, Milano, Apogeo, 2006.", "r")
    assert (entry.certainty["title"], entry.certainty["publisher"]) == (Certainty.GUESSED, Certainty.GUESSED)


def test_label_whose_names_do_not_repeat_it_is_not_this_shape():
    entry = parse_reference_line(1, "Rossi 2012 Marta Bianchi, Le carte di un romanziere, Torino: Einaudi.", "r")
    assert (entry.authors, entry.publisher) == ([], "")
    assert entry.certainty["title"] == Certainty.GUESSED


WEB = {
    "repeated-title-rfc": (
        "[4] – Scope – Name Resolution – Protocol Specification - RFC 999: Name Resolution (rfc-editor.org)",
        ([], "Name Resolution")),
    "initials-author-and-repeated-title": (
        "[13] – Overview – A Format for Tabular Logs - Working Group -   K. Novak - RFC 5000: A Format for Tabular Logs (rfc-editor.org)",
        (["Novak, K."], "A Format for Tabular Logs")),
    "author-given-first-title-before-site": (
        "[19] – A Primer on Event Logs – Logsite - Maria T. Lindqvist -  A Primer on Event Logs — Log Journal (logsite.com)",
        (["Lindqvist, Maria T."], "A Primer on Event Logs")),
    "by-name-in-link-text-glued-dash": (
        "[26] - Recall- Precision and Recall, Simply Put - Omar Haddad - Precision and Recall, Simply Put | by Omar Haddad | Data Blog",
        (["Haddad, Omar"], "Precision and Recall, Simply Put")),
    "several-authors-no-repeat": (
        "[21] - Metrics in Mining - Fitness Measures for Process Models - A.B. van Leeuwen and C. Duarte - paper7.pdf (ceur-ws.org)",
        (["van Leeuwen, A.B.", "Duarte, C."], "Fitness Measures for Process Models")),
}


@pytest.mark.parametrize("line, expected", [pytest.param(l, e, id=n) for n, (l, e) in WEB.items()])
def test_web_page_as_a_trail_of_parts(line, expected):
    entry = parse_reference_line(1, line, "refs.docx")
    assert (entry.authors, entry.title, entry.year, entry.journal, entry.publisher) == (*expected, None, "", "")
    assert entry.certainty["title"] == Certainty.GUESSED


def test_web_trail_with_a_site_name_only_invents_no_author():
    entry = parse_reference_line(1, "[24] – F1 score – Wikipedia - F1 score - Wikipedia", "refs.docx")
    assert entry.authors == []


DBLP = {
    "book-after-number-dash": (
        "[1] - Ana P. de Souza: Event Data Analysis - Methods and Tools, Third Edition. Springer 2018, ISBN 978-3-000-00000-1, pp. 5-410",
        _row(["Ana P. de Souza"], "Event Data Analysis - Methods and Tools", publisher="Springer",      # no edition in the title
             year=2018, pages="5-410", kind="book")),
    "journal": (
        "Ana P. de Souza, Tom H. Berg: Mining Nets from Logs. Trans. Nets Models Concurr. 9: 100-150 (2015)",
        _row(["Ana P. de Souza", "Tom H. Berg"], "Mining Nets from Logs", "Trans. Nets Models Concurr.", year=2015,
             volume="9", pages="100-150")),
    "journal-with-issue": (
        "Rosa T. Lind, Omar Haddad: Pruning Deep Nets Early. J. Mach. Learn. Stud. 21(4): 301-330 (2020)",
        _row(["Rosa T. Lind", "Omar Haddad"], "Pruning Deep Nets Early", "J. Mach. Learn. Stud.", year=2020, volume="21",
             issue="4", pages="301-330")),
    "corr-preprint": (
        "Rosa T. Lind, Omar Haddad: Rethinking Step Sizes: A Note. CoRR abs/2001.01234 (2020)",
        _row(["Rosa T. Lind", "Omar Haddad"], "Rethinking Step Sizes: A Note", "CoRR", year=2020)),
    "meeting-without-pages": (
        "Rosa T. Lind, Omar Haddad: Rethinking Step Sizes. ICLR (Poster) 2021",
        _row(["Rosa T. Lind", "Omar Haddad"], "Rethinking Step Sizes", "ICLR (Poster)", year=2021,
             kind="inproceedings")),
    "book-without-isbn": (
        "Ana P. de Souza: Nets and Logs. Springer 2019",
        _row(["Ana P. de Souza"], "Nets and Logs", publisher="Springer", year=2019, kind="book")),
    "conference-homonym-number": (
        "Li Wang 0002, Mei Chen: A Faster Join Algorithm. ICDE 2021: 1101-1112",
        _row(["Li Wang", "Mei Chen"], "A Faster Join Algorithm", "ICDE", year=2021, pages="1101-1112",
             kind="inproceedings")),
}


@pytest.mark.parametrize("line, expected", [pytest.param(l, e, id=n) for n, (l, e) in DBLP.items()])
def test_dblp_plain_text(line, expected):
    assert _read(line) == expected


MLA_IN_CHINESE_LIST = {
    "volume-dot-issue-year": (
        "\t[12] Okafor, Nneka, Tom Reyes, and Ida Holm. \"Sharing ledgers between hospitals.\"\u00a0IBM Journal of Systems\u00a058.4/5 (2017): 2-1.",
        ("IBM Journal of Systems", "", "58", "4/5", "2-1")),
    "meeting-with-commas-and-publisher": (
        "[18] Okafor, Nneka, and Tom Reyes. \"Tuning a permissioned ledger.\"\u00a02019 IEEE 27th International Symposium on Storage, Networks, and Systems (SNS). IEEE, 2019.",
        ("2019 IEEE 27th International Symposium on Storage, Networks, and Systems (SNS)", "IEEE", "", "", "")),
    "meeting-publisher-with-place": (
        "[20] Holm, Ida, et al. \"Fair leaders in consensus.\"\u00a0Nordic, Baltic, and Arctic Conference on Computing. Springer, Cham, 2021.",
        ("Nordic, Baltic, and Arctic Conference on Computing", "Springer", "", "", "")),     # (its seat, Cham, is no part of its name)
}


@pytest.mark.parametrize("line, expected", [pytest.param(l, e, id=n) for n, (l, e) in MLA_IN_CHINESE_LIST.items()])
def test_google_scholar_mla_source(line, expected):
    entry = parse_reference_line(1, line, "refs.docx")
    assert (entry.journal, entry.publisher, entry.volume, entry.issue, entry.pages) == expected


@pytest.mark.parametrize("line, authors, title", [
    ("\t[2] OKONKWO N.Ledger: a peer-to-peer payment scheme[EB/OL].[2018-01-02].https://example.org/ledger.pdf.",
     ["OKONKWO, N"], "Ledger: a peer-to-peer payment scheme"),
    ("[14]LI C，MA J，HU Y，et al.Peer-to-peer power sharing in a village grid[J].Applied Energy，2019，230(2):1-12.",
     ["LI, C", "MA, J", "HU, Y"], "Peer-to-peer power sharing in a village grid"),
])
def test_gbt_title_glued_to_initial_or_et_al(line, authors, title):
    entry = parse_reference_line(1, line, "refs.docx")
    assert (entry.authors, entry.title) == (authors, title)


def test_colon_after_names_with_periods_is_left_to_the_other_styles():
    entry = parse_reference_line(1, "77. 孟夏: 数据挖掘. 清华大学出版社, 北京, 2016.", "refs.docx")
    assert (entry.authors, entry.title) == (["孟夏"], "数据挖掘")
