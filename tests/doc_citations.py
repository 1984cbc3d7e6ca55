"""The citations a read document's body holds, for the parse-trap tests."""
from __future__ import annotations

from refverify.parse.citations import find_citations


def body_citations(doc):
    """(block, match, line) of every citation outside the headings, in reading order; line is the
    line of the file the citation starts on."""
    for block in doc.blocks:
        if block.kind == "heading":
            continue
        for m in find_citations(block.text):
            yield block, m, block.line + block.text[:m.start].count("\n")
