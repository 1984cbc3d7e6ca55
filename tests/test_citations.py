"""Citation grammars: each grammar on its own, then find_citations and author-year resolution."""
from dataclasses import dataclass, field

import pytest

from refverify.parse.citations import find_citations, resolve_author_year
from refverify.parse.grammars_authoryear import AuthorYear
from refverify.parse.grammars_latex import LatexCite, Pandoc
from refverify.parse.grammars_numeric import FullwidthBrackets, NumericBrackets, Superscript


def brief(matches):
    return [(m.raw, m.ids, m.grammar) for m in matches]


@pytest.mark.parametrize("text, ids", [
    ("研究发现[29]。", ["29"]),
    ("as shown [21,22,29].", ["21", "22", "29"]),
    ("ranges [1-5]", ["1", "2", "3", "4", "5"]),
    ("ranges [1–5]", ["1", "2", "3", "4", "5"]),
    ("ranges [1~3]", ["1", "2", "3"]),
    ("ranges [1—3]", ["1", "2", "3"]),
    ("ranges [1－3]", ["1", "2", "3"]),
    ("mixed [1, 3-5, 9]", ["1", "3", "4", "5", "9"]),
    ("a study[1].", ["1"]),
    ("outperformed by SWOOSH[22](a lattice-based protocol).", ["22"]),
    ("网络的后几层[27,77](如VGGNet或ResNet)。", ["27", "77"]),     # a Chinese aside in parentheses after it
    ("adapted from Stetsyk’s[40] implementation", ["40"]),
    ("following Smith's[3] method", ["3"]),
    ("digits: [0, 1, 2] for ter. We cite [1, 2] here.", ["1", "2"]),
])
def test_numeric_brackets(text, ids):
    (m,) = NumericBrackets().find(text)
    assert m.ids == ids and m.grammar == "numeric_brackets" and text[m.start:m.end] == m.raw


@pytest.mark.parametrize("text", ["In [2020] it rose", "x[0] = 1", "a1[2] and b[3]=4", "[Fig. 2]",
                                  "arr[2](x)", "[0]", "f[1](x, y)", "call s[1](u v)",
                                  "set from the choices: [0, 1, 2] for terSIDH and [1, 2] for binSIDH."])
def test_numeric_brackets_rejects(text):
    assert NumericBrackets().find(text) == []


def test_numeric_max_number():
    assert brief(NumericBrackets(max_number=129).find("[130] [12] [2020]")) == [
        ("[12]", ["12"], "numeric_brackets")]
    assert brief(NumericBrackets(max_number=3000).find("[2020]")) == [("[2020]", ["2020"], "numeric_brackets")]


def test_numeric_locator():
    (m,) = NumericBrackets().find("see [12, p. 5]")
    assert (m.ids, m.locator) == (["12"], "p. 5")


def test_fullwidth_brackets():
    assert brief(FullwidthBrackets().find("［1］【2，4－5】〔3、6〕［１２］")) == [
        ("［1］", ["1"], "fullwidth_brackets"), ("【2，4－5】", ["2", "4", "5"], "fullwidth_brackets"),
        ("〔3、6〕", ["3", "6"], "fullwidth_brackets"), ("［１２］", ["12"], "fullwidth_brackets")]


def test_superscript():
    text = "该病常见1,2。BMI 25 kg/m2, χ2 test, R2, and reported3–5 and [7] 10^5"
    spans = []
    for needle, offset, length in [("1,2", 0, 3), ("m2", 1, 1), ("χ2", 1, 1), ("R2", 1, 1),
                                   ("3–5", 0, 3), ("[7]", 0, 3), ("^5", 1, 1)]:
        at = text.index(needle) + offset
        spans.append((at, at + length))
    assert brief(Superscript().find(text, spans)) == [
        ("1,2", ["1", "2"], "superscript"), ("3–5", ["3", "4", "5"], "superscript"),
        ("[7]", ["7"], "superscript")]


