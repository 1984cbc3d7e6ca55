"""GOST's medium mark after a title (issue 20, held-out batch 46): "[Электронный ресурс]" says the work is
online; it is no part of the title.

Every line here was written for this test; the shapes are those met in held-out reference lists."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, authors, title", [
    ("ФСЧ. Численность чаек [Электронный ресурс]. - Режим доступа: https://chaiki.example.ru/stat",
     ["ФСЧ"], "Численность чаек"),
    ("Подсчёт крачек на островах - [Электронный ресурс]. - Режим доступа: https://krachki.example.ru/ttest",
     [], "Подсчёт крачек на островах"),
    ("«Как считать чаек на отмелях» [Электронный ресурс]. - Режим доступа: https://chaiki.example.ru/304214/",
     [], "Как считать чаек на отмелях"),
])
def test_medium_mark_is_no_part_of_the_title(line, authors, title):
    entry = parse_reference_line(1, line, "диплом.docx")
    assert (entry.authors, entry.title) == (authors, title)
