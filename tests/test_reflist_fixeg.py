"""Issue 20, held-out batches 22–24: Eurographics .bbl items (eg-alpha, eg-alpha-doi): every name whole
in one small-caps block ("Family I.~J., Family2 I.:"), the volume inside the emphasised journal, the
issue and a "(mon year)" date after it, the proceedings' place and date in parentheses, the DOI link
written twice. Every line below is written for this test (people and works invented), in the layouts
seen in real lists."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line
from refverify.parse.reflist_certainty import Certainty


def _fields(entry) -> tuple:
    return (entry.authors, entry.title, entry.journal, entry.publisher, entry.year, entry.volume, entry.issue,
            entry.pages)


def _read(line: str, file: str = "paper.bbl"):
    return parse_reference_line(1, line, file)


_DOI = r"\newblock URL: \url{https://doi.org/10.1145/900001.900002}, \href {https://doi.org/10.1145/900001.900002} {\path{doi:10.1145/900001.900002}}."

EG = {
    "article-month-date-en-dash": (
        r"\bibitem[Osk79]{k1} \textsc{Oskarsson P.~R.}: \newblock Shading rough metal under area lights."
        r" \newblock \emph{SIGGRAPH Comput. Graph. 13}, 4 (aug 1979), 210–219. " + _DOI,
        (["Oskarsson, P. R."], "Shading rough metal under area lights", "SIGGRAPH Comput. Graph.", "", 1979,
         "13", "4", "210-219")),
    "article-year-only-double-hyphen-no-link": (
        r"\bibitem[Lam91]{k2} \textsc{Lamarre D.}: \newblock Contour trees of scalar volumes."
        r" \newblock \emph{IEEE Computer Graphics and Applications 11}, 2 (1991), 40--52.",
        (["Lamarre, D."], "Contour trees of scalar volumes", "IEEE Computer Graphics and Applications", "", 1991,
         "11", "2", "40-52")),
    "article-five-names-etalchar-accent": (
        r"\bibitem[BCD{\etalchar{*}}08]{k3} \textsc{Brun A., Ch{\'e}rif M.~L., Dal~Pozzo R., Eklund T., Faure J.~P.}:"
        r" \newblock A review of fog rendering. \newblock \emph{The Visual Computer 24}, 7 (Jul 2008), 601--625."
        r" \newblock URL: \url{https://doi.org/10.1007/s00371-008-0001-2}, \href {https://doi.org/10.1007/s00371-008-0001-2}"
        r" {\path{doi:10.1007/s00371-008-0001-2}}.",
        (["Brun, A.", "Chérif, M. L.", "Dal Pozzo, R.", "Eklund, T.", "Faure, J. P."], "A review of fog rendering",
         "The Visual Computer", "", 2008, "24", "7", "601-625")),
    "article-ampersand-journal-doubled-doi": (
        r"\bibitem[QR05]{k4} \textsc{Quist L., Rahn M.}: \newblock Splatting for point clouds revisited."
        r" \newblock \emph{Computers \& Graphics 29}, 3 (2005), 311--322. \newblock URL:"
        r" \url{https://www.example.org/article/pii/S0097000000000001}, \href {https://doi.org/https://doi.org/10.1016/j.cag.2005.01.004}"
        r" {\path{doi:https://doi.org/10.1016/j.cag.2005.01.004}}.",
        (["Quist, L.", "Rahn, M."], "Splatting for point clouds revisited", "Computers & Graphics", "", 2005,
         "29", "3", "311-322")),
    "article-no-pages-month": (
        r"\bibitem[TUV22]{k5} \textsc{Tan W., Ueda K., Vidal S.}: \newblock Sparse grids for smoke."
        r" \newblock \emph{Proc. ACM Comput. Graph. Interact. Tech. 5}, 2 (may 2022). " + _DOI,
        (["Tan, W.", "Ueda, K.", "Vidal, S."], "Sparse grids for smoke", "Proc. ACM Comput. Graph. Interact. Tech.",
         "", 2022, "5", "2", "")),
    "proceedings-series-publisher-p": (
        r"\bibitem[MN93]{k6} \textsc{Mertens G., Nakai H.}: \newblock Adaptive marching of iso-surfaces."
        r" \newblock In \emph{Proceedings of the 1993 Symposium on Volume Graphics} (New York, NY, USA, 1993),"
        r" SVG '93, Association for Computing Machinery, p.~55–63. " + _DOI,
        (["Mertens, G.", "Nakai, H."], "Adaptive marching of iso-surfaces",
         "Proceedings of the 1993 Symposium on Volume Graphics", "Association for Computing Machinery", 1993,
         "", "", "55-63")),
    "proceedings-year-only-pp-no-publisher": (
        r"\bibitem[OPQ{\etalchar{*}}01]{k7} \textsc{Olsen B., Park J., Quinn R., Ross D.}: \newblock Bricking"
        r" large volumes on the GPU. \newblock In \emph{2001 IEEE Symposium on Parallel Rendering (PR 2001)}"
        r" (2001), pp.~17--24. \newblock \href {https://doi.org/10.1109/PR.2001.100} {\path{doi:10.1109/PR.2001.100}}.",
        (["Olsen, B.", "Park, J.", "Quinn, R.", "Ross, D."], "Bricking large volumes on the GPU",
         "2001 IEEE Symposium on Parallel Rendering (PR 2001)", "", 2001, "", "", "17-24")),
    "proceedings-place-publisher-no-series": (
        r"\bibitem[Ved97]{k8} \textsc{Vedder K.~A.}: \newblock Caustics from photon splats."
        r" \newblock In \emph{Proceedings of the Eurographics Workshop on Rendering Techniques '97}"
        r" (Berlin, Heidelberg, 1997), Springer-Verlag, p.~71–80.",
        (["Vedder, K. A."], "Caustics from photon splats",
         "Proceedings of the Eurographics Workshop on Rendering Techniques '97", "Springer-Verlag", 1997,
         "", "", "71-80")),
    "proceedings-volume-of-series": (
        r"\bibitem[WX12]{k9} \textsc{Wendt S., Xu Y.}: \newblock Mesh repair by voting. \newblock In"
        r" \emph{Advances in Visual Computing} (2012), vol.~7431 of \emph{Lecture Notes in Computer Science},"
        r" Springer, pp.~100--109.",
        (["Wendt, S.", "Xu, Y."], "Mesh repair by voting", "Advances in Visual Computing", "Springer", 2012,
         "", "", "100-109")),
    "courses-no-pages": (
        r"\bibitem[YZ{\etalchar{*}}18]{k10} \textsc{Young A., Zorn B., Abel C.}: \newblock Light transport in"
        r" practice: Part 2. \newblock In \emph{ACM SIGGRAPH 2018 Courses} (New York, NY, USA, 2018), SIGGRAPH"
        r" '18, Association for Computing Machinery. " + _DOI,
        (["Young, A.", "Zorn, B.", "Abel, C."], "Light transport in practice: Part 2", "ACM SIGGRAPH 2018 Courses",
         "Association for Computing Machinery", 2018, "", "", "")),
    "book-editor": (
        r"\bibitem[Hol91]{k11} \textsc{Holm T.~E.} (Ed.): \newblock \emph{A Primer on Radiosity}."
        r" \newblock Scholarly Press Ltd., GBR, 1991.",
        (["Holm, T. E."], "A Primer on Radiosity", "", "Scholarly Press Ltd.", 1991, "", "", "")),
    "book-publisher-place-with-comma": (
        r"\bibitem[Ibs58]{k12} \textsc{Ibsen K.}: \newblock \emph{Random Walks for Shielding Problems}."
        r" \newblock Delta Research Corporation, Santa Monica, CA, 1958.",
        (["Ibsen, K."], "Random Walks for Shielding Problems", "", "Delta Research Corporation", 1958, "", "", "")),
    "only-a-link-block": (
        r"\bibitem[JK]{k13} \textsc{Jovic L.~M., Kern E.~D.}: \newblock Neutron transport by random sampling."
        r" \newblock URL: \url{https://www.example.gov/biblio/1234567}, \href {https://doi.org/10.2172/1234567}"
        r" {\path{doi:10.2172/1234567}}.",
        (["Jovic, L. M.", "Kern, E. D."], "Neutron transport by random sampling", "", "", None, "", "", "")),
    "particle-family-name": (
        r"\bibitem[LV86]{k14} \textsc{Lund J.~T., Von~Hagen B.~P.}: \newblock Marching rays through clouds."
        r" \newblock \emph{ACM Trans. Graph. 5}, 1 (jan 1986), 1–14.",
        (["Lund, J. T.", "Von Hagen, B. P."], "Marching rays through clouds", "ACM Trans. Graph.", "", 1986,
         "5", "1", "1-14")),
}


@pytest.mark.parametrize("name", sorted(EG))
def test_eurographics_bbl(name):
    line, expected = EG[name]
    assert _fields(_read(line)) == expected


def test_eurographics_doubled_doi_read_once():
    entry = _read(EG["article-ampersand-journal-doubled-doi"][0])
    assert entry.doi == "10.1016/j.cag.2005.01.004"


def test_eurographics_fields_are_the_styles():
    entry = _read(EG["article-month-date-en-dash"][0])
    assert (entry.entry_type, entry.doi) == ("article", "10.1145/900001.900002")
    assert {f: entry.certainty[f] for f in ("authors", "journal", "volume", "issue")} == {
        "authors": Certainty.STYLE, "journal": Certainty.STYLE, "volume": Certainty.STYLE, "issue": Certainty.STYLE}
    assert _read(EG["book-editor"][0]).entry_type == "book"
    assert _read(EG["proceedings-series-publisher-p"][0]).entry_type == "inproceedings"


def test_eurographics_publisher_among_several_names_is_guessed():
    line = (r"\bibitem[Ab02]{k15} \textsc{Abbot R.}: \newblock Tiling the sphere. \newblock In \emph{Proc. of"
            r" Shape Modeling} (Genova, 2002), Shape Society, Eurographics Association, pp.~3--9.")
    entry = _read(line)
    assert (entry.journal, entry.publisher, entry.pages) == ("Proc. of Shape Modeling", "Eurographics Association", "3-9")
    assert entry.certainty["publisher"] == Certainty.GUESSED


def test_din_small_caps_family_only_still_din():
    line = r"\bibitem[Fri94]{f1} \textsc{Fritz}, R.: \newblock \emph{Die Farbenlehre}. \newblock Mannheim : Lehrverlag, 1994"
    entry = _read(line)
    assert (entry.authors, entry.title, entry.publisher, entry.year) == (["Fritz, R."], "Die Farbenlehre", "Lehrverlag", 1994)


# --- SIGCHI / early ACM author–year lists pasted into Word ------------------------------------------
SIGCHI = {
    "journal-volume-comma-issue-colon-pages": (
        "Petra Lind, Omar Said, and K.J. Moreno. 2009. Measuring idle power of embedded boards. IEEE Transactions"
        " on Embedded Systems 41, 7: 2201–2215. https://doi.org/10.1109/TES.2009.123456",
        (["Petra Lind", "Omar Said", "K.J. Moreno"], "Measuring idle power of embedded boards",
         "IEEE Transactions on Embedded Systems", "", 2009, "41", "7", "2201-2215")),
    "journal-no-space-after-colon": (
        "Hana Ito and Rui Costa. 2011. The V. 90 modem standard [Tutorial]. IEEE Communications Magazine 37, 3:90–97.",
        (["Hana Ito", "Rui Costa"], "The V. 90 modem standard [Tutorial]", "IEEE Communications Magazine", "",
         2011, "37", "3", "90-97")),
    "journal-hyphen-pages-no-doi": (
        "Aino Virtanen. 2016. Fitting laws for pointing on tabletops. Interacting with Computers 28, 2: 171-189.",
        (["Aino Virtanen"], "Fitting laws for pointing on tabletops", "Interacting with Computers", "", 2016, "28",
         "2", "171-189")),
    "proceedings-pages-after-venue": (
        "Lena Brandt, Chen Yu, and Sam Okoro. 2017. A tour of the tools in a new video codec. In 2017 Picture"
        " Coding Workshop (PCW), 12–17. https://doi.org/10.1109/PCW.2017.555",
        (["Lena Brandt", "Chen Yu", "Sam Okoro"], "A tour of the tools in a new video codec",
         "2017 Picture Coding Workshop (PCW)", "", 2017, "", "", "12-17")),
    "proceedings-short-name-in-parentheses": (
        "Maria Santos and Jon Berg. 2014. Gesture menus on smart watches. In Proceedings of the SIGCHI Conference"
        " on Human Factors in Computing Systems (CHI '14), 3013-3022.",
        (["Maria Santos", "Jon Berg"], "Gesture menus on smart watches",
         "Proceedings of the SIGCHI Conference on Human Factors in Computing Systems (CHI '14)", "", 2014, "", "",
         "3013-3022")),
    "journal-volume-only-doi-label": (
        "Rhea Olsen. 1994. Ethics codes for software teams. Social Computing Review 12: 301–319. DOI:"
        " http://dx.doi.org/10.1177/000000000000001",
        (["Rhea Olsen"], "Ethics codes for software teams", "Social Computing Review", "", 1994, "12", "", "301-319")),
    "journal-issue-range": (
        "Rhea Olsen, Tim Baker, and Li Na. 2011. Reading on e-paper at night. Behaviour & Information Technology"
        " 30, 4-5: 411–420.",
        (["Rhea Olsen", "Tim Baker", "Li Na"], "Reading on e-paper at night", "Behaviour & Information Technology",
         "", 2011, "30", "4-5", "411-420")),
    "pages-only-venue-lost": (
        "Tomas Novak, Eva Horak, and Ivan Dvorak. 2015. Coding gains of H. 265 and AV1 at 4K compared. 88–94.",
        (["Tomas Novak", "Eva Horak", "Ivan Dvorak"], "Coding gains of H. 265 and AV1 at 4K compared", "", "",
         2015, "", "", "88-94")),
}


@pytest.mark.parametrize("name", sorted(SIGCHI))
def test_sigchi_author_year(name):
    line, expected = SIGCHI[name]
    assert _fields(_read(line, "thesis.docx")) == expected


def test_sigchi_kinds_and_doi():
    entry = _read(SIGCHI["journal-volume-comma-issue-colon-pages"][0], "thesis.docx")
    assert (entry.entry_type, entry.doi, entry.certainty["issue"]) == ("article", "10.1109/tes.2009.123456", Certainty.STYLE)
    assert _read(SIGCHI["proceedings-pages-after-venue"][0], "thesis.docx").entry_type == "inproceedings"


def test_sigchi_pages_only_title_with_sentence_is_guessed():
    entry = _read("Rosa Diaz and Tim Cole. 2013. Screens in class. A field study of tablets. 5–9.", "thesis.docx")
    assert (entry.title, entry.pages) == ("Screens in class. A field study of tablets", "5-9")
    assert entry.certainty["title"] == Certainty.GUESSED


# --- IEEE Xplore's inverted journal names in plain/IEEE BibTeX output --------------------------------
XPLORE = {
    "plain-volume-issue-colon": (
        "B. Lee and C. Duarte. Low-power radios for body sensors. Communications Magazine, IEEE, 40(8):102–114, 2002.",
        (["B. Lee", "C. Duarte"], "Low-power radios for body sensors", "Communications Magazine, IEEE", "", 2002,
         "40", "8", "102-114")),
    "ieeetran-vol-no": (
        'B. Lee and C. Duarte, "Low-power radios for body sensors," Communications Magazine, IEEE, vol. 40, no. 8,'
        " pp. 102–114, 2002.",
        (["B. Lee", "C. Duarte"], "Low-power radios for body sensors", "Communications Magazine, IEEE", "", 2002,
         "40", "8", "102-114")),
}


@pytest.mark.parametrize("name", sorted(XPLORE))
def test_xplore_inverted_journal_keeps_ieee(name):
    line, expected = XPLORE[name]
    assert _fields(_read(line, "thesis.docx")) == expected


def test_proceedings_then_ieee_still_publisher():
    entry = _read('K. Aho and V. Lahti, "Routing in mesh networks," in Proc. of the Annual Conference on Mesh Networking, IEEE, 2014, pp. 1–9.', "thesis.docx")
    assert (entry.journal, entry.publisher) == ("Proc. of the Annual Conference on Mesh Networking", "IEEE")


# --- APA (apacite .bbl and typed): a proceedings' short name in parentheses ends the line ------------
APA_SHORT_NAME = {
    "apacite-bbl-short-name-and-year": (
        r"\bibitem [\protect \citeauthoryear {Okafor \BBA {} Lind}{Okafor \BBA {} Lind}{\protect \APACyear {2018}}]{ok18}"
        r" \APACinsertmetastar {ok18}\begin{APACrefauthors}Okafor, N.\BCBT {}\ \BBA {} Lind, P.\end{APACrefauthors}"
        r" \newblock \APACrefYearMonthDay{2018}{}{}. \newblock {\BBOQ}\APACrefatitle {Spotting Trolls in Forum Threads}"
        r" {Spotting trolls in forum threads}.{\BBCQ} \newblock \BIn{} \APACrefbtitle {Second Workshop on Abusive"
        r" Language Online (ALW2 2018).} {Second workshop on abusive language online (alw2 2018).} \PrintBackRefs{\CurrentBib}",
        "paper.bbl", "Second Workshop on Abusive Language Online (ALW2 2018)", "", ""),
    "typed-short-name-only": (
        "Okafor, N., & Lind, P. (2018). Spotting trolls in forum threads. In Workshop on Abusive Language (ALW).",
        "refs.docx", "Workshop on Abusive Language (ALW)", "", ""),
    "typed-short-name-then-publisher": (
        "Okafor, N. (2019). Spotting trolls. In Workshop on Abusive Language (ALW 2019). Association for"
        " Computational Linguistics.",
        "refs.docx", "Workshop on Abusive Language (ALW 2019)", "Association for Computational Linguistics", ""),
    "typed-pages-still-pages": (
        "Okafor, N. (2019). Spotting trolls. In Workshop on Abusive Language (pp. 12-19). ACL.",
        "refs.docx", "Workshop on Abusive Language", "ACL", "12-19"),
    "typed-edition-still-out": (
        "Okafor, N. (2019). Spotting trolls. In Handbook of Moderation (2nd ed.). Routledge.",
        "refs.docx", "Handbook of Moderation", "Routledge", ""),
}


@pytest.mark.parametrize("name", sorted(APA_SHORT_NAME))
def test_apa_proceedings_short_name_kept(name):
    line, file, journal, publisher, pages = APA_SHORT_NAME[name]
    entry = _read(line, file)
    assert (entry.journal, entry.publisher, entry.pages) == (journal, publisher, pages)


# --- an APA "In Proceedings." with GB/T's "Publisher, year: pages" or a short name and the pages after it
APA_TAILS = {
    "publisher-year-colon-pages": (
        "[7] Chen L, Park J, Diaz M(2018, June). Seedless fuzzing of parsers. In 2018 IEEE International Conference"
        " on Testing (ICT). IEEE, 2018: 201-212.",
        ("2018 IEEE International Conference on Testing (ICT)", "IEEE", "201-212")),
    "publisher-year-colon-pages-en-dash": (
        "Chen, L., & Park, J. (2018). Seedless fuzzing of parsers. In Proceedings of the Annual Testing Symposium."
        " ACM, 2018: 33–41.",
        ("Proceedings of the Annual Testing Symposium", "ACM", "33-41")),
    "short-name-then-pages": (
        "[3] A. Ruiz, B. Kato, C. Moss(2020). Grammar-aware mutation for fuzzers. In 29th USENIX Security Symposium."
        " (USENIX Security 20) , 2001-2017.",
        ("29th USENIX Security Symposium", "", "2001-2017")),
}


@pytest.mark.parametrize("name", sorted(APA_TAILS))
def test_apa_proceedings_pages_after_publisher(name):
    line, expected = APA_TAILS[name]
    entry = _read(line, "survey.docx")
    assert (entry.journal, entry.publisher, entry.pages) == expected


# --- the Eurographics style printed and pasted as text ------------------------------------------------
EG_RENDERED = {
    "caps-names-month-date": (
        "OSKARSSON P. R.: Shading rough metal under area lights. SIGGRAPH Comput. Graph. 13, 4 (aug 1979), 210–219.",
        (["OSKARSSON, P. R."], "Shading rough metal under area lights", "SIGGRAPH Comput. Graph.", "", 1979,
         "13", "4", "210-219")),
    "label-and-doi": (
        "[Lam91] LAMARRE D., NGUYEN T.: Contour trees of scalar volumes. IEEE Computer Graphics and Applications 11,"
        " 2 (1991), 40–52. doi:10.1109/38.99001.",
        (["LAMARRE, D.", "NGUYEN, T."], "Contour trees of scalar volumes", "IEEE Computer Graphics and Applications",
         "", 1991, "11", "2", "40-52")),
    "mixed-case-names-hyphen-pages": (
        "Brun A., Chérif M. L., Dal Pozzo R.: A review of fog rendering. Computer Graphics Forum 27, 2 (2008), 601-625.",
        (["Brun, A.", "Chérif, M. L.", "Dal Pozzo, R."], "A review of fog rendering", "Computer Graphics Forum", "",
         2008, "27", "2", "601-625")),
    "proceedings": (
        "MERTENS G., NAKAI H.: Adaptive marching of iso-surfaces. In Proceedings of the 1993 Symposium on Volume"
        " Graphics (New York, NY, USA, 1993), SVG '93, Association for Computing Machinery, p. 55–63.",
        (["MERTENS, G.", "NAKAI, H."], "Adaptive marching of iso-surfaces",
         "Proceedings of the 1993 Symposium on Volume Graphics", "Association for Computing Machinery", 1993, "", "",
         "55-63")),
    "book": (
        "IBSEN K.: Random Walks for Shielding Problems. Delta Research Corporation, Santa Monica, CA, 1958.",
        (["IBSEN, K."], "Random Walks for Shielding Problems", "", "Delta Research Corporation", 1958, "", "", "")),
}


@pytest.mark.parametrize("name", sorted(EG_RENDERED))
def test_eurographics_printed(name):
    line, expected = EG_RENDERED[name]
    assert _fields(_read(line, "thesis.docx")) == expected


def test_lncs_names_with_commas_not_eurographics():
    entry = _read("Ritter, T., Dahl, C.: Interactive global illumination. Comput. Graph. Forum 31(1), 160–188 (2012)",
                  "thesis.docx")
    assert (entry.authors, entry.journal, entry.volume, entry.issue, entry.pages) == (
        ["Ritter, T", "Dahl, C"], "Comput. Graph. Forum", "31", "1", "160-188")


REPORTS = {
    "tech-report": (
        r"\bibitem[Cho02]{r1} \textsc{Cho K.~M.}: \newblock Sampling hair fibres. \newblock Tech. rep., Northfield"
        r" Graphics Lab, 2002.",
        ("techreport", ["Cho, K. M."], "Sampling hair fibres", "Northfield Graphics Lab", 2002, False)),
    "phd-thesis": (
        r"\bibitem[Dal11]{r2} \textsc{Dale R.}: \newblock \emph{Light in layered skin}. \newblock PhD thesis,"
        r" University of Westmoor, 2011.",
        ("phdthesis", ["Dale, R."], "Light in layered skin", "University of Westmoor", 2011, False)),
    "names-et-al": (
        r"\bibitem[Eng{\etalchar{+}}15]{r3} \textsc{Eng L., Fox M., et~al.}: \newblock Tiles of noise. \newblock"
        r" \emph{J. Graph. Tools 9}, 1 (2015), 1--12.",
        ("article", ["Eng, L.", "Fox, M."], "Tiles of noise", "", 2015, True)),
}


@pytest.mark.parametrize("name", sorted(REPORTS))
def test_eurographics_reports_theses_etal(name):
    line, expected = REPORTS[name]
    entry = _read(line)
    assert (entry.entry_type, entry.authors, entry.title, entry.publisher, entry.year, entry.authors_truncated) == expected


def test_gbt_publisher_before_year_and_pages_still_publisher():
    entry = _read("[4] Lin T, Okoro A. Plate reading with small networks[C]. Image Analysis (IA), 2016 9th International"
                  " Conference on. IEEE, 2016: 211-216.", "thesis.docx")
    assert (entry.journal, entry.publisher, entry.year, entry.pages) == (
        "Image Analysis (IA), 2016 9th International Conference on", "IEEE", 2016, "211-216")


TITLE_BLOCKS = {
    "book-edition": (
        r"\bibitem[Fen04]{t1} \textsc{Fenn W.}: \newblock \emph{Shadow Algorithms}, 2nd~ed. \newblock Peak Press, 2004.",
        ("book", ["Fenn, W."], "Shadow Algorithms", "Peak Press", 2004)),
    "organisation-web-page-year": (
        r"\bibitem[Kro19]{t2} \textsc{{Kestrel Graphics Group}}: \newblock \emph{The Kestrel Ray Engine}, 2019."
        r" \newblock URL: \url{https://example.org/kestrel}.",
        ("misc", ["Kestrel Graphics Group"], "The Kestrel Ray Engine", "", 2019)),
}


@pytest.mark.parametrize("name", sorted(TITLE_BLOCKS))
def test_eurographics_title_blocks(name):
    line, expected = TITLE_BLOCKS[name]
    entry = _read(line)
    assert (entry.entry_type, entry.authors, entry.title, entry.publisher, entry.year) == expected


EG_MORE = {
    "arxiv-no-volume": (
        r"\bibitem[AB21]{m1} \textsc{Abel C., Bose D.}: \newblock Neural fog. \newblock \emph{arXiv preprint"
        r" arXiv:2101.00001} (2021).",
        (["Abel, C.", "Bose, D."], "Neural fog", "arXiv preprint arXiv:2101.00001", "", 2021, "", "", "")),
    "journal-without-volume": (
        r"\bibitem[Abe04]{m2} \textsc{Abel C.}: \newblock Neural fog. \newblock \emph{Graphics Letters} (2004), 1--9.",
        (["Abel, C."], "Neural fog", "Graphics Letters", "", 2004, "", "", "1-9")),
    "proceedings-one-editor-volume": (
        r"\bibitem[Abe01]{m3} \textsc{Abel C.}: \newblock Neural fog. \newblock In \emph{Proc. of Fog} (2001),"
        r" Doe J., (Ed.), vol.~3, ACM, pp.~1--2.",
        (["Abel, C."], "Neural fog", "Proc. of Fog", "ACM", 2001, "3", "", "1-2")),
    "proceedings-two-editors": (
        r"\bibitem[Abe09]{m4} \textsc{Abel C.}: \newblock Neural fog. \newblock In \emph{Proc. of Fog} (2009),"
        r" Doe J., Roe K., (Eds.), The Eurographics Association.",
        (["Abel, C."], "Neural fog", "Proc. of Fog", "The Eurographics Association", 2009, "", "", "")),
}


@pytest.mark.parametrize("name", sorted(EG_MORE))
def test_eurographics_more_sources(name):
    line, expected = EG_MORE[name]
    entry = _read(line)
    assert _fields(entry) == expected
    assert entry.certainty.get("publisher", Certainty.STYLE) == Certainty.STYLE


# --- a tool or web page cited by its authors, its name and its address (elsarticle-num @misc, typed) --
WEB_NAMES = {
    "name-title-url": (
        "[1] R. Oduya, Quick fuzzer, https://example.org/qf/",
        (["R. Oduya"], "Quick fuzzer", None, "https://example.org/qf/")),
    "year-then-url-word": (
        "[1] R. Oduya, Quick fuzzer (2014). URL http://example.org/qf/",
        (["R. Oduya"], "Quick fuzzer", 2014, "http://example.org/qf/")),
    "two-names-colon-title-accessed": (
        "[2] K. Lind, D.A. Moss, qlib: a library for fuzz testing, https://example.org/qlib.html, accessed 2020-01-02.",
        (["K. Lind", "D.A. Moss"], "qlib: a library for fuzz testing", None, "https://example.org/qlib.html")),
    "and-names-available": (
        "[3] P. Ruiz and T. Abe, Seed corpus tools. Available: https://example.org/seeds",
        (["P. Ruiz", "T. Abe"], "Seed corpus tools", None, "https://example.org/seeds")),
}


@pytest.mark.parametrize("name", sorted(WEB_NAMES))
def test_names_title_address(name):
    line, expected = WEB_NAMES[name]
    entry = _read(line, "survey.docx")
    assert (entry.authors, entry.title, entry.year, entry.url) == expected
    assert entry.entry_type == "misc"


def test_names_title_address_not_a_journal_line():
    entry = _read("[6] J. Doe, K. Roe, A study of fuzzers, Journal of Testing 5 (2001) 100–123. https://example.org/x",
                  "survey.docx")
    assert (entry.title, entry.journal, entry.volume, entry.pages) == ("A study of fuzzers", "Journal of Testing", "5", "100-123")


# --- ACM's "[n.d.]" for a work without a date ------------------------------------------------------------
NO_DATE = {
    "web-page-accessed": (
        "Rhea Olsen. [n.d.]. Quiet Fuzzer project page. https://example.org/qf Accessed: 2021-03-02.",
        ("misc", ["Rhea Olsen"], "Quiet Fuzzer project page", "", "", "")),
    "proceedings-library-form-spaced-nd": (
        "Rhea Olsen and Tim Baker. [n. d.]. Tilt gestures for phones. In Proceedings of the Workshop on Phones"
        " (WP '20). ACM, New York, NY, USA, 12–19.",
        ("inproceedings", ["Rhea Olsen", "Tim Baker"], "Tilt gestures for phones",
         "Proceedings of the Workshop on Phones (WP '20)", "ACM", "12-19")),
    "sigchi-journal": (
        "Aino Virtanen. [n.d.]. Fitting laws for pointing on walls. Interacting with Screens 8, 2: 71-89.",
        ("article", ["Aino Virtanen"], "Fitting laws for pointing on walls", "Interacting with Screens", "", "71-89")),
}


@pytest.mark.parametrize("name", sorted(NO_DATE))
def test_acm_no_date(name):
    line, expected = NO_DATE[name]
    entry = _read(line, "thesis.docx")
    assert (entry.entry_type, entry.authors, entry.title, entry.journal, entry.publisher, entry.pages) == expected
    assert entry.year is None


def test_ieee_proceedings_publisher_before_volume_still_publisher():
    entry = _read('K. Aho, "Routing in meshes," in Proc. of the Mesh Networking Symposium, IEEE, vol. 2, pp. 1–9, 2014.',
                  "thesis.docx")
    assert (entry.journal, entry.publisher, entry.pages) == ("Proc. of the Mesh Networking Symposium", "IEEE", "1-9")
