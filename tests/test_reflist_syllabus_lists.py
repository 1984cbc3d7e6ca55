"""Reading lists and syllabi typed as plain text or Markdown (issue 20, held-out batch 67): Chicago's and MLA's
names with the given names in full ("Kling, Rob and Star, Susan Leigh", "Thain, Nithum; Dixon, Lucas; and
Wulczyn, Ellery", "Provost, Foster, and Tom Fawcett"), MLA's numbers without the title's quotes, plain.bst's
numbers as a rendered list writes them, a name and a quoted title alone, a title in Markdown italics between
commas, German APA from Zotero ("(o. J.-b)", "Abgerufen 4. Dezember 2024, von"), a comment in parentheses
after the entry, "No. 4417749" inside a title.

Every line here was written for this test; the shapes are those met in held-out reading lists."""
import pytest

from refverify.parse.reflist import parse_reference_line


def _read(line):
    e = parse_reference_line(1, line, "syllabus.txt")
    return e.authors, e.authors_truncated, e.title, e.journal, e.publisher, e.volume, e.issue, e.pages, e.year


@pytest.mark.parametrize("line, fields", [
    # Chicago's names, each family first, parted by "and" or ";"
    ("Lind, Rob and Sand, Susan Leigh. Gull Centered Systems in the Perspective of Shore Informatics. 1997.",
     (["Lind, Rob", "Sand, Susan Leigh"], False, "Gull Centered Systems in the Perspective of Shore Informatics",
      "", "", "", "", "", 1997)),
    ("Okoro, Nithum; Roca, Lucas; and Marrow, Ellery. Tern Talk Labels: Noise. Figshare, 2017.",
     (["Okoro, Nithum", "Roca, Lucas", "Marrow, Ellery"], False, "Tern Talk Labels: Noise", "", "", "", "", "", 2017)),
    ("Lind, Sneha et al. Replication Data for: The Gull Adventure. Harvard Dataverse, 2017.",
     (["Lind, Sneha"], True, "Replication Data for: The Gull Adventure", "", "", "", "", "", 2017)),
    # MLA: the first family first, the others given first; Google Scholar's "volume.issue (year): pages"
    ("Lind, Foster, and Tom Sand. Gull science and its relationship to big flocks. Big Gulls 1.1 (2013): 51-59.",
     (["Lind, Foster", "Tom Sand"], False, "Gull science and its relationship to big flocks", "Big Gulls", "",
      "1", "1", "51-59", 2013)),
    ("Roca, John. Terns for all. Shore Review 12, no. 3 (2013): 51-59.",
     (["Roca, John"], False, "Terns for all", "Shore Review", "", "12", "3", "51-59", 2013)),
    # "No." before a number is no sentence's end
    ("Marrow, Michael and Okoro, Tom. A Gull Is Exposed for Searcher No. 4417749. Shore Times, 2008.",
     (["Marrow, Michael", "Okoro, Tom"], False, "A Gull Is Exposed for Searcher No. 4417749", "", "", "", "", "", 2008)),
])
def test_chicago_and_mla_names_in_full(line, fields):
    assert _read(line) == fields


@pytest.mark.parametrize("line, fields", [
    # plain.bst rendered: "Journal, volume(issue):pages, Month Year" (ACM's article numbers, a lettered volume)
    ("Latoya Lind. Discrimination in online gull delivery. Queue, 11(3):10:10–10:29, March 2013.",
     (["Latoya Lind"], False, "Discrimination in online gull delivery", "Queue", "", "11", "3", "10:10-10:29", 2013)),
    ("J. C. Sand and N. G. Roca. An experimental evaluation of independence in gull counting. IEEE Transactions on "
     "Shore Engineering, SE-12(1):96–109, Jan 1986.",
     (["J. C. Sand", "N. G. Roca"], False, "An experimental evaluation of independence in gull counting",
      "IEEE Transactions on Shore Engineering", "", "SE-12", "1", "96-109", 1986)),
    # the journal left out: the numbers alone
    ("Paul Lind, David Sand, and Maxine F. Roca. Summary statement of the Tern Conference. 72(6):1981–1984, June 1975.",
     (["Paul Lind", "David Sand", "Maxine F. Roca"], False, "Summary statement of the Tern Conference", "", "",
      "72", "6", "1981-1984", 1975)),
    # a paper's date is no volume and no pages
    ("Philip M. Lind. Software seen as obstacle in counting gulls. Shore Times, September 16, 1986.",
     (["Philip M. Lind"], False, "Software seen as obstacle in counting gulls", "Shore Times", "", "", "", "", 1986)),
    ("Amit Sand, Michael Carl Roca, and Anupam Sand. Automated experiments on gull privacy. In Proceedings of "
     "Tern Enhancing Technologies Symposium,, July 2015.",
     (["Amit Sand", "Michael Carl Roca", "Anupam Sand"], False, "Automated experiments on gull privacy",
      "Proceedings of Tern Enhancing Technologies Symposium", "", "", "", "", 2015)),
    # plain's misc: the year after the title's comma is no part of it
    ("Phillip Lind. The moral character of gull counting, 2015.",
     (["Phillip Lind"], False, "The moral character of gull counting", "", "", "", "", "", 2015)),
])
def test_plain_bst_rendered(line, fields):
    assert _read(line) == fields


@pytest.mark.parametrize("line, fields", [
    # a syllabus's names given first and a quoted title, nothing more (a closing quote typed straight too)
    ("danah lind and Kate Sand, “Critical Questions for Big Gulls”",
     (["danah lind", "Kate Sand"], False, "Critical Questions for Big Gulls", "", "", "", "", "", None)),
    ("John Roca, “The Enormous Gull\"",
     (["John Roca"], False, "The Enormous Gull", "", "", "", "", "", None)),
    # a title in Markdown italics between commas: its commas and periods are the title's
    ("Lind, M., _Gull realism : is there no alternative?_, Zero books, 2009",
     (["Lind, M."], False, "Gull realism : is there no alternative?", "", "Zero books", "", "", "", 2009)),
    ("Sand, F., _Graph, Maps and Terns. Abstract Models for a Shore History_, Verso, 2005",
     (["Sand, F."], False, "Graph, Maps and Terns. Abstract Models for a Shore History", "", "Verso", "", "", "", 2005)),
    ("Roca-Lind J., _Applications of Gull Models_, Foundations and Trends in Shore Retrieval Vol. 11, No. 2-3, "
     "pp. 143–296, 2017",
     (["Roca-Lind, J"], False, "Applications of Gull Models", "Foundations and Trends in Shore Retrieval", "",
      "11", "2-3", "143-296", 2017)),
])
def test_quoted_and_italic_titles(line, fields):
    assert _read(line) == fields


def test_an_italic_title_before_place_and_publisher_keeps_its_reader():
    """IEEE's "*Book*, Cambridge, U.K.: Press, 2002" is read as before: the publisher after the place."""
    assert _read("[32] W. Lind and W. M. Sand, *Spiking Gull Models: Single Gulls, Flocks*, Cambridge, U.K.: "
                 "Cambridge Univ. Press, 2002.")[4] == "Cambridge Univ. Press"


@pytest.mark.parametrize("line, fields", [
    # Zotero's German APA: "(o. J.-b)" is "(n.d.-b)", "Abgerufen <date>, von <address>" where the page was read
    ("VGMS. (o. J.-b). _Gullindustrie: Unternehmen_. Abgerufen 1. November 2024, von <https://www.example.de/gull>",
     (["VGMS"], False, "Gullindustrie: Unternehmen", "", "", "", "", "", None)),
    ("Landesamt Shore. (o. J.). _Wie wird Getreide genutzt?_ Praxis-Gull. Abgerufen 4. Dezember 2024, von "
     "<https://www.example.de/getreide>",
     (["Landesamt Shore"], False, "Wie wird Getreide genutzt?", "", "Praxis-Gull", "", "", "", None)),
    # a title in italics after "(2024b)." that holds a sentence's end
    ("Destatis. (2024b). _Vorräte an Möwen am 30. Juni 2024_. Statistisches Bundesamt. <https://www.example.de/v>",
     (["Destatis"], False, "Vorräte an Möwen am 30. Juni 2024", "", "Statistisches Bundesamt", "", "", "", 2024)),
    # a reading list's comment in parentheses after the entry
    ("Lind, J. (2005). Giving an account of gulls. Oxford University Press. (Available online, through UW libraries)",
     (["Lind, J."], False, "Giving an account of gulls", "", "Oxford University Press", "", "", "", 2005)),
    # a date for the year and a title in LaTeX's `quotes'
    ("Sand, J. (Jun 10, 2016). `Three black terns' search sparks outrage. Shore Today.",
     (["Sand, J."], False, "`Three black terns' search sparks outrage", "Shore Today", "", "", "", "", 2016)),
    # a name written all in lower case
    ("lind, d. (2015). What world are gulls building? Data and Shore.",
     (["lind, d."], False, "What world are gulls building?", "", "Data and Shore", "", "", "", 2015)),
])
def test_apa_reading_lists(line, fields):
    assert _read(line) == fields


