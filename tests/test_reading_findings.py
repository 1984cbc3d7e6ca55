"""No real reference gets an error from a name, venue or page range written the way an exporter
writes it, nor from a reference line's value Step A split wrong (issue 20; measured by
bench/reading_findings.py). Each rule as a table."""
import pytest

from refverify.core.names import split_name
from refverify.parse.reflist import parse_reference_line
from refverify.records import crossref, dblp
from refverify.sources import compare
from refverify.sources.reading import written_in_line
from refverify.sources.resolve import resolve
from refverify.state import Ref, SourceResult


@pytest.mark.parametrize("name, family", [
    ("Abd ElHafeez S", "abd elhafeez"),          # a Vancouver family name of two words
    ("de Figueiredo L H", "de figueiredo"),      # a particle, spaced initials
    ("Van Soest AB", "van soest"),
    ("Du Plessis JB", "du plessis"),
    ("Smith JA", "smith"),                       # one word, as before
    ("YANG JQ", "yang"),
    ("Guy L. Steele Jr.", "steele"),
    ("Rohit Agrawal 0002", "agrawal"),
    ("Martinez-Diaz L", "martinez diaz"),         # a hyphenated family name, one initial
    ("Castro-Giraldez M", "castro giraldez"),
    ("I.E., Dzyaloshinski", "dzyaloshinski"),     # a .bbl that put the initials first
    ("Smith, John", "smith"),
])
def test_family_name_of_names_as_written(name, family):
    assert compare.family_name(name) == family


@pytest.mark.parametrize("bib, record, same", [
    ("Abd ElHafeez S", {"family": "Abd ElHafeez", "given": "Samar"}, True),          # Crossref
    ("Abd ElHafeez S", split_name("Samar Abd ElHafeez"), True),              # OpenAlex display name
    ("Abd ElHafeez S", dblp.person("Samar Abd ElHafeez 0001"), True),                # DBLP homonym number
    ("de Figueiredo L H", {"family": "de Figueiredo", "given": "Luiz Henrique"}, True),
    ("de Figueiredo L H", split_name("Luiz Henrique de Figueiredo"), True),
    ("Abd ElHafeez S", {"family": "Bolignano", "given": "Davide"}, False),
    ("de Figueiredo L H", {"family": "Celes", "given": "Waldemar"}, False),
])
def test_same_person_across_services(bib, record, same):
    assert compare.same_person(bib, record) is same


@pytest.mark.parametrize("venue, preprint", [
    ("CoRR", True),                   # DBLP's journal for arXiv's computing repository
    ("CoRR abs/1706.03762", True),
    ("arXiv preprint arXiv:1706.03762", True),
    ("Corrosion Science", False),
    ("Journal of Correctional Health Care", False),
    ("IEEE Transactions on Information Theory", False),
])
def test_preprint_venues(venue, preprint):
    assert compare.is_preprint_venue(venue) is preprint


@pytest.mark.parametrize("bib, record, same", [
    ("1338-46; discussion 1346-7", "1338-1347", True),     # MEDLINE's several ranges
    ("1338-46; discussion 1346-7", "1338-1346", True),
    ("431-456, 791-823", "431-456", True),
    ("291, 509-10", "291", True),
    ("1338-46; discussion 1346-7", "1400-1410", False),
    ("2-1-2-26", "2-1-2-26", True),                        # ACM chapter-page numbers
    ("12-15", "12-19", False),
])
def test_pages_with_several_ranges(bib, record, same):
    assert compare.same_pages(bib, record) is same


@pytest.mark.parametrize("line, authors, pages", [
    ("Xiaojie Guo.Tingmei Wang. Design and Implementation of Graduate Information Management "
     "System Based on SSM Framework[J].Journal of Simulation,2020:63-69.",
     ["Xiaojie Guo", "Tingmei Wang"], "63-69"),
    ("[5]\tIerusalimschy R, de Figueiredo L H, Celes W. The evolution of Lua[C]//Proceedings of the "
     "third ACM SIGPLAN conference on History of programming languages. 2007: 2-1-2-26.",
     ["Ierusalimschy, R", "de Figueiredo, L H", "Celes, W"], "2-1-2-26"),
    ("[3] Wang L, Li M. A study of things[J]. Journal of Stuff, 2019, 3(2): 12-15.",
     ["Wang, L", "Li, M"], "12-15"),
])
def test_reference_lines_names_and_pages(line, authors, pages):
    entry = parse_reference_line(1, line, "t.md")
    assert (entry.authors, entry.pages) == (authors, pages)


