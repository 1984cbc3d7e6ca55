"""Issue 20 (held-out batches 27 and 28): Springer LNCS / Springer Nature lines and Word's Harvard
lines whose names no name reader takes, each field exact. Lines written for these tests."""
import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "publisher", "year", "volume", "issue", "pages", "entry_type")

LNCS = [
    ("Garcia, A., Okafor, P.T.: A field study of usability scores. Intl. Journal of Human–Computer "
     "Interaction 24(6), 574–594 (2008)",
     (["Garcia, A", "Okafor, P.T"], "A field study of usability scores", "Intl. Journal of Human–Computer Interaction",
      "", 2008, "24", "6", "574-594", "article")),
    ("\\bibitem{k} Kowal, M.: Planning with numbers: Domains and heuristics, vol.~4929. Springer (2008)",
     (["Kowal, M"], "Planning with numbers: Domains and heuristics", "", "Springer", 2008, "4929", "", "", "book")),
    ("Berg, V., Holm, A.: Planning in practice. In: Lutz, C., Thiel, M. (eds.) KI 2014: Advances in Artificial "
     "Intelligence, LNCS, vol. 8736, pp. 273–284. Springer, Cham (2014)",
     (["Berg, V", "Holm, A"], "Planning in practice", "KI 2014: Advances in Artificial Intelligence", "Springer", 2014,
      "8736", "", "273-284", "inproceedings")),
    ("Reyes, R.: The Lisp tradition today. In: Proceedings of the 2008 Symposium on Dynamic Languages. ACM (2008)",
     (["Reyes, R"], "The Lisp tradition today", "Proceedings of the 2008 Symposium on Dynamic Languages", "ACM", 2008,
      "", "", "", "inproceedings")),
    # CSL's rendering: ". pp." before the pages
    ("Nadeau, T., Frisch, B.: Residual nets for images. In: Proceedings of the IEEE Conference on Computer Vision. "
     "pp. 770–778. IEEE, Las Vegas, NV (2016).",
     (["Nadeau, T", "Frisch, B"], "Residual nets for images", "Proceedings of the IEEE Conference on Computer Vision",
      "IEEE", 2016, "", "", "770-778", "inproceedings")),
    ("Moreau, D., Ghali, M., Howe, A.: PDDL - a language for planning domains (1998)",
     (["Moreau, D", "Ghali, M", "Howe, A"], "PDDL - a language for planning domains", "", "", 1998, "", "", "",
      "misc")),
    ("Weber, J.: Theorie des Handelns. Suhrkamp, Frankfurt am Main (1981).",
     (["Weber, J"], "Theorie des Handelns", "", "Suhrkamp", 1981, "", "", "", "book")),
    ("ENCODE Project Consortium: An encyclopedia of genome elements. Nature 489(7414), 57–74 (2012)",
     (["ENCODE Project Consortium"], "An encyclopedia of genome elements", "Nature", "", 2012, "489", "7414", "57-74",
      "article")),
    ("周志华: 机器学习. 清华大学出版社, 北京 (2016).",
     (["周志华"], "机器学习", "", "清华大学出版社", 2016, "", "", "", "book")),
    ("Lindqvist, K.: Sensor fusion for small robots. Ph.D. thesis, University of Toronto (2009)",
     (["Lindqvist, K"], "Sensor fusion for small robots", "", "University of Toronto", 2009, "", "", "", "phdthesis")),
]

WORD_HARVARD = [
    ("Github, 2021. Email Spam Classifier. [Online] Available at: https://github.com/example/spam "
     "[Accessed 22 November 2021].",
     (["Github"], "Email Spam Classifier", "", "", 2021, "", "", "", "misc")),
    ("Tazmin, Fobia & Katerin, 2020. Neural networks for image spam. Journal of Filtering, 12(2), pp. 1-9.",
     (["Tazmin", "Fobia", "Katerin"], "Neural networks for image spam", "Journal of Filtering", "", 2020, "12", "2",
      "1-9", "article")),
    ("Bibi, A., Rasia & Samin, 2020. Scanning mail with learned models. Journal of Computers, 15(2), pp. 73-84.",
     (["Bibi, A", "Rasia", "Samin"], "Scanning mail with learned models", "Journal of Computers", "", 2020, "15", "2",
      "73-84", "article")),
    ("Gangar, Tushar & Jaidev, 2020. Learning to filter phishing. Artificial Intelligence Review, Volume 53, pp. 5019-5081.",
     (["Gangar", "Tushar", "Jaidev"], "Learning to filter phishing", "Artificial Intelligence Review", "", 2020, "53", "",
      "5019-5081", "article")),
]


