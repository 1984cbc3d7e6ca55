"""Issue 20, held-out batches 20 and 21: Chinese typed lists without GB/T's type code (books
"作者.书名.地点：出版社，年"), standards and patents whose number GB/T 7714 writes after the title,
and titles in 《》 after the authors and a comma."""
import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line

FIELDS = ("entry_type", "authors", "authors_truncated", "title", "journal", "publisher", "year", "volume", "issue", "pages")


@pytest.mark.parametrize("line, expected", [
    # GB/T 7714-2015: the standard's number after the title and a colon, no author
    ("[3]道路交通标志和标线:GB/T 5768—2009[S].北京:中国标准出版社,2009.",
     ("standard", [], False, "道路交通标志和标线", "", "中国标准出版社", 2009, "", "", "")),
    # a committee as the author, spaces after the colons, the page cited
    ("[4] 全国图书馆标准化技术委员会. 图书馆 馆藏编目规则: GB/T 3792—2021[S]. 北京: 中国标准出版社, 2021: 7.",
     ("standard", ["全国图书馆标准化技术委员会"], False, "图书馆 馆藏编目规则", "", "中国标准出版社", 2021, "", "", "7")),
    # the number first, parted from the title by a comma (older lists), nothing after the code
    ("[5] GB/T2260-2007,中华人民共和国行政区划代码[S].",
     ("standard", [], False, "中华人民共和国行政区划代码", "", "", None, "", "", "")),
    # the number first, parted by a space; a range of numbers and a two-digit year
    ("[6] 国家质量技术监督局. GB 4000-4002—94 家用电器安全要求[S]. 北京: 中国标准出版社, 1995: 3-5.",
     ("standard", ["国家质量技术监督局"], False, "家用电器安全要求", "", "中国标准出版社", 1995, "", "", "3-5")),
    # an international standard whose number holds a colon
    ("[7] ISO 9001:2015 Quality management systems—Requirements[S]. Geneva: ISO, 2015.",
     ("standard", [], False, "Quality management systems—Requirements", "", "ISO", 2015, "", "", "")),
    # a patent: the number after the colon, no space, the date of publication
    ("[8]王立新.一种可折叠的晾衣架:931024586[P].1994-03-15.",
     ("patent", ["王立新"], False, "一种可折叠的晾衣架", "", "", 1994, "", "", "")),
    # GB/T 7714-2005: the country before the number, a number with a check digit after a period
    ("[9] 王立新. 一种可折叠的晾衣架: 中国, 93102458.6[P]. 1994-03-15.",
     ("patent", ["王立新"], False, "一种可折叠的晾衣架", "", "", 1994, "", "", "")),
    # a university as the owner, the office's letters before the number, online
    ("[10] 华南理工大学. 基于声波的管道泄漏定位方法: CN102345678A[P/OL]. 2012-02-08[2013-05-01].",
     ("patent", ["华南理工大学"], False, "基于声波的管道泄漏定位方法", "", "", 2012, "", "", "")),
    # a kind code after a space
    ("[11] 李晓. 一种太阳能路灯: CN 201820123456.1 U[P]. 2019-01-04.",
     ("patent", ["李晓"], False, "一种太阳能路灯", "", "", 2019, "", "", "")),
    # an English patent with et al.
    ("[12] SMITH J, BROWN K, et al. Sorting apparatus: US7654321[P]. 2010-02-02.",
     ("patent", ["SMITH, J", "BROWN, K"], True, "Sorting apparatus", "", "", 2010, "", "", "")),
    # the number after the type code (GB 7714-87): the country and number are no publisher
    ("[13] 陈文. 便携式血糖仪[P]. 中国专利: 98213456.7, 1999-06-02.",
     ("patent", ["陈文"], False, "便携式血糖仪", "", "", 1999, "", "", "")),
    # the country, the number and the date after the type code, parted by commas
    ("[15] 陈文. 便携式血糖仪[P]. 中国, 982134567, 1999-06-02.",
     ("patent", ["陈文"], False, "便携式血糖仪", "", "", 1999, "", "", "")),
    # China's patent number with its "ZL" and spaces
    ("[16] 李晓. 一种锂电池保护板: ZL 2016 2 0345678.9[P]. 2017-01-11.",
     ("patent", ["李晓"], False, "一种锂电池保护板", "", "", 2017, "", "", "")),
    # an IEEE standard's number before its title
    ("[17] IEEE Std 1588-2008 Precision Clock Synchronization Protocol for Networked Systems[S]. New York: IEEE, 2008.",
     ("standard", [], False, "Precision Clock Synchronization Protocol for Networked Systems", "", "IEEE", 2008, "", "", "")),
    # a colon inside a standard's title that is no number stays
    ("[14] 全国信息安全标准化技术委员会. 信息安全技术: 第1部分[S]. 北京: 中国标准出版社, 2010.",
     ("standard", ["全国信息安全标准化技术委员会"], False, "信息安全技术: 第1部分", "", "中国标准出版社", 2010, "", "", "")),
])
def test_standards_and_patents(line, expected):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, expected", [
    # "[等]著" after the writer: the list is cut short; full-width colon and comma
    ("[1]  王立新[等]著.城市公共交通规划研究.北京：中国铁道出版社，2011",
     ("book", ["王立新"], True, "城市公共交通规划研究", "", "中国铁道出版社", 2011, "", "", "")),
    # "主编" glued to the name; half-width colon and comma
    ("[2] 陈刚主编.数据库原理.北京:科学出版社,2015",
     ("book", ["陈刚"], False, "数据库原理", "", "科学出版社", 2015, "", "", "")),
    # a space, no comma, before the year
    ("[3] 李华.Python编程基础.上海：上海交通大学出版社 2019",
     ("book", ["李华"], False, "Python编程基础", "", "上海交通大学出版社", 2019, "", "", "")),
    # two publishers joined by "；": the first is kept
    ("[4] 赵明.网络营销概论.北京：清华大学出版社；北京交通大学出版社 2010",
     ("book", ["赵明"], False, "网络营销概论", "", "清华大学出版社", 2010, "", "", "")),
    ("[5] 刘洋.操作系统教程.北京：高等教育出版社；北京：北京大学出版社，2012",
     ("book", ["刘洋"], False, "操作系统教程", "", "高等教育出版社", 2012, "", "", "")),
    # no place before the publisher; two writers parted by a full-width comma
    ("[6] 孙强，周丽.软件测试技术.机械工业出版社，2013",
     ("book", ["孙强", "周丽"], False, "软件测试技术", "", "机械工业出版社", 2013, "", "", "")),
    # translated books under their writers given first, an initial's period without its space
    ("[7] Thomas Keller,Maria L.Brandt.Spring实战指南.北京：人民邮电出版社，2014",
     ("book", ["Thomas Keller", "Maria L. Brandt"], False, "Spring实战指南", "", "人民邮电出版社", 2014, "", "", "")),
    ("[8] Elena Petrova,Omar Haddad,Lucy Grant.深入浅出网络协议.东南大学出版社，2007",
     ("book", ["Elena Petrova", "Omar Haddad", "Lucy Grant"], False, "深入浅出网络协议", "", "东南大学出版社", 2007, "", "", "")),
    # an English title holding a colon
    ("[9] Jonathan P.Miller.Java:The Complete Course.南京：东南大学出版社,2012",
     ("book", ["Jonathan P. Miller"], False, "Java: The Complete Course", "", "东南大学出版社", 2012, "", "", "")),
    ("[10] Nadia Soto.Linux Kernel Internals.北京：电子工业出版社，2005",
     ("book", ["Nadia Soto"], False, "Linux Kernel Internals", "", "电子工业出版社", 2005, "", "", "")),
    # the writer's country and "著"
    ("[11] (美)Karen Wolfe著.深入理解计算机网络.北京：机械工业出版社，2016",
     ("book", ["Karen Wolfe"], False, "深入理解计算机网络", "", "机械工业出版社", 2016, "", "", "")),
    # "编著" after a space, the year with 年
    ("[12] 周涛 编著.数据挖掘导论.北京：电子工业出版社，2017年",
     ("book", ["周涛"], False, "数据挖掘导论", "", "电子工业出版社", 2017, "", "", "")),
    # "等编著": others, and edited
    ("[13] 吴敏等编著.嵌入式系统设计.西安：西安电子科技大学出版社，2009",
     ("book", ["吴敏"], True, "嵌入式系统设计", "", "西安电子科技大学出版社", 2009, "", "", "")),
    # the edition and the translators between the title and the place are no part of the title
    ("[14] 刘洋.操作系统教程.2版.北京：高等教育出版社，2012",
     ("book", ["刘洋"], False, "操作系统教程", "", "高等教育出版社", 2012, "", "", "")),
    ("[15] 刘洋，王五.编译原理.孙六，赵七译.北京：高等教育出版社，2012",
     ("book", ["刘洋", "王五"], False, "编译原理", "", "高等教育出版社", 2012, "", "", "")),
    # a title that ends in 翻译 is no translator
    ("[16] 刘洋.机器翻译.北京：高等教育出版社，2012",
     ("book", ["刘洋"], False, "机器翻译", "", "高等教育出版社", 2012, "", "", "")),
])
def test_books_without_type_code(line, expected):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected
    assert entry.certainty["publisher"] == Certainty.GUESSED


