"""Issue 20 (held-out batches 29 and 30, task fixmix8): a statistics textbook's author–year list with
its section pointers, pasted from the PDF; Word's Harvard from reference managers; EndNote's GB/T-like
proceedings; small Chinese shapes. Each field exact; lines written for these tests in the shapes seen
in real lists."""
import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "publisher", "year", "volume", "issue", "pages", "entry_type")


def read(line):
    entry = parse_reference_line(1, line, "refs.md")
    return entry, tuple(getattr(entry, f) for f in FIELDS)


def guessed(entry):
    return {f for f in FIELDS if entry.certainty.get(f) == "guessed"}


# a textbook's list (Blackwell / Wiley author–year) with the book's section pointers at the end
POINTED = [
    ("Norberg, K. and Lauth, P. (1979) Short- term effects of low- dose aspirin after stroke. Eur. J. Neurol. Sci., "
     "12, 45- 52. [Ex 12.4]",
     (["Norberg, K", "Lauth, P"], "Short-term effects of low-dose aspirin after stroke", "Eur. J. Neurol. Sci.", "",
      1979, "12", "", "45-52", "article")),
    ("Harlow, P. R. (1983b) Why averages mislead. In Numbers at the Bedside (eds T. H. Crane and P. R. Harlow), "
     "London, Royal College Press, 14- 9. [3.2.1, 8.4]",
     (["Harlow, P. R"], "Why averages mislead", "Numbers at the Bedside", "Royal College Press", 1983, "", "", "14-9",
      "incollection")),
    ("Harlow, P. R. (1983c) Is the trial big enough? In Numbers at the Bedside (eds T. H. Crane and P. R. Harlow), "
     "Oxford: University Press, 30- 41. [Ans 7.2]",
     (["Harlow, P. R"], "Is the trial big enough?", "Numbers at the Bedside", "University Press", 1983, "", "", "30-41",
      "incollection")),
    ("Quist, A. B. C., Marr, D. E., Tolle, F. G., et al. (1977) Anaemia in workers exposed to solvents. Lancet, ii, "
     "512- 14. [9.1.3]",
     (["Quist, A. B. C", "Marr, D. E", "Tolle, F. G"], "Anaemia in workers exposed to solvents", "Lancet", "", 1977,
      "ii", "", "512-14", "article")),
    ("Anon (1941) Counting heads. Br. Med. J., 2, 877. [16.2]",
     ([], "Counting heads", "Br. Med. J.", "", 1941, "2", "", "877", "article")),
    ("Lind, S., Ovesen, T., Park, R. and Yule, E. (1988) Coffee and sleep. A cohort study of night workers. "
     "Lancet, i, 1201- 4. [5.3, 5.9.1]",
     (["Lind, S", "Ovesen, T", "Park, R", "Yule, E"], "Coffee and sleep. A cohort study of night workers", "Lancet",
      "", 1988, "i", "", "1201-4", "article")),
    ("Ferris, J. (1962) A scoring scheme for infants at birth, Paediatr. Res., 4, 110- 8. [2.4.4]",
     (["Ferris, J"], "A scoring scheme for infants at birth", "Paediatr. Res.", "", 1962, "4", "", "110-8", "article")),
    ("Wold, K. L. and Marsh, B. (1984) Methods in Field Epidemiology. Volume 2 - Cohorts and their follow- up, "
     "Geneva: WHO Press. [6.1, 6.8]",
     (["Wold, K. L", "Marsh, B"], "Methods in Field Epidemiology. Volume 2 - Cohorts and their follow-up", "",
      "WHO Press", 1984, "", "", "", "book")),
    ("Orme, T. and Vial, R. (1990) A census of errors in published trials. II. Methods (in preparation) [14.2]",
     (["Orme, T", "Vial, R"], "A census of errors in published trials. II. Methods", "", "", 1990, "", "", "",
      "unpublished")),
    ("Sato, H. (1986) Will the patient come back? Reminder letters tested. Community Med., 8, 201. [Ex 11.3]",
     (["Sato, H"], "Will the patient come back? Reminder letters tested", "Community Med.", "", 1986, "8", "", "201",
      "article")),
]


@pytest.mark.parametrize("line, expected", POINTED)
def test_textbook_pointed_list(line, expected):
    assert read(line)[1] == expected


