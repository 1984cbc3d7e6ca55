import zipfile

import docx
import pytest
from docx.enum.style import WD_STYLE_TYPE
from docx.oxml.ns import qn
from docx.oxml import OxmlElement

from refverify.errors import RefverifyError
from refverify.parse.documents import is_heading_text, section_kind
from refverify.parse.manuscript import read_document
from tests.docx_footnotes import W_NS, add_footnotes_part


# --- docx ---------------------------------------------------------------------------------

def _thesis_docx(path):
    d = docx.Document()
    d.add_heading("第一章 绪论", level=1)                       # 1: style Heading 1
    p = d.add_paragraph("糖尿病患病率为10%")                    # 2
    p.add_run("[1]").font.superscript = True
    p.add_run("2,3").font.superscript = True
    p.add_run("。其他研究")
    d.add_paragraph("1.1 研究背景")                             # 3: text pattern, level 2
    table = d.add_table(rows=1, cols=2)                         # 4, 5: table cells
    table.cell(0, 0).text = "cell A [2]"
    table.cell(0, 1).text = "cell B"
    outline = d.add_paragraph("Custom heading")                 # 6: w:outlineLvl 1 → level 2
    ppr = outline._p.get_or_add_pPr()
    level = OxmlElement("w:outlineLvl")
    level.set(qn("w:val"), "1")
    ppr.append(level)
    cite = d.styles.add_style("CiteMark", WD_STYLE_TYPE.CHARACTER)
    cite.font.superscript = True
    q = d.add_paragraph("Vancouver style")                     # 7: superscript via char style
    q.add_run("12", style="CiteMark")
    q.add_run(" text.")
    d.add_paragraph("")                                         # 8: empty, still counted
    d.add_heading("参考文献", level=1)                           # 9
    d.add_paragraph("[1] Smith J. Title one[J]. J Med, 2020, 1(1): 1-2.")   # 10
    d.add_paragraph("Lee K. Title two[J]. J Med, 2021, 2(1): 3-4.", style="List Number")  # 11
    d.add_paragraph("致谢")                                     # 12: back matter ends the list
    d.add_paragraph("thanks [9]")
    d.save(path)


def test_docx_blocks_headings_superscripts(tmp_path):
    path = tmp_path / "thesis.docx"
    _thesis_docx(path)
    doc = read_document(path)
    assert (doc.format, doc.line_kind, doc.language, doc.files) == ("docx", "paragraph", "zh", [path])
    got = [(b.kind, b.line, b.level, b.text) for b in doc.blocks]
    assert got == [
        ("heading", 1, 1, "第一章 绪论"),
        ("paragraph", 2, None, "糖尿病患病率为10%[1]2,3。其他研究"),
        ("heading", 3, 2, "1.1 研究背景"),
        ("table", 4, None, "cell A [2]"),
        ("table", 5, None, "cell B"),
        ("heading", 6, 2, "Custom heading"),
        ("paragraph", 7, None, "Vancouver style12 text."),
        # the acknowledgements after the list: text of its own kind, its "[9]" no citation (test_later_parts_author_year)
        ("appendix", 13, None, "thanks [9]"),
    ]
    assert doc.blocks[1].superscripts == [(10, 16)]          # "[1]2,3", adjacent runs merged
    assert doc.blocks[1].text[10:16] == "[1]2,3"
    assert doc.blocks[6].superscripts == [(15, 17)]
    assert all(b.file == "thesis.docx" for b in doc.blocks)
    assert doc.reference_lines == [
        (10, "[1] Smith J. Title one[J]. J Med, 2020, 1(1): 1-2."),
        (11, "[2] Lee K. Title two[J]. J Med, 2021, 2(1): 3-4."),   # Word auto-numbering
    ]


FOOTNOTE_SMITH = (f'<w:footnotes xmlns:w="{W_NS}"><w:footnote w:type="separator" w:id="-1"><w:p><w:r>'
                  f'<w:separator/></w:r></w:p></w:footnote><w:footnote w:id="1"><w:p><w:r><w:t>'
                  f'See Smith </w:t></w:r><w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr>'
                  f'<w:t>[4]</w:t></w:r></w:p></w:footnote></w:footnotes>').encode()


