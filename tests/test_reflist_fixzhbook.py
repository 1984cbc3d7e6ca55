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
    # a colon inside a standard's title that is no number stays
    ("[14] 全国信息安全标准化技术委员会. 信息安全技术: 第1部分[S]. 北京: 中国标准出版社, 2010.",
     ("standard", ["全国信息安全标准化技术委员会"], False, "信息安全技术: 第1部分", "", "中国标准出版社", 2010, "", "", "")),
])
def test_standards_and_patents(line, expected):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected
