"""Issue 20 (held-out batch 33): GB/T-like English lines of Chinese theses written without a type code,
the names given first, a period between the venue and the year; IEEEtran items that are a title
only. Each field exact; lines written for these tests."""
import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "publisher", "year", "volume", "issue", "pages", "entry_type")

LINES = [
    ("[32]P. Marlow, T. Gaskin. Hypervisors: present technology and coming trends. IEEE Computer. 2006, 39(4):40-48",
     (["P. Marlow", "T. Gaskin"], "Hypervisors: present technology and coming trends", "IEEE Computer", "", 2006, "39",
      "4", "40-48", "article")),
    ("[33]Rana Khoury. Robust Variants of the Winnow Algorithm. Journal of Learning Systems. 2008, 9(3):201-230",
     (["Rana Khoury"], "Robust Variants of the Winnow Algorithm", "Journal of Learning Systems", "", 2008, "9", "3",
      "201-230", "article")),
    # the month after the year, no numbers; pages after the month
    ("[34]Joan Ruston. Meet OpenNebula: Parts, roles, and links. IBM developer Notes. 2013.11",
     (["Joan Ruston"], "Meet OpenNebula: Parts, roles, and links", "IBM developer Notes", "", 2013, "", "", "",
      "article")),
    ("[36]Franz Lehner. Grid Computing: The Next Step in GIS. Proc. 53th Geodesy Week. 2010.9: 1-12",
     (["Franz Lehner"], "Grid Computing: The Next Step in GIS", "Proc. 53th Geodesy Week", "", 2010, "", "", "1-12",
      "article")),
    # the names closed by a comma (marked guessed), a middle initial glued to the family name, a glued period
    ("[31]Zara Helm, Emil Fonte, A thin-client revolution has come. Island Business. 2011, 39(34): 540-541",
     (["Zara Helm", "Emil Fonte"], "A thin-client revolution has come", "Island Business", "", 2011, "39", "34",
      "540-541", "article")),
    ("[2] Lucia Gallardo, Katja Holm, Fabian M.Sucre. Faster Rule Mining with RULE+.Vldb Journal. 2016, 25(2):101-120",
     (["Lucia Gallardo", "Katja Holm", "Fabian M. Sucre"], "Faster Rule Mining with RULE+", "Vldb Journal", "", 2016,
      "25", "2", "101-120", "article")),
    # the venue's numbers written before the year; a title "Dr." set aside
    ("[6] K.Kannan, Dr.V.Kavitha. Rule Based Extraction of Relations Using Logic Networks. International Journal of "
     "Web Studies (IJWS) Vol.6, No.2. 2015",
     (["K. Kannan", "V. Kavitha"], "Rule Based Extraction of Relations Using Logic Networks",
      "International Journal of Web Studies (IJWS)", "", 2015, "6", "2", "", "article")),
    # a publisher where the venue goes
    ("[5] Zia Abed, FelixNau. Better RDF Data Through Rule Mining. Springer-Verlag Berlin Heidelberg. 2014",
     (["Zia Abed", "FelixNau"], "Better RDF Data Through Rule Mining", "", "Springer-Verlag Berlin Heidelberg", 2014, "",
      "", "", "book")),
    # IEEEtran's @misc of a title only
    (r"\bibitem{mesh} M.~Dalton, ``Meshwork ad hoc networking toolkit.''",
     (["M. Dalton"], "Meshwork ad hoc networking toolkit", "", "", None, "", "", "", "misc")),
    (r"\bibitem{p2p} Google, ``Wifip2pservice class.''",
     (["Google"], "Wifip2pservice class", "", "", None, "", "", "", "misc")),
]


@pytest.mark.parametrize("line, expected", LINES)
def test_fields(line, expected):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_names_told_from_the_title_by_a_comma_only_are_marked_guessed():
    entry = parse_reference_line(1, LINES[4][0], "thesis.docx")
    assert {f for f in FIELDS if entry.certainty.get(f) == "guessed"} == {"authors", "title"}


def test_an_abbreviated_journal_keeps_its_last_period():
    entry = parse_reference_line(1, "Ann Lee, Bo V.S. Chen. Quick joins. Proc. VLDB Endow. 2024,17(9):2227-2240",
                                 "thesis.docx")
    assert (entry.journal, entry.volume, entry.issue, entry.pages) == ("Proc. VLDB Endow.", "17", "9", "2227-2240")
