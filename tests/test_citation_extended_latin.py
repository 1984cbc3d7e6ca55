"""Names with letters past Latin Extended-A (issue 20, held-out batch 68): Romanian 'ț'/'ș', Vietnamese 'ễ'/'ạ', pinyin
with its tone marks 'ǚ' — cited author–date, each citation reaches its entry (before, 'Lițan' was an uncited entry
and its citations were lost).

Every document here is written for the test."""
from __future__ import annotations

import docx
import pytest

from refverify.parse.pipeline import parse_manuscript


@pytest.mark.parametrize("family, key", [("Lițan", "litan2025"), ("Șerban", "serban2025"), ("Nguyễn", "nguyen2025"),
                                         ("Phạm", "pham2025"), ("Lǚ", "lu2025")])
def test_an_author_date_citation_of_an_extended_latin_name(tmp_path, family, key):
    document = docx.Document()
    document.add_paragraph(f"Stress rises with new tools (Okoro, 2024; {family}, 2025).")
    document.add_heading("References", 1)
    document.add_paragraph("Okoro, A. (2024). Gulls at work. Shore Journal, 1(2), 3-4.")
    document.add_paragraph(f"{family}, D. E. (2025). Mental health of gulls. Shore Review, 2(1), 5-9.")
    document.save(tmp_path / "proposal.docx")
    state = parse_manuscript(tmp_path / "proposal.docx")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"okoro2024": 1, key: 1}
