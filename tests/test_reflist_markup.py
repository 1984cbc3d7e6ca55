"""Reference lines that carry HTML markup (issue 20): a Markdown doc site's ``<p>``/``<i>`` list,
Zotero's "Copy Bibliography" as HTML, citeproc's and pandoc's HTML, a list pasted from a web page.
Each invented line must read to the fields its text shows; the line itself is kept as written.
Also the typeset hyphens (U+2010, U+2011) in a page range."""
import pytest

from refverify.parse.reflist import parse_reference_line
from refverify.parse.reflist_markup import as_text, has_markup

FIELDS = ("number", "authors", "etal", "title", "journal", "publisher", "year", "volume", "issue", "pages", "doi")


def read(line: str) -> dict:
    entry = parse_reference_line(1, line, "thesis.md")
    return {f: getattr(entry, "authors_truncated" if f == "etal" else f) for f in FIELDS}


def fields(authors, title, year, journal="", publisher="", volume="", issue="", pages="", doi="", number=None, etal=False):
    return {"number": number, "authors": authors, "etal": etal, "title": title, "journal": journal,
            "publisher": publisher, "year": year, "volume": volume, "issue": issue, "pages": pages, "doi": doi}


CASES = {
    "markdown-p-and-i-chicago": (
        "<p>Lindqvist, Maren J. 2011. <i>The cartographer and the tide: a history of coastal surveys</i>. "
        "Bergen: Fjordhus Press.</p>",
        fields(["Lindqvist, Maren J"], "The cartographer and the tide: a history of coastal surveys", 2011,
               publisher="Fjordhus Press")),
    "zotero-csl-entry-apa": (
        '<div class="csl-entry">Okafor, N. C., &#38; Brennan, T. (2019). Sparse routing in mixture-of-experts models. '
        "<i>Journal of Machine Routing</i>, <i>12</i>(4), 215–238. https://doi.org/10.4821/jmr.2019.0412</div>",
        fields(["Okafor, N. C.", "Brennan, T."], "Sparse routing in mixture-of-experts models", 2019,
               "Journal of Machine Routing", volume="12", issue="4", pages="215-238", doi="10.4821/jmr.2019.0412")),
    "zotero-left-margin-bracket": (
        '<div class="csl-entry"><div class="csl-left-margin">[7]</div><div class="csl-right-inline">P. Haddad and '
        "I. Petrov, “Fluorescence imaging of stiff tissues,” <i>J. Biomed. Opt.</i>, vol. 21, no. 4, pp. 1120–1134, "
        "2016, doi: 10.5512/jbo.21.4.1120.</div></div>",
        fields(["P. Haddad", "I. Petrov"], "Fluorescence imaging of stiff tissues", 2016, "J. Biomed. Opt",
               volume="21", issue="4", pages="1120-1134", doi="10.5512/jbo.21.4.1120", number=7)),
    "zotero-left-margin-stop-over-lines": (
        '<div class="csl-entry">\n  <div class="csl-left-margin">12. </div><div class="csl-right-inline">Svensson E, '
        "Kowalski T. Reflections on offshore wind finance. Energy Policy. 2023;172:113–20. </div>\n</div>",
        fields(["Svensson, E", "Kowalski, T"], "Reflections on offshore wind finance", 2023, "Energy Policy",
               volume="172", pages="113–20", number=12)),
    "em-and-strong-harvard": (
        "Moreau, A. and Blanc, P. (2001) ‘Steroids in pregnancy and fluid balance’, <em>British Journal of Renal "
        "Care</em>, <strong>322</strong>(7), pp. 11–19.",
        fields(["Moreau, A", "Blanc, P"], "Steroids in pregnancy and fluid balance", 2001,
               "British Journal of Renal Care", volume="322", issue="7", pages="11-19")),
    "doi-only-in-the-link": (
        "Ito, K. and Sato, Y. (2020) ‘Sleep, memory and the official figures’, <i>Cell Reports</i>, 30(2), "
        'pp. 200–210. <a href="https://doi.org/10.7701/cellrep.2020.02.011">Full text</a>',
        fields(["Ito, K", "Sato, Y"], "Sleep, memory and the official figures", 2020, "Cell Reports",
               volume="30", issue="2", pages="200-210", doi="10.7701/cellrep.2020.02.011")),
    "pandoc-title-linked-nocase": (
        '<div id="ref-garcia2021" class="csl-entry" role="listitem">Garcia, Marta, and Lin Chen. 2021. '
        '“<a href="https://doi.org/10.3390/asr.2021.0099">Transformer Architectures for Offline '
        '<span class="nocase">iPhone</span> Speech Recognition</a>.” <em>Applied Speech Review</em> 29 (3): 112–25.</div>',
        fields(["Garcia, Marta", "Lin Chen"], "Transformer Architectures for Offline iPhone Speech Recognition", 2021,
               "Applied Speech Review", volume="29", issue="3", pages="112-25", doi="10.3390/asr.2021.0099")),
    "entities-amp-nbsp-ndash": (
        "<p>Klein, R. &amp; Vogel, S. (2017). Soil carbon in alpine meadows: a field study. "
        "<i>Geoderma&nbsp;Letters</i>, 290, 1&#8211;9.</p>",
        fields(["Klein, R.", "Vogel, S."], "Soil carbon in alpine meadows: a field study", 2017, "Geoderma Letters",
               volume="290", pages="1-9")),
    "escaped-less-than-in-title": (
        "<p>Abebe T, Rossi G. Outcomes of bronchiolitis in infants &lt;2 years of age. <i>Pediatr Pulmonol</i>. "
        "2018;38(6):701–20.</p>",
        fields(["Abebe, T", "Rossi, G"], "Outcomes of bronchiolitis in infants <2 years of age", 2018,
               "Pediatr Pulmonol", volume="38", issue="6", pages="701–20")),
    "gbt-chinese-in-p": (
        "<p>[3] 王小明, 李红. 深度学习在水文预报中的应用[J]. 水利学报, 2019, 42(3): 512-520.</p>",
        fields(["王小明", "李红"], "深度学习在水文预报中的应用", 2019, "水利学报", volume="42", issue="3",
               pages="512-520", number=3)),
    "br-and-sub": (
        "Nakamura T, Ortiz F.<br>Measuring CO<sub>2</sub> uptake in kelp forests. <i>Mar Ecol Prog Ser</i>. "
        "2020;12(3):45–67.",
        fields(["Nakamura, T", "Ortiz, F"], "Measuring CO2 uptake in kelp forests", 2020, "Mar Ecol Prog Ser",
               volume="12", issue="3", pages="45–67")),
    "acs-bold-year-in-li": (
        "<li>Lee, H.; Park, S.; Kim, D. Specific Flux of Deep Groundwater. <i>Water Res.</i> <b>2019</b>, "
        "<i>150</i>, 77–86.</li>",
        fields(["Lee, H.", "Park, S.", "Kim, D."], "Specific Flux of Deep Groundwater", 2019, "Water Res",
               volume="150", pages="77-86")),
    "italic-span-style-and-superscript-number": (
        "<sup>5</sup>Brown A, White B, Green C, et al. Mapping the affinity of rice proteins. "
        '<span style="font-style:italic;">Science</span>. 2018;360(6390):41–5.',
        fields(["Brown, A", "White, B", "Green, C"], "Mapping the affinity of rice proteins", 2018, "Science",
               volume="360", issue="6390", pages="41–5", number=5, etal=True)),
    "less-than-and-autolink-no-tags": (
        "Lee K. Why a < b holds for sorted arrays. J Algorithms. 2014;9:33–40. <https://example.org/sorted>",
        fields(["Lee, K"], "Why a < b holds for sorted arrays", 2014, "J Algorithms", volume="9", pages="33–40")),
    "chapter-edited-by-without-in": (
        "<p>Okafor, N. C., and T. Brennan. 2004. “Tides in harbour sediments.” <i>Coastal processes: a reader, "
        "volume 2: estuaries</i>, edited by M. Lindqvist and P. Haddad, 210–244. Bergen: Fjordhus Press.</p>",
        # (the volume in the book's title read by the learned line reader, marked guessed)
        {**fields(["Okafor, N. C", "T. Brennan"], "Tides in harbour sediments", 2004,
                  "Coastal processes: a reader, volume 2: estuaries", "Fjordhus Press", pages="210-244", volume="2")}),
    "bare-doi-linked": (
        '<div class="csl-entry">Svensson, E., &amp; Kowalski, T. (2023). Reflections on offshore wind finance. '
        '<i>Energy Policy</i>, <i>172</i>, 113–120. <a href="https://doi.org/10.6610/enpol.2023.113">10.6610/enpol.2023.113</a></div>',
        fields(["Svensson, E.", "Kowalski, T."], "Reflections on offshore wind finance", 2023, "Energy Policy",
               volume="172", pages="113-120", doi="10.6610/enpol.2023.113")),
    # typeset hyphens in a page range
    "nonbreaking-hyphen-vancouver": (
        "Smith JA, Jones KB. Effects of salt on blood pressure in offices. Hypertension. 2015;66(2):350‑8.",
        fields(["Smith, JA", "Jones, KB"], "Effects of salt on blood pressure in offices", 2015, "Hypertension",
               volume="66", issue="2", pages="350-8")),
    "nonbreaking-hyphen-elocator": (
        "Haddad R, Petrov I. Fluorescence imaging of stiff tissues. J Biomed Opt. 2016;21:e197‑99.",
        fields(["Haddad, R", "Petrov, I"], "Fluorescence imaging of stiff tissues", 2016, "J Biomed Opt",
               volume="21", pages="e197-99")),
    "nonbreaking-hyphen-physics": (
        "N. Okafor and P. García, Sparse routing in mixture models, Phys. Rev. B 99, 832‑843 (2019).",
        fields(["N. Okafor", "P. García"], "Sparse routing in mixture models", 2019, "Phys. Rev. B",
               volume="99", pages="832-843")),
    "hyphen-u2010-harvard": (
        "Moreau, A. and Blanc, P. (2001) ‘Steroids in pregnancy and fluid balance’, British Journal of Renal Care, "
        "322(7), pp. 11‐19.",
        fields(["Moreau, A", "Blanc, P"], "Steroids in pregnancy and fluid balance", 2001,
               "British Journal of Renal Care", volume="322", issue="7", pages="11-19")),
}