def test_latex_cite_commands():
    text = (r"\cite{a,b} \citep[p.~3]{c} \cite[see][]{d} \citet*{e} \nocite{x} \nocite{*} "
            r"\cites[p. 1]{f}[]{g} \parencite{h} \citeauthor{i} \citeyear{j} \textcite{k} "
            r"\autocite{l} \footcite{m} \supercite{n} \citealp{o} \citealt{p}")
    got = [(m.ids, m.locator, m.prenote, m.is_use) for m in LatexCite().find(text)]
    assert got == [
        (["a", "b"], "", "", True), (["c"], "p. 3", "", True), (["d"], "", "see", True),
        (["e"], "", "", True), (["x"], "", "", False), (["*"], "", "", False), (["h"], "", "", True), (["i"], "", "", False),
        (["j"], "", "", False), (["k"], "", "", True), (["l"], "", "", True), (["m"], "", "", True),
        (["n"], "", "", True), (["o"], "", "", True), (["p"], "", "", True), (["f", "g"], "p. 1", "", True),
    ]


def test_pandoc():
    text = "As shown [@a; @b, p. 3] and @c says [-@d]; mail me@example.com, [see @e, ch. 2]."
    got = [(m.raw, m.ids, m.locator, m.prenote) for m in Pandoc().find(text)]
    assert got == [("[@a; @b, p. 3]", ["a", "b"], "p. 3", ""), ("[-@d]", ["d"], "", ""),
                   ("[see @e, ch. 2]", ["e"], "ch. 2", "see"), ("@c", ["c"], "", "")]
    assert Pandoc().find("write to me@example.com or zhang@pku.edu.cn") == []


@pytest.mark.parametrize("text, raw, works", [
    ("Smith et al., 2020 found it.", "Smith et al., 2020", [("Smith", 2020, "")]),
    ("As Smith et al. (2020) said.", "Smith et al. (2020)", [("Smith", 2020, "")]),
    ("It is so (Smith & Lee 2019; Wang 2021).", "(Smith & Lee 2019; Wang 2021)",
     [("Smith & Lee", 2019, ""), ("Wang", 2021, "")]),
    ("Smith and Lee (2019a) agree.", "Smith and Lee (2019a)", [("Smith & Lee", 2019, "a")]),
    ("张三等(2020)研究发现", "张三等(2020)", [("张三", 2020, "")]),
    ("见张三等，2020。", "张三等，2020", [("张三", 2020, "")]),
    ("结果一致（张三等，2020）。", "（张三等，2020）", [("张三", 2020, "")]),
    ("李四和王五(2019)认为", "李四和王五(2019)", [("李四 & 王五", 2019, "")]),
    ("研究表明王明华等（2018）指出", "王明华等（2018）", [("王明华", 2018, "")]),
    ("(see Smith, 2019, p. 5; van der Berg et al. 2018a)", "(see Smith, 2019, p. 5; van der Berg et al. 2018a)",
     [("Smith", 2019, ""), ("van der Berg", 2018, "a")]),
    ("Early results (European Coronary Surgery Study Group, 1982; Al-Hijji et al., 2018).",
     "(European Coronary Surgery Study Group, 1982; Al-Hijji et al., 2018)",
     [("European Coronary Surgery Study Group", 1982, ""), ("Al-Hijji", 2018, "")]),
    ("A rise (World Health Organization, 2020a) was seen.", "(World Health Organization, 2020a)",
     [("World Health Organization", 2020, "a")]),
])
def test_author_year(text, raw, works):
    (m,) = AuthorYear().find(text)
    assert (m.raw, m.author_year, m.grammar) == (raw, works, "author_year")


@pytest.mark.parametrize("text", ["In (2020) no author.", "In 2020 the results (2019) rose.",
                                  "Data from (January 2020).", "疫情(2020)以来发病率上升。",
                                  # a compound's code and a glued name-year are not citations
                                  "a metabolite (OR-1855) and (OR-1896).", "the strain (ABC2019) grew.",
                                  "as planned (Table Two, 2019).", "as shown (In The Same Year, 2019)."])
