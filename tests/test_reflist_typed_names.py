"""Names typed the way exporters and people leave them (issue 20): "Seo. H." (a full stop after
the family name), "Smith J.," "Smith, J," "Smith J.A" (no final stop), "SMITH J" (capitals), "Smith
JA, Jones BB." — read as the family name and its initials in every list style, the rest of the
line read as for a well-written name."""
import pytest

from refverify.parse.pipeline import parse_manuscript
from refverify.parse.reflist import parse_reference_line
from refverify.parse.reflist_typed_names import typed_names, unstop_family_names

# name → (line, (authors, title, journal, year))
LINES = {
    "vancouver, stop after the family name": (
        "1. Seo. H., Kim J. Deep routing for sparse models. J Mach Learn Res. 2021;22(3):1-30.",
        (["Seo, H", "Kim, J"], "Deep routing for sparse models", "J Mach Learn Res", 2021)),
    "vancouver, stop after the initial": (
        "2. Smith J., Lee K. Metformin and glycaemic control. Diabetes Care. 2020;43(2):101-109.",
        (["Smith, J", "Lee, K"], "Metformin and glycaemic control", "Diabetes Care", 2020)),
    "vancouver, initials without the last stop": (
        "3. Smith J.A, Jones B.B. Metformin and glycaemic control. Diabetes Care. 2020;43(2):101-109.",
        (["Smith, J.A", "Jones, B.B"], "Metformin and glycaemic control", "Diabetes Care", 2020)),
    "vancouver, capitals": (
        "4. SMITH J, JONES B. Metformin and glycaemic control. Diabetes Care. 2020;43(2):101-109.",
        (["SMITH, J", "JONES, B"], "Metformin and glycaemic control", "Diabetes Care", 2020)),
    "vancouver, a comma but no stop after the initials": (
        "5. Smith, J, Jones, B. Metformin and glycaemic control. Diabetes Care. 2020;43(2):101-109.",
        (["Smith, J", "Jones, B"], "Metformin and glycaemic control", "Diabetes Care", 2020)),
    "apa, stop after the family name": (
        "Seo. H., & Kim, J. (2021). Deep routing for sparse models. Journal of Machine Learning "
        "Research, 22(3), 1-30.",
        (["Seo, H", "Kim, J."], "Deep routing for sparse models", "Journal of Machine Learning Research", 2021)),
    "apa, no comma after the family names": (
        "Smith J., & Lee K. (2020). Metformin and glycaemic control. Diabetes Care, 43(2), 101-109.",
        (["Smith, J", "Lee, K"], "Metformin and glycaemic control", "Diabetes Care", 2020)),
    "apa, a comma but no stop after the first initial": (
        "Smith, J, & Lee, K. (2020). Metformin and glycaemic control. Diabetes Care, 43(2), 101-109.",
        (["Smith, J", "Lee, K."], "Metformin and glycaemic control", "Diabetes Care", 2020)),
    "apa, initials without the last stop": (
        "Smith J.A, Lee K. (2020). Metformin and glycaemic control. Diabetes Care, 43(2), 101-109.",
        (["Smith, J.A", "Lee, K"], "Metformin and glycaemic control", "Diabetes Care", 2020)),
    "harvard, capitals": (
        "SMITH J, LEE K (2020) Metformin and glycaemic control. Diabetes Care 43(2):101-109",
        (["SMITH, J", "LEE, K"], "Metformin and glycaemic control", "Diabetes Care", 2020)),
    "harvard, initials run together": (
        "Smith JA, Jones BB. (2020) Metformin and glycaemic control. Diabetes Care 43(2):101-109.",
        (["Smith, JA", "Jones, BB"], "Metformin and glycaemic control", "Diabetes Care", 2020)),
    "harvard, stops after both family names": (
        "Seo. H., Kim. J. (2021) 'Deep routing for sparse models', Journal of Machine Learning Research, "
        "22(3), pp. 1-30.",
        (["Seo, H", "Kim, J"], "Deep routing for sparse models", "Journal of Machine Learning Research", 2021)),
    "chicago author-date, stop after the family name": (
        "Seo. H. and Kim, J. 2021. Deep routing for sparse models. Journal of Machine Learning Research "
        "22(3): 1-30.",
        (["Seo, H", "Kim, J"], "Deep routing for sparse models", "Journal of Machine Learning Research", 2021)),
    "gb/t 7714, stop after the family name": (
        "[1] SEO. H, KIM J. Deep routing for sparse models[J]. Journal of Machine Learning Research, "
        "2021, 22(3): 1-30.",
        (["SEO, H", "KIM, J"], "Deep routing for sparse models", "Journal of Machine Learning Research", 2021)),
    "gb/t 7714, stop after the initial": (
        "[1] Smith J., Lee K. Metformin and glycaemic control[J]. Diabetes Care, 2020, 43(2): 101-109.",
        (["Smith, J", "Lee, K"], "Metformin and glycaemic control", "Diabetes Care", 2020)),
    "ieee, given first with a stray stop (left as written)": (
        "[2] H. Seo., J. Kim, \"Deep routing for sparse models,\" J. Mach. Learn. Res., vol. 22, no. 3, "
        "pp. 1-30, 2021.",
        (["H. Seo", "J. Kim"], "Deep routing for sparse models", "J. Mach. Learn. Res", 2021)),
}


