"""Harvard and author–date lines in the forms writers and reference managers produce them: the
year with and without parentheses, "Available at:" / "[online]" / access dates, editions, edited
books, theses, and pandoc's Chicago author-date with the journal's publisher before the pages.
Every line is written for this test (the people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("entry_type", "authors", "title", "year", "journal", "publisher", "volume", "issue", "pages",
          "doi", "url")
ARTICLE = ("Salt and health", 2019, "Journal of Salt", "", "12", "3", "45-67")
CASES = {
    "cite-them-right-available-at": (
        "Okafor, N. and Brandt, M. (2019) 'Salt and health', Journal of Salt, 12(3), pp. 45–67. Available at: "
        "https://doi.org/10.1234/abc (Accessed: 1 May 2020).",
        ("article", ["Okafor, N", "Brandt, M"], *ARTICLE, "10.1234/abc", "")),
    "year-without-parentheses-comma": (
        "Okafor, N., 2019. Salt and health. Journal of Salt, 12(3), pp.45-67.",
        ("article", ["Okafor, N"], *ARTICLE, "", "")),
    "year-without-parentheses-and": (
        "Okafor, N. and Brandt, M. 2019. Salt and health. Journal of Salt, 12(3), pp. 45–67.",
        ("article", ["Okafor, N", "Brandt, M"], *ARTICLE, "", "")),
    "year-without-parentheses-colon-pages": (
        "Okafor, N. 2019. Salt and health. Journal of Salt 12 (3): 45-67.",
        ("article", ["Okafor, N"], *ARTICLE, "", "")),
    "online-journal-accessed-available-from": (
        "OKAFOR, N. (2019) Salt and health. Journal of Salt [online]. 12(3), pp. 45–67. [Accessed 1 May 2020]. "
        "Available from: https://www.salt.org/a",
        ("article", ["OKAFOR, N"], *ARTICLE, "", "https://www.salt.org/a")),
    "online-book": (
        "Okafor, N. (2019) Salt and health [online]. London: Salt Press. Available at: https://www.salt.org/b "
        "[Accessed 2 June 2020].",
        ("book", ["Okafor, N"], "Salt and health", 2019, "", "Salt Press", "", "", "", "", "https://www.salt.org/b")),
    "book-edition": (
        "Okafor, N. (2019) Salt: a history. 3rd edn. London: Routledge.",
        ("book", ["Okafor, N"], "Salt: a history", 2019, "", "Routledge", "", "", "", "", "")),
    "chapter-in-edited-book": (
        "Okafor, N. (2019) 'Salt', in Brandt, M. (ed.) Handbook of Salt. 2nd edn. Oxford: Oxford University "
        "Press, pp. 1–20.",
        ("incollection", ["Okafor, N"], "Salt", 2019, "Handbook of Salt", "Oxford University Press", "", "", "1-20",
         "", "")),
    "thesis": (
        "Okafor, N. (2019) Salt and health. PhD thesis. University of Oslo.",
        ("thesis", ["Okafor, N"], "Salt and health", 2019, "", "University of Oslo", "", "", "", "", "")),
    "webpage-organisation": (
        "World Salt Organisation (2020) Salt facts. Available at: https://www.salt.org/facts (Accessed: 3 March 2021).",
        ("misc", ["World Salt Organisation"], "Salt facts", 2020, "", "", "", "", "", "", "https://www.salt.org/facts")),
    "et-al-doi": (
        "Okafor, N. et al. (2019) 'Salt and health', The Lancet, 393(10181), pp. 1-9. doi: 10.1016/S0140-6736(19)30001-1.",
        ("article", ["Okafor, N"], "Salt and health", 2019, "The Lancet", "", "393", "10181", "1-9",
         "10.1016/s0140-6736(19)30001-1", "")),
    # pandoc's chicago-author-date: the journal's publisher before the pages, given-first co-authors
    "chicago-publisher-before-pages": (
        "Okafor, Nadia, and Mark Brandt. 2019. “Salt and Health.” Journal of Salt 12 (3). Salt Society: 45–67.",
        ("article", ["Okafor, Nadia", "Mark Brandt"], "Salt and Health", 2019, "Journal of Salt", "Salt Society",
         "12", "3", "45-67", "", "")),
    "chicago-suffix-after-given-first-name": (
        "Okafor, Nadia, J Mark Brandt, and Roger A Moreau Jr. 2005. “Salt and Health.” Journal of Salt 6 (1). "
        "American Salt Society: 13–22.",
        ("article", ["Okafor, Nadia", "J Mark Brandt", "Moreau, Roger A, Jr"], "Salt and Health", 2005,
         "Journal of Salt", "American Salt Society", "6", "1", "13-22", "", "")),
    "chicago-no-date": (
        "Salt Service, National. n.d. “National Salt Instruction.”",
        ("misc", ["Salt Service", "National"], "National Salt Instruction", None, "", "", "", "", "", "", "")),
}


@pytest.mark.parametrize("line, expected", [pytest.param(line, dict(zip(FIELDS, values)), id=name)
                                            for name, (line, values) in CASES.items()])
def test_harvard_and_author_date_lines(line, expected):
    entry = parse_reference_line(1, line, "refs.docx")
    assert {f: getattr(entry, f) for f in FIELDS} == expected
    assert entry.notes == []


# Australian Harvard (AGPS / RMIT): "Family Initials (Year) *Title*, edn, Publisher, Place", written
# in Markdown with the titles in italics and the brackets escaped
AGPS_FIELDS = ("entry_type", "authors", "title", "year", "journal", "publisher", "volume", "issue", "pages")
AGPS = {
    "book-publisher-place": (
        "Okafor N (2019) *An introduction to salt: accountability in kitchens*, Salt Press Australia, Southbank.",
        ("book", ["Okafor, N"], "An introduction to salt: accountability in kitchens", 2019, "", "Salt Press Australia",
         "", "", "")),
    "book-edition": (
        "Okafor N (2018) *Success in salt*, 2nd edn, Palgrave, Basingstoke.",
        ("book", ["Okafor, N"], "Success in salt", 2018, "", "Palgrave", "", "", "")),
    "book-organisation-place-with-organisation-word": (
        "World Salt Council (2018) *Salt manual*, World Salt Council, National Salt Institute.",
        ("book", ["World Salt Council"], "Salt manual", 2018, "", "World Salt Council, National Salt Institute",
         "", "", "")),
    "article-apostrophe-in-title": (
        "Okafor N (2020) 'Supporting students' salt identities', *Salt Research*, 28(4):686-699, doi:10.1080/1.2.",
        ("article", ["Okafor, N"], "Supporting students' salt identities", 2020, "Salt Research", "", "28", "4",
         "686-699")),
    "article-italic-journal-with-commas": (
        "Okafor N (2021) 'Salt communication in theatres', *Journal of Salt Management, Law, and Society*, "
        "51(6):393-409, doi:10.1080/1.2.",
        ("article", ["Okafor, N"], "Salt communication in theatres", 2021, "Journal of Salt Management, Law, and Society",
         "", "51", "6", "393-409")),
    "chapter-editor-comma": (
        "Brandt M (2018) 'Determinism', in Moreau RW (ed), *The encyclopedia of salt*, Salt Publications, Thousand Oaks.",
        ("incollection", ["Brandt, M"], "Determinism", 2018, "The encyclopedia of salt", "Salt Publications",
         "", "", "")),
    "chapter-editors": (
        "Okafor N, Brandt M and Moreau A (2021) 'Salt and things', in Lee A and Kim S (eds) *Advanced salt "
        "techniques in data science, IoT and cloud computing*, Salt International Publishing AG, doi:10.1007/1.",
        ("incollection", ["Okafor, N", "Brandt, M", "Moreau, A"], "Salt and things", 2021,
         "Advanced salt techniques in data science, IoT and cloud computing", "Salt International Publishing AG",
         "", "", "")),
    "thesis-escaped-brackets": (
        "Okafor N (2019) *Embracing salt* \\[master’s thesis\\], RMIT University, accessed 13 December 2021.",
        ("thesis", ["Okafor, N"], "Embracing salt", 2019, "", "RMIT University", "", "", "")),
    "website-unreadable-address": (
        "Okafor N (2021) *What is salt?*, Salt website, accessed 9 December 2021. https<nolink>://www.salt.org/what",
        ("book", ["Okafor, N"], "What is salt?", 2021, "", "Salt website", "", "", "")),
}


@pytest.mark.parametrize("line, expected", [pytest.param(line, dict(zip(AGPS_FIELDS, values)), id=name)
                                            for name, (line, values) in AGPS.items()])
def test_australian_harvard_in_markdown(line, expected):
    entry = parse_reference_line(1, line, "refs.md")
    assert {f: getattr(entry, f) for f in AGPS_FIELDS} == expected
