"""Reference-list lines of the shapes held-out batches 3 and 4 of issue 20 found read wrong, one table
per class of shape, each across the ways writers produce it. Every line is written for this test
(the people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line


def read(line: str, fields: tuple[str, ...]) -> dict:
    entry = parse_reference_line(1, line, "refs.md")
    return {f: getattr(entry, f) for f in fields}


def table(cases: dict, fields: tuple[str, ...]):
    return pytest.mark.parametrize("line, expected", [
        pytest.param(line, dict(zip(fields, values)), id=name) for name, (line, values) in cases.items()])


# --- the number as Markdown writes it: bold, italic, a footnote ------------------------------------
NUMBER_FIELDS = ("number", "authors", "title")
MARKDOWN_NUMBER = {
    "bold-brackets": ("**[3]** Okafor N C. Signals and noise[M]. 2007.", (3, ["Okafor, N C"], "Signals and noise")),
    "italic-brackets": ("*[4]* Okafor N C. Signals and noise[M]. 2007.", (4, ["Okafor, N C"], "Signals and noise")),
    "bold-period": ("**12.** Okafor N C. Signals and noise[M]. 2007.", (12, ["Okafor, N C"], "Signals and noise")),
    "footnote": ("[^7]: Okafor, N., Brandt, M. (2015). Signals and noise. Journal of Sound, 12(3), 4-9.",
                 (7, ["Okafor, N.", "Brandt, M."], "Signals and noise")),
    "footnote-zero": ("[^0]: 王明, 李红. 盐摄入与卒中[J]. 中华医学杂志, 2019, 99(3): 201-205.",
                      (0, ["王明", "李红"], "盐摄入与卒中")),
}


@table(MARKDOWN_NUMBER, NUMBER_FIELDS)
def test_markdown_numbers_are_taken_off(line, expected):
    assert read(line, NUMBER_FIELDS) == expected


# --- GB/T containers that run on to the year ("[C]//Proc：Vol 34，［S.l.］，2020：1-9") ---------------
CONTAINER_FIELDS = ("journal", "year", "volume", "pages", "publisher")
GBT_CONTAINER = {
    "biblatex-gb7714-sl": ("[1] Okafor N, Brandt M. Echo paths[C]//Proceedings of the Acoustics Conference，［S.l.］，"
                           "2019：1861-1868.", ("Proceedings of the Acoustics Conference", 2019, "", "1861-1868", "")),
    "biblatex-gb7714-vol": ("[2] Okafor N. Echo paths[C]//Acoustics Seminar, Second Series：Vol 407，［S.l.］，1997：71.",
                            ("Acoustics Seminar, Second Series", 1997, "407", "71", "")),
    "bst-volume-word": ("[3] Okafor N, Brandt M, et al. Echo paths[C]//Sound Review: volume 45. London, UK: "
                        "SOUND'15, 2015: 537--550.", ("Sound Review", 2015, "45", "537-550", "SOUND'15")),
    "place-publisher-only": ("[4] Okafor N. Echo paths[C]//LAGOS, NIGERIA: ACM SOUND, 2010: 63--74.",
                             ("", 2010, "", "63-74", "ACM SOUND")),
    "ascii-sl": ("[5] Okafor N. Echo paths[C]//Workshop on Echoes, [S.l.], 2021: 5-9.",
                 ("Workshop on Echoes", 2021, "", "5-9", "")),
}


@table(GBT_CONTAINER, CONTAINER_FIELDS)
def test_gbt_container_volume_and_year_split(line, expected):
    assert read(line, CONTAINER_FIELDS) == expected


# --- a GB/T journal with a comma in its name, or written "In Proceedings of …" -------------------
JOURNAL_FIELDS = ("journal", "year", "volume", "issue", "pages")
GBT_JOURNAL = {
    "comma-inverted": ("[1] Okafor N, Brandt M. Echo paths[J]. Acoustics, IEEE Transactions on, 2013, 21(2): 345--358.",
                       ("Acoustics, IEEE Transactions on", 2013, "21", "2", "345-358")),
    "in-proceedings": ("[2] Okafor N, Brandt M. Echo paths[J]. In Proceedings of Sound Systems (SOSY), 2004, 51(1): 107--113.",
                       ("Proceedings of Sound Systems (SOSY)", 2004, "51", "1", "107-113")),
    "plain": ("[3] 王明. 盐摄入与卒中[J]. 中华医学杂志, 2019, 99(3): 201-205.", ("中华医学杂志", 2019, "99", "3", "201-205")),
}


@table(GBT_JOURNAL, JOURNAL_FIELDS)
def test_gbt_journal_names(line, expected):
    assert read(line, JOURNAL_FIELDS) == expected


# --- authors joined by semicolons ("Family, G. E.; Family, Given") ---------------------------------
SEMICOLON_FIELDS = ("authors", "year", "title")
SEMICOLON_AUTHORS = {
    "initials-apa": ('[1] Okafor, N. C.; Brandt, M. A. (2006). Echo paths in small rooms. Journal of Sound, 3(1), 5-9.',
                     (["Okafor, N. C.", "Brandt, M. A."], 2006, "Echo paths in small rooms")),
    "three-initials": ("[2] Okafor, N.; Brandt, M.; Lee, K. Y. (2011). Echo paths in small rooms. Journal of Sound, 3(1), 5-9.",
                       (["Okafor, N.", "Brandt, M.", "Lee, K. Y."], 2011, "Echo paths in small rooms")),
    "full-names": ("[3] Okafor, Ngozi; Brändt, Jürgen (1997). Echo paths in small rooms. Journal of Sound, 3(1), 5-9.",
                   (["Okafor, Ngozi", "Brändt, Jürgen"], 1997, "Echo paths in small rooms")),
}


@table(SEMICOLON_AUTHORS, SEMICOLON_FIELDS)
def test_semicolon_separated_authors(line, expected):
    assert read(line, SEMICOLON_FIELDS) == expected


# --- Wikipedia's citation templates (CS1): "Family, Given (year), Title, Publisher" --------------
CS1_FIELDS = ("authors", "year", "title", "journal", "volume", "issue", "pages", "publisher")
CS1 = {
    "book": ("Okafor, Ngozi (2011), Echoes in Small Rooms, Lagos Press, ISBN 978-1-84564-564-9.",
             (["Okafor, Ngozi"], 2011, "Echoes in Small Rooms", "", "", "", "", "Lagos Press")),
    "book-place": ("Okafor, Ngozi; Brandt, Jonas (1971), Echoes in Small Rooms, Princeton, N.J.: Lagos University Press.",
                   (["Okafor, Ngozi", "Brandt, Jonas"], 1971, "Echoes in Small Rooms", "", "", "", "",
                    "Lagos University Press")),
    "book-original-year": ("Okafor, N.B. Ngozi (1878) [1822], Echoes in Small Rooms, translated by Jonas Brandt, "
                           "The Lagos Press (translated from Yoruba).",
                           (["Okafor, N.B. Ngozi"], 1878, "Echoes in Small Rooms", "", "", "", "", "The Lagos Press")),
    "article": ('Okafor, Ngozi; Brandt, Jonas (1985), "Sur les échos des petites salles", Revue de Sons, Série I, 300: 331–333.',
                (["Okafor, Ngozi", "Brandt, Jonas"], 1985, "Sur les échos des petites salles", "Revue de Sons, Série I",
                 "300", "", "331-333", "")),
    "article-issue": ('Okafor, Ngozi (1999), "Echo paths", Journal of Sound, 12 (4): 1–9.',
                      (["Okafor, Ngozi"], 1999, "Echo paths", "Journal of Sound", "12", "4", "1-9", "")),
}


@table(CS1, CS1_FIELDS)
def test_wikipedia_cs1(line, expected):
    assert read(line, CS1_FIELDS) == expected


# --- Chinese titles in book-title marks: the legal citation style and CNKI's informal copy ---------
ZH_FIELDS = ("authors", "title", "year", "journal", "issue", "publisher")
ZH_TITLE_MARKS = {
    "legal-article": ("[1] 王明：《醉驾案件的不起诉裁量》，《某某大学学报(哲学社会科学版)》2019年第5期。",
                      (["王明"], "醉驾案件的不起诉裁量", 2019, "某某大学学报(哲学社会科学版)", "5", "")),
    "legal-two-authors": ("[2] 王明，李红：《酌定不起诉是有罪认定吗?》，《人民检察》2001年第8期。",
                          (["王明", "李红"], "酌定不起诉是有罪认定吗?", 2001, "人民检察", "8", "")),
    "legal-newspaper": ("[3] 张强：《刑法结构的现代化》，《法治日报》2018年4月2日，第3版。",
                        (["张强"], "刑法结构的现代化", 2018, "法治日报", "", "")),
    "legal-thesis": ("[4] 李红：《检察裁量权的运行与规制》，某某政法大学2022年博士学位论文。",
                     (["李红"], "检察裁量权的运行与规制", 2022, "", "", "某某政法大学")),
    "legal-translated-book": ("[5] [美]约翰·史密斯：《概率论读本》，王明译，某某出版社2020年9月第1版。",
                              (["约翰·史密斯"], "概率论读本", 2020, "", "", "某某出版社")),
    "legal-book": ("[6] 周明：《机器学习》，某某大学出版社2016年第1版。",
                   (["周明"], "机器学习", 2016, "", "", "某某大学出版社")),
    "cnki-one-author": ("《云盘的构建与应用研究》 周叶明-《数码设计（下）》2020年5期",
                        (["周叶明"], "云盘的构建与应用研究", 2020, "数码设计（下）", "5", "")),
    "cnki-names-together": ("《医院私有云盘设计》 徐明李红等-《中国数字医学》CSTPCD 2020年1期",
                            ([], "医院私有云盘设计", 2020, "中国数字医学", "1", "")),
}


@table(ZH_TITLE_MARKS, ZH_FIELDS)
def test_chinese_titles_in_book_title_marks(line, expected):
    assert read(line, ZH_FIELDS) == expected


def test_names_run_together_are_noted_not_dropped_silently():
    entry = parse_reference_line(1, "《医院私有云盘设计》 徐明李红等-《中国数字医学》2020年1期", "refs.md")
    assert entry.authors == [] and entry.authors_truncated is True
    assert 'the authors "徐明李红" are written together without separators: not split' in entry.notes


GBT_MARKS_FIELDS = ("authors", "title", "year", "publisher")
GBT_MARKS = {
    "title-in-marks": ("[3] 史明. 《知识发现》[M]. 北京：某某大学出版社.2002", (["史明"], "知识发现", 2002, "某某大学出版社")),
    "online-code": ("王明. 详解云盘用户年度报告[OL]. https://example.org/p/354 2021.", (["王明"], "详解云盘用户年度报告", 2021, "")),
}


@table(GBT_MARKS, GBT_MARKS_FIELDS)
def test_gbt_title_marks_and_online_code(line, expected):
    assert read(line, GBT_MARKS_FIELDS) == expected


# --- a publisher's "Cite this" text: family names with initials, then the title in quotes ---------
CITE_FIELDS = ("authors", "title", "year", "journal", "volume", "issue", "pages", "publisher")
PUBLISHER_CITE = {
    "lncs-chapter": ("[5] Okafor, N., De Brandt, L. “Echo Paths in Small Rooms”. In: Lee, K. (eds) Advances in "
                     "Acoustics – SOUND 2011. SOUND 2011. Lecture Notes in Computer Science, vol 7071. Springer, Berlin, "
                     "Heidelberg. 2011.",
                     (["Okafor, N.", "De Brandt, L."], "Echo Paths in Small Rooms", 2011, "Advances in Acoustics – SOUND 2011",
                      "", "", "", "Springer")),
    "harvard-chapter": ("[10] Okafor, N., Lee, K. and Brandt, M. “Echo Paths”, in Guo, J. and Stein, R. (eds) Advances in "
                        "Acoustics -- SOUND 2023. Singapore: Lagos Nature Singapore, pp. 98–126. 2023.",
                        (["Okafor, N.", "Lee, K.", "Brandt, M."], "Echo Paths", 2023, "Advances in Acoustics -- SOUND 2023",
                         "", "", "98-126", "Lagos Nature Singapore")),
    "nature-journal": ("[31] Okafor, N. “The Echo Pairing, and Its Calculation”. J Acoustics 17, 235–261 (2004). 2004.",
                       (["Okafor, N."], "The Echo Pairing, and Its Calculation", 2004, "J Acoustics", "17", "", "235-261", "")),
    "mla-journal": ('[15] Okafor, Ngozi. "The number of echoes in small rooms." Journal für Akustik, vol. 1997, no. 485, '
                    "1997, pp. 93-122.",
                    (["Okafor, Ngozi"], "The number of echoes in small rooms", 1997, "Journal für Akustik", "1997", "485",
                     "93-122", "")),
}


@table(PUBLISHER_CITE, CITE_FIELDS)
def test_publisher_cite_this_lines(line, expected):
    assert read(line, CITE_FIELDS) == expected


def test_doi_macro_of_natbib_bibinfo_styles():
    line = (r"\bibitem[{Okafor(2015)}]{okafor2015} \bibinfo{author}{Okafor, N.} (\bibinfo{year}{2015}). "
            r"\bibinfo{title}{Echo paths}. \newblock \bibinfo{journal}{Acoust. Res.} \emph{\bibinfo{volume}{25}}, "
            r"\bibinfo{pages}{1491--1498}. \DOIprefix\doi{10.1101/gr.190595.115}. %Type = Article")
    entry = parse_reference_line(1, line, "main.bbl")
    assert (entry.doi, entry.journal, entry.volume) == ("10.1101/gr.190595.115", "Acoust. Res.", "25")


# --- translated books in Chinese lists: the author's country and "著", the publisher named -------
TRANSLATED_FIELDS = ("authors", "title", "year", "journal", "publisher")
TRANSLATED = {
    "country-glued": ("[4] (德)Jonas Brandt著. Hibernate实战(第二版).王明译. 某某大学出版社, 2016.9",
                      (["Jonas Brandt"], "Hibernate实战(第二版)", 2016, "", "某某大学出版社")),
    "country-spaced": ("[5] (美) Ngozi Okafor 著. HTTP指南. 李红. 王明译. 某某邮电出版社,2012.9",
                       (["Ngozi Okafor"], "HTTP指南", 2012, "", "某某邮电出版社")),
    "chinese-author": ("[6] (美) 约翰·史密斯著. 高级程序设计. 李红译. 某某邮电出版社, 2012.",
                       (["约翰·史密斯"], "高级程序设计", 2012, "", "某某邮电出版社")),
}


@table(TRANSLATED, TRANSLATED_FIELDS)
def test_translated_books_in_chinese_lists(line, expected):
    assert read(line, TRANSLATED_FIELDS) == expected


def test_arxiv_preprint_container_kept_as_written():
    line = ("Adam Okafor, Maria Brandt, and Kofi Lee. Adversarial echoes in small rooms. "
            "arXiv preprint arXiv:1905.10615, 2019.")
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.journal, entry.arxiv, entry.year) == ("arXiv preprint arXiv:1905.10615", "1905.10615", 2019)


def test_html_entities_of_a_list_copied_from_a_web_page():
    line = "[9] Okafor N, Brandt M. Echo sensors[J]. Sensors &amp; Actuators: B. Chemical, 2019, 12(3): 1-9."
    assert read(line, ("journal", "volume")) == {"journal": "Sensors & Actuators: B. Chemical", "volume": "12"}


# --- APA: a journal without volume (online first), pages without volume ------------------------
APA_FIELDS = ("journal", "publisher", "pages")
APA_VENUES = {
    "doi-named-journal": ("Okafor, N., & Brandt, M. (2024). Echo protocols. ACM Acoustic Surveys. "
                          "https://doi.org/10.1145/3703444", ("ACM Acoustic Surveys", "", "")),
    "doi-colon-journal": ("Okafor, N., & Brandt, M. (2021). Echo backends. Sound: Practice and Experience. "
                          "https://doi.org/10.1002/spe.2973", ("Sound: Practice and Experience", "", "")),
    "book-doi-stays-publisher": ("Okafor, N. (2020). Echo backends. Lagos Academic. https://doi.org/10.4324/9781003117254",
                                 ("", "Lagos Academic", "")),
    "pages-no-volume": ("Okafor, N., & Brandt, M. (2022). Echo devices. IEEE Echo Journal, 1–1. "
                        "https://doi.org/10.1109/jiot.2022.3204410", ("IEEE Echo Journal", "", "1-1")),
    "series-pages": ("Okafor, N., & Brandt, M. (2023). Echo schemes. Lecture Notes in Echoes and Systems, 781–789.",
                     ("Lecture Notes in Echoes and Systems", "", "781-789")),
}


@table(APA_VENUES, APA_FIELDS)
def test_apa_venue_without_volume(line, expected):
    assert read(line, APA_FIELDS) == expected


# --- Harvard from a reference manager: empty fields, media, pages after the venue -----------------
HARVARD_FIELDS = ("title", "journal", "publisher", "pages")
HARVARD = {
    "empty-volume": ("Okafor, N. and Brandt, M. (2016) 'Echo tempo and arousal', Music Echoes, . doi: 10.1177/0305735616632897.",
                     ("Echo tempo and arousal", "Music Echoes", "", "")),
    "empty-fields-proceedings": ("Okafor, N. and Lee, K. (2013) 'Echo Maps Using Chains', Proceedings of the 2013 Workshop "
                                 "on Echoes, , pp. 25-28.",
                                 ("Echo Maps Using Chains", "Proceedings of the 2013 Workshop on Echoes", "", "25-28")),
    "publisher-pages": ("Okafor, N. and Lee, K. (2017) Echo progression in games. IEEE, pp. 2328.",
                        ("Echo progression in games", "", "IEEE", "2328")),
    "video-game": ("Echo Studio (2016) 'Echo Sky', Echo Studio, Video Games(PlayStation 4, Xbox One, Microsoft Windows).",
                   ("Echo Sky", "", "Echo Studio", "")),
    "markdown-italic-book": ("Okafor N (2019) *An introduction to echoes*, Lagos Learning Press, Southbank.",
                             ("An introduction to echoes", "", "Lagos Learning Press", "")),
}


@table(HARVARD, HARVARD_FIELDS)
def test_harvard_reference_manager_output(line, expected):
    assert read(line, HARVARD_FIELDS) == expected


# --- .bbl of BibTeX's plain / plainnat: the first block holds the names, given name first --------
BLOCK_FIELDS = ("authors", "title", "journal", "volume", "issue", "pages", "year")
BBL_NAMES_BLOCK = {
    "one-name-initial": (r"\bibitem[Okafor(1985)]{okafor1985} Ngozi~R. Okafor. \newblock Centrosymmetric Echoes. "
                         r"\newblock \emph{The American Echo Monthly}, 92\penalty0 (10):\penalty0 711, December 1985.",
                         (["Ngozi R. Okafor"], "Centrosymmetric Echoes", "The American Echo Monthly", "92", "10", "711", 1985)),
    "initial-like-vancouver": (r"\bibitem{okafor2017} Ngozi~G. Okafor, Jonas Brandt, and Kofi Lee. \newblock A Distributional "
                               r"Echo. \newblock \emph{Journal of Echoes}, 12\penalty0 (3):\penalty0 449--458, 2017.",
                               (["Ngozi G. Okafor", "Jonas Brandt", "Kofi Lee"], "A Distributional Echo", "Journal of Echoes",
                                "12", "3", "449-458", 2017)),
    "natexlab-year": (r"\bibitem[Okafor(2016{\natexlab{b}})]{o16} Okafor N, Lee K. \newblock Echo control\allowbreak[C]//"
                      r"\allowbreak{}Proceedings of Echo Week. \newblock Lagos, Nigeria: ECHO'16, 2016{\natexlab{b}}: 1--10.",
                      (["Okafor, N", "Lee, K"], "Echo control", "Proceedings of Echo Week", "", "", "1-10", 2016)),
}


@table(BBL_NAMES_BLOCK, BLOCK_FIELDS)
def test_bbl_first_block_names(line, expected):
    assert read(line, BLOCK_FIELDS) == expected


def test_gbt_place_publisher_pages_without_year():
    line = "[1] Okafor N, Lee K. Echo scheduling[C]//Proceedings of Echo Week. Irvine, CA, USA: ECHO'16: 297--311."
    assert read(line, ("journal", "publisher", "pages", "year")) == {
        "journal": "Proceedings of Echo Week", "publisher": "ECHO'16", "pages": "297-311", "year": None}


# --- APA 7: descriptions in brackets and parentheses, a university in brackets, particles ---------
APA_TITLE_FIELDS = ("title", "publisher", "entry_type")
APA_DESCRIPTIONS = {
    "software-version": ("Okafor, N. J., & Lee, K. (2025). Echoer (Version 1.7) [Computer software]. "
                         "https://doi.org/10.5281/zenodo.5960048", ("Echoer", "", "misc")),
    "data-set": ("Okafor, N. (2020). Echo counts 2019 [Data set]. Lagos Data Archive.", ("Echo counts 2019", "Lagos Data Archive", "book")),
    "university-bracket": ("Okafor, N. (2019). Echo und Skala: Empirische Untersuchungen [Ludwig-Maximilians-Universität München]. "
                           "http://nbn-resolving.de/urn:nbn:de:bvb:19-236286",
                           ("Echo und Skala: Empirische Untersuchungen", "Ludwig-Maximilians-Universität München", "thesis")),
    "dissertation-university": ("Okafor, N. (2018). Echo paths [Doctoral dissertation, University of Lagos]. Lagos Repository.",
                                ("Echo paths", "University of Lagos", "thesis")),
    "print-number": ("Okafor, N., & Lee, K. (1968). Statistical theories of echoes (2. print). Addison-Wesley.",
                     ("Statistical theories of echoes", "Addison-Wesley", "book")),
    "edition-no-period": ("Okafor, N. (2011). Echo analysis (2nd ed). Lagos Press.", ("Echo analysis", "Lagos Press", "book")),
}


@table(APA_DESCRIPTIONS, APA_TITLE_FIELDS)
def test_apa_descriptions_are_no_part_of_the_title(line, expected):
    assert read(line, APA_TITLE_FIELDS) == expected


def test_apa_journal_with_commas_and_particles_after_initials():
    line = ("Holt, J. C. ten, Duijn, M. A. J. van, & Boomsma, A. (2010). Echo scales. "
            "TPM - Testing, Echoes, Methodology in Applied Acoustics, 23(1), 3–24.")
    assert read(line, ("authors", "journal", "volume", "issue", "pages")) == {
        "authors": ["Holt, J. C. ten", "Duijn, M. A. J. van", "Boomsma, A."],
        "journal": "TPM - Testing, Echoes, Methodology in Applied Acoustics", "volume": "23", "issue": "1", "pages": "3-24"}


# --- one person "Family, Given"; IEEE Xplore's semicolons; CNKI's compact journal numbers ---------
def test_one_person_written_family_then_given_name():
    assert read("**[5]** O'Okafor, Ngozi. Echo Communications: Human and Machine[M]. 1999.", ("authors",)) == {
        "authors": ["O'Okafor, Ngozi"]}
    assert read("Okafor, Ngozi W. (1997). The Engineer's Guide to Echoes. Lagos Technical Pub.", ("authors", "year")) == {
        "authors": ["Okafor, Ngozi W"], "year": 1997}


def test_ieee_xplore_names_separated_by_semicolons():
    line = ('Ngozi Okafor; Jonas-Kofi Lee; Maria Brandt, "How to count echoes truthfully," '
            "Proceedings of ECHO'14, IEEE, 2014")
    assert read(line, ("authors", "year")) == {"authors": ["Ngozi Okafor", "Jonas-Kofi Lee", "Maria Brandt"], "year": 2014}


CNKI_FIELDS = ("journal", "year", "volume", "issue", "pages")
CNKI_NUMBERS = {
    "compact-is-issue": ("[3] 王明,李红. 企业信息化研究综述[J]. 科技管理研究,2009,12:238-240.", ("科技管理研究", 2009, "", "12", "238-240")),
    "spaced-is-volume": ("[2] 王明, 李红. 数字化转型研究[J]. 今日科苑, 2021, 8: 1-10.", ("今日科苑", 2021, "8", "", "1-10")),
    "latin-journal-compact": ("[4] Okafor N. Echo paths[J]. Acoustics Letters,2009,12:238-240.", ("Acoustics Letters", 2009, "12", "", "238-240")),
}


@table(CNKI_NUMBERS, CNKI_FIELDS)
def test_cnki_compact_numbers_of_chinese_journals(line, expected):
    assert read(line, CNKI_FIELDS) == expected


def test_cnki_issue_is_marked_guessed():
    entry = parse_reference_line(1, "[3] 王明. 企业信息化研究综述[J]. 科技管理研究,2009,12:238-240.", "refs.md")
    assert "the number after the year of a Chinese journal read as the issue (CNKI's export)" in " ".join(entry.notes)


# --- a sentence end written without its space -----------------------------------------------------
GLUED_FIELDS = ("authors", "title", "publisher", "year")
GLUED = {
    "initial-then-title": ("[^11]: Okafor N, Brandt M.Learning echoes from labeled rooms.Lagos: Lagos University, 2002",
                           (["Okafor, N", "Brandt, M"], "Learning echoes from labeled rooms", "Lagos University", 2002)),
    "word-then-place": ("Okafor N, Brandt M. Learning echoes from labeled rooms.Lagos: Lagos University, 2002",
                        (["Okafor, N", "Brandt, M"], "Learning echoes from labeled rooms", "Lagos University", 2002)),
}


@table(GLUED, GLUED_FIELDS)
def test_sentence_end_without_space(line, expected):
    assert read(line, GLUED_FIELDS) == expected


def test_a_period_inside_a_name_is_kept():
    line = "Okafor, N. (2018) 'Echo themes of the game', PlayStation.Blog.Europe, ."
    assert read(line, ("journal",)) == {"journal": "PlayStation.Blog.Europe"}


# --- journal numbers without their words: ACM's format, IEEE lines with bare numbers ------------
NUMBERS_FIELDS = ("authors", "journal", "volume", "issue", "pages", "year")
BARE_NUMBERS = {
    "acm-month": ("**[21]** OKAFOR, N. A. 1952. A method for echo codes. In Proceedings of the Institute of Echo "
                  "Engineers 40, 9 (Sept.), pp. 1098-1101.",
                  (["OKAFOR, N. A"], "Proceedings of the Institute of Echo Engineers", "40", "9", "1098-1101", 1952)),
    "acm-year": ("Okafor, Ngozi and Lee, Kofi. 2019. Echo paths. Journal of Echoes 12, 3 (2019), 1–9.",
                 (["Okafor, Ngozi", "Lee, Kofi"], "Journal of Echoes", "12", "3", "1-9", 2019)),
    "ieee-bare": ('Okafor, N. T., K. H. Lee, and M. S. Brandt, "Echoes and the history of the fast transform," '
                  "IEEE Echo Magazine, 1, (4), 14–21 (1984).",
                  (["Okafor, N. T", "K. H. Lee", "M. S. Brandt"], "IEEE Echo Magazine", "1", "4", "14-21", 1984)),
}


@table(BARE_NUMBERS, NUMBERS_FIELDS)
def test_journal_numbers_without_words(line, expected):
    assert read(line, NUMBERS_FIELDS) == expected


def test_a_publisher_acronym_closing_the_venue_is_the_publisher():
    line = ('Ngozi Okafor; Kofi Lee, "How to count echoes truthfully," Proceedings of ECHO\'14, IEEE, 2014')
    assert read(line, ("journal", "publisher")) == {"journal": "Proceedings of ECHO'14", "publisher": "IEEE"}
    abbreviated = "[1] Okafor N. Echo paths. Commun. ACM. 2019;62(3):1-9."
    assert read(abbreviated, ("journal", "publisher")) == {"journal": "Commun. ACM", "publisher": ""}


def test_gbt_journal_alone_after_the_type_code():
    assert read("[1] 王明，李红. 基于空间统计的人口迁移流分析[J]. 某某大学学报(哲学社会科学版)。", ("journal", "year")) == {
        "journal": "某某大学学报(哲学社会科学版)", "year": None}
    assert read("[3] Okafor N. Echo paths[J]. Acoustics Letters.", ("journal", "year")) == {
        "journal": "Acoustics Letters", "year": None}