def test_author_year_rejects_bare_years(text):
    # "疫情(2020)" is at most a candidate a listed entry must confirm (a Chinese name alone before its year)
    assert [m for m in AuthorYear().find(text) if not m.needs_entry] == []


def test_a_chinese_name_alone_before_its_year_cites_only_a_listed_author(tmp_path):
    from refverify.parse.pipeline import parse_manuscript
    doc = tmp_path / "论文.md"
    doc.write_text("# 绪论\n\n陈云玲（2014）确认政策收紧抬升了分红。疫情（2020）以来分红下降。\n\n# 参考文献\n\n"
                   "陈云玲. 半强制分红政策的实施效果研究[J]. 金融研究, 2014, (8): 162-177.\n", encoding="utf-8")
    state = parse_manuscript(doc)
    assert [(k, r.bib.origin, [c.cite_marker for c in r.claims]) for k, r in state.refs.items()] == [
        ("陈云玲2014", "document", ["陈云玲（2014）"])]


def test_find_citations_priority_and_order():
    text = r"A \cite[p.~3]{a} B [2] C【3】 D (Smith 2019)."
    assert brief(find_citations(text)) == [
        (r"\cite[p.~3]{a}", ["a"], "latex_cite"), ("[2]", ["2"], "numeric_brackets"),
        ("【3】", ["3"], "fullwidth_brackets"), ("(Smith 2019)", ["Smith 2019"], "author_year")]
    # a superscript "[1]" is one superscript citation, not also a bracket one
    assert brief(find_citations("text[1]", [(4, 7)])) == [("[1]", ["1"], "superscript")]
    assert brief(find_citations("[1] (Smith 2019)", styles=["numeric"])) == [("[1]", ["1"], "numeric_brackets")]


@dataclass
class Entry:
    key: str
    authors: list = field(default_factory=list)
    year: int | None = None
    year_suffix: str = ""


ENTRIES = [
    Entry("smith2020", ["Smith, John", "Brown, A."], 2020),
    Entry("smithlee2019a", ["Smith, John", "Lee, K."], 2019, "a"),
    Entry("smithlee2019b", ["Smith, John", "Park, K."], 2019, "b"),
    Entry("wang2021", ["Hui Wang"], 2021),
    Entry("zhang2020", ["张三", "李四"], 2020),
    Entry("li2019", ["李四", "王五"], 2019),
    Entry("berg2018", ["van der Berg, Anna"], 2018),
]


@pytest.mark.parametrize("text, keys", [
    ("Smith et al. (2020)", ["smith2020"]),
    ("(Smith & Lee 2019; Wang 2021)", ["smithlee2019a", "wang2021"]),
    ("Smith and Park (2019b)", ["smithlee2019b"]),
    ("Smith (2019)", ["smithlee2019a", "smithlee2019b"]),   # ambiguous: both returned
    ("张三等(2020)", ["zhang2020"]),
    ("研究表明张三等(2020)", ["zhang2020"]),
    ("李四和王五(2019)", ["li2019"]),
    ("(van der Berg et al. 2018)", ["berg2018"]),
    ("Jones et al. (2020)", []),
])
def test_resolve_author_year(text, keys):
    (m,) = find_citations(text, styles=["author_year"])
    assert resolve_author_year(m, ENTRIES) == keys


def test_pandoc_works_separated_by_a_comma_are_each_cited_with_a_note():
    text = "Both [@aletta2019, @jo2020] and [@iso2018, 5] and [@kang2016, p. 4, @lee2019, ch. 2]."
    got = [(m.raw, m.ids, m.locator, m.note) for m in Pandoc().find(text)]
    assert got == [
        ("[@aletta2019, @jo2020]", ["aletta2019", "jo2020"], "",
         "'[@aletta2019, @jo2020]' separates @jo2020 with a comma: Pandoc reads it as a locator, "
         "not a citation; counted as cited here — write ';' between works"),
        ("[@iso2018, 5]", ["iso2018"], "5", ""),
        ("[@kang2016, p. 4, @lee2019, ch. 2]", ["kang2016", "lee2019"], "p. 4; ch. 2",
         "'[@kang2016, p. 4, @lee2019, ch. 2]' separates @lee2019 with a comma: Pandoc reads it "
         "as a locator, not a citation; counted as cited here — write ';' between works")]
    # a cross-reference after a comma is no work
    assert [(m.ids, m.note) for m in Pandoc().find("see [@a, @fig-radar]")] == [(["a"], "")]