@pytest.mark.parametrize("line, expected, url", [
    # the library's classification number where the source goes
    ("[1] 钱伟，孙婷，高翔.校园一卡通系统的设计.中图分类号：TP311.5",
     ("misc", ["钱伟", "孙婷", "高翔"], False, "校园一卡通系统的设计", "", "", None, "", "", ""), ""),
    ("[2] 韩冬.移动支付安全研究",
     ("misc", ["韩冬"], False, "移动支付安全研究", "", "", None, "", "", ""), ""),
    # a web page: the site before its address; non-breaking spaces
    ("[3]Mark\u00a0Fowler.Refactoring\u00a0notes.InfoQ\u00a0\u00a0http://www.infoq.com/articles/",
     ("misc", ["Mark Fowler"], False, "Refactoring notes", "", "InfoQ", None, "", "", ""), "http://www.infoq.com/articles/"),
    ("[4]韩冬.移动支付安全研究.CSDN博客 https://blog.csdn.net/x/article/1",
     ("misc", ["韩冬"], False, "移动支付安全研究", "", "CSDN博客", None, "", "", ""), "https://blog.csdn.net/x/article/1"),
])
def test_lines_without_source_are_guessed(line, expected, url):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected
    assert entry.url == url
    assert (entry.certainty["authors"], entry.certainty["title"]) == (Certainty.GUESSED, Certainty.GUESSED)


@pytest.mark.parametrize("line, expected, authors_sure", [
    # the authors, a comma, the title in 《》 and nothing more
    ("[1]中国移动通信集团公司，《移动互联网业务接入规范》",
     ("misc", ["中国移动通信集团公司"], False, "移动互联网业务接入规范", "", "", None, "", "", ""), False),
    ("[2]张华、李明，《电子商务物流管理》。",
     ("misc", ["张华", "李明"], False, "电子商务物流管理", "", "", None, "", "", ""), False),
    # a journal in 《》 or a school's thesis after it
    ("[3]王强，《区块链技术综述》，《计算机学报》2018年第3期",
     ("article", ["王强"], False, "区块链技术综述", "计算机学报", "", 2018, "", "3", ""), True),
    ("[4]王强，《区块链技术综述》，北京大学2019年硕士学位论文",
     ("thesis", ["王强"], False, "区块链技术综述", "", "北京大学", 2019, "", "", ""), True),
])
def test_title_marks_after_a_comma(line, expected, authors_sure):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected
    assert (entry.certainty.get("authors") != Certainty.GUESSED) == authors_sure
