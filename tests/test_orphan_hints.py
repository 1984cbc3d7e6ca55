"""A citation with no list entry, and the entry it most likely means (issue 20): a misspelt
author–year citation is a citation to fix (FIX, the entry named), not a missing work (REMOVE)."""
import docx
import pytest

from refverify.core.outcome import entry_outcome
from refverify.parse.orphan_hints import near_entry
from refverify.parse.pipeline import parse_manuscript
from refverify.report.audit import entry_record
from refverify.state import Ref


def _listed(rid, author, year, cited=False):
    ref = Ref(ref_id=rid, key=rid, bib_origin="document", bib_author_list=[author], bib_year=year)
    if cited:
        ref.claims = [object()]
    return ref


LIST = [_listed("buffolo1996", "Buffolo, E.", 1996), _listed("caine1990", "Caine, N.", 1990),
        _listed("lomivorotov", "Lomivorotov, V. V.", None), _listed("smith2019", "Smith, J.", 2019),
        _listed("smyth2019", "Smyth, K.", 2019, cited=True), _listed("zhang2020", "张伟", 2020),
        _listed("muller2018", "Müller, A.", 2018), _listed("18", "Dev Okoro", 2018),
        _listed("21", "Yong’an Lin", 2020), _listed("5", "Al Marrow", 2016)]


@pytest.mark.parametrize("orphan, meant", [
    ("Buffalo 1996", "buffolo1996"),        # a vowel slipped, same year
    ("Caine 1991", "caine1990"),            # the same name, the year one off
    ("Caine 1994", ""),                     # the same name, another year: another work
    ("Lomivorotov 2017", "lomivorotov"),    # the entry's year could not be read
    ("Smith 2019", "smith2019"),            # not a slip: listed (never an orphan in practice)
    ("Smeth 2019", "smith2019"),            # two entries near: the uncited one, the closest
    ("Mueller 2018", "muller2018"),         # "ue" for "ü": one letter more, a slip
    ("Muller 2018", "muller2018"),          # a diacritic dropped
    ("张伟 2020", "zhang2020"),
    # a hand-typed list's names written given-first, cited by the given name (held-out batch 54)
    ("Dev 2018", "18"), ("Yong’an 2020", "21"), ("Dev 2019", ""),
    ("Al 2016", ""),                        # two letters: too short a name to say it is the given one
    ("de Smyth 2019", "smyth2019"),
    ("Paul Buffalo 1996", "buffolo1996"),    # cited given name first, misspelt (held-out batch 61: "(Lars Klint, 2021)")          # a preposition read as a particle (Portuguese "modelo de Smyth (2019)")
    ("Parissis 2015", ""), ("7", ""), ("OR- 1855", ""),
])
def test_near_entry(orphan, meant):
    assert near_entry(orphan, LIST) == meant


def test_a_misspelt_citation_is_a_fix_naming_its_entry_and_a_missing_one_is_not(tmp_path):
    d = docx.Document()
    for text in ["Introduction", "Off-pump surgery was revived (Buffalo et al., 1996).",
                 "Dyspnea fell after surgery (Caine et al., 1991; Parissis et al., 2015).", "References",
                 "Buffolo, E., de Andrade, C. S., & Branco, J. N. (1996). Coronary bypass without "
                 "cardiopulmonary bypass. Ann Thorac Surg, 61(1), 63–66.",
                 "Caine, N., Harrison, S. C., & Sharples, L. D. (1991). Prospective study of quality of "
                 "life before and after coronary artery bypass grafting. BMJ, 302(6775), 511–516."]:
        d.add_paragraph(text)
    d.save(tmp_path / "t.docx")
    state = parse_manuscript(tmp_path / "t.docx")
    assert {k: (r.bib.origin, r.orphan_of) for k, r in state.refs.items()} == {
        "Buffalo 1996": ("none", "buffolo1996"), "Parissis 2015": ("none", ""),
        "buffolo1996": ("document", ""), "caine1991": ("document", "")}
    buffalo, parissis = state.refs["Buffalo 1996"], state.refs["Parissis 2015"]
    for ref in (buffalo, parissis):
        ref.existence = "not_found"          # what Step B finds for a citation with no entry
    assert entry_outcome(buffalo, ()).action == "FIX"
    assert entry_outcome(parissis, ()).action == "REMOVE"
    assert entry_record(buffalo, [])["note"] == (
        "cited in the text but not in the reference list; the list has buffolo1996, most likely the "
        "entry meant (its name and year are one slip away): correct the citation or add the entry")
    assert entry_record(parissis, [])["note"] == "cited in the text but not in the reference list"


def test_a_key_cited_in_another_case_names_its_entry(tmp_path):
    # held-out batches 51 and 52: "\citep{Hmisc}" for the .bib entry "hmisc", "@Dealmeida2016" for "DeAlmeida2016"
    (tmp_path / "refs.bib").write_text("@book{hmisc, author = {Harrell, Frank}, title = {Gull Misc}, year = {2023}}\n"
                                       "@book{lind2020, author = {Lind, Pia}, title = {Terns}, year = {2020}}\n",
                                       encoding="utf-8")
    (tmp_path / "paper.tex").write_text("\\documentclass{article}\\begin{document}\nGulls \\citep{Hmisc}, terns "
                                        "\\citep{Lind2021}.\n\\bibliography{refs}\\end{document}\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "paper.tex")
    assert {r.ref_id: r.orphan_of for r in state.refs.values() if r.bib.origin == "none"} == {"Hmisc": "hmisc", "Lind2021": ""}
