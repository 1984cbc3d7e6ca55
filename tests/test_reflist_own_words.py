"""A field holds the writer's own words, not the English marks reflist_terms.localize writes for the
readers (issue 20: "(Ed.)" where the line says "(Hg.)", "no." where it says "Nr."). Lines invented."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line
from refverify.parse.reflist_terms import own_words

CASES = {
    "editor-mark": ("Weber, Anna (Ed.). Netzkunde", "Lind, E. (2003). Kapitel. In: Weber, Anna (Hg.). Netzkunde. Wien.",
                    "Weber, Anna (Hg.). Netzkunde"),
    "issue-mark": ("Netzblatt, 10, no. 1", "Roth, J. (2001). Titel. Netzblatt, 10, Nr. 1, 4-9.", "Netzblatt, 10, Nr. 1"),
    "no-mark-kept": ("Netzkunde", "Roth, J. (2001). Netzkunde. Wien: Braumüller.", "Netzkunde"),
    "already-own": ("Blatt (Ed.)", "Roth, J. (2001). Titel. Blatt (Ed.), 3.", "Blatt (Ed.)"),
    "two-spans-kept": ("A (Ed.)", "A (Hg.) und A (Hrsg.)", "A (Ed.)"),
}


@pytest.mark.parametrize("name", CASES)
def test_own_words(name):
    field, line, expected = CASES[name]
    assert own_words(field, line) == expected


def test_parsed_fields_hold_no_english_mark():
    entry = parse_reference_line(1, "Lind, Eva (2003). Ein Kapitel. In: Weber, Anna (Hg.). Netzkunde. Wien: Braumüller. S. 52–89.", "r.md")
    fields = [*entry.authors, entry.title, entry.journal, entry.publisher]
    assert [f for f in fields if "(Ed.)" in f] == []
