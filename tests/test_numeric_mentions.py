"""A thesis citing by number that names authors too ("Smith et al. (2019) [1] showed …") gets no
orphan "Smith 2019" beside [1]: it was a finding ("cited but not in the list") on a correct thesis.
A name finding a numbered entry is a citation of that entry; a name beside a number is that
number's mention; a name with neither stays an orphan to report."""
from refverify.parse.pipeline import parse_manuscript

LIST = ("# References\n\n"
        "1. Smith J, Jones K, Brown L. Statins and hip fracture. Lancet. 2019;393(1):1-9.\n"
        "2. Lee K, Park S. Statins in older adults. BMJ. 2020;368:m123.\n"
        "3. Jonas P. Hip fractures. JAMA. 2018;1:2-3.\n")


def _claims(tmp_path, body):
    doc = tmp_path / "thesis.md"
    doc.write_text(f"# Introduction\n\n{body}\n\n{LIST}", encoding="utf-8")
    state = parse_manuscript(doc)
    return state, [(c.ref_id, c.citing_sentence) for r in state.refs.values() for c in r.claims]


def test_a_name_beside_its_number_is_no_citation_of_its_own(tmp_path):
    state, claims = _claims(tmp_path, "Smith et al. (2019) [1] showed that statins reduce fractures. "
                                      "Lee and Park (2020) [2] found no effect.")
    assert list(state.refs) == ["1", "2", "3"]
    assert state.meta.checks.orphans == []
    assert claims == [("1", "Smith et al. (2019) [1] showed that statins reduce fractures."),
                      ("2", "Lee and Park (2020) [2] found no effect.")]


def test_a_name_without_its_number_cites_the_entry_it_finds_and_an_unknown_one_stays_an_orphan(tmp_path):
    state, claims = _claims(tmp_path, "Statins are common [1, 2]. As Smith et al. (2019) showed, statins "
                                      "reduce fractures. Jones (2018) [3] disagreed. Brown (2017) argued "
                                      "otherwise. Trials continue [3].")
    assert state.meta.checks.orphans == ["Brown 2017"]
    assert ("1", "As Smith et al. (2019) showed, statins reduce fractures.") in claims
    assert [c for c in claims if c[0] == "3"] == [("3", "Jones (2018) [3] disagreed."),
                                                  ("3", "Trials continue [3].")]
    assert "Jones 2018" not in state.refs


def test_the_last_word_of_a_capitalised_phrase_before_a_year_is_no_orphan(tmp_path):
    # held-out batch 61: "Original HRS Cohort (1992)" in a figure's code of a paper citing by superscript numbers
    state, claims = _claims(tmp_path, "Statins are common [1, 2]. The Original HRS Cohort (1992) had 42,405 "
                                      "people. Brown (2017) argued otherwise [3].")
    assert state.meta.checks.orphans == ["Brown 2017"]
    assert any("'Cohort (1992)'" in m and "not read as a citation" in m for m in state.meta.messages)

