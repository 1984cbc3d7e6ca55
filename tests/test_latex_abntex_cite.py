"""abntex2cite's commands (Brazilian theses; issue 20, held-out batch 46): \\citeonline cites in the sentence,
\\apud / \\apudonline cite the original work through its source (both keys), \\citeauthoronline names a work.

Every sentence here was written for this test."""
from refverify.parse.grammars_latex import LatexCite


def _found(text):
    return [(m.ids, m.locator, m.is_use) for m in LatexCite().find(text)]


def test_citeonline_and_apud():
    assert _found(r"Segundo \citeonline[p.~27]{Lind}, as gaivotas contam.") == [(["Lind"], "p. 27", True)]
    assert _found(r"\apudonline{Roca}{Lind} aponta que as gaivotas voltam.") == [(["Roca", "Lind"], "", True)]
    assert _found(r"como mostrado \apud[p.~589]{Sand}{Okoro}.") == [(["Sand", "Okoro"], "p. 589", True)]
    assert _found(r"\cfcite{Lind} e \Ibidem[p.~3]{Lind}.") == [(["Lind"], "", True), (["Lind"], "p. 3", True)]


def test_citeauthoronline_is_a_mention_that_names_the_work():
    [(ids, _, use)] = _found(r"\citeauthoronline{Lind} mostra \cite{Lind}.")[:1]
    assert (ids, use) == (["Lind"], False)


def test_the_named_styles_narrative_commands():
    # held-out batch 60: an ascelike manuscript cites in the sentence with "\citeN{key}" (chicago, named, ascelike)
    assert _found(r"as \citeN{katran10} and \shortciteN{windisch12,lee16} show, \citeANP{Lind} too.") == [
        (["katran10"], "", True), (["windisch12", "lee16"], "", True), (["Lind"], "", True)]
