"""Reference lines written by the norms of continental Europe and Latin America (issue 20): DIN 1505-2,
AFNOR / ISO 690, UNE-ISO 690, ABNT NBR 6023, and APA / Harvard written in German, French, Spanish,
Portuguese, Italian, Dutch, Swedish and Norwegian. The language's "and", "In", "pages", "edited by",
"no date" never become part of a name or a title. The lines are those of tests/eurolines_cases.py (CASES, and FRESH written after the rules)."""
from __future__ import annotations

import re
import unicodedata

import pytest

from refverify.parse.reflist_tidy import SAME_AUTHORS_NOTE
from refverify.parse.reflist import parse_reference_line, parse_reference_lines
from tests.eurolines_cases import CASES, FIELDS, FRESH


def _family(name: str) -> str:
    """"MÜLLER, Hans" → "müller"; "Haas A" → "haas" (a Vancouver name, the initials after); "E. WEISS" →
    "weiss" (the initials before)."""
    name = name.strip()
    if "," in name:
        family = name.split(",", 1)[0]
    else:
        family = re.sub(r"^(?:[A-Z]\.[\s\-]*)+|(?:\s+[A-Z]{1,3})+$", "", name)
    return unicodedata.normalize("NFC", family).strip().casefold()


def _read(entry) -> dict:
    return {"authors": [_family(a) for a in entry.authors], "etal": entry.authors_truncated, "title": entry.title,
            "year": entry.year, "journal": entry.journal, "publisher": entry.publisher, "volume": entry.volume,
            "issue": entry.issue, "pages": entry.pages, "doi": entry.doi}


def _expected(values) -> dict:
    expected = dict(zip(FIELDS, values))
    expected["authors"] = [a.casefold() for a in expected["authors"]]
    return {f: v for f, v in expected.items() if v is not None}


@pytest.mark.parametrize("case_id, line, values", [pytest.param(c[0], c[2], c[3:], id=c[0]) for c in CASES + FRESH])
def test_european_reference_line(case_id, line, values):
    if case_id.endswith("-nfd"):        # accents decomposed, as some PDFs and Mac exports write them
        line = unicodedata.normalize("NFD", line)
    entry = parse_reference_line(1, line, "refs.docx")
    expected = _expected(values)
    read = _read(entry)
    assert {f: read[f] for f in expected} == expected
    # the reading is sure of what it read: no field guessed, no "no style recognised" note
    assert entry.notes == []


@pytest.mark.parametrize("line, joiner", [
    ("DUPONT, Jean et MARTIN, Paul. Les ponts. Paris : Dunod, 2004.", "et"),
    ("GARCÍA, Juan y PÉREZ, María. Los puentes. Madrid: Cátedra, 2011.", "y"),
    ("Schulz, A. und Braun, K. (2011): Brücken. In: Bautechnik 58 (3), S. 1–9.", "und"),
    ("Rossi, M. e Bianchi, L. (2010). I ponti. Rivista di Ponti, 15(2), 33-50.", "e"),
    ("Jansen, P. en Vries, K. (2011). Bruggen. Tijdschrift voor Bruggen, 32(1), 45-67.", "en"),
    ("Andersson, K. och Lindqvist, M. (2012). Broar. Byggforskning, 17(2), 101-120.", "och"),
])
def test_the_word_for_and_is_no_part_of_a_name(line, joiner):
    entry = parse_reference_line(1, line, "refs.docx")
    assert len(entry.authors) == 2
    assert not any(re.search(rf"\b{joiner}\b", a) for a in entry.authors)
    assert not re.search(rf"^{joiner}\b", entry.title)


@pytest.mark.parametrize("lines, authors", [
    pytest.param(["OLIVEIRA, Maria. Educação e cidadania. São Paulo: Cortez, 2010.",
                  "______. Escola e sociedade. 2. ed. São Paulo: Cortez, 2014."], ["OLIVEIRA, Maria"], id="abnt-underscores"),
    pytest.param(["Okafor, Nneka. Salt. Chicago: University of Chicago Press, 2001.",
                  "———. More Salt. Chicago: University of Chicago Press, 2005."], ["Okafor, Nneka"], id="chicago-3-em-dash"),
    pytest.param(["BLOCH, Marc. La société féodale. Paris : Albin Michel, 1939.",
                  "— Les rois thaumaturges. Paris : Gallimard, 1983."], ["BLOCH, Marc"], id="french-dash"),
])
def test_a_dash_for_the_authors_repeats_those_of_the_line_before(lines, authors):
    first, second = parse_reference_lines(list(enumerate(lines, 1)), "refs.docx")
    assert first.authors == authors and second.authors == authors
    assert second.title not in first.title and second.year > first.year
    assert second.notes == [SAME_AUTHORS_NOTE]     # said, never silent
    assert second.key == f"{re.sub(r'[^a-z]', '', _family(authors[0]))}{second.year}"


def test_a_dash_alone_says_the_authors_are_those_of_the_line_before():
    entry = parse_reference_line(1, "______. Escola e sociedade. São Paulo: Cortez, 2014.", "refs.docx")
    assert (entry.authors, entry.title, entry.year, entry.publisher) == ([], "Escola e sociedade", 2014, "Cortez")
    assert entry.notes == [SAME_AUTHORS_NOTE]