@pytest.mark.parametrize("name", LINES)
def test_typed_names_in_every_list_style(name):
    line, expected = LINES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.authors, entry.title, entry.journal, entry.year) == expected


@pytest.mark.parametrize("names, expected", [
    (["Seo. H"], ["Seo, H"]),
    (["Seo. H."], ["Seo, H."]),
    (["Seo., H"], ["Seo, H"]),
    (["Smith J."], ["Smith, J."]),
    (["Smith J.A"], ["Smith, J.A"]),
    (["SMITH J"], ["SMITH, J"]),
    (["Smith JA", "Jones BB"], ["Smith, JA", "Jones, BB"]),
    (["Smith", "J", "Jones", "BB"], ["Smith, J", "Jones, BB"]),
    # other shapes as they are: given first, a person's full name, an organisation, an acronym
    # with letters after it, particles, a name already family-first
    (["J. Smith", "John Smith"], ["J. Smith", "John Smith"]),
    (["World Health Organization"], ["World Health Organization"]),
    (["IEEE SA", "NASA JPL"], ["IEEE SA", "NASA JPL"]),
    (["van der Berg H", "Smith, J. A."], ["van der Berg H", "Smith, J. A."]),
])
def test_typed_names_table(names, expected):
    assert typed_names(names) == expected


@pytest.mark.parametrize("text, expected", [
    ("Seo. H., Kim J. Deep routing", "Seo H., Kim J. Deep routing"),
    ("Seo. H. and Kim. J. 2021. Title", "Seo H. and Kim J. 2021. Title"),
    ("Kim. J (2021) Title", "Kim J (2021) Title"),
    ("SEO. H, KIM J. Title[J]", "SEO H, KIM J. Title[J]"),
    # a full stop that ends a sentence is left: after the title, after an initial, after "Jr"
    ("Smith J, Lee K. Cancer. A review. Lancet. 2020;1:1-2.", "Smith J, Lee K. Cancer. A review. Lancet. 2020;1:1-2."),
    ("Yin, X. Zhu, Y. and Hu, J. (2020)", "Yin, X. Zhu, Y. and Hu, J. (2020)"),
    ("King ML, Jr. A study of X. 2020", "King ML, Jr. A study of X. 2020"),
    ("H. Seo., J. Kim, \"Title,\"", "H. Seo., J. Kim, \"Title,\""),
])
def test_a_stop_after_the_family_name_does_not_end_the_authors(text, expected):
    assert unstop_family_names(text) == expected


def test_an_author_date_citation_finds_the_entry_typed_so(tmp_path):
    """"(Seo & Kim, 2021)" cites the entry written "Seo. H., & Kim, J. (2021)": no orphan, and the
    entry is keyed by its family name."""
    (tmp_path / "m.md").write_text(
        "# Intro\n\nRouting is sparse (Seo & Kim, 2021) and control tight (Smith & Lee, 2020).\n\n"
        "# References\n\n"
        + LINES["apa, stop after the family name"][0] + "\n\n"
        + LINES["apa, no comma after the family names"][0] + "\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "m.md")
    assert {rid: len(ref.claims) for rid, ref in state.refs.items()} == {"seo2021": 1, "smith2020": 1}
    assert state.meta.checks.orphans == [] and state.meta.checks.uncited == []
