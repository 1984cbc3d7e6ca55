"""Issue 20, held-out batches 22–24: English Word lists (Word's built-in Chicago, AMA proceedings,
APA lines typed by hand)."""
import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line

FIELDS = ("entry_type", "authors", "authors_truncated", "title", "journal", "publisher", "year", "volume", "issue", "pages")


@pytest.mark.parametrize("line, expected", [
    # Word's Chicago book: initials without periods, the edition as a bare ordinal, place then publisher
    ("Hartley, Nora J, Peter K Lund, and Sofia M Reyes. The Shape of Inquiry. 4th. Boston: Harbour Press, 2012.",
     ("book", ["Hartley, Nora J", "Peter K Lund", "Sofia M Reyes"], False, "The Shape of Inquiry", "",
      "Harbour Press", 2012, "", "", "")),
    # two people, "and" after a comma, no edition
    ("Quinn, Marta, and Oscar Dahl. Learning to Bargain. London: Fieldstone Books, 2003.",
     ("book", ["Quinn, Marta", "Oscar Dahl"], False, "Learning to Bargain", "", "Fieldstone Books", 2003, "", "", "")),
    # "and" without the comma, "Rev. 3rd ed."
    ("Morrow, Alan and Beth Ingram. Rivers of Trade. Rev. 3rd ed. Leeds: Corbel, 2010.",
     ("book", ["Morrow, Alan", "Beth Ingram"], False, "Rivers of Trade", "", "Corbel", 2010, "", "", "")),
    # initials with their periods (Chicago typed by hand) and "2nd ed."
    ("Vance, Paul R., Lena Ortiz, and Tomas Berg. Cities at Night. 2nd ed. Denver: Ridge University Press, 2019.",
     ("book", ["Vance, Paul R.", "Lena Ortiz", "Tomas Berg"], False, "Cities at Night", "",
      "Ridge University Press", 2019, "", "", "")),
    # "et al." after the first person, a university as the publisher
    ("Kemp, R, et al. Supply chains in small electronics firms. Atlanta: Southern Institute of Technology, 2001.",
     ("book", ["Kemp, R"], True, "Supply chains in small electronics firms", "",
      "Southern Institute of Technology", 2001, "", "", "")),
    # Word writes an author with no given name as the family name alone; a place with its state
    ("Marchetti. Diagrams, Charts, Plans: A Grammar. Austin, TX: Lakeside, 2007.",
     ("book", ["Marchetti"], False, "Diagrams, Charts, Plans: A Grammar", "", "Lakeside", 2007, "", "", "")),
    # a title that is a question; a place of two words before the colon
    ("Ford, Nadia. Why Not Ask the Expert? Cedar Falls, Iowa: Prairie Publishing, 2009.",
     ("book", ["Ford, Nadia"], False, "Why Not Ask the Expert?", "", "Prairie Publishing", 2009, "", "", "")),
    # a web page: the address and the access date in another locale's words taken out
    ("Lindqvist, Maja, and Pablo de Souza. plotKit: Drawing R Data in the Browser. 2013. "
     "http://example.org/plotkit (accessed 2014 йил 3-2).",
     ("misc", ["Lindqvist, Maja", "Pablo de Souza"], False, "plotKit: Drawing R Data in the Browser", "", "", 2013, "", "", "")),
    ("Okafor, Daniel. SQLBridge: Database Links for R. 2015. http://example.org/sqlbridge (accessed 2015 г. 11-05).",
     ("misc", ["Okafor, Daniel"], False, "SQLBridge: Database Links for R", "", "", 2015, "", "", "")),
    # a paper in proceedings: no year, the publisher, then the pages
    ('Aalto, Jussi, and Mei Tan. "Conflicts in Shared Models." Proceedings of the Ninth Workshop on Design Reviews. '
     'ACM. 14-19.',
     ("inproceedings", ["Aalto, Jussi", "Mei Tan"], False, "Conflicts in Shared Models",
      "Proceedings of the Ninth Workshop on Design Reviews", "ACM", None, "", "", "14-19")),
    # the place and the year, then the pages
    ('Ruiz, P A, K Ohno, and L Mbeki. "Maps for Negotiators." Proceedings of the 40th Annual Symposium on Group '
     'Decisions. Lisbon, 2006. 33-41.',
     ("inproceedings", ["Ruiz, P A", "K Ohno", "L Mbeki"], False, "Maps for Negotiators",
      "Proceedings of the 40th Annual Symposium on Group Decisions", "", 2006, "", "", "33-41")),
    # a source, a year and pages with no volume
    ('Aalto, Jussi, and Mei Tan. "Shared Models in Review." IEEE (IEEE), 2004: 5-9.',
     ("article", ["Aalto, Jussi", "Mei Tan"], False, "Shared Models in Review", "IEEE (IEEE)", "", 2004, "", "", "5-9")),
])
def test_word_chicago(line, expected):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, author", [
    ("Northwind Statistics Group. Packages for R. 2013. http://example.org/pkgs (accessed 2013 йил 2-4).",
     "Northwind Statistics Group"),
    ("The Weekly Ledger. Cutting the Fruit. 2012. http://example.org/node/1 (accessed 2012 йил 6-11).", "The Weekly Ledger"),
])
def test_word_chicago_web_organisation_is_guessed(line, author):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert (entry.authors, entry.year, entry.certainty["authors"]) == ([author], int(line.split(". ")[2]), Certainty.GUESSED)


