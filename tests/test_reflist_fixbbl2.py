"""apacite .bbl items (issue 20, held-out batch 17): apacite.bst writes each part of an entry in
its own macro — the names in an APACrefauthors environment joined by \\BCBT/\\BCBL/\\BBA, the date in
\\APACrefYearMonthDay, titles in \\APACrefatitle/\\APACrefbtitle (the text and its lower-cased copy),
a journal's volume, issue and pages in \\APACjournalVolNumPages, a chapter's "\\BIn{} … (\\BPGS\\ …)",
a book's \\APACaddressPublisher, a thesis's \\BUPhD and school, a web page's access date in an
APACrefURL environment. Every item below is written for this test (people and works invented), in
the layouts seen in real apacite .bbl files: one macro a line with "%" line ends, the same glued into
one line, year suffixes by \\BCnt, names left out by \\BDBL, "et al." by \\BOthersPeriod."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line


def _fields(entry) -> tuple:
    return (entry.authors, entry.authors_truncated, entry.title, entry.journal, entry.publisher,
            entry.year, entry.volume, entry.issue, entry.pages)


def _item(key: str, names: str, body: str) -> str:
    return ("\\bibitem [\\protect \\citeauthoryear {%\nX%\n}{%\nX%\n}{%\n{\\protect \\APACyear {2000}}%\n}]{%\n"
            f"{key}}}\n\\APACinsertmetastar {{%\n{key}}}%\n\\begin{{APACrefauthors}}%\n{names}%\n"
            "\\end{APACrefauthors}%\n\\unskip\\\n" + body + "\n\\PrintBackRefs{\\CurrentBib}")


CASES = {
    "article-two-authors": (
        _item("okafor2014", "Okafor, L\\BPBI N.%\n\\BCBT {}\\ \\BBA {} Lindqvist, H.",
              "\\newblock\n\\APACrefYearMonthDay{2014}{}{}.\n\\newblock\n{\\BBOQ}\\APACrefatitle {Pulse shaping for"
              " {UWB} links in tunnels} {Pulse shaping for {UWB} links in tunnels}.{\\BBCQ}\n\\newblock\n"
              "\\APACjournalVolNumPages{Journal of Radio\n  Propagation}{31}{4}{210--219}."),
        (["Okafor, L. N.", "Lindqvist, H."], False, "Pulse shaping for UWB links in tunnels",
         "Journal of Radio Propagation", "", 2014, "31", "4", "210-219")),
    "article-four-authors-no-issue": (
        _item("brandt2019", "Brandt, K.%\n, Moreau, E\\BPBI J.%\n, Tanaka, R.%\n\\BCBL {}\\ \\BBA {} Quispe, A.",
              "\\newblock\n\\APACrefYearMonthDay{2019}{}{}.\n\\newblock\n{\\BBOQ}\\APACrefatitle {Headway control in"
              " truck convoys} {Headway control in truck convoys}.{\\BBCQ}\n\\newblock\n"
              "\\APACjournalVolNumPages{Transport Systems Letters}{7}{}{55--61}."),
        (["Brandt, K.", "Moreau, E. J.", "Tanaka, R.", "Quispe, A."], False, "Headway control in truck convoys",
         "Transport Systems Letters", "", 2019, "7", "", "55-61")),
    "proceedings-in-pages": (
        _item("silva2011", "Silva, P.%\n\\BCBT {}\\ \\BBA {} Noor, F.",
              "\\newblock\n\\APACrefYearMonthDay{2011}{}{}.\n\\newblock\n{\\BBOQ}\\APACrefatitle {Ranging with"
              " two-way timing} {Ranging with two-way timing}.{\\BBCQ}\n\\newblock\n\\BIn{} \\APACrefbtitle {3rd"
              " Workshop on Vehicle Networks} {3rd workshop on vehicle networks}\\ (\\BPGS\\ 14--20)."),
        (["Silva, P.", "Noor, F."], False, "Ranging with two-way timing", "3rd Workshop on Vehicle Networks",
         "", 2011, "", "", "14-20")),
    "book-address-publisher": (
        _item("hale2003", "Hale, D\\BPBI W.",
              "\\newblock\n\\APACrefYear{2003}.\n\\newblock\n\\APACrefbtitle {Satellite positioning for engineers}"
              " {Satellite positioning for engineers}.\n\\newblock\n\\APACaddressPublisher{Boston}{Northgate"
              " Press}."),
        (["Hale, D. W."], False, "Satellite positioning for engineers", "", "Northgate Press", 2003, "", "",
         "")),
    "book-publisher-only": (
        _item("ruiz2008", "Ruiz, M.",
              "\\newblock\n\\APACrefYear{2008}.\n\\newblock\n\\APACrefbtitle {Signals and noise} {Signals and"
              " noise}.\n\\newblock\n\\APACaddressPublisher{}{Harbour \\& Sons}."),
        (["Ruiz, M."], False, "Signals and noise", "", "Harbour & Sons", 2008, "", "", "")),
    "et-al-period": (
        _item("ng2016", "Ng, T.%\n\\BCBT {}\\ \\BOthersPeriod {.}",
              "\\newblock\n\\APACrefYearMonthDay{2016}{}{}.\n\\newblock\n{\\BBOQ}\\APACrefatitle {Low-rate"
              " sensor networks} {Low-rate sensor networks}.{\\BBCQ}\n\\newblock\n"
              "\\APACjournalVolNumPages{Sensor Review}{12}{3}{1--9}."),
        (["Ng, T."], True, "Low-rate sensor networks", "Sensor Review", "", 2016, "12", "3", "1-9")),
    "glued-one-line": (
        "\\bibitem [\\protect \\citeauthoryear {% Varga% \\ \\BBA {} Holm% }{% Varga% \\ \\BBA {} Holm% }{%"
        " {\\protect \\APACyear {2012}}% }]{% varga2012} \\APACinsertmetastar {% varga2012}%"
        " \\begin{APACrefauthors}% Varga, I.% \\BCBT {}\\ \\BBA {} Holm, S\\BPBI B.% \\end{APACrefauthors}%"
        " \\unskip\\ \\newblock \\APACrefYearMonthDay{2012}{}{}. \\newblock {\\BBOQ}\\APACrefatitle {Clock drift"
        " in anchors} {Clock drift in anchors}.{\\BBCQ} \\newblock \\APACjournalVolNumPages{Navigation"
        " Notes}{9}{1}{33--40}. \\PrintBackRefs{\\CurrentBib}",
        (["Varga, I.", "Holm, S. B."], False, "Clock drift in anchors", "Navigation Notes", "", 2012, "9", "1",
         "33-40")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_apacite_item(name):
    line, expected = CASES[name]
    assert _fields(parse_reference_line(1, line, "thesis.bbl")) == expected


def test_apacite_web_page_keeps_year_suffix_and_address():
    line = _item("acme2015b", "Acme.",
                 "\\newblock\n\\APACrefYearMonthDay{2015{\\protect \\BCnt {2}}}{}{}.\n\\newblock\n"
                 "\\APACrefbtitle {Module user guide.} {Module user guide.}\n\\newblock\n\\begin{APACrefURL}\n"
                 "  [{2016-01-05}]\\url{http://example.org/guide.pdf}\n  \\end{APACrefURL}")
    entry = parse_reference_line(1, line, "thesis.bbl")
    assert (entry.authors, entry.title, entry.year, entry.url) == (
        ["Acme"], "Module user guide", 2015, "http://example.org/guide.pdf")


def test_apacite_thesis_school():
    line = _item("lund2009", "Lund, E\\BPBI K.",
                 "\\newblock\n\\APACrefYear{2009}.\n\\newblock\n\\APACrefbtitle {Indoor ranging by radio}"
                 " {Indoor ranging by radio}\\ \\APACtypeAddressSchool {\\BUPhD}{}{Northfield University}.")
    entry = parse_reference_line(1, line, "thesis.bbl")
    assert (entry.authors, entry.title, entry.year, entry.publisher) == (
        ["Lund, E. K."], "Indoor ranging by radio", 2009, "Northfield University")


def test_apacite_thesis_school_in_its_own_block():
    line = _item("berg2010", "Berg, O.",
                 "\\newblock\n\\APACrefYear{2010}.\n\\unskip\\\n\\newblock\n\\APACrefbtitle {{GPS} aided platoon"
                 " control} {{GPS} aided platoon\n  control}\\ \\APACtypeAddressSchool {\\BUPhD}{}{}.\n\\unskip\\\n"
                 "\\newblock\n\\APACaddressSchool {}{Lakeside Institute of Technology}.")
    entry = parse_reference_line(1, line, "thesis.bbl")
    assert (entry.authors, entry.title, entry.year, entry.publisher) == (
        ["Berg, O."], "GPS aided platoon control", 2010, "Lakeside Institute of Technology")


# elsarticle-num (and the Elsevier numeric styles built like it): every part after a comma, no quotes
# around the title, "Journal Vol (Iss) (Year) pages." at the end, a doi link in its own block.
ELSNUM = {
    "three-names-et-al-issue": (
        "\\bibitem{okoro2020}\nC.~Okoro, L.~Vanek, P.~Sandoval, et~al., Grip strength and frailty in older\n"
        "  adults, Journal of Ageing Studies 41~(3) (2020) 215--224.\n\\newblock \\href "
        "{https://doi.org/10.9999/jas.2020.03}\n  {\\path{doi:10.9999/jas.2020.03}}.",
        (["C. Okoro", "L. Vanek", "P. Sandoval"], True, "Grip strength and frailty in older adults",
         "Journal of Ageing Studies", "", 2020, "41", "3", "215-224")),
    "title-with-commas-no-issue": (
        "\\bibitem{lind2012}\nR.~Lind, A.~M. de~Vries, Sodium, potassium and blood pressure in a rural\n"
        "  cohort, Nutrition Reports 18 (2012) 77--85.",
        (["R. Lind", "A. M. de Vries"], False, "Sodium, potassium and blood pressure in a rural cohort",
         "Nutrition Reports", "", 2012, "18", "", "77-85")),
    "article-number-in-pages-place": (
        "\\bibitem{haas2019}\nT.~Haas, J.-P. Moreau, Survival curves without proportional hazards, BMC Survival\n"
        "  Methods 7 (2019) 112.",
        (["T. Haas", "J.-P. Moreau"], False, "Survival curves without proportional hazards",
         "BMC Survival Methods", "", 2019, "7", "", "112")),
    "letter-article-number-accented-name": (
        "\\bibitem{sevcik2015}\nM.~{\\v{S}}ev{\\v{c}}{\\'i}k, H.~Okada, et~al., Inflammation markers in solid tumours:\n"
        "  a pooled analysis, Journal of Cancer Markers 88~(2) (2015) cmk031.",
        (["M. Ševčík", "H. Okada"], True, "Inflammation markers in solid tumours: a pooled analysis",
         "Journal of Cancer Markers", "", 2015, "88", "2", "cmk031")),
    "single-author": (
        "\\bibitem{quist2008}\nE.~Quist, Measurement error in dietary recall, Epidemiology Notes 12~(4) (2008)\n  301--309.",
        (["E. Quist"], False, "Measurement error in dietary recall", "Epidemiology Notes", "", 2008, "12", "4",
         "301-309")),
}


@pytest.mark.parametrize("name", sorted(ELSNUM))
def test_elsarticle_num_item(name):
    line, expected = ELSNUM[name]
    assert _fields(parse_reference_line(1, line, "manuscript.bbl")) == expected


def test_elsarticle_num_doi_kept():
    line = ELSNUM["three-names-et-al-issue"][0]
    assert parse_reference_line(1, line, "manuscript.bbl").doi == "10.9999/jas.2020.03"


def test_elsarticle_num_book_left_as_it_was():
    # a book has no "Journal Vol (Year)" end: no IEEE form is made of it
    from refverify.parse.reflist_elsnum import as_ieee
    text = "G. Amato, Applied Survival Analysis, 2nd Edition, Northgate Press, Boston, 2011."
    assert as_ieee(text) == text


# IEEEtran writes a work's language field as "\BIBforeignlanguage{id}{…}" around its title and journal
# (Zotero's exports fill the field: "en", "en-US", "id"); the language code is no part of the text.
FOREIGN = {
    "journal-and-title-id": (
        "\\bibitem{wibowo2019}\n\\BIBentryALTinterwordspacing\nB.~Wibowo and S.~Lestari, ``\\BIBforeignlanguage{id}"
        "{Sistem {Informasi} {Arsip} {Berbasis} {Web}},'' \\emph{\\BIBforeignlanguage{id}{Jurnal Teknik\n"
        "  Komputer}}, vol.~5, no.~1, pp. 12--20, Mar. 2019.\n\\BIBentrySTDinterwordspacing",
        (["B. Wibowo", "S. Lestari"], False, "Sistem Informasi Arsip Berbasis Web", "Jurnal Teknik Komputer", "",
         2019, "5", "1", "12-20")),
}


@pytest.mark.parametrize("name", sorted(FOREIGN))
def test_ieeetran_foreign_language_code_dropped(name):
    line, expected = FOREIGN[name]
    assert _fields(parse_reference_line(1, line, "main.bbl")) == expected


def test_ieeetran_foreign_language_web_page_title():
    line = ("\\bibitem{rocket2022}\n\\BIBentryALTinterwordspacing\nT.~Rocket, ``\\BIBforeignlanguage{en-US}{Server side"
            " rendering explained},'' Apr. 2022.\n  [Online]. Available: \\url{https://example.org/ssr}\n"
            "\\BIBentrySTDinterwordspacing")
    entry = parse_reference_line(1, line, "main.bbl")
    assert (entry.authors, entry.title, entry.year, entry.url) == (
        ["T. Rocket"], "Server side rendering explained", 2022, "https://example.org/ssr")


@pytest.mark.parametrize("pages_tex, pages", [
    ("10\\,731--10\\,750", "10731-10750"),
    ("12\\thinspace 004--12\\thinspace 019", "12004-12019"),
    ("1{\\,}205--1{\\,}219", "1205-1219"),
])
def test_ieeetran_pages_grouped_by_thin_spaces(pages_tex, pages):
    line = ("\\bibitem{kaur2022}\nR.~Kaur and D.~Meyer, ``Coverage-guided testing of parsers,'' \\emph{Software Testing"
            f" Letters}}, vol.~34, no.~13, pp.\n  {pages_tex}, 2022.")
    entry = parse_reference_line(1, line, "manuscript.bbl")
    assert (entry.journal, entry.volume, entry.issue, entry.pages, entry.year) == (
        "Software Testing Letters", "34", "13", pages, 2022)


def test_elsarticle_num_title_with_a_comma_is_a_guess():
    """The title ends at the last comma before the journal's numbers: a title holding a comma (or a journal
    holding one) makes that split a guess, so a finding on the title or journal stays a warning."""
    from refverify.parse.reflist import parse_reference_line
    unsure = parse_reference_line(1, r"\bibitem{a} M.~Okafor, J.~Lind, Salt, mesh and strain, Journal of Meshes 40~(5) (2021) 289--301.", "x.bbl")
    sure = parse_reference_line(1, r"\bibitem{b} M.~Okafor, J.~Lind, Salt and strain, Journal of Meshes 40~(5) (2021) 289--301.", "x.bbl")
    assert (unsure.title, unsure.journal, unsure.certainty["title"].value, unsure.certainty["journal"].value) == (
        "Salt, mesh and strain", "Journal of Meshes", "guessed", "guessed")
    assert (sure.title, sure.certainty["title"].value, sure.certainty["journal"].value) == ("Salt and strain", "style", "style")