def test_pandoc_comma_joined_work_reaches_the_state_with_a_message(tmp_path):
    from refverify.parse.pipeline import parse_manuscript
    (tmp_path / "refs.bib").write_text(
        "@article{aletta2019, title={Exploring soundscapes}, author={Aletta, Francesco}, year={2019}}\n"
        "@article{jo2020, title={Soundscape design}, author={Jo, Hyun}, year={2020}}\n", encoding="utf-8")
    (tmp_path / "paper.qmd").write_text(
        "---\ntitle: T\nbibliography: refs.bib\n---\n\nParks sound calm [@aletta2019, @jo2020].\n",
        encoding="utf-8")
    state = parse_manuscript(tmp_path / "paper.qmd")
    assert {k: [(c.cite_marker, c.line, c.group_refs) for c in r.claims] for k, r in state.refs.items()} == {
        "aletta2019": [("[@aletta2019, @jo2020]", 6, ["aletta2019", "jo2020"])],
        "jo2020": [("[@aletta2019, @jo2020]", 6, ["aletta2019", "jo2020"])]}
    assert state.meta.messages == [
        "paper.qmd: line 6: '[@aletta2019, @jo2020]' separates @jo2020 with a comma: Pandoc reads it "
        "as a locator, not a citation; counted as cited here — write ';' between works"]


def test_latex_key_written_twice_in_one_command_is_one_citation_with_a_note():
    text = ("Fitness penalties \\citep{kimura,lande, nagylaki,lande} and "
            "\\cites[p. 3]{otto}[p. 5]{otto} and \\cite{a,b}.")
    got = [(m.raw, m.ids, m.note) for m in LatexCite().find(text)]
    assert got == [
        ("\\citep{kimura,lande, nagylaki,lande}", ["kimura", "lande", "nagylaki"],
         "'\\citep{kimura,lande, nagylaki,lande}' names lande twice: counted as one citation — "
         "remove the repeat, or check whether another work was meant"),
        ("\\cite{a,b}", ["a", "b"], ""),
        ("\\cites[p. 3]{otto}[p. 5]{otto}", ["otto"], "")]


def test_latex_keys_parted_by_semicolons_are_the_works_meant_with_a_note():
    """"\\cite{a; b}": LaTeX reads one undefined key and prints "?"; the author meant two works."""
    [match] = LatexCite().find("OMOP tools \\cite{benderFHIR2013; mandelSMART2016} exist.")
    assert (match.ids, match.note) == (
        ["benderFHIR2013", "mandelSMART2016"],
        "'\\cite{benderFHIR2013; mandelSMART2016}' parts its keys with ';': LaTeX reads them as one undefined key "
        "(the PDF shows '?') — counted as the works meant; separate the keys with commas")


# Inline math is no citation: an interval or an index in a formula ("$G \in [8, 16]$") — TeX's and
# Markdown's "$…$" (opening before a non-space, closing after one and not before a digit), "\(…\)",
# "$$…$$"; amounts of money around a marker still leave it a citation.
@pytest.mark.parametrize("text, ids", [
    (r"Results suggest $G \in [8, 16]$ gives the best trade-off.", []),
    (r"with $c_t \in [2, 3]$ the contribution [4].", [["4"]]),
    (r"an interval \(x \in [2, 3]\) here [5]", [["5"]]),
    (r"$$a_{[1,2]} = 0$$ as in [6].", [["6"]]),
    (r"It costs $5 [3] and $10 [4] per run.", [["3"], ["4"]]),
    (r"As shown [3] for $x$ and [5].", [["3"], ["5"]]),
])
def test_numeric_brackets_not_in_inline_math(text, ids):
    assert [m.ids for m in NumericBrackets(20).find(text)] == ids