def test_textbook_in_press_journal_is_guessed():
    entry, fields = read("Orme, T. and Vial, R. (1991) Teaching doctors to read tables. J. Roy. Statist. Soc., A. "
                         "(in press). [16.3.9]")
    assert fields[:5] == (["Orme, T", "Vial, R"], "Teaching doctors to read tables", "J. Roy. Statist. Soc., A", "", 1991)
    assert guessed(entry) == {"title", "journal"}


def test_textbook_pointers_are_no_field_and_sure_fields_stay_sure():
    entry, fields = read(POINTED[3][0])
    assert "9.1" not in entry.pages and guessed(entry) == set()


def test_textbook_pdf_hyphen_space_is_noted_as_a_guess():
    # the PDF's "Short- term": read as the hyphenated word, the title marked guessed (pdf repair's note)
    entry, fields = read(POINTED[0][0])
    assert fields[1] == "Short-term effects of low-dose aspirin after stroke" and "title" in guessed(entry)


# reference-manager Harvard in Word: "Names, (year) Title. Venue, [online] vol, pp.x–y. Available at: … [Accessed …]."
ONLINE = [
    ("Moreau, A., Lind, B., Otieno, C.’ D. and Park, E., (2020) Sparse Energy Models for Prose. Journal of Learning "
     "Systems, [online] 14, pp.1–29. Available at: https://example.org/v14/1.html. [Accessed 2 Oct. 2022].",
     (["Moreau, A", "Lind, B", "Otieno, C.’ D", "Park, E"], "Sparse Energy Models for Prose",
      "Journal of Learning Systems", "", 2020, "14", "", "1-29", "article")),
    ("Ito, K., Hale, M., Roy, P. wen and Sand, T., (2019) Rewarded Planning for Coherent Stories. NAACL HLT 2019 - "
     "2019 Conference of the North American Chapter of the Association for Computational Linguistics: Human Language "
     "Technologies - Proceedings of the Conference, [online] 1, pp.211–220. Available at: https://arxiv.org/abs/1900.00001v1 "
     "[Accessed 23 Oct. 2022].",
     (["Ito, K", "Hale, M", "Roy, P. wen", "Sand, T"], "Rewarded Planning for Coherent Stories",
      "NAACL HLT 2019 - 2019 Conference of the North American Chapter of the Association for Computational Linguistics: "
      "Human Language Technologies - Proceedings of the Conference", "", 2019, "1", "", "211-220", "inproceedings")),
    ("Kay, Z., Lu, H. and Wang, Q.R., (2021) Few-Shot Captions with a Small Decoder. [online] pp.51–60. Available at: "
     "https://arxiv.org/abs/2101.00002v2 [Accessed 25 Oct. 2022].",
     (["Kay, Z", "Lu, H", "Wang, Q.R"], "Few-Shot Captions with a Small Decoder", "", "", 2021, "", "", "51-60", "misc")),
    ("Dahl, U., Frey, V. and Choi, W., (2022) Can Readers Tell Machine Prose Apart? Sieve: A Tool for Marking Errors. "
     "[online] pp.700–714. Available at: https://arxiv.org/abs/2201.00003v1 [Accessed 23 Oct. 2022].",
     (["Dahl, U", "Frey, V", "Choi, W"], "Can Readers Tell Machine Prose Apart? Sieve: A Tool for Marking Errors", "", "",
      2022, "", "", "700-714", "misc")),
    ("Abe, S. and Li, X.-Y., (2018) Masked Pretraining of Translators. Advances in Neural Information Processing "
     "Systems, [online] 31. Available at: https://github.com/example/repo. [Accessed 25 Oct. 2022].",
     (["Abe, S", "Li, X.-Y"], "Masked Pretraining of Translators", "Advances in Neural Information Processing Systems",
      "", 2018, "31", "", "", "article")),
    ("Ruiz, G., Sato, T. and Nwosu, A., (2022) Outline Writing From Language Models. INLG 2022. [online] Available at: "
     "https://arxiv.org/abs/2206.00004 [Accessed 24 Aug. 2022].",
     (["Ruiz, G", "Sato, T", "Nwosu, A"], "Outline Writing From Language Models", "INLG 2022", "", 2022, "", "", "",
      "inproceedings")),
    ("de Vries, T. and Moss, A.M., (2021) How Many Examples is a Template Worth? NAACL-HLT 2021 - 2021 Conference of "
     "the North American Chapter of the Association for Computational Linguistics: Human Language Technologies, "
     "Proceedings of the Conference, [online] pp.300–311. Available at: https://arxiv.org/abs/2103.00005v2 "
     "[Accessed 23 Oct. 2022].",
     (["de Vries, T", "Moss, A.M"], "How Many Examples is a Template Worth?",
      "NAACL-HLT 2021 - 2021 Conference of the North American Chapter of the Association for Computational "
      "Linguistics: Human Language Technologies, Proceedings of the Conference", "", 2021, "", "", "300-311",
      "inproceedings")),
    ("Ono, K., Tan, X. and Liu, T.Y., (2019) Sequence Pretraining for Generation. 36th International Conference on "
     "Machine Learning, ICML 2019, [online] 2019-June, pp.5926–5936. Available at: https://arxiv.org/abs/1905.00006v5 "
     "[Accessed 25 Oct. 2022].",
     (["Ono, K", "Tan, X", "Liu, T.Y"], "Sequence Pretraining for Generation",
      "36th International Conference on Machine Learning, ICML 2019", "", 2019, "2019-June", "", "5926-5936",
      "inproceedings")),
]


