"""Issue 20 (held-out batch 34): German humanities lines ("Family, Given: Title. Place: Publisher Year.")
and Word's built-in "ISO 690 – Numerical Reference" (title first, then the names, in any of Word's
languages), each field exact. Lines written for these tests."""
import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "publisher", "year", "volume", "issue", "pages", "entry_type")

GERMAN = [
    ("Lorenz, Katharina: Die Stadt als Bühne. Zur Poetik des Flaneurs. Stuttgart/Weimar: J.B. Metzler 2003.",
     (["Lorenz, Katharina"], "Die Stadt als Bühne. Zur Poetik des Flaneurs", "", "J.B. Metzler", 2003, "", "", "",
      "book")),
    # "/" between the names, "(Hrsg.)", the edition and the series set aside
    ("Vogt, Anton/ Reimer, Lisa Maria (Hrsg.): Handbuch der Glosse. 2. Aufl. Frankfurt a. M.: S. Fischer 2011. "
     "(= Fischer Taschenbuch. Bd. 7)",
     (["Vogt, Anton", "Reimer, Lisa Maria"], "Handbuch der Glosse", "", "S. Fischer", 2011, "", "", "", "book")),
    # a comma forgotten inside the "/" list
    ("Haas, Dieter/Kern Martin: Lexikon der Gattungen. Begriffe und Beispiele. Tübingen: Niemeyer 1997.",
     (["Haas, Dieter", "Kern, Martin"], "Lexikon der Gattungen. Begriffe und Beispiele", "", "Niemeyer", 1997, "", "",
      "", "book")),
    # a chapter: the book's editors after it, the pages at the end
    ("Brandt, Ulrich: Die kleine Prosa. Ein Versuch. In: Formen des Kurzen. Hrsg. von Eva Lange. Göttingen: "
     "Wallstein 2009. S. 41 – 58.",
     (["Brandt, Ulrich"], "Die kleine Prosa. Ein Versuch", "Formen des Kurzen", "Wallstein", 2009, "", "", "41-58",
      "incollection")),
    # a newspaper with its date, the journal marked as a guess
    ("Roth, Paul: Vom Lesen im Café. In: Die Glocke (Wien) vom 12.03.1925, S. 3 - 4.",
     (["Roth, Paul"], "Vom Lesen im Café", "Die Glocke", "", 1925, "", "", "3-4", "article")),
    ("Roth, Paul: Das Feuilleton heute. In: Der Monat 1956, Heft 91.",
     (["Roth, Paul"], "Das Feuilleton heute", "Der Monat", "", 1956, "", "91", "", "article")),
    # the publisher before its town; "et al." and "(Hrsg.)" after the names; a period typed for the comma
    ("Seidel, Franz, et. al (Hrsg.).: Opernführer. Verdi. 5. Aufl. Kassel: Bärenreiter & Metzler 2014. S. 80 – 84.",
     (["Seidel, Franz"], "Opernführer. Verdi", "", "Bärenreiter & Metzler", 2014, "", "", "80-84", "book")),
    ("Auer. Theresa: Götter und Helden. Eine Einführung. 3. Aufl., Darmstadt: Konrad Theiss 2012.",
     (["Auer, Theresa"], "Götter und Helden. Eine Einführung", "", "Konrad Theiss", 2012, "", "", "", "book")),
    ("Kraml, Ida (Hrsg.) /Pichler, Jan (Hrsg.): Die Kolumne. Schreiben zwischen den Zeilen. Transcript, Bielefeld 2016.",
     (["Kraml, Ida", "Pichler, Jan"], "Die Kolumne. Schreiben zwischen den Zeilen", "", "Transcript", 2016, "", "", "",
      "book")),
    # a thesis and a book with only its town
    ("Moser, Lena Maria: Der Roman auf der Bühne. Eine Fallstudie. Wien. Dipl.-Arb. 2015.",
     (["Moser, Lena Maria"], "Der Roman auf der Bühne. Eine Fallstudie", "", "", 2015, "", "", "", "thesis")),
    ("Keller, Hans: Die Ordnung der Dinge. Berlin 1998.",
     (["Keller, Hans"], "Die Ordnung der Dinge", "", "", 1998, "", "", "", "book")),
    # initials only, when the place and publisher are named DIN's way
    ("Brandl, H.; Weiß, K.: Regelungstechnik für Ingenieure. 4. Aufl. Berlin: Springer Vieweg 2014.",
     (["Brandl, H.", "Weiß, K."], "Regelungstechnik für Ingenieure", "", "Springer Vieweg", 2014, "", "", "", "book")),
]

