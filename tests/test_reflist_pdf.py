"""Reference lists pasted or converted from a PDF (issue 20): each invented line below carries
damage that a PDF copy, pdftotext or a PDF-to-Word/Markdown conversion makes, and must read to
the same fields as the clean line would."""
import re

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("families", "etal", "title", "year", "journal", "publisher", "volume", "issue", "pages", "doi")


def read(line: str, file: str = "thesis.md") -> dict:
    entry = parse_reference_line(1, line, file)
    families = [a.split(",")[0].strip() for a in entry.authors]
    return dict(zip(FIELDS, (families, entry.authors_truncated, entry.title, entry.year, entry.journal,
                             entry.publisher, entry.volume, entry.issue, entry.pages, entry.doi)))


def fields(families, etal, title, year, journal="", publisher="", volume="", issue="", pages="", doi=""):
    return dict(zip(FIELDS, (families, etal, title, year, journal, publisher, volume, issue, pages, doi)))


# ---- clean references and the damage a PDF copy does to them ---------------------------------

# (clean line without its number, expected fields); every word the damage below touches is in it
EN = [
    ("Okafor N, Lindqvist P. Efficient fine-tuning of flow models. Nat Mach Intell. 2022;4(5):301-309.",
     fields(["Okafor", "Lindqvist"], False, "Efficient fine-tuning of flow models", 2022, "Nat Mach Intell", "", "4", "5", "301-309")),
    ("Garcia M, Chen L, Novak P. Transformer architectures for offline speech recognition. IEEE Trans Audio. 2021;29:112-125.",
     fields(["Garcia", "Chen", "Novak"], False, "Transformer architectures for offline speech recognition", 2021, "IEEE Trans Audio", "", "29", "", "112-125")),
    ("Ito K, Sato Y. Sleep, memory and the official figures. Cell. 2020;180(2):200-210.",
     fields(["Ito", "Sato"], False, "Sleep, memory and the official figures", 2020, "Cell", "", "180", "2", "200-210")),
    ("Brown A, White B, Green C, et al. Mapping the affinity of rice proteins. Science. 2018;360(6390):41-45.",
     fields(["Brown", "White", "Green"], True, "Mapping the affinity of rice proteins", 2018, "Science", "", "360", "6390", "41-45")),
    ("Klein R, Vogel S. Soil carbon in alpine meadows: a field study. Geoderma. 2017;290:1-9.",
     fields(["Klein", "Vogel"], False, "Soil carbon in alpine meadows: a field study", 2017, "Geoderma", "", "290", "", "1-9")),
    ("Moreau A, Blanc P. Steroids in pregnancy and fluid balance. BMJ. 2001;322(7):11-19.",
     fields(["Moreau", "Blanc"], False, "Steroids in pregnancy and fluid balance", 2001, "BMJ", "", "322", "7", "11-19")),
    ("Smith JA, Jones KB. Effects of salt on blood pressure in offices. Hypertension. 2015;66(2):350-358.",
     fields(["Smith", "Jones"], False, "Effects of salt on blood pressure in offices", 2015, "Hypertension", "", "66", "2", "350-358")),
    ("Lee H, Park S, Kim D. Specific flux of deep groundwater. Water Res. 2019;150:77-86.",
     fields(["Lee", "Park", "Kim"], False, "Specific flux of deep groundwater", 2019, "Water Res", "", "150", "", "77-86")),
    ("Haddad R, Petrov I. Fluorescence imaging of stiff tissues. J Biomed Opt. 2016;21(4):040501.",
     fields(["Haddad", "Petrov"], False, "Fluorescence imaging of stiff tissues", 2016, "J Biomed Opt", "", "21", "4", "040501")),
    ("Svensson E, Kowalski T. Reflections on offshore wind finance. Energy Policy. 2023;172:113-120.",
     fields(["Svensson", "Kowalski"], False, "Reflections on offshore wind finance", 2023, "Energy Policy", "", "172", "", "113-120")),
    ("Nakamura T, Ortiz F. Classification of difficult fluid flows[J]. Journal of Fluid Testing, 2020, 12(3): 45-67.",
     fields(["Nakamura", "Ortiz"], False, "Classification of difficult fluid flows", 2020, "Journal of Fluid Testing", "", "12", "3", "45-67")),
    ("Abebe T, Rossi G. Filtering profiles of traffic flows[J]. Transport Reviews, 2018, 38(6): 701-720.",
     fields(["Abebe", "Rossi"], False, "Filtering profiles of traffic flows", 2018, "Transport Reviews", "", "38", "6", "701-720")),
]

