"""German author–date journal parts: "In: Journal. 10, Nr. 1. S. 1–20." — the journal stops before its
numbers, and the fields hold the writer's own words (issue 20, held-out batch 9). Lines invented."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

CASES = {
    "acronym-in-parens": (
        "Okafor, Nora & Brandt, Karl Georg (2004). Netze im Alltag: Ein Versuch. In: *Journal of Mesh Studies (JMS)*. 12, Nr.&#8201;3. S.&#8201;54--85.",
        ["Okafor, Nora", "Brandt, Karl Georg"], "Journal of Mesh Studies (JMS)", "12", "3", "54-85"),
    "heft-plain": (
        "Weber, Anna & Roth, Jonas (2011). Die leise Mehrheit. In: Zeitschrift für Netzkunde. 30, Heft 1. S. 48–64.",
        ["Weber, Anna", "Roth, Jonas"], "Zeitschrift für Netzkunde", "30", "1", "48-64"),
}


@pytest.mark.parametrize("name", CASES)
def test_fields(name):
    line, authors, journal, volume, issue, pages = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.authors, entry.journal, entry.volume, entry.issue) == (authors, journal, volume, issue)
    assert entry.pages == pages      # the pages as the project writes them, "54-85"


NAMES = {
    "semicolons-then-ampersand": ("Weber, Anna; Roth, Jonas & Lind, Eva (2011). Die leise Mehrheit. Wien: Braumüller.",
                                  ["Weber, Anna", "Roth, Jonas", "Lind, Eva"]),
    "initials-kept": ("Okafor, Nora; Brandt, Karl G.; Hill, Tom C. & Lind, Eva S. (2004). Netze. In: Netzblatt. 12, Nr. 3. S. 5–8.",
                      ["Okafor, Nora", "Brandt, Karl G.", "Hill, Tom C.", "Lind, Eva S."]),
    "apa-ampersand-untouched": ("Weber, A., & Roth, J. (2011). Die Mehrheit. Wien: Braumüller.", ["Weber, A.", "Roth, J."]),
}


@pytest.mark.parametrize("name", NAMES)
def test_semicolon_names(name):
    line, authors = NAMES[name]
    assert parse_reference_line(1, line, "refs.md").authors == authors