@pytest.mark.parametrize("line, expected", ONLINE)
def test_online_harvard(line, expected):
    entry, fields = read(line)
    assert fields == expected and entry.url.startswith("http")


# Cite Them Right's web page with the site as its author
SITES = [
    ("En.wikipedia.org. (2019).\u00a0Minimax search. [online] Available at: https://en.wikipedia.org/wiki/Minimax "
     "[Accessed 28 Apr. 2019].", (["En.wikipedia.org"], "Minimax search", "", "", 2019, "", "", "", "misc")),
    ("Maths.example.ac.uk. (2020). Scoring tables for duplicate games. [online] Available at: "
     "http://maths.example.ac.uk/tables.htm [Accessed 29 Apr. 2020].",
     (["Maths.example.ac.uk"], "Scoring tables for duplicate games", "", "", 2020, "", "", "", "misc")),
    ("Docs.python.org. (n.d.). Sorting HOW TO. [online] Available at: https://docs.python.org/3/howto/sorting.html "
     "[Accessed 1 May 2021].", (["Docs.python.org"], "Sorting HOW TO", "", "", None, "", "", "", "misc")),
]


@pytest.mark.parametrize("line, expected", SITES)
def test_site_as_author(line, expected):
    assert read(line)[1] == expected


# EndNote's GB/T-like conference record with shifted fields: "; proceedings of the Venue, F, 2021 [C]. Publisher"
ENDNOTE_PROC = [
    ("[8]\tLiu Y, Ma K, Tang L. A forecasting method for motor scores in patients; proceedings of the ANNUAL "
     "MEETING OF CLINICAL NEUROLOGY, F, 2021 [C]. WILEY 111 RIVER ST, HOBOKEN 07030-5774, NJ USA.",
     (["Liu, Y", "Ma, K", "Tang, L"], "A forecasting method for motor scores in patients",
      "ANNUAL MEETING OF CLINICAL NEUROLOGY", "WILEY", 2021, "", "", "", "inproceedings"), {"publisher"}),
    ("[16]\tRuiz-Lopez A D, Tlaxca-Mora E, Tan S X-D. Forecasting chaotic signals with ANNs, ANFIS and SVMs; "
     "proceedings of the 2019 8th International Conference on Circuits and Systems (ICCS), F, 2019 [C]. IEEE.",
     (["Ruiz-Lopez, A D", "Tlaxca-Mora, E", "Tan, S X-D"], "Forecasting chaotic signals with ANNs, ANFIS and SVMs",
      "2019 8th International Conference on Circuits and Systems (ICCS)", "IEEE", 2019, "", "", "", "inproceedings"),
     set()),
    ("[27]\tZhou G, Shi Y, Hu H, et al. Grey model GM (1, n) for predicting faults in cables; proceedings of the IOP "
     "Conference Series: Earth and Environmental Science, F, 2020 [C]. IOP Publishing.",
     (["Zhou, G", "Shi, Y", "Hu, H"], "Grey model GM (1, n) for predicting faults in cables",
      "IOP Conference Series: Earth and Environmental Science", "IOP Publishing", 2020, "", "", "", "inproceedings"),
     set()),
]


@pytest.mark.parametrize("line, expected, guesses", ENDNOTE_PROC)
def test_endnote_proceedings(line, expected, guesses):
    entry, fields = read(line)
    assert fields == expected and guessed(entry) == guesses


def test_endnote_proceedings_et_al_is_truncation():
    assert read(ENDNOTE_PROC[2][0])[0].authors_truncated