def test_docx_footnotes_follow_their_paragraph(tmp_path):
    d = docx.Document()
    d.add_paragraph("Intro")
    d.add_paragraph("Body text")
    d.add_paragraph("After")
    d.save(tmp_path / "plain.docx")
    add_footnotes_part(tmp_path / "plain.docx", tmp_path / "notes.docx", FOOTNOTE_SMITH,
                       (b"<w:t>Body text</w:t></w:r>",
                        b'<w:t>Body text</w:t></w:r><w:r><w:footnoteReference w:id="1"/></w:r>'))
    doc = read_document(tmp_path / "notes.docx")
    assert [(b.kind, b.line, b.text) for b in doc.blocks] == [
        ("paragraph", 1, "Intro"), ("paragraph", 2, "Body text"),
        ("footnote", 2, "See Smith [4]"), ("paragraph", 3, "After")]
    assert doc.blocks[2].superscripts == [(10, 13)]


def test_docx_heading_style_name_chinese_and_toc_skipped(tmp_path):
    d = docx.Document()
    style = d.styles.add_style("标题 2", WD_STYLE_TYPE.PARAGRAPH)
    toc = d.styles.add_style("toc 1", WD_STYLE_TYPE.PARAGRAPH)
    d.add_paragraph("参考文献\t45", style=toc)
    d.add_paragraph("研究方法", style=style)
    d.add_paragraph("正文[1]。")
    d.save(tmp_path / "wps.docx")
    doc = read_document(tmp_path / "wps.docx")
    assert [(b.kind, b.level, b.text) for b in doc.blocks] == [
        ("heading", 2, "研究方法"), ("paragraph", None, "正文[1]。")]
    assert doc.reference_lines == []


def _read_fails(path, data: bytes, message: str):
    """A file holding `data` is refused with one RefverifyError matching `message`."""
    path.write_bytes(data)
    with pytest.raises(RefverifyError, match=message):
        read_document(path)


def test_docx_errors(tmp_path):
    _read_fails(tmp_path / "empty.docx", b"", r"empty\.docx: file is empty")
    _read_fails(tmp_path / "locked.docx", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 100,
                r"locked\.docx: password-protected")
    _read_fails(tmp_path / "junk.docx", b"hello, not a zip", r"junk\.docx: not a \.docx file")
    broken = tmp_path / "broken.docx"
    with zipfile.ZipFile(broken, "w") as z:
        z.writestr("hello.txt", "x")
    with pytest.raises(RefverifyError, match=r"broken\.docx: corrupt \.docx"):
        read_document(broken)
    blank = tmp_path / "blank.docx"
    docx.Document().save(blank)
    with pytest.raises(RefverifyError, match=r"blank\.docx: document has no text"):
        read_document(blank)


def test_large_docx_reads_whole(tmp_path):
    # its speed is measured by bench/parse_bench.py (a timed assertion here failed under load)
    d = docx.Document()
    for chapter in range(1, 11):
        d.add_heading(f"第{chapter}章 内容", level=1)
        for i in range(300):
            p = d.add_paragraph(f"段落 {chapter}-{i} 的文字说明，研究表明结果显著")
            p.add_run(f"[{i % 200 + 1}]").font.superscript = True
            p.add_run("。更多文字 " * 5)
    d.add_heading("参考文献", level=1)
    for i in range(1, 201):
        d.add_paragraph(f"[{i}] 作者{i}. 题名{i}[J]. 期刊, 2020, 1(1): 1-2.")
    d.save(tmp_path / "big.docx")
    doc = read_document(tmp_path / "big.docx")
    assert len(doc.blocks) == 3010 and len(doc.reference_lines) == 200


# --- tex ----------------------------------------------------------------------------------

