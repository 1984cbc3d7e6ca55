"""Issue 20, held-out batches 20 and 21: a year never read from a page range; AMS (ametsoc) author–
year items; a plain .bbl journal in one italic block with commas; APA's "In *Proceedings*, pp. x-y.
Publisher."; Markdown link lines. Every line below is written for this test (people and works
invented), in the layouts seen in real lists."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line
from refverify.parse.reflist_certainty import Certainty


def _fields(entry) -> tuple:
    return (entry.authors, entry.title, entry.journal, entry.publisher, entry.year, entry.volume, entry.issue,
            entry.pages)


def _read(line: str, file: str = "thesis.docx"):
    return parse_reference_line(1, line, file)


# --- a year is never one of the page range's numbers -------------------------------------------------
PAGE_YEARS = {
    "ieee-place-year-pages": (
        'K. Osei, L. Brandt and T. Moreau, "Speckle filters for sonar images compared," 2016 3rd International'
        ' Conference on Signal Processing (ICSP), Pune, 2016, pp. 1917-1922.',
        (["K. Osei", "L. Brandt", "T. Moreau"], "Speckle filters for sonar images compared",
         "2016 3rd International Conference on Signal Processing (ICSP)", "", 2016, "", "", "1917-1922")),
    "ieee-place-year-pages-en-dash": (
        'R. Lind and P. Okafor, "Edge detection on low-light frames," 2012 International Symposium on Imaging'
        ' (ISI), Oslo, 2012, pp. 1988–1993.',
        (["R. Lind", "P. Okafor"], "Edge detection on low-light frames",
         "2012 International Symposium on Imaging (ISI)", "", 2012, "", "", "1988-1993")),
    "gbt-vol-year-full-width-issue": (
        "Ana Ruiz. A survey of web frameworks for rapid development: lessons learned[J]. International Journal"
        " of Software Practice Vol. 2011, 3（4）, 1702-1710.",
        (["Ana Ruiz"], "A survey of web frameworks for rapid development: lessons learned",
         "International Journal of Software Practice", "", 2011, "3", "4", "1702-1710")),
    "gbt-vol-year-ascii-issue": (
        "Li Wei. Message queues in practice[J]. Journal of Systems Engineering Vol. 2014, 7(2), 1895-1903.",
        (["Li Wei"], "Message queues in practice", "Journal of Systems Engineering", "", 2014, "7", "2",
         "1895-1903")),
}


@pytest.mark.parametrize("name", sorted(PAGE_YEARS))
def test_year_never_from_pages(name):
    line, expected = PAGE_YEARS[name]
    assert _fields(_read(line)) == expected


def test_only_page_numbers_look_like_years_no_year_read():
    entry = _read('M. Haddad, "Noise shaping in delta-sigma loops," Circuits Letters, pp. 1901-1906.')
    assert (entry.year, entry.pages) == (None, "1901-1906")
    assert "no year read: the only year-like numbers are the page range's" in entry.notes


# --- AMS (ametsoc.bst) author–year items -------------------------------------------------------------
AMS = {
    "part-two-in-braces": (
        "\\bibitem[{Varga(2013)}]{Varga2013} Varga, P., 2013: {Outflow layers of mature cyclones. Part II: Effects"
        " on the warm core}. \\textit{J.\\ Atmos.\\ Sci.}, \\textbf{70}, 1012--1030.",
        (["Varga, P."], "Outflow layers of mature cyclones. Part II: Effects on the warm core", "J. Atmos. Sci.", "",
         2013, "70", "", "1012-1030")),
    "part-one-braced-letters": (
        "\\bibitem[{Holm and Ng(1991)Holm, and Ng}]{HolmNg} Holm, S., and T.~W. Ng, 1991: A theory of sea-spray"
        " fluxes. {P}art {I}: Formulation. \\textit{Mon.\\ Wea.\\ Rev.}, \\textbf{119}, 301--320.",
        (["Holm, S.", "T. W. Ng"], "A theory of sea-spray fluxes. Part I: Formulation", "Mon. Wea. Rev.", "", 1991,
         "119", "", "301-320")),
    "first-inverted-others-not-article-number": (
        "\\bibitem[{Quispe et~al.(2009)Quispe, Lund, Sato,, and Brandt}]{Quispe} Quispe, A.~R., E.~K. Lund,"
        " H.~Sato, and K.~L. Brandt, 2009: Longwave heating in thin cirrus: A model study. \\textit{J.\\"
        " Geophys.\\ Res.}, \\textbf{114~(D08211)}.",
        (["Quispe, A. R.", "E. K. Lund", "H. Sato", "K. L. Brandt"], "Longwave heating in thin cirrus: A model study",
         "J. Geophys. Res.", "", 2009, "114", "D08211", "")),
    "title-asks": (
        "\\bibitem[{Moreau et~al.(2018)Moreau, Tanaka,, and Silva}]{Moreau} Moreau, E.~J., R.~Tanaka, and"
        " P.~Silva, 2018: Is the eyewall boundary layer ever \"neutral\"? \\textit{J.\\ Atmos.\\ Sci.},"
        " \\textbf{75}, 411--428.",
        (["Moreau, E. J.", "R. Tanaka", "P. Silva"], 'Is the eyewall boundary layer ever "neutral"?',
         "J. Atmos. Sci.", "", 2018, "75", "", "411-428")),
    "plain-text-title-asks": (
        "Okafor, L., and H. Lindqvist, 2015: Do squall lines need shear? Wea. Forecasting, 30, 77–95.",
        (["Okafor, L.", "H. Lindqvist"], "Do squall lines need shear?", "Wea. Forecasting", "", 2015, "30", "",
         "77-95")),
    "report-available-online": (
        "\\bibitem[{Noor et~al.(2017)Noor, Hale,, and Ruiz}]{Noor} Noor, F.~A., D.~W. Hale, and M.~Ruiz, 2017:"
        " {Storm report: Typhoon Lan. Regional Forecast Office}. [Available online at www.example.org].",
        (["Noor, F. A.", "D. W. Hale", "M. Ruiz"], "Storm report: Typhoon Lan", "", "Regional Forecast Office", 2017,
         "", "", "")),
    "book-page-count": (
        "\\bibitem[{Berg(1998)}]{Berg} Berg, O., 1998: \\textit{Clouds and Convection}. Northgate University"
        " Press, 512 pp.",
        (["Berg, O."], "Clouds and Convection", "", "Northgate University Press", 1998, "", "", "")),
}


@pytest.mark.parametrize("name", sorted(AMS))
def test_ams_item(name):
    line, expected = AMS[name]
    assert _fields(_read(line, "paper.bbl" if line.startswith("\\bibitem") else "thesis.docx")) == expected


def test_ams_report_site_noted_not_linked():
    entry = _read(AMS["report-available-online"][0], "paper.bbl")
    assert (entry.url, entry.certainty["publisher"]) == ("", Certainty.GUESSED)
    assert "available online at www.example.org" in entry.notes


# --- plain / IEEE .bbl: the journal is the whole italic block ---------------------------------------
PLAIN = {
    "em-block-inverted-name": (
        "\\bibitem{Ref3} K.~Sato, L.M. Varga, and P.~Quispe. \\newblock Load shedding under price signals."
        " \\newblock {\\em Generation, Transmission Distribution, IET}, 8(2):211--219, March 2014.",
        (["K. Sato", "L.M. Varga", "P. Quispe"], "Load shedding under price signals",
         "Generation, Transmission Distribution, IET", "", 2014, "8", "2", "211-219")),
    "emph-block-ieee-transactions": (
        "\\bibitem{Ref7} T.~Brack and A.~Hale. \\newblock Demand bidding in day-ahead markets. \\newblock"
        " \\emph{Power Systems, IEEE Transactions on}, 25(4):1702--1711, Nov 2010.",
        (["T. Brack", "A. Hale"], "Demand bidding in day-ahead markets", "Power Systems, IEEE Transactions on", "",
         2010, "25", "4", "1702-1711")),
}


@pytest.mark.parametrize("name", sorted(PLAIN))
def test_plain_bbl_italic_journal(name):
    line, expected = PLAIN[name]
    assert _fields(_read(line, "paper.bbl")) == expected


# --- APA: "In *Proceedings*, pp. x-y. Publisher." ----------------------------------------------------
APA_IN = {
    "markdown-italic-proceedings": (
        "[2] Okoro, C., Lund, E., & Sato, H. (1998). Nonce reuse in stream ciphers. In *Advances in"
        " Cryptology—EUROCRYPT'98*, pp. 21-35. Springer.",
        "thesis.md",
        (["Okoro, C.", "Lund, E.", "Sato, H."], "Nonce reuse in stream ciphers", "Advances in Cryptology—EUROCRYPT'98",
         "Springer", 1998, "", "", "21-35")),
    "proceedings-workshop": (
        "[4] Tanaka, R. (1993). Replay windows in ticket protocols. In *Proceedings of the Security Protocols"
        " Workshop IV*, pp. 88-97. IEEE.",
        "thesis.md",
        (["Tanaka, R."], "Replay windows in ticket protocols", "Proceedings of the Security Protocols Workshop IV",
         "IEEE", 1993, "", "", "88-97")),
    "plain-text-volume-pages": (
        "Brandt, K. (2007). Timing leaks in smart cards. In Proceedings of the Smart Card Conference, Vol. 2,"
        " pp. 140-151. ACM.",
        "thesis.docx",
        (["Brandt, K."], "Timing leaks in smart cards", "Proceedings of the Smart Card Conference", "ACM", 2007, "2",
         "", "140-151")),
}


@pytest.mark.parametrize("name", sorted(APA_IN))
def test_apa_in_proceedings_pages_after_comma(name):
    line, file, expected = APA_IN[name]
    assert _fields(_read(line, file)) == expected


# --- Markdown link lines -------------------------------------------------------------------------------
LINKS = {
    "colon-comment": (
        "[Review Mining for Predicting Ticket Sales](https://example.org/publication/12345_Review_Mining): 情感词典，线性回归",
        ("Review Mining for Predicting Ticket Sales", "https://example.org/publication/12345_Review_Mining", None)),
    "bullet-dash-comment-year": (
        "- [Attention over reviews for sales forecasting](https://example.org/abs/1901.00001) - Lund et al., 2019",
        ("Attention over reviews for sales forecasting", "https://example.org/abs/1901.00001", 2019)),
    "bold-link-text-no-comment": (
        "* [**Deep models of audience ratings**](https://example.org/document/778899)",
        ("Deep models of audience ratings", "https://example.org/document/778899", None)),
}


@pytest.mark.parametrize("name", sorted(LINKS))
def test_markdown_link_line(name):
    line, expected = LINKS[name]
    entry = _read(line, "notes.md")
    assert (entry.title, entry.url, entry.year) == expected
    assert entry.authors == []


def test_markdown_link_year_from_comment_is_guessed():
    entry = _read(LINKS["bullet-dash-comment-year"][0], "notes.md")
    assert entry.certainty["year"] == Certainty.GUESSED


# --- Harvard / APA-like lines from citation generators and hand typing --------------------------------
HARVARD = {
    "encyclopedia-pages-after-comma": (
        "Lindqvist, H.A. (2016). Sampling, Uniform/Adaptive. Encyclopedia of Applied Acoustics, pp.412–419.",
        (["Lindqvist, H.A."], "Sampling, Uniform/Adaptive", "Encyclopedia of Applied Acoustics", "", 2016, "", "",
         "412-419")),
    "book-cited-pages-after-publisher": (
        "Moreau, E., 2009. Practical Filter Design. Upper Saddle River: Northgate Press, p.88, p.140.",
        (["Moreau, E"], "Practical Filter Design", "", "Northgate Press", 2009, "", "", "")),
    "book-cited-page-range": (
        "Sato, H., 2011. Sensors and Signals. London: Harbour Books, pp.12-19.",
        (["Sato, H"], "Sensors and Signals", "", "Harbour Books", 2011, "", "", "")),
    "acronym-venue-glued-to-title": (
        "P. Quispe, L. Varga, & K. Brandt. (2017). GaitNet: Learning Walking Styles from Video.IEEE Conference on"
        " Computer Vision and Pattern Recognition 2017. Retrieved from: https://example.org/abs/1701.00002",
        (["P. Quispe", "L. Varga", "K. Brandt"], "GaitNet: Learning Walking Styles from Video",
         "IEEE Conference on Computer Vision and Pattern Recognition", "", 2017, "", "", "")),
    "group-author-ordinal-date-retrieved-at": (
        "Harbour City Daily (3rd March, 2021). Ten years of the harbour ferry. Retrieved at 9th April, 2021,"
        " from:\thttps://example.org/2021/03/03/ten-years-ferry/",
        (["Harbour City Daily"], "Ten years of the harbour ferry", "", "", 2021, "", "", "")),
}


@pytest.mark.parametrize("name", sorted(HARVARD))
def test_harvard_generator_line(name):
    line, expected = HARVARD[name]
    assert _fields(_read(line)) == expected


def test_apa_title_in_capitals_before_no_date_is_no_author():
    entry = _read("[7] HOW TO WRITE A PARSER. (n.d.). Retrieved from Parser Notes: https://example.org/parsers/")
    assert (entry.authors, entry.title, entry.year, entry.url) == (
        [], "HOW TO WRITE A PARSER", None, "https://example.org/parsers/")


def test_apa_meeting_glued_to_title_without_period_is_guessed():
    entry = _read("K. Sato, E. Moreau. (2019). FaceSet3: Faces across age and lighting  International Conference on"
                  " Biometric Recognition. ")
    assert (entry.title, entry.journal, entry.year) == (
        "FaceSet3: Faces across age and lighting", "International Conference on Biometric Recognition", 2019)
    assert (entry.certainty["title"], entry.certainty["journal"]) == (Certainty.GUESSED, Certainty.GUESSED)
