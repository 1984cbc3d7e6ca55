"""Issue 20, held-out batches 25 and 26: .bbl items of elsarticle-num ("in: … (Eds.)", "(7 2021)",
"null null"), aaai.bst, IEEEtran's news and books, PLOS's and eLife's Vancouver. Every line below is
written for this test (people and works invented), in the layouts seen in real lists."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line
from refverify.parse.reflist_certainty import Certainty


def _fields(entry) -> tuple:
    return (entry.authors, entry.title, entry.journal, entry.publisher, entry.year, entry.volume, entry.issue,
            entry.pages)


def _read(line: str):
    return parse_reference_line(1, line, "paper.bbl")


def _guessed(entry) -> set:
    return {f for f, c in entry.certainty.items() if c == Certainty.GUESSED}


# --- elsarticle-num: "Title, in: Editors (Eds.), Book, Publisher, City, Year, pp." -------------------
ELSNUM_IN = {
    "eds-springer-cham-pages": (
        "\\bibitem{Okafor2021} K.~Okafor, L.~Brandt, Sparse masks for liver lesions, in: T.~Moreau, R.~Lind"
        " (Eds.), Medical Image Computing -- MICCAI 2021, Springer International Publishing, Cham, 2021,"
        " pp. 112--121. \\newblock \\href {https://doi.org/10.1007/978-3-030-00000-1_11}"
        " {\\path{doi:10.1007/978-3-030-00000-1_11}}.",
        (["K. Okafor", "L. Brandt"], "Sparse masks for liver lesions", "Medical Image Computing – MICCAI 2021",
         "Springer International Publishing", 2021, "", "", "112-121")),
    "one-editor-ed": (
        "\\bibitem{Gong} P.~Haas, Rules for bedside alerts, in: E.~S. Quill (Ed.), Clinical Alerting Systems:"
        " Theory and Practice, Springer Nature Switzerland, Cham, 2019, pp. 40--58.",
        (["P. Haas"], "Rules for bedside alerts", "Clinical Alerting Systems: Theory and Practice",
         "Springer Nature Switzerland", 2019, "", "", "40-58")),
    "acm-new-york-p-range-href-title": (
        "\\bibitem{Lind2023} R.~Lind, Z.~Y. Okafor, \\href{https://doi.org/10.1145/1111111.2222222}{Gesture"
        " typing on small watches}, in: Proceedings of the 2022 4th International Conference on Wearables:"
        " Sensing and Interaction, ICW '22, Association for Computing Machinery, New York, NY, USA, 2023,"
        " p. 16–21. \\newblock \\href {https://doi.org/10.1145/1111111.2222222}"
        " {\\path{doi:10.1145/1111111.2222222}}.",
        (["R. Lind", "Z. Y. Okafor"], "Gesture typing on small watches",
         "Proceedings of the 2022 4th International Conference on Wearables: Sensing and Interaction, ICW '22",
         "Association for Computing Machinery", 2023, "", "", "16-21")),
    "ieee-computer-society-no-editors": (
        "\\bibitem{Moreau2019} T.~Moreau, A.~R. Silva, \\href{https://doi.example.org/10.1109/X.2019.1}{{ A"
        " Convex Surrogate for Overlap Losses }}, in: 2019 IEEE/CVF Conference on Computer Vision and"
        " Pattern Recognition (CVPR), IEEE Computer Society, Los Alamitos, CA, USA, 2019, pp. 501--509.",
        (["T. Moreau", "A. R. Silva"], "A Convex Surrogate for Overlap Losses",
         "2019 IEEE/CVF Conference on Computer Vision and Pattern Recognition (CVPR)", "IEEE Computer Society",
         2019, "", "", "501-509")),
    "volume-of-series-berlin-heidelberg": (
        "\\bibitem{Quill} M.~Quill, H.-I. Ng, Tiling the unit square, in: A.~Vo, B.~Sato (Eds.), Graph Drawing,"
        " Vol. 9411 of Lecture Notes in Computer Science, Springer, Berlin, Heidelberg, 2015, pp. 3--14.",
        (["M. Quill", "H.-I. Ng"], "Tiling the unit square", "Graph Drawing", "Springer", 2015, "9411", "",
         "3-14")),
    "curran-associates-inc-no-place": (
        "\\bibitem{Sato} B.~Sato, Y.~Vo, Noisy labels in small batches, in: Advances in Neural Information"
        " Processing Systems, Vol.~33, Curran Associates, Inc., 2020, pp. 1517--1528.",
        (["B. Sato", "Y. Vo"], "Noisy labels in small batches", "Advances in Neural Information Processing Systems",
         "Curran Associates, Inc.", 2020, "33", "", "1517-1528")),
    "proceedings-alone-no-publisher": (
        "\\bibitem{Haas2022} P.~Haas, B.~Sato, Counting ferries from above, in: Proceedings of the IEEE/CVF"
        " Conference on Computer Vision and Pattern Recognition (CVPR), 2022, pp. 1201--1210.",
        (["P. Haas", "B. Sato"], "Counting ferries from above",
         "Proceedings of the IEEE/CVF Conference on Computer Vision and Pattern Recognition (CVPR)", "", 2022, "",
         "", "1201-1210")),
    "conference-volume-no-pages": (
        "\\bibitem{Ng2015} M.~Ng, Y.~Vo, Ticket pricing by auction, in: 24th International Joint Conference on"
        " Ferries, Vol.~2, 2015.",
        (["M. Ng", "Y. Vo"], "Ticket pricing by auction", "24th International Joint Conference on Ferries", "",
         2015, "2", "", "")),
}


@pytest.mark.parametrize("name", sorted(ELSNUM_IN))
def test_elsnum_in_book(name):
    line, expected = ELSNUM_IN[name]
    entry = _read(line)
    assert _fields(entry) == expected
    assert not _guessed(entry) & {"title", "journal", "publisher"}


def test_elsnum_in_without_publisher_is_guessed():
    entry = _read("\\bibitem{Vo} Y.~Vo, K.~Haas, Reading the ledger, in: P.~Lind, M.~Ng (Eds.), Proceedings of"
                  " the 9th Workshop on Ledgers, Oslo, Norway, 1997.")
    assert (entry.authors, entry.title, entry.year) == (["Y. Vo", "K. Haas"], "Reading the ledger", 1997)
    assert entry.journal == "Proceedings of the 9th Workshop on Ledgers"
    assert {"journal", "publisher"} <= _guessed(entry)


# --- elsarticle-num articles: a month before the year, no authors, a year never from an address -----
ELSNUM_ARTICLES = {
    "month-number-before-year": (
        "\\bibitem{Brandt2021} L.~Brandt, M.~Ng, A.~L. Quill, Calibration of lesion scores, Medical Image"
        " Analysis 71 (7 2021). \\newblock \\href {https://doi.org/10.1016/j.media.2021.100001}"
        " {\\path{doi:10.1016/j.media.2021.100001}}.",
        (["L. Brandt", "M. Ng", "A. L. Quill"], "Calibration of lesion scores", "Medical Image Analysis", "", 2021,
         "71", "", "")),
    "month-name-before-year": (
        "\\bibitem{Ng2019} M.~Ng, Y.~Vo, Drift in ward sensors, Sensors Journal 12 (Jul. 2019) 33--41.",
        (["M. Ng", "Y. Vo"], "Drift in ward sensors", "Sensors Journal", "", 2019, "12", "", "33-41")),
    "month-number-issue-pages": (
        "\\bibitem{Ng2018} M.~Ng, Drift in ward sensors, Sensors Journal 12~(4) (11 2018) 33--41.",
        (["M. Ng"], "Drift in ward sensors", "Sensors Journal", "", 2018, "12", "4", "33-41")),
    "year-not-from-pii-url": (
        "\\bibitem{Silva} A.~Silva, J.~Okafor, I.~{Ben Salem}, \\href{https://www.sciencedirect.com/science/"
        "article/pii/S1361841519300012}{Boundary terms for thin vessels}, Medical Image Analysis 60 (2020)"
        " 101602. \\newblock \\href {https://doi.org/https://doi.org/10.1016/j.media.2019.101602}"
        " {\\path{doi:https://doi.org/10.1016/j.media.2019.101602}}. \\newline\\urlprefix\\url{https://"
        "www.sciencedirect.com/science/article/pii/S1361841519300012}",
        (["A. Silva", "J. Okafor", "Ben Salem, I."], "Boundary terms for thin vessels", "Medical Image Analysis",
         "", 2020, "60", "", "101602")),
    "null-null-authors-href-title-with-comma": (
        "\\bibitem{Atlas} null null, \\href{https://www.example.org/doi/full/10.1056/X1}{Broad, integrative"
        " profiling of rare gliomas}, Journal of Clinical Atlases 372~(26) (2015) 2481--2498. \\newblock"
        " \\href {https://doi.org/10.1056/X1} {\\path{doi:10.1056/X1}}.",
        ([], "Broad, integrative profiling of rare gliomas", "Journal of Clinical Atlases", "", 2015, "372", "26",
         "2481-2498")),
}


@pytest.mark.parametrize("name", sorted(ELSNUM_ARTICLES))
def test_elsnum_articles(name):
    line, expected = ELSNUM_ARTICLES[name]
    assert _fields(_read(line)) == expected


def test_elsnum_no_authors_title_with_comma_is_guessed():
    entry = _read(ELSNUM_ARTICLES["null-null-authors-href-title-with-comma"][0])
    assert {"title", "journal"} <= _guessed(entry)


def test_elsnum_dataset_with_url_and_note():
    entry = _read("\\bibitem{ct} P.~Lind, Q.~Haas, Marta, R.~Vo, KaiSato, Ngata, Lung scan progression,"
                  " \\url{https://kaggle.com/competitions/lung-scan-progression}, kaggle (2021).")
    assert (entry.authors, entry.title, entry.year) == (
        ["P. Lind", "Q. Haas", "Marta", "R. Vo", "KaiSato", "Ngata"], "Lung scan progression", 2021)
    assert entry.url == "https://kaggle.com/competitions/lung-scan-progression"
    assert "title" in _guessed(entry)


# --- IEEEtran: a newspaper's name without its date; a book parted by IEEEtran's blank -----------------
_BLANK = "\\hskip 1em plus 0.5em minus 0.4em\\relax "
IEEETRAN = {
    "news-month-year-online": (
        "\\bibitem{Haas2019} \\BIBentryALTinterwordspacing P.~Haas and R.~Moreau-Lind, ``Ferry fares rise for"
        " the third year,'' \\emph{The Harbour Herald}, March 2019. [Online]. Available:"
        " \\url{https://www.example.com/news/2019/mar/04/ferry-fares} \\BIBentrySTDinterwordspacing",
        (["P. Haas", "R. Moreau-Lind"], "Ferry fares rise for the third year", "The Harbour Herald", "", 2019, "", "",
         "")),
    "news-abbreviated-month-day": (
        "\\bibitem{Ng} K.~Ng, ``Night trains return,'' \\emph{The Morning Ledger}, Feb. 11, 2021. [Online]."
        " Available: \\url{https://www.example.com/2021/02/11/night-trains}",
        (["K. Ng"], "Night trains return", "The Morning Ledger", "", 2021, "", "", "")),
    "news-day-month-year": (
        "\\bibitem{Vo} Y.~Vo, ``Tram strike ends,'' \\emph{City Weekly}, 17 October 2016.",
        (["Y. Vo"], "Tram strike ends", "City Weekly", "", 2016, "", "", "")),
    "magazine-year-only": (
        "\\bibitem{Lind} R.~Lind, ``The quiet keyboard,'' \\emph{Gadget Monthly}, 2020. [Online]. Available:"
        " \\url{https://www.example.com/quiet-keyboard}",
        (["R. Lind"], "The quiet keyboard", "Gadget Monthly", "", 2020, "", "", "")),
    "book-editor-place-with-country": (
        "\\bibitem{Kantor} I.~Kantor, \\emph{Lectures on the Duties of Citizens}, M.~Okafor, Ed." + _BLANK
        + "Oxford, UK: Clarendon House Press, 2001.",
        (["I. Kantor"], "Lectures on the Duties of Citizens", "", "Clarendon House Press", 2001, "", "", "")),
    "book-one-word-title-publisher-with-commas": (
        "\\bibitem{Mills} J.~S. Mills, \\emph{Liberty}." + _BLANK + "London: Parker, Son, and Bourn, 1859.",
        (["J. S. Mills"], "Liberty", "", "Parker, Son, and Bourn", 1859, "", "", "")),
    "book-editors-plural": (
        "\\bibitem{Crane} P.~Crane and J.~Doe, \\emph{Harbour Engineering}, P.~Ode and K.~Lu, Eds." + _BLANK
        + "New York, NY, USA: Wharf Books, 1990.",
        (["P. Crane", "J. Doe"], "Harbour Engineering", "", "Wharf Books", 1990, "", "", "")),
    "book-edition": (
        "\\bibitem{Sato} B.~Sato, \\emph{Queue Control}, 3rd~ed." + _BLANK
        + "Cham, Switzerland: Springer International Publishing, 2015.",
        (["B. Sato"], "Queue Control", "", "Springer International Publishing", 2015, "", "", "")),
    "book-edition-three-editors": (
        "\\bibitem{Crane} P.~Crane, \\emph{Harbour Engineering}, 2nd~ed., P.~Ode, K.~Lu, and M.~Ng, Eds." + _BLANK
        + "New York, NY, USA: Wharf Books, 1990.",
        (["P. Crane"], "Harbour Engineering", "", "Wharf Books", 1990, "", "", "")),
    "book-series-volume-after-year": (
        "\\bibitem{Crane} P.~Crane, \\emph{Harbour Engineering}, ser. Coastal Studies." + _BLANK
        + "New York, NY, USA: Wharf Books, 1990, vol.~3.",
        (["P. Crane"], "Harbour Engineering", "", "Wharf Books", 1990, "3", "", "")),
}


@pytest.mark.parametrize("name", sorted(IEEETRAN))
def test_ieeetran_news_and_books(name):
    line, expected = IEEETRAN[name]
    entry = _read(line)
    assert _fields(entry) == expected
    if name.startswith("book"):
        assert entry.entry_type == "book"


# (a name closed by the block's period keeps no period after its last initial, as the reader has it: "Ng, M")
# --- aaai.bst: "\newblock Year. \newblock Title. \newblock In {\em Book}, volume~1, 45--52. \newblock Publisher." --
AAAI = {
    "in-book-pages-publisher": (
        "\\bibitem[\\protect\\citeauthoryear{Okafor and Lind}{2013}]{okafor2013} Okafor, K., and Lind, R."
        " \\newblock 2013. \\newblock Learning rules from solved puzzles. \\newblock In {\\em Principles of"
        " puzzle solving}, 141--157. \\newblock Springer.",
        (["Okafor, K", "Lind, R"], "Learning rules from solved puzzles", "Principles of puzzle solving",
         "Springer", 2013, "", "", "141-157")),
    "in-book-volume-pages-publisher": (
        "\\bibitem[\\protect\\citeauthoryear{Haas \\bgroup et al\\mbox.\\egroup }{2011}]{haas2011} Haas, P.;"
        " Ng, M.; Sato, B.; and Vo, Y. \\newblock 2011. \\newblock On learning timetables. \\newblock In {\\em"
        " Tools with Planning (ICTP), 2011 3rd IEEE International Conference on}, volume~2, 61--70."
        " \\newblock IEEE.",
        (["Haas, P.", "Ng, M.", "Sato, B.", "Vo, Y."], "On learning timetables",
         "Tools with Planning (ICTP), 2011 3rd IEEE International Conference on", "IEEE", 2011, "2", "",
         "61-70")),
    "in-book-place-publisher": (
        "\\bibitem[\\protect\\citeauthoryear{Silva}{2009}]{silva2009} Silva, A.~R. \\newblock 2009. \\newblock"
        " Plans that repair themselves. \\newblock In {\\em Proceedings of the Planning Conference}, 210--216."
        " \\newblock Menlo Park, CA: Planning Press.",
        (["Silva, A. R"], "Plans that repair themselves", "Proceedings of the Planning Conference",
         "Planning Press", 2009, "", "", "210-216")),
    "crossref-pages": (
        "\\bibitem[\\protect\\citeauthoryear{Lind \\bgroup et al\\mbox.\\egroup }{2016b}]{lind2016b} Lind, R.;"
        " Quill{-}Moreau, M.; and Ng, K.~A. \\newblock 2016b. \\newblock Waiting times in clinics. \\newblock"
        " In Quill{-}Moreau et~al. \\shortcite{DBLP:conf/x/2016}, 35--52.",
        (["Lind, R.", "Quill-Moreau, M.", "Ng, K. A."], "Waiting times in clinics", "", "", 2016, "", "",
         "35-52")),
    "edited-proceedings-series": (
        "\\bibitem[\\protect\\citeauthoryear{Quill{-}Moreau, Lind, and Ng}{2016}]{DBLP:conf/x/2016}"
        " Quill{-}Moreau, M.; Lind, R.; and Ng, K., eds. \\newblock 2016. \\newblock {\\em Process Mining - 4th"
        " International Conference, {PM} 2016, Oslo, Norway, Proceedings}, volume 9911 of {\\em Lecture Notes"
        " in Computer Science}. Springer.",
        (["Quill-Moreau, M.", "Lind, R.", "Ng, K."],
         "Process Mining - 4th International Conference, PM 2016, Oslo, Norway, Proceedings", "", "Springer",
         2016, "9911", "", "")),
    "incollection-publisher-sentence-pages-block": (
        "\\bibitem[\\protect\\citeauthoryear{Vo}{2001}]{vo2001} Vo, Y. \\newblock 2001. \\newblock Queues at the"
        " ferry. \\newblock In Ng, M., and Sato, B., eds., {\\em Handbook of Waiting}. Oslo: Fjord Press."
        " \\newblock 45--67.",
        (["Vo, Y"], "Queues at the ferry", "Handbook of Waiting", "Fjord Press", 2001, "", "", "45-67")),
    "incollection-series-edition-chapter": (
        "\\bibitem[\\protect\\citeauthoryear{Vo}{2002}]{vo2002} Vo, Y. \\newblock 2002. \\newblock Boarding"
        " order. \\newblock In {\\em Handbook of Waiting}, volume~3 of {\\em Notes on Waiting}. Springer, second"
        " edition. \\newblock chapter~4, 45--67.",
        (["Vo, Y"], "Boarding order", "Handbook of Waiting", "Springer", 2002, "3", "", "45-67")),
    "book-place-publisher-edition": (
        "\\bibitem[\\protect\\citeauthoryear{Ng}{1999}]{ng1999} Ng, M. \\newblock 1999. \\newblock {\\em A Book"
        " of Queues}, volume~12 of {\\em Queue Series}. Cambridge, MA: Lantern Press, 2nd edition.",
        (["Ng, M"], "A Book of Queues", "", "Lantern Press", 1999, "12", "", "")),
    "article-preprint-in-emphasis": (
        "\\bibitem[\\protect\\citeauthoryear{Sato}{2021}]{sato2021} Sato, B. \\newblock 2021. \\newblock Ticket"
        " queues. \\newblock {\\em arXiv preprint arXiv:2101.00001}.",
        (["Sato, B"], "Ticket queues", "arXiv preprint arXiv:2101.00001", "", 2021, "", "", "")),
    "article-corr-number": (
        "\\bibitem[\\protect\\citeauthoryear{Sato}{2020}]{sato2020} Sato, B. \\newblock 2020. \\newblock Gate"
        " queues. \\newblock {\\em CoRR} abs/2001.00002.",
        (["Sato, B"], "Gate queues", "CoRR", "", 2020, "abs/2001.00002", "", "")),
}


@pytest.mark.parametrize("name", sorted(AAAI))
def test_aaai_items(name):
    line, expected = AAAI[name]
    assert _fields(_read(line)) == expected


def test_aaai_crossref_says_where_the_book_is():
    entry = _read(AAAI["crossref-pages"][0])
    assert "the book is given by a cross-reference to DBLP:conf/x/2016: read it there" in entry.notes


def test_aaai_article_unchanged():
    entry = _read("\\bibitem[\\protect\\citeauthoryear{Ng}{2004}]{ng2004} Ng, M. \\newblock 2004. \\newblock"
                  " Queues with patience. \\newblock {\\em Journal of Waiting} 12(3):45--67.")
    assert _fields(entry) == (["Ng, M"], "Queues with patience", "Journal of Waiting", "", 2004, "12", "3",
                              "45-67")


# --- PLOS / eLife Vancouver .bbl: "\newblock Journal. Year[ Mon];vol(iss):pages." -----------------------
VANCOUVER_BBL = {
    "plos-volume-alone": (
        "\\bibitem{okafor_2019} Okafor K, Lind R, Ng M, Vo Y, Sato B, Haas P, et~al. \\newblock A census of"
        " gut cells. \\newblock eLife. 2019;8. \\newblock doi:{10.7554/{eLife}.40001}.",
        (["Okafor, K", "Lind, R", "Ng, M", "Vo, Y", "Sato, B", "Haas, P"], "A census of gut cells", "eLife", "",
         2019, "8", "", "")),
    "plos-journal-with-colon-volume-is-year": (
        "\\bibitem{lind_2009} Lind R, Quill M. \\newblock Fast splitting of large graphs. \\newblock Journal of"
        " Network Physics: Theory and Practice. 2009;2009(11):P11002. \\newblock"
        " doi:{10.1088/0000-0000/2009/11/P11002}.",
        (["Lind, R", "Quill, M"], "Fast splitting of large graphs",
         "Journal of Network Physics: Theory and Practice", "", 2009, "2009", "11", "P11002")),
    "plos-volume-issue-no-pages": (
        "\\bibitem{ng_2018} Ng M, Sato B. \\newblock Mapping the fly brain. \\newblock Science."
        " 2018;360(6391).",
        (["Ng, M", "Sato, B"], "Mapping the fly brain", "Science", "", 2018, "360", "6391", "")),
    "plos-article-number": (
        "\\bibitem{vo_2020} Vo Y, Haas P. \\newblock Cell types in the retina. \\newblock Nat Commun."
        " 2020;11(1):2338.",
        (["Vo, Y", "Haas, P"], "Cell types in the retina", "Nat Commun", "", 2020, "11", "1", "2338")),
    "elife-question-title-month-after-year": (
        "\\bibitem[{Quill et~al.(2007)Quill, Mara L and Vo, Yen S}]{Quill2007-ab} \\textbf{\\color{eLifeMediumGrey}"
        " Quill ML}, Vo YS, Sato B. \\newblock Can kinases be made choosy? \\newblock Curr Opin Chem Biol. 2007"
        " Mar; 11(2):201--209.",
        (["Quill, ML", "Vo, YS", "Sato, B"], "Can kinases be made choosy?", "Curr Opin Chem Biol", "", 2007, "11",
         "2", "201-209")),
    "elife-no-month": (
        "\\bibitem[{Haas et~al.(2013)}]{Haas2013} \\textbf{\\color{eLifeMediumGrey} Haas P}, Lind R."
        " \\newblock Binding pockets compared. \\newblock PLoS One. 2013; 8(4):e61007.",
        (["Haas, P", "Lind, R"], "Binding pockets compared", "PLoS One", "", 2013, "8", "4", "e61007")),
    "elife-month-day": (
        "\\bibitem[{Sato(2011)}]{Sato2011} \\textbf{\\color{eLifeMediumGrey} Sato B}. \\newblock Docking"
        " scores revisited. \\newblock BMC Bioinformatics. 2011 Aug 4; 12:94.",
        (["Sato, B"], "Docking scores revisited", "BMC Bioinformatics", "", 2011, "12", "", "94")),
}


@pytest.mark.parametrize("name", sorted(VANCOUVER_BBL))
def test_plos_elife_sources(name):
    line, expected = VANCOUVER_BBL[name]
    assert _fields(_read(line)) == expected
