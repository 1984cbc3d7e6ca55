"""Author–year citations written in German, French, Spanish, Portuguese, Italian, Dutch and the
Scandinavian languages (issue 20): their word for "and", their "et al.", their page mark and their
"cf." belong to the citation; no citation is lost or cut to its second name. The sentences are
written for this test."""
from __future__ import annotations

import pytest

from refverify.parse.grammars_authoryear import AuthorYear

CASES = {
    "de-und-parenthetical": ("Die Stadtökologie wächst (Müller und Schmidt 2003).",
                             [(["Müller & Schmidt 2003"], "")]),
    "de-ua": ("Messverfahren sind vielfältig (Schneider u. a. 2008).", [(["Schneider 2008"], "")]),
    "de-ua-no-space": ("Messverfahren sind vielfältig (Schneider u.a., 2008).", [(["Schneider 2008"], "")]),
    "de-vgl-page": ("So beschrieben (vgl. Becker 2015, S. 210).", [(["Becker 2015"], "S. 210")]),
    "de-narrative-page": ("Becker (2015, S. 201) zeigt das.", [(["Becker 2015"], "S. 201")]),
    "de-narrative-und": ("Wie Schulz und Braun (2011) zeigen.", [(["Schulz & Braun 2011"], "")]),
    "fr-et": ("Comme le montrent Dupont et Martin (2004), la ville change.", [(["Dupont & Martin 2004"], "")]),
    "fr-parenthetical-et": ("La ville change (Dupont et Martin, 2004).", [(["Dupont & Martin 2004"], "")]),
    "fr-voir": ("La ville change (voir Leroy, 2010, p. 12).", [(["Leroy 2010"], "p. 12")]),
    "es-y": ("Según García y Pérez (2010), la educación mejora.", [(["García & Pérez 2010"], "")]),
    "es-y-cols": ("La educación mejora (Romero y cols., 2019).", [(["Romero 2019"], "")]),
    "es-pag": ("La educación mejora (García, 2010, pág. 45).", [(["García 2010"], "pág. 45")]),
    "pt-e": ("Segundo Costa e Lima (2015), a água é boa.", [(["Costa & Lima 2015"], "")]),
    "it-e": ("La città cambia (Rossi e Bianchi, 2010).", [(["Rossi & Bianchi 2010"], "")]),
    "nl-en": ("Zoals Jansen en Vries (2011) laten zien.", [(["Jansen & Vries 2011"], "")]),
    "nl-ea": ("Zoals eerder gezegd (Mulder e.a., 2019).", [(["Mulder 2019"], "")]),
    "sv-och": ("Som Andersson och Lindqvist (2012) visar.", [(["Andersson & Lindqvist 2012"], "")]),
    "sv-mfl": ("Som tidigare visats (Nilsson m.fl., 2020).", [(["Nilsson 2020"], "")]),
    "no-og": ("Som Hansen og Olsen (2017) viser.", [(["Hansen & Olsen 2017"], "")]),
    "two-in-one": ("Mehrfach belegt (Müller und Schmidt 2003; Schneider u. a. 2008).",
                   [(["Müller & Schmidt 2003", "Schneider 2008"], "")]),
}


@pytest.mark.parametrize("text, expected", [pytest.param(t, e, id=k) for k, (t, e) in CASES.items()])
def test_author_year_citation_in_other_languages(text, expected):
    found = AuthorYear().find(text)
    assert [(m.ids, m.locator) for m in found] == expected