ZH = [
    ("张三，李四．基于深度学习的图像分割方法［J］．计算机学报，2020，36（2）：12－18．",
     fields(["张三", "李四"], False, "基于深度学习的图像分割方法", 2020, "计算机学报", "", "36", "2", "12-18")),
    ("王小明，赵六．一种新的聚类方法［J］．软件学报，2019，30（4）：100－110．",
     fields(["王小明", "赵六"], False, "一种新的聚类方法", 2019, "软件学报", "", "30", "4", "100-110")),
    ("刘一，陈二，等．中文文本分类研究［J］．中国科学，2018，48（5）：1－10．",
     fields(["刘一", "陈二"], True, "中文文本分类研究", 2018, "中国科学", "", "48", "5", "1-10")),
    ("黄河，钱江．水文模型的比较［J］．水利学报，2018，49（3）：201－210．",
     fields(["黄河", "钱江"], False, "水文模型的比较", 2018, "水利学报", "", "49", "3", "201-210")),
    ("郑一，王二．基于注意力机制的情感分析［J］．中文信息学报，2021，35（1）：50－58．",
     fields(["郑一", "王二"], False, "基于注意力机制的情感分析", 2021, "中文信息学报", "", "35", "1", "50-58")),
    ("孙丽，钱伟．城市交通流预测方法综述［J］．交通运输工程学报，2017，17（6）：1－15．",
     fields(["孙丽", "钱伟"], False, "城市交通流预测方法综述", 2017, "交通运输工程学报", "", "17", "6", "1-15")),
    ("马丽，周杰，吴凡．跨语言信息检索研究［J］．情报学报，2020，39（4）：400－410．",
     fields(["马丽", "周杰", "吴凡"], False, "跨语言信息检索研究", 2020, "情报学报", "", "39", "4", "400-410")),
    ("何明，罗兰．土壤有机碳的空间分布［J］．生态学报，2016，36（12）：3600－3608．",
     fields(["何明", "罗兰"], False, "土壤有机碳的空间分布", 2016, "生态学报", "", "36", "12", "3600-3608")),
]

_LIGATURES = {"ffi": "\ufb03", "ffl": "\ufb04", "ff": "\ufb00", "fi": "\ufb01", "fl": "\ufb02"}


def ligatures(line):
    return re.sub("ffi|ffl|ff|fi|fl", lambda m: _LIGATURES[m.group(0)], line)


def soft_hyphens(line):
    # a soft hyphen in the middle of every word of nine letters or more
    return re.sub(r"\b([a-z]{4})([a-z]{5,})", "\\1\u00ad\\2", line)


def no_spaces(line):
    # the spaces after commas, periods, semicolons and colons lost between words
    return re.sub(r"(?<=[A-Za-z)\]])([,.;:]) (?=[A-Za-z0-9])", r"\1", line)


def loose_spaces(line):
    # doubled spaces, and a space before each comma and period
    return re.sub(r"([,.;]) ", r" \1  ", line)


def fullwidth(line):
    table = {**{chr(0x30 + i): chr(0xff10 + i) for i in range(10)}, ",": "，", ":": "：", "(": "（", ")": "）"}
    return "".join(table.get(c, c) for c in line)


def spaced_names(line):
    # "张三，李四" → "张 三，李 四": a space after each one-character family name
    head, dot, rest = line.partition("．")
    return re.sub(r"(?<![\u4e00-\u9fff])([\u4e00-\u9fff])(?=[\u4e00-\u9fff]{1,2}(?:[，,．]|$))", r"\1 ", head) + dot + rest


def halfwidth_j(line):
    return line.replace("［J］", "［Ｊ］")


NUMBERS = ["[{}] ", "{}. ", "{}) ", "({}) ", "［{}］", "【{}】", "{}．", "{} "]

EN_DAMAGE = {"ligatures": ligatures, "soft-hyphens": soft_hyphens, "no-spaces": no_spaces,
             "loose-spaces": loose_spaces}
ZH_DAMAGE = {"fullwidth-digits": fullwidth, "spaced-names": spaced_names, "fullwidth-J": halfwidth_j,
             "all": lambda line: fullwidth(spaced_names(halfwidth_j(line)))}

CASES = [pytest.param(NUMBERS[(i + j) % len(NUMBERS)].format(i + 1) + damage(line), expected,
                      id=f"en{i + 1}-{name}")
         for i, (line, expected) in enumerate(EN) for j, (name, damage) in enumerate(EN_DAMAGE.items())]
CASES += [pytest.param(NUMBERS[(i + j) % len(NUMBERS)].format(i + 1) + damage(line), expected,
                       id=f"zh{i + 1}-{name}")
          for i, (line, expected) in enumerate(ZH) for j, (name, damage) in enumerate(ZH_DAMAGE.items())]


@pytest.mark.parametrize("line, expected", CASES)
def test_damaged_line_reads_as_the_clean_one(line, expected):
    assert read(line) == expected


@pytest.mark.parametrize("line, expected", [pytest.param(f"[{i + 1}] {line}", expected, id=f"en{i + 1}")
                                            for i, (line, expected) in enumerate(EN)]
                         + [pytest.param(f"[{i + 1}] {line}", expected, id=f"zh{i + 1}") for i, (line, expected) in enumerate(ZH)])
def test_clean_line(line, expected):
    assert read(line) == expected


# ---- damage one line at a time, written out -----------------------------------------------------

