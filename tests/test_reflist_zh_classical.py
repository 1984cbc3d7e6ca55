"""Lists of classical Chinese works (issue 20, held-out batch 38): role words after a name (撰, 校注,
标点 …), a writer's birth year before the dynasty mark, the edition after the title (：明刊本).
Every line here was written for this test."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, authors, title", [
    ("（明）张海撰；李江校注；王河标点. 海滨集[M]. 福州：福建人民出版社, 1997.05.", ["张海", "李江", "王河"], "海滨集"),
    ("1434（明）张海撰.海滨文集：明刊本.", ["张海"], "海滨文集"),
    ("（清）张海. 海滨杂录：手稿本.", ["张海"], "海滨杂录"),
    ("赵山审定；钱水. 海滨书目[M]. 上海：上海古籍出版社, 2020.03.", ["赵山", "钱水"], "海滨书目"),
])
def test_classical_chinese_lines(line, authors, title):
    entry = parse_reference_line(1, line, "refs.txt")
    assert (entry.authors, entry.title) == (authors, title)


def test_birth_year_is_not_the_works_year():
    assert parse_reference_line(1, "1506（明）张海撰.海滨稿：明刊本.", "refs.txt").year is None


def test_two_character_name_keeps_its_last_character():
    # a name of two characters whose second is a role word's character stays whole
    assert parse_reference_line(1, "王注. 海滨集[M]. 北京：中华书局, 1999.", "refs.txt").authors == ["王注"]