GO = ("[14] Go AS, Chertow GM, Fan D, et al (2004). Chronic kidney disease and the risks of death, "
      "cardiovascular events, and hospitalization.  J Am Nephrol. 23;351(13), 1296-305.")
DIENLIN = ("Dienlin, T., & Metzger, M. J. (2016). An extended privacy calculus model for SNSs: Analyzing "
           "self-disclosure and self-withdrawal in a representative U.S. Sample. Journal of "
           "Computer-Mediated Communication, 21(5), 368–383.")


@pytest.mark.parametrize("field, line, record, written", [
    ("volume", GO, {"volume": "351"}, True),
    ("volume", "Smith J. A study. J Med. 2019;12(3):45-50.", {"volume": "13"}, False),
    ("volume", "Smith J. A study. J Med, vol. 13, no. 3, pp. 45-50, 2019.", {"volume": "13"}, True),
    ("issue", GO, {"issue": "13"}, True),
    ("issue", GO, {"issue": "14"}, False),
    ("pages", GO, {"pages": "1296-1305"}, True),
    ("pages", GO, {"pages": "1296-1310"}, False),
    ("title", DIENLIN, {"title": "An extended privacy calculus model for SNSs: Analyzing self-disclosure "
                                 "and self-withdrawal in a representative U.S. sample"}, True),
    ("title", DIENLIN, {"title": "An extended privacy calculus model for social networks"}, False),
    ("volume", "", {"volume": "13"}, False),
    # a range written with a tilde, a wave dash or a minus sign is the record's range
    ("pages", "Carpentier J. Title. Bulletin, 1962, (3): 431~447", {"pages": "431-447"}, True),
    ("pages", "[8] 宋建才.题名[J].工业控制计算机,2004,44～45.", {"pages": "44-45"}, True),
    ("pages", "[7]Yuan Yong. Title. Acta Automatica Sinica, 2016, 42(4): 481−494", {"pages": "481-494"}, True),
    ("volume", "[9] Xie X. Title [J]. Journal of Software, 2019, Vol.30Issue(10)", {"volume": "30"}, True),
    # the year written in the line (an access date after it is what was read), never inside a DOI
    ("year", "Kohn, M. \"Colonialism.\" Stanford University, 09 May 2006. Web. 02 Dec. 2015.", {"year": 2006}, True),
    ("year", "Lee K. Title. J Med. 2019;12:4. doi:10.1016/j.jm.2018.01.004", {"year": 2018}, False),
    # the record's authors all written, in its order: how the names were read is the question
    ("authors", "J. Dean and S. Ghemawat.MapReduce: simplified data processing[C]. 2008.",
     {"authors": [{"family": "Dean", "given": "Jeffrey"}, {"family": "Ghemawat", "given": "Sanjay"}]}, True),
    # in another order (the writer swapped them) or one left out: the line's own error
    ("authors", "Ghemawat S, Dean J. MapReduce: simplified data processing. 2008.",
     {"authors": [{"family": "Dean", "given": "Jeffrey"}, {"family": "Ghemawat", "given": "Sanjay"}]}, False),
    ("authors", "Dean J. MapReduce: simplified data processing. 2008.",
     {"authors": [{"family": "Dean", "given": "Jeffrey"}, {"family": "Ghemawat", "given": "Sanjay"}]}, False),
])
def test_record_value_written_in_the_line(field, line, record, written):
    assert written_in_line(field, line, record) is written


def _resolve(line: str, record: dict) -> Ref:
    entry = parse_reference_line(1, line, "t.md")
    from refverify.parse.bibliography import bib_entry_to_ref_fields
    ref = Ref(ref_id="1", **bib_entry_to_ref_fields(entry))
    ref.bib.doi = "10.1056/nejmoa041031"
    rec = crossref.parse_work({"DOI": "10.1056/NEJMoa041031", **record})
    resolve(ref, {"crossref": SourceResult(found=True, status="found", matched_by="doi", record=rec,
                                           url="https://doi.org/10.1056/NEJMoa041031")}, ["crossref"])
    return ref


