"""Names in RIS, EndNote XML and MEDLINE records as people and programs really write them (issue
20), read by refverify and by the bench's own reader of each format (bench/format_names.py, which
bench/reading_findings.py compares refverify against). Every record is written for this test."""
from __future__ import annotations

import pytest

from bench import format_names
from refverify.parse.bib_endnote import read_endnote_xml
from refverify.parse.bib_medline import read_medline
from refverify.parse.bib_ris import read_ris


def _ris(*authors: str) -> str:
    return "TY  - JOUR\n" + "".join(f"AU  - {a}\n" for a in authors) + \
        "TI  - Routing in sparse meshes\nPY  - 2019\nER  - \n"


def _endnote(*authors: str) -> str:
    people = "".join(f"<author><style face=\"normal\">{a}</style></author>" for a in authors)
    return ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><xml><records><record><ref-type name=\"Journal Article\">17"
            f"</ref-type><contributors><authors>{people}</authors></contributors><titles><title>Routing in sparse "
            "meshes</title></titles><dates><year>2019</year></dates></record></records></xml>")


# (values of the author fields, names refverify reads, cut by et al., the bench's family names)
VALUES = {
    "one-each": (["Okafor, Nneka C.", "Brandt, Maria"], ["Okafor, Nneka C.", "Brandt, Maria"], False,
                 ["Okafor", "Brandt"]),
    "semicolons-in-one": (["Okafor, N. C. ; Brandt, M. ; Lund, K."], ["Okafor, N. C.", "Brandt, M.", "Lund, K."],
                          False, ["Okafor", "Brandt", "Lund"]),
    "and-in-one": (["N. C. Okafor and M. Brandt"], ["Okafor, N. C.", "Brandt, M."], False, ["Okafor", "Brandt"]),
    "apa-list-in-one": (["Okafor, N.C., Brandt, M., Lund, K. and Reyes, P."],
                        ["Okafor, N.C.", "Brandt, M.", "Lund, K.", "Reyes, P."], False,
                        ["Okafor", "Brandt", "Lund", "Reyes"]),
    "given-first-list-in-one": (["N. Okafor, M. Brandt, K. Lund"], ["Okafor, N.", "Brandt, M.", "Lund, K."], False,
                                ["Okafor", "Brandt", "Lund"]),
    "et-al-in-one": (["Nneka Okafor et al"], ["Okafor, Nneka"], True, ["Okafor"]),
    "trailing-comma": (["Nneka Okafor,", "Brandt, Maria"], ["Okafor, Nneka", "Brandt, Maria"], False,
                       ["Okafor", "Brandt"]),
    "dotted-initials-after": (["Okafor N. C.", "Brandt M."], ["Okafor, N. C.", "Brandt, M."], False,
                              ["Okafor", "Brandt"]),
    "initials-and-particles-first": (["A. K. van der Vegt"], ["van der Vegt, A. K."], False, ["van der Vegt"]),
    "suffix": (["Okafor, Nneka, Jr."], ["Okafor, Nneka, Jr."], False, ["Okafor"]),
    "organisation": (["International Society for the Study of Meshes"],
                     ["International Society for the Study of Meshes"], False,
                     ["International Society for the Study of Meshes"]),
}


@pytest.mark.parametrize("values, names, truncated, families", list(VALUES.values()), ids=list(VALUES))
@pytest.mark.parametrize("fmt", ["ris", "endnote"])
def test_author_values(fmt, values, names, truncated, families):
    text = _ris(*values) if fmt == "ris" else _endnote(*values)
    entry = (read_ris if fmt == "ris" else read_endnote_xml)(text, f"refs.{fmt}")[0]
    assert (entry.authors, entry.authors_truncated) == (names, truncated)
    several = len(values) == 1 and len(names) > 1 or truncated
    assert (entry.certainty.get("authors") == "guessed") == (several or values == ["A. K. van der Vegt"])
    if several:
        assert any(n.startswith("one author value holds several names or an 'et al.'") for n in entry.notes)
    kind, records = format_names.records(text)
    assert kind == fmt
    assert [family for _, family, _, _ in records[0][1]] == families


MEDLINE = """PMID- 31000001
TI  - Routing in sparse meshes.
FAU - Okafor, Nneka C
AU  - Okafor NC
CN  - Mesh Safety Study Group
FAU - Brandt, Maria
AU  - Brandt M
DP  - 2019 Mar

PMID- 31000002
TI  - Flows and cuts.
AU  - Lund K
AU  - Reyes PJ
DP  - 2020
"""


def test_medline_group_author_keeps_its_place():
    first, second = read_medline(MEDLINE, "refs.nbib")
    assert first.authors == ["Okafor, Nneka C", "Mesh Safety Study Group", "Brandt, Maria"]
    assert second.authors == ["Lund, K", "Reyes, PJ"]
    kind, records = format_names.records(MEDLINE)
    assert kind == "medline"
    assert records == [(1, [("Nneka C", "Okafor", "", False), ("", "Mesh Safety Study Group", "", True),
                            ("Maria", "Brandt", "", False)]),
                       (10, [("K", "Lund", "", False), ("PJ", "Reyes", "", False)])]


def test_bench_reader_records_start_lines_and_unsplittable_values():
    text = _ris("Okafor, N.") + "\n" + _ris("Brandt, M. Lund, K., Reyes")
    kind, records = format_names.records(text)
    assert kind == "ris"
    assert records == [(1, [("N.", "Okafor", "", False)]), (7, None)]
    assert format_names.records("@article{k, title={T}}") == ("", [])
