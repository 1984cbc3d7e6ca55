"""Reference-list classes left open in held-out batch 76 (issue 20), each line invented for the test (fictional
names and titles, the shapes of the real lists): GOST R 7.0.5-2008 with its dashes left out ("// ПМТФ. 1985. № 1.
С. 125-133.") and a book's page count after its year, a French medical list numbered "9- " with its title in
guillemets and "vol 4, N°5", and APA with the given names in full when the comma before "&" has gone."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "title", "journal", "publisher", "volume", "issue", "pages", "year")


def _read(line: str):
    return parse_reference_line(1, line, "refs.bbl" if line.startswith("\\bibitem") else "refs.md")


@pytest.mark.parametrize("line, expected", [
    ("Тарасов Н.П., Белкина О.Л. Отражение упругих волн от слоистой преграды // ПМТФ. 1987. № 3. С. 41-48.",
     (["Тарасов Н.П.", "Белкина О.Л."], False, "Отражение упругих волн от слоистой преграды", "ПМТФ", "", "", "3",
      "41-48", 1987)),
    ("Орлова А.В. Сеточные схемы для волн в анизотропной среде // Журн. вычисл. матем. 2012. Т. 52, вып. 4. С. 7-19.",
     (["Орлова А.В."], False, "Сеточные схемы для волн в анизотропной среде", "Журн. вычисл. матем", "", "52", "4",
      "7-19", 2012)),
    ("Pavlov K. A scheme for contact problems // Comput. Math. Phys. 2014. Vol. 54, No. 2. P. 301–312.",
     (["Pavlov, K."], False, "A scheme for contact problems", "Comput. Math. Phys", "", "54", "2", "301-312", 2014)),
    ("Кравцов Д.С., Лунина Г.Т. Упругие свойства осадочных пород. – Новосибирск: Издательство СО РАН, 2001. 412 с.",
     (["Кравцов Д.С.", "Лунина Г.Т."], False, "Упругие свойства осадочных пород", "", "Издательство СО РАН", "", "", "",
      2001)),
])
def test_gost_without_dashes_and_a_books_extent(line, expected):
    entry = _read(line)
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, expected", [
    ("4- Morel P, Vasseur J, et al. « Suivi des patients diabétiques : une revue » , Revue Médicale, vol 7, N°2 "
     "mars 2011, p.101-109",
     (["Morel, P", "Vasseur, J"], True, "Suivi des patients diabétiques : une revue", "Revue Médicale", "", "7", "2",
      "101-109", 2011)),
    ("12- Garnier L, Tessier M. « Éducation du patient asthmatique » , Soins, vol 3, n°9 mai 2006, p.45-48",
     (["Garnier, L", "Tessier, M"], False, "Éducation du patient asthmatique", "Soins", "", "3", "9", "45-48", 2006)),
])
def test_french_numbered_hyphen_and_guillemets(line, expected):
    entry = _read(line)
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_a_hyphen_numbers_an_entry():
    entry = _read("2- Dorsey MK, Lund CS. Why clinicians skip guidelines. JAMA. 2001;285(4):1450-7.")
    assert (entry.number, entry.authors, entry.journal, entry.volume) == (2, ["Dorsey, MK", "Lund, CS"], "JAMA", "285")


@pytest.mark.parametrize("line, expected", [
    ("Arnadottir, Helga, Brekke, Ola Sverre, Lind, Tove K., & Åberg, Per-Erik (2023). Sleep and attention in "
     "school children. *Journal of Child Studies, 41*, 100233.",
     (["Arnadottir, Helga", "Brekke, Ola Sverre", "Lind, Tove K.", "Åberg, Per-Erik"], False,
      "Sleep and attention in school children", "Journal of Child Studies", "", "41", "", "100233", 2023)),
    (r"\bibitem{hol2015} Holmqvist, Stefan, et al. 2015. Scheduling for embedded controllers. IEEE Conference on "
     r"Embedded Systems",
     (["Holmqvist, Stefan"], True, "Scheduling for embedded controllers", "IEEE Conference on Embedded Systems", "", "",
      "", "", 2015)),
])
def test_apa_given_names_in_full(line, expected):
    entry = _read(line)
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, expected", [
    ('A. Lindqvist, “Numerical methods for stiff systems,” Oxford University Press, 2012.',
     ("", "Oxford University Press", "book")),
    (r'\bibitem{ros} K.L.M. Ferri (1998), \emph{"Optical sectioning in thick tissue"} \newline ed. Cambridge '
     r'University Press', ("", "Cambridge University Press", "book")),
    (r'\bibitem{fis} R. Bassi, L. Conte (2009), \emph{"Fisica generale - Volume I"} \newline ed. Zanardi',
     ("", "Zanardi", "book")),
    (r'\bibitem{tea} B. Oakes, J. Reyes (2004), \emph{"Learning to program with Lua"} \newline Blue Ridge Press, '
     r'Asheville (North Carolina)', ("", "Blue Ridge Press", "book")),
    # a journal stays a journal, whatever its name holds
    ('A. Lindqvist, “Stiff systems revisited,” Journal of the Press Association, 2012.',
     ("Journal of the Press Association", "", "article")),
])
def test_a_press_where_the_venue_would_be(line, expected):
    entry = _read(line)
    assert (entry.journal, entry.publisher, entry.entry_type) == expected
