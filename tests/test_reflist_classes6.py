"""Reference-list lines of the shapes held-out batch 6 of issue 20 read wrong, one table per class,
each across the ways writers produce it. Every line is written for this test (the people and works
are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line


def read(line: str, fields: tuple[str, ...]) -> dict:
    entry = parse_reference_line(1, line, "refs.md")
    return {f: getattr(entry, f) for f in fields}


def table(cases: dict, fields: tuple[str, ...]):
    return pytest.mark.parametrize("line, expected", [
        pytest.param(line, dict(zip(fields, values)), id=name) for name, (line, values) in cases.items()])


# --- Harvard numbers spelt out: "Volume 10, Issue 3", "Published in", "pp 1-9", "Available at:" -----
SPELLED_FIELDS = ("title", "journal", "volume", "issue", "pages", "publisher")
SPELLED = {
    "volume-issue-pages": (
        "Okafor, N. and Brandt, M. (2019) ‘Sparse Routing in Mesh Networks’. Journal of Network Studies, "
        "Volume 2019, Issue 4, pp 213-242. Available at: https://doi.org/10.5555/jns.2019.4",
        ("Sparse Routing in Mesh Networks", "Journal of Network Studies", "2019", "4", "213-242", "")),
    "volume-issue-stray-paren": (
        "Okafor, N. (1985)  “A Routing Scheme for Sparse Meshes”. Transactions on Networks, Volume 31, Issue 5). "
        "Available at: 10.5555/tn.1985.5",
        ("A Routing Scheme for Sparse Meshes", "Transactions on Networks", "31", "5", "", "")),
    "apa-head-article-number": (
        "Brandt, M., Okafor, N. and Lind, K. (2020). “Fast Routing on Small Boards.” Transactions on Embedded "
        "Routing (TER), Volume 10, Issue 3. Article No. 20, pp. 1-15. Available at: https://doi.org/10.5555/ter.20",
        ("Fast Routing on Small Boards", "Transactions on Embedded Routing (TER)", "10", "3", "1-15", "")),
    "published-in": (
        "Lind, K.L., Okafor, N. and Brandt, M. (1978a). “A Method for Routing Sparse Meshes”. Published in "
        "Communications of the Routing Society, 21(2), pp. 120-126. Available at: https://doi.org/10.5555/crs.21",
        ("A Method for Routing Sparse Meshes", "Communications of the Routing Society", "21", "2", "120-126", "")),
    "volume-only-proceedings": (
        "Okafor, N. and Lind, K. (2017). “Routing Right into Trouble”. Sparse Networks – SN 2017, Volume 10529, "
        "pp. 556-576. Available at: https://doi.org/10.5555/sn.2017.27",
        ("Routing Right into Trouble", "Sparse Networks – SN 2017", "10529", "", "556-576", "")),
    "series-volume-then-publisher": (
        "Okafor, N.B. and Lind, K. (2011). “Remote Routing Attacks Are Still Practical”. Network Security – NS 2011, "
        "vol 6879. Springer, Berlin, Heidelberg. https://doi.org/10.5555/ns.2011.20",
        ("Remote Routing Attacks Are Still Practical", "Network Security – NS 2011", "6879", "", "", "Springer")),
    "in-proceedings-after-quote": (
        "Okafor, N. and Lind, K. (2022) “MeshLeak: single-trace routing leakage”. In proceedings of the 2022 "
        "Conference on Sparse Networks, pp. 1527-1532. Available at: MeshLeak | Proceedings of the 2022 Conference",
        ("MeshLeak: single-trace routing leakage", "proceedings of the 2022 Conference on Sparse Networks", "", "",
         "1527-1532", "")),
}


@table(SPELLED, SPELLED_FIELDS)
def test_harvard_numbers_spelt_out(line, expected):
    assert read(line, SPELLED_FIELDS) == expected


# --- "(No Date)", and a title whose opening quote is never closed --------------------------------
def test_no_date_in_words_and_an_unclosed_quote():
    assert read("Routewise (No Date) “Test Vectors for Sparse Routing”. Available at: routing-vectors.pdf",
                ("authors", "title", "year", "journal")) == {
        "authors": ["Routewise"], "title": "Test Vectors for Sparse Routing", "year": None, "journal": ""}
    assert read("Okafor, N., Lind, K. and Brandt, M. (2009). “A Unified Frame for Routing Attacks. "
                "Available at: https://doi.org/10.5555/ufra", ("title",)) == {"title": "A Unified Frame for Routing Attacks"}


# --- family-first initials: hyphenated ("F-X.") and a comma left out after them ------------------
NAMES_FIELDS = ("authors",)
NAMES = {
    "hyphenated-initials": (
        "Lind, X-F., Okafor, N. and Brandt, M. (2009). “Routing Frames”. Journal of Routing, 3(1), pp. 1-9.",
        (["Lind, X-F.", "Okafor, N.", "Brandt, M."],)),
    "missing-comma": (
        "Yao, X. Zhu, Y. and Hu, J. (2021). “A Survey of Sparse Routing”. Routing Surveys, Volume 54, Issue 6.",
        (["Yao, X.", "Zhu, Y.", "Hu, J."],)),
    "missing-comma-two-word-family": (
        "Cabrera Lind, A. Pereida Okafor, C., Alvarez Brandt, L. M., and Hu, B. B. (2019) ‘Routing Keys’. "
        "Routing Letters, 4(2), pp. 1-5.",
        (["Cabrera Lind, A", "Pereida Okafor, C", "Alvarez Brandt, L. M", "Hu, B. B"],)),
    "first-inverted-then-given-first": (
        "Okafor, R., W. T. Lind, J. N. Brandt, and S. Hu (1994). A faster path-based routing. Routing Record 1443, 75–83.",
        (["Okafor, R.", "W. T. Lind", "J. N. Brandt", "S. Hu"],)),
    "given-first-untouched": (
        "J. Okafor, K. Lind, and L. Brandt, “Sparse routing,” Routing Letters, vol. 4, no. 2, pp. 1–5, 2019.",
        (["J. Okafor", "K. Lind", "L. Brandt"],)),
}


@table(NAMES, NAMES_FIELDS)
def test_family_first_initials(line, expected):
    assert read(line, NAMES_FIELDS) == expected


# --- APA: a chapter after a title ending in "?", an issue with no volume, "early view" -----------
APA_FIELDS = ("title", "journal", "volume", "issue", "pages", "publisher")
APA = {
    "chapter-after-question": (
        "[2] Okafor, N., van Lind, B., & de Brandt, R. (2015). Which factors move sparse routes? In A. Hu (Ed.), "
        "*Global Routing of Sparse Networks* (pp. 177–213). Academic Press.",
        ("Which factors move sparse routes?", "Global Routing of Sparse Networks", "", "", "177-213", "Academic Press")),
    "issue-only": (
        "[10] Lind, G., & Okafor, J. (2016). Does routing have an effect on latency? *International Routing "
        "Education*, (86), 5–6.",
        ("Does routing have an effect on latency?", "International Routing Education", "", "86", "5-6", "")),
    "issue-only-chinese": (
        "[3] 王明, 李红, 张伟. (2019). 稀疏网络路由的影响研究. *网络与路由教育*, (11), 56–63.",
        ("稀疏网络路由的影响研究", "网络与路由教育", "", "11", "56-63", "")),
    "acm-supplement-pages": (
        "Lind, Y. E. (1996). Visual interfaces for routing systems. Routing Surveys, 28(4es), 137-es. "
        "https://doi.org/10.5555/242224.242399",
        ("Visual interfaces for routing systems", "Routing Surveys", "28", "4es", "137-es", "")),
    "early-view": (
        "[12] Lind, T., & Okafor, M. (2025). Routing beyond the mesh: Insights from a global study. "
        "*British Routing Research Journal*, early view.",
        ("Routing beyond the mesh: Insights from a global study", "British Routing Research Journal", "", "", "", "")),
}


@table(APA, APA_FIELDS)
def test_apa_chapter_issue_only_early_view(line, expected):
    assert read(line, APA_FIELDS) == expected


# --- what the classes above must leave alone ----------------------------------------------------
def test_neighbouring_shapes_keep_their_reading():
    # "Available at SSRN …" (no colon) is a venue, and the year after it stays
    assert read("Ming Wang, Hong Li. Optimal routing for mixed flows[J]. Available at SSRN 3885540 (2022).",
                ("year",)) == {"year": 2022}
    # a quoted phrase opening an APA title is part of the title
    assert read("Okafor, N., & Lind, K. (2019). “You route as far as you see”: Self-perceptions of routers. "
                "Psychology and Routing, 34(2), 1–9.", ("title", "journal")) == {
        "title": "“You route as far as you see”: Self-perceptions of routers", "journal": "Psychology and Routing"}
    # IEEE's "p." after "(no. 10)" keeps the pages
    assert read('[11] James W. Okafor and Peter W. Lind, "Notes on sparse routing," Proc. Routing, vol. 55 (no. 10), '
                "p. 1675–1677 (1967).", ("volume", "issue", "pages")) == {"volume": "55", "issue": "10", "pages": "1675-1677"}