ONE_OFF = [
    ("hyphen-break", "[1] Novak P, Horvat I. Deep Mod- els for weather pre- diction. Q J R Meteorol Soc. 2019;145(720):100-115.",
     fields(["Novak", "Horvat"], False, "Deep Models for weather prediction", 2019, "Q J R Meteorol Soc", "", "145", "720", "100-115")),
    ("hyphen-compound", "[2] Ruiz A, Lin B. Self- supervised learning of non- linear maps. Neural Comput. 2020;32(1):1-30.",
     fields(["Ruiz", "Lin"], False, "Self-supervised learning of non-linear maps", 2020, "Neural Comput", "", "32", "1", "1-30")),
    ("doi-spaces", "[3] Ito K, Sato Y. Sleep and memory. Cell. 2020;180(2):200-210. doi:10.1016/j. cell. 2020.01.002",
     fields(["Ito", "Sato"], False, "Sleep and memory", 2020, "Cell", "", "180", "2", "200-210", "10.1016/j.cell.2020.01.002")),
    ("doi-after-slash", "[4] Osei A, Mensah K. Malaria in the highlands. Nature. 2020;579(7798):270-273. https://doi.org/10.1038/ s41586-020-2012-7",
     fields(["Osei", "Mensah"], False, "Malaria in the highlands", 2020, "Nature", "", "579", "7798", "270-273", "10.1038/s41586-020-2012-7")),
    ("doi-digits", "[5] Lee H, Kim S. Protein folding in the cold. Cell. 2021;184(2):300-310. doi: 10.1016/j.cell.2020. 12.015.",
     fields(["Lee", "Kim"], False, "Protein folding in the cold", 2021, "Cell", "", "184", "2", "300-310", "10.1016/j.cell.2020.12.015")),
    ("doi-zh", "[6]何明，罗兰．土壤有机碳的空间分布［J］．生态学报，2016，36（12）：3600－3608．DOI:10.5846/ stxb2015. 01.003.",
     fields(["何明", "罗兰"], False, "土壤有机碳的空间分布", 2016, "生态学报", "", "36", "12", "3600-3608", "10.5846/stxb2015.01.003")),
    ("et-al-no-dot", "[7] Brown A, White B, Green C, et al Mapping the genome of rice. Science. 2018;360(6390):1-5.",
     fields(["Brown", "White", "Green"], True, "Mapping the genome of rice", 2018, "Science", "", "360", "6390", "1-5")),
    ("et-al-gbt", "[8] Smith J,Jones K,et al.Title of the work[J].J Med,2020,12(3):45-67.",
     fields(["Smith", "Jones"], True, "Title of the work", 2020, "J Med", "", "12", "3", "45-67")),
    ("gbt-no-spaces", "[9] Smith J,Jones K.Title of the work[J].J Med,2020,12(3):45-67.",
     fields(["Smith", "Jones"], False, "Title of the work", 2020, "J Med", "", "12", "3", "45-67")),
    ("zh-deng", "[10] 刘 一, 陈 二, 等. 中文标题研究[J]. 中国科学, 2018, 48(5): 1-10.",
     fields(["刘一", "陈二"], True, "中文标题研究", 2018, "中国科学", "", "48", "5", "1-10")),
    ("zh-book", "［11］孙 丽，钱 伟．机器学习导论［M］．北京：高等教育出版社，２０１６：１５－２０．",
     fields(["孙丽", "钱伟"], False, "机器学习导论", 2016, "", "高等教育出版社", "", "", "15-20")),
    ("zh-fullwidth-J", "【12】王 五,赵 六.一种新方法[Ｊ].软件学报,2019,30(4):100-110.",
     fields(["王五", "赵六"], False, "一种新方法", 2019, "软件学报", "", "30", "4", "100-110")),
    ("zh-title-colon", "[13]张三，李四．深度学习：方法与应用［J］．计算机学报，２０２０，３６（２）：１２－１８．",
     fields(["张三", "李四"], False, "深度学习：方法与应用", 2020, "计算机学报", "", "36", "2", "12-18")),
    ("stray-spaces", "[14] Klein R , Vogel S . Soil carbon in alpine meadows . Geoderma . 2017 ; 290 : 1-9 .",
     fields(["Klein", "Vogel"], False, "Soil carbon in alpine meadows", 2017, "Geoderma", "", "290", "", "1-9")),
    ("ligature-and-no-spaces", "[15] Green T,Black U.Eﬃcient oﬄine learning of ﬁelds.Proc IEEE.2017;105(1):10-20.",
     fields(["Green", "Black"], False, "Efficient offline learning of fields", 2017, "Proc IEEE", "", "105", "1", "10-20")),
    ("zero-width", "[16] Ruiz\u200b A, Lin\ufeff B. Dish names abroad. Appetite. 2018;9(2):1-9.",
     fields(["Ruiz", "Lin"], False, "Dish names abroad", 2018, "Appetite", "", "9", "2", "1-9")),
]


@pytest.mark.parametrize("line, expected", [pytest.param(line, expected, id=name) for name, line, expected in ONE_OFF])
def test_one_off_damage(line, expected):
    assert read(line) == expected


def test_a_guessed_repair_is_said_and_marks_its_field():
    entry = parse_reference_line(1, ONE_OFF[2][1], "thesis.md")
    assert entry.notes == ["a DOI broken by a space or a line break read as '10.1016/j.cell.2020.01.002': "
                           "check how this line was read"]
    assert entry.certainty["doi"] == "guessed"
    entry = parse_reference_line(1, ONE_OFF[0][1], "thesis.md")
    assert entry.notes == ["a word broken at a line end read as 'Models': check how this line was read",
                           "a word broken at a line end read as 'prediction': check how this line was read"]
    assert entry.certainty["title"] == "guessed"


def test_a_certain_repair_is_silent_and_the_line_shown_as_written():
    entry = parse_reference_line(1, "[1] Green T, Black U. Eﬃcient learning. Proc IEEE. 2017;105(1):10-20.", "t.md")
    assert (entry.notes, entry.certainty["title"]) == ([], "style")
    assert entry.raw == "[1] Green T, Black U. Efficient learning. Proc IEEE. 2017;105(1):10-20."


def test_given_names_with_initials_keep_their_reading():
    # spaces lost everywhere, the authors written "Given I.Family": the title still reads as before
    entry = parse_reference_line(1, "[1] Maria B.Costa,Paul K.Hanley.Trends in cycling injuries in cities[J].2009.", "t.md")
    assert (entry.title, entry.year) == ("Trends in cycling injuries in cities", 2009)


