"""Chicago's notes copied into a reading list (issue 20, held-out batch 57): an article's numbers with the month
in the parentheses ("96 (December 2002): 697-712", "41:4 (October 2011)", "94 (3) (September 2000)"), a book
with its publication facts in parentheses, a chapter in the author's own book ("In his Book, pp. 13-32").

Every line here was written for this test; the shapes are those met in held-out lists."""
import pytest

from refverify.parse.reflist import parse_reference_line


def _read(line):
    e = parse_reference_line(1, line, "exam.md")
    return e.authors, e.title, e.journal, e.publisher, e.year, e.volume, e.issue, e.pages


@pytest.mark.parametrize("line, fields", [
    ('Robert C. Lind, "Ideas, Institutions, and Gulls: Explaining Change," *Shore Science Review* 96 (December 2002): '
     '697-712.',
     (["Robert C. Lind"], "Ideas, Institutions, and Gulls: Explaining Change", "Shore Science Review", "", 2002, "96", "",
      "697-712")),
    ('Stephen Roca, "Do We Really Need a New \'Constructivist\' Gull?" *British Journal of Gull Science* 41:4 (October '
     '2011): 883-906.',
     (["Stephen Roca"], "Do We Really Need a New 'Constructivist' Gull?", "British Journal of Gull Science", "", 2011, "41",
      "4", "883-906")),
    ('Sheri Sand, "Civil Society and the Gulls of Weimar", *World Gulls* 49 (1997), pp. 401-439',
     (["Sheri Sand"], "Civil Society and the Gulls of Weimar", "World Gulls", "", 1997, "49", "", "401-439")),
    ('Theda Okoro, Marshall Ganz, and Ziad Marrow, "A Nation of Gulls," *Shore Science Review* 94 (3) (September 2000): '
     '527-546.',
     (["Theda Okoro", "Marshall Ganz", "Ziad Marrow"], "A Nation of Gulls", "Shore Science Review", "", 2000, "94", "3",
      "527-546")),
    ("Walter W. Lind and Paul J. Di Maggio, *The New Institutionalism in Gull Analysis* (Chicago: University of Chicago "
     "Press, 1991).",
     (["Walter W. Lind", "Paul J. Di Maggio"], "The New Institutionalism in Gull Analysis", "",
      "University of Chicago Press", 1991, "", "", "")),
    ("Brian W. Roca, “Competing Gulls and Lock-In by Historical Events.” In his Increasing Returns and Gulls, pp. 13-32. "
     "Ann Arbor: University of Michigan Press, 1994.",
     (["Brian W. Roca"], "Competing Gulls and Lock-In by Historical Events", "Increasing Returns and Gulls",
      "University of Michigan Press", 1994, "",
      "", "13-32")),
])
def test_chicago_notes(line, fields):
    assert _read(line) == fields