# Scholar's Harvard: the place before the publisher is no part of its name
def test_scholar_harvard_place_before_publisher():
    line = ("Okafor, J.B., Bello, K.M. and Ade, E.A., 2021, November. A learned detector for medical sensor "
            "networks. In International Conference on Smart Systems (pp. 50-62). Cham: Springer International Publishing.")
    assert read(line)[1] == (["Okafor, J.B", "Bello, K.M", "Ade, E.A"], "A learned detector for medical sensor networks",
                             "International Conference on Smart Systems", "Springer International Publishing", 2021, "",
                             "", "50-62", "inproceedings")


# EndNote's Chinese numbered output: names glued with nothing between them; a thesis written with commas only
ENDNOTE_ZH = [
    ("[3].\t李小芬王大忠赵卫平, 大学生自主学习能力的调查与分析. 外语教学研究, 2006(02): 第31-38页.",
     (["李小芬王大忠赵卫平"], "大学生自主学习能力的调查与分析", "外语教学研究", "", 2006, "", "02", "31-38", "article"),
     {"authors"}),
    ("[7].\t王明, 假设检验中显著性水平的选择问题, 2015, 兰州财经学院.",
     (["王明"], "假设检验中显著性水平的选择问题", "", "兰州财经学院", 2015, "", "", "", "thesis"), set()),
    ("[9].\t刘一, 区域经济增长的空间计量分析, 2011，西北大学.",
     (["刘一"], "区域经济增长的空间计量分析", "", "西北大学", 2011, "", "", "", "thesis"), set()),
]


@pytest.mark.parametrize("line, expected, guesses", ENDNOTE_ZH)
def test_endnote_zh_glued_names_and_comma_thesis(line, expected, guesses):
    entry, fields = read(line)
    assert fields == expected and guessed(entry) == guesses


# APA 6's web document without an author: the title in the author's place
TITLE_FIRST = [
    ("Role of the Concierge in The Hotel Trade Essay. (2016). Retrieved from https://www.example.com/essays/concierge.php ",
     ([], "Role of the Concierge in The Hotel Trade Essay", "", "", 2016, "", "", "", "misc")),
    ("The Importance of Housekeeping in Tourism and Hospitality. (n.d.). Retrieved from http://www.example.org/housekeeping/ ",
     ([], "The Importance of Housekeeping in Tourism and Hospitality", "", "", None, "", "", "", "misc")),
    ("Guidelines for Safe Food Storage in Small Kitchens. (2019). Retrieved May 3, 2020, from https://example.gov/food",
     ([], "Guidelines for Safe Food Storage in Small Kitchens", "", "", 2019, "", "", "", "misc")),
]


@pytest.mark.parametrize("line, expected", TITLE_FIRST)
def test_apa_title_in_the_authors_place(line, expected):
    entry, fields = read(line)
    assert fields == expected and entry.url.startswith("http")


def test_apa_names_before_the_date_stay_names():
    assert read("Okoro, B., & Lund, T. K. (2015). Retrieved from https://example.org/a")[0].authors != []


# Harvard with "In:" before a conference and its publisher after it
IN_COLON = [
    ("Ruiz, S., Moss, P., Kalu, P. S. and Tahir, P., 2019. Burglary patterns through clustering.\u00a0In:\u00a02019 IEEE "
     "10th Annual Computing and Communication Workshop and Conference (CCWC). IEEE.",
     (["Ruiz, S", "Moss, P", "Kalu, P. S", "Tahir, P"], "Burglary patterns through clustering",
      "2019 IEEE 10th Annual Computing and Communication Workshop and Conference (CCWC)", "IEEE", 2019, "", "", "",
      "inproceedings")),
    ("Okafor, J.B. and Ade, E.A., 2019. Detecting faults in small grids. In: 2019 International Conference on Power "
     "Systems (ICPS). IEEE.",
     (["Okafor, J.B", "Ade, E.A"], "Detecting faults in small grids", "2019 International Conference on Power Systems (ICPS)",
      "IEEE", 2019, "", "", "", "inproceedings")),
]


@pytest.mark.parametrize("line, expected", IN_COLON)
def test_harvard_in_colon_venue_publisher(line, expected):
    assert read(line)[1] == expected


# a Chinese paper's heading pasted into the list: title, then the author with the affiliation in parentheses
HEADINGS = [
    ("[1] 数字经济背景下社区垃圾分类现状与对策研究  张晓明（大连外国语学院）",
     ([["张晓明"], "数字经济背景下社区垃圾分类现状与对策研究"])),
    ("[2] 乡村旅游发展中的生态补偿问题探析 李一 王二（某省农业大学 经济管理学院）",
     ([["李一", "王二"], "乡村旅游发展中的生态补偿问题探析"])),
    ("高校图书馆数字资源建设路径研究 陈明(某某师范大学)",
     ([["陈明"], "高校图书馆数字资源建设路径研究"])),
]


