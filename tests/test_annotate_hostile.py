"""Issue 22, items 10 and 11: the annotated copy cannot be turned against the user. A source value
or a model answer carrying XML markup, CDATA or characters XML cannot hold leaves the Word copy
well-formed (python-docx and LibreOffice open it); the annotated LaTeX / Markdown project never
follows a link out of the manuscript's folder."""
from __future__ import annotations

import os
import zipfile

import docx
from lxml import etree

from refverify.annotate import annotate
from refverify.annotate.ooxml import escape
from refverify.parse.pipeline import parse_manuscript
from refverify.state_file import load_state, save_state
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


SECRET = "root:x:0:0:this line lives outside the manuscript's folder\n"
LINKED_MAIN = r"""\documentclass{article}
\begin{document}
\input{sections/x}
\input{sections/alias}
Alpha rose \cite{a}.
\bibliography{refs}
\end{document}
"""


def _linked_project(tmp_path):
    """A LaTeX project with links out of its folder (a file, a folder) and links inside it."""
    outside = tmp_path / "elsewhere"
    (outside / "private").mkdir(parents=True)
    (outside / "passwd").write_text(SECRET, encoding="utf-8")
    (outside / "private" / "key.txt").write_text(SECRET, encoding="utf-8")
    paper = tmp_path / "paper"
    (paper / "sections").mkdir(parents=True)
    (paper / "main.tex").write_text(LINKED_MAIN, encoding="utf-8")
    (paper / "refs.bib").write_text("@article{a, title={Alpha}, author={Smith, J.}, journal={J}, "
                                    "year={2020}}\n", encoding="utf-8")
    (paper / "sections" / "real.tex").write_text("Real section.\n", encoding="utf-8")
    (paper / "sections" / "x.tex").symlink_to(outside / "passwd")
    (paper / "sections" / "alias.tex").symlink_to("real.tex")
    (paper / "private").symlink_to(outside / "private", target_is_directory=True)
    (paper / "chapters").symlink_to("sections", target_is_directory=True)
    return paper / "main.tex"


def test_annotated_latex_copy_never_follows_a_link_out_of_the_folder(tmp_path):
    main = _linked_project(tmp_path)
    state = parse_manuscript(main)
    save_state(state, tmp_path / "out")
    result = annotate(tmp_path / "out")
    copy = result.path
    files = sorted(p.relative_to(copy).as_posix() for p in copy.rglob("*") if not p.is_dir())
    assert files == ["main.tex", "refs.bib", "sections/alias.tex", "sections/real.tex"]
    assert all(SECRET not in p.read_text(encoding="utf-8") for p in copy.rglob("*") if p.is_file())
    assert (copy / "sections" / "alias.tex").read_text(encoding="utf-8") == "Real section.\n"
    assert not (copy / "sections" / "alias.tex").is_symlink()
    assert os.readlink(copy / "chapters") == "sections"       # a link inside stays inside
    assert result.not_copied == ["private", "sections/x.tex"]
    assert result.summary().endswith("not copied, links out of the manuscript's folder: "
                                     "private, sections/x.tex)")


def test_annotated_markdown_copy_never_copies_a_linked_bib_from_outside(tmp_path):
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "refs.bib").write_text("@article{a, title={Alpha}, author={Smith, J.}, journal={J}, "
                                      "year={2020}}\n% " + SECRET, encoding="utf-8")
    paper = tmp_path / "paper"
    paper.mkdir()
    (paper / "refs.bib").symlink_to(outside / "refs.bib")
    (paper / "paper.md").write_text("---\nbibliography: refs.bib\n---\nAlpha rose [@a].\n",
                                    encoding="utf-8")
    state = parse_manuscript(paper / "paper.md")
    state.meta.bib_files = ["refs.bib"]          # as if Step A had read it
    save_state(state, tmp_path / "out")
    result = annotate(tmp_path / "out")
    assert not (tmp_path / "out" / "refs.bib").exists()
    assert result.not_copied == ["refs.bib"]


def test_annotated_markdown_notes_link_only_to_http(tmp_path):
    """Issue 22, item 13 in the annotated Markdown copy: a model answer's ``javascript:`` link or
    raw HTML in a CriticMarkup note shows as text."""
    import mistune

    from refverify.state import Judgment
    paper = tmp_path / "paper"
    paper.mkdir()
    (paper / "refs.bib").write_text("@article{a, title={Alpha}, author={Smith, J.}, journal={J}, "
                                    "year={2020}}\n", encoding="utf-8")
    (paper / "paper.md").write_text("---\nbibliography: refs.bib\n---\nAlpha rose [@a].\n",
                                    encoding="utf-8")
    state = parse_manuscript(paper / "paper.md")
    ref = state.refs["a"]
    ref.existence = "verified"
    ref.judgments = [Judgment(claim_id=ref.claims[0].claim_id, verdict="FAIL", confidence="confirmed",
                              reasoning="See [proof](javascript:alert(1)) <img src=x onerror=alert(2)>.")]
    save_state(state, tmp_path / "out")
    result = annotate(tmp_path / "out")
    copy = result.path.read_text(encoding="utf-8")
    assert "See [proof]\\(javascript:alert(1)) &lt;img src=x onerror=alert(2)>." in copy
    html = mistune.html(copy)
    assert "harmful-link" not in html and "<img" not in html
