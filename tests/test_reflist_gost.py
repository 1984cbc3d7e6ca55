"""Issue 20: Russian GOST 7.1 / 7.0.5 reference lines (Russian and CIS theses, and Word's built-in GOST
styles), each field exact. Lines written for these tests."""
import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "publisher", "year", "volume", "issue", "pages", "entry_type")

LINES = [
    ("Орлов И. И., Лебедев П. П. Методы кластеризации текстов // Вестник информатики. – 2014. – Т. 7, № 3. – С. 21–34.",
     (["Орлов И. И.", "Лебедев П. П."], "Методы кластеризации текстов", "Вестник информатики", "", 2014, "7", "3", "21-34",
      "article")),
    # the responsibility statement after "/" names every author
    ("Орлов, И. И. Поиск по графам / И. И. Орлов, П. П. Лебедев // Вестник информатики. – 2015. – № 2. – С. 5–9.",
     (["И. И. Орлов", "П. П. Лебедев"], "Поиск по графам", "Вестник информатики", "", 2015, "", "2", "5-9", "article")),
    ("Зуев А. В. Теория графов : учебник. – М. : Наука, 2009. – 320 с.",
     (["Зуев А. В."], "Теория графов", "", "Наука", 2009, "", "", "", "book")),
    ("Лебедев П. П. Модели данных // Труды конференции «Информатика». – СПб., 2016. – С. 15–17.",
     (["Лебедев П. П."], "Модели данных", "Труды конференции «Информатика»", "", 2016, "", "", "15-17", "inproceedings")),
    # English works in a GOST list, and Word's built-in GOST style
    ("Walker J. Deep features for texture // Journal of Vision Studies. – 2017. – Vol. 12, No. 3. – P. 45–60.",
     (["Walker, J."], "Deep features for texture", "Journal of Vision Studies", "", 2017, "12", "3", "45-60", "article")),
    ("Becker Gary S. Markets and Crime: A Formal View [Journal] // Journal of Legal Economics. - 1971. - 2 : Vol. 12. - "
     "pp. 101-140.",
     (["Becker Gary S."], "Markets and Crime: A Formal View", "Journal of Legal Economics", "", 1971, "12", "2", "101-140",
      "article")),
    ("Fenwick Tara A primer on ROC curves [Book]. - [s.l.] : Elsevier, 2006.",
     (["Fenwick, Tara"], "A primer on ROC curves", "", "Elsevier", 2006, "", "", "", "book")),
    ("Machine Learning Methods [Electronic resource]. – URL: http://example.org/ml (accessed: 10.05.2020).",
     ([], "Machine Learning Methods", "", "", None, "", "", "", "misc")),
    ("Портал открытых данных [Электронный ресурс]. – URL: http://example.org/data (дата обращения: 10.05.2020).",
     ([], "Портал открытых данных", "", "", None, "", "", "", "misc")),
]


@pytest.mark.parametrize("line, expected", LINES)
def test_fields(line, expected):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_a_collection_told_by_its_place_only_is_marked_guessed():
    entry = parse_reference_line(1, LINES[3][0], "thesis.docx")
    assert {f for f in FIELDS if entry.certainty.get(f) == "guessed"} == {"journal"}


def test_a_gbt_proceedings_line_is_left_to_its_reader():
    entry = parse_reference_line(1, "[3] 王强. 图像检索方法[C]//第十届全国图像会议论文集. 北京: 科学出版社, 2010: 11-15.", "t.docx")
    assert (entry.entry_type, entry.journal, entry.publisher, entry.pages) == (
        "inproceedings", "第十届全国图像会议论文集", "科学出版社", "11-15")


def test_gost_kazakh_letters_english_marks_and_a_place_without_publisher():
    from refverify.parse.reflist import parse_reference_line
    entry = parse_reference_line(1, "9. Olsen K., Kuiper K.E.A., O'Roca R.C. Gulls and tides in adolescents // The Coast. – 2012. "
                                    "– Vol. 379, Issue 9834. – P. 2373–2382.", "r.docx")
    assert (entry.authors, entry.title, entry.volume, entry.issue, entry.pages) == (
        ["Olsen, K.", "Kuiper, K.E.A.", "O'Roca, R.C."], "Gulls and tides in adolescents", "379", "9834", "2373-2382")
    entry = parse_reference_line(1, "33. Қалымбек Ф. Шағалалар туралы // Педагогика және психология. – 2016. – № 3. – Б. 45–51.", "r.docx")
    assert (entry.authors, entry.journal, entry.issue, entry.pages) == (["Қалымбек Ф."], "Педагогика және психология", "3", "45-51")
    entry = parse_reference_line(1, "32. Жарықбаев Қ.Б. Шағалалар: оқулық. – Алматы, 2018. – 186 б.", "r.docx")
    assert (entry.authors, entry.title, entry.year, entry.entry_type) == (["Жарықбаев Қ.Б."], "Шағалалар: оқулық", 2018, "book")
