""".bbl lists as abntex2, the German DIN 1505 styles (alphadin, plaindin…) and ieeetr/IEEEtran write
them (issue 20, held-out batches 14 and 15). Each item is written for this test in the shapes those
styles print (the people and works are invented): abntex2's label and ``\\abntrefinfo`` are no part of
the entry, its emphasis marks an article's journal or a book's title; DIN's names in small capitals
parted by " ; ", its "In: \\emph{Journal} 21 (1977), Nr. 3, S. 1--9" and "Ort : Verlag, 1994";
ieeetr's books with the names and the title in one block, its parts of books with the editors after
the book, names with an apostrophe and family names of two words."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line
from refverify.parse.reflist_certainty import Certainty

FIELDS = ("entry_type", "authors", "etal", "title", "journal", "publisher", "year", "volume", "issue", "pages")


def _fields(entry) -> tuple:
    return (entry.entry_type, entry.authors, entry.authors_truncated, entry.title, entry.journal, entry.publisher,
            entry.year, entry.volume, entry.issue, entry.pages)


ABNTEX2 = {
    "article-emph-journal-three-authors": (
        "\\bibitem[Lima, Prado e Rocha 2019]{lima2019}\n\\abntrefinfo{Lima, Prado e Rocha}{LIMA; PRADO; ROCHA}{2019}\n"
        "{LIMA, A.~C.; PRADO, B.; ROCHA, J.~D. Redes de sensores em estufas. \\emph{Revista de Engenharia\n"
        "  Agrícola}, v.~12, n.~4, p. 101--118, 2019.}",
        ("article", ["LIMA, A. C.", "PRADO, B.", "ROCHA, J. D."], False, "Redes de sensores em estufas",
         "Revista de Engenharia Agrícola", "", 2019, "12", "4", "101-118")),
    "article-textbf-journal-et-al": (
        "\\bibitem[Souza et al. 2021]{souza2021}\n\\abntrefinfo{Souza et al.}{SOUZA et al.}{2021}\n"
        "{SOUZA, M. et al. Compressão de modelos para microcontroladores. \\textbf{Journal of Embedded\n"
        "  Learning}, Springer, v.~3, n.~1, p. 7--19, 2021.}",
        # (the publisher after the journal read by the learned line reader, marked guessed)
        ("article", ["SOUZA, M."], True, "Compressão de modelos para microcontroladores",
         "Journal of Embedded Learning", "Springer", 2021, "3", "1", "7-19")),
    "book-emph-title-publisher-after": (
        "\\bibitem[Vieira e Nunes 2015]{vieira2015}\n\\abntrefinfo{Vieira e Nunes}{VIEIRA; NUNES}{2015}\n"
        "{VIEIRA, P.; NUNES, T. \\emph{Projeto de Tradutores}. Editora Horizonte, 2015. (Série Computação).\n"
        "ISBN 9780000000000.}",
        ("book", ["VIEIRA, P", "NUNES, T"], False, "Projeto de Tradutores", "", "Editora Horizonte", 2015, "", "",
         "")),
    "book-place-unknown": (
        "\\bibitem[Barros 2018]{barros2018}\n\\abntrefinfo{Barros}{BARROS}{2018}\n"
        "{BARROS, L.~M. \\textbf{Aprendizado de máquina}. [S.l.]: Editora Serra, 2018.}",
        ("book", ["BARROS, L. M"], False, "Aprendizado de máquina", "", "Editora Serra", 2018, "", "", "")),
    "proceedings-organiser-before-event": (
        "\\bibitem[Teixeira et al. 2022]{teixeira2022}\n\\abntrefinfo{Teixeira et al.}{TEIXEIRA et al.}{2022}\n"
        "{TEIXEIRA, R. et al. Ordenação de passes de otimização. In:  IEEE. \\emph{2022 Symposium on Code\n"
        "  Tuning (SCT)}. [S.l.], 2022. p. 40--52.}",
        ("incollection", ["TEIXEIRA, R"], True, "Ordenação de passes de otimização", "2022 Symposium on Code Tuning (SCT)",
         "", 2022, "", "", "40-52")),
    "proceedings-volume-in-name": (
        "\\bibitem[Moura et al. 2024]{moura2024}\n\\abntrefinfo{Moura et al.}{MOURA et al.}{2024}\n"
        "{MOURA, F. et al. Modelos de mundo para compiladores. In:  \\emph{Proceedings of the 9th Workshop on\n"
        "  Program Synthesis V. 1}. [S.l.: s.n.], 2024. p. 3--14.}",
        ("inproceedings", ["MOURA, F"], True, "Modelos de mundo para compiladores",
         "Proceedings of the 9th Workshop on Program Synthesis V. 1", "", 2024, "", "", "3-14")),
    "numeric-abntex2-num-no-label": (
        "\\bibitem{ramos2020}\n\\abntrefinfo{Ramos}{RAMOS}{2020}\n"
        "{RAMOS, C. Leitura de sinais em tempo real. \\textbf{Revista Brasileira de Sinais}, v.~8, p. 1--9, 2020.}",
        ("article", ["RAMOS, C."], False, "Leitura de sinais em tempo real", "Revista Brasileira de Sinais", "", 2020,
         "8", "", "1-9")),
    "thesis-textbf-title": (
        "\\bibitem[Silva 2019]{silva2019}\n\\abntrefinfo{Silva}{SILVA}{2019}\n"
        "{SILVA, J.~P. \\textbf{Controle de estufas com redes neurais}. 2019. 80~f. Dissertação (Mestrado em\n"
        "  Computação) --- Universidade Federal do Norte, Belém, 2019.}",
        ("thesis", ["SILVA, J. P."], False, "Controle de estufas com redes neurais", "", "Universidade Federal do Norte",
         2019, "", "", "")),
    "chapter-editor-before-book": (
        "\\bibitem[Costa 2010]{costa2010}\n\\abntrefinfo{Costa}{COSTA}{2010}\n"
        "{COSTA, A. Sensores de umidade. In: MELO, B. (Ed.). \\textbf{Instrumentação agrícola}. São Paulo:\n"
        "  Editora Campo, 2010. p. 10--25.}",
        ("incollection", ["COSTA, A."], False, "Sensores de umidade", "Instrumentação agrícola", "Editora Campo", 2010,
         "", "", "10-25")),
    "journal-with-series-after-it": (
        "\\bibitem[Beale 1960]{beale1960}\n\\abntrefinfo{Beale}{BEALE}{1960}\n"
        "{BEALE, E.~M. {Confidence regions in estimation}.\n\\textbf{Journal of the Statistical Society}. Series B\n"
        "  (Methodological), v.~22, n.~1, p. 41--76, Jan. 1960.}",
        ("article", ["BEALE, E. M."], False, "Confidence regions in estimation",
         "Journal of the Statistical Society. Series B (Methodological)", "", 1960, "22", "1", "41-76")),
    "organisation-web-page": (
        "\\bibitem[Placas 2025]{placas}\n\\abntrefinfo{Placas}{PLACAS}{2025}\n"
        "{PLACAS. 2025.\nDispon{\\'\\i}vel em: \\url{https://placas.example.org/}.}",
        ("misc", ["PLACAS"], False, "2025", "", "", 2025, "", "", "")),
}


@pytest.mark.parametrize("name", sorted(ABNTEX2))
def test_abntex2_items_read_as_abnt_lines(name):
    raw, expected = ABNTEX2[name]
    assert _fields(parse_reference_line(1, raw, "main.bbl")) == expected


def test_abntex2_citation_label_is_no_part_of_the_entry():
    raw = ABNTEX2["article-emph-journal-three-authors"][0]
    entry = parse_reference_line(1, raw, "main.bbl")
    assert entry.key == "lima2019"
    assert all("LIMA; PRADO" not in a and "Rocha" not in a for a in entry.authors)


DIN = {
    "article-two-authors-braced-in": (
        "\\bibitem[KW88a]{kw1}\n\\textsc{Kessler}, M. ; \\textsc{Wolff}, T.:\n"
        "\\newblock Every lattice is colourable. Part I Bounds.\n"
        "\\newblock {In: }\\emph{Journal of Lattice Studies} 14 (1988), S. 201--245",
        ("article", ["Kessler, M.", "Wolff, T."], False, "Every lattice is colourable. Part I Bounds",
         "Journal of Lattice Studies", "", 1988, "14", "", "201-245")),
    "article-with-issue-plaindin": (
        "\\bibitem{brandt}\n\\textsc{Brandt}, Anna~K.:\n\\newblock Über dünne Gitter.\n"
        "\\newblock In: \\emph{Math. Ann.} 112 (2001), Nr.~3, S. 17--29",
        ("article", ["Brandt, Anna K."], False, "Über dünne Gitter", "Math. Ann.", "", 2001, "112", "3", "17-29")),
    "book-place-publisher": (
        "\\bibitem[Fal99]{falk}\n\\textsc{Falk}, R.:\n\\newblock \\emph{Der Gittersatz}.\n"
        "\\newblock Leipzig : Teubner Fachverlag, 1999",
        ("book", ["Falk, R."], False, "Der Gittersatz", "", "Teubner Fachverlag", 1999, "", "", "")),
    "incollection-with-editors": (
        "\\bibitem[Ott05]{ott}\n\\textsc{Ott}, B. ; \\textsc{Roth}, C.:\n\\newblock Zerlegte Karten.\n"
        "\\newblock In: \\textsc{Lang}, H. (Hrsg.): \\emph{Beiträge zur Kombinatorik}. Berlin : Springer, 2005, S. 33--48",
        ("incollection", ["Ott, B.", "Roth, C."], False, "Zerlegte Karten", "Beiträge zur Kombinatorik", "Springer",
         2005, "", "", "33-48")),
    "et-al-u-a": (
        "\\bibitem[Hah+10]{hahn}\n\\textsc{Hahn}, P. ; \\textsc{Merz}, S. ; u.\\,a.:\n\\newblock Kurze Wege.\n"
        "\\newblock {In: }\\emph{Netze} 7 (2010), S. 1--12",
        ("article", ["Hahn, P.", "Merz, S."], True, "Kurze Wege", "Netze", "", 2010, "7", "", "1-12")),
    "manuscript-dash-ended-title": (
        "\\bibitem[Pol]{pol}\n\\textsc{Polak}, Y.:\n\\newblock The lattice theorem as a corollary of a sum. --\n"
        "\\newblock Manuscript",
        ("misc", ["Polak, Y."], False, "The lattice theorem as a corollary of a sum", "", "", None, "", "", "")),
    "chapter-before-authors": (
        "\\bibitem[Kro71]{kroll}\n\\emph{Kapitel\\/}  Studien zum Gitterproblem.\n\\newblock \\,{In:\\,}\\textsc{Kroll}, H.:\n"
        "\\newblock \\emph{Vorlesungsskript 12/a}.\n\\newblock Mannheim : Hochschulverlag, 1971",
        ("book", ["Kroll, H."], False, "Studien zum Gitterproblem", "", "Hochschulverlag", 1971, "", "", "")),
}


@pytest.mark.parametrize("name", sorted(DIN))
def test_din_1505_items_read_by_their_blocks(name):
    raw, expected = DIN[name]
    assert _fields(parse_reference_line(1, raw, "main.bbl")) == expected


IEEETR = {
    "book-names-and-title-one-block-place-publisher": (
        "\\bibitem{crane1997}\nP.~Crane, {\\em {Signals for Small Machines}}.\n"
        "\\newblock Great Britain: Harbour Press, second~ed., 1997.",
        ("book", ["P. Crane"], False, "Signals for Small Machines", "", "Harbour Press", 1997, "", "", "")),
    "book-month-year-only": (
        "\\bibitem{kova2015}\nL.~Kova, {\\em Basics of Solid Lighting: Lamps, Panels, and Their Uses}.\n"
        "\\newblock 06 2015.",
        ("book", ["L. Kova"], False, "Basics of Solid Lighting: Lamps, Panels, and Their Uses", "", "", 2015, "", "", "")),
    "book-braced-two-word-family-edition-only": (
        "\\bibitem{ruiz1981}\nJ.~M. {Ruiz Olmedo}, {\\em {Materiales para circuitos impresos}}.\n"
        "\\newblock 1~ed., 1981.",
        ("book", ["Ruiz Olmedo, J. M."], False, "Materiales para circuitos impresos", "", "", 1981, "", "", "")),
    "incollection-editors-series-publisher": (
        "\\bibitem{wen2019}\nQ.~Wen and R.~Xu, ``7 - garnets for warm lamps,'' in {\\em Phosphor Handbook (Third\n"
        "  Edition)} (A.~Park, B.-C. Lo, and C.-D. Ma, eds.), Harbour Series in Optical Materials,\n"
        "  pp.~210--260, Harbour Publishing, third edition~ed., 2019.",
        ("incollection", ["Q. Wen", "R. Xu"], False, "7 - garnets for warm lamps", "Phosphor Handbook (Third Edition)",
         "Harbour Publishing", 2019, "", "", "210-260")),
    "apostrophe-and-braced-family-in-long-list": (
        "\\bibitem{vela2006}\nK.~Vela, L.~O'Rourke, M.~Sato, and F.~{Di Carlo}, ``{Light yield of doped\n"
        "  crystals up to 2 MeV},'' {\\em Radiat. Phys.}, vol.~41, no.~2-3, pp.~55--61, 2006.",
        ("article", ["K. Vela", "L. O'Rourke", "M. Sato", "Di Carlo, F."], False, "Light yield of doped crystals up to 2 MeV",
         "Radiat. Phys", "", 2006, "41", "2-3", "55-61")),
    "thesis-title-and-year-only": (
        "\\bibitem{pena2021}\nR.~A. Peña Robles, ``Diseño de un faro de luz blanca,'' 2021.",
        ("misc", ["Peña Robles, R. A."], False, "Diseño de un faro de luz blanca", "", "", 2021, "", "", "")),
}


@pytest.mark.parametrize("name", sorted(IEEETR))
def test_ieeetr_items(name):
    raw, expected = IEEETR[name]
    assert _fields(parse_reference_line(1, raw, "main.bbl")) == expected


def test_a_family_name_cut_from_its_shape_alone_is_marked_guessed():
    unbraced = parse_reference_line(1, IEEETR["thesis-title-and-year-only"][0], "main.bbl")
    braced = parse_reference_line(1, IEEETR["book-braced-two-word-family-edition-only"][0], "main.bbl")
    assert unbraced.certainty["authors"] == Certainty.GUESSED
    assert braced.certainty.get("authors") != Certainty.GUESSED


def test_names_of_a_style_that_writes_given_names_out_are_left_as_written():
    raw = ("\\bibitem[Quill et~al.(2012)]{quill2012}\nMara Quill, R.~Tobias Renn, and Ida Voss.\n"
           "\\newblock Sparse lattices in the wild.\n"
           "\\newblock \\emph{Journal of Lattices}, 20\\penalty0 (3):\\penalty0 1--9, 2012.")
    entry = parse_reference_line(1, raw, "main.bbl")
    assert entry.authors == ["Mara Quill", "R. Tobias Renn", "Ida Voss"]
    assert entry.certainty["authors"] == Certainty.STYLE


def test_a_capitalised_particle_stays_with_its_family_name():
    raw = ("\\bibitem{vela2}\nK.~Vela and L.~Van Holt, ``Light yield of doped crystals,'' {\\em Radiat. Phys.},"
           " vol.~41, pp.~55--61, 2006.")
    entry = parse_reference_line(1, raw, "main.bbl")
    assert (entry.authors, entry.title, entry.journal, entry.volume, entry.pages) == (
        ["K. Vela", "Van Holt, L."], "Light yield of doped crystals", "Radiat. Phys", "41", "55-61")
    assert entry.certainty["authors"] == Certainty.GUESSED