def test_a_broken_url_is_joined_with_a_note():
    entry = parse_reference_line(1, "[3] World Weather Office. Annual report 2020. Available from: "
                                    "https://www.example.org/reports/ annual-2020.pdf", "t.md")
    assert entry.url == "https://www.example.org/reports/annual-2020.pdf"
    assert "an address broken by a space or a line break read as 'https://www.example.org/reports/annual-2020.pdf': " \
           "check how this line was read" in entry.notes


@pytest.mark.parametrize("line", [
    "Okafor, N. (2018) 'Echo themes of the game', PlayStation.Blog.Europe.",     # a name with periods
    "[2] 李红 张伟. 稀疏路由[J]. 网络学报, 2020, 1(1): 1-9.",                       # two names apart by a space
    "[5] Chen L. Salt，Technology and Strategy[M]. Beijing: Invented Press, 2019.",  # a full-width comma in words
    "[6] Okafor N. Liver- specific deletion of a kinase in mice. J Hepatol. 2019;70(1):1-9.",  # typed so
    "[7] Lin Q. Fast Scale- and Shift-Invariant Matching. Pattern Recognit. 2015;48(3):1-9.",  # a hanging hyphen
    "[8] Maria B.Costa, Paul K.Hanley. Trends in cycling injuries,2001 to 2010[J]. J Safety Res, 2012, 43(2): 1-9.",
    "[9] Mendez O. About Deno[OL]. https://deno.example.org/en/about/ 2021.",        # the year after an address
])
def test_lines_left_as_they_are(line):
    assert parse_reference_line(1, line, "t.md").raw == line


# ---- whole lists in a Markdown or Word manuscript, through Step A -------------------------------

NUMBERED_PDFTOTEXT = """1. Okafor N, Lindqvist P. Efficient fine-tuning of flow
models. Nat Mach Intell. 2022;4(5):301-309.
2. Garcia M, Chen L, Novak P. Transformer architectures for off-
line speech recognition. IEEE Trans Audio. 2021;29:112-125.
12
Page 4 of 12
© 2021 Elsevier Ltd. All rights reserved.
[3]
Ito K, Sato Y. Sleep, memory and the official figures. Cell.
2020;180(2):200-210. doi:10.1016/j.cell.
2020.01.002
4. Brown A, White B, Green C, et al. Mapping the afﬁnity of rice proteins. Science. 2018;360(6390):41-45. 5. Klein R, Vogel S. Soil carbon in alpine meadows: a field study. Geoderma. 2017;290:1-9."""

NUMBERED_EXPECTED = [
    (1, ["Okafor", "Lindqvist"], "Efficient fine-tuning of flow models", 2022, "Nat Mach Intell", "4", "5", "301-309", ""),
    (2, ["Garcia", "Chen", "Novak"], "Transformer architectures for offline speech recognition", 2021, "IEEE Trans Audio", "29", "", "112-125", ""),
    (3, ["Ito", "Sato"], "Sleep, memory and the official figures", 2020, "Cell", "180", "2", "200-210", "10.1016/j.cell.2020.01.002"),
    (4, ["Brown", "White", "Green"], "Mapping the affinity of rice proteins", 2018, "Science", "360", "6390", "41-45", ""),
    (5, ["Klein", "Vogel"], "Soil carbon in alpine meadows: a field study", 2017, "Geoderma", "290", "", "1-9", ""),
]

MINERU_BLANKS = """[1] Smith JA, Jones KB. Effects of salt on blood pressure in

offices. Hypertension. 2015;66(2):350-358.

[2] Lee H, Park S, Kim D. Speciﬁc ﬂux of deep groundwater. Water Res. 2019;150:77-86.

- 7 -

[3] Haddad R, Petrov I. Fluorescence imaging of stiff tis-

sues. J Biomed Opt. 2016;21(4):040501."""

MINERU_EXPECTED = [
    (1, ["Smith", "Jones"], "Effects of salt on blood pressure in offices", 2015, "Hypertension", "66", "2", "350-358", ""),
    (2, ["Lee", "Park", "Kim"], "Specific flux of deep groundwater", 2019, "Water Res", "150", "", "77-86", ""),
    (3, ["Haddad", "Petrov"], "Fluorescence imaging of stiff tissues", 2016, "J Biomed Opt", "21", "4", "040501", ""),
]

CNKI_COPY = """［1］张 三，李 四．基于深度学习的图像分割方法［J］．计算机学报，
２０２０，３６（２）：１２－１８．
［2］王 小明，赵 六．一种新的聚类方法［J］．软件学报，2019，30（4）：100－110．［3］刘 一，陈 二，等．中文文本分类研究［J］．中国科学，2018，48（5）：1－10．
第 3 页 共 10 页
【4】黄河，钱江．水文模型的比较［Ｊ］．水利学报，2018，49（3）：201－210．"""

CNKI_EXPECTED = [
    (1, ["张三", "李四"], "基于深度学习的图像分割方法", 2020, "计算机学报", "36", "2", "12-18", ""),
    (2, ["王小明", "赵六"], "一种新的聚类方法", 2019, "软件学报", "30", "4", "100-110", ""),
    (3, ["刘一", "陈二"], "中文文本分类研究", 2018, "中国科学", "48", "5", "1-10", ""),
    (4, ["黄河", "钱江"], "水文模型的比较", 2018, "水利学报", "49", "3", "201-210", ""),
]

LISTS = {"numbered-pdftotext": (NUMBERED_PDFTOTEXT, NUMBERED_EXPECTED),
         "mineru-blank-lines": (MINERU_BLANKS, MINERU_EXPECTED),
         "cnki-copy": (CNKI_COPY, CNKI_EXPECTED)}