def test_vancouver_web_line_stays_vancouver():
    # a Vancouver line of a handbook with "et al." is no Word Chicago web page
    entry = parse_reference_line(1, "Adler K, Bright M, Chu L, et al. Handbook for rating evidence. 2014. "
                                    "https://example.org/handbook", "thesis.docx")
    assert entry.authors_truncated is True


@pytest.mark.parametrize("line, expected", [
    # AMA 11: a paper in proceedings, the publisher, a semicolon, then year:pages; a DOI after
    ("12. Park J, Osei K. GradBoost: fast trees for tabular data. In: Proceedings of the 30th ACM Conference on "
     "Data Mining. Association for Computing Machinery; 2021:101-110. doi:10.1145/1234567.7654321",
     ("inproceedings", ["Park, J", "Osei, K"], False, "GradBoost: fast trees for tabular data",
      "Proceedings of the 30th ACM Conference on Data Mining", "Association for Computing Machinery", 2021, "", "", "101-110")),
    # a short publisher, three authors
    ("13. Varga L, Ito H, Dube S. Attributing outputs to inputs. In: Proceedings of the 38th International Conference "
     "on Machine Learning. PMLR; 2022:4410-4419.",
     ("inproceedings", ["Varga, L", "Ito, H", "Dube, S"], False, "Attributing outputs to inputs",
      "Proceedings of the 38th International Conference on Machine Learning", "PMLR", 2022, "", "", "4410-4419")),
    # no publisher: the semicolon right after the meeting's name; "et al" cuts the list short
    ("14. Mendes R, Abe Y, Kowal P, et al. Tuning without tears. In: Proceedings of the 26th ACM SIGKDD Conference; "
     "2020:55-63.",
     ("inproceedings", ["Mendes, R", "Abe, Y", "Kowal, P"], True, "Tuning without tears",
      "Proceedings of the 26th ACM SIGKDD Conference", "", 2020, "", "", "55-63")),
    # a chapter: the editors with "eds.", the book's edition, then publisher; year:pages
    ("15. Hale AB, Moss C. Dosing in older adults. In: Grant D, Lowe E, eds. Clinical Pharmacology Handbook. 3rd ed. "
     "Northfield Medical; 2018:210-228.",
     ("incollection", ["Hale, AB", "Moss, C"], False, "Dosing in older adults", "Clinical Pharmacology Handbook",
      "Northfield Medical", 2018, "", "", "210-228")),
])
def test_ama_in(line, expected):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, expected", [
    # "et. al." typed with a period after "et": the list is cut short, no author called "et. al"
    ("Fenwick, L. M., et. al. (2004). Linking clinic records and insurance claims. Health Services Review, 41(8), 12-20.",
     ("article", ["Fenwick, L. M."], True, "Linking clinic records and insurance claims", "Health Services Review", "",
      2004, "41", "8", "12-20")),
    ("Orsini, P., et. al (2011). Mining hospital data. Retrieved from http://example.org/book/42",
     ("misc", ["Orsini, P."], True, "Mining hospital data", "", "", 2011, "", "", "")),
    # Zotero's edition from an online shop after the title: "(1 edition)", "(2003 edition)", "(Reprint edition)"
    ("Halden, C., & Brook, D. A. (1994). Theory in Action: Professional Growth at Work (1 edition). Harbour Books.",
     ("book", ["Halden, C.", "Brook, D. A."], False, "Theory in Action: Professional Growth at Work", "", "Harbour Books",
      1994, "", "", "")),
    ("Varo, J. R. (2003). Consulting in Schools: A Field Guide (2003 edition). Springer.",
     ("book", ["Varo, J. R."], False, "Consulting in Schools: A Field Guide", "", "Springer", 2003, "", "", "")),
    ("Pike, T. (1980). The Quiet Classroom (Reprint edition). Norton.",
     ("book", ["Pike, T."], False, "The Quiet Classroom", "", "Norton", 1980, "", "", "")),
    # Word's APA 6 book section: the editors without "(Eds.)", the pages in parentheses after the book
    ("Moss, S. (2010). Field Experiments. In R. Kendal, & N. Thorpe, Encyclopedia of Urban Studies (pp. 101-109). Elsevier Science.",
     ("incollection", ["Moss, S."], False, "Field Experiments", "Encyclopedia of Urban Studies", "Elsevier Science", 2010,
      "", "", "101-109")),
    ("Ruiz, M. (2012). Running studies online. In A. Jonas, K. Mair, T. Pohl, & U.-D. Reiss, Handbook of Web Research "
     "(pp. 389-402). Oxford Academic.",
     ("incollection", ["Ruiz, M."], False, "Running studies online", "Handbook of Web Research", "Oxford Academic", 2012,
      "", "", "389-402")),
    # a title that asks a question and goes on after it, commas in the rest of the title
    ("Basso, S. C. (2005). Do Reviews Matter? The Effects of Critics, Stars, and Budgets on Sales. Journal of Retail "
     "Studies, 12(3), 40–58. doi:10.1234/jrs.12.3.40",
     ("article", ["Basso, S. C."], False, "Do Reviews Matter? The Effects of Critics, Stars, and Budgets on Sales",
      "Journal of Retail Studies", "", 2005, "12", "3", "40-58")),
    # "doi:" before the DOI's address: both are the DOI, nothing of it left in the journal
    ("Ghosh, M. S. (2018). Predicting Ticket Sales. Journal of Big Data, 1-14. doi:https://doi.org/10.1186/s40537-018-0001-1",
     ("article", ["Ghosh, M. S."], False, "Predicting Ticket Sales", "Journal of Big Data", "", 2018, "", "", "1-14")),
])
def test_apa_typed_in_word(line, expected):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_doi_after_doi_colon_address():
    entry = parse_reference_line(1, "Ghosh, M. S. (2018). Predicting Ticket Sales. Journal of Big Data, 1-14. "
                                    "doi:https://doi.org/10.1186/s40537-018-0001-1", "thesis.docx")
    assert entry.doi == "10.1186/s40537-018-0001-1"