@pytest.mark.parametrize("text, mark, expected", [
    # held-out batch 50: "p-value²" heading four tables' columns was four citations of reference 2
    ("p-value2", "2", []),
    ("OR (95% CI)1", "1", []),
    ("The p-value was small in this cohort12.", "12", [["12"]]),
    ("Gulls nest on sand in summer2", "2", [["2"]]),
])
def test_a_statistics_header_mark_ending_a_cell_is_no_citation(text, mark, expected):
    from refverify.parse.grammars_numeric import Superscript
    start = text.rindex(mark)
    assert [m.ids for m in Superscript(30).find(text, [(start, start + len(mark))])] == expected


def test_a_superscript_after_et_al_cites():
    # held-out batch 50: "et al¹⁰,²⁶" read "al" as a unit, as in "m²": two cited works lost
    from refverify.parse.grammars_numeric import Superscript
    text = "as shown by Kim et al10,26 in a cohort of gulls"
    start = text.index("10,26")
    assert [m.ids for m in Superscript(30).find(text, [(start, start + 5)])] == [["10", "26"]]


def test_mciteplus_sublist_marks_are_no_part_of_the_keys():
    # achemso and rsc load mciteplus, whose "*" before a key merges it into the entry before it in the list
    got = [m.ids for m in LatexCite().find(r"as seen before \cite{Ito:2011a,*Ito:2011b, *Ito:2008} and \cite{*}")]
    assert got == [["Ito:2011a", "Ito:2011b", "Ito:2008"]]      # ("\cite{*}" names no key: no citation)


@pytest.mark.parametrize("text, cited", [
    # a model's version before the marker cites when prose follows (a Chinese thesis: "YOLO v2[19]在 …")
    ("2017 年提出的 YOLO v2[19]在 YOLOv1 的基础上修改了基础网络结构", [["19"]]),
    ("In YOLO v3[20], the backbone is Darknet-53.", [["20"]]),
    # ... and stays an index in code
    ("x = v2[1] + 3", []),
    ("for v in range(3): v2[1] = 0", []),
])
def test_a_version_before_a_marker_cites_in_prose(text, cited):
    assert [m.ids for m in find_citations(text, max_number=28)] == cited


def test_pandoc_keys_in_a_footnote_or_in_bracketed_prose_are_each_a_citation():
    # an inline footnote holds text whose keys cite one by one; so does prose in brackets naming several works
    text = ("Memory fails.^[@king1995 and @nagler1995 were the first; see also [@lupia2014].] "
            "[The program (@brown2014) and the project (@open2015) ran it.] Both [@a; @b, p. 3].")
    got = [(m.raw, m.ids, m.locator) for m in sorted(Pandoc().find(text), key=lambda m: m.start)]
    assert got == [("@king1995", ["king1995"], ""), ("@nagler1995", ["nagler1995"], ""),
                   ("[@lupia2014]", ["lupia2014"], ""), ("@brown2014", ["brown2014"], ""),
                   ("@open2015", ["open2015"], ""), ("[@a; @b, p. 3]", ["a", "b"], "p. 3")]
    assert [text[m.start:m.end] for m in Pandoc().find(text)] == [m.raw for m in Pandoc().find(text)]


def test_each_work_of_a_parenthesis_keeps_names_written_initials_first():
    # held-out batch 100: "(J.F. Norman, J.T. Todd, & G.A. Orban, 2004; …)" cites Norman 2004 and Todd 1997
    text = "shape (J.F. Norlan, J.T. Tadd, & G.A. Orbis, 2004; Tadd, Norlan, Koen, & Kapps, 1997) and more."
    assert [m.author_year for m in find_citations(text)] == [[("Norlan", 2004, ""), ("Tadd", 1997, "")]]
