"""\\bibitem lines whose fields BibTeX named with \\bibinfo (revtex's apsrev4-1 / apsrev4-2, the
makebst "bibinfo" styles such as elsarticle-num): each field is read from its markup. Every entry
is written for this test (the people and works are invented), in the layout those styles write."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line

FIELDS = ("entry_type", "authors", "authors_truncated", "title", "year", "journal", "publisher",
          "volume", "issue", "pages", "doi", "arxiv")

APS_ARTICLE = (
    r"\bibitem [{\citenamefont {Okafor}\ \emph {et~al.}(2019)\citenamefont {Okafor}, \citenamefont "
    r"{Brandt},\ and\ \citenamefont {van der Berg}}]{okafor_salt_2019}% \BibitemOpen \bibfield {author} "
    r"{\bibinfo {author} {\bibfnamefont {N.~C.}\ \bibnamefont {Okafor}}, \bibinfo {author} {\bibfnamefont "
    r"{M.}~\bibnamefont {Brandt}},\ and\ \bibinfo {author} {\bibfnamefont {J.}~\bibnamefont {van der Berg}},\ }"
    r"\href {https://doi.org/10.1103/PhysRevB.99.012345} {\bibfield {journal} {\bibinfo {journal} "
    r"{Phys. Rev. B}\ }\textbf {\bibinfo {volume} {99}},\ \bibinfo {pages} {012345} (\bibinfo {year} "
    r"{2019})}\BibitemShut {NoStop}%")
CASES = {
    # apsrev4-2: no article title, the DOI in \href, lines joined with their "%" line ends
    "apsrev4-2-article": (APS_ARTICLE, (
        "article", ["Okafor, N. C.", "Brandt, M.", "van der Berg, J."], False, "", 2019, "Phys. Rev. B", "",
        "99", "", "012345", "10.1103/physrevb.99.012345", "")),
    # apsrev4-1: the DOI behind \doibase, a suffix after the family name, double braces, a title
    "apsrev4-1-doibase-suffix": (
        r"\bibitem [{\citenamefont {{Lindqvist}}\ and\ \citenamefont {{Moreau}}(1978)}]{lm78}"
        "\n\\BibitemOpen\n"
        r"\bibfield {author} {\bibinfo {author} {\bibfnamefont {P.}~\bibnamefont {{Lindqvist}}, "
        r"\bibfnamefont {Jr.}}\ and\ \bibinfo {author} {\bibfnamefont {A.}~\bibnamefont {{Moreau}}},\ }"
        r"\bibfield {title} {\enquote {\bibinfo {title} {Salt and the rotation of small galaxies},}\ }"
        r"\href {\doibase 10.1086/182804} {\bibfield {journal} {\bibinfo {journal} {Astrophys. J.}\ }"
        r"\textbf {\bibinfo {volume} {225}},\ \bibinfo {pages} {L107--L110} (\bibinfo {year} {1978})}"
        r"\BibitemShut {NoStop}", (
            "article", ["Lindqvist, P., Jr.", "Moreau, A."], False, "Salt and the rotation of small galaxies",
            1978, "Astrophys. J.", "", "225", "", "L107-L110", "10.1086/182804", "")),
    "apsrev-et-al": (
        r"\bibitem [{\citenamefont {Okafor}\ \emph {et~al.}(2021)}]{ok21}\BibitemOpen \bibfield {author} "
        r"{\bibinfo {author} {\bibfnamefont {N.}~\bibnamefont {Okafor}}\ \emph {et~al.}},\ }\href@noop {} "
        r"{\bibfield {journal} {\bibinfo {journal} {Phys. Rev. Lett.}\ }\textbf {\bibinfo {volume} {126}},\ "
        r"\bibinfo {pages} {101801} (\bibinfo {year} {2021})}\BibitemShut {NoStop}", (
            "article", ["Okafor, N."], True, "", 2021, "Phys. Rev. Lett.", "", "126", "", "101801", "", "")),
    "apsrev-book": (
        r"\bibitem [{\citenamefont {Brandt}(1986)}]{brandt86}\BibitemOpen \bibfield {author} {\bibinfo "
        r"{author} {\bibfnamefont {M.~W.}\ \bibnamefont {Brandt}},\ }\href@noop {} {\emph {\bibinfo {title} "
        r"{Theory of {Salt} {Scattering}}}}\ (\bibinfo {publisher} {Oxford University Press},\ \bibinfo "
        r"{address} {Oxford},\ \bibinfo {year} {1986})\BibitemShut {NoStop}", (
            "book", ["Brandt, M. W."], False, "Theory of Salt Scattering", 1986, "", "Oxford University Press",
            "", "", "", "", "")),
    "apsrev-chapter-editors": (
        r"\bibitem [{\citenamefont {Moreau}(2005)}]{mo05}\BibitemOpen \bibfield {author} {\bibinfo {author} "
        r"{\bibfnamefont {A.}~\bibnamefont {Moreau}},\ }in\ \href@noop {} {\emph {\bibinfo {booktitle} "
        r"{Handbook of Salt}}},\ \bibinfo {editor} {\bibfnamefont {P.}~\bibnamefont {Lindqvist}},\ "
        r"\bibinfo {pages} {45--67}\ (\bibinfo {publisher} {Springer},\ \bibinfo {year} {2005})"
        r"\BibitemShut {NoStop}", (
            "incollection", ["Moreau, A."], False, "", 2005, "Handbook of Salt", "Springer", "", "", "45-67",
            "", "")),
    "apsrev-thesis": (
        r"\bibitem [{\citenamefont {Brandt}(2010)}]{br10}\BibitemOpen \bibfield {author} {\bibinfo {author} "
        r"{\bibfnamefont {M.}~\bibnamefont {Brandt}},\ }\emph {\bibinfo {title} {Salt in thin films}},\ "
        r"\href@noop {} {Ph.D. thesis},\ \bibinfo {school} {University of Oslo} (\bibinfo {year} {2010})"
        r"\BibitemShut {NoStop}", (
            "thesis", ["Brandt, M."], False, "Salt in thin films", 2010, "", "University of Oslo", "", "", "",
            "", "")),
    "apsrev-collaboration-eprint": (
        r"\bibitem [{\citenamefont {{Salt Collaboration}}(2022)}]{salt22}\BibitemOpen \bibinfo "
        r"{collaboration} {{Salt Collaboration}},\ \href@noop {} {\bibinfo {title} {A search for salt}}\ "
        r"(\bibinfo {year} {2022}),\ \Eprint {https://arxiv.org/abs/2201.01234} {arXiv:2201.01234}"
        r"\BibitemShut {NoStop}", (
            "misc", ["Salt Collaboration"], False, "A search for salt", 2022, "", "", "", "", "", "",
            "2201.01234")),
    # makebst "bibinfo" styles (elsarticle-num): names as plain text, the issue in \bibinfo{number}
    "elsarticle-num": (
        r"\bibitem{ok19} \bibinfo{author}{N.~C. Okafor}, \bibinfo{author}{J.~van der Berg}, "
        r"\bibinfo{title}{Salt intake and liver disease}, \bibinfo{journal}{J. Hepatol.} \bibinfo{volume}{12} "
        r"(\bibinfo{number}{3}) (\bibinfo{year}{2019}) \bibinfo{pages}{498--514}. "
        r"\href{https://doi.org/10.1016/j.jhep.2019.01.002}{\path{doi:10.1016/j.jhep.2019.01.002}}.", (
            "article", ["Okafor, N. C.", "van der Berg, J."], False, "Salt intake and liver disease", 2019,
            "J. Hepatol.", "", "12", "3", "498-514", "10.1016/j.jhep.2019.01.002", "")),
    "elsarticle-num-others": (
        r"\bibitem{br20} \bibinfo{author}{M.~Brandt}, \bibinfo{author}{others}, \bibinfo{title}{Salt}, "
        r"\bibinfo{journal}{Nature} \bibinfo{volume}{580} (\bibinfo{year}{2020}) \bibinfo{pages}{1--5}.", (
            "article", ["Brandt, M."], True, "Salt", 2020, "Nature", "", "580", "", "1-5", "", "")),
}


@pytest.mark.parametrize("line, expected", [pytest.param(line, dict(zip(FIELDS, values)), id=name)
                                            for name, (line, values) in CASES.items()])
def test_bibinfo_fields_are_read_from_their_markup(line, expected):
    entry = parse_reference_line(3, line, "main.bbl")
    assert {f: getattr(entry, f) for f in FIELDS} == expected


def test_bibinfo_fields_are_marked_as_read_by_a_style_with_no_note():
    entry = parse_reference_line(3, APS_ARTICLE, "main.bbl")
    assert entry.key == "okafor_salt_2019"
    assert entry.notes == [] and not entry.unreadable
    assert {entry.certainty[f] for f in ("authors", "journal", "volume", "pages", "year", "doi")} == {Certainty.STYLE}


def test_a_bibitem_without_bibinfo_is_still_read_from_its_text():
    entry = parse_reference_line(3, r"\bibitem{ok19} N.~C. Okafor and M.~Brandt, \newblock Salt intake. "
                                 r"\newblock {\em J. Hepatol.}, 12(3):498--514, 2019.", "main.bbl")
    assert (entry.authors, entry.year) == (["N. C. Okafor", "M. Brandt"], 2019)


# ACM-Reference-Format (acmart): each author a \bibinfo{person}, the article title in \showarticletitle
ACM_CASES = {
    "acm-inproceedings": (
        r"\bibitem[Okafor et~al\mbox{.}(2017)]{okafor2017} \bibfield{author}{\bibinfo{person}{Nadia Okafor}, "
        r"\bibinfo{person}{Mark {van der} Berg}, {and} \bibinfo{person}{Anna Moreau}.} \bibinfo{year}{2017}"
        r"\natexlab{}. \newblock \showarticletitle{Salt is all you need}. In \bibinfo{booktitle}{\emph{Advances in "
        r"Neural Salt Processing Systems}}. \bibinfo{pages}{5998--6008}. \newblock", (
            "inproceedings", ["Okafor, Nadia", "van der Berg, Mark", "Moreau, Anna"], False, "Salt is all you need",
            2017, "Advances in Neural Salt Processing Systems", "", "", "", "5998-6008", "", "")),
    "acm-article-et-al": (
        r"\bibitem[Brandt et~al\mbox{.}(2023)]{brandt2023} \bibfield{author}{\bibinfo{person}{Mark Brandt}, "
        r"{et~al\mbox{.}}} \bibinfo{year}{2023}\natexlab{}. \newblock \showarticletitle{A salt technical report}. "
        r"\newblock \bibinfo{journal}{\emph{Commun. ACM}} \bibinfo{volume}{66}, \bibinfo{number}{4} "
        r"(\bibinfo{year}{2023}), \bibinfo{pages}{1--9}. \newblock \urldef\tempurl\url{https://doi.org/10.1145/3580000} "
        r"\showDOI{\tempurl}", (
            "article", ["Brandt, Mark"], True, "A salt technical report", 2023, "Commun. ACM", "", "66", "4", "1-9",
            "10.1145/3580000", "")),
    # the key after "%" (the .bbl's lines joined), a book: its title in \bibinfo{booktitle} with no "In"
    # before it, the edition out of the title, an organisation braced whole, an arXiv id by \showeprint
    "acm-book-edition-key-after-comment": (
        r"\bibitem[\protect\citeauthoryear{{Salt Core Team}}{{Salt Core Team}}{2019}]% {R} \bibfield{author}"
        r"{\bibinfo{person}{{Salt Core Team}}.} \bibinfo{year}{2019}\natexlab{}. \newblock \bibinfo{booktitle}"
        r"{\emph{Salt: A Language for Statistical Computing} (\bibinfo{edition}{2nd.} ed.)}. \newblock "
        r"\bibinfo{publisher}{Salt Press}.", (
            "book", ["Salt Core Team"], False, "Salt: A Language for Statistical Computing", 2019, "", "Salt Press",
            "", "", "", "", "")),
    "acm-organisation-before-year-brackets-in-label": (
        r"\bibitem[\protect\citeauthoryear{IEEE}{IEEE}{[n.\,d.]}]% {ieee04} IEEE \bibinfo{year}{[n.\,d.]}"
        r"\natexlab{}. \newblock \showarticletitle{Salt Executive Committee}. In \bibinfo{booktitle}{\emph{Proceedings "
        r"of the Conference on Salt}}. \bibinfo{publisher}{IEEE Computer Society}, \bibinfo{pages}{21--22}.", (
            "inproceedings", ["IEEE"], False, "Salt Executive Committee", None, "Proceedings of the Conference on Salt",
            "IEEE Computer Society", "", "", "21-22", "", "")),
    "acm-eprint-tex-in-title": (
        r"\bibitem[\protect\citeauthoryear{Okafor}{Okafor}{2014}]% {ok14} \bibfield{author}{\bibinfo{person}"
        r"{Nadia Okafor}.} \bibinfo{year}{2014}\natexlab{}. \newblock \bibinfo{title}{Salt in {\TeX} documents}. "
        r"\newblock \newblock \showeprint[arxiv]{1403.1349}", (
            "misc", ["Okafor, Nadia"], False, "Salt in TeX documents", 2014, "", "", "", "", "", "", "1403.1349")),
}


@pytest.mark.parametrize("line, expected", [pytest.param(line, dict(zip(FIELDS, values)), id=name)
                                            for name, (line, values) in ACM_CASES.items()])
def test_acm_reference_format_fields_are_read_from_their_markup(line, expected):
    entry = parse_reference_line(3, line, "main.bbl")
    assert {f: getattr(entry, f) for f in FIELDS} == expected
