"""citeproc's IEEE (Zotero's and Word's), in English and in German (issue 20, held-out batch 43): the
publisher after a proceedings' name ("…, Curran Associates, Inc., 2017"), a preprint's date where
the venue would be, and the German words: „…“, "u. a.", "und", "Bd.", "Nr.", "S.", "Dez.",
"Zugegriffen:".

Every line here was written for this test; the shapes are those met in held-out reference lists."""
import pytest

from refverify.parse.reflist import parse_reference_line


def _read(line):
    e = parse_reference_line(1, line, "thesis.docx")
    return e.authors, e.authors_truncated, e.title, e.journal, e.publisher, e.year, e.volume, e.issue, e.pages


@pytest.mark.parametrize("line, fields", [
    ("[1]\tA. Lind et al., “Counting gulls with drones,” in Advances in Coastal Bird Studies, Curran Associates, Inc., "
     "2017. Accessed: Apr. 25, 2026. [Online]. Available: https://gulls.example.org/1",
     (["A. Lind"], True, "Counting gulls with drones", "Advances in Coastal Bird Studies", "Curran Associates, Inc",
      2017, "", "", "")),
    ("[2] B. Okoro and C. Sand, “Tern nests,” in Proceedings of the 58th Annual Meeting on Birds, Association for "
     "Computational Linguistics, 2020, pp. 1–9.",
     (["B. Okoro", "C. Sand"], False, "Tern nests", "Proceedings of the 58th Annual Meeting on Birds",
      "Association for Computational Linguistics", 2020, "", "", "1-9")),
    ("[3] B. Okoro, “Tern nests,” in Coastal Vision – CV 2020, Springer International Publishing, 2020, pp. 1–9.",
     (["B. Okoro"], False, "Tern nests", "Coastal Vision – CV 2020", "Springer International Publishing", 2020, "", "", "1-9")),
    # a preprint: its date stands where the venue would
    ("[4] D. Roca et al., “From gulls to terns,” Feb. 19, 2025, arXiv: arXiv:2404.16130. doi: 10.48550/arXiv.2404.16130.",
     (["D. Roca"], True, "From gulls to terns", "", "", 2025, "", "", "")),
    # German
    ("[5]\tA. Lind u. a., „Counting gulls with drones“, in Advances in Coastal Bird Studies, Curran Associates, Inc., "
     "2017. Zugegriffen: 25. April 2026. [Online]. Verfügbar unter: https://gulls.example.org/1",
     (["A. Lind"], True, "Counting gulls with drones", "Advances in Coastal Bird Studies", "Curran Associates, Inc",
      2017, "", "", "")),
    ("[6]\tB. Okoro u. a., „Tern nests: a survey“, ACM Trans Bird Syst, Bd. 44, Nr. 2, S. 35:1-35:52, Dez. 2025, "
     "doi: 10.1145/0000000.",
     (["B. Okoro"], True, "Tern nests: a survey", "ACM Trans Bird Syst", "", 2025, "44", "2", "35:1-35:52")),
    ("[7]\tW. Yih, M. Roca, C. Sand, M.-W. Lind, und J. Suh, „Counting terns“, in Proceedings of the 54th Meeting on "
     "Birds, K. Erk und N. A. Smith, Hrsg., Berlin, Germany: Association for Computational Linguistics, Aug. 2016, "
     "S. 201–206.",
     (["W. Yih", "M. Roca", "C. Sand", "M.-W. Lind", "J. Suh"], False, "Counting terns",
      "Proceedings of the 54th Meeting on Birds", "Association for Computational Linguistics", 2016, "", "", "201-206")),
    ("[8]\tD. Roca u. a., „From gulls to terns“, 19. Februar 2025, arXiv: arXiv:2404.16130. doi: 10.48550/arXiv.2404.16130.",
     (["D. Roca"], True, "From gulls to terns", "", "", 2025, "", "", "")),
])
def test_citeproc_ieee(line, fields):
    assert _read(line) == fields