@pytest.mark.parametrize("name", list(CASES))
def test_line_with_markup_reads_its_fields(name):
    line, expected = CASES[name]
    assert read(line) == expected


@pytest.mark.parametrize("name", list(CASES))
def test_line_is_kept_as_written_without_a_note(name):
    line, _ = CASES[name]
    entry = parse_reference_line(1, line, "thesis.md")
    assert entry.raw == line.strip()
    # (the learned line reader's note names what it read; the markup adds none)
    assert [n for n in entry.notes if "learned line reader" not in n] == []


@pytest.mark.parametrize("html, text", [
    ('<div class="csl-entry"><div class="csl-left-margin">[1]</div><div class="csl-right-inline">A. Bo, '
     "<i>Tides</i>. Oslo: Nord, 2001.</div></div>", "[1] A. Bo, *Tides*. Oslo: Nord, 2001."),
    ("Bo A. <i>A history of <span style=\"font-style:normal;\">Moby Dick</span> readers</i>. Oslo; 2001.",
     "Bo A. *A history of Moby Dick readers*. Oslo; 2001."),
    ("Bo A. <i>Tides </i>and waves. 2001.", "Bo A. *Tides* and waves. 2001."),
    ('Bo A. Tides. <a href="https://doi.org/10.1234/tides">doi:10.1234/tides</a>', "Bo A. Tides. doi:10.1234/tides"),
    ('Bo A. Tides. <a href="https://doi.org/10.1234/tides">10.1234/tides</a>.', "Bo A. Tides. https://doi.org/10.1234/tides."),
    ('Bo A. Tides. <a href="https://example.org/tides">https://example.org/tides</a>',
     "Bo A. Tides. https://example.org/tides"),
    ('Bo A. <a href="#ref-bo">Tides</a>. 2001.', "Bo A. Tides. 2001."),
    ("Bo A. Tides &amp; waves. <b>2001</b>;<!-- a comment -->3:1&ndash;9.", "Bo A. Tides & waves. 2001;3:1–9."),
])
def test_markup_as_text(html, text):
    assert as_text(html) == text


