"""Numbered physics, chemistry and Elsevier lines (issue 20's CSL sweep): names written initials
first and separated by commas, then (a title and) the journal with bare numbers — Elsevier with and
without titles, APS / Springer physics / AIP / SPIE, the Royal Society of Chemistry. And a long
list of such names is read at once (it once backtracked for minutes). Every line is invented."""
from __future__ import annotations

import string
import time

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "title", "journal", "volume", "issue", "pages", "year", "doi")

CASES = {
    "elsevier-with-title": (
        "[3] A. Tamsin, R.J. Ovell, T. Brack, Growth of thin films, by pulsed deposition, J. Appl. Phys. 54 (1983) "
        "1201–1209. https://doi.org/10.1000/jap.1983.1.",
        (["A. Tamsin", "R.J. Ovell", "T. Brack"], False, "Growth of thin films, by pulsed deposition",
         "J. Appl. Phys.", "54", "", "1201-1209", 1983, "10.1000/jap.1983.1")),
    "elsevier-without-title": (
        "[4] L.-J. Quo, M. van der Sluis, G. Van Rossum, Mesh Lett. 12 (2001) e1000097.",
        (["L.-J. Quo", "M. van der Sluis", "G. Van Rossum"], False, "", "Mesh Lett.", "12", "", "e1000097", 2001, "")),
    "aps-title-first-page": (
        "[5] A. Tamsin, R. Ovell, and T. Brack, Ordered meshes in two dimensions, Phys. Rev. B 88, 014512 (2013).",
        (["A. Tamsin", "R. Ovell", "T. Brack"], False, "Ordered meshes in two dimensions", "Phys. Rev. B", "88", "",
         "014512", 2013, "")),
    "aps-et-al": (
        "6. J. Quimby et al., Mesh folding at scale, Nature 596, 583 (2021).",
        (["J. Quimby"], True, "Mesh folding at scale", "Nature", "596", "", "583", 2021, "")),
    "aip-quoted-title-issue": (
        "7 J. D. Watts, and F. H. C. Crane, “Layered meshes of copper,” Opt. Lett. 17(4356), 737–738 (1953).",
        (["J. D. Watts", "F. H. C. Crane"], False, "Layered meshes of copper", "Opt. Lett.", "17", "4356",
         "737-738", 1953, "")),
    "spie-doi-in-brackets": (
        "8. K. Obi and P. Ng, “Mesh optics,” J. Biomed. Opt. 20(1), 016001 (2015) [doi:10.1117/1.JBO.20.1.016001].",
        (["K. Obi", "P. Ng"], False, "Mesh optics", "J. Biomed. Opt.", "20", "1", "016001", 2015,
         "10.1117/1.jbo.20.1.016001")),    # DOIs are kept in lower case
    "rsc-titleless": (
        "9 J. D. Watts, F. P. Brant Jr. and T. Brack, Chem. Sci., 2016, 7, 436–444.",
        (["J. D. Watts", "F. P. Brant Jr.", "T. Brack"], False, "", "Chem. Sci.", "7", "", "436-444", 2016, "")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_physics_chemistry_and_elsevier_lines(name):
    line, expected = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_a_line_of_thirty_names_written_initials_first_is_read_at_once():
    names = [f"{c}. {c}olmar" for c in string.ascii_uppercase] + ["A. B. Quist", "C. D. E. Rusk", "F. Sand"]
    line = "[4] " + ", ".join(names) + ", and Z. Tolt, Phys. Rev. B 88, 014512 (2013)."
    started = time.perf_counter()
    entry = parse_reference_line(1, line, "refs.md")
    assert time.perf_counter() - started < 2
    assert entry.authors == names + ["Z. Tolt"]
    assert (entry.journal, entry.volume, entry.pages, entry.year) == ("Phys. Rev. B", "88", "014512", 2013)


@pytest.mark.parametrize("line", [
    # a book after the names (a line of another shape is left to the other readers) — read at once too
    "[2] " + ", ".join(f"{c}. {c}olmar" for c in string.ascii_uppercase) + ", Mesh Theory, Springer, Berlin, 2006.",
])
def test_a_long_list_of_another_shape_is_not_slow(line):
    started = time.perf_counter()
    entry = parse_reference_line(1, line, "refs.md")
    assert time.perf_counter() - started < 2
    assert entry.year == 2006


NAME_CASES = {
    # MDPI / ACS: the people set apart by semicolons, the list cut by "; et al."
    "semicolons-et-al": (
        "5. Quimby, J.; Evans, R.; Prall, A.; Green, T.; et al. Mesh Folding at Scale. Nature 2021, 596, 583–589.",
        (["Quimby, J.", "Evans, R.", "Prall, A.", "Green, T."], True, "Mesh Folding at Scale", "Nature", 2021)),
    "semicolons-whole": (
        "(3) Obi, K.; Ng, P. Mesh Optics. J. Opt. 2015, 20, 16–19.",
        (["Obi, K.", "Ng, P."], False, "Mesh Optics", "J. Opt", 2015)),
    # Elsevier Harvard: an initial of any Latin capital, Chinese names written whole
    "elsevier-harvard-accented-initial": (
        "Pedrosa, F., Blond, M., Duchêne, É., 2011. Mesh learning in Python. J. Mesh Res. 12, 2825–2830.",
        (["Pedrosa, F", "Blond, M", "Duchêne, É"], False, "Mesh learning in Python", "J. Mesh Res", 2011)),
    "elsevier-harvard-chinese-names": (
        "何清, 李宁, 罗文娟, 2014. 网格学习算法综述. 模式识别 27, 327–336.",
        (["何清", "李宁", "罗文娟"], False, "网格学习算法综述", "模式识别", 2014)),
    "elsevier-numbered-chinese-names": (
        "[68] 钱学森, 于景元, 戴汝为, 一个网格新领域及其方法论, 自然杂志 13 (1990) 3–10.",
        (["钱学森", "于景元", "戴汝为"], False, "一个网格新领域及其方法论", "自然杂志", 1990)),
}


@pytest.mark.parametrize("name", sorted(NAME_CASES))
def test_names_set_apart_by_semicolons_accented_initials_and_chinese_names(name):
    line, expected = NAME_CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.authors, entry.authors_truncated, entry.title, entry.journal, entry.year) == expected


def test_elsevier_article_without_pages_and_a_stop_after_its_journal():
    """Held-out batch 66: Mendeley's Elsevier style, an article number left out ("Journal. 57 (2021).") and a
    stop after a journal written whole; an abbreviated journal keeps its stops."""
    whole = parse_reference_line(1, "[1] T. Sonn, S. Sahan, A. Pizz, Recovery of gull lungs: a prospective trial, European "
                                    "Gull Journal. 57 (2021). https://doi.org/10.1183/13993003.03481-2020.", "list.docx")
    short = parse_reference_line(1, "[2] A.K. Luger, T. Sonn, Chest scans of gulls, J. Gull Res. 304 (2022) 462–470.", "list.docx")
    assert (whole.authors, whole.title, whole.journal, whole.volume, whole.year, whole.pages) == (
        ["T. Sonn", "S. Sahan", "A. Pizz"], "Recovery of gull lungs: a prospective trial", "European Gull Journal", "57", 2021, "")
    assert (short.journal, short.volume, short.year, short.pages) == ("J. Gull Res.", "304", 2022, "462-470")