def _body(count: int) -> list[str]:
    return [f"Earlier work reported a related finding [{n}]." for n in range(1, count + 1)]


def _markdown(tmp_path, body, heading, listing):
    path = tmp_path / "paper.md"
    path.write_text("# Introduction\n\n" + "\n\n".join(body) + f"\n\n## {heading}\n\n{listing}\n", encoding="utf-8")
    return path


def _word(tmp_path, body, heading, listing):
    import docx
    document = docx.Document()
    document.add_heading("Introduction", 1)
    for paragraph in body:
        document.add_paragraph(paragraph)
    document.add_heading(heading, 1)
    for line in listing.split("\n"):
        if line.strip():           # a PDF pasted into Word: each line its own paragraph
            document.add_paragraph(line)
    path = tmp_path / "paper.docx"
    document.save(path)
    return path


def _read(state):
    return [(ref.number, [a.split(",")[0].strip() for a in ref.bib.author_list], ref.bib.title, ref.bib.year,
             ref.bib.journal, ref.bib.volume, ref.bib.issue, ref.bib.pages, ref.bib.doi)
            for ref in sorted(state.refs.values(), key=lambda r: r.number or 0)]


@pytest.mark.parametrize("writer", [_markdown, _word], ids=["markdown", "word"])
@pytest.mark.parametrize("name", list(LISTS))
def test_whole_list_through_step_a(tmp_path, name, writer):
    from refverify import api
    listing, expected = LISTS[name]
    heading = "参考文献" if name.startswith("cnki") else "References"
    state = api.parse(writer(tmp_path, _body(len(expected)), heading, listing), out=tmp_path / "out")
    assert _read(state) == expected
    assert state.meta.checks.orphans == [] and state.meta.checks.uncited == []


HARVARD_WORD = """Abebe, T. and Rossi, G. (2018) Filtering profiles of traffic ﬂows. Transport Reviews, 38(6),
pp. 701–720.
Journal of Invented Studies 12 (2023) 1–20
Brown, A., White, B. and Green, C. (2018) Mapping the affinity of rice proteins. Science,
360(6390), pp. 41–45.
Journal of Invented Studies 12 (2023) 1–20
Klein, R. and Vogel, S. (2017) Soil carbon in alpine meadows: a ﬁeld study. Geoderma, 290,
pp. 1–9.
Journal of Invented Studies 12 (2023) 1–20"""

HARVARD_EXPECTED = [
    (["Abebe", "Rossi"], "Filtering profiles of traffic flows", 2018, "Transport Reviews", "38", "6", "701-720"),
    (["Brown", "White", "Green"], "Mapping the affinity of rice proteins", 2018, "Science", "360", "6390", "41-45"),
    (["Klein", "Vogel"], "Soil carbon in alpine meadows: a field study", 2017, "Geoderma", "290", "", "1-9"),
]


@pytest.mark.parametrize("writer", [_markdown, _word], ids=["markdown", "word"])
def test_author_date_list_with_running_header(tmp_path, writer):
    from refverify import api
    body = ["Traffic was filtered (Abebe and Rossi, 2018), rice mapped (Brown et al., 2018) "
            "and soil sampled (Klein and Vogel, 2017)."]
    state = api.parse(writer(tmp_path, body, "References", HARVARD_WORD), out=tmp_path / "out")
    read = sorted(([a.split(",")[0].strip() for a in r.bib.author_list], r.bib.title, r.bib.year, r.bib.journal,
                   r.bib.volume, r.bib.issue, r.bib.pages) for r in state.refs.values())
    assert read == HARVARD_EXPECTED
    assert state.meta.checks.orphans == [] and state.meta.checks.uncited == []
    # the running footer is set aside, and said: each of its three lines named in the state's messages
    notes = [m for m in state.meta.messages if "set aside as page furniture" in m]
    assert len(notes) == 1 and notes[0].startswith(f"paper.{'md' if writer is _markdown else 'docx'}: 3 line(s) ")
    assert notes[0].count("'Journal of Invented Studies 12 (2023) 1–20'") == 3


def test_a_list_without_furniture_has_no_such_note(tmp_path):
    from refverify import api
    listing = "\n".join(line for line in HARVARD_WORD.split("\n") if not line.startswith("Journal of Invented"))
    body = ["Traffic was filtered (Abebe and Rossi, 2018), rice mapped (Brown et al., 2018) "
            "and soil sampled (Klein and Vogel, 2017)."]
    state = api.parse(_markdown(tmp_path, body, "References", listing), out=tmp_path / "out")
    assert len(state.refs) == 3
    assert not [m for m in state.meta.messages if "page furniture" in m]


NUMBER_FORMS = """(1) Okafor N, Lindqvist P. Efficient fine-tuning of flow models. Nat Mach Intell. 2022;4(5):301-309.
J Invented Med 12 (2023) 1–20
(2) Ito K, Sato Y. Sleep, memory and the official figures. Cell. 2020;180(2):200-210.
J Invented Med 12 (2023) 1–20
(3) Moreau A, Blanc P. Steroids in pregnancy and fluid balance. BMJ. 2001;322(7):11-19."""

SUPERSCRIPT_FORMS = """¹ Okafor N, Lindqvist P. Efficient fine-tuning of flow models. Nat Mach Intell. 2022;4(5):301-309.
² Ito K, Sato Y. Sleep, memory and the official figures. Cell. 2020;180(2):200-210.
³ Moreau A, Blanc P. Steroids in pregnancy and fluid balance. BMJ. 2001;322(7):11-19."""