GERMAN_SHORT = [
    # the historians' short form: the place and the year after a comma, no publisher (held-out batch 102)
    ("Brink, Marlene: Kleine Geschichte der Stadt Lindenau, Karlsruhe 2015.",
     (["Brink, Marlene"], "Kleine Geschichte der Stadt Lindenau", "", "", 2015, "", "", "", "book")),
    ("Ebert, Ulla (Hg.): Von der Mühle zur Fabrik. 150 Jahre Handwerk im Ried, Lindenau 2012.<br>",
     (["Ebert, Ulla"], "Von der Mühle zur Fabrik. 150 Jahre Handwerk im Ried", "", "", 2012, "", "", "", "book")),
    ("Hauck, Georg: Lindenau. Die Kunstdenkmäler der Stadt, 2 Bde., Lindenau 1952–1954.",
     (["Hauck, Georg"], "Lindenau. Die Kunstdenkmäler der Stadt", "", "", 1952, "", "", "", "book")),
    # a body edited it: a society, an archive
    ("Geschichtsverein Oberried (Hg.): Lesebuch zur Oberrieder Geschichte, Lindenau 2017.",
     (["Geschichtsverein Oberried"], "Lesebuch zur Oberrieder Geschichte", "", "", 2017, "", "", "", "book")),
]

WORD_ISO690 = [
    # an article: the issue, "s.l. : publisher", the date, then the journal, its volume and pages
    ("2. Markets and Punishment: A Formal Model. Brenner, Gary T. 3, s.l. : The University Press, Marzo de 1971, "
     "Journal of Legal Economics, Vol. 12, págs. 101-140.",
     (["Brenner, Gary T"], "Markets and Punishment: A Formal Model", "Journal of Legal Economics", "The University Press",
      1971, "12", "3", "101-140", "article")),
    ("4. Hateful Posts on Social Media: A Classification Study. Ann Pirie , Mark L. Wood. 2, 2016, Policy & Web, "
     "Vol. 9, pp. 12-30,.",
     (["Ann Pirie", "Mark L. Wood"], "Hateful Posts on Social Media: A Classification Study", "Policy & Web", "", 2016,
      "9", "2", "12-30", "article")),
    ("5. A primer on ROC curves. Fenwick, Tara. s.l. : Elsevier, 2006.",
     (["Fenwick, Tara"], "A primer on ROC curves", "", "Elsevier", 2006, "", "", "", "book")),
    ("10. Sampling Instances for Learning. Ono, Kei y Sato, Rin. 2003, Data Mining Letters 8(3), págs. 15-30.",
     (["Ono, Kei", "Sato, Rin"], "Sampling Instances for Learning", "Data Mining Letters", "", 2003, "8", "3", "15-30",
      "article")),
    ("16. A rule for stemming words. Parker, M. F. 1982, Program , Vol. 16 Issue: 2, pp. 30-37.",
     (["Parker, M. F"], "A rule for stemming words", "Program", "", 1982, "16", "2", "30-37", "article")),
    # a conference paper: "Place : s.n., Year. Conference."
    ("8. Finding Abuse in Forum Posts. Will Baker, Julia Herz. Montréal, Canada : s.n., 2013. Proceedings of the "
     "2013 Workshop on Online Language.",
     (["Will Baker", "Julia Herz"], "Finding Abuse in Forum Posts", "Proceedings of the 2013 Workshop on Online Language",
      "", 2013, "", "", "", "inproceedings")),
    ("26. Toolkits for Text Mining. Ian H. Walton et al. 2008. Proceedings of the Workshop on Applied Learning. "
     "pp. 92-96.",
     (["Ian H. Walton"], "Toolkits for Text Mining", "Proceedings of the Workshop on Applied Learning", "", 2008, "", "",
      "92-96", "inproceedings")),
    # a web page: the names first, "[Online]" in Word's language
    ("19. Sara Byrd, Ewan Klee Jr., and Ed Lopez. Language Processing with Scripts. [En línea] 2010. www.example.org/book/.",
     (["Sara Byrd", "Ewan Klee Jr.", "Ed Lopez"], "Language Processing with Scripts", "", "", 2010, "", "", "", "misc")),
    ("24. McCall, Andrew. TEXTKIT: A Toolkit for Language Learning. [Online] https://example.edu/textkit/.",
     (["McCall, Andrew"], "TEXTKIT: A Toolkit for Language Learning", "", "", None, "", "", "", "misc")),
]


