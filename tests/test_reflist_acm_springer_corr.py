"""ACM's full proceedings form, Springer's web citation with glued initials and a CoRR identifier
after an author–date title (issue 20). Every line here was written for this test."""
from refverify.parse.reflist import parse_reference_line


def test_acm_proceedings_with_publisher_and_place():
    entry = parse_reference_line(1, "Mara Olsen and Piet K. Kuiper. 2016. Counting gulls on tidal flats. In Proceedings of the 30th "
                                    "Conference on Coastal Birds (CCB'16). Curran Associates Inc., Red Hook, NY, USA, 901–909", "r.md")
    assert (entry.journal, entry.publisher, entry.pages) == (
        "Proceedings of the 30th Conference on Coastal Birds (CCB'16)", "Curran Associates Inc.", "901-909")


def test_springer_web_citation_with_glued_initials():
    entry = parse_reference_line(1, "Olsen, AM., Kuiper, P., Roca, S. et al. Counting gulls on tidal flats. Coast Commun 13, 313 (2022).", "r.md")
    assert (entry.authors, entry.authors_truncated, entry.journal, entry.volume, entry.pages, entry.year) == (
        ["Olsen, AM", "Kuiper, P", "Roca, S"], True, "Coast Commun", "13", "313", 2022)


def test_corr_identifier_is_the_venue_not_a_publisher():
    entry = parse_reference_line(1, "Mara Olsen and Piet F. Kuiper and Ines Roca (2021). Counting gulls on tidal flats. CoRR, abs/2101.10050.", "r.md")
    assert (entry.title, entry.journal, entry.publisher, entry.year) == ("Counting gulls on tidal flats", "CoRR", "", 2021)


def test_organisation_then_colon_then_title():
    entry = parse_reference_line(1, "[2]World Health Organization: Gull Disease Dashboard. Available from: https://gulls.example.org/dash", "r.docx")
    assert (entry.authors, entry.title) == (["World Health Organization"], "Gull Disease Dashboard")