BARE_FORMS = """1 Okafor N, Lindqvist P. Efficient fine-tuning of flow models. Nat Mach
Intell. 2022;4(5):301-309.
2 Ito K, Sato Y. Sleep, memory and the official figures. Cell. 2020;
180(2):200-210.
3
Moreau A, Blanc P. Steroids in pregnancy and fluid balance. BMJ. 2001;322(7):11-19."""

FORMS_EXPECTED = [
    (1, ["Okafor", "Lindqvist"], "Efficient fine-tuning of flow models", 2022, "Nat Mach Intell", "4", "5", "301-309", ""),
    (2, ["Ito", "Sato"], "Sleep, memory and the official figures", 2020, "Cell", "180", "2", "200-210", ""),
    (3, ["Moreau", "Blanc"], "Steroids in pregnancy and fluid balance", 2001, "BMJ", "322", "7", "11-19", ""),
]


@pytest.mark.parametrize("writer", [_markdown, _word], ids=["markdown", "word"])
@pytest.mark.parametrize("listing", [NUMBER_FORMS, SUPERSCRIPT_FORMS, BARE_FORMS], ids=["parens", "superscript", "bare"])
def test_numbering_forms(tmp_path, listing, writer):
    from refverify import api
    state = api.parse(writer(tmp_path, _body(3), "References", listing), out=tmp_path / "out")
    assert _read(state) == FORMS_EXPECTED


TIGHT_AND_BROKEN = """1.Okafor N, Lindqvist P. Efficient fine-tuning of flow models. Nat Mach Intell. 2022;4(5):301-309.
2.Ito K, Sato Y. Sleep, memory and the official
3
figures. Cell. 2020;180(2):200-210.
3
3.Moreau A, Blanc P. Steroids in pregnancy and fluid balance. BMJ. 2001;322(7):11-19."""


@pytest.mark.parametrize("writer", [_markdown, _word], ids=["markdown", "word"])
def test_tight_numbers_and_page_numbers_inside_and_between_entries(tmp_path, writer):
    from refverify import api
    state = api.parse(writer(tmp_path, _body(3), "References", TIGHT_AND_BROKEN), out=tmp_path / "out")
    assert _read(state) == FORMS_EXPECTED


def test_a_soft_line_break_inside_a_word_paragraph(tmp_path):
    import docx
    from refverify import api
    document = docx.Document()
    document.add_heading("Introduction", 1)
    document.add_paragraph("Weather was predicted [1] and sleep studied [2].")
    document.add_heading("References", 1)
    document.add_paragraph("[1] Novak P, Horvat I. Deep Mod-\nels for weather prediction. Q J R Meteorol Soc. 2019;145(720):100-115.")
    document.add_paragraph("[2] Ito K, Sato Y. Sleep and memory. Cell. 2020;180(2):200-210. doi:10.1016/j.\ncell.2020.01.002")
    document.save(tmp_path / "paper.docx")
    state = api.parse(tmp_path / "paper.docx", out=tmp_path / "out")
    assert _read(state) == [
        (1, ["Novak", "Horvat"], "Deep Models for weather prediction", 2019, "Q J R Meteorol Soc", "145", "720", "100-115", ""),
        (2, ["Ito", "Sato"], "Sleep and memory", 2020, "Cell", "180", "2", "200-210", "10.1016/j.cell.2020.01.002")]
    assert state.refs["1"].bib.certainty["title"] == "guessed"
    assert state.refs["2"].bib.certainty["doi"] == "guessed"


AUTHOR_DATE_BROKEN = ["Abebe, T. and Rossi, G. (2018) Filtering profiles of traffic flows in the",
                      "Alps. Transport Reviews, 38(6), pp. 701–720.",
                      "Brown, A., White, B. and Green, C. (2018) Mapping the affinity of rice proteins. Science,",
                      "360(6390), pp. 41–45."]


def test_author_date_paragraphs_broken_mid_phrase(tmp_path):
    from refverify import api
    body = ["Traffic was filtered (Abebe and Rossi, 2018) and rice mapped (Brown et al., 2018)."]
    state = api.parse(_word(tmp_path, body, "References", "\n".join(AUTHOR_DATE_BROKEN)), out=tmp_path / "out")
    assert sorted(r.bib.title for r in state.refs.values()) == [
        "Filtering profiles of traffic flows in the Alps", "Mapping the affinity of rice proteins"]


# ---- other styles copied out of a PDF ---------------------------------------------------------------

