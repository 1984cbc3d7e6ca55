"""The learned line reader (refverify/parse/reflist_crf.py): the text it reads, how the training finds
labelled fields in a line, and what it fills in a line the rules read only in part — always marked
guessed, never over a field a style's rule read whole."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from refverify.core.certainty import Certainty, is_certain
from refverify.parse import reflist_crf as crf
from refverify.parse.bibliography import parse_reference_list
from refverify.parse.entry import BibEntry
from refverify.parse.reflist import plain_line

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "bench" / "corpus"))

import linecrf_train  # noqa: E402

RSC = (r"\bibitem[Facchin \emph{et~al.}(2021)Facchin, Zerbetto, and Durante]{facchin2021} A.~Facchin, "
       r"M.~Zerbetto and C.~Durante, \emph{ChemElectroChem}, 2021, \textbf{8}, 2825--2835")


def _read(line: str, file: str = "refs.md"):
    return parse_reference_list([(1, line)], file)[0]


@pytest.mark.parametrize("raw, text", [
    (RSC, "A. Facchin, M. Zerbetto and C. Durante, ChemElectroChem, 2021, 8, 2825–2835"),
    ("3. Roe A, Poe B. *Cells in motion*. [J Cell Biol](https://example.org/jcb) 2020;5:1-9.",
     "Roe A, Poe B. Cells in motion. J Cell Biol https://example.org/jcb 2020;5:1-9."),
    ("[12] 张楠,邹明宇.基于深度学习的图像识别[J].计算机学报,2020,(5):9-11.",
     "张楠,邹明宇.基于深度学习的图像识别[J].计算机学报,2020,(5):9-11."),
])
def test_plain_line_is_the_line_as_a_reader_sees_it(raw, text):
    assert plain_line(raw) == text


def test_tokens_are_runs_of_letters_and_digits_or_one_other_character():
    text = "Roe A. Cells, 2020;5(2):1–9."
    assert [text[a:b] for a, b in crf.tokens(text)] == [
        "Roe", "A", ".", "Cells", ",", "2020", ";", "5", "(", "2", ")", ":", "1", "–", "9", "."]


def test_training_tags_the_labelled_fields_where_they_stand():
    text = "Roe A, Poe B. Cells in motion. J Cell Biol. 2020;12(3):45–67. doi:10.1083/jcb.1"
    label = {"authors": ["Roe", "Poe"], "title": "Cells in motion", "journal": "J Cell Biol", "year": 2020,
             "volume": "12", "issue": "3", "pages": "45-67", "doi": "10.1083/jcb.1"}
    tags = linecrf_train.align(text, label)
    words = [text[a:b] for a, b in crf.tokens(text)]
    assert list(zip(words, tags)) == [
        ("Roe", "A"), ("A", "A"), (",", "A"), ("Poe", "A"), ("B", "A"), (".", "A"),
        ("Cells", "T"), ("in", "T"), ("motion", "T"), (".", "O"),
        ("J", "J"), ("Cell", "J"), ("Biol", "J"), (".", "O"), ("2020", "Y"), (";", "O"),
        ("12", "V"), ("(", "O"), ("3", "I"), (")", "O"), (":", "O"), ("45", "G"), ("–", "G"), ("67", "G"),
        (".", "O"), ("doi", "O"), (":", "O"), ("10", "D"), (".", "D"), ("1083", "D"), ("/", "D"), ("jcb", "D"),
        (".", "D"), ("1", "D")]


def test_a_line_whose_labelled_field_is_not_in_it_is_left_out_of_the_training():
    assert linecrf_train.align("Roe A. Cells in motion. 2020.", {"title": "Cells at rest", "year": 2020}) is None


def test_the_shipped_model_tags_with_the_reader_s_tags():
    assert sorted(crf._tagger().labels()) == sorted([*crf.TAGS.values(), "O"])


@pytest.mark.parametrize("line, fields", [
    # a book whose title has a journal's word keeps its title: no titleless line
    ("Marlowe, Edith. Science Letters. Lakeside Press, 1995.", ("Science Letters", "", "", "")),
    ("Marlowe, Edith. Nature Archive. Springer, 1999.", ("Nature Archive", "", "", "")),
    # a newspaper's page in parentheses is no issue; a patent's number is no issue
    ("[8] 张伟. 论城市更新[N]. 人民日报, 2018-05-12(7).", ("论城市更新", "人民日报", "", "7")),
    ("Hargreaves, P. (2015). Method for sorting shells (U.S. Patent No. 9,876,543). U.S. Patent and Trademark "
     "Office.", ("Method for sorting shells", "", "", "")),
])
def test_what_the_reader_leaves_alone(line, fields):
    entry = _read(line)
    assert (entry.title, entry.journal, entry.issue, entry.pages) == fields


def test_a_titleless_line_gets_its_volume_and_pages_from_the_learned_reader():
    entry = _read(RSC, "refs.bbl")
    assert (entry.volume, entry.pages, entry.year) == ("8", "2825–2835", 2021)
    # filled, so guessed: a discrepancy on them is a warning at most, and the note says how they were read
    assert not is_certain(entry.certainty, "volume") and not is_certain(entry.certainty, "pages")
    assert is_certain(entry.certainty, "year")
    assert "the volume, pages read by the learned line reader, not by a style's rule: check how this line was read" \
        in entry.notes


def test_without_a_model_the_rules_reading_stands(monkeypatch):
    monkeypatch.setattr(crf, "MODEL", Path("/nonexistent/reflines.crfsuite"))
    crf._tagger.cache_clear()
    try:
        entry = _read(RSC, "refs.bbl")
    finally:
        crf._tagger.cache_clear()
    assert (entry.volume, entry.pages) == ("", "")
    assert not any("learned line reader" in note for note in entry.notes)


def _runs(text: str, **fields: tuple[str, float]) -> dict:
    return {field: [(text.index(part), text.index(part) + len(part), prob)] for field, (part, prob) in fields.items()}


BOOK = "Roe, A. (2014). Guide de la cartographie. Lire et tracer des cartes, Lyon, Presses de l'Atelier."


@pytest.mark.parametrize("rules_title, certainty, runs, replaced", [
    # a style's title holding only a subtitle beyond the learned one: the rules' title stays (the reader's sure
    # publisher is elsewhere in the line, not in the rest of their title)
    ("Guide de la cartographie. Lire et tracer des cartes", Certainty.STYLE,
     {"title": ("Guide de la cartographie", 0.99), "publisher": ("Presses de l'Atelier", 0.99)}, False),
    # a style's title holding the publisher the reader is sure of: the learned title stands for it
    ("Guide de la cartographie. Lire et tracer des cartes, Lyon, Presses de l'Atelier", Certainty.STYLE,
     {"title": ("Guide de la cartographie. Lire et tracer des cartes", 0.99), "publisher": ("Presses de l'Atelier", 0.95)},
     True),
    # the same, the reader not all but certain of its title: the style's reading stays
    ("Guide de la cartographie. Lire et tracer des cartes, Lyon, Presses de l'Atelier", Certainty.STYLE,
     {"title": ("Guide de la cartographie. Lire et tracer des cartes", 0.95), "publisher": ("Presses de l'Atelier", 0.95)},
     False),
    # a title the rules only guessed (the names in it): the sure learned title stands for it
    ("Roe, A. (2014). Guide de la cartographie", Certainty.GUESSED,
     {"title": ("Guide de la cartographie. Lire et tracer des cartes", 0.92)}, True),
    # ... but not one the reader is unsure of
    ("Roe, A. (2014). Guide de la cartographie", Certainty.GUESSED,
     {"title": ("Guide de la cartographie. Lire et tracer des cartes", 0.6)}, False),
    # a title read from a named field (\\bibinfo{title}{…}: no certainty mark) is never replaced
    ("Guide de la cartographie. Lire et tracer des cartes, Lyon, Presses de l'Atelier", None,
     {"title": ("Guide de la cartographie. Lire et tracer des cartes", 0.99), "publisher": ("Presses de l'Atelier", 0.99)},
     False),
])
def test_when_the_learned_title_stands_for_the_rules(rules_title, certainty, runs, replaced):
    entry = BibEntry(title=rules_title, raw=BOOK, certainty={"title": certainty} if certainty else {})
    found = _runs(BOOK, **runs)
    assert crf._better_title(entry, BOOK, found["title"][0], found) is replaced


@pytest.mark.parametrize("field, run, value", [
    ("pages", "2825–2835", "2825–2835"),
    ("pages", "e1003", "e1003"),                # an e-locator
    ("pages", "Article twelve", ""),            # no number after at most two letters
    ("volume", "12,", "12"),
    ("volume", "Springer Verlag", ""),
    ("issue", "Dec", ""),                       # a month is no issue
    ("journal", "Computer Research and Development (ICCRD", "Computer Research and Development"),
    ("journal", "Ann. Phys. (N.Y.)", "Ann. Phys. (N.Y.)"),
    ("publisher", "Oxford University Press)", "Oxford University Press"),
])
def test_a_filled_value_has_its_fields_shape(field, run, value):
    assert crf._gap_value(field, run) == value


@pytest.mark.parametrize("line, year", [
    # the date the page was seen is no year of the work, nor is any year in a line that says it is undated
    ("Harbour Office. Ferry timetables. https://example.org/ferries (accessed 12 March 2024).", None),
    ("Harbour Office (n.d.). Ferry timetables. In Proc. of Quays (2019).", None),
    ("Harbour Office. Ferry timetables. Proc. of Quays 2019.", 2019),
])
def test_a_year_the_reader_tags_is_no_access_date(monkeypatch, line, year):
    def sure_year(text, marks=""):
        found = text.rindex(text.rstrip(").")[-4:])
        return {"year": [(found, found + 4, 0.99)]}
    monkeypatch.setattr(crf, "spans_by_field", sure_year)
    entry = BibEntry(title="Ferry timetables", raw=line)
    crf.fill_gaps(entry, plain_line(entry.raw))
    assert entry.year == year


def test_what_the_rules_took_for_the_title_of_a_titleless_line_is_its_journal(monkeypatch):
    line = "A. Roe and B. Poe, Harbour Letters, 2021, 8, 112–119"
    text = plain_line(line)
    journal = text.index("Harbour Letters")
    monkeypatch.setattr(crf, "spans_by_field", lambda _text, _marks="": {"journal": [(journal, journal + 15, 0.99)]})
    entry = BibEntry(title="Harbour Letters", raw=line, certainty={"title": Certainty.STYLE})
    crf.fill_gaps(entry, plain_line(entry.raw))
    assert (entry.title, entry.journal, entry.certainty["journal"]) == ("", "Harbour Letters", Certainty.GUESSED)


def test_a_title_the_rules_could_not_find_makes_their_other_fields_guesses(monkeypatch):
    # the learned title stands for a guessed one: the rules' volume from the same unsure split is a guess too,
    # so a volume that differs from the record is a reading warning, never an error
    line = "Roe A., Poe B. Tidal mixing in shallow bays // Estuarine Letters. – 2013. № 3 (27). – p. 101–118."
    text = plain_line(line)
    title = text.index("Tidal mixing in shallow bays")
    monkeypatch.setattr(crf, "spans_by_field", lambda _text, _marks="": {"title": [(title, title + 28, 0.97)]})
    entry = BibEntry(title="Roe A., Poe B. Tidal", authors=["Roe, A."], journal="Estuarine Letters", volume="3",
                     raw=line, certainty={"title": Certainty.GUESSED, "authors": Certainty.STYLE,
                                          "journal": Certainty.STYLE, "volume": Certainty.STYLE})
    crf.fill_gaps(entry, plain_line(entry.raw))
    assert entry.title == "Tidal mixing in shallow bays"
    assert {f: entry.certainty[f] for f in ("title", "authors", "journal", "volume")} == dict.fromkeys(
        ("title", "authors", "journal", "volume"), Certainty.GUESSED)
    assert entry.notes == ["the title read by the learned line reader, not by a style's rule: check how this line was read"]


@pytest.mark.parametrize("raw, text, italic, bold", [
    ("Okafor, N. (2019). Gull counts. *Journal of Gulls*, **3**(2), 1-9.",
     "Okafor, N. (2019). Gull counts. Journal of Gulls, 3(2), 1-9.", "Journal of Gulls", "3"),
    (r"\bibitem{o} N.~Okafor, \emph{Gull counts}, Gull Letters \textbf{82} (2012), 1--9.",
     "N. Okafor, Gull counts, Gull Letters 82 (2012), 1–9.", "Gull counts", "82"),
    ('<div class="csl-entry">Okafor, N. 2019. “Gull Counts.” <i>Gull Letters</i> 3: 1–9.</div>',
     "Okafor, N. 2019. “Gull Counts.” Gull Letters 3: 1–9.", "Gull Letters", ""),
])
def test_marked_line_says_which_characters_are_set_in_italics_or_bold(raw, text, italic, bold):
    from refverify.parse.reflist import marked_line
    plain, marks = marked_line(raw)
    assert plain == text == plain_line(raw) and len(marks) == len(plain)
    runs = {mark: "".join(c for c, m in zip(plain, marks) if m == mark) for mark in "ib"}
    assert (runs["i"], runs["b"]) == (italic, bold)