@pytest.mark.parametrize("line, expected", [
    # names, a bare year, a title, the address
    ("[4] Moreau et.al. 2019 A review of task-oriented dialogue https://arxiv.org/abs/1900.00001",
     ("misc", ["Moreau"], True, "A review of task-oriented dialogue", "", "", 2019, "", "", "")),
    # two family names and a year, nothing else but the address
    ("[5] Kessler and Brandt 2016 https://arxiv.org/abs/1600.00002",
     ("misc", ["Kessler", "Brandt"], False, "", "", "", 2016, "", "", "")),
    # no date
    ("[6] Holloway n.d. https://example.org/papers/holloway.pdf",
     ("misc", ["Holloway"], False, "", "", "", None, "", "", "")),
    # given names first, no-break spaces, the corresponding author's asterisk, a comma after the year
    ("[7] Anika Perera,\u00a0Tomas Lind,\u00a0Ravi De Souza,*\u00a0and\u00a0Lea Grant 2021, https://example.org/pmc/articles/PMC1/",
     ("misc", ["Anika Perera", "Tomas Lind", "Ravi De Souza", "Lea Grant"], False, "", "", "", 2021, "", "", "")),
])
def test_name_year_address(line, expected):
    entry = parse_reference_line(1, line, "report.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected
    assert entry.certainty["authors"] == Certainty.GUESSED


def test_pdf_word_before_address_is_no_venue():
    # UK Harvard typed by hand: the file's kind between the venue and "Available from:"
    entry = parse_reference_line(1, "[9] Park, D. et al (2018) Feeling the user - a support service with emotional replies. "
                                    "IEEE International Conference on Smart Computing (SmartComp). Pdf. Available from: "
                                    "https://example.org/document/12345", "report.docx")
    assert (entry.title, entry.journal, entry.year) == (
        "Feeling the user - a support service with emotional replies", "IEEE International Conference on Smart Computing (SmartComp)", 2018)


@pytest.mark.parametrize("line, authors, title, journal, publisher, year, url", [
    # family, initials; no comma between the people, the last one's period left out
    ("Marsh, A. Delgado, S (2011) “Machine Minds: A Survey” Drone Review. Retrieved 03/02/2014 from http://example.org/minds",
     ["Marsh, A", "Delgado, S"], "Machine Minds: A Survey", "Drone Review", "", 2011, "http://example.org/minds"),
    ("Ivers, C. Blake, J. (March, 2012) “What Are Swarms?” Robot Watch. Retrieved 14/12/2013 from http://example.org/swarms/",
     ["Ivers, C", "Blake, J"], "What Are Swarms?", "Robot Watch", "", 2012, "http://example.org/swarms/"),
    # "1st edition" before the place is no part of the publisher
    ("Hale, K. E. (1990) “Small Machines: The Next Age” 1st edition. Oxford: Anchor House.",
     ["Hale, K. E"], "Small Machines: The Next Age", "", "Anchor House", 1990, ""),
])
def test_uk_harvard_typed(line, authors, title, journal, publisher, year, url):
    entry = parse_reference_line(1, line, "essay.docx")
    assert (entry.authors, entry.title, entry.journal, entry.publisher, entry.year, entry.url) == (
        authors, title, journal, publisher, year, url)


@pytest.mark.parametrize("line, expected", [
    # the numbers marked by whole words, the pages by "pg.", the database's name after them
    ("Marlow, B. (2004). Markets and Their Critics. Journal of Money Studies, Volume 18, Number 2, pg.61-84 "
     "Retrieved from: https://example.org/marlow.pdf",
     ("article", ["Marlow, B."], False, "Markets and Their Critics", "Journal of Money Studies", "", 2004, "18", "2", "61-84")),
    # a Roman volume and "No.2" without a space
    ("Marlow, B. (1996). Returns from Funds 1970 to 1990.  Journal of Banking, Vol L, No.2, Jstor Retrieved from: "
     "https://example.org/stable/1",
     ("article", ["Marlow, B."], False, "Returns from Funds 1970 to 1990", "Journal of Banking", "", 1996, "L", "2", "")),
    # the journal's name left out: volume(issue), pages right after the title
    ("Ortega, I. G. (2014). Store Brands Across Borders: Integration and Learning. 34(2), 7-29. "
     "doi:https://doi.org/10.1234/mksc.2014.0001",
     ("article", ["Ortega, I. G."], False, "Store Brands Across Borders: Integration and Learning", "", "", 2014, "34", "2", "7-29")),
])
def test_apa_numbers_typed(line, expected):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_organisation_with_and_and_press_is_one_author():
    entry = parse_reference_line(1, "Health and Fitness Press. (n.d.). Research. Northern University. "
                                    "https://example.ac.uk/4242/", "thesis.docx")
    assert (entry.authors, entry.title, entry.url) == (["Health and Fitness Press"], "Research", "https://example.ac.uk/4242/")


@pytest.mark.parametrize("line, publisher, url", [
    # an address typed without its scheme and with a letter of "www" lost, on a British domain
    ("Lane, P., & Snow, G. (1999). Managing people in firms (Technical report). Ithaca, NY: Cornell University. "
     "ww.example.co.uk/hr/history.aspx", "Cornell University", "ww.example.co.uk/hr/history.aspx"),
    ("Lane, P. (2001). People and work. London: Kogan Page. example.ac.uk/reports/lane.pdf", "Kogan Page",
     "example.ac.uk/reports/lane.pdf"),
])
def test_address_without_scheme(line, publisher, url):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert (entry.publisher, entry.url) == (publisher, url)


def test_closing_quote_typed_as_opening_after_date():
    # Word's smart quotes after "(…)": the title's opening quote comes out as ”
    entry = parse_reference_line(1, "Torres, H. T. (April 22, 2008) ”Fear of Clever Machines, Poll Results”. "
                                    "ThinkMachines.org. Retrieved 23/11/2013 from http://example.org/fear/", "essay.docx")
    assert (entry.authors, entry.title, entry.year, entry.journal) == (
        ["Torres, H. T"], "Fear of Clever Machines, Poll Results", 2008, "ThinkMachines.org")


def test_apa_year_with_a_doubled_parenthesis():
    entry = parse_reference_line(1, "Hume, S. D. (2017)). Predicting Ticket Sales from the Script: A Text Approach. "
                                    "Film Studies Journal. doi:10.1386/FSJ.7.2.135_1", "thesis.docx")
    assert (entry.authors, entry.year, entry.title) == (
        ["Hume, S. D."], 2017, "Predicting Ticket Sales from the Script: A Text Approach")


def test_harvard_numbers_marked_by_vol_and_pp():
    entry = parse_reference_line(1, "Mohan R.K., Leung C.M., Petrov A. (2012) Detecting eye disease from retinal "
                                    "images. Knowledge Systems, Vol. 31, pp. 70-81. Retrieved from https://example.org/pii/1",
                                 "thesis.docx")
    assert (entry.entry_type, entry.title, entry.journal, entry.volume, entry.pages, entry.year) == (
        "article", "Detecting eye disease from retinal images", "Knowledge Systems", "31", "70-81", 2012)


@pytest.mark.parametrize("line, journal, pages", [
    # an abbreviated meeting's name, its page range after a space only
    ("Kuiper, M. M., et. al. (1998). The use of missing information. Proc AMIA Annu Fall Symp 650-655. "
     "Retrieved from https://example.org/pmc/articles/PMC1/", "Proc AMIA Annu Fall Symp", "650-655"),
    # a span of years ends the meeting's name: no pages
    ("Ruiz, P. (2020). Reading old lists. Proceedings of the Workshop 2019-2020.", "Proceedings of the Workshop 2019-2020", ""),
])
def test_apa_proceedings_pages_after_space(line, journal, pages):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert (entry.entry_type, entry.journal, entry.pages) == ("inproceedings", journal, pages)
    assert (entry.certainty.get("pages") == Certainty.GUESSED) == bool(pages)


@pytest.mark.parametrize("line, journal, publisher, pages", [
    # the meeting's short name after its name; the place before the publisher (NLM's habit in an AMA line)
    ("8. Yang H, Lo AX, Abbas M. Biased words in clinical notes. In: Proceedings of the ACM Conference on Health and "
     "Learning. CHIL ’21. Association for Computing Machinery; 2021:110-120.",
     "Proceedings of the ACM Conference on Health and Learning", "Association for Computing Machinery", "110-120"),
    ("1. Bode B, Dumas S. Detecting test behaviour. In: 3rd International Workshop on Refactoring. New York, NY, USA: "
     "ACM Press; 2019:22-25.", "3rd International Workshop on Refactoring", "ACM Press", "22-25"),
])
def test_ama_in_variants(line, journal, publisher, pages):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert (entry.entry_type, entry.journal, entry.publisher, entry.pages) == ("inproceedings", journal, publisher, pages)


def test_apa7_web_title_first_with_a_possessive():
    # no author: the page's title first; "world’s" is a possessive, no organisation's word
    entry = parse_reference_line(1, "The world’s most played games - games for business. (2019, May 3). Games for Business. "
                                    "https://example.com/most-played/", "thesis.docx")
    assert (entry.authors, entry.title, entry.year) == ([], "The world’s most played games - games for business", 2019)


def test_title_going_on_after_a_question_is_guessed():
    entry = parse_reference_line(1, "Basso, S. C. (2005). Do Reviews Matter? The Effects of Critics, Stars, and Budgets "
                                    "on Sales. Journal of Retail Studies, 12(3), 40–58.", "thesis.docx")
    assert (entry.title, entry.certainty["title"]) == (
        "Do Reviews Matter? The Effects of Critics, Stars, and Budgets on Sales", Certainty.GUESSED)


@pytest.mark.parametrize("line, publisher", [
    # the place's colon typed as a period; a publisher's word after it
    ("Dexter, K. E. (1987) “Machines of Making: The Next Era” 1st edition. New York. Harbour Books. "
     "Retrieved 24/11/2013 from http://example.org/making.html", "Harbour Books"),
    ("Sloane, J. (2001). A Big Book. Oxford. Clarendon Press.", "Clarendon Press"),
])
def test_place_then_period_then_publisher(line, publisher):
    entry = parse_reference_line(1, line, "essay.docx")
    assert (entry.entry_type, entry.publisher) == ("book", publisher)
