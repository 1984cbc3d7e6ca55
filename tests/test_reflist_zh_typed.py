"""Chinese reference lines typed by hand without GB/T's type code (issue 20): the fields parted by
commas alone, a full stop 。 before the year, the year alone after the title, and the kind of work
("硕士论文：", "期刊：") written before the names in reading notes.

Every line here was written for this test; the shapes are those met in held-out reference lists."""
import pytest

from refverify.parse.reflist import parse_reference_line


def _fields(line):
    e = parse_reference_line(1, line, "thesis.docx")
    return e.authors, e.title, e.journal, e.publisher, e.year, e.volume, e.issue, e.pages


@pytest.mark.parametrize("line, fields", [
    # names, title, journal, year, volume(issue), pages — all parted by commas
    ("王立新，沿海滩涂鸥类计数方法的比较研究，生态学杂志，2009,6(35),641-649",
     (["王立新"], "沿海滩涂鸥类计数方法的比较研究", "生态学杂志", "", 2009, "6", "35", "641-649")),
    ("李红，张明，滩涂鸟类调查的可持续发展途径，海洋科学，2005(5):9-15.",
     (["李红", "张明"], "滩涂鸟类调查的可持续发展途径", "海洋科学", "", 2005, "", "5", "9-15")),
    # the journal closed by a full stop 。, the pages after the issue's bracket and a period
    ("刘安，赵平，王伟，周颖.基于无人机的鸥类计数模型.海洋大学学报。2012,46（12）.1907-1912.",
     (["刘安", "赵平", "王伟", "周颖"], "基于无人机的鸥类计数模型", "海洋大学学报", "", 2012, "46", "12", "1907-1912")),
    # a book whose publisher is closed by 。 before the year
    ("[2]李宁。滩涂鸟类图鉴大全。海洋出版社。2009",
     (["李宁"], "滩涂鸟类图鉴大全", "", "海洋出版社", 2009, "", "", "")),
    # the year alone after the title: no source written
    ("林安.滩涂鸥类计数工具的设计与实现.2012",
     (["林安"], "滩涂鸥类计数工具的设计与实现", "", "", 2012, "", "", "")),
])
def test_typed_without_code(line, fields):
    assert _fields(line) == fields


@pytest.mark.parametrize("line, authors", [
    ("硕士论文：张安. 滩涂鸥类的时空分布研究[D].海洋大学,2014.", ["张安"]),
    ("期刊：吕平,李明.滩涂鸥类计数中的若干问题[J].生态学报,2002(02):13-18.", ["吕平", "李明"]),
    ("图书：江安，陆平，叶明编著.滩涂鸟类有限元分析[M].北京：海洋出版社.2005.", ["江安", "陆平", "叶明"]),
])
def test_kind_of_work_before_the_names_is_no_name(line, authors):
    assert parse_reference_line(1, line, "notes.docx").authors == authors


def test_comma_parts_are_marked_as_read_by_position():
    entry = parse_reference_line(1, "王立新，沿海滩涂鸥类计数方法的比较研究，生态学杂志，2009,6(35),641-649", "thesis.docx")
    assert entry.certainty["title"] == "guessed" and entry.certainty["journal"] == "guessed"


@pytest.mark.parametrize("line, fields", [
    # a book's title in 《》 (the marks are no part of it), the month after the year, or no year at all
    ("[1] 李安，王平.《滩涂鸟类图鉴》.北京:海洋出版社,2007年06月",
     (["李安", "王平"], "滩涂鸟类图鉴", "", "海洋出版社", 2007, "", "", "")),
    ("[7] 黄安编著.《鸥类观察详解》.海洋出版社",
     (["黄安"], "鸥类观察详解", "", "海洋出版社", None, "", "", "")),
    ("[3] 宋安、李平著. 《滩涂数据库开发实例》. 北京：海洋出版社.2006",
     (["宋安", "李平"], "滩涂数据库开发实例", "", "海洋出版社", 2006, "", "", "")),
    # two names parted by the same period as the title
    ("[2] 姜安.王平. 滩涂信息系统.海洋出版社.2009年1月.",
     (["姜安", "王平"], "滩涂信息系统", "", "海洋出版社", 2009, "", "", "")),
])
def test_books_without_code(line, fields):
    assert _fields(line) == fields


def test_a_publisher_without_year_or_book_marks_is_not_read_as_a_book():
    assert _fields("张安.某滩涂题名.北京：海洋出版社")[3] == ""


@pytest.mark.parametrize("line, fields", [
    # CNKI's date of an issue ("2014年07期") and a semicolon after the year, in Chinese lines (held-out batch 62)
    ("王宇, 张平. 论网络博物馆的建设[J]. 北京印刷学院学报. 2008年01 期: 83-86.",
     (["王宇", "张平"], "论网络博物馆的建设", "北京印刷学院学报", "", 2008, "", "01", "83-86")),
    ("马涛. 应用蓝牙信标的到店方案. 信息通信技术. 2015年04期: 58-64.",
     (["马涛"], "应用蓝牙信标的到店方案", "信息通信技术", "", 2015, "", "04", "58-64")),
    ("[6] 王云，郭平等．Web项目中的注入问题研究．计算机工程与设计, 2010; 31(5) : 976-978.",
     (["王云", "郭平"], "Web项目中的注入问题研究", "计算机工程与设计", "", 2010, "31", "5", "976-978")),
])
def test_cnki_issue_dates_and_a_semicolon_after_the_year(line, fields):
    assert _fields(line) == fields