def _tex_project(root):
    (root / "chapters").mkdir()
    (root / "main.tex").write_text(
        "\\documentclass{report}\n"                        # 1
        "\\addbibresource{refs.bib}\n"                      # 2
        "\\begin{document}\n"                               # 3
        "% TODO check smith2020 and lee2019\n"              # 4
        "\\chapter{Introduction}\n"                         # 5
        "Text cites \\cite{smith2020}. % hidden \\cite{x}\n"  # 6
        "50\\% of cases.\n"                                 # 7
        "\n"                                                # 8
        "\\input{chapters/methods}\n"                       # 9
        "\\include{../outside}\n"                           # 10
        "\\bibliography{refs,more}\n"                       # 11
        "\\begin{thebibliography}{9}\n"                     # 12
        "\\bibitem{a1} A. Author. Title one. 2020.\n"        # 13
        "\\bibitem[X]{b2} B. Author.\n"                     # 14
        "  Title two. 2021.\n"                              # 15
        "\\end{thebibliography}\n"                          # 16
        "\\end{document}\n"
        "ignored after end \\cite{zzz}\n", encoding="utf-8")
    (root / "chapters" / "methods.tex").write_text(
        "\\section[short]{Methods and Materials}\n"
        "We used \\citep{lee2019}. %TODO: verify wang2018\n"
        "Second line.\n", encoding="utf-8")


def test_tex_project(tmp_path):
    _tex_project(tmp_path)
    (tmp_path.parent / "outside.tex").write_text("secret", encoding="utf-8")
    doc = read_document(tmp_path / "main.tex")
    assert (doc.format, doc.line_kind) == ("tex", "line")
    got = [(b.kind, b.file, b.line, b.level, b.text) for b in doc.blocks]
    assert got == [
        ("heading", "main.tex", 5, 1, "Introduction"),
        ("paragraph", "main.tex", 6, None, "Text cites \\cite{smith2020}. \n50\\% of cases."),
        ("heading", "chapters/methods.tex", 1, 2, "Methods and Materials"),
        ("paragraph", "chapters/methods.tex", 2, None, "We used \\citep{lee2019}. \nSecond line."),
        ("paragraph", "main.tex", 11, None, "\\bibliography{refs,more}"),
    ]
    assert doc.warnings == ["main.tex:10: skipped \\include{../outside}: outside the project folder"]
    assert doc.files == [(tmp_path / "main.tex").resolve(), (tmp_path / "chapters/methods.tex").resolve()]
    assert doc.bib_paths == [(tmp_path / "refs.bib").resolve(), (tmp_path / "more.bib").resolve()]
    assert doc.reference_lines == [(13, "\\bibitem{a1} A. Author. Title one. 2020."),
                                   (14, "\\bibitem{b2} B. Author. Title two. 2021.")]
    assert doc.todo_keys["smith2020"] == "main.tex"
    assert doc.todo_keys["lee2019"] == "main.tex"
    assert doc.todo_keys["wang2018"] == "chapters/methods.tex"
    assert "x" not in doc.todo_keys and "hidden" not in doc.todo_keys


def test_tex_section_is_level_one_without_chapters_and_absolute_input_refused(tmp_path):
    (tmp_path / "p.tex").write_text(
        "\\section{Intro}\nA \\cite{a}.\n\\subsection{Detail}\n\\input{/etc/passwd}\nB.\n",
        encoding="utf-8")
    doc = read_document(tmp_path / "p.tex")
    assert [(b.kind, b.level, b.line, b.text) for b in doc.blocks] == [
        ("heading", 1, 1, "Intro"), ("paragraph", None, 2, "A \\cite{a}."),
        ("heading", 2, 3, "Detail"), ("paragraph", None, 5, "B.")]
    assert doc.warnings == ["p.tex:4: skipped \\input{/etc/passwd}: outside the project folder"]


def test_tex_missing_include_is_a_note_and_the_rest_is_read(tmp_path):
    (tmp_path / "m.tex").write_text("Text \\cite{a}\n\\input{nothere}\n\\include{fig/flow}\n"
                                    "\\subfile{ch2}\nMore \\cite{b}.\n", encoding="utf-8")
    doc = read_document(tmp_path / "m.tex")
    assert doc.warnings == ["m.tex:2: skipped \\input{nothere}: file not found",
                            "m.tex:3: skipped \\include{fig/flow}: file not found",
                            "m.tex:4: skipped \\subfile{ch2}: file not found"]
    assert [(b.line, b.text) for b in doc.blocks] == [(1, "Text \\cite{a}"),
                                                      (5, "More \\cite{b}.")]


