"""English Word lists of held-out batches 25 and 26 (issue 20): Word's built-in Harvard marking a venue
"[Preprint]", LLM-written Vancouver with dotted initials after the family name, Chicago author-date from
Word/Zotero and students' author-date mixes, compact IEEE typed without spaces. Every line is invented,
in the shapes seen in real lists."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "title", "journal", "publisher", "year", "volume", "issue", "pages", "doi")

# Word's Harvard (Cite Them Right / Anglia): a conference paper without pages gets "[Preprint]" after its venue
WORD_HARVARD = {
    "ieee-ordinal-venue": (
        "Quill, R. et al. (2019) ‘A lamp that listens to its owner’, 2019 IEEE 3rd Advanced Lighting, Sensing and "
        "Control Conference (ALSCC) [Preprint]. doi:10.1109/alscc.2019.1234567.",
        (["Quill, R"], True, "A lamp that listens to its owner",
         "2019 IEEE 3rd Advanced Lighting, Sensing and Control Conference (ALSCC)", "", 2019, "", "", "",
         "10.1109/alscc.2019.1234567")),
    "two-names-no-doi": (
        "Marr, Ada and Marr, Bea (2014) ‘Solid state lamps for quiet rooms’, 2014 International Conference on "
        "Lamps and Rooms (ICLR2) [Preprint].",
        (["Marr, Ada", "Marr, Bea"], False, "Solid state lamps for quiet rooms",
         "2014 International Conference on Lamps and Rooms (ICLR2)", "", 2014, "", "", "", "")),
    "ieee-asme-slash-numbered": (
        "[7] Pell, M. et al. (2018) ‘Predicting when pumps fail’, 2018 14th IEEE/ASME International Conference on "
        "Pumps and Embedded Valves (PEV) [Preprint]. doi:10.1109/pev.2018.7654321.",
        (["Pell, M"], True, "Predicting when pumps fail",
         "2018 14th IEEE/ASME International Conference on Pumps and Embedded Valves (PEV)", "", 2018, "", "", "",
         "10.1109/pev.2018.7654321")),
    "proceedings-catalogue-number": (
        "Fenn, E., Gale, N. and Wick, D. (1999) ‘Maps for watchful crews’, Proceedings Visualization ’99 "
        "(Cat. No.99CB00001) [Preprint]. doi:10.1109/visual.1999.000001.",
        (["Fenn, E", "Gale, N", "Wick, D"], False, "Maps for watchful crews",
         "Proceedings Visualization ’99 (Cat. No.99CB00001)", "", 1999, "", "", "", "10.1109/visual.1999.000001")),
    "three-names-two-word-meeting": (
        "Hovel, P., Kind, A. and Hovel, V. (2022) ‘Lighting for old facades’, 2022 Seventh Junior Conference on "
        "Lighting (Lighting) [Preprint]. doi:10.1109/lighting.2022.0000002. ",
        (["Hovel, P", "Kind, A", "Hovel, V"], False, "Lighting for old facades",
         "2022 Seventh Junior Conference on Lighting (Lighting)", "", 2022, "", "", "",
         "10.1109/lighting.2022.0000002")),
    "series-volume-then-publisher-after-comma": (
        "Tabb, N., Sayre, A., and Zorn, W. (2018) 'Comparing nets for market moods', ECML PKDD 2018 Workshops. "
        "MIDAS 2018, LNCS, vol 11111, Springer. Available at: https://doi.org/10.1007/978-3-030-00000-0_16 "
        "(Accessed: 2 June 2024).",
        (["Tabb, N", "Sayre, A", "Zorn, W"], False, "Comparing nets for market moods",
         "ECML PKDD 2018 Workshops. MIDAS 2018, LNCS", "Springer", 2018, "11111", "", "",
         "10.1007/978-3-030-00000-0_16")),
}


def _read(line: str) -> tuple:
    entry = parse_reference_line(1, line, "refs.docx")
    return tuple(getattr(entry, f) for f in FIELDS)


@pytest.mark.parametrize("name", sorted(WORD_HARVARD))
def test_word_harvard_venue_marked_preprint(name):
    line, expected = WORD_HARVARD[name]
    assert _read(line) == expected


# LLM-written Vancouver: "Family I. I.," (dotted initials, spaced), "et al.", title, then "Venue, year."
LLM_VANCOUVER = {
    "spaced-initials-first-name": (
        "[7] Lind T. Y., Gore P., Gibb R., Ho K., Dolan P. Focal Sums for Dense Object Finding. ICCV, 2017.",
        (["Lind, T. Y", "Gore, P", "Gibb, R", "Ho, K", "Dolan, P"], False, "Focal Sums for Dense Object Finding",
         "ICCV", "", 2017, "", "", "", "")),
    "spaced-initials-before-et-al": (
        "[2] Okafor O., Schell J., Folk L. L., et al. Gate U-Net: Where to Look in the Liver. arXiv, 2018.",
        (["Okafor, O", "Schell, J", "Folk, L. L"], True, "Gate U-Net: Where to Look in the Liver", "arXiv", "", 2018,
         "", "", "", "")),
    "last-name-spaced-initials-title-with-colon": (
        "[5] Wong H., Cai P., Zane O. R. SkipNet: Rethinking the Links in U-Net. AAAI, 2022.",
        (["Wong, H", "Cai, P", "Zane, O. R"], False, "SkipNet: Rethinking the Links in U-Net", "AAAI", "", 2022,
         "", "", "", "")),
    "three-initials-and-hyphenated-family": (
        "[11] Isel F., Jago P. F., Kohn S. A. A., Maier-Hahn K. H. mU-Net: A Self-tuning Method for Organ "
        "Segmentation. Nature Methods, 2021.",
        (["Isel, F", "Jago, P. F", "Kohn, S. A. A", "Maier-Hahn, K. H"], False,
         "mU-Net: A Self-tuning Method for Organ Segmentation", "Nature Methods", "", 2021, "", "", "", "")),
    "hyphenated-initials-and-two-word-venue": (
        "[4] Woon S., Parr J., Lee J.-Y., Kwan I. S. BAM: Block Attention Modules. MICCAI Workshops, 2018.",
        (["Woon, S", "Parr, J", "Lee, J.-Y", "Kwan, I. S"], False, "BAM: Block Attention Modules", "MICCAI Workshops",
         "", 2018, "", "", "", "")),
    "year-colon-pages-is-no-volume": (
        "[7] Chan L. C., Zhou Y., Papa G., et al. Encoder-Decoder with Separable Meshes. ECCV, 2018: 801-818.",
        (["Chan, L. C", "Zhou, Y", "Papa, G"], True, "Encoder-Decoder with Separable Meshes", "ECCV", "", 2018,
         "", "", "801-818", "")),
    "journal-volume-issue-pages": (
        "[11] Isel F., Jago P. F., Kohn S. A. A. mU-Net: A Self-tuning Method. Nature Methods, 18(2): 203-211, 2021.",
        (["Isel, F", "Jago, P. F", "Kohn, S. A. A"], False, "mU-Net: A Self-tuning Method", "Nature Methods", "", 2021,
         "18", "2", "203-211", "")),
    "single-initials-still-read": (
        "[3] Rohn O., Fisch P., Bruck T. Y-Net: Networks for Cell Images. MICCAI, 2015.",
        (["Rohn, O", "Fisch, P", "Bruck, T"], False, "Y-Net: Networks for Cell Images", "MICCAI", "", 2015,
         "", "", "", "")),
}


@pytest.mark.parametrize("name", sorted(LLM_VANCOUVER))
def test_llm_vancouver_with_spaced_dotted_initials(name):
    line, expected = LLM_VANCOUVER[name]
    assert _read(line) == expected


# Chicago author-date from Zotero / Word: "Names. 2017. “Title.” Container"
CHICAGO_AD = {
    "proceedings-volume-series-place-publisher": (
        "Arden, Jonas, Yannik Salt, and Jan Hase. 2024. “An Amortized Route to Mixed Models.” In Proceedings of the "
        "41st International Conference on Machine Learning. Vol. 235. Proceedings of Machine Learning Research. "
        "Vienna, Austria: PMLR.",
        (["Arden, Jonas", "Yannik Salt", "Jan Hase"], False, "An Amortized Route to Mixed Models",
         "Proceedings of the 41st International Conference on Machine Learning", "PMLR", 2024, "235", "", "", "")),
    "meeting-pages-publisher": (
        "Rede, Dana, and Shaka Moss. 2015. “Inference with Flows.” In International Conference on Machine Learning, "
        "1530–38. PMLR.",
        (["Rede, Dana", "Shaka Moss"], False, "Inference with Flows", "International Conference on Machine Learning",
         "PMLR", 2015, "", "", "1530-38", "")),
    "meeting-acronym-only": (
        "Burke, Yuri, Roger Gross, and Ruslan Salk. 2016. “Weighted Autoencoders.” In International Conference on "
        "Learning Representations (ICLR).",
        (["Burke, Yuri", "Roger Gross", "Ruslan Salk"], False, "Weighted Autoencoders",
         "International Conference on Learning Representations (ICLR)", "", 2016, "", "", "", "")),
    "et-al-and-volume-only": (
        "Pask, Adam, Sam Gray, Trevor Kill, et al. 2019. “TorchLib: A Fast Tensor Library.” In Advances in Neural "
        "Information Processing Systems. Vol. 32.",
        (["Pask, Adam", "Sam Gray", "Trevor Kill"], True, "TorchLib: A Fast Tensor Library",
         "Advances in Neural Information Processing Systems", "", 2019, "32", "", "", "")),
    "edited-by-volume-colon-pages": (
        "Jain, Priya, Kira A. Sell, and Yao Yu. 2019. “Square Flows.” In Proceedings of the 36th International "
        "Conference on Machine Learning, edited by Kam Chaud and Rus Salak, 97:3009–18. Proceedings of Machine "
        "Learning Research. PMLR.",
        (["Jain, Priya", "Kira A. Sell", "Yao Yu"], False, "Square Flows",
         "Proceedings of the 36th International Conference on Machine Learning", "PMLR", 2019, "97", "", "3009-18", "")),
    "editors-with-commas-then-volume-pages": (
        "Obi, Kay, and Pat Ng. 2019. “Mesh Flows.” In Advances in Neural Information Processing Systems, edited by "
        "H. Wall, H. Laro, E. Fox, and R. Garn, 32:8024–35. Curran Associates.",
        (["Obi, Kay", "Pat Ng"], False, "Mesh Flows", "Advances in Neural Information Processing Systems",
         "Curran Associates", 2019, "32", "", "8024-35", "")),
    "meeting-without-in-place-in-brackets": (
        "Dong, Jia, Wei Deng, and Kai Lu. 2009. “MeshNet: A Large Mesh Database.” 2009 IEEE Conference on Computer "
        "Vision and Pattern Recognition (Miami, FL), 248–55. https://doi.org/10.1109/CVPR.2009.0000001.",
        (["Dong, Jia", "Wei Deng", "Kai Lu"], False, "MeshNet: A Large Mesh Database",
         "2009 IEEE Conference on Computer Vision and Pattern Recognition", "", 2009, "", "", "248-55",
         "10.1109/cvpr.2009.0000001")),
    "meeting-acronym-then-place": (
        "Hu, Kai, and Jian Sen. 2016. “Residual Meshes.” Proceedings of the IEEE Conference on Computer Vision and "
        "Pattern Recognition (CVPR) (Las Vegas, NV), 770–78.",
        (["Hu, Kai", "Jian Sen"], False, "Residual Meshes",
         "Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition (CVPR)", "", 2016, "", "",
         "770-78", "")),
    "editors-then-vol-series-publisher": (
        "Ronne, Olaf, and Thomas Brix. 2015. “Y-Net: Networks for Cells.” In Medical Image Computing – MICCAI 2015, "
        "edited by Nassir Nav, William M. Wills, and Alejandro F. Frang, vol. 9351. Lecture Notes in Computer "
        "Science. Springer.",
        (["Ronne, Olaf", "Thomas Brix"], False, "Y-Net: Networks for Cells", "Medical Image Computing – MICCAI 2015",
         "Springer", 2015, "9351", "", "", "")),
    "particle-after-the-given-name": (
        "Gennes, Pierre-Paul de. 1992. “Soft Meshes.” Reviews of Modern Meshes 64 (3): 645–48.",
        (["Gennes, Pierre-Paul de"], False, "Soft Meshes", "Reviews of Modern Meshes", "", 1992, "64", "3", "645-48",
         "")),
    "particle-opening-the-family-name": (
        "Van Rossen, Guido, and Fred L. Drake. 2009. “Snake Notes.” Journal of Snakes 3 (1): 1–9.",
        (["Van Rossen, Guido", "Fred L. Drake"], False, "Snake Notes", "Journal of Snakes", "", 2009, "3", "1", "1-9",
         "")),
    "journal-volume-issue": (
        "Racket, Chris, and Qing Nee. 2017. “DiffEq.jl: An Ecosystem for Equations in Julia.” Journal of Open "
        "Research Software 5 (1).",
        (["Racket, Chris", "Qing Nee"], False, "DiffEq.jl: An Ecosystem for Equations in Julia",
         "Journal of Open Research Software", "", 2017, "5", "1", "", "")),
    "journal-volume-issue-pages": (
        "Fried, J., T. Hast, and R. Tibs. 2008. “Sparse Covariance by the Lasso.” Biostatistics 9 (3): 432–41.",
        (["Fried, J", "T. Hast", "R. Tibs"], False, "Sparse Covariance by the Lasso", "Biostatistics", "", 2008,
         "9", "3", "432-41", "")),
    "journal-volume-publisher": (
        "Pfeif, Michael, and Thomas Pfau. 2018. “Spiking Neurons: Chances and Hurdles.” Frontiers in Neuroscience 12. "
        "Frontiers Media SA.",
        (["Pfeif, Michael", "Thomas Pfau"], False, "Spiking Neurons: Chances and Hurdles", "Frontiers in Neuroscience",
         "Frontiers Media SA", 2018, "12", "", "", "")),
    "law-review-volume-first": (
        "Pirr, C. 1997a. “The Cost of U.S. Commodity law: A Cure” 18 Research in Law and Economics 173-227",
        (["Pirr, C"], False, "The Cost of U.S. Commodity law: A Cure", "Research in Law and Economics", "", 1997,
         "18", "", "173-227", "")),
}


@pytest.mark.parametrize("name", sorted(CHICAGO_AD))
def test_chicago_author_date_containers(name):
    line, expected = CHICAGO_AD[name]
    assert _read(line) == expected


def test_chicago_guesses_are_marked():
    law = parse_reference_line(1, CHICAGO_AD["law-review-volume-first"][0], "refs.docx")
    assert {f: law.certainty[f].value for f in ("journal", "volume", "pages")} == {
        "journal": "guessed", "volume": "guessed", "pages": "guessed"}
    alone = parse_reference_line(1, CHICAGO_AD["meeting-pages-publisher"][0], "refs.docx")
    assert alone.certainty["publisher"].value == "guessed"


# compact IEEE typed without spaces (initials glued to the family name, ",and"), BibTeX's "chapter N", a site's
# name with the year glued on before "[Online]"
COMPACT_IEEE = {
    "glued-initials-comma-and": (
        "[9] P.Vole,and M.J.Jonas,“Fast face finding,”International Journal of Vision Work,vol.57,no.2,"
        "pp.137-154,May,2004.",
        (["P. Vole", "M.J. Jonas"], False, "Fast face finding", "International Journal of Vision Work", "", 2004,
         "57", "2", "137-154", "")),
    "three-glued-names": (
        "[10] M.H.Yarn, D.J.Krieg,and N.Ahuda,“Finding faces: A survey,”IEEE Transactions on Pattern Analysis "
        "and Machine Intelligence,vol.24,no.1,pp.34-58,2002.",
        (["M.H. Yarn", "D.J. Krieg", "N. Ahuda"], False, "Finding faces: A survey",
         "IEEE Transactions on Pattern Analysis and Machine Intelligence", "", 2002, "24", "1", "34-58", "")),
    "spaced-initials-comma-and": (
        "[47] A. Galib,and M. S. Sharif, “Where antennas sit on a chassis,” 2018 IEEE International Symposium on "
        "Antennas and Propagation, IEEE, 2018",
        (["A. Galib", "M. S. Sharif"], False, "Where antennas sit on a chassis",
         "2018 IEEE International Symposium on Antennas and Propagation", "IEEE", 2018, "", "", "", "")),
    "full-width-comma-capital-vol-no": (
        "[15]Y. Chan,Q. Yong,J. Yan, X. Chao ，“Picking access points indoors,”IEEE Transactions On Knowledge And "
        "Data Engineering,Vol.18,No.7,July 2006.",
        (["Y. Chan", "Q. Yong", "J. Yan", "X. Chao"], False, "Picking access points indoors",
         "IEEE Transactions On Knowledge And Data Engineering", "", 2006, "18", "7", "", "")),
    "capital-vol-no-pp-spaced": (
        "[3] K. Obi and P. Ng, “Mesh drives,” IEEE Transactions on Mesh Electronics, Vol. 12, No. 3, pp. 45-67, 2019.",
        (["K. Obi", "P. Ng"], False, "Mesh drives", "IEEE Transactions on Mesh Electronics", "", 2019, "12", "3",
         "45-67", "")),
    "bibtex-chapter-in-edited-book": (
        "R. Burr, M. O'Mara, and N. Hurd. Robust recommending. In F. Ricca, L. Rock, and P. B. Kant, editors, "
        "Recommender Handbook, chapter 25, pages 805-835.",
        (["R. Burr", "M. O'Mara", "N. Hurd"], False, "Robust recommending", "Recommender Handbook", "", None,
         "", "", "805-835", "")),
}


@pytest.mark.parametrize("name", sorted(COMPACT_IEEE))
def test_compact_ieee_and_bibtex_chapter(name):
    line, expected = COMPACT_IEEE[name]
    assert _read(line) == expected


@pytest.mark.parametrize("line", [
    "[5] \tCastle Computing (2021) [Online]. Available: https://castle.example.org/concepts/a_star",
    "[5] Castle Computing(2021). [Online]. Available at: https://castle.example.org/concepts/a_star",
])
def test_a_sites_name_before_a_glued_year_is_its_guessed_author(line):
    entry = parse_reference_line(1, line, "refs.docx")
    assert (entry.authors, entry.year, entry.title, entry.url) == (
        ["Castle Computing"], 2021, "", "https://castle.example.org/concepts/a_star")
    assert entry.certainty["authors"].value == "guessed"


def test_a_title_and_year_without_the_medium_stays_a_title():
    entry = parse_reference_line(1, "[7] The Dungeon Book (2016). Available: https://example.org/pcg", "refs.docx")
    assert (entry.authors, entry.title) == ([], "The Dungeon Book (2016)")


# students' author-date mixes (a quoted title after a bare or bracketed year; numbers typed without their marks)
STUDENT_MIXES = {
    "apa-head-ascii-open-curly-close-colon-pages": (
        'Allan, F., Gael, D. (1992). "Price Games.” The Review of Money Studies 5: 503-529.',
        (["Allan, F", "Gael, D"], False, "Price Games", "The Review of Money Studies", "", 1992, "5", "", "503-529",
         "")),
    "apa-head-mla-volume-dot-issue": (
        "Lou, Kay, and Jerome Zhou (Jan 2015). “Ramping Tricks in Markets” Computing Economics 45.1 135-150.",
        (["Lou, Kay", "Jerome Zhou"], False, "Ramping Tricks in Markets", "Computing Economics", "", 2015, "45", "1",
         "135-150", "")),
    "bare-year-site-name-turned-quote": (
        "Mistry L. 2012 “Who is the broker and why is he bad for the market?“. IndiaNow. Retrieved from: "
        "http://indianow.example.org/story/broker/1/2.html",
        (["Mistry, L"], False, "Who is the broker and why is he bad for the market?", "IndiaNow", "", 2012, "", "",
         "", "")),
    "bare-year-paper-name-space-before-period": (
        "Cesar E. 2016 “A Bank’s $10-Billion Slip“. The Weekly Yorker . Retrieved from: "
        "http://www.example.com/magazine/2016/08/29/slip",
        (["Cesar, E"], False, "A Bank’s $10-Billion Slip", "The Weekly Yorker", "", 2016, "", "", "", "")),
    "bare-year-working-paper": (
        "Lisk M. , Monte J.P 2005. “Forward trading in oligopoly” Working paper, Helsinki School of Economics",
        (["Lisk, M", "Monte, J.P"], False, "Forward trading in oligopoly", "", "Helsinki School of Economics", 2005,
         "", "", "", "")),
}


@pytest.mark.parametrize("name", sorted(STUDENT_MIXES))
def test_student_author_date_mixes(name):
    line, expected = STUDENT_MIXES[name]
    assert _read(line) == expected


def test_student_mix_guesses_are_marked():
    site = parse_reference_line(1, STUDENT_MIXES["bare-year-site-name-turned-quote"][0], "refs.docx")
    paper = parse_reference_line(1, STUDENT_MIXES["bare-year-working-paper"][0], "refs.docx")
    mla = parse_reference_line(1, STUDENT_MIXES["apa-head-mla-volume-dot-issue"][0], "refs.docx")
    assert (site.certainty["journal"].value, paper.certainty["publisher"].value,
            mla.certainty["issue"].value, mla.certainty["pages"].value) == ("guessed",) * 4



def test_a_given_name_and_initial_glued_to_the_family_name():
    entry = parse_reference_line(1, "[3] Carla B.Bellow, “Inside the mesh,” Mesh Press, 2010.", "refs.docx")
    assert (entry.authors, entry.title) == (["Carla B. Bellow"], "Inside the mesh")


def test_a_venue_in_lower_case_after_the_names_with_no_title():
    entry = parse_reference_line(
        1, "M. Zink, M. Wimmer, L. Lo, and A. J. Smolt. neural mesh processing systems, pages 2595-2603,2010.", "refs.docx")
    assert (entry.authors, entry.title, entry.journal, entry.pages, entry.year) == (
        ["M. Zink", "M. Wimmer", "L. Lo", "A. J. Smolt"], "", "neural mesh processing systems", "2595-2603", 2010)
    assert entry.certainty["journal"].value == "guessed"


# IEEE and Cite Them Right as citeproc renders them: double issues, theses, reports with a place, a meeting's
# place and publisher, editors parted by commas
RENDERED = {
    "ieee-double-issue": (
        "[19] S. Brim and L. Pago, “The anatomy of a mesh engine,” Comput Netw Mesh Syst, vol. 30, no. 1–7, "
        "pp. 107–117, 1998.",
        (["S. Brim", "L. Pago"], False, "The anatomy of a mesh engine", "Comput Netw Mesh Syst", "", 1998, "30", "1-7",
         "107-117", "")),
    "ieee-phd-thesis": (
        "[57] J. F. Nish, “Non-cooperative meshes,” PhD thesis, Princeton University, Princeton, NJ, 1950.",
        (["J. F. Nish"], False, "Non-cooperative meshes", "", "Princeton University", 1950, "", "", "", "")),
    "ieee-report-with-place": (
        "[59] A. Krizh, “Learning layers of tiny meshes,” University of Toronto, Toronto, Technical report, 2009.",
        (["A. Krizh"], False, "Learning layers of tiny meshes", "", "University of Toronto", 2009, "", "", "", "")),
    "ieee-meeting-place-publisher": (
        "[54] J. Dong, W. Deng, and L.-J. Lo, “MeshNet: a large mesh database,” in 2009 IEEE Conference on Computer "
        "Vision and Pattern Recognition, Miami, FL: IEEE, 2009, pp. 248–255.",
        (["J. Dong", "W. Deng", "L.-J. Lo"], False, "MeshNet: a large mesh database",
         "2009 IEEE Conference on Computer Vision and Pattern Recognition", "IEEE", 2009, "", "", "248-255", "")),
    "ieee-editors-parted-by-commas": (
        "[48] J. C. Plott, “Fast training of mesh machines,” in Advances in mesh methods, B. Scholl, C. J. C. Burke, "
        "and A. J. Smolt, Eds., Cambridge, MA: MIT Press, 1999, pp. 185–208.",
        (["J. C. Plott"], False, "Fast training of mesh machines", "Advances in mesh methods", "MIT Press", 1999, "",
         "", "185-208", "")),
    "cite-them-right-meeting-place-publisher": (
        "Hu, K. et al. (2016) “Residual meshes for image recognition,” Proceedings of the IEEE Conference on Computer "
        "Vision and Pattern Recognition (CVPR). Las Vegas, NV: IEEE, pp. 770–778.",
        (["Hu, K"], True, "Residual meshes for image recognition",
         "Proceedings of the IEEE Conference on Computer Vision and Pattern Recognition (CVPR)", "IEEE", 2016, "", "",
         "770-778", "")),
}


@pytest.mark.parametrize("name", sorted(RENDERED))
def test_ieee_and_cite_them_right_as_rendered(name):
    line, expected = RENDERED[name]
    assert _read(line) == expected


# Elsevier's Harvard with a group as (the last) author, and a web page's site after "[WWW Document]"
ELSEVIER_GROUPS = {
    "group-alone": (
        "MESH Project Consortium, 2012. An integrated map of mesh elements. Nature 489, 57–74.",
        (["MESH Project Consortium"], False, "An integrated map of mesh elements", "Nature", "", 2012, "489", "",
         "57-74", "")),
    "persons-then-group": (
        "Moor, D., Libby, A., Altmann, D.G., The MESHMA Group, 2009. Preferred items for mesh reviews. PLoS Med 6, "
        "e1000097.",
        (["Moor, D", "Libby, A", "Altmann, D.G", "The MESHMA Group"], False, "Preferred items for mesh reviews",
         "PLoS Med", "", 2009, "6", "", "e1000097", "")),
    "web-document-site": (
        "Snake Software Foundation, 2023. The Snake language reference [WWW Document]. Snake 3.12 documentation. URL "
        "https://docs.example.org/3.12/reference/ (accessed 3.1.24).",
        (["Snake Software Foundation"], False, "The Snake language reference", "Snake 3.12 documentation", "", 2023,
         "", "", "", "")),
}


@pytest.mark.parametrize("name", sorted(ELSEVIER_GROUPS))
def test_elsevier_harvard_groups_and_web_pages(name):
    line, expected = ELSEVIER_GROUPS[name]
    assert _read(line) == expected
