"""Reference-list lines in every common style → authors, year, title, journal, volume, issue,
pages and identifiers. One table per style; every line is written for this test (the people
and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("number", "authors", "year", "title", "journal", "volume", "issue", "pages", "doi", "pmid")


def parsed(line: str) -> dict:
    entry = parse_reference_line(1, line, "refs.md")
    return {f: getattr(entry, f) for f in FIELDS}


def row(number, authors, year, title, journal, volume="", issue="", pages="", doi="", pmid=""):
    return dict(zip(FIELDS, (number, authors, year, title, journal, volume, issue, pages, doi, pmid)))


VANCOUVER = [  # Vancouver / NLM / AMA
    ("1. Okafor NC, Brandt M, Halvorsen T. Salt intake and blood pressure in older adults. "
     "J Hypertens. 2018. doi:10.1097/HJH.0000000000001234",
     row(1, ["Okafor, NC", "Brandt, M", "Halvorsen, T"], 2018,
         "Salt intake and blood pressure in older adults", "J Hypertens",
         doi="10.1097/hjh.0000000000001234")),
    ("2. Okafor NC, Brandt M. Salt intake and blood pressure. J Hypertens. 2018;36(4):812-9. "
     "doi:10.1097/HJH.1 PMID: 29381234",
     row(2, ["Okafor, NC", "Brandt, M"], 2018, "Salt intake and blood pressure", "J Hypertens",
         "36", "4", "812-9", "10.1097/hjh.1", "29381234")),
    ("3. Okafor NC, Brandt M, Halvorsen T, et al. Salt intake and blood pressure. JAMA. "
     "2019;321(3):245-253. doi:10.1001/jama.2018.1",
     row(3, ["Okafor, NC", "Brandt, M", "Halvorsen, T"], 2019, "Salt intake and blood pressure",
         "JAMA", "321", "3", "245-253", "10.1001/jama.2018.1")),
    ("(4) Lindqvist P, Moreau A. Does exercise lower resting heart rate? A cohort study. "
     "BMJ Open. 2021 Mar;11(3):e041234. PMID: 33712345",
     row(4, ["Lindqvist, P", "Moreau, A"], 2021,
         "Does exercise lower resting heart rate? A cohort study", "BMJ Open", "11", "3",
         "e041234", pmid="33712345")),
    ("5. Ferreira JA. Early mobilisation after hip fracture. Lancet. 2020 Jan 4. "
     "https://doi.org/10.1016/S0140-6736(19)32901-X",
     row(5, ["Ferreira, JA"], 2020, "Early mobilisation after hip fracture", "Lancet",
         doi="10.1016/s0140-6736(19)32901-x")),
]

APA7 = [
    ("Okafor, N. C., & Brandt, M. (2020). Salt intake and blood pressure in older adults. "
     "Journal of Hypertension, 38(4), 812–819. https://doi.org/10.1097/HJH.2",
     row(None, ["Okafor, N. C.", "Brandt, M."], 2020,
         "Salt intake and blood pressure in older adults", "Journal of Hypertension", "38", "4",
         "812-819", "10.1097/hjh.2")),
    ("Moreau, A., Lindqvist, P., & Tanaka, H. (2019b). Sleep and memory in adolescents. "
     "Developmental Science, 22, 1–14.",
     row(None, ["Moreau, A.", "Lindqvist, P.", "Tanaka, H."], 2019,
         "Sleep and memory in adolescents", "Developmental Science", "22", "", "1-14")),
]

HARVARD = [
    ("Okafor, N.C. and Brandt, M. (2020) 'Salt intake and blood pressure in older adults', "
     "Journal of Hypertension, 38(4), pp. 812–819. doi:10.1097/HJH.3",
     row(None, ["Okafor, N.C", "Brandt, M"], 2020, "Salt intake and blood pressure in older adults",
         "Journal of Hypertension", "38", "4", "812-819", "10.1097/hjh.3")),
    ("Tanaka, H., Moreau, A. and Lindqvist, P. (2017) Sleep and memory in adolescents. "
     "Developmental Science, 20(2), pp. 45-58.",
     row(None, ["Tanaka, H", "Moreau, A", "Lindqvist, P"], 2017, "Sleep and memory in adolescents",
         "Developmental Science", "20", "2", "45-58")),
]

CHICAGO = [
    ("Okafor, Nneka C., and Maria Brandt. 2020. \"Salt Intake and Blood Pressure in Older "
     "Adults.\" Journal of Hypertension 38 (4): 812–19. https://doi.org/10.1097/HJH.4",
     row(None, ["Okafor, Nneka C", "Maria Brandt"], 2020,
         "Salt Intake and Blood Pressure in Older Adults", "Journal of Hypertension", "38", "4",
         "812-19", "10.1097/hjh.4")),
    ("Tanaka, Hiro. 2016. “Why Teenagers Sleep Late.” Sleep Medicine Reviews 29: 101–10.",
     row(None, ["Tanaka, Hiro"], 2016, "Why Teenagers Sleep Late", "Sleep Medicine Reviews", "29",
         "", "101-10")),
]

IEEE = [
    ("[7] N. C. Okafor, M. Brandt, and T. Halvorsen, \"Salt intake and blood pressure in older "
     "adults,\" IEEE Trans. Biomed. Eng., vol. 67, no. 4, pp. 812–819, Apr. 2020, "
     "doi: 10.1109/TBME.2020.5.",
     row(7, ["N. C. Okafor", "M. Brandt", "T. Halvorsen"], 2020,
         "Salt intake and blood pressure in older adults", "IEEE Trans. Biomed. Eng", "67", "4",
         "812-819", "10.1109/tbme.2020.5")),
    ("[8] H. Tanaka and A. Moreau, “Sleep staging with small networks,” in Proc. Int. Conf. "
     "Acoustics, Speech, Signal Process., 2019, pp. 1021–1025.",
     row(8, ["H. Tanaka", "A. Moreau"], 2019, "Sleep staging with small networks",
         "Proc. Int. Conf. Acoustics, Speech, Signal Process", "", "", "1021-1025")),
]

GBT = [  # GB/T 7714-2015, Chinese and English entries
    ("[9] 王明, 李红, 张伟. 高盐饮食与老年人血压的关系[J]. 中华高血压杂志, 2019, 27(3): 245-250.",
     row(9, ["王明", "李红", "张伟"], 2019, "高盐饮食与老年人血压的关系", "中华高血压杂志", "27", "3",
         "245-250")),
    ("[10] OKAFOR N C, BRANDT M. Salt intake and blood pressure in older adults[J]. Journal of "
     "Hypertension, 2020, 38(4): 812-819. DOI: 10.1097/HJH.5.",
     row(10, ["OKAFOR, N C", "BRANDT, M"], 2020, "Salt intake and blood pressure in older adults",
         "Journal of Hypertension", "38", "4", "812-819", "10.1097/hjh.5")),
    ("[11] 陈静, 等. 社区高血压管理的随机对照试验[J]. 中国全科医学, 2021, 24(12): 1501-1506.",
     row(11, ["陈静"], 2021, "社区高血压管理的随机对照试验", "中国全科医学", "24", "12", "1501-1506")),
]

NATURE = [
    ("10. Okafor, N. C., Brandt, M. & Halvorsen, T. Salt intake and blood pressure in older "
     "adults. J. Hypertens. 38, 812–819 (2020).",
     row(10, ["Okafor, N. C", "Brandt, M", "Halvorsen, T"], 2020,
         "Salt intake and blood pressure in older adults", "J. Hypertens", "38", "", "812-819")),
    ("11. Tanaka, H. et al. Sleep and memory in adolescents. Nature 577, 101–105 (2020).",
     row(11, ["Tanaka, H"], 2020, "Sleep and memory in adolescents", "Nature", "577", "",
         "101-105")),
]


STYLES = {"vancouver_nlm_ama": VANCOUVER, "apa7": APA7, "harvard": HARVARD, "chicago_author_date": CHICAGO,
          "ieee": IEEE, "gbt_7714": GBT, "nature": NATURE}


@pytest.mark.parametrize("line, expected", [pytest.param(line, expected, id=f"{style}-{i}")
                                            for style, cases in STYLES.items()
                                            for i, (line, expected) in enumerate(cases)])
def test_reference_line_in_each_style(line, expected):
    assert parsed(line) == expected


def test_truncated_author_lists_are_marked():
    assert parse_reference_line(1, VANCOUVER[2][0], "r").authors_truncated is True
    assert parse_reference_line(1, NATURE[1][0], "r").authors_truncated is True
    assert parse_reference_line(1, GBT[2][0], "r").authors_truncated is True
    assert parse_reference_line(1, NATURE[0][0], "r").authors_truncated is False
