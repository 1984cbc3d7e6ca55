"""Classic BibTeX .bbl renderings (plain, plainurl, abbrv, unsrt, plainnat and the IEEE templates that
load them): ``\\newblock`` separates authors, title and container, ``{\\em …}`` marks the container,
``~`` is a space inside a name, plainurl's ``\\href {…} {\\path{…}}`` carries the DOI. One table per
class, each line written for this test (the people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.entry import latex_to_text
from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "volume", "issue", "pages", "year", "doi")


def read(line: str, fields: tuple[str, ...] = FIELDS) -> dict:
    entry = parse_reference_line(1, line, "main.bbl")
    return {f: getattr(entry, f) for f in fields}


def table(cases: dict, fields: tuple[str, ...] = FIELDS):
    return pytest.mark.parametrize("line, expected", [
        pytest.param(line, dict(zip(fields, values)), id=name) for name, (line, values) in cases.items()])


# --- plainurl / abbrvurl: the DOI as "\href {https://doi.org/…} {\path{doi:…}}" ---------------------
HREF = {
    "plainurl-article": (
        r"\bibitem{okafor2019} Nneka~C. Okafor and Robert~H. Brandt. \newblock Resonance in {{Sparse Meshes}}. "
        r"\newblock {\em Journal of Mesh Studies}, 59(2):118--124, February 2019. "
        r"\newblock \href {https://doi.org/10.1234/jms.2019.5} {\path{doi:10.1234/jms.2019.5}}.",
        (["Nneka C. Okafor", "Robert H. Brandt"], "Resonance in Sparse Meshes", "Journal of Mesh Studies",
         "59", "2", "118-124", 2019, "10.1234/jms.2019.5")),
    "initial-first-author": (
        r"\bibitem{roe14} N.~Roe, Jan-Erik Lind, and Ahmed~M. Brandt. \newblock Trusted meshes. "
        r"\newblock {\em Proceedings of the {IEEE}}, 102(8):1189--1206, August 2014. "
        r"\newblock \href {https://doi.org/10.1234/p.2014.7} {\path{doi:10.1234/p.2014.7}}.",
        (["N. Roe", "Jan-Erik Lind", "Ahmed M. Brandt"], "Trusted meshes", "Proceedings of the IEEE",
         "102", "8", "1189-1206", 2014, "10.1234/p.2014.7")),
    "accented-names": (
        r"\bibitem{sar16} Anina {\v S}ari{\'c}, Pooyan Dadvand, and Eugenio O{\~n}ate. "
        r"\newblock Flutter of decks. \newblock {\em Computers \& Meshes}, 80:301--309, 2016. "
        r"\newblock \href {https://doi.org/10.1234/cm.2016.1} {\path{doi:10.1234/cm.2016.1}}.",
        (["Anina Šarić", "Pooyan Dadvand", "Eugenio Oñate"], "Flutter of decks", "Computers & Meshes",
         "80", "", "301-309", 2016, "10.1234/cm.2016.1")),
}


@table(HREF)
def test_plainurl_href_path_doi(line, expected):
    assert read(line) == expected


# --- LaTeX that the converter gives up on is still made plain: no macro name left as a word -------
PLAIN = {
    "href-with-path": (r"See \href {https://example.org/a} {\path{doi:10.1/a}} {\em now}",
                       "See https://example.org/a doi:10.1/a now"),
    "accents-and-tie": (r"\href {x} {\path{y}} O{\~n}ate, M{\"u}ller, {\o}degaard, N.~Roe, A \& B",
                        "x y Oñate, Müller, ødegaard, N. Roe, A & B"),
}


@pytest.mark.parametrize("text, expected", [pytest.param(t, e, id=n) for n, (t, e) in PLAIN.items()])
def test_latex_made_plain_without_macro_names(text, expected):
    assert latex_to_text(text) == expected


# --- the blocks say where the title ends and which words are the container ------------------------
BLOCK_FIELDS = ("title", "journal", "volume", "issue", "pages", "year", "publisher")
BLOCKS = {
    "title-with-a-period": (
        r"\bibitem{ok20} Nneka Okafor and Maria Brandt. \newblock Mesh Task Group 3.1 Results. Part 1: "
        r"Sparse Routing. \newblock {\em Mesh Engineering International}, 30(3):401--410, 2020.",
        ("Mesh Task Group 3.1 Results. Part 1: Sparse Routing", "Mesh Engineering International", "30", "3",
         "401-410", 2020, "")),
    "volume-range": (
        r"\bibitem{ok95} N.P. Okafor and R.H. Brandt. \newblock Deck details. "
        r"\newblock {\em Journal of Mesh Aerodynamics}, 54--55:45--53, February 1995.",
        ("Deck details", "Journal of Mesh Aerodynamics", "54--55", "", "45-53", 1995, "")),
    "plainnat-emph-penalty": (
        r"\bibitem[Okafor et~al.(2019)Okafor, Brandt, and Roe]{ok19} N.~Okafor, M.~Brandt, and J.~Roe. "
        r"\newblock Salt routing. \newblock \emph{Mesh Letters}, 497\penalty0 (7448):\penalty0 86--90, 2019.",
        ("Salt routing", "Mesh Letters", "497", "7448", "86-90", 2019, "")),
    "braced-word-opens-journal": (
        r"\bibitem{ok15} Nneka Okafor. \newblock Shielding meshes. "
        r"\newblock {\em {ACM} Transactions on Meshes}, 33(3):1--26, September 2015.",
        ("Shielding meshes", "ACM Transactions on Meshes", "33", "3", "1-26", 2015, "")),
    "volume-only-corr": (
        r"\bibitem{ok23} Adam~D. Okafor and Ping Roe. \newblock Crash-stop meshes. "
        r"\newblock {\em CoRR}, abs/2305.01234, 2023.",
        ("Crash-stop meshes", "CoRR", "abs/2305.01234", "", "", 2023, "")),
    "numbers-without-journal": (
        r"\bibitem{ok13} Lin Okafor and Haili Roe. \newblock {{Forces on the flat mesh}}. "
        r"\newblock 05(04):1350039.",
        ("Forces on the flat mesh", "", "05", "04", "1350039", None, "")),
    "proceedings-address-publisher": (
        r"\bibitem{ok14} Ahmed~M. Okafor, Peng Roe, and Jia Ma. \newblock Meshes across worlds. "
        r"\newblock In {\em Proceedings of the 2014 Conference on Mesh Security}, CCS '14, page 90–102, "
        r"New York, NY, USA, 2014. Association for Computing Machinery.",
        ("Meshes across worlds", "Proceedings of the 2014 Conference on Mesh Security", "", "", "90-102", 2014,
         "Association for Computing Machinery")),
    "proceedings-publisher-before-date": (
        r"\bibitem{ok13b} Zaheer Okafor and Peng Roe. \newblock Mesh apps. \newblock In {\em 2013 {IEEE} 10th "
        r"Conference on Meshes}. {IEEE}, December 2013.",
        ("Mesh apps", "2013 IEEE 10th Conference on Meshes", "", "", "", 2013, "IEEE")),
    "proceedings-editor-series-volume": (
        r"\bibitem{ok17} Sandro Okafor and Jorge Roe. \newblock {Mesh Visor}. \newblock In Marko Brandt, editor, "
        r"{\em 29th Conference on Real-Time Meshes (RTM 2017)}, volume~76 of {\em Mesh Proceedings in "
        r"Informatics}, pages 4:1--4:22, Dagstuhl, Germany, 2017. Schloss Mesh--Zentrum fuer Informatik.",
        ("Mesh Visor", "29th Conference on Real-Time Meshes (RTM 2017)", "76", "", "4:1-4:22", 2017,
         "Schloss Mesh–Zentrum fuer Informatik")),
    "plainnat-volume-pages": (
        r"\bibitem[Roe et~al.(2020)]{roe20} Tom Roe et~al. \newblock Meshes are few-shot learners. "
        r"\newblock In \emph{NeurIPS}, volume~33, pages 1877--1901, 2020.",
        ("Meshes are few-shot learners", "NeurIPS", "33", "", "1877-1901", 2020, "")),
    "book-series-volume": (
        r"\bibitem{ok94} Eduard Okafor. \newblock {\em Flow-Induced Meshes: An Engineering Guide}, volume~7 of "
        r"{\em Mesh Design Manuals}. \newblock Routledge, London, 1994.",
        ("Flow-Induced Meshes: An Engineering Guide", "", "7", "", "", 1994, "Routledge")),
    "book-chapter-pages": (
        r"\bibitem{ok19c} Emil Okafor and DongHun Roe. \newblock {\em Galloping and Mesh Divergence}, "
        r"chapter~20, pages 297--304. \newblock John Wiley \& Sons, Ltd, 2019. \newblock Chapter 20.",
        ("Galloping and Mesh Divergence", "", "", "", "297-304", 2019, "John Wiley & Sons, Ltd")),
    "misc-year-in-title": (
        r"\bibitem{mesh} Eric Okafor, Travis Roe, et~al. \newblock {MeshPy}: Open source tools for {Python}, "
        r"2001--. \newblock URL: \url{https://www.example.org/}.",
        ("MeshPy: Open source tools for Python", "", "", "", "", 2001, "")),
    "techreport-institution": (
        r"\bibitem{ok34} Theodore Okafor and Ira~E. Roe. \newblock General theory of mesh flutter. "
        r"\newblock NACA Report NACA-TR-920, National Committee for Meshes (NCM), 1934.",
        ("General theory of mesh flutter", "", "", "", "", 1934, "National Committee for Meshes (NCM)")),
    "techreport-plainnat": (
        r"\bibitem[{Meshco}(2026{\natexlab{a}})]{meshco26} {Meshco}. \newblock Mesh 3: World models. "
        r"\newblock Technical report, Meshco, 2026{\natexlab{a}}.",
        ("Mesh 3: World models", "", "", "", "", 2026, "Meshco")),
    "no-authors-title-first": (
        r"\bibitem{2024} Structural {{Meshes}} summer term 2024. \newblock 2024.",
        ("Structural Meshes summer term 2024", "", "", "", "", 2024, "")),
    "phdthesis": (
        r"\bibitem{roe20} Jane Roe. \newblock {\em Sparse Routing in Meshes}. \newblock PhD thesis, University of "
        r"Mesh, 2020.",
        ("Sparse Routing in Meshes", "", "", "", "", 2020, "University of Mesh")),
    "mastersthesis-plain-title": (
        r"\bibitem{roe19} J.~Roe. \newblock Sparse routing. \newblock Master's thesis, Mesh University, "
        r"Springfield, 2019.",
        ("Sparse routing", "", "", "", "", 2019, "Mesh University")),
    "incollection-publisher-address": (
        r"\bibitem[RO21]{roe21} J.~Roe and N.~Okafor. \newblock Chapter on meshes. \newblock In M.~Brandt, "
        r"editor, {\em Handbook of Meshes}, chapter~3, pages 1--9. Mesh Press, Springfield, 2021.",
        ("Chapter on meshes", "Handbook of Meshes", "", "", "1-9", 2021, "Mesh Press")),
    "title-and-year-only": (
        r"\bibitem{EN-mesh} Meshcode 1: Actions on meshes -- part 1-4: General actions -- wind actions, 2024.",
        ("Meshcode 1: Actions on meshes – part 1-4: General actions – wind actions", "", "", "", "", 2024, "")),
    "title-opening-like-a-link-word": (
        r"\bibitem{roe18} Jane Roe. \newblock Doing meshes right: URLs considered. "
        r"\newblock {\em Mesh Letters}, 3(1):1--9, 2018. \newblock URL: \url{https://example.org/m}.",
        ("Doing meshes right: URLs considered", "Mesh Letters", "3", "1", "1-9", 2018, "")),
    "no-authors-short-title": (
        r"\bibitem{SME2024} Structural {{Mesh Engineering}} 2024. \newblock 2024.",
        ("Structural Mesh Engineering 2024", "", "", "", "", 2024, "")),
}


@table(BLOCKS, BLOCK_FIELDS)
def test_bbl_blocks_bound_the_fields(line, expected):
    assert read(line, BLOCK_FIELDS) == expected


def test_sici_doi_keeps_its_angle_brackets():
    line = (r"\bibitem{ok57} Hans~A. Okafor. \newblock Mesh spectra. \newblock {\em Journal of Mesh Sciences}, "
            r"14(2):160 -- 164, 1957. \newblock \href {https://doi.org/10.1175/1520-0469(1957)014<0160:MSOHWS>2.0.CO;2} "
            r"{\path{doi:10.1175/1520-0469(1957)014<0160:MSOHWS>2.0.CO;2}}.")
    assert read(line, ("doi", "pages")) == {"doi": "10.1175/1520-0469(1957)014<0160:msohws>2.0.co;2", "pages": "160-164"}


# --- IEEEtran: a technical report's institution is its publisher; DBLP's CoRR volume is whole --------
IEEE_FIELDS = ("journal", "publisher", "volume", "year")
IEEE = {
    "techreport": (
        r"\bibitem{Roe2011} C.~Roe, S.~Okafor, and P.~Brandt, ``The mesh-birds-200 dataset,'' Mesh Institute of "
        r"Technology, Tech. Rep. CNS-TR-2011-001, 2011.",
        ("", "Mesh Institute of Technology", "", 2011)),
    "corr-volume": (
        r"\bibitem{DBLP:journals/corr/RoeO15} \BIBentryALTinterwordspacing H.~Roe and A.~Okafor, ``Weakly supervised "
        r"mesh networks,'' \emph{CoRR}, vol. abs/1511.01234, 2015. [Online]. Available: "
        r"\url{http://arxiv.org/abs/1511.01234} \BIBentrySTDinterwordspacing",
        ("CoRR", "", "abs/1511.01234", 2015)),
}


@table(IEEE, IEEE_FIELDS)
def test_ieeetran_report_and_corr(line, expected):
    assert read(line, IEEE_FIELDS) == expected
