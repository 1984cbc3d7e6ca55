"""Issue 22, items 10 and 11: the annotated copy cannot be turned against the user. A source value
or a model answer carrying XML markup, CDATA or characters XML cannot hold leaves the Word copy
well-formed (python-docx and LibreOffice open it); the annotated LaTeX / Markdown project never
follows a link out of the manuscript's folder."""
from __future__ import annotations

import zipfile

import docx
from lxml import etree

from refverify.annotate import annotate
from refverify.annotate.ooxml import escape
from refverify.state import load_state, save_state
from tests.annotate_fixture import build_state

HOSTILE = 'x</w:t></w:r><w:r><w:t>owned & <![CDATA[]]> ]]> "q" \x01\x0b\x1f\ufffe\x00 end'
SHOWN = 'x</w:t></w:r><w:r><w:t>owned & <![CDATA[]]> ]]> "q"'
EXPECTED = [f"FIX — [2] year 2015 → {SHOWN}   end (PubMed https://pubmed.example/{SHOWN}  end)",
            f"FAIL · REPLACE — in the footnote: [4] does not support this sentence: {SHOWN}   end"]


def _hostile_docx_state(tmp_path):
    _, out = build_state(tmp_path)
    state = load_state(out)
    issue = state.refs["2"].metadata_issues[0]
    issue.source_value, issue.record = HOSTILE, f"https://pubmed.example/{HOSTILE}"
    state.refs["4"].judgments[0].reasoning = HOSTILE
    save_state(state, out)
    return out


def test_escape_drops_what_xml_cannot_hold():
    assert escape(HOSTILE + "\ud83d") == ('x&lt;/w:t&gt;&lt;/w:r&gt;&lt;w:r&gt;&lt;w:t&gt;owned &amp; '
                               '&lt;![CDATA[]]&gt; ]]&gt; &quot;q&quot;  end').encode()


def test_hostile_values_leave_the_word_copy_well_formed(tmp_path):
    result = annotate(_hostile_docx_state(tmp_path))
    with zipfile.ZipFile(result.path) as package:
        etree.fromstring(package.read("word/comments.xml"))          # well-formed
    texts = [c.text for c in docx.Document(str(result.path)).comments if c.author == "refverify"]
    assert [t for t in texts if "owned" in t] == EXPECTED


def test_hostile_word_copy_opens_in_libreoffice(tmp_path):
    from tests.test_annotate_libreoffice import pdf_notes, to_pdf
    result = annotate(_hostile_docx_state(tmp_path))
    notes, _ = pdf_notes(to_pdf(result.path, tmp_path))
    ours = sorted(c.text for c in docx.Document(str(result.path)).comments if c.author == "refverify")
    assert sorted(content for author, content in notes if author == "refverify") == ours
    assert len(ours) == 8