@pytest.mark.parametrize("line, expected", LNCS + WORD_HARVARD)
def test_fields(line, expected):
    entry = parse_reference_line(1, line, "refs.txt")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, guessed", [
    (WORD_HARVARD[0][0], {"authors"}), (WORD_HARVARD[1][0], {"authors"}),
    ("Weber, J.: Theorie des Handelns. Suhrkamp, Frankfurt am Main (1981).", {"publisher"}),
    ("Moreau, D.: Planning, tools and tricks. ICAPS 2012 System Demonstration (2012)", {"journal"}),
])
def test_what_rests_on_a_guess_is_marked(line, guessed):
    entry = parse_reference_line(1, line, "refs.txt")
    assert {f for f in FIELDS if entry.certainty.get(f) == "guessed"} == guessed


def test_an_ieee_line_with_a_colon_after_the_names_and_a_quoted_title_is_left_to_its_reader():
    entry = parse_reference_line(1, "Goodwin, I., Pouget, J.: ‘Adversarial nets’, in ‘Advances in Neural Information "
                                    "Processing Systems’ (2014), pp. 2672–2680", "refs.txt")
    assert (entry.title, entry.journal, entry.pages) == (
        "Adversarial nets", "Advances in Neural Information Processing Systems", "2672-2680")


SCHOLAR_HARVARD = [
    # a conference paper: the month after the year, "In" the venue, its pages and publisher
    ("Salem, M. and Kariuki, N., 2016, March. Planning systems in universities: benefits and issues. In\xa0International "
     "Conference on Industrial Engineering, Kuala Lumpur\xa0(pp. 1935-1943). IEEE.",
     (["Salem, M", "Kariuki, N"], "Planning systems in universities: benefits and issues",
      "International Conference on Industrial Engineering, Kuala Lumpur", "IEEE", 2016, "", "", "1935-1943",
      "inproceedings")),
    ("Haddad, M. and Costa, A., 2020. Fused or Unfused? The Parable of ERP II.\xa0International Journal of Information "
     "Systems,\xa08(3), pp.48-64.",
     (["Haddad, M", "Costa, A"], "Fused or Unfused? The Parable of ERP II", "International Journal of Information Systems",
      "", 2020, "8", "3", "48-64", "article")),
    # an article online first: the journal alone, a guess
    ("Ilves, P., Kadir, G., Kaur, K. and Gare, S., 2022. Feature sets for home network intrusion detection.\xa0IEEE "
     "Transactions on Network and Service Management.",
     (["Ilves, P", "Kadir, G", "Kaur, K", "Gare, S"], "Feature sets for home network intrusion detection",
      "IEEE Transactions on Network and Service Management", "", 2022, "", "", "", "article")),
    ("Abbas, A.A. and Abdel Malik, A.A., 2015.\xa0Software as a service planning system\xa0(Doctoral dissertation, "
     "Khartoum University of Technology).",
     (["Abbas, A.A", "Abdel Malik, A.A"], "Software as a service planning system", "", "Khartoum University of Technology",
      2015, "", "", "", "phdthesis")),
    ("Sato, H. and Berg, K., 2011. Sensors and Signals. London: Harbour Books.",
     (["Sato, H", "Berg, K"], "Sensors and Signals", "", "Harbour Books", 2011, "", "", "", "book")),
]


