"""Chinese lists as a thesis template's BibTeX style and as CNKI's file names write them (issue 20, held-out
batch 56): BUPT's style puts a journal's volume and issue before the year ("Journal.~3~(Feb). 2003: 1137--1155."),
a meeting's place after its name, the year twice before the pages of a chapter, and "[学位论文]" for the code
[D]; a list copied from downloaded files writes "《Title》_Author（Year）".

Every line here was written for this test; the shapes are those met in held-out lists."""
import pytest

from refverify.parse.reflist import parse_reference_line


def _read(line):
    e = parse_reference_line(1, line, "thesis.bbl")
    return e.authors, e.authors_truncated, e.title, e.journal, e.year, e.volume, e.issue, e.pages


@pytest.mark.parametrize("line, fields", [
    (r"\bibitem{lind2003} Lind~Yoshua, Roca~R{\'e}jean, Sand~Pascal~et~al. A {{Neural Gull Model}}~[J]. Journal of "
     r"Shore Learning Research.~3~(Feb). 2003: 1137--1155.",
     (["Lind Yoshua", "Roca Réjean", "Sand Pascal"], True, "A Neural Gull Model", "Journal of Shore Learning Research",
      2003, "3", "Feb", "1137-1155")),
    (r"\bibitem{yin2012} 殷某，刘某某，祝某． {网络社区在线评论有用性影响模型研究}~[J]. 图书情报工作.~(16)． 2012： 140--147．",
     (["殷某", "刘某某", "祝某"], False, "网络社区在线评论有用性影响模型研究", "图书情报工作", 2012, "", "16", "140-147")),
    (r"\bibitem{okoro2008} Okoro~Bo，Lee~Lillian． Opinion {{Mining}} of {{Gulls}}~[J]. Foundations and Trends in Gull "
     r"Retrieval.~2~(1\textendash{}2). 2008，July： 1--135．",
     (["Okoro Bo", "Lee Lillian"], False, "Opinion Mining of Gulls", "Foundations and Trends in Gull Retrieval", 2008,
      "2", "1–2", "1-135")),
    (r"\bibitem{roca2013} Roca~Richard, Sand~Alex, Wu~Jean~et~al. Recursive {{Deep Models}} for a {{Gull Treebank}}~[C]. "
     r"In Proceedings of the 2013 {{Conference}} on {{Empirical Methods}} in {{Gull Processing}}. Seattle, Washington, "
     r"USA. 2013 : 1631--1642.",
     (["Roca Richard", "Sand Alex", "Wu Jean"], True, "Recursive Deep Models for a Gull Treebank",
      "Proceedings of the 2013 Conference on Empirical Methods in Gull Processing", 2013, "", "", "1631-1642")),
    (r"\bibitem{lind2013} Lind~Tomas, Sand~Ilya, Chen~Kai~et~al. Distributed {{Representations}} of {{Gulls}}~[M]~//~"
     r"Burges~C J~C, Bottou~L. Advances in {{Neural Gull Processing Systems}} 26. {Curran Associates, Inc.}, 2013: 2013: "
     r"3111--3119.",
     (["Lind Tomas", "Sand Ilya", "Chen Kai"], True, "Distributed Representations of Gulls",
      "Advances in Neural Gull Processing Systems 26", 2013, "", "", "3111-3119")),
    (r"\bibitem{shen2016} 沈某． {中国海鸥在线票务发展研究}~[学位论文]. 北京：某某研究中心，2016．",
     (["沈某"], False, "中国海鸥在线票务发展研究", "", 2016, "", "", "")),
    # CNKI's download names
    ("1.《浅析我国海鸥信息化建设中CIO制度的建立》_赵某（2007）", (["赵某"], False, "浅析我国海鸥信息化建设中CIO制度的建立", "", 2007, "", "", "")),
    ("10. 《从海鸥供给到公共需求 ———公共服务的导向问题研究》_陈某某（2010）",
     (["陈某某"], False, "从海鸥供给到公共需求 ———公共服务的导向问题研究", "", 2010, "", "", "")),
    ("基于深度学习的海鸥计数研究_王某某.caj", (["王某某"], False, "基于深度学习的海鸥计数研究", "", None, "", "", "")),
])
def test_template_styles_and_file_names(line, fields):
    assert _read(line) == fields


def test_a_title_with_an_underscore_and_a_name_alone_is_no_file_name():
    # neither a year nor a file's kind says it is one
    e = parse_reference_line(1, "海鸥_计数方法", "notes.md")
    assert e.authors == []


def test_a_course_paper_citing_its_list_by_number_in_words(tmp_path):
    # held-out batch 56: "1.《…》_作者（2007）" numbered with no space after the stop, cited as "（引自参考文献6）"
    import docx
    from refverify.parse.pipeline import parse_manuscript
    document = docx.Document()
    document.add_paragraph("海鸥制度的建立是必然选择（引自参考文献2）。本文参考文献3篇。")
    document.add_paragraph("详见参考文献[3]，以及其他研究。")
    document.add_paragraph("参考文献：")
    for line in ["1.《浅析海鸥制度的建立》_赵某（2007）", "2.《海鸥首席信息官体制建设探析》_郑某某（2008）",
                 "3. 《海鸥制度的发展现状及对策》_胡某某（2009）"]:
        document.add_paragraph(line)
    document.save(tmp_path / "paper.docx")
    state = parse_manuscript(tmp_path / "paper.docx")
    assert [(rid, r.bib.authors, r.bib.year, len(r.claims)) for rid, r in state.refs.items()] == [
        ("1", "赵某", 2007, 0), ("2", "郑某某", 2008, 1), ("3", "胡某某", 2009, 1)]


def test_a_file_of_references_with_a_group_heading_and_writers_labels(tmp_path):
    # held-out batch 56: a proposal's scrap file of references, numbered, with "[a2]", "[  ]" and "[okoro]" labels
    # among the numbers and a group's heading; every entry is read, the heading is none
    import docx
    from refverify.parse.pipeline import parse_manuscript
    document = docx.Document()
    lines = [f"[{n}] Lind{n} P, Roca K. Gull study number {n}[J]. Journal of Shore Birds, 20{10 + n}, {n}: 1-9."
             for n in range(1, 7)]
    lines[3:3] = ["[  ]Sand R, Liu Z, et al. Image-embodied gull learning[J]. Shore Computing, 2017: 3140-3146."]
    lines += ["海鸥融合参考文献[b1-bn]",
              "[a2] C. Kofler, M. Larson, A. Roca, User intent in gull search, ACM Comput. Surv. 49 (2) (2016) 36:1–36:37",
              "[okoro] Okoro Y, Zhang C, et al. Building a gull knowledge base[J]. arXiv preprint arXiv:1507.05670, 2015.",
              "[7] Marrow S, Rettinger A. Gull fusion via embeddings[J]. Journal of Shore Birds, 2017, 8: 1-9."]
    for line in lines:
        document.add_paragraph(line)
    document.save(tmp_path / "参考文献.docx")
    state = parse_manuscript(tmp_path / "参考文献.docx")
    assert [(r.bib.raw[:8], r.bib.year) for r in state.refs.values()] == [
        ("[1] Lind", 2011), ("[2] Lind", 2012), ("[3] Lind", 2013), ("[4] Lind", 2014), ("[5] Lind", 2015),
        ("[6] Lind", 2016), ("[7] Marr", 2017), ("[  ]Sand", 2017), ("[a2] C. ", 2016), ("[okoro] ", 2015)]
