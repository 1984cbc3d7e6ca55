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


_MANUSCRIPT = """# Einleitung

Die Stadtökologie hat sich stark entwickelt (Müller und Schmidt 2003). Messverfahren sind vielfältig
(Schneider u. a. 2008). Siehe Becker (2015, S. 201), Dupont et Martin (2004) und García y Pérez (2010).

# {heading}

Becker, Lena: Sprachwandel im Alltag. In: Hoffmann, Peter (Hrsg.): Handbuch der Soziolinguistik. Stuttgart : Metzler, 2015, S. 201–228

DUPONT, Jean et MARTIN, Paul. Les politiques de l'eau en Europe. Revue française d'administration publique, 2004, vol. 12, n° 3, p. 45-67.

García, J. y Pérez, M. (2010). La educación en América Latina. Revista de Educación, 35(2), 45–67.

MÜLLER, Hans ; SCHMIDT, Eva: Die Entwicklung der Stadtökologie. In: Zeitschrift für Umweltforschung 12 (2003), Nr. 4, S. 23–45

Schneider, Karl ; Weber, Anna ; Fischer, Jonas u. a.: Messverfahren im Wasserbau. In: Wasserwirtschaft 98 (2008), Nr. 7, S. 112–119
"""


@pytest.mark.parametrize("heading", ["Literaturverzeichnis", "Références bibliographiques", "Referências"])
@pytest.mark.parametrize("form", ["NFC", "NFD"])
def test_a_european_manuscript_cites_every_work_of_its_list(tmp_path, heading, form):
    """Every citation finds its work, none is an orphan, with the accents composed or decomposed (NFD)."""
    import unicodedata

    from refverify.parse.pipeline import parse_manuscript
    path = tmp_path / "arbeit.md"
    path.write_text(unicodedata.normalize(form, _MANUSCRIPT.format(heading=heading)), encoding="utf-8")
    state = parse_manuscript(path)
    assert {key: len(ref.claims) for key, ref in state.refs.items()} == {
        "becker2015": 1, "dupont2004": 1, "garcia2010": 1, "muller2003": 1, "schneider2008": 1}
    assert not any(ref.orphan_of for ref in state.refs.values())


JAPANESE = {
    # held-out batch 52: a Japanese thesis in Markdown cited "沖山ら $(2001)$", "黒田 (2003)" — 5 of its 26 places found
    "ja-ra-math-year": ("肯定的な論文として，沖山ら $(2001)$，宮内ほか（2003）等が挙げられる．", ["沖山 2001", "宮内 2003"]),
    "ja-name-space-year": ("一方で黒田 (2003) は否定的である．", ["黒田 2003"]),
    "zh-deng-still": ("张三等（2001）指出海鸥筑巢于沙滩。", ["张三 2001"]),
}


@pytest.mark.parametrize("text, expected", [pytest.param(t, e, id=k) for k, (t, e) in JAPANESE.items()])
def test_japanese_narrative_author_year(text, expected):
    assert [i for m in AuthorYear().find(text) for i in m.ids] == expected


def test_japanese_thesis_cites_its_list_by_family_name(tmp_path):
    from refverify.parse.pipeline import parse_manuscript
    (tmp_path / "paper.md").write_text(
        "# 序論\n\n橋に肯定的な論文として，沖山ら $(2001)$，宮内ら (2003) 等がある．黒田 (2003) も述べている．\n\n"
        "## 参考文献\n\n沖山観介, 後藤春彦. (2001). _離島の農業_. 建築学会論文集, 66, 1-8.\n\n"
        "宮内久光, 須山聡. (2003). _離島の架橋_. 地理学評論, 76, 1-9.\n\n黒田明. (2003). _島の人口_. 地理, 5, 1-9.\n",
        encoding="utf-8")
    state = parse_manuscript(tmp_path / "paper.md")
    assert {r.bib.authors.split(";")[0]: len(r.claims) for r in state.refs.values()} == {"沖山観介": 1, "宮内久光": 1, "黒田明": 1}
