"""A "Works cited" list as a research assistant writes it, in each of its languages: "Title - Site, accessed
May 18, 2025, URL" (issue 20, held-out batch 18). The date is when the page was looked at: it is no part of the
title and no year of the work."""
import pytest

from refverify.parse.bibliography import parse_reference_list
from refverify.parse.documents import is_reference_heading

LINES = [
    ("Open tutoring systems compared - Example Review, accessed May 18, 2025, https://review.example.org/tutoring",
     "Open tutoring systems compared - Example Review", "https://review.example.org/tutoring"),
    ("关于推进高校课程数字化的若干意见, 访问时间为 五月 18, 2025， http://www.example.gov.cn/srcsite/A01/t2025.html",
     "关于推进高校课程数字化的若干意见", "http://www.example.gov.cn/srcsite/A01/t2025.html"),
    ("数字教材建设的实践路径 - 某出版社, 访问时间为 十一月 3, 2024， https://www.example.cn/paper?id=106",
     "数字教材建设的实践路径 - 某出版社", "https://www.example.cn/paper?id=106"),
    ("Observabilidad de modelos de lenguaje - Blog, fecha de acceso: mayo 14, 2026, https://blog.example.es/obs",
     "Observabilidad de modelos de lenguaje - Blog", "https://blog.example.es/obs"),
    ("Charge cognitive et interfaces, consulté le avril 25, 2025, https://www.example.fr/charge-cognitive",
     "Charge cognitive et interfaces", "https://www.example.fr/charge-cognitive"),
    ("Fehlerbehandlung in großen Projekten, Zugriff am Mai 13, 2025, https://www.example.de/fehler",
     "Fehlerbehandlung in großen Projekten", "https://www.example.de/fehler"),
    ("Guia de energia solar residencial, acessado em maio 15, 2026, https://www.example.com.br/guia-solar",
     "Guia de energia solar residencial", "https://www.example.com.br/guia-solar"),
    ("校园网建设综述, 访问日期：2024年5月18日, https://www.example.edu.cn/net.html",
     "校园网建设综述", "https://www.example.edu.cn/net.html"),
]


@pytest.mark.parametrize("line, title, url", LINES)
def test_the_access_date_is_no_part_of_the_title_nor_a_year(line, title, url):
    [entry] = parse_reference_list([(1, line)], "refs.txt")
    assert (entry.title, entry.url, entry.year, entry.authors) == (title, url, None, [])


@pytest.mark.parametrize("heading", ["引用的著作", "Works cited", "Referenzen", "Sources des citations",
                                     "Obras citadas", "Referências citadas", "书目", "Bibliography and references",
                                     "Sources and references", "Literature and sources"])
def test_the_list_headings_of_those_lists_are_reference_headings(heading):
    assert is_reference_heading(heading)


def test_a_section_that_only_names_its_data_is_no_reference_heading():
    assert not is_reference_heading("Data and sources of error")