# Word's names-first styles of the same family: ISO 690 first element and date, SIST02
WORD_NAMED = [
    ("BRENNER, Gary T. 1971. Markets and Punishment: A Formal Model. Journal of Legal Economics. 1971, Vol. 12, 3, "
     "pp. 101-140.",
     (["BRENNER, Gary T"], "Markets and Punishment: A Formal Model", "Journal of Legal Economics", "", 1971, "12", "3",
      "101-140", "article")),
    ("FENWICK, Tara. 2006. A primer on ROC curves. s.l. : Elsevier, 2006.",
     (["FENWICK, Tara"], "A primer on ROC curves", "", "Elsevier", 2006, "", "", "", "book")),
    ("Brenner, Gary T. Markets and Punishment: A Formal Model. Journal of Legal Economics. 1971, Vol. 12, 3, pp. 101-140.",
     (["Brenner, Gary T"], "Markets and Punishment: A Formal Model", "Journal of Legal Economics", "", 1971, "12", "3",
      "101-140", "article")),
]


@pytest.mark.parametrize("line, expected", GERMAN + GERMAN_SHORT + WORD_ISO690 + WORD_NAMED)
def test_fields(line, expected):
    entry = parse_reference_line(1, line, "refs.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, truncated", [(GERMAN[6][0], True), (GERMAN[0][0], False), (WORD_ISO690[6][0], True)])
def test_et_al_is_kept(line, truncated):
    assert parse_reference_line(1, line, "refs.docx").authors_truncated is truncated


@pytest.mark.parametrize("line, guessed", [
    (GERMAN[4][0], {"journal"}), (GERMAN[8][0], {"publisher"}), (GERMAN[0][0], set()),
    (WORD_ISO690[5][0], {"journal"}), (WORD_ISO690[0][0], set()),
])
def test_what_rests_on_a_guess_is_marked(line, guessed):
    entry = parse_reference_line(1, line, "refs.docx")
    assert {f for f in FIELDS if entry.certainty.get(f) == "guessed"} == guessed


@pytest.mark.parametrize("line, expected", [
    # DIN 1505 with a comma before the year stays with its reader, as does German author–date
    ("Keller, Hans: Die Ordnung der Dinge. Tübingen: Niemeyer, 1998.",
     (["Keller, Hans"], "Die Ordnung der Dinge", "", "Niemeyer", 1998, "", "", "", "book")),
    ("Keller, Hans/Ried, Anna (2011): Städte im Wandel. In: Zeitschrift für Soziologie 40 (3), S. 201–219.",
     (["Keller, Hans", "Ried, Anna"], "Städte im Wandel", "Zeitschrift für Soziologie", "", 2011, "40", "3", "201-219",
      "article")),
    # Copernicus' colon head ("…, and Name, I.:") is no German humanities line
    ("Tamsin, A., Ovell, R., and Brack, T.: Heat flow in thin films, J. Appl. Phys., 54, 1201–1209, 1983.",
     (["Tamsin, A.", "Ovell, R.", "Brack, T."], "Heat flow in thin films", "J. Appl. Phys.", "", 1983, "54", "",
      "1201-1209", "article")),
    # Word's Harvard "[Online] Available at:" is not Word's ISO 690
    ("Github, 2021. Email Spam Classifier. [Online] Available at: https://github.com/example/spam "
     "[Accessed 22 November 2021].",
     (["Github"], "Email Spam Classifier", "", "", 2021, "", "", "", "misc")),
])
def test_neighbouring_styles_keep_their_reading(line, expected):
    entry = parse_reference_line(1, line, "refs.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_a_word_iso690_line_without_word_marks_is_read_with_the_split_marked_guessed():
    entry = parse_reference_line(1, "13. Text Categorization without Labels. Youngmin Koh y Junho Seok. 1998.", "refs.docx")
    assert (entry.title, entry.authors, entry.year, entry.entry_type) == (
        "Text Categorization without Labels", ["Youngmin Koh", "Junho Seok"], 1998, "misc")
    assert {f for f in FIELDS if entry.certainty.get(f) == "guessed"} == {"title", "authors"}


@pytest.mark.parametrize("line, authors, title", [
    # a publisher after a GB/T book, names first in other styles: not Word's title-first line
    ("Minor D, Shaw A. Design Patterns for Batch Analytics[M]. O'Reilly Media, Inc. 2013.",
     ["Minor, D", "Shaw, A"], "Design Patterns for Batch Analytics"),
    ("Smith J. Deep Learning Methods. 2007.", ["Smith, J"], "Deep Learning Methods"),
])
def test_lines_of_other_styles_are_not_read_title_first(line, authors, title):
    entry = parse_reference_line(1, line, "refs.docx")
    assert (entry.authors, entry.title) == (authors, title)