ROUTING = "Efficient routing in mesh networks"
STYLES = [
    ("apa-ligatures-doi", "Smith, J., & Jones, K. (2020). Eﬀects of ﬁne dust on lungs. Journal of Invented Medicine, "
     "12(3), 45–67. https://doi.org/10.1016/j. cell.2020.01.002",
     fields(["Smith", "Jones"], False, "Effects of fine dust on lungs", 2020, "Journal of Invented Medicine", "", "12", "3",
            "45-67", "10.1016/j.cell.2020.01.002")),
    ("apa-no-spaces", "Smith, J.,& Jones, K.(2020).Effects of fine dust on lungs.Journal of Invented Medicine,12(3),45–67.",
     fields(["Smith", "Jones"], False, "Effects of fine dust on lungs", 2020, "Journal of Invented Medicine", "", "12", "3", "45-67")),
    ("ieee-broken-word", '[3] J. Smith and K. Jones, “Eﬃcient routing in mesh net- works,” IEEE Trans. Netw., vol. 12, '
     'no. 3, pp. 45–67, 2020.',
     fields(["J. Smith", "K. Jones"], False, ROUTING, 2020, "IEEE Trans. Netw", "", "12", "3", "45-67")),
    ("ieee-no-spaces", '[4] J. Smith and K. Jones,"Efficient routing in mesh networks,"IEEE Trans. Netw.,vol. 12,no. 3,'
     'pp. 45–67,2020.',
     fields(["J. Smith", "K. Jones"], False, ROUTING, 2020, "IEEE Trans. Netw", "", "12", "3", "45-67")),
    ("gbt-capitals-doi", "[9] SMITH J, JONES K. Efficient routing in mesh networks[J]. Journal of Networks, 2020, 12(3): "
     "45-67. DOI: 10.1000/ jn.2020. 003.",
     fields(["SMITH", "JONES"], False, ROUTING, 2020, "Journal of Networks", "", "12", "3", "45-67", "10.1000/jn.2020.003")),
    ("vancouver-loose", "10. Smith J, Jones K. Efficient routing in mesh net\u00adworks. J Netw. 2020 ; 12 ( 3 ) : 45 - 67 .",
     fields(["Smith", "Jones"], False, ROUTING, 2020, "J Netw", "", "12", "3", "45-67")),
    ("gbt-doubled-spaces", "[11] Smith  J ,  Jones  K .  Efficient  routing  in  mesh  networks [J] .  Journal  of  Networks ,  "
     "2020 ,  12 ( 3 ) :  45 - 67 .",
     fields(["Smith", "Jones"], False, ROUTING, 2020, "Journal of Networks", "", "12", "3", "45-67")),
    ("harvard-broken", "Smith, J. and Jones, K. (2020) ‘Efficient routing in mesh net- works’, Journal of Networks, 12(3), "
     "pp. 45–67. doi: 10.1000/jn. 2020.003.",
     fields(["Smith", "Jones"], False, ROUTING, 2020, "Journal of Networks", "", "12", "3", "45-67", "10.1000/jn.2020.003")),
    ("gbt-et-al", "[14] Smith J, Jones K, et al Efficient routing in mesh networks[J]. Journal of Networks, 2020, 12(3): 45-67.",
     fields(["Smith", "Jones"], True, ROUTING, 2020, "Journal of Networks", "", "12", "3", "45-67")),
    ("zh-book-edition", "[6] 张 三, 李 四. 机器学习[M]. 2版. 北京: 清华大学出版社, 2019.",
     fields(["张三", "李四"], False, "机器学习", 2019, "", "清华大学出版社")),
    ("zh-thesis", "[7] 王 五. 基于图神经网络的推荐算法研究[D]. 上海: 复旦大学, 2021.",
     fields(["王五"], False, "基于图神经网络的推荐算法研究", 2021, "", "复旦大学")),
    ("zh-proceedings", "[8] 赵 六, 钱 七. 一种改进的算法[C]//第十届全国会议论文集. 北京: 科学出版社, 2018: 12-15.",
     fields(["赵六", "钱七"], False, "一种改进的算法", 2018, "第十届全国会议论文集", "科学出版社", "", "", "12-15")),
    ("zh-one-author-deng", "[13] 李 华，等．深度学习综述［J］．自动化学报，２０１６，４２（１０）：１４６３－１４８４．",
     fields(["李华"], True, "深度学习综述", 2016, "自动化学报", "", "42", "10", "1463-1484")),
]


@pytest.mark.parametrize("line, expected", [pytest.param(line, expected, id=name) for name, line, expected in STYLES])
def test_styles_copied_from_a_pdf(line, expected):
    assert read(line) == expected


ZH_UNNUMBERED = """张三，李四．基于深度学习的图像
分割方法［J］．计算机学报，
2020，36（2）：12－18．
王小明，赵六．一种新的聚类方法［J］．软件学报，2019，30（4）：100－110．
刘一，陈二，等．中文文本分类研究［J］．中国科学，2018，48（5）：
1－10．"""


def test_unnumbered_chinese_list_broken_over_paragraphs(tmp_path):
    from refverify import api
    body = ["已有研究讨论了图像分割（张三和李四，2020）、聚类（王小明和赵六，2019）与文本分类（刘一等，2018）。"]
    state = api.parse(_word(tmp_path, body, "参考文献", ZH_UNNUMBERED), out=tmp_path / "out")
    assert sorted((r.bib.title, r.bib.year, r.bib.journal, r.bib.pages) for r in state.refs.values()) == [
        ("一种新的聚类方法", 2019, "软件学报", "100-110"),
        ("中文文本分类研究", 2018, "中国科学", "1-10"),
        ("基于深度学习的图像分割方法", 2020, "计算机学报", "12-18")]


def test_chinese_paragraphs_without_year_stay_apart(tmp_path):
    from refverify import api
    body = ["本文依据相关法律展开讨论（中华人民共和国某某法）。"]
    listing = "中华人民共和国某某法\n中华人民共和国另一部法\n张三．某某研究［J］．法学，2020，3（1）：1－9．"
    state = api.parse(_word(tmp_path, body, "参考文献", listing), out=tmp_path / "out")
    assert sorted(r.bib.raw for r in state.refs.values()) == [
        "中华人民共和国另一部法", "中华人民共和国某某法", "张三．某某研究［J］．法学，2020，3（1）：1－9．"]


