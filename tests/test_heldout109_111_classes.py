"""Held-out batches 109–111 (session 51): what their manuscripts showed, each as a class. Every line written for
this test."""
import pytest

from refverify.parse.citations import find_citations
from refverify.parse.documents import is_back_matter_heading, is_reference_heading
from refverify.parse.pipeline import parse_manuscript
from refverify.parse.reflist import parse_reference_line

HUGO_CHAPTER = """---
title: Vacunas
type: book
---

Hoy hay más de cien proyectos de vacunas[^1]. Los ensayos se publicaron[^2][^3] y su comercialización[^4][^2].

[^1]: Gómez Marcos J., Lasarte I. (2021) Vacunas contra el virus. _AMF_ 17(2):2884.

[^2]: [https://example.org/aemps/nota-2021](https://example.org/aemps/nota-2021)

[^3]: Krause P., et al. (2020) Trials should seek worthwhile efficacy. _Lancet_ 396:741-3.

[^4]: Olmo G.D. (2021) El secretismo de los contratos. BBC Mundo, 4 feb 2021.
"""


def test_a_page_whose_footnotes_are_its_list(tmp_path):
    # a Hugo book's chapter: no reference heading, its numbered footnotes are the list (before: no entry, no
    # citation); a footnote that is a bare link keeps its number; "comercialización[^4]" is a word's, no code's
    (tmp_path / "vacunas.md").write_text(HUGO_CHAPTER, encoding="utf-8")
    state = parse_manuscript(tmp_path / "vacunas.md")
    assert {k: [c.line for c in r.claims] for k, r in state.refs.items()} == {
        "1": [6], "2": [6, 6], "3": [6], "4": [6]}
    assert state.refs["2"].bib.url == "https://example.org/aemps/nota-2021"
    assert any("its 4 numbered footnotes ([^1]: …) read as the reference list" in m for m in state.meta.messages)


def test_footnotes_in_words_are_no_list(tmp_path):
    body = ("# Notas\n\nUna idea[^1] y otra[^2].\n\n[^1]: Esto es una aclaración del autor.\n\n"
            "[^2]: Otra aclaración, sin fuente alguna.\n")
    (tmp_path / "notas.md").write_text(body, encoding="utf-8")
    assert parse_manuscript(tmp_path / "notas.md").refs == {}


@pytest.mark.parametrize("text, ids", [
    ("su comercialización[16][17]. La", [["16"], ["17"]]),
    ("mayores de 60 años[22].", [["22"]]),
    ("x[1] = 2", []),
    ("a1[2] b", []),
])
def test_a_letter_of_any_script_before_a_marker_is_a_words(text, ids):
    assert [m.ids for m in find_citations(text, max_number=30)] == ids


@pytest.mark.parametrize("heading, expected", [
    ("**Referências bibliográficas**", True),
    ("_References_", True),
    ("**References:**", True),
    ("**Results**", False),
])
def test_a_heading_set_in_emphasis(heading, expected):
    assert is_reference_heading(heading) is expected


@pytest.mark.parametrize("heading, expected", [
    ("Author", True), ("About the authors", True), ("License", True), ("Author contributions", False),
])
def test_what_ends_a_post_after_its_list(heading, expected):
    assert is_back_matter_heading(heading) is expected


README = """# Apneia do sono

> Uma revisão, descrita em ```[1]```, comparou dispositivos. Outra [2] também.

| Nome | Usuário |
|--|--|
| Lidia | @WladIMirG |

| Variável | Idade [20, 29] | Idade [30, 39] |
|--|--|--|
| Dor | 25% | 26% |

# **Referências bibliográficas**
> - [1] Venema JAM, de Vries N, et al. Mandibular advancement device design. Sleep Med Rev. 2021;60:101512.
> - [2] Li P, Ning XH. CPAP versus mandibular advancement device. Sleep Breath. 2020;24(3):1-9.
"""


def test_a_readme_citing_by_number(tmp_path):
    # a marker set alone in inline code cites; a handle in a table is no pandoc citation when there is no
    # bibliography; "[20, 29]" in a table row past a two-entry list is an interval; the heading in bold heads the list
    (tmp_path / "README.md").write_text(README, encoding="utf-8")
    state = parse_manuscript(tmp_path / "README.md")
    assert {k: [c.line for c in r.claims] for k, r in state.refs.items()} == {"1": [3], "2": [3]}
    assert any("@WladIMirG names no entry in a text that cites by number" in m for m in state.meta.messages)


NUMBERED_THEN_LINKS = """# Depressão

O tema é frequente [1] e estudado [2].

# Referências Bibliográficas

1. Barros MB, Lima MG. Depression and health behaviors in adults. Rev Saude Publica. 2017;51:8s.

2. Hasin D, Liu X. Effects of major depression on remission. Arch Gen Psychiatry. 2002;59(4):375-80.

### Estudo Bibliográfico

[Godos J, Bonaccio M. Ultra-processed food and depressive symptoms. Nutrients. 2020;12(1):248.](https://example.org/a)

[Tian YR, Deng CY. Ultra-processed food intake and risk of depression. Nutr J. 2022;21:12.](https://example.org/b)
"""


def test_entries_after_a_numbered_list_are_entries_of_their_own(tmp_path):
    # before, both linked entries were glued onto entry 2 (24 entries read as 16)
    (tmp_path / "README.md").write_text(NUMBERED_THEN_LINKS, encoding="utf-8")
    state = parse_manuscript(tmp_path / "README.md")
    assert len(state.refs) == 4
    assert state.refs["2"].bib.title == "Effects of major depression on remission"
    assert sorted(r.bib.title for k, r in state.refs.items() if k not in ("1", "2")) == [
        "Ultra-processed food and depressive symptoms", "Ultra-processed food intake and risk of depression"]


def test_text_after_the_list_is_read_on(tmp_path):
    body = ("# Guide\n\nSynthetic controls help (Abadie, 2010).\n\n## References and Further Reading\n\n"
            "- Abadie, Alberto. \"Synthetic control methods.\" *JASA* 105, no. 490 (2010): 493-505.\n"
            "- Xu, Yiqing. \"Generalized synthetic control.\" *Political Analysis* 25, no. 1 (2017): 57-76.\n\n"
            "## Conclusion\n\nGeneralized frameworks exist (Xu, 2017).\n\n## Author\n\n**Jane Roe, PhD (Expected 2026)**\n")
    (tmp_path / "guide.qmd").write_text(body, encoding="utf-8")
    state = parse_manuscript(tmp_path / "guide.qmd")
    assert {k: [c.line for c in r.claims] for k, r in state.refs.items()} == {"abadie2010": [3], "xu2017": [12]}


def test_a_name_and_its_linked_number_are_one_place(tmp_path):
    body = ("# Contexto\n\nA rotulagem confunde (UFC, 2022)<a href=\"https://example.org/docs/Refs.md\">[1]</a>.\n\n"
            "# Referências\n\n1. UNIVERSIDADE FEDERAL DO CEARÁ (UFC). Rotulagem de alimentos. Fortaleza, 2022.\n")
    (tmp_path / "contexto.md").write_text(body, encoding="utf-8")
    state = parse_manuscript(tmp_path / "contexto.md")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 1}


def test_a_footnote_that_is_a_link_keeps_its_number():
    entry = parse_reference_line(9, "[^5]: [https://example.org/nota](https://example.org/nota)", "page.md")
    assert (entry.number, entry.url) == (5, "https://example.org/nota")