def test_tex_comment_rules(tmp_path):
    from refverify.parse.readers_tex import strip_comment
    assert strip_comment("50\\% done % note") == ("50\\% done ", " note")
    assert strip_comment("line\\\\% comment") == ("line\\\\", " comment")
    assert strip_comment("no comment") == ("no comment", "")


# --- markdown and text --------------------------------------------------------------------

def test_markdown(tmp_path):
    (tmp_path / "paper.md").write_text(
        "---\ntitle: X\nbibliography:\n  - refs.bib\n  - other.bib\n---\n"  # 1-6
        "# Introduction\n"                                                 # 7
        "Text [@smith2020]\nmore text.\n"                                   # 8-9
        "\n"
        "```\n[@notacite]\n```\n"                                           # 11-13
        "## Methods\n"                                                     # 14
        "Para [1].\n"                                                      # 15
        "\n# References\n"                                                 # 16-17
        "1. Smith J. One. N Engl J Med. 2020;1(1):1-2.\n"                   # 18
        "2. Lee K. Two.\n   Lancet. 2021;2:3-4.\n"                          # 19-20
        "# Appendix\nText [@late].\n", encoding="utf-8")
    doc = read_document(tmp_path / "paper.md")
    assert [(b.kind, b.line, b.level, b.text) for b in doc.blocks] == [
        ("heading", 7, 1, "Introduction"),
        ("paragraph", 8, None, "Text [@smith2020]\nmore text."),
        ("heading", 14, 2, "Methods"),
        ("paragraph", 15, None, "Para [1]."),
    ]
    assert doc.bib_paths == [(tmp_path / "refs.bib").resolve(), (tmp_path / "other.bib").resolve()]
    assert doc.reference_lines == [(18, "1. Smith J. One. N Engl J Med. 2020;1(1):1-2."),
                                   (19, "2. Lee K. Two. Lancet. 2021;2:3-4.")]


def test_markdown_inline_bibliography_list(tmp_path):
    (tmp_path / "a.md").write_text("---\nbibliography: [a.bib, 'b.bib']\n---\nHi [@k].\n",
                                   encoding="utf-8")
    doc = read_document(tmp_path / "a.md")
    assert doc.bib_paths == [(tmp_path / "a.bib").resolve(), (tmp_path / "b.bib").resolve()]
    assert [(b.line, b.text) for b in doc.blocks] == [(4, "Hi [@k].")]


def test_markdown_list_typed_in_a_plain_code_block_under_its_heading(tmp_path):
    # a design document's list in a fence with no language under its heading is the list; a "```bibtex" block under
    # the same heading stays code
    (tmp_path / "README.md").write_text(
        "# 设计文档\n\n系统采用三层架构。\n\n## 1.3参考文献\n\n```\n[1]王进.  公交查询系统的设计[D]. 某某大学, 2013.\n"
        "[2]杨荫.  提醒平台[D]. 某某理工大学, 2014.\n```\n\n```bibtex\n@misc{x,\n  title={X}\n}\n```\n", encoding="utf-8")
    doc = read_document(tmp_path / "README.md")
    assert doc.reference_lines == [(8, "[1]王进.  公交查询系统的设计[D]. 某某大学, 2013."), (9, "[2]杨荫.  提醒平台[D]. 某某理工大学, 2014.")]
    assert [(b.line, b.text) for b in doc.blocks] == [(1, "设计文档"), (3, "系统采用三层架构。")]


def test_txt_gb18030_headings_and_wrapped_references(tmp_path):
    text = ("第一章 绪论\n"                        # 1
            "糖尿病是常见病[1]。\n研究很多[2]。\n"  # 2-3
            "\n"
            "1.2 研究目的\n"                       # 5
            "本研究的目的[1,2]。\n"                 # 6
            "\n参考文献\n"                          # 7-8
            "[1] 张三. 题名一[J]. 中华医学杂志, 2020, 1(1): 1-2.\n"   # 9
            "[2] 李四. 很长的题名\n被折行[J]. 期刊, 2021, 3: 5-6.\n"    # 10-11
            "致谢\n感谢[3]\n")
    path = tmp_path / "论文.txt"
    path.write_bytes(text.encode("gb18030"))
    doc = read_document(path)
    assert doc.language == "zh" and doc.line_kind == "line"
    assert [(b.kind, b.line, b.level, b.text) for b in doc.blocks] == [
        ("heading", 1, 1, "第一章 绪论"),
        ("paragraph", 2, None, "糖尿病是常见病[1]。\n研究很多[2]。"),
        ("heading", 5, 2, "1.2 研究目的"),
        ("paragraph", 6, None, "本研究的目的[1,2]。"),
    ]
    assert doc.reference_lines == [(9, "[1] 张三. 题名一[J]. 中华医学杂志, 2020, 1(1): 1-2."),
                                   (10, "[2] 李四. 很长的题名被折行[J]. 期刊, 2021, 3: 5-6.")]


