"""Group authors in author-date citations (issue 20: a held-out Word manuscript lost the citation
"(GBIF: The Global Biodiversity Information Facility 2021)"): APA 7's abbreviation given at the first
citation and used after it, and Chicago's group author with no comma before the year."""
import pytest

from refverify.parse.citations import find_citations
from refverify.parse.pipeline import parse_manuscript


@pytest.mark.parametrize("text, works", [
    ("(Centers for Disease Control and Prevention [CDC], 2020)", [("Centers for Disease Control and Prevention", 2020, "")]),
    ("(World Health Organization 2021)", [("World Health Organization", 2021, "")]),
    ("(UK Health Security Agency 2022; Han et al. 2015)", [("UK Health Security Agency", 2022, ""), ("Han", 2015, "")]),
    ("(GBIF: The Global Biodiversity Information Facility 2021)",
     [("GBIF: The Global Biodiversity Information Facility", 2021, "")]),
    ("(World Health Organization, 2020)", [("World Health Organization", 2020, "")]),
    # no comma and no organisation's word: a date or a phrase, no citation
    ("(In March 2020)", []), ("(Annual Report 2020)", []), ("(Published by Oxford University 2020)", []),
    ("(Results of the Trial 2019)", []),
])
def test_group_author_citations_are_read(text, works):
    assert [w for m in find_citations(text) for w in m.author_year] == works


def test_an_abbreviation_cites_the_group_it_abbreviates(tmp_path):
    path = tmp_path / "paper.md"
    path.write_text(
        "# Paper\n\nObesity rose (Centers for Disease Control and Prevention [CDC], 2020). Later data agree (CDC, 2020).\n"
        "The World Health Organization (WHO, 2021) and the agency (UK Health Security Agency 2022) concur; so does\n"
        "NICE (2019).\n\n## References\n\n"
        "Centers for Disease Control and Prevention. (2020). *Adult obesity facts*. https://www.cdc.gov/obesity\n\n"
        "National Institute for Health and Care Excellence. (2019). *Obesity: identification*. https://www.nice.org.uk/cg189\n\n"
        "UK Health Security Agency. (2022). *Obesity profile*. https://www.gov.uk/ukhsa\n\n"
        "World Health Organization. (2021). *Obesity and overweight*. https://www.who.int/obesity\n", encoding="utf-8")
    state = parse_manuscript(path, None)
    assert {k: len(r.claims) for k, r in state.refs.items()} == {
        "centersfordiseasecontrolandprevention2020": 2, "nationalinstituteforhealthandcareexcellence2019": 1,
        "ukhealthsecurityagency2022": 1, "worldhealthorganization2021": 1}
    assert state.meta.checks.orphans == [] and state.meta.checks.uncited == []


def test_an_abbreviation_with_two_groups_of_its_letters_that_year_stays_unresolved(tmp_path):
    """"(AHA, 2020)" with the American Heart Association and the American Hospital Association both in 2020:
    no guess between them; the citation stays an orphan for the user to decide."""
    path = tmp_path / "paper.md"
    path.write_text(
        "# Paper\n\nGuidance exists (AHA, 2020).\n\n## References\n\n"
        "American Heart Association. (2020). *Guidelines for CPR*. https://cpr.heart.org\n\n"
        "American Hospital Association. (2020). *Hospital statistics*. https://www.aha.org\n", encoding="utf-8")
    state = parse_manuscript(path, None)
    assert state.meta.checks.orphans == ["AHA 2020"]
