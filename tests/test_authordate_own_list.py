"""An author–date text with its own unnumbered, alphabetical list (issue 20): read as
author–date; a capitalised particle opens a name; a lone bracketed number cites no entry and
is reported in a note."""
import docx
import pytest

from refverify.parse.citations import find_citations
from refverify.parse.pipeline import parse_manuscript

LIST = [
    "Adler, K., & Brandt, M. (2017). Symptom clusters in first-year students. Journal of Campus Health, 9(2), 11-20.",
    "Okoro, L. (2012). Factor models for ordinal items. Psychometric Notes, 4, 77-90.",
    "Van den Berg, T., & Hale, J. (2009). Mapping high-dimensional data. Learning Letters, 3, 1-25.",
    "Yilmaz, S., Ruiz, D., & Ng, P. (2020). Profiles of distress. Mind and Method, 12, 300-315.",
]
BODY = [
    "近年来，学生的心理困扰受到关注(Adler & Brandt, 2017; Yilmaz et al., 2020)。",
    "传统因子分析假设线性关系[4]，难以刻画非线性结构。(Okoro, 2012)",
    "本研究采用降维方法。(Van den Berg & Hale, 2009)",
]


def _docx(path):
    d = docx.Document()
    d.add_heading("一、研究背景", level=1)
    for text in BODY:
        d.add_paragraph(text)
    d.add_heading("九、参考文献", level=1)
    for text in LIST:
        d.add_paragraph(text)
    d.save(path)


def _markdown(path):
    path.write_text("# 研究背景\n\n" + "\n\n".join(BODY) + "\n\n# 参考文献\n\n" + "\n\n".join(LIST) + "\n",
                    encoding="utf-8")


@pytest.mark.parametrize("name, write, where", [
    ("proposal.docx", _docx, "paragraph 3"),
    ("proposal.md", _markdown, "line 5"),
])
def test_author_date_text_with_unnumbered_list(tmp_path, name, write, where):
    path = tmp_path / name
    write(path)
    state = parse_manuscript(path, None)
    assert state.meta.citation_style == "author-year"
    assert sorted((r.ref_id, len(r.claims)) for r in state.refs.values()) == [
        ("adler2017", 1), ("okoro2012", 1), ("vandenberg2009", 1), ("yilmaz2020", 1)]
    assert state.meta.messages == [
        f"{name}: {where}: '[4]' is a number in an author-date text whose reference list is not "
        f"numbered: not read as a citation"]


@pytest.mark.parametrize("text, works", [
    ("(Van der Maaten & Hinton, 2008)", [("Van der Maaten & Hinton", 2008, "")]),
    ("(van der Maaten & Hinton, 2008)", [("van der Maaten & Hinton", 2008, "")]),
    ("(De Smet et al., 2015a)", [("De Smet", 2015, "a")]),
    ("(Vandermeer, 2011)", [("Vandermeer", 2011, "")]),
    ("(Le Cun, 1998; Van Dijk, 2019)", [("Le Cun", 1998, ""), ("Van Dijk", 2019, "")]),
])
def test_capitalised_particle_opens_the_name(text, works):
    [match] = find_citations(text, styles=["author-year"])
    assert match.author_year == works