def test_a_reference_that_opens_with_copyright_is_kept():
    from refverify.parse.reflist_group import group_reference_entries
    lines = ["Copyright Act 1968 (Cth).", "Copyright Office. (2020). Fair use index. Washington, DC.",
             "© 2021 Invented Press Ltd. All rights reserved.", "Page 3 of 9",
             "Moreau, A. (2001). Steroids in pregnancy. BMJ, 322, 11-19."]
    assert [t for _, t in group_reference_entries(list(enumerate(lines, 1)))] == [
        "Copyright Act 1968 (Cth).", "Copyright Office. (2020). Fair use index. Washington, DC.",
        "Moreau, A. (2001). Steroids in pregnancy. BMJ, 322, 11-19."]


# written after the repairs above, and read right on their first run
FRESH = [
    ("[21] Ahmadi R,Keller T,Olsen B.Wave energy converters in the North Sea:a review.Renew Energy.2018;125:501–515.",
     fields(["Ahmadi", "Keller", "Olsen"], False, "Wave energy converters in the North Sea: a review", 2018, "Renew Energy",
            "", "125", "", "501–515")),
    ("22．Petrov V，Ivanova M．Permafrost thaw and methane release［J］．Nature Climate Change，２０２１，１１（４）：３０１－３０８．",
     fields(["Petrov", "Ivanova"], False, "Permafrost thaw and methane release", 2021, "Nature Climate Change", "", "11", "4", "301-308")),
    ("［23］陈 明，林 芳．高速铁路噪声的传播特性研究［J］．声学学报，２０１９，４４（２）：２１０－２１９．",
     fields(["陈明", "林芳"], False, "高速铁路噪声的传播特性研究", 2019, "声学学报", "", "44", "2", "210-219")),
    ("24) Duarte F, Ng W. Uncertainty quan- tiﬁcation for turbulent ﬂows. J Comput Phys. 2020;410:109-130. "
     "doi:10.1016/j.jcp. 2020.109130",
     fields(["Duarte", "Ng"], False, "Uncertainty quantification for turbulent flows", 2020, "J Comput Phys", "", "410", "",
            "109-130", "10.1016/j.jcp.2020.109130")),
    ("[25] Okonkwo E, Bauer H, et al Antibiotic resistance in river sediments. Water Res. 2019;160:1-12.",
     fields(["Okonkwo", "Bauer"], True, "Antibiotic resistance in river sediments", 2019, "Water Res", "", "160", "", "1-12")),
    ("[26] Haddad R , Petrov I . Imaging of stiff tissues . J Biomed Opt . 2016 ; 21 ( 4 ) : 1 - 9 .",
     fields(["Haddad", "Petrov"], False, "Imaging of stiff tissues", 2016, "J Biomed Opt", "", "21", "4", "1-9")),
    ("[27] 周 琳, 等. 面向边缘计算的任务卸载策略[J]. 通信学报, 2022, 43(1): 77-89. DOI: 10.11959/j. issn.1000-436x. 2022010.",
     fields(["周琳"], True, "面向边缘计算的任务卸载策略", 2022, "通信学报", "", "43", "1", "77-89", "10.11959/j.issn.1000-436x.2022010")),
    ("Nguyen, T. H., & Larsen, P. (2017). Oﬀshore wind and bird migration. Marine Ecology Progress Series, 570, 1–15. "
     "https://doi.org/10.3354/ meps12139",
     fields(["Nguyen", "Larsen"], False, "Offshore wind and bird migration", 2017, "Marine Ecology Progress Series", "", "570", "",
            "1-15", "10.3354/meps12139")),
    ("[29] Rossi G.Traffic flow theory[M].2nd ed.Berlin:Springer,2015.",
     fields(["Rossi"], False, "Traffic flow theory", 2015, "", "Springer")),
    ("[30] Ibrahim S, Costa M. Groundwater recharge in semi- arid basins. Hydrol Earth Syst Sci. 2019;23(5):2301-2315.",
     fields(["Ibrahim", "Costa"], False, "Groundwater recharge in semi-arid basins", 2019, "Hydrol Earth Syst Sci", "", "23", "5",
            "2301-2315")),
]


@pytest.mark.parametrize("line, expected", FRESH)
def test_fresh_damaged_lines(line, expected):
    assert read(line) == expected


ELSEVIER_COPY = """[1] Ahmadi R, Keller T. Wave energy
converters: a review. Renew Energy.
2018;125:501–515.
Renewable Energy 125 (2018) 501–515
[2] Petrov V, Ivanova M. Permafrost thaw. Nat Clim Change. 2021;11(4):301-308. [3] Chen M, Lin F. Railway noise. Acta Acust. 2019;44(2):210-219.
ELSEVIER
[4]
Duarte F, Ng W. Uncertainty quantiﬁcation. J Comput Phys. 2020;410:109-130.
Renewable Energy 125 (2018) 501–515
ELSEVIER
8
[5] Okonkwo E. Antibiotic resistance. Water Res. 2019;160:1-12.
ELSEVIER"""


def test_grouping_a_journal_pdf_copy():
    from refverify.parse.reflist_group import group_reference_entries
    assert group_reference_entries(list(enumerate(ELSEVIER_COPY.split("\n"), 1))) == [
        (1, "[1] Ahmadi R, Keller T. Wave energy converters: a review. Renew Energy. 2018;125:501–515."),
        (5, "[2] Petrov V, Ivanova M. Permafrost thaw. Nat Clim Change. 2021;11(4):301-308."),
        (5, "[3] Chen M, Lin F. Railway noise. Acta Acust. 2019;44(2):210-219."),
        (7, "[4] Duarte F, Ng W. Uncertainty quantification. J Comput Phys. 2020;410:109-130."),
        (12, "[5] Okonkwo E. Antibiotic resistance. Water Res. 2019;160:1-12.")]