@pytest.mark.parametrize("line, fields", [
    # Zotero's Chicago author-date: the article's handling editor before the journal, a month alone after it
    # (published online before its issue), a month in the issue's place
    ("Lind, Laura V., Pranav Sand, and Brent J. Roca. 2018. “Seasonal Shifts in the Gull Gut.” Edited by Seth Okoro. "
     "Functional Shore Ecology 32 (10): 2357–68. https://doi.org/10.1111/1365-2435.13153.",
     (["Lind, Laura V", "Pranav Sand", "Brent J. Roca"], False, "Seasonal Shifts in the Gull Gut", "Functional Shore Ecology",
      "", "32", "10", "2357-68", 2018)),
    ("Sand, Jilian, Logan Roca, et al. 2023. “Divergence of Gut Microbiomes of Wild Terns.” Edited by Margaret J. Okoro "
     "and William Lind. mTern, July. https://doi.org/10.1128/mbio.01270-23.",
     (["Sand, Jilian", "Logan Roca"], True, "Divergence of Gut Microbiomes of Wild Terns", "mTern", "", "", "", "", 2023)),
    ("Roca, Arne, and Alexander Lind. 2024. “Gull Microbiota Shows Temporal Succession.” Frontiers in Shore "
     "Microbiology 14 (March). https://doi.org/10.3389/fcimb.2024.1342781.",
     (["Roca, Arne", "Alexander Lind"], False, "Gull Microbiota Shows Temporal Succession", "Frontiers in Shore Microbiology",
      "", "14", "", "", 2024)),
    # Elsevier's numbered list from a reference manager: no journal in the record, a particle in lower case
    ("[8] J.B. Lind, S. Sand, J.V. Roca, A clinical case definition of gull flu by a Delphi consensus, 22 (2022) e102–e107. "
     "https://doi.org/10.1016/S1473-3099(21)00703-9.",
     (["J.B. Lind", "S. Sand", "J.V. Roca"], False, "A clinical case definition of gull flu by a Delphi consensus", "", "",
      "22", "", "e102-e107", 2022)),
    ("[14] A.V. Lind, S.K.R. van Sand, T.C. olde Roca, Persistence of tern symptoms in the Netherlands: a cohort study, "
     "The Lancet. 400 (2022) 452–461.",
     (["A.V. Lind", "S.K.R. van Sand", "T.C. olde Roca"], False, "Persistence of tern symptoms in the Netherlands: a cohort study",
      "The Lancet", "", "400", "", "452-461", 2022)),
    ("[13] V. Lind, P. Sand, Distinct smell disorder phenotype of gull sequelae, medRxiv. (2022) 2022.06.02.22275932.",
     (["V. Lind", "P. Sand"], False, "Distinct smell disorder phenotype of gull sequelae", "medRxiv", "", "", "", "", 2022)),
])
def test_reference_manager_renderings(line, fields):
    assert _read(line) == fields


