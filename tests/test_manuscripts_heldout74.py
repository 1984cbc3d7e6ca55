"""Whole documents of the classes held-out batch 74 showed (issue 20), written for the test with fictional names
and titles: a Markdown list under a heading decorated with a pictograph ("## 📚 References") or named "Research
Reference", a sentence introducing the bullets, an entry broken over two bullets, citations set in italics inside
their parentheses ("(*Anders and Magnus, 2012*)", "(_Tamsin, et al., 2019_)"), "et. Al" and "et all" as students
type them, and an annotated Word-like list whose entries each follow a label "Family (Year) — Topic"."""
from __future__ import annotations

from pathlib import Path

import pytest

from refverify.parse.pipeline import parse_manuscript

LIST = """- Anders, M. and Magnus, J., 2012. Learning from the crowd. The Economic Journal, 122(5), pp.957-989.
- Fogg, J. and Zacher, S., 2017. Intentions to use a review website. Journal of Commerce Research, 12(1), pp.51-63.
- Tamsin, A.S., Mtiba, A. and Mistry, S., 2019, August. Location and the ratings of places. In Proceedings of the 2019 IEEE/ACM
- International Conference on Advances in Social Networks Analysis and Mining (pp. 1081-1088).
- Saiko, T. and Rehm, M., 2015. The precision-recall plot. PLOS ONE, 10(3), p.e0118432.
"""
BODY = ("Reviews matter (*Anders and Magnus, 2012*). Readers act on them (*Fogg, J. and Zacher, S., 2017*). "
        "Place matters too (_Tamsin, et al., 2019_). Recall is the measure to watch (Saiko et. Al, 2015).\n")


def _works(tmp_path: Path, text: str, name: str = "paper.md") -> dict:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    state = parse_manuscript(path)
    return {r.bib.authors.split(",")[0] if isinstance(r.bib.authors, str) else r.bib.authors[0].split(",")[0]:
            (r.bib.origin, r.bib.year, len(r.claims)) for r in state.refs.values()}


@pytest.mark.parametrize("heading, intro", [
    ("## 📚 References", ""),
    ("## Research Reference", ""),
    ("## References ✅", "Key sources include peer-reviewed papers and technical blogs:\n\n"),
])
def test_a_markdown_list_is_read_whole_and_every_italic_citation_finds_its_entry(tmp_path, heading, intro):
    works = _works(tmp_path, f"# A study\n\n{BODY}\n{heading}\n\n{intro}{LIST}")
    assert works == {"Anders": ("document", 2012, 1), "Fogg": ("document", 2017, 1),
                     "Tamsin": ("document", 2019, 1), "Saiko": ("document", 2015, 1)}


@pytest.mark.parametrize("citation", ["(Saiko et. Al, 2015)", "(Saiko et all, 2015)", "Saiko et. al (2015)"])
def test_et_al_as_students_type_it_is_a_citation(tmp_path, citation):
    works = _works(tmp_path, f"# A study\n\nThe measure to watch {citation}.\n\n## References\n\n"
                             "- Saiko, T. and Rehm, M., 2015. The precision-recall plot. PLOS ONE, 10(3), p.e0118432.\n")
    assert works == {"Saiko": ("document", 2015, 1)}


def test_an_annotated_lists_label_is_no_part_of_its_entry(tmp_path):
    text = ("# Review\n\nTone is defined (Baldwin, 2015). Opinion mining (Lund, 2012).\n\n## References\n\n"
            "1. Baldwin (2015) — Definition of Tone Baldwin, C. (2015). The Oxford Dictionary of Tones (4th ed.). "
            "Oxford University Press.\n\n"
            "2. Lund (2012) — Sentiment Analysis Lund, B. (2012). Sentiment Analysis and Opinion Mining. Morgan & Claypool.\n")
    works = _works(tmp_path, text)
    assert works == {"Baldwin": ("document", 2015, 1), "Lund": ("document", 2012, 1)}


def test_an_unbulleted_first_entry_with_its_link_stays_an_entry(tmp_path):
    text = ("# Study\n\nAs the agency says (World Health Agency), and (Anders and Magnus, 2012).\n\n## References\n\n"
            "World Health Agency. Guidance on safe water for schools. https://www.example.org/guidance\n\n" + LIST)
    path = tmp_path / "paper.md"
    path.write_text(text, encoding="utf-8")
    titles = sorted(r.bib.title for r in parse_manuscript(path).refs.values() if r.bib.origin == "document")
    assert titles == ["Guidance on safe water for schools", "Intentions to use a review website",
                      "Learning from the crowd", "Location and the ratings of places", "The precision-recall plot"]
