"""What a line carries besides its reference (issue 20, held-out batches 41, 43, 48 and 51): a Markdown
quote's ">", the list's heading glued to the first entry ("1 参考文献：伏彦军.…"), the access note of
Wikipedia's BibTeX ("[Online; accessed 30-December-2019]"), and Japanese names parted by commas
without a space — each was read as part of a name or a title, and the name compared with the record's
would have called a real work's first author wrong."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, authors", [
    (">雷明堂. 云存储系统的架构[J]. 中国公共安全, 2016(5):83-87.", ["雷明堂"]),
    ("> Lind P, Okoro A, et al. Gull storage architecture[C]// International Conference on Gulls. 2012.", ["Lind, P", "Okoro, A"]),
    ("1 参考文献：伏彦明.多溴联苯醚代谢产物的合成研究[D].西北师范大学,2023.", ["伏彦明"]),
    ("[1] 伊達明,大川真一,滝田好美, “地表面の反射輝度を活用した自己位置推定” , 日本機械学会論文集,2014.", ["伊達明", "大川真一", "滝田好美"]),
])
def test_names_without_what_surrounds_them(line, authors):
    assert parse_reference_line(1, line, "x.md").authors == authors


@pytest.mark.parametrize("line, title", [
    ("Wikipedia contributors. Gull. https://en.wikipedia.org/wiki/Gull, 2019. [Online; accessed 30-December-2019].", "Gull"),
    ("Gull counting guide. http://example.org/gulls (2015) [Online; accessed 30-December-2019].", "Gull counting guide"),
    ("J. Smith. Gull counting guide, 2015. URL http://example.org/gulls. [Online; accessed 3 May 2019].", "Gull counting guide"),
])
def test_an_online_access_note_is_no_part_of_the_title(line, title):
    assert parse_reference_line(1, line, "x.txt").title == title


@pytest.mark.parametrize("line, expected", [
    # held-out batch 52: Google Scholar's MLA copied into Markdown with the title as a link — 135 fields lost
    ("1. Jürries, Florian, et al. [Targeted hydrolysis of gull eggs](https://iop.example.org/article/meta). Journal of "
     "Shore Physics D: Applied 56.41 (2023): 415004.",
     (["Jürries, Florian"], "Targeted hydrolysis of gull eggs", "Journal of Shore Physics D: Applied", "56", "41", "415004",
      "https://iop.example.org/article/meta")),
    ("Srikanth, Neha, and Rachel Rudinger. [Partial-input baselines for gulls](https://arxiv.org/abs/2205.12181). arXiv "
     "preprint arXiv:2205.12181 (2022).",
     (["Srikanth, Neha", "Rachel Rudinger"], "Partial-input baselines for gulls", "arXiv preprint arXiv:2205.12181", "", "", "",
      "https://arxiv.org/abs/2205.12181")),
    ("Smith, J. (2020). [Gull title](https://x.example.org/a). Journal of Gulls, 1, 2-3.",
     (["Smith, J."], "Gull title", "Journal of Gulls", "1", "", "2-3", "https://x.example.org/a")),
])
def test_a_markdown_link_in_the_line_reads_as_the_text_it_shows(line, expected):
    e = parse_reference_line(1, line, "x.md")
    assert (e.authors, e.title, e.journal, e.volume, e.issue, e.pages, e.url) == expected


@pytest.mark.parametrize("line, authors, title", [
    ('[^cf1]: Oremus, Will. "Who Controls Your Gull Feed." Slate Magazine. Slate.com, 03 Jan. 2016. Web. 08 Jan. 2017. '
     '<http://www.example.org/gulls.html>.', ["Oremus, Will"], "Who Controls Your Gull Feed"),
    ("**[LiOk19]** Lindqvist, P., & Okoro, A. (2019). Gull counts at dawn. Journal of Shore Birds, 12, 1-9.",
     ["Lindqvist, P.", "Okoro, A."], "Gull counts at dawn"),
])
def test_a_footnote_name_or_a_bold_label_is_no_name(line, authors, title):
    e = parse_reference_line(1, line, "x.md")
    assert (e.authors, e.title) == (authors, title)


@pytest.mark.parametrize("line, expected", [
    # held-out batch 52: French humanities lists, editors "(dir.)", given names of two words, "dans" before the journal
    ("LINDQVIST Irène (dir.), _Les goélands du roi : collectionner les oiseaux au XVIIIe siècle_, Paris, INHA, 2002.",
     (["LINDQVIST, Irène"], "Les goélands du roi : collectionner les oiseaux au XVIIIe siècle", "", "INHA", 2002)),
    ("OKORO Francesco Paolo, _Il secolo d’oro dei gabbiani: 1733-1838_, Rome, Campisano, 2016.",
     (["OKORO, Francesco"], "Il secolo d’oro dei gabbiani: 1733-1838", "", "Campisano", 2016)),
    ("MARROW Rita, « Les sternes entre Firenze et Roma : le “Museum Avium” », dans _Proporzioni_, 97, 2007, p. 145-160.",
     (["MARROW, Rita"], "Les sternes entre Firenze et Roma : le “Museum Avium”", "Proporzioni", "", 2007)),
])
def test_french_humanities_names_in_capitals_first(line, expected):
    e = parse_reference_line(1, line, "x.md")
    assert (e.authors, e.title, e.journal, e.publisher, e.year) == expected


def test_apa_volume_issue_and_pages_each_after_a_comma():
    # a Japanese thesis's APA: "The American Statistician, 32, 1, 17-22." — the issue was read as the pages
    e = parse_reference_line(1, "David C. Lind, Roy E. Okoro. (1978). _The hat matrix of gull counts_. The American "
                                "Statistician, 32, 1, 17-22.", "x.md")
    assert (e.journal, e.volume, e.issue, e.pages) == ("The American Statistician", "32", "1", "17-22")


@pytest.mark.parametrize("line, expected", [
    # held-out batch 52: Chicago's book in Markdown with the period inside the italics ("_Title._ Publisher, 2005.")
    ("Epstein, Charlotte. _The Power of Words about Gulls._ MIT Press, 2005.",
     (["Epstein, Charlotte"], "The Power of Words about Gulls", "MIT Press", 2005)),
    # and the French list whose italics close before the period reads as before
    ("FLICHY \\(Patrice\\). - _L'imaginaire des goélands_. Paris : La Découverte, 2001.",
     (["FLICHY, Patrice"], "L'imaginaire des goélands", "La Découverte", 2001)),
])
def test_a_title_in_underscores_with_its_period_inside(line, expected):
    e = parse_reference_line(1, line, "x.md")
    assert (e.authors, e.title, e.publisher, e.year) == expected


def test_iwa_year_bare_after_the_names():
    # held-out batch 53: a water-research manuscript in IWA Publishing's style — 65 fields lost
    e = parse_reference_line(1, "Abdalla, K. Z., & Hammam, G. 2014 Correlation between gull counts and tides in Egypt. "
                                "International Journal of Shore Research, 13(1), 42-48.", "x.docx")
    assert (e.authors, e.year, e.title, e.journal, e.volume, e.issue, e.pages) == (
        ["Abdalla, K. Z.", "Hammam, G."], 2014, "Correlation between gull counts and tides in Egypt",
        "International Journal of Shore Research", "13", "1", "42-48")


def test_a_bbl_in_portuguese_names_its_and_in_and_pages_in_portuguese():
    # held-out batch 55: babel's Portuguese ".bbl": "Chatzigeorgiou e Paris Avgeriou", "Em {\em Workshop}, p\'{a}ginas 55--62"
    e = parse_reference_line(1, r"\bibitem[AB13]{ab13} Esra Lind e Rami Okoro. \newblock Gullmtd: Using real options to "
                                r"count gulls. \newblock Em {\em Counting Gulls (CG), 2013 4th International Workshop on}, "
                                r"p\'{a}ginas 55--62. IEEE, 2013.", "tese.bbl")
    assert (e.authors, e.title, e.journal, e.publisher, e.pages, e.year) == (
        ["Esra Lind", "Rami Okoro"], "Gullmtd: Using real options to count gulls",
        "Counting Gulls (CG), 2013 4th International Workshop on", "IEEE", "55-62", 2013)


def test_google_scholars_publisher_after_the_journal_is_the_publisher():
    # held-out batch 55: abntex2's list copied from its PDF (the back-reference page at the end):
    # "Neuroscience & Biobehavioral Reviews, Elsevier, v. 44, p. 58–75, 2014. 32"
    e = parse_reference_line(1, "LIND, G.; OKORO, L. Measuring gull signals in pilots. Neuroscience & Gull Reviews, "
                                "Elsevier, v. 44, p. 58–75, 2014. 32", "x.docx")
    assert (e.journal, e.publisher, e.volume, e.pages, e.year) == ("Neuroscience & Gull Reviews", "Elsevier", "44", "58-75", 2014)


def test_zoteros_vancouver_for_an_internet_item_keeps_its_names():
    # held-out batch 55: "Names. Title [Internet]. Journal. 2017. pp. 80–86." was read as Word's ISO 690,
    # the journal's words taken for its authors
    e = parse_reference_line(1, "Carter S, Hartman Y, Holder S, Thijssen DH, Hopkins ND. Gull Behavior and Shore Risk "
                                "[Internet]. Exercise and Gull Sciences Reviews. 2017. pp. 80–86. doi:10.1249/jes.0000000000000106",
                             "x.docx")
    assert (e.authors[:2], e.title, e.journal, e.year, e.pages) == (
        ["Carter, S", "Hartman, Y"], "Gull Behavior and Shore Risk", "Exercise and Gull Sciences Reviews", 2017, "80-86")


@pytest.mark.parametrize("line, expected", [
    # held-out batch 53: GB/T's author–year system from a Chinese thesis, proceedings with their pages after a
    # comma or a period and no year of their own, a book with its publisher and no place
    ("Chu S, Narayanan S, Kuo C C J, et al. 2006.Where am I? Gull recognition for robots[C]//Multimedia and Expo, 2006 IEEE "
     "International Conference on. IEEE, 885-888.",
     ("Where am I? Gull recognition for robots", "Multimedia and Expo, 2006 IEEE International Conference on", "IEEE", 2006, "885-888")),
    ("Aytar Y, Vondrick C, Torralba A. 2016. Gullnet: Learning sound representations[C]//Advances in Neural Information "
     "Processing Systems. 892-900.",
     ("Gullnet: Learning sound representations", "Advances in Neural Information Processing Systems", "", 2016, "892-900")),
    ("Xu Y, Li W J, Lee K K. 2008.Intelligent wearable gull tags[M]. John Wiley & Sons.",
     ("Intelligent wearable gull tags", "", "John Wiley & Sons", 2008, "")),
])
def test_gbt_author_year_proceedings_and_books(line, expected):
    e = parse_reference_line(1, line, "x.docx")
    assert (e.title, e.journal, e.publisher, e.year, e.pages) == expected