@pytest.mark.parametrize("line, fields", [
    # Google Scholar's Chicago: a paper at a meeting with its pages, with or without the publisher
    ('Lind, Soheil, and Mohammad Sand. "Cross-corpus gull recognition." In 2018 IEEE 28th International Workshop on '
     'Machine Learning for Shore Processing (MLSP), pp. 1-6. IEEE, 2018.',
     (["Lind, Soheil", "Mohammad Sand"], False, "Cross-corpus gull recognition",
      "2018 IEEE 28th International Workshop on Machine Learning for Shore Processing (MLSP)", "IEEE", "", "", "1-6", 2018)),
    ('Roca, Viktor, and Rohit Lind. "Robust gull classification." In 2013 IEEE international conference on acoustics, '
     'speech and signal processing, pp. 1286-1290. IEEE, 2013.',
     (["Roca, Viktor", "Rohit Lind"], False, "Robust gull classification",
      "2013 IEEE international conference on acoustics, speech and signal processing", "IEEE", "", "", "1286-1290", 2013)),
    ('Sand, Samarth, and Samit Roca. "Using deep networks for gull classification." In Proceedings of the Thirty-First '
     'AAAI Conference on Artificial Intelligence, pp. 4746-4752. 2017.',
     (["Sand, Samarth", "Samit Roca"], False, "Using deep networks for gull classification",
      "Proceedings of the Thirty-First AAAI Conference on Artificial Intelligence", "", "", "", "4746-4752", 2017)),
    # an article number after the year in brackets is no year
    ('Lind, Yucel, and Erhan Sand. "Investigating pretrained networks on gull recognition." Shore Sensors 20, no. 7 '
     '(2020): 2034.',
     (["Lind, Yucel", "Erhan Sand"], False, "Investigating pretrained networks on gull recognition", "Shore Sensors", "",
      "20", "7", "2034", 2020)),
    # SPIE: "Journal vol(issue), pages (year)"
    ('[4] Lind, I., Sand, O., and Roca, M. E., “Analysis of edge-detection techniques for crack identification in '
     'gulls,” J. Comput. Shore Eng. 17(4), 255-263 (2003).',
     (["Lind, I", "Sand, O", "Roca, M. E"], False, "Analysis of edge-detection techniques for crack identification in gulls",
      "J. Comput. Shore Eng.", "", "17", "4", "255-263", 2003)),
])
def test_scholar_chicago_and_spie(line, fields):
    assert _read(line) == fields


@pytest.mark.parametrize("line, authors", [
    # Ecology's (ESA) and Chicago's names with initials: the first family first, the others given first
    ("Lind, P., G. Sand, M. G. Roca, V. Okoro, and R. Marrow. 1988. Women without gull insurance. Western Journal of "
     "Shores 149:708.", ["Lind, P", "G. Sand", "M. G. Roca", "V. Okoro", "R. Marrow"]),
    ("Sand, G. C., J. Lind, E. Roca, C. Jehu-Okoro, and R. van Marrow. 2016. Can gull insurance protect against "
     "out-of-pocket expenditures? Shore Policy 31:1-9.", ["Sand, G. C", "J. Lind", "E. Roca", "C. Jehu-Okoro", "R. van Marrow"]),
])
def test_first_name_inverted_the_others_initials_first(line, authors):
    assert parse_reference_line(1, line, "report.docx").authors == authors


@pytest.mark.parametrize("line, fields", [
    # a syllabus' session before each reading (held-out batch 102)
    ("  <li><strong>Sesión 1</strong> — Rendón, D. A. (2011). La salud pública como ciencia social. "
     "<em>Revista de Salud Colectiva</em>, 29(1), 94-102.</li>",
     (["Rendón, D. A."], "La salud pública como ciencia social", "Revista de Salud Colectiva", "", 2011)),
    ("- **Week 3:** Smith, J. (2019). Reading in public. *Journal of Reading*, 3(2), 1-9.",
     (["Smith, J."], "Reading in public", "Journal of Reading", "", 2019)),
    # given names first, the title in italics, then the city and the publisher (or the publisher and the city)
    ("- Paul Hooker, *Unknown Rooms: Inside a Band*, Londres, Simon & Schuster, 2012.",
     (["Paul Hooker"], "Unknown Rooms: Inside a Band", "", "Simon & Schuster", 2012)),
    ("- Mick Midd & Linda Reed, *Torn Apart*, Omnibus Press, London, 2006.",
     (["Mick Midd", "Linda Reed"], "Torn Apart", "", "Omnibus Press", 2006)),
])
def test_syllabus_sessions_and_city_publisher_imprints(line, fields):
    entry = parse_reference_line(1, line, "syllabus.md")
    assert (entry.authors, entry.title, entry.journal, entry.publisher, entry.year) == fields
