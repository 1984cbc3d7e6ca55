"""Reference-list lines of the shapes the held-out measurement of issue 20 found read wrong, one
table per class of shape, each across the styles that write it. Every line is written for this
test (the people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line


def read(line: str, fields: tuple[str, ...]) -> dict:
    entry = parse_reference_line(1, line, "refs.docx")
    return {f: getattr(entry, f) for f in fields}


def table(cases: dict, fields: tuple[str, ...]):
    return pytest.mark.parametrize("line, expected", [
        pytest.param(line, dict(zip(fields, values)), id=name) for name, (line, values) in cases.items()])


# --- "Journal,YYYY;vol(issue):pages" written without spaces (Chinese theses' English references) --
COMPACT_FIELDS = ("journal", "year", "volume", "issue", "pages")
COMPACT = {
    "gbt-semicolon": ("[1] Okafor NC, Brandt M. Salt intake and stroke in older adults[J]. "
                      "Lancet,2019;393(10181):1-9.", ("Lancet", 2019, "393", "10181", "1-9")),
    "gbt-fullwidth": ("[2] 王明, 李红. 盐摄入与卒中[J]. 中华医学杂志，2019；99(3)：201-205.",
                      ("中华医学杂志", 2019, "99", "3", "201-205")),
    "gbt-year-colon-volume": ("[3] Okafor N, Brandt M. Salt and stroke[J]. Stroke Journal, "
                              "2006:32(12):971-987.", ("Stroke Journal", 2006, "32", "12", "971-987")),
    "vancouver-comma-year": ("4. Okafor NC, Brandt M. Salt intake and stroke. Lancet,2019;393(10181):1-9.",
                             ("Lancet", 2019, "393", "10181", "1-9")),
    "vancouver-no-issue": ("[5] Lindqvist P, Moreau A. Exercise and heart rate. N Engl J Med,2021;384:101-110.",
                           ("N Engl J Med", 2021, "384", "", "101-110")),
}


@table(COMPACT, COMPACT_FIELDS)
def test_journal_year_volume_written_without_spaces(line, expected):
    assert read(line, COMPACT_FIELDS) == expected


# --- pages: any dash, spaced or not, letters before the number, a Chinese continuation ---------
PAGES = {
    "vancouver-hyphen-u2010": ("Okafor NC. Salt and liver. Hepatology 2019;17:158\u2010164.", "158-164"),   # a typeset hyphen
    "vancouver-article-number": ("Okafor NC. Salt and liver. Cochrane Database Syst Rev 2010;9:CD008148.",
                                 "CD008148"),
    "vancouver-e-page": ("Okafor NC. Salt and liver. Am J Obstet Gynecol 2008;198:283.e1–8.", "283.e1–8"),
    "gbt-plus": ("[6] 王明, 李红. 盐摄入与卒中[J]. 中华医学杂志, 2019, 36(01):91-93+98.", "91-93+98"),
    "gbt-tilde-math": ("[7] Okafor N. Salt in code reviews[C]. Proceedings of the 9th Conference on "
                       "Code, 2015: 276∼284.", "276-284"),
    "elsevier-spaced-dash": ("Okafor, N., Brandt, M., 2019. Salt intake and liver disease. J. Hepatol. "
                             "12 (3), 498 – 514 .", "498-514"),
}


@pytest.mark.parametrize("line, pages", [pytest.param(*case, id=name) for name, case in PAGES.items()])
def test_pages_in_every_written_form(line, pages):
    assert parse_reference_line(1, line, "refs.docx").pages == pages


# --- APA 7: a journal without volume, group authors, abbreviations inside the title ----------
APA_FIELDS = ("authors", "year", "title", "journal", "publisher", "entry_type")
APA = {
    "journal-without-volume": (
        "Okafor, N. C., & Brandt, M. (2020). Salt intake in older adults. Journal of Hypertension. "
        "https://doi.org/10.1097/HJH.2",
        (["Okafor, N. C.", "Brandt, M."], 2020, "Salt intake in older adults", "Journal of Hypertension",
         "", "article")),
    "book-publisher": (
        "Okafor, N. C. (2018). Renal physiology for clinicians. Oxford University Press.",
        (["Okafor, N. C."], 2018, "Renal physiology for clinicians", "", "Oxford University Press", "book")),
    "group-author-report": (
        "World Health Organization. (2020). Global report on salt intake. World Health Organization.",
        (["World Health Organization"], 2020, "Global report on salt intake", "",
         "World Health Organization", "book")),
    "title-with-vs": (
        "Okafor, N. C., & Brandt, M. (2020). Metformin vs. insulin in pregnancy: A randomized trial. "
        "Diabetes Care, 43(2), 101–109.",
        (["Okafor, N. C.", "Brandt, M."], 2020, "Metformin vs. insulin in pregnancy: A randomized trial",
         "Diabetes Care", "", "article")),
    "title-with-dr-and-st": (
        "Okafor, N. C. (2019). Dr. Lindqvist and the St. Louis cohort. Journal of Cohorts, 4, 1-9.",
        (["Okafor, N. C."], 2019, "Dr. Lindqvist and the St. Louis cohort", "Journal of Cohorts", "",
         "article")),
    "title-with-e-g": (
        "Brandt, M. (2021). Small signals, e.g. heart rate, in sleep staging. Sleep Research, 7(1), 3-9.",
        (["Brandt, M."], 2021, "Small signals, e.g. heart rate, in sleep staging", "Sleep Research", "",
         "article")),
}


@table(APA, APA_FIELDS)
def test_apa_lines(line, expected):
    assert read(line, APA_FIELDS) == expected


def test_a_journal_told_from_a_publisher_by_its_name_is_guessed():
    entry = parse_reference_line(1, APA["journal-without-volume"][0], "refs.docx")
    assert entry.certainty["journal"] == Certainty.GUESSED
    assert entry.certainty["title"] == Certainty.STYLE
    assert any("journal without volume" in note for note in entry.notes)


# --- author lists: "and" inside no name, organisations whole, initials of every alphabet ------
NAMES = {
    "full-names-two-with-and": (
        "Edward Okafor and Kwok M. Brandt. Sleep in intensive care. Intensive Care Med, 38(2):201–210, 2012.",
        ["Edward Okafor", "Kwok M. Brandt"]),
    "vancouver-and-before-last": (
        "Okafor E, and Brandt KM. Sleep in intensive care. Intensive Care Med. 2012;38(2):201-10.",
        ["Okafor, E", "Brandt, KM"]),
    "apa-and-before-last": (
        "Okafor, E., and Brandt, K. M. (2012). Sleep in intensive care. Intensive Care Medicine, 38(2), 201–210.",
        ["Okafor, E.", "Brandt, K. M."]),
    "vancouver-organisation-with-and": (
        "National Institute for Health and Care Excellence. Hypertension in pregnancy (NG133). 2019. "
        "https://www.nice.org.uk/guidance/ng133", ["National Institute for Health and Care Excellence"]),
    "apa-organisation-with-and": (
        "Department of Health and Social Care. (2021). Salt reduction targets. https://www.gov.uk/salt",
        ["Department of Health and Social Care"]),
    "gbt-company-suffix": (
        "Aragon Software Group, Inc. Code search for teams[EB/OL]. [2016-01-05]. http://www.example.com/.",
        ["Aragon Software Group, Inc."]),
    "apa-non-ascii-initials": (
        "Okafor, N. C., Brandt, M., & Ölund, Å. (2019). Salt intake. Nutrients, 11(2), 1-9.",
        ["Okafor, N. C.", "Brandt, M.", "Ölund, Å."]),
    "apa-glued-non-ascii-initials": (
        "Arik, S.Ö., & Brandt, T. (2019). Tabular learning. ArXiv, abs/1908.07442.",
        ["Arik, S.Ö.", "Brandt, T."]),
    "apa-two-word-family-names": (
        "Chandra Okafor, R., Kumar Brandt, A., & Dutta, M. K. Vessel segmentation. Biomedical Signal "
        "Processing and Control, 2024, 94: 106273.",
        ["Chandra Okafor, R", "Kumar Brandt, A", "Dutta, M. K"]),
    "gbt-given-first-initials": (
        "S V. Okafor, G R. Brandt. User behavior in online networks[J]. Transportation Research Record. "
        "2007, 2029(1): 31-38.", ["S V. Okafor", "G R. Brandt"]),
    "gbt-given-first-mixed": (
        "T Okafor, S D. Brandt, A Lindqvist. Marginal cost pricing[J]. Transportation Research Part B. "
        "2018, 110: 104-121.", ["T Okafor", "S D. Brandt", "A Lindqvist"]),
    "gbt-family-first-title-with-comma": (
        "OKAFOR N C, BRANDT M. Salt, sugar and stroke[J]. Stroke, 2019, 50(3): 1-9.",
        ["OKAFOR, N C", "BRANDT, M"]),
    "gbt-chinese-names-etal": (
        "[8] 张三, 李四, 王五, 等. 高血压患者盐摄入研究[J]. 中华医学杂志, 2019, 99(3): 201-205.",
        ["张三", "李四", "王五"]),
}


@pytest.mark.parametrize("line, authors", [pytest.param(*case, id=name) for name, case in NAMES.items()])
def test_author_lists(line, authors):
    assert parse_reference_line(1, line, "refs.docx").authors == authors


def test_titles_after_given_first_names_are_whole():
    entry = parse_reference_line(1, NAMES["gbt-given-first-mixed"][0], "refs.docx")
    assert entry.title == "Marginal cost pricing"


# --- numbers marked by words (Elsevier / IEEE / Harvard-like), journals abbreviated with periods --
MARKED_FIELDS = ("authors", "title", "journal", "volume", "issue", "pages", "year")
MARKED = {
    "ieee-quoted-no-year-spaced-dash": (
        'N. Okafor, M. Brandt, "Salt intake and liver disease," J. Hepatol., vol. 12, no. 3, pp. 498– 514 .',
        (["N. Okafor", "M. Brandt"], "Salt intake and liver disease", "J. Hepatol", "12", "3", "498-514", None)),
    "elsevier-unquoted": (
        "N. Okafor, M. Brandt, Salt intake and liver disease, J. Hepatol., vol. 12, no. 3, pp. 498 – 514, 2019.",
        (["N. Okafor", "M. Brandt"], "Salt intake and liver disease", "J. Hepatol", "12", "3", "498-514", 2019)),
    "elsevier-unquoted-title-with-comma": (
        "N. Okafor and M. Brandt, Salt intake, fibrosis and liver disease, Journal of Hepatology, vol. 12, "
        "pp. 498–514, 2019.",
        (["N. Okafor", "M. Brandt"], "Salt intake, fibrosis and liver disease", "Journal of Hepatology", "12",
         "", "498-514", 2019)),
    "vancouver-marked": (
        "Okafor N, Brandt M. Salt intake and liver disease. J. Hepatol., vol. 12, no. 3, pp. 498– 514, 2019.",
        (["Okafor, N", "Brandt, M"], "Salt intake and liver disease", "J. Hepatol", "12", "3", "498-514", 2019)),
    "vancouver-abbreviated-journal": (
        "Okafor N, Brandt M. Salt intake and liver disease. J. Hepatol. 2019;12(3):498-514.",
        (["Okafor, N", "Brandt, M"], "Salt intake and liver disease", "J. Hepatol", "12", "3", "498-514", 2019)),
    "apa-marked": (
        "Okafor, N., Brandt, M. (2019). Salt intake and liver disease. J. Hepatol., vol. 12, no. 3, pp. 498–514.",
        (["Okafor, N.", "Brandt, M."], "Salt intake and liver disease", "J. Hepatol", "12", "3", "498-514", 2019)),
    "harvard-elsevier-spaced": (
        "Okafor, N., Brandt, M., 2019. Salt intake and liver disease. J. Hepatol. 12 (3), 498 – 514 .",
        (["Okafor, N", "Brandt, M"], "Salt intake and liver disease", "J. Hepatol", "12", "3", "498-514", 2019)),
    "lncs-colon-after-authors": (
        "Okafor, N., Brandt, M.: Salt intake and liver disease. J. Hepatol. 12(3), 498–514 (2019)",
        (["Okafor, N", "Brandt, M"], "Salt intake and liver disease", "J. Hepatol", "12", "3", "498-514", 2019)),
    "natbib-journal-numbered-by-years": (   # "journal, volume, pages, year": the volume is "2017"
        "Okafor C.A., Brandt L.A. Serotonin genes in mice and humans. Neurol. Res. Int., 2017, 1--14, 2017.",
        (["Okafor, C.A", "Brandt, L.A"], "Serotonin genes in mice and humans", "Neurol. Res. Int", "2017", "",
         "1-14", 2017)),
    "journal-year-volume-pages": (
        "Okafor C.A., Brandt L.A. Serotonin genes in mice. Neurosci. Lett., 2024, 657: 120007.",
        (["Okafor, C.A", "Brandt, L.A"], "Serotonin genes in mice", "Neurosci. Lett", "657", "", "120007", 2024)),
}


@table(MARKED, MARKED_FIELDS)
def test_numbers_marked_by_words_and_abbreviated_journals(line, expected):
    assert read(line, MARKED_FIELDS) == expected


def test_a_title_told_from_its_journal_by_a_comma_is_guessed():
    entry = parse_reference_line(1, MARKED["elsevier-unquoted"][0], "refs.docx")
    assert (entry.certainty["title"], entry.certainty["journal"]) == (Certainty.GUESSED, Certainty.GUESSED)
    assert entry.certainty["volume"] == Certainty.STYLE
    assert entry.notes == ["title and journal told apart by the last comma before the volume: "
                           "check how this line was read"]


# --- books, chapters, theses, conference papers -----------------------------------------------
CONTAINER_FIELDS = ("entry_type", "title", "journal", "publisher", "pages", "year")
CONTAINERS = {
    "natbib-book-publisher-year": (
        "Okafor T.B., Brandt W.S. Neuroanatomy of C. elegans for computation. CRC Press, 1992.",
        ("book", "Neuroanatomy of C. elegans for computation", "", "CRC Press", "", 1992)),
    "natbib-book-publisher-place-year": (
        "Okafor H. Information theory and likelihood. Springer, New York, NY, 1998.",
        ("book", "Information theory and likelihood", "", "Springer", "", 1998)),
    "bibtex-phd-thesis": (
        "H. Okafor. Control of remote spin registers. PhD thesis, Delft University of Technology, 2014.",
        ("thesis", "Control of remote spin registers", "", "Delft University of Technology", "", 2014)),
    "dissertation-medium": (
        "Okafor N. Salt intake in software[Dissertation]. University of Delaware, 2010.",
        ("thesis", "Salt intake in software", "", "University of Delaware", "", 2010)),
    "vancouver-dissertation-place": (
        "Okafor N. Salt intake in software [dissertation]. Newark (DE): University of Delaware; 2010.",
        ("thesis", "Salt intake in software", "", "University of Delaware", "", 2010)),
    "lncs-proceedings": (
        "Okafor, N., Brandt, M.: Salt intake and liver disease. In: Proceedings of the 3rd Conference on "
        "Liver Care, pp. 498–514. Springer, Berlin (2019)",
        ("inproceedings", "Salt intake and liver disease", "Proceedings of the 3rd Conference on Liver Care",
         "Springer", "498-514", 2019)),
    "lncs-book": (
        "Okafor, N.: Liver Care, 2nd edn. Springer, Berlin (2019)",
        ("book", "Liver Care", "", "Springer", "", 2019)),      # the edition is no part of the title
    "apa-proceedings-two-parentheses": (
        "Vaswani, A., Shazeer, N., & Parmar, N. (2017). Attention is all you need. In Advances in Neural "
        "Information Processing Systems (NeurIPS 2017) (pp. 5998–6008).",
        ("inproceedings", "Attention is all you need",
         "Advances in Neural Information Processing Systems (NeurIPS 2017)", "", "5998-6008", 2017)),
    "apa-proceedings-pages-without-pp": (
        "Okafor, M., & Brandt, J. (2019). Grounded instructions for everyday tasks. 2020 IEEE/CVF "
        "Conference on Computer Vision and Pattern Recognition (CVPR), 10737-10746.",
        ("inproceedings", "Grounded instructions for everyday tasks",
         "2020 IEEE/CVF Conference on Computer Vision and Pattern Recognition (CVPR)", "", "10737-10746", 2019)),
    "bibtex-proceedings-pages-publisher": (
        "Ada Okafor, Mia Brandt, and Jon Lee. Measuring contribution from repository data. In Proceedings "
        "of the 2008 working conference on Mining software repositories, pages 129–132.ACM, 2008.",
        ("inproceedings", "Measuring contribution from repository data",
         "Proceedings of the 2008 working conference on Mining software repositories", "ACM", "129-132", 2008)),
    "bibtex-ieee-booktitle-with-year": (
        "Ada Okafor and Mia Brandt. Impact analysis by mining repositories. In Software Metrics, 2005. "
        "11th IEEE International Symposium, pages 9–17. IEEE, 2005.",
        ("inproceedings", "Impact analysis by mining repositories",
         "Software Metrics, 2005. 11th IEEE International Symposium", "IEEE", "9-17", 2005)),
    "springer-chapter-eds": (
        "Okafor N, Brandt M (2019) Salt and kidneys. In: Lindqvist P, Moreau A (eds) Handbook of Renal "
        "Care. Springer, Berlin, pp 45–67",
        ("incollection", "Salt and kidneys", "Handbook of Renal Care", "Springer", "45-67", 2019)),
    "vancouver-chapter-etal-eds": (
        "Okafor HC, Brandt DJ, Lee AM, et al. Surrogate outcomes. In: Guyatt G, Rennie D, Meade MO, et al., "
        "eds. Guides to the medical literature: A manual for practice, 3rd ed. New York, NY: : McGraw-Hill "
        "Education 2015.",
        ("incollection", "Surrogate outcomes", "Guides to the medical literature: A manual for practice",
         "McGraw-Hill Education", "", 2015)),
}


@table(CONTAINERS, CONTAINER_FIELDS)
def test_books_chapters_theses_and_conference_papers(line, expected):
    assert read(line, CONTAINER_FIELDS) == expected


# --- GB/T 7714: books, proceedings, theses, reports, online sources; Chinese and English -------
GBT_FIELDS = ("authors", "entry_type", "title", "journal", "publisher", "year", "volume", "pages")
GBT = {
    "m-place-publisher": ("[1] 张三, 李四. 临床流行病学[M]. 北京: 人民卫生出版社, 2018.",
                          (["张三", "李四"], "book", "临床流行病学", "", "人民卫生出版社", 2018, "", "")),
    "m-no-spaces-period-before-year": ("[2] 明日科技.Java从入门到精通[M].北京:清华大学出版社.2016",
                                       (["明日科技"], "book", "Java从入门到精通", "", "清华大学出版社", 2016, "", "")),
    "m-chinese-edition": ("[3] 张三. 临床流行病学[M]. 3版. 北京：人民卫生出版社，2018: 12-15.",
                          (["张三"], "book", "临床流行病学", "", "人民卫生出版社", 2018, "", "12-15")),
    "m-english-edition-no-place": (
        "[4] Okafor N, Brandt M. Forecasting: principles and practice[M/OL]. 3rd ed. OTexts, 2021.",
        (["Okafor, N", "Brandt, M"], "book", "Forecasting: principles and practice", "", "OTexts", 2021, "", "")),
    "m-place-with-comma": (
        "[5] Okafor N, Brandt M. Introduction to linear optimization[M]. Belmont, MA: Athena Scientific, 1997.",
        (["Okafor, N", "Brandt, M"], "book", "Introduction to linear optimization", "", "Athena Scientific",
         1997, "", "")),
    "c-proceedings-publisher-after-sentence": (
        "[6] Okafor N. Gaze estimation[C]//Sixth IEEE Workshop on Vision, 2002. Proceedings. IEEE, 2002: 191-195.",
        (["Okafor, N"], "inproceedings", "Gaze estimation", "Sixth IEEE Workshop on Vision, 2002", "IEEE", 2002,
         "", "191-195")),
    "c-publisher-year-volume-pages": (
        "[7] Okafor N, Brandt M. Sparse visual mapping[C]//2006 IEEE Conference on Computer Vision (CVPR'06). "
        "IEEE, 2006, 1: 230-237.",
        (["Okafor, N", "Brandt, M"], "inproceedings", "Sparse visual mapping",
         "2006 IEEE Conference on Computer Vision (CVPR'06)", "IEEE", 2006, "1", "230-237")),
    "c-without-slashes-container-with-commas": (
        "[8] Okafor N, Brandt M. Word similarity database[C]. In proceedings of the 2014 Week - IEEE Conference "
        "on Maintenance, Reengineering, and Reverse Engineering, 2014:44-53.",
        (["Okafor, N", "Brandt, M"], "inproceedings", "Word similarity database",
         "proceedings of the 2014 Week - IEEE Conference on Maintenance, Reengineering, and Reverse Engineering",
         "", 2014, "", "44-53")),
    "c-chinese-editor-before-proceedings": (
        "[9] 张三, 李四. 盐摄入与卒中[C]//王五. 中华医学会第十次全国会议论文集. 北京: 中华医学会, 2019: 12-15.",
        (["张三", "李四"], "inproceedings", "盐摄入与卒中", "中华医学会第十次全国会议论文集", "中华医学会", 2019, "",
         "12-15")),
    "j-online-first-no-year": ("[10] 钱玲飞,马静. 大数据课程建设研究[J/OL].情报理论与实践:1-9.",
                               (["钱玲飞", "马静"], "article", "大数据课程建设研究", "情报理论与实践", "", None, "", "1-9")),
    "d-glued-latin-author": (
        "[11] ZoyaAli.Designing object oriented software within frameworks[D]. Ohio State University,2011",
        (["ZoyaAli"], "thesis", "Designing object oriented software within frameworks", "",
         "Ohio State University", 2011, "", "")),
    "d-chinese": ("[12] 张三. 高血压患者盐摄入研究[D]. 北京: 北京大学, 2019.",
                  (["张三"], "thesis", "高血压患者盐摄入研究", "", "北京大学", 2019, "", "")),
    "r-english": ("[13] Okafor N, Brandt M. Salt intake report[R]. Geneva: World Health Organization, 2020.",
                  (["Okafor, N", "Brandt, M"], "report", "Salt intake report", "", "World Health Organization",
                   2020, "", "")),
    "eb-ol-access-date-is-no-year": (
        "[14] 国家统计局. 中国统计年鉴[EB/OL]. [2023-05-01]. http://www.stats.gov.cn/.",
        (["国家统计局"], "online", "中国统计年鉴", "", "", None, "", "")),
    "vancouver-in-proceedings-year-colon-pages": (
        "[15] Okafor N, Brandt M, Lee J, et al. Word relations in software. In proceedings of the 16th IEEE "
        "International Conference on Program Comprehension, 2008:123-132.",
        (["Okafor, N", "Brandt, M", "Lee, J"], "inproceedings", "Word relations in software",
         "proceedings of the 16th IEEE International Conference on Program Comprehension", "", 2008, "",
         "123-132")),
}


@table(GBT, GBT_FIELDS)
def test_gbt_lines_of_every_type(line, expected):
    assert read(line, GBT_FIELDS) == expected


# --- works without persons as authors: organisations, titles first, web pages and access dates --
WEB_FIELDS = ("authors", "entry_type", "title", "journal", "publisher", "year", "url")
WEB = {
    "vancouver-organisation-internet": (
        "World Health Organization. Salt reduction [Internet]. Geneva: WHO; 2020 [cited 2023 May 1]. "
        "Available from: https://www.who.int/salt",
        (["World Health Organization"], "book", "Salt reduction", "", "WHO", 2020, "https://www.who.int/salt")),
    "vancouver-title-first-internet": (
        "Trauma life support manual [Internet]. 10th ed. Chicago: American College of Surgeons; 2018 "
        "[cited 2024 Sep 22]. Available from: https://example.org/atls.pdf",
        ([], "book", "Trauma life support manual", "", "American College of Surgeons", 2018,
         "https://example.org/atls.pdf")),
    "vancouver-title-only-internet": (
        "1. Injuries and violence [Internet]. [cited 2024 Sep 10]. Available from: https://www.who.int/injuries",
        ([], "misc", "Injuries and violence", "", "", None, "https://www.who.int/injuries")),
    "vancouver-no-authors-journal": (
        "Gestational Hypertension and Preeclampsia. Obstetrics & Gynecology 2020;135:e237–60.",
        ([], "article", "Gestational Hypertension and Preeclampsia", "Obstetrics & Gynecology", "", 2020, "")),
    "harvard-accessed": (
        "Okafor N. Salt reduction. Available at: https://www.example.org/salt (accessed 1 May 2023).",
        (["Okafor, N"], "misc", "Salt reduction", "", "", None, "https://www.example.org/salt")),
    "bare-web-address": (
        "Okafor HC, Brandt DJ. Surrogate outcomes. In: Lee K, eds. Guides to the medical literature. "
        "New York, NY: McGraw-Hill Education 2015. guides.example.com/content.aspx?aid=11",
        (["Okafor, HC", "Brandt, DJ"], "incollection", "Surrogate outcomes", "Guides to the medical literature",
         "McGraw-Hill Education", 2015, "guides.example.com/content.aspx?aid=11")),
    "vancouver-edited-book": (
        "Okafor JPT, Brandt J, Lee J, et al., editors. Handbook for systematic reviews version 6.4 "
        "(updated august 2023). Cochrane 2023. http://www.example.org/handbook",
        (["Okafor, JPT", "Brandt, J", "Lee, J"], "book", "Handbook for systematic reviews version 6.4 "
         "(updated august 2023)", "", "Cochrane", 2023, "http://www.example.org/handbook")),
}


@table(WEB, WEB_FIELDS)
def test_organisations_titles_first_web_pages(line, expected):
    assert read(line, WEB_FIELDS) == expected


def test_a_title_read_for_want_of_authors_is_guessed():
    entry = parse_reference_line(1, WEB["vancouver-no-authors-journal"][0], "refs.docx")
    assert (entry.certainty["title"], entry.certainty["journal"]) == (Certainty.GUESSED, Certainty.GUESSED)
    assert entry.certainty["volume"] == Certainty.STYLE


def test_given_first_one_letter_family_names_stay_apart():
    line = ('M. U, A. Okafor, S. P. V, and M. Brandt, "Vessel segmentation," in 2025 Int. Conf. on '
            'Imaging (ICI), Pune, India, 2025, pp. 1-5.')
    assert parse_reference_line(1, line, "refs.docx").authors == ["M. U", "A. Okafor", "S. P. V", "M. Brandt"]


# --- the kind of work in a word, as reference managers' Vancouver styles write it -------------
KIND_FIELDS = ("entry_type", "title", "journal", "publisher", "year", "volume", "pages")
KINDS = {
    "report-publisher": ("5. World Health Organization. Salt and violence: the facts. Report. World Health "
                         "Organization; 2014.",
                         ("report", "Salt and violence: the facts", "", "World Health Organization", 2014, "", "")),
    "book-place-publisher": ("1. Okafor EE, Brandt DV. Trauma. 8th edition. Book. New York: McGraw-Hill Education; 2017.",
                             ("book", "Trauma", "", "McGraw-Hill Education", 2017, "", "")),
    "book-year-only": ("21. Okafor S van, Brandt C. Imputation by chained equations in r. Book. 2011.",
                       ("book", "Imputation by chained equations in r", "", "", 2011, "", "")),
    "pages-without-volume": ("2. Okafor SL, Brandt D, et al. Global burden of salt. The Lancet. 2018;1789–858.",
                             ("article", "Global burden of salt", "The Lancet", "", 2018, "", "1789–858")),
}


@table(KINDS, KIND_FIELDS)
def test_kind_of_work_said_in_a_word(line, expected):
    assert read(line, KIND_FIELDS) == expected


# --- IEEEtran's proceedings: the publisher after the booktitle, the series, the glue markup ----
IEEE_FIELDS = ("entry_type", "journal", "publisher", "year", "volume", "issue", "pages")
IEEE_PROCEEDINGS = {
    "place-publisher-series": (
        "\\bibitem{a} F.~Okafor and G.~I. Brandt, ``A cache for serverless applications,'' in \\emph{Proceedings "
        "of the ACM Symposium on Cloud Computing}, ser. SoCC '21.\\hskip 1em plus 0.5em minus 0.4em\\relax New "
        "York, NY, USA: Association for Computing Machinery, 2021, p. 122–137.",
        ("inproceedings", "Proceedings of the ACM Symposium on Cloud Computing",
         "Association for Computing Machinery", 2021, "", "", "122-137")),
    "publisher-acronym": (
        "\\bibitem{b} Y.~Okafor and J.~Brandt, ``Making data intents explicit,'' in \\emph{2020 IEEE 13th "
        "International Conference on Cloud Computing (CLOUD)}.\\hskip 1em plus 0.5em minus 0.4em\\relax IEEE, "
        "2020, pp. 294--303.",
        ("inproceedings", "2020 IEEE 13th International Conference on Cloud Computing (CLOUD)", "IEEE", 2020,
         "", "", "294-303")),
    "publisher-word": (
        "\\bibitem{c} Q.~Okafor, ``Serverless workflows,'' in \\emph{International Conference on Service-Oriented "
        "Computing}.\\hskip 1em plus 0.5em minus 0.4em\\relax Springer, 2017, pp. 706--721.",
        ("inproceedings", "International Conference on Service-Oriented Computing", "Springer", 2017, "", "",
         "706-721")),
    "no-journal-written": (
        "\\bibitem{d} J.~Okafor and S.~Brandt, ``Simplified data processing,'' vol.~51, no.~1.\\hskip 1em plus "
        "0.5em minus 0.4em\\relax New York, NY, USA: Association for Computing Machinery, Jan. 2008, pp. 107--113.",
        ("article", "", "Association for Computing Machinery", 2008, "51", "1", "107-113")),
    "journal-named-proceedings-keeps-its-country": (
        'J. Okafor, "Salt," Proc. Natl. Acad. Sci. USA, vol. 1, pp. 2-3, 2019.',
        ("article", "Proc. Natl. Acad. Sci. USA", "", 2019, "1", "", "2-3")),
}


@table(IEEE_PROCEEDINGS, IEEE_FIELDS)
def test_ieee_proceedings_publisher_and_markup(line, expected):
    assert read(line, IEEE_FIELDS) == expected


IEEE_MORE_FIELDS = ("authors", "entry_type", "title", "journal", "publisher", "year", "volume", "pages")
IEEE_MORE = {
    "booktitle-with-year-publisher-after-volume": (
        "\\bibitem{e} D.~Okafor and V.~O. Brandt, ``Stabilized slotted {ALOHA},'' in \\emph{Personal, Indoor and "
        "Mobile Radio Communications, 2003. PIMRC 2003. 14th IEEE Proceedings on}, vol.~1.\\hskip 1em plus 0.5em "
        "minus 0.4em\\relax IEEE, 2003, pp. 249--253.",
        (["D. Okafor", "V. O. Brandt"], "inproceedings", "Stabilized slotted ALOHA",
         "Personal, Indoor and Mobile Radio Communications, 2003. PIMRC 2003. 14th IEEE Proceedings on", "IEEE",
         2003, "1", "249-253")),
    "book-title-then-publisher": (
        "\\bibitem{f} E.~Okafor and R.~Brandt, \\emph{{Next Generation Wireless LANs}}.\\hskip 1em plus 0.5em "
        "minus 0.4em\\relax Cambridge university press, 2013.",
        (["E. Okafor", "R. Brandt"], "book", "Next Generation Wireless LANs", "", "Cambridge university press",
         2013, "", "")),
    "book-volume-after-year": (
        "\\bibitem{g} D.~P. Okafor and R.~G. Brandt, \\emph{{Data networks}}.\\hskip 1em plus 0.5em minus "
        "0.4em\\relax Prentice-Hall, 1992, vol.~2.",
        (["D. P. Okafor", "R. G. Brandt"], "book", "Data networks", "", "Prentice-Hall", 1992, "", "")),
    "standard-title-first": (
        "\\bibitem{h} \\emph{{Part 11: Wireless LAN Specifications, Amendment 6: Enhancements}}, IEEE Std. "
        "802.11ax/Draft 1.0 Std., 2016.",
        ([], "misc", "Part 11: Wireless LAN Specifications, Amendment 6: Enhancements", "", "", 2016, "", "")),
    "web-page-title-years-are-no-year": (
        "\\bibitem{i} ``{Networking Index: Forecast and Methodology, 2015-2020}.'' [Online]. Available: "
        "\\url{http://www.example.com/index.pdf}",
        ([], "misc", "Networking Index: Forecast and Methodology, 2015-2020", "", "", None, "", "")),
    "venue-only": (
        "\\bibitem{j} D.-J. Okafor and K.-C. Brandt, ``{On Quality-of-Service in WLANs},'' \\emph{IEEE Access}.",
        (["D.-J. Okafor", "K.-C. Brandt"], "article", "On Quality-of-Service in WLANs", "IEEE Access", "", None,
         "", "")),
}


@table(IEEE_MORE, IEEE_MORE_FIELDS)
def test_ieee_books_standards_and_booktitles(line, expected):
    assert read(line, IEEE_MORE_FIELDS) == expected


# --- GB/T 7714's every type, as a CSL processor renders the standard's own kinds of example ---
GBT_MORE_FIELDS = ("authors", "entry_type", "title", "journal", "publisher", "year", "pages")
GBT_MORE = {
    "m-chapter-editor-book-edition": (
        "[27] 周易外传：卷5[M]//王五. 船山全书: 第1册. 修订版. 长沙: 岳麓书社, 2011: 983-1029.",
        ([], "book", "周易外传：卷5", "船山全书: 第1册", "岳麓书社", 2011, "983-1029")),
    "m-chapter-body-as-editor": (
        "[30] 张三, 李四, 等. 地层的研究[M]//中国地质科学院天津地质矿产研究所. 中国震旦亚界. 天津: 天津科学技术出版社, 1980: 56-114.",
        (["张三", "李四"], "book", "地层的研究", "中国震旦亚界", "天津科学技术出版社", 1980, "56-114")),
    "m-chapter-latin-editors": (
        "[34] OKAFOR L, BRANDT M N. Invading microorganisms[M]//LEE W A Jr, LEE W A. Pathologic physiology. "
        "5th ed. Philadelphia: Saunders, 1974: 457-472.",
        (["OKAFOR, L", "BRANDT, M N"], "book", "Invading microorganisms", "Pathologic physiology", "Saunders", 1974,
         "457-472")),
    "m-translator-before-slashes": (
        "[26] 阿扬. 谈谈记忆[M]. 姜海伦, 译//《环球科学》杂志社. 认识记忆力. 北京: 机械工业出版社, 2023: 15-18.",
        (["阿扬"], "book", "谈谈记忆", "认识记忆力", "机械工业出版社", 2023, "15-18")),
    "c-chapter-chinese-body-editor": (
        "[65] 张三, 李四. 数字服务体系研究[C]//中国图书馆学会. 中国图书馆学会年会论文集: 2011年卷. 北京: 国家图书馆出版社, 2011: 45-52.",
        (["张三", "李四"], "inproceedings", "数字服务体系研究", "中国图书馆学会年会论文集: 2011年卷", "国家图书馆出版社", 2011,
         "45-52")),
    "n-newspaper-page": ("[41] 丁文详. 数字革命与竞争国际化[N]. 中国青年报, 2000-11-20(15).",
                         (["丁文详"], "newspaper", "数字革命与竞争国际化", "中国青年报", "", 2000, "15")),
    "m-publisher-inc": (
        "[22] OKAFOR A. Death by theory[M/OL]. Rev. ed. Rowman & Littlefield Publishing Group, Inc., 2011: 13"
        "[2012-07-26]. http://lib.example.com/Open.aspx?id=293666 .",
        (["OKAFOR, A"], "book", "Death by theory", "", "Rowman & Littlefield Publishing Group, Inc.", 2011, "13")),
    "cm-map": ("[120] 刘祥沈. 沈阳市政区图[CM]. 武汉: 武汉大学出版社, 2016.",
               (["刘祥沈"], "map", "沈阳市政区图", "", "武汉大学出版社", 2016, "")),
    "r-organisation-with-acronym": (
        "[82] U.S. Department of Transportation. Guidelines for excavated material: PB 91-194001[R]. "
        "Springfield: National Information Service, 1990: 25.",
        (["U.S. Department of Transportation"], "report", "Guidelines for excavated material: PB 91-194001", "",
         "National Information Service", 1990, "25")),
    "a-supplied-title-in-brackets": (
        "[118] OKAFOR H. [Letter to Bess of Hardwick][A/OL]. (1570-07-28)[2025-02-28]. https://www.example.org/letter .",
        (["OKAFOR, H"], "incollection", "[Letter to Bess of Hardwick]", "", "", 1570, "")),
    "j-serial-described-whole": (
        "[38] American Association for the Advancement of Science. Science[J]. 1883, 1883，1（1）—. Washington, D.C.: "
        "American Association for the Advancement of Science, 1883.",
        (["American Association for the Advancement of Science"], "article", "Science", "", "", 1883, "")),
    "suffix-and-particles-after-initials": (
        "[59] VEEN P H van der, PEEBLES P Z Jr, et al. Brain volumes[J]. Journal of the Neurological Sciences, "
        "2014, 337(1/2): 112-118.",
        (["VEEN, P H van der", "PEEBLES, P Z Jr"], "article", "Brain volumes", "Journal of the Neurological Sciences",
         "", 2014, "112-118")),
}


@table(GBT_MORE, GBT_MORE_FIELDS)
def test_gbt_chapters_newspapers_maps_reports(line, expected):
    assert read(line, GBT_MORE_FIELDS) == expected


# --- APA 7 beyond the journal article ---------------------------------------------------------
APA_MORE_FIELDS = ("authors", "authors_truncated", "entry_type", "title", "journal", "publisher", "year", "pages")
APA_MORE = {
    "no-date-letter": ("American Okafor Association. (n.d.-a). APA dictionary of salt.",
                       (["American Okafor Association"], False, "misc", "APA dictionary of salt", "", "", None, "")),
    "year-range": ("Okafor, C. B. (2015–2020). Stress in middle childhood (Grant No. 5R01HD0812). National Institute "
                   "of Child Health.",
                   (["Okafor, C. B."], False, "book", "Stress in middle childhood", "", "National Institute of Child Health",
                    2015, "")),
    "in-press": ("Okafor, T., & Brandt, B. (in press). Valuation from experience. Psychonomic Bulletin & Review.",
                 (["Okafor, T.", "Brandt, B."], False, "article", "Valuation from experience",
                  "Psychonomic Bulletin & Review", "", None, "")),
    "editor-as-author": ("Okafor, M. (Ed.). (1999). The complete social scientist. American Psychological Association.",
                         (["Okafor, M."], False, "book", "The complete social scientist", "",
                          "American Psychological Association", 1999, "")),
    "title-description-periods": ("Okafor, N., & Brandt, H. (2000). Lexical characteristics of language (Vol. 7). "
                                  "Sansei-do.",
                                  (["Okafor, N.", "Brandt, H."], False, "book", "Lexical characteristics of language", "",
                                   "Sansei-do", 2000, "")),
    "translator-and-original": ("Aristotle. (1994). Poetics (S. H. Okafor, Trans.). Classics Press. (Original work "
                                "published 349 B.C.E.)",
                                (["Aristotle"], False, "book", "Poetics", "", "Classics Press", 1994, "")),
    "dissertation": ("Okafor, L. (2014). Instructional leadership in schools (Unpublished doctoral dissertation). "
                     "University of Virginia.",
                     (["Okafor, L."], False, "thesis", "Instructional leadership in schools", "",
                      "University of Virginia", 2014, "")),
    "title-first-work": ("Marking time in the land of plenty. (1981). American Journal of Orthopsychiatry, 51(3), 391–402.",
                         ([], False, "article", "Marking time in the land of plenty", "American Journal of Orthopsychiatry",
                          "", 1981, "391-402")),
    "advance-online": ("Okafor, S. M., & Brandt, T. (2019). Are voices harder to process? Effects of gender. Experimental "
                       "Psychology. Advance online publication. https://doi.org/10.1027/1618-3169/a000440",
                       (["Okafor, S. M.", "Brandt, T."], False, "article",
                        "Are voices harder to process? Effects of gender", "Experimental Psychology", "", 2019, "")),
    "ellipsis-before-last-author": (
        "Okafor, E., Brandt, M., Lee, R., … Joseph, D. (1996). The reanalysis project. Bulletin of the Society, 77(3), "
        "437–471.",
        (["Okafor, E.", "Brandt, M.", "Lee, R.", "Joseph, D."], True, "article", "The reanalysis project",
         "Bulletin of the Society", "", 1996, "437-471")),
    "suffix-jr": ("King, M. L., Jr. (1963, August 28). I have a dream. American Rhetoric.",
                  (["King, M. L., Jr."], False, "book", "I have a dream", "", "American Rhetoric", 1963, "")),
    "article-number": ("Okafor, D., & Brandt, K. (2019). Body ownership. PLOS ONE, 14(1), Article e0209899.",
                       (["Okafor, D.", "Brandt, K."], False, "article", "Body ownership", "PLOS ONE", "", 2019, "e0209899")),
    "us-inside-title": ("Okafor, D. L. (2014). Health statistics for U.S. adults: Survey, 2012. Centers for Disease "
                        "Control and Prevention.",
                        (["Okafor, D. L."], False, "book", "Health statistics for U.S. adults: Survey, 2012", "",
                         "Centers for Disease Control and Prevention", 2014, "")),
    "newspaper": ("Okafor, A. (2019, January 15). Workout buddies stave off loneliness. The Washington Post.",
                  (["Okafor, A."], False, "article", "Workout buddies stave off loneliness", "The Washington Post", "",
                   2019, "")),
}


@table(APA_MORE, APA_MORE_FIELDS)
def test_apa_books_theses_organisations_and_more(line, expected):
    assert read(line, APA_MORE_FIELDS) == expected


def test_a_year_glued_to_a_bare_web_address_stays_the_year():
    entry = parse_reference_line(1, "13 Okafor H, Brandt J, et al. GRADE handbook for grading evidence. "
                                    "2013.guidelines.example.org/handbook", "refs.docx")
    assert (entry.year, entry.url, entry.title) == (2013, "guidelines.example.org/handbook",
                                                   "GRADE handbook for grading evidence")


def test_a_title_with_a_function_word_is_no_organisation():
    entry = parse_reference_line(1, "1 WHO recommendations for treatment of anaemia in pregnancy. Published Online "
                                    "First: 2012. https://example.org/who", "refs.docx")
    assert (entry.authors, entry.title) == ([], "WHO recommendations for treatment of anaemia in pregnancy")


def test_a_full_names_journal_line_is_no_ieee_book():
    entry = parse_reference_line(1, "J. Okafor, K. Lee, and L. Wang. Effects of salt on HbA1c. J Med, 1 (1): 1–2, 2020.",
                                 "refs.bbl")
    assert (entry.authors, entry.title, entry.entry_type) == (
        ["J. Okafor", "K. Lee", "L. Wang"], "Effects of salt on HbA1c", "article")


# --- Vancouver with "and" before the last name and no comma, the year after a comma ------------
AND_FIELDS = ("authors", "title", "journal", "year", "volume", "pages")
AND_JOINED = {
    "two-families": ("[10]   Okafor and Brandt. Salt and the kidney: a review. Clin Chem,2004;50:33-50", (
        ["Okafor", "Brandt"], "Salt and the kidney: a review", "Clin Chem", 2004, "50", "33-50")),
    "family-then-initials": ("[4]   Okafor and AS Brandt.  Salt peptides.  Journal of Salt Research,2007;50:2357–68", (
        ["Okafor", "AS Brandt"], "Salt peptides", "Journal of Salt Research", 2007, "50", "2357–68")),
    "comma-list-and-last": ("[9]   Okafor, Brandt C, and Moreau C et al. Salt in normal subjects. Clin Chem Lab Med,"
                            "2004;42:627–636", (["Okafor", "Brandt, C", "Moreau, C"], "Salt in normal subjects",
                                                "Clin Chem Lab Med", 2004, "42", "627–636")),
    "organisation-keeps-and": ("Department of Health and Social Care. Salt guidance. BMJ. 2019;364:l100.", (
        ["Department of Health and Social Care"], "Salt guidance", "BMJ", 2019, "364", "l100")),
}


@table(AND_JOINED, AND_FIELDS)
def test_vancouver_names_joined_by_and(line, expected):
    assert read(line, AND_FIELDS) == expected


# --- loose GB/T of proposals and course papers: the authors end at a colon, no period after the
# type code, the year glued to the journal or in parentheses, no journal at all ------------------
LOOSE_FIELDS = ("authors", "title", "journal", "publisher", "year", "volume", "issue", "pages")
LOOSE_GBT = {
    "cjk-fullwidth-colon": ("[9]王明：城市自助旅游发展研究[J]旅游科学，2006（08）", (
        ["王明"], "城市自助旅游发展研究", "旅游科学", "", 2006, "", "08", "")),
    "cjk-names-dun-year-in-parens": ("[16]王明、李红：自助旅游服务体系的完善[J]市场经纬（2005）", (
        ["王明", "李红"], "自助旅游服务体系的完善", "市场经纬", "", 2005, "", "", "")),
    "cjk-year-glued-to-journal": ("[12]王明：论自助旅游的未来发展趋势[J]民营科技2012（11）", (
        ["王明"], "论自助旅游的未来发展趋势", "民营科技", "", 2012, "", "11", "")),
    "cjk-ascii-colon-pages": ("[8]李红:论风景名胜区自助游产品的开发[J]旅游学刊，1995(6)：40-44", (
        ["李红"], "论风景名胜区自助游产品的开发", "旅游学刊", "", 1995, "", "6", "40-44")),
    "cjk-book-no-period": ("[19]王明，李红：中国旅游市场需求与开发[M]广东旅游出版社，2004", (
        ["王明", "李红"], "中国旅游市场需求与开发", "", "广东旅游出版社", 2004, "", "", "")),
    "latin-family-given-colon": ("[1] Okafor, Nadia: Salt，Technology and Strategy [M]．Wallingford，UK："
                                 "CAB International，1993：3—12．", (
        ["Okafor, Nadia"], "Salt，Technology and Strategy", "", "CAB International", 1993, "", "", "3-12")),
    "latin-family-given-semicolon": ("[2]Brandt，Anders;Salt ethnography[J]．Annals of Salt Research，2003(4)", (
        ["Brandt, Anders"], "Salt ethnography", "Annals of Salt Research", "", 2003, "", "4", "")),
    "latin-family-initial-colon": ("[5]Moreau N: Product Perspective of Salt Tourism[J]Salt Tourism，2002(2)：81-89", (
        ["Moreau, N"], "Product Perspective of Salt Tourism", "Salt Tourism", "", 2002, "", "2", "81-89")),
    "no-journal-year-first": ("[7] Okafor N, Brandt M, et al. Saltft: a file encryption system[J]. 2016,2(3):43-51.", (
        ["Okafor, N", "Brandt, M"], "Saltft: a file encryption system", "", "", 2016, "2", "3", "43-51")),
    "pinyin-glued-period": ("Wang Lingling.Design And Implementation Of A Salt System[J].International Journal "
                            "of Salt,2021,6(2):7-9.", (
        ["Wang Lingling"], "Design And Implementation Of A Salt System", "International Journal of Salt", "",
        2021, "6", "2", "7-9")),
    # a title's own colon stays in the title: a short part after it, or no names before it
    "title-colon-short-part": ("[27] 周易外传：卷5[M]. 长沙: 岳麓书社, 2011.", (
        [], "周易外传：卷5", "", "岳麓书社", 2011, "", "", "")),
    "title-colon-latin-words": ("[3] Machine Learning: A Review of Salt Methods[J]. Salt Journal, 2019, 3(1): 1-9.", (
        [], "Machine Learning: A Review of Salt Methods", "Salt Journal", "", 2019, "3", "1", "1-9")),
}


@table(LOOSE_GBT, LOOSE_FIELDS)
def test_loose_gbt_forms(line, expected):
    assert read(line, LOOSE_FIELDS) == expected


def test_latin_names_before_a_colon_are_a_guess_with_a_note():
    entry = parse_reference_line(1, "[5]Moreau N: Product Perspective of Salt Tourism[J]Salt Tourism，2002(2)：81-89",
                                 "refs.docx")
    assert (entry.certainty["authors"], entry.certainty["title"]) == (Certainty.GUESSED, Certainty.GUESSED)
    assert entry.notes == ["the author list read as ending at a colon: check how this line was read"]
    chinese = parse_reference_line(1, "[9]王明：城市自助旅游发展研究[J]旅游科学，2006（08）", "refs.docx")
    assert (chinese.certainty["authors"], chinese.notes) == (Certainty.STYLE, [])


# --- loose GB/T of proposals (2): names and title parted by a space, the authors after the type
# code, a period before the year, pages right after the issue --------------------------------
LOOSE2 = {
    "cjk-names-space-title": ("[1] 王明,李红 数据中心网络负载均衡方案综述[J]. 指挥信息系统与技术. 2018(06): 29-32", (
        ["王明", "李红"], "数据中心网络负载均衡方案综述", "指挥信息系统与技术", "", 2018, "", "06", "29-32")),
    "cjk-one-name-space-period-year": ("[5] 王明 试析医院信息化管理模式的改进[J].中国卫生标准管理.2017(23):45-63", (
        ["王明"], "试析医院信息化管理模式的改进", "中国卫生标准管理", "", 2017, "", "23", "45-63")),
    "pages-after-issue-space": ("[2] 王明,李红 可用性组在电子选举系统中的应用[J]中国卫生信息管理志.2018(06) 67-81", (
        ["王明", "李红"], "可用性组在电子选举系统中的应用", "中国卫生信息管理志", "", 2018, "", "06", "67-81")),
    "authors-after-type-code": ("[10]Towards a salt logic for JavaScript[J]  Nadia Anne Okafor,Mark Brandt,Anna Lee Moreau.  "
                                "ACM Salt Notices . 2012 (1):31-43", (
        ["Nadia Anne Okafor", "Mark Brandt", "Anna Lee Moreau"], "Towards a salt logic for JavaScript", "ACM Salt Notices",
        "", 2012, "", "1", "31-43")),
    "journal-then-year-not-authors": ("[13] Salt science: conscious and subconscious recognition[J] Connection Salt . 2006 (4)26-37", (
        [], "Salt science: conscious and subconscious recognition", "Connection Salt", "", 2006, "", "4", "26-37")),
    "two-letter-family-glued": ("[12] Qun Wu.Designing a salt app to teach English (L2) vocabulary[J] .Computers & Salt . 2015:67-73", (
        ["Qun Wu"], "Designing a salt app to teach English (L2) vocabulary", "Computers & Salt", "", 2015, "", "", "67-73")),
}


@table(LOOSE2, LOOSE_FIELDS)
def test_loose_gbt_forms_of_proposals(line, expected):
    assert read(line, LOOSE_FIELDS) == expected


def test_authors_after_the_type_code_and_one_name_before_a_space_are_guesses():
    after = parse_reference_line(1, LOOSE2["authors-after-type-code"][0], "refs.docx")
    assert after.certainty["authors"] == Certainty.GUESSED
    assert after.notes == ["the authors read after the type code: check how this line was read"]
    one = parse_reference_line(1, LOOSE2["cjk-one-name-space-period-year"][0], "refs.docx")
    assert one.certainty["authors"] == Certainty.GUESSED
    assert one.notes == ["the author list read as ending at a space before the title: check how this line was read"]
    two = parse_reference_line(1, LOOSE2["cjk-names-space-title"][0], "refs.docx")
    assert (two.certainty["authors"], two.notes) == (Certainty.STYLE, [])


# --- ResearchGate's "Cite" text: "Family, Given & Family, Given. (Year). Title. Journal. Vol. pages. DOI" --
RG_FIELDS = ("authors", "title", "journal", "year", "volume", "pages", "doi")
RESEARCHGATE = {
    "four-names-pages-doi": ("[13]Okafor, Nadia & Brandt, Mark & Moreau, Anna & Lee, Kim Soo. (2018). Influence of salt on "
                             "software. International Journal of Salt Applications. 181. 28-35. 10.5120/ijsa2018918132.", (
        ["Okafor, Nadia", "Brandt, Mark", "Moreau, Anna", "Lee, Kim Soo"], "Influence of salt on software",
        "International Journal of Salt Applications", 2018, "181", "28-35", "10.5120/ijsa2018918132")),
    "two-names-no-pages": ("[14]Okafor, Nadia & Brandt, Mark. (2002). The current state of salt research: trends. Salt "
                           "Management Journal. 33. 10.1177/875697280203300203.", (
        ["Okafor, Nadia", "Brandt, Mark"], "The current state of salt research: trends", "Salt Management Journal", 2002,
        "33", "", "10.1177/875697280203300203")),
    # APA's own "&" before the last name keeps pairing family and initials
    "apa-two-initials": ("Okafor, N. A., & Lee, K. (2019). Salt. Journal of Salt, 12(3), 45-67.", (
        ["Okafor, N. A.", "Lee, K."], "Salt", "Journal of Salt", 2019, "12", "45-67", "")),
    "apa-three-names": ("Okafor, N., Brandt, M., & Lee, K. (2019). Salt. Journal of Salt, 12(3), 45-67.", (
        ["Okafor, N.", "Brandt, M.", "Lee, K."], "Salt", "Journal of Salt", 2019, "12", "45-67", "")),
}


@table(RESEARCHGATE, RG_FIELDS)
def test_researchgate_cite_text(line, expected):
    assert read(line, RG_FIELDS) == expected


# --- books in Vancouver and APA 6: a company's suffix, a group author "Team", "Place: Publisher",
# an edition written in words; a suffix between the family name and the initials --------------
BOOK_FIELDS = ("entry_type", "authors", "title", "publisher", "year")
BOOKS = {
    "vancouver-company-suffix": ("9. Okafor NC. Handbook of Salt Reliability: The Definitive Guide. Salt Analytics, LLC, 2014.", (
        "book", ["Okafor, NC"], "Handbook of Salt Reliability: The Definitive Guide", "Salt Analytics, LLC", 2014)),
    "vancouver-team-place-publisher": ("10. Salt Core Team. Salt: A Language for Statistical Computing. Vienna, Austria: "
                                       "Salt Foundation for Statistical Computing, 2021.", (
        "book", ["Salt Core Team"], "Salt: A Language for Statistical Computing", "Salt Foundation for Statistical Computing", 2021)),
    "apa-edition-in-words": ("Okafor, N. R., & Lee, B. (2014). Salt power analysis: A simple model (Fourth edition.). "
                             "New York: Routledge, Taylor & Francis Group.", (
        "book", ["Okafor, N. R.", "Lee, B."], "Salt power analysis: A simple model", "Routledge, Taylor & Francis Group", 2014)),
    "apa6-chapter-place-publisher": ("Okafor, N. B., & Lee, J. (2015). Salt affordances. In S. S. Brandt (Ed.), The handbook "
                                     "of salt (pp. 90–105). Chichester, UK: Wiley Blackwell.", (
        "incollection", ["Okafor, N. B.", "Lee, J."], "Salt affordances", "Wiley Blackwell", 2015)),
}


@table(BOOKS, BOOK_FIELDS)
def test_books_in_vancouver_and_apa6(line, expected):
    assert read(line, BOOK_FIELDS) == expected


def test_a_suffix_between_family_name_and_initials():
    entry = parse_reference_line(1, "1. Urman RD, Ray Jr CE. Impact of salt. Radiology 2019; 292: 702–10.", "refs.docx")
    assert entry.authors == ["Urman, RD", "Ray, CE, Jr"]


def test_cnki_zero_padded_number_after_the_year_is_the_issue_as_a_guess():
    entry = parse_reference_line(1, "陈明. 设计思维的方法理念[J]. 技术经济,2015,07:51-56+121.", "refs.docx")
    assert (entry.journal, entry.year, entry.volume, entry.issue, entry.pages) == ("技术经济", 2015, "", "07", "51-56+121")
    assert entry.certainty["issue"] == Certainty.GUESSED
    assert entry.notes == ["a zero-padded number after the year read as the issue: check how this line was read"]
    plain = parse_reference_line(1, "陈明. 设计思维[J]. 技术经济, 2015, 35(7): 51-56.", "refs.docx")
    assert (plain.volume, plain.issue, plain.notes) == ("35", "7", [])