@pytest.mark.parametrize("line, expected", HEADINGS)
def test_zh_heading_title_author_affiliation(line, expected):
    entry, _ = read(line)
    assert [entry.authors, entry.title] == expected and guessed(entry) == {"authors"} and entry.year is None


def test_gbt_drops_dblp_homonym_numbers():
    entry, _ = read("\t[3]Ana Lopes,Wei Wang 0002,Greg Hart,Jon Dee. Efficient Estimation of Word Meanings in Vector "
                    "Space[J]. CoRR,2014,abs/1401.0001.")
    assert entry.authors == ["Ana Lopes", "Wei Wang", "Greg Hart", "Jon Dee"]


# one author written given name first, then plainnat's "In Venue, pages x–y. Publisher, Year."
SINGLE_GIVEN = [
    ("Karl Obermeier. Batch fitted value iteration–early results with a sample efficient learner. In Machine "
     "Learning: ECML 2006 , pages 101–112. Springer, 2006.",
     (["Karl Obermeier"], "Batch fitted value iteration–early results with a sample efficient learner",
      "Machine Learning: ECML 2006", "Springer", 2006, "", "", "101-112", "incollection")),
    ("Ada Lovelace. Notes on engines. In Proceedings of the Workshop on Engines, pages 1–9, 2019.",
     (["Ada Lovelace"], "Notes on engines", "Proceedings of the Workshop on Engines", "", 2019, "", "", "1-9",
      "inproceedings")),
]


@pytest.mark.parametrize("line, expected", SINGLE_GIVEN)
def test_single_given_first_name_before_plainnat_rest(line, expected):
    assert read(line)[1] == expected


# IEEE Xplore's citation text: names parted by ";", the page range written "pp.first,last"
XPLORE = [
    ('7.Okoro, B.; Wei Zhang; Ana Lima; Jon Park, "Hiding routes in location-based services," INFOCOM, 2015 '
     'Proceedings IEEE , vol., no., pp.301,309, April 26 2015-May 1 2015.',
     (["Okoro, B", "Wei Zhang", "Ana Lima", "Jon Park"], "Hiding routes in location-based services",
      "INFOCOM, 2015 Proceedings IEEE", "", 2015, "", "", "301-309", "article")),
    ('Wang, X.; Li Ming, "Private queries over road networks," Computers, IEEE Transactions on , vol.64, no.3, '
     'pp.700,712, March 1 2015',
     (["Wang, X", "Li Ming"], "Private queries over road networks", "Computers, IEEE Transactions on", "", 2015, "64",
      "3", "700-712", "article")),
]


@pytest.mark.parametrize("line, expected", XPLORE)
def test_ieee_xplore_citation_text(line, expected):
    assert read(line)[1] == expected


# a GB/T title with ".NET" in it: the word's own dot parts neither the names nor a second author
DOTNET = [
    ("李进. 基于.Net的高校实验室预约系统的设计与实现[D].电子科技大学,2016.",
     (["李进"], "基于.Net的高校实验室预约系统的设计与实现", "", "电子科技大学", 2016, "", "", "", "thesis")),
    ("陈红.基于.NET三层架构的高校教务管理系统的设计与实现[J].某某师范学院学报,2015,36(03):41-44.DOI:10.13877/j.cnki.x.2015.03.001.",
     (["陈红"], "基于.NET三层架构的高校教务管理系统的设计与实现", "某某师范学院学报", "", 2015, "36", "03", "41-44", "article")),
    ("张三,李四.基于.NET的图书管理系统研究[J].计算机时代,2012(5):20-22.",
     (["张三", "李四"], "基于.NET的图书管理系统研究", "计算机时代", "", 2012, "", "5", "20-22", "article")),
]


@pytest.mark.parametrize("line, expected", DOTNET)
def test_gbt_title_with_dotnet(line, expected):
    entry, fields = read(line)
    assert fields == expected and guessed(entry) == set()


def test_gbt_dotted_minority_name_still_read():
    entry, fields = read("彭和,图尔贡.麦提萨比尔,周凤.某某地区调查研究[J].某某学报,2014,3(4):1-2.")
    assert entry.authors == ["彭和", "图尔贡.麦提萨比尔", "周凤"] and entry.title == "某某地区调查研究"