@pytest.mark.parametrize("line, expected", SCHOLAR_HARVARD)
def test_google_scholar_harvard(line, expected):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_a_journal_named_alone_after_the_title_is_a_guess():
    entry = parse_reference_line(1, SCHOLAR_HARVARD[2][0], "thesis.docx")
    assert {f for f in FIELDS if entry.certainty.get(f) == "guessed"} == {"journal"}


@pytest.mark.parametrize("line, title, journal", [
    # Elsevier's Harvard (no "and"): a two-sentence title is left to its own reader
    ("Quinn, A.I., Mesa, C.R., 1995a. Quasi-stationary meshes. Part I: observational data. Journal of Climate. 8, 11, "
     "2659-2672.", "Quasi-stationary meshes. Part I: observational data", "Journal of Climate"),
    ("Hinton, G.E., 1977. Relaxation and its role in vision (PhD thesis). University of Edinburgh.",
     "Relaxation and its role in vision", ""),
])
def test_other_harvard_forms_are_left_to_their_readers(line, title, journal):
    entry = parse_reference_line(1, line, "refs.txt")
    assert (entry.title, entry.journal) == (title, journal)


ACM_BST = [
    ("\\bibitem{a} {\\sc Dorn, M., Tessier, A., and Lang, R.} \\newblock Online arithmetic for small controllers. "
     "\\newblock {\\em Mechatronics, IEEE/ASME Transactions on 4}, 2 (Jun 1999), 213--217.",
     (["Dorn, M", "Tessier, A", "Lang, R"], "Online arithmetic for small controllers",
      "Mechatronics, IEEE/ASME Transactions on", "", 1999, "4", "2", "213-217", "article")),
    ("\\bibitem{b} {\\sc Chow, J., and Weber, K.} \\newblock Offloading games to the edge. \\newblock In {\\em "
     "Proceedings of the 4th Workshop on Cellular Systems\\/} (New York, NY, USA, 2014), CellSys '14, ACM, pp.~21--26.",
     (["Chow, J", "Weber, K"], "Offloading games to the edge", "Proceedings of the 4th Workshop on Cellular Systems",
      "ACM", 2014, "", "", "21-26", "inproceedings")),
    ("\\bibitem{c} {\\sc Erdem, M.~D.} \\newblock Digit-serial arithmetic: a survey. \\newblock In {\\em 28th Annual "
     "Technical Symposium\\/} (1984), International Society for Optics and Photonics, pp.~86--93.",
     (["Erdem, M. D"], "Digit-serial arithmetic: a survey", "28th Annual Technical Symposium",
      "International Society for Optics and Photonics", 1984, "", "", "86-93", "inproceedings")),
]


@pytest.mark.parametrize("line, expected", ACM_BST)
def test_classic_acm_bst(line, expected):
    entry = parse_reference_line(1, line, "paper.bbl")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line", ["[10]: Mahon, MJ (2011). Vectors for transient expression. BioTechniques, 51(2), 119-126.",
                                  "10: Mahon, MJ (2011). Vectors for transient expression. BioTechniques, 51(2), 119-126."])
def test_an_entry_number_followed_by_a_colon_is_no_part_of_the_names(line):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert (entry.number, entry.authors, entry.title, entry.year) == (
        10, ["Mahon, MJ"], "Vectors for transient expression", 2011)


@pytest.mark.parametrize("line, field", [
    # a venue's own year read as the volume
    ("Fan, A., Lewis, M. and Dauphin, Y., (2018) Hierarchical story generation. ACL 2018 - 56th Annual Meeting of the "
     "Association for Computational Linguistics, Proceedings of the Conference, [online] 1, pp.889-898.", None),
    # a Chinese author read with a translator's word or a nationality mark: more than one name
    ("[4]（美）莫维里 （美）罗森费尔德 著 陈建勋 译. Web信息架构. 电子工业出版社.2008.", "authors"),
])
def test_a_value_that_does_not_look_like_its_field_is_guessed(line, field):
    entry = parse_reference_line(1, line, "thesis.docx")
    if field:
        assert entry.certainty.get(field) == "guessed"
    doubtful_volume = entry.volume and not entry.volume.isdigit()
    assert not doubtful_volume or entry.certainty.get("volume") == "guessed"