def test_txt_one_paragraph_per_line_and_apa_list(tmp_path):
    path = tmp_path / "p.txt"
    path.write_text("\ufeffIntroduction\nFirst claim (Smith, 2020).\nSecond claim.\nReferences\n"
                    "Smith, J. (2020). One. J, 1(1), 1-2.\nLee, K. (2021). Two. J, 2, 3.\n",
                    encoding="utf-8")
    doc = read_document(path)
    assert doc.language == "en"
    assert [(b.kind, b.line, b.text) for b in doc.blocks] == [
        ("heading", 1, "Introduction"), ("paragraph", 2, "First claim (Smith, 2020)."),
        ("paragraph", 3, "Second claim.")]
    assert doc.reference_lines == [(5, "Smith, J. (2020). One. J, 1(1), 1-2."),
                                   (6, "Lee, K. (2021). Two. J, 2, 3.")]


def test_text_encodings_and_errors(tmp_path):
    utf16 = tmp_path / "u.txt"
    utf16.write_bytes("Text [1].".encode("utf-16"))
    assert read_document(utf16).blocks[0].text == "Text [1]."
    _read_fails(tmp_path / "e.md", b"\n\n  \n", r"e\.md: file is empty")
    _read_fails(tmp_path / "bad.txt", b"\x81\x30\xff\xff\xff", r"bad\.txt: cannot decode text")
    _read_fails(tmp_path / "x.pdf", b"%PDF", r"x\.pdf: unsupported file type '\.pdf' \(supported: "
                                             r"\.docx, \.tex, \.md, \.Rmd, \.qmd, \.rst, \.txt; give the source document "
                                             r"\(\.docx / \.tex\) instead\)")
    _read_fails(tmp_path / "thesis.doc", b"\xd0\xcf\x11\xe0", r"save it as \.docx in Word or LibreOffice\)$")
    with pytest.raises(RefverifyError, match="nothere.txt: file not found"):
        read_document(tmp_path / "nothere.txt")


# --- heading rules ------------------------------------------------------------------------

@pytest.mark.parametrize("text, level", [
    ("第一章 绪论", 1), ("第3章 结果", 1), ("第二节 方法", 2), ("1 引言", 1), ("2.3.1 统计方法", 3),
    ("一、研究背景", 1), ("前言", 1), ("摘 要", 1), ("Abstract", 1), ("References", 1),
    ("Materials and Methods", 1),
    ("1. Smith J. Title. 2020.", None), ("1. Introduction", 1), ("Why does it matter?", None), ("本研究发现糖尿病的患病率逐年上升。", None),
    ("第一章 绪论\t1", None), ("绪论 ........ 3", None), ("", None),
    ("2020 was a year in which many studies were published about the topic at hand", None),
])
def test_is_heading_text(text, level):
    assert is_heading_text(text) == level


@pytest.mark.parametrize("text, kind", [
    ("第一章 前言", "intro"), ("1 引言", "intro"), ("绪论", "intro"), ("Background", "intro"),
    ("2 材料与方法", "methods"), ("Materials and Methods", "methods"), ("研究方法", "methods"),
    ("3 结果", "results"), ("Results and Discussion", "results"), ("讨论", "discussion"),
    ("4. Discussion", "discussion"), ("结论", "conclusion"), ("Conclusions", "conclusion"),
    ("小结", "conclusion"), ("总结与展望", "conclusion"), ("摘要", "abstract"), ("Abstract", "abstract"),
    ("致谢", "other"), ("第五章 应用案例", "other"),
])
def test_section_kind(text, kind):
    assert section_kind(text) == kind