@pytest.mark.parametrize("line", [
    "Lee K. Why a < b holds. 2014.",
    "Lee K. Infants <2 years of age. 2014.",
    "Lee K. Sorting. <https://example.org/sorted>",
    "Lee K. If a<b and c>d then a+c. 2014.",
    "Smith & Jones, R&D; AT&T &para notes. 2014.",
])
def test_text_without_tags_is_left_alone(line):
    assert not has_markup(line)
    assert as_text(line) == line


def test_entities_without_tags_are_read():
    line = "Klein R, Vogel S. Sensors &amp; actuators in alpine&nbsp;soils. Geoderma. 2017;290:1&ndash;9."
    assert as_text(line) == "Klein R, Vogel S. Sensors & actuators in alpine\xa0soils. Geoderma. 2017;290:1–9."
    assert read(line) == fields(["Klein, R", "Vogel, S"], "Sensors & actuators in alpine soils", 2017, "Geoderma",
                                volume="290", pages="1–9")
    assert parse_reference_line(1, line, "thesis.md").raw == line


def test_chapter_edited_by_without_in_reads_alike_in_plain_text():
    line = CASES["chapter-edited-by-without-in"][0]
    plain = as_text(line).replace("*", "")
    assert read(plain) == CASES["chapter-edited-by-without-in"][1]
    assert parse_reference_line(1, plain, "thesis.md").entry_type == "incollection"
