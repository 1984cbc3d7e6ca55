"""Reference-list lines of the shapes held-out batch 3 of issue 20 still read wrong after the first
round, one table per class of shape, each across the ways writers produce it. Every line is written
for this test (the people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line


def read(line: str, fields: tuple[str, ...]) -> dict:
    entry = parse_reference_line(1, line, "refs.md")
    return {f: getattr(entry, f) for f in fields}


def table(cases: dict, fields: tuple[str, ...]):
    return pytest.mark.parametrize("line, expected", [
        pytest.param(line, dict(zip(fields, values)), id=name) for name, (line, values) in cases.items()])


# --- GB/T 7714-1987's part of a collection: "Title[A]. Editors. Book[C]. Publisher: year: pages" ----
ANALYTIC_FIELDS = ("authors", "title", "journal", "year", "pages")
ANALYTIC = {
    "editors-en-book": (
        "[4] 王明,李红.Signal Routing in Sparse Networks[A]. 北方大学、南方研究院.Proceedings of the Fifth "
        "Workshop on Networks(WN2011)[C].北方大学、南方研究院:,2011:7.",
        (["王明", "李红"], "Signal Routing in Sparse Networks", "Proceedings of the Fifth Workshop on Networks(WN2011)",
         2011, "7")),
    "editors-zh-book": (
        "[5] OKAFOR Nneka,BRANDT Maria. Sparse Routing Explained[A]. 中国网络学会专业委员会.第十届网络会议论文集（B卷）[C]."
        "中国网络学会专业委员会:2016:12-15.",
        (["OKAFOR Nneka", "BRANDT Maria"], "Sparse Routing Explained", "第十届网络会议论文集（B卷）", 2016, "12-15")),
    "no-editors": (
        "[6] 张伟.稀疏路由研究[A].Proceedings of the Sixth Workshop on Networks[C].Beijing:,2013:22-30.",
        (["张伟"], "稀疏路由研究", "Proceedings of the Sixth Workshop on Networks", 2013, "22-30")),
}


@table(ANALYTIC, ANALYTIC_FIELDS)
def test_gbt_1987_part_of_a_collection(line, expected):
    assert read(line, ANALYTIC_FIELDS) == expected


# --- GB/T [C]// whose place and publisher cannot be split, the line closing with year: pages (as the
# gbt7714 BibTeX style writes it, a \newblock before the place) ------------------------------------
CLOSING_FIELDS = ("journal", "year", "pages")
CLOSING = {
    "publisher-with-periods": (
        "\\bibitem{ok15} Okafor N, Brandt M. \\newblock Routing in sparse meshes[C]//International Workshop on "
        "Meshes. \\newblock St. Albans,UK: "
        "Example-Verlag London,Ltd. London,UK, 2015: 101--117.",
        ("International Workshop on Meshes", 2015, "101-117")),
    "long-place": (
        "\\bibitem{ok12} Okafor N. \\newblock Cuts and flows[C]//Proceedings of the Symposium on Flows. "
        "\\newblock Grand Hotel Riverside Conference "
        "Centre,Springfield,IL,USA: Symposium on Flows, 2012: 88--96.",
        ("Proceedings of the Symposium on Flows", 2012, "88-96")),
}


@table(CLOSING, CLOSING_FIELDS)
def test_gbt_container_tail_closing_with_year_and_pages(line, expected):
    assert read(line, CLOSING_FIELDS) == expected


# --- IEEEtran's @online / @misc with a date: "Author. (2016, 11) Title. Accessed …. [Online]." ---------
ONLINE_FIELDS = ("authors", "title", "year", "url")
ONLINE = {
    "channel-question": (
        "\\bibitem{c} \\BIBentryALTinterwordspacing Sparkly Science. (2017, 3) Can waves interfere with "
        "themselves? Accessed 2/4/19. [Online]. Available: \\url{https://video.example.org/w?v=abc} "
        "\\BIBentrySTDinterwordspacing",
        (["Sparkly Science"], "Can waves interfere with themselves?", 2017, "https://video.example.org/w?v=abc")),
    "braced-blog": (
        "\\bibitem{b} {The weekend coder}. (2014, 12) The heat equation. Accessed 1/1/18. [Online]. "
        "Available: \\url{http://weekendcoder.example.net/2014/12/heat.html}",
        (["The weekend coder"], "The heat equation", 2014, "http://weekendcoder.example.net/2014/12/heat.html")),
    "people-month-name": (
        "\\bibitem{p} N.~Okafor and M.~Brandt. (2019, Mar.) Notes on sparse routing. [Online]. "
        "Available: \\url{https://notes.example.org/routing}",
        (["N. Okafor", "M. Brandt"], "Notes on sparse routing", 2019, "https://notes.example.org/routing")),
}


@table(ONLINE, ONLINE_FIELDS)
def test_ieee_online_entries(line, expected):
    assert read(line, ONLINE_FIELDS) == expected


def test_harvard_year_without_month_is_not_read_as_an_online_entry():
    line = "Okafor, N.C. and Brandt, M. (2011) 'Sparse routing', Journal of Meshes, 4(2), pp. 10-19."
    assert read(line, ("title", "journal", "volume", "issue", "pages")) == {
        "title": "Sparse routing", "journal": "Journal of Meshes", "volume": "4", "issue": "2", "pages": "10-19"}


# --- a space before every comma and after the last initial (scholar-site exports) -------------------
SPACED_FIELDS = ("authors", "title", "year")
SPACED = {
    "apa-spaced": (
        "[3]  Okafor, N. ,  Brandt, M. ,  Lund, K. , &  Reyes, P. . (2018). Routing in sparse meshes. "
        "Journal of Meshes, 4(2), 10-19.",
        (["Okafor, N.", "Brandt, M.", "Lund, K.", "Reyes, P."], "Routing in sparse meshes", 2018)),
    "apa-spaced-two": (
        "Okafor, N. , & Brandt, M. . (2020). Flows and cuts. Journal of Meshes, 6(1), 1-9.",
        (["Okafor, N.", "Brandt, M."], "Flows and cuts", 2020)),
}


@table(SPACED, SPACED_FIELDS)
def test_spaces_before_commas(line, expected):
    assert read(line, SPACED_FIELDS) == expected


# --- a page that is an article's e-locator of four letters (OUP: "zrac133") --------------------------
def test_oup_e_locator_is_the_page():
    line = "12. Okafor N, Brandt M. Early imaging after arrival. BJS Open. 2022;6(2):zrab045."
    assert read(line, ("journal", "volume", "issue", "pages")) == {
        "journal": "BJS Open", "volume": "6", "issue": "2", "pages": "zrab045"}


# --- arXiv as Google Scholar writes the venue: "arXiv preprint arXiv:…" kept as written --------------
PREPRINT_FIELDS = ("title", "journal", "arxiv")
PREPRINT = {
    "apa-new-id": (
        "Okafor, N., & Brandt, M. (2019). Routing in sparse meshes. arXiv preprint arXiv:1901.01234.",
        ("Routing in sparse meshes", "arXiv preprint arXiv:1901.01234", "1901.01234")),
    "gbt-old-id-no-year": (
        "[9] Okafor N, Brandt M. Erasure codes for meshes[J]. arXiv preprint cs/0701234.",
        ("Erasure codes for meshes", "arXiv preprint cs/0701234", "")),
}


@table(PREPRINT, PREPRINT_FIELDS)
def test_arxiv_preprint_venue_as_written(line, expected):
    assert read(line, PREPRINT_FIELDS) == expected


# --- NLM's book without a place: "Title. Publisher; year." (a journal takes a period) ----------------
NLM_BOOK_FIELDS = ("entry_type", "title", "journal", "publisher", "year")
NLM_BOOK = {
    "organisation": ("10. Okafor N, Brandt M. Guidelines for mesh safety. World Mesh Organization; 2011.",
                     ("book", "Guidelines for mesh safety", "", "World Mesh Organization", 2011)),
    "society": ("11. Lund K. Standards of care. American Society of Meshes; 2020.",
                ("book", "Standards of care", "", "American Society of Meshes", 2020)),
    "journal-period-stays": ("12. Lund K. Standards of care. Journal of Meshes. 2020.",
                             ("article", "Standards of care", "Journal of Meshes", "", 2020)),
}


@table(NLM_BOOK, NLM_BOOK_FIELDS)
def test_nlm_book_publisher_before_semicolon(line, expected):
    assert read(line, NLM_BOOK_FIELDS) == expected


# --- APA 7: a repository's DOI (OSF, Zenodo, …) names a publisher, not a journal ----------------------
REPOSITORY_FIELDS = ("journal", "publisher", "doi")
REPOSITORY = {
    "osf": ("Okafor, N., & Brandt, M. (2024). Measuring mesh quality. OSF. https://doi.org/10.17605/OSF.IO/ABCD1",
            ("", "OSF", "10.17605/osf.io/abcd1")),
    "zenodo": ("Lund, K. (2023). Mesh benchmark data. Zenodo. https://doi.org/10.5281/zenodo.1234567",
               ("", "Zenodo", "10.5281/zenodo.1234567")),
    "journal-doi-stays": ("Lund, K. (2023). Mesh benchmarks. Journal of Meshes. https://doi.org/10.1234/jm.2023.5",
                          ("Journal of Meshes", "", "10.1234/jm.2023.5")),
}


@table(REPOSITORY, REPOSITORY_FIELDS)
def test_repository_doi_is_a_publisher(line, expected):
    assert read(line, REPOSITORY_FIELDS) == expected


# --- Wikipedia's {{cite book}} as displayed: "(year). Title. [Vol. N.] [Place:] Publisher. pp. X–Y." --
CS1_FIELDS = ("title", "journal", "publisher", "volume", "pages")
CS1 = {
    "publisher-pages-isbn": (
        "**[16]** Okafor, Nneka C. (2001). The Engineer's Guide to Meshes. Riverside Technical Pub. pp. 40–52. "
        "ISBN 978-0000000000.",
        ("The Engineer's Guide to Meshes", "", "Riverside Technical Pub", "", "40-52")),
    "band-place-publisher": (
        "**[8]** Brandt, Maria (1881). Theoria Maschinarum Nova. Band 2. Leipzig: Gesellschaft der Freunde. pp. 101–140.",
        ("Theoria Maschinarum Nova", "", "Gesellschaft der Freunde", "2", "101-140")),
}


@table(CS1, CS1_FIELDS)
def test_wikipedia_cite_book(line, expected):
    assert read(line, CS1_FIELDS) == expected


# --- ResearchGate's "Journal. Volume. Article-number." -----------------------------------------------
def test_researchgate_article_number():
    line = ("Okafor, Nneka & Brandt, Maria. (2021). Routing in sparse meshes. Meshes. 9. 1234. "
            "10.1234/meshes9001234.")
    assert read(line, ("journal", "volume", "pages")) == {"journal": "Meshes", "volume": "9", "pages": "1234"}


# --- Chinese books: a translated book's publisher after the translators; a book without its year -----
ZH_BOOK_FIELDS = ("entry_type", "title", "journal", "publisher", "year")
ZH_BOOK = {
    "translated": ("[7] Nneka Okafor, Maria Brandt著. 稀疏网络(第2版). 王明, 李红等译. 北方工业出版社, 2015.3",
                   ("book", "稀疏网络(第2版)", "", "北方工业出版社", 2015)),
    "no-year": ("[2] 北方省统计局. 北方统计年鉴(2001-2010) [M]. 北京：中国统计出版社。",
                ("book", "北方统计年鉴(2001-2010)", "", "中国统计出版社", None)),
    "no-year-pdf-space": ("[3] 北方省统计局. 北方统计年鉴 [M]. 北京：中国统 计出版社。",
                          ("book", "北方统计年鉴", "", "中国统计出版社", None)),
    "no-year-latin": ("[4] 王明. 统计方法 [M]. Beijing: Science Press.",
                      ("book", "统计方法", "", "Science Press", None)),
}


@table(ZH_BOOK, ZH_BOOK_FIELDS)
def test_chinese_book_publisher(line, expected):
    assert read(line, ZH_BOOK_FIELDS) == expected


# --- BibTeX plain / abbrv .bbl: a series short name after the booktitle, the publisher after the year,
# Zotero's "Publisher: …" note -----------------------------------------------------------------------
PLAIN_FIELDS = ("journal", "publisher", "pages", "year")
PLAIN = {
    "series-and-publisher": (
        "\\bibitem{ok17} Nneka~C. Okafor and Maria Brandt. \\newblock Sparse {Routing} in {Meshes}. \\newblock In "
        "{\\em Proceedings of the 12th {International} {Conference} on {Meshes} - {Volume} 3}, {ICOM}'17, pages "
        "101--109, Lagos, Nigeria, 2017. MeshPress.org.",
        ("Proceedings of the 12th International Conference on Meshes - Volume 3", "MeshPress.org", "101-109", 2017)),
    "zotero-publisher-note": (
        "\\bibitem{br16} Maria Brandt, Kai Lund, et~al. \\newblock Routing in sparse meshes. \\newblock {\\em "
        "meshes}, 12(3):45, 2016. \\newblock Publisher: Mesh Publishing Group.",
        ("meshes", "Mesh Publishing Group", "45", 2016)),
}


@table(PLAIN, PLAIN_FIELDS)
def test_plain_bbl_publisher(line, expected):
    assert read(line, PLAIN_FIELDS) == expected


# --- GB/T [C]// container named by an event of a society (not the society as editor) -----------------
EVENT_FIELDS = ("journal", "publisher", "year")
EVENT = {
    "convention": ("[18] Okafor N, Brandt M. Loudness of sparse meshes[C]//Mesh Engineering Society Convention 141. "
                   "Mesh Engineering Society, 2016.",
                   ("Mesh Engineering Society Convention 141", "Mesh Engineering Society", 2016)),
    "workshop": ("[19] Okafor N. Routing in sparse meshes[C]//Mesh Society Workshop on Routing. Mesh Society, 2014.",
                 ("Mesh Society Workshop on Routing", "Mesh Society", 2014)),
}


@table(EVENT, EVENT_FIELDS)
def test_gbt_event_container_is_no_editor(line, expected):
    assert read(line, EVENT_FIELDS) == expected


# --- APA: the container's volume and number in its parentheses (Google Scholar's APA export) ---------
CONTAINER_NUMBERS_FIELDS = ("journal", "volume", "issue", "pages")
CONTAINER_NUMBERS = {
    "vol-no": ("Okafor, N., & Brandt, M. (2017). Dense meshes. In Proceedings of the Mesh Conference (Vol. 1, No. 2).",
               ("Proceedings of the Mesh Conference", "1", "2", "")),
    "vol-no-pages": ("Okafor, N. (2019). Routing. In Proceedings of the Mesh Conference (Vol. 3, No. 4, pp. 10-19). "
                     "Mesh Press.", ("Proceedings of the Mesh Conference", "3", "4", "10-19")),
    "vol-pages": ("Okafor, N. (2019). Routing. In Proceedings of the Mesh Conference (Vol. 3, pp. 10-19).",
                  ("Proceedings of the Mesh Conference", "3", "", "10-19")),
}


@table(CONTAINER_NUMBERS, CONTAINER_NUMBERS_FIELDS)
def test_apa_container_numbers(line, expected):
    assert read(line, CONTAINER_NUMBERS_FIELDS) == expected