@pytest.mark.parametrize("line, fields", [
    # Turkish journals' style: Vancouver names, a quoted title, then the journal's numbers without their words
    ("[1] Lind A, Okoro P, Sand K. “Counting gulls on tidal flats”, Coastal Birds and Their Flats, 60(2): 617–663, 2019.",
     (["Lind, A", "Okoro, P", "Sand, K"], False, "Counting gulls on tidal flats", "Coastal Birds and Their Flats", "", 2019, "60", "2", "617-663")),
    ("[2] Lind AK, Okoro DS, Sand AK., “Tern nests: a review”, J. Coast. Birds, 11(1): 97–117, 2020.",
     (["Lind, AK", "Okoro, DS", "Sand, AK"], False, "Tern nests: a review", "J. Coast. Birds", "", 2020, "11", "1", "97-117")),
    ("[3] Lind J, Okoro X., “Gull counts”, 2015 IEEE International Conference on Coastal Cities (CoastCity), 832–837, 2015.",
     (["Lind, J", "Okoro, X"], False, "Gull counts", "2015 IEEE International Conference on Coastal Cities (CoastCity)", "", 2015, "", "", "832-837")),
    ("[4] Lind UÖ, Okoro ON., “Gulls for distance education”, Journal of Coastal Learning, 3, 31–48, 2020.",
     (["Lind, UÖ", "Okoro, ON"], False, "Gulls for distance education", "Journal of Coastal Learning", "", 2020, "3", "", "31-48")),
    ("[5] Lind N, Okoro HY., “Gulls on Turkish coasts”, Communications of the Faculty of Coastal Sciences, 59(2), 69–79, 2020.",
     (["Lind, N", "Okoro, HY"], False, "Gulls on Turkish coasts", "Communications of the Faculty of Coastal Sciences", "", 2020, "59", "2", "69-79")),
])
def test_quoted_title_and_unmarked_numbers(line, fields):
    e = parse_reference_line(1, line, "thesis.docx")
    assert (e.authors, e.authors_truncated, e.title, e.journal, e.publisher, e.year, e.volume, e.issue, e.pages) == fields


def test_ieee_access_date_with_dashes_is_no_year():
    # IEEE's web page as Word's IEEE style writes it: "[Accessed: 17- Nov- 2018]" is when it was read
    e = parse_reference_line(1, '[18] A. Lind, "What is a gull colony? | Gull Hub", Gull Hub, 2019. [Online]. Available: '
                                'https://gulls.example.org/colony/. [Accessed: 17- Nov- 2018].', "report.docx")
    assert (e.title, e.journal, e.year) == ("What is a gull colony? | Gull Hub", "Gull Hub", 2019)


@pytest.mark.parametrize("line, fields", [
    # a hand-typed list (held-out batch 54): the first author given-first, the year after the name, the
    # title in quotes, the venue without a comma before it; no year in the venue, or one there too
    ("1.\tAnna Lind (2020), “Counting Gulls with Drones” 2nd Annual Conference on Coastal Birds",
     (["Anna Lind"], False, "Counting Gulls with Drones", "2nd Annual Conference on Coastal Birds", "", 2020, "", "", "")),
    ("5.\tS. A. Okoro (2007), “Tern Nests on Rocks” Centre for Shore Studies School of Life Sciences University of "
     "Northbay in the Far North of the Island of the Terns",
     (["S. A. Okoro"], False, "Tern Nests on Rocks", "Centre for Shore Studies School of Life Sciences University of "
      "Northbay in the Far North of the Island of the Terns", "", 2007, "", "", "")),
    ("[3] Gan Kim Sand (2013), “A Review of Gull Counts” 2013 IEEE International Conference on Birds",
     (["Gan Kim Sand"], False, "A Review of Gull Counts", "2013 IEEE International Conference on Birds", "", 2013, "", "", "")),
])
def test_a_year_after_the_names_is_the_year_not_a_name(line, fields):
    assert _read(line) == fields
