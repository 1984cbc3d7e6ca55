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