GO_RECORD = {"title": ["Chronic Kidney Disease and the Risks of Death, Cardiovascular Events, and "
                       "Hospitalization"],
             "author": [{"family": "Go", "given": "Alan S."}, {"family": "Chertow", "given": "Glenn M."},
                        {"family": "Fan", "given": "Dongjie"}],
             "issued": {"date-parts": [[2004]]}, "container-title": ["J Am Nephrol"],
             "volume": "351", "issue": "13", "page": "1296-1305"}


def test_a_value_split_wrong_from_the_line_is_a_warning():
    # "23;351(13)": Step A took the day for the volume; the record's 351 is in the line
    ref = _resolve(GO, GO_RECORD)
    assert [(i.field, i.severity, i.message) for i in ref.metadata_issues] == [
        ("volume", "warning", "volume 23 vs 351 (check how this reference line was read)")]
    assert ref.existence == "single_source"


def test_a_wrong_volume_written_in_the_line_stays_an_error():
    line = ("Go AS, Chertow GM, Fan D. Chronic kidney disease and the risks of death, cardiovascular "
            "events, and hospitalization. J Am Nephrol. 2004;315(13):1296-305.")   # 315 for 351
    ref = _resolve(line, GO_RECORD)
    assert [(i.field, i.severity, i.message) for i in ref.metadata_issues] == [
        ("volume", "error", "volume 315 vs 351")]


@pytest.mark.parametrize("field, names, truncated", [
    # PubMed-style names in a .bib beside names without initials: BibTeX reads "DA" as the surname
    ("Wiviott and de Lemos JA and Morrow DA", ["Wiviott", "de Lemos, JA", "Morrow, DA"], False),
    ("Kemperman and van den Berg M and Kirkels H", ["Kemperman", "van den Berg, M", "Kirkels, H"], False),
    ("Morrow DA", ["Morrow, DA"], False),
    # "et al" inside the list, not only at its end
    ("GW Moe and J Howlett and Januzzi et al and {IMPROVE-CHF Study Investigators}",
     ["Moe, GW", "Howlett, J", "Januzzi", "IMPROVE-CHF Study Investigators"], True),
    ("Smith, John and Lee, K.", ["Smith, John", "Lee, K."], False),
    ("Yoshua Bengio and Y. LeCun", ["Bengio, Yoshua", "LeCun, Y."], False),
])
def test_bib_names_in_pubmed_order(field, names, truncated):
    from refverify.parse.bibliography import latex_to_text
    from refverify.parse.bibtex_names import split_people
    people = split_people(field, latex_to_text)
    assert (people.names, people.truncated) == (names, truncated)


def test_a_pubmed_order_coauthor_is_found_in_the_record():
    # a real record lists David A. Morrow: "Morrow DA" in the .bib is that person, not "DA"
    assert compare.same_person("Morrow, DA", split_name("David A. Morrow"))
    assert compare.same_person("de Lemos, JA", {"family": "de Lemos", "given": "James A."})


@pytest.mark.parametrize("field, names", [
    ("Ronald D. Aponte A. and Sixto R. Prado G.", ["Aponte A., Ronald D.", "Prado G., Sixto R."]),
    ("{Schr{\\\"{o}}dinger LLC}", ["Schrödinger LLC"]),       # braced: a name as written
    ("J. R. R. Tolkien", ["Tolkien, J. R. R."]),
])
def test_bib_names_abbreviated_second_family_name_and_braced_names(field, names):
    from refverify.parse.bibliography import latex_to_text
    from refverify.parse.bibtex_names import split_people
    assert split_people(field, latex_to_text).names == names


@pytest.mark.parametrize("bib, record", [
    ("Aponte A., Ronald D.", {"family": "Aponte A.", "given": "Ronald D."}),     # Crossref
    ("Aponte A., Ronald D.", split_name("Ronald D. Aponte A.")),           # a display name
    ("Schrödinger LLC", {"name": "Schrödinger LLC"}),                              # a company
])
def test_same_person_for_those_names(bib, record):
    assert compare.same_person(bib, record)
