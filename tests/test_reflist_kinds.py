"""Reference-list lines of every kind (issue 20): works without a journal, books, chapters,
conference papers, web pages with access dates, GB/T 7714 types, Chicago and MLA — each row the
exact fields read, and how sure the reader is of them. Every line is written for this test (the
people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("entry_type", "authors", "year", "title", "journal", "volume", "issue", "pages",
          "publisher", "doi", "url")


def read(line: str) -> dict:
    entry = parse_reference_line(1, line, "refs.md")
    return {f: getattr(entry, f) for f in FIELDS if getattr(entry, f) not in ("", None, [])}


CASES = {
    # Vancouver / NLM / AMA with no journal: the year is not the title
    "vancouver-no-journal": (
        "4. Raman S, García P. Sparse Routing for Efficient Mixture Models. 2021. doi:10.5555/srm.2021.4",
        dict(entry_type="misc", authors=["Raman, S", "García, P"], year=2021,
             title="Sparse Routing for Efficient Mixture Models", doi="10.5555/srm.2021.4")),
    # conference paper, "In:" and a parenthesised acronym with the year
    "vancouver-in-conference": (
        "5. Quist A, Sorensen N, Marlowe P, Ødegaard Ł, et al. Routing is all you need. "
        "In: Advances in Neural Information Processing Systems (NIPS 2017)",
        dict(entry_type="inproceedings", authors=["Quist, A", "Sorensen, N", "Marlowe, P", "Ødegaard, Ł"],
             year=2017, title="Routing is all you need",
             journal="Advances in Neural Information Processing Systems")),
    "vancouver-elided-authors": (
        "5. Quist A, Sorensen N, … Routing is all you need. In: Advances in Neural Information "
        "Processing Systems (NIPS 2017)",
        dict(entry_type="inproceedings", authors=["Quist, A", "Sorensen, N"], year=2017,
             title="Routing is all you need", journal="Advances in Neural Information Processing Systems")),
    "vancouver-proceedings": (
        "10. Hale K, Zhou X, Renner S, Sato J. Residual shortcuts for image tagging. In: Proceedings of "
        "the Conference on Vision and Pattern Analysis; 2016. p. 770-8.",
        dict(entry_type="inproceedings", authors=["Hale, K", "Zhou, X", "Renner, S", "Sato, J"], year=2016,
             title="Residual shortcuts for image tagging",
             journal="Proceedings of the Conference on Vision and Pattern Analysis", pages="770-8")),
    "vancouver-chapter": (
        "7. Okafor NC, Brandt M. Salt and the kidney. In: Lindqvist P, editor. Renal physiology. "
        "2nd ed. London: Springer; 2019. p. 45-67.",
        dict(entry_type="incollection", authors=["Okafor, NC", "Brandt, M"], year=2019,
             title="Salt and the kidney", journal="Renal physiology", pages="45-67", publisher="Springer")),
    "vancouver-book": (
        "8. Okafor NC. Renal physiology. 3rd ed. New York: McGraw-Hill; 2018.",
        dict(entry_type="book", authors=["Okafor, NC"], year=2018, title="Renal physiology",
             publisher="McGraw-Hill")),
    "vancouver-preprint": (
        "12. Raman S, García P. Sparse routing for mixture models. arXiv. Preprint posted online "
        "March 3, 2021. doi:10.48550/arXiv.2103.01234",
        dict(entry_type="misc", authors=["Raman, S", "García, P"], year=2021,
             title="Sparse routing for mixture models", journal="arXiv",
             doi="10.48550/arxiv.2103.01234")),
    # access dates are not publication years
    "ama-accessed": (
        "13. Raman S, García P. Sparse routing for mixture models. Published 2021. Accessed May 1, "
        "2023. https://example.org/srm",
        dict(entry_type="misc", authors=["Raman, S", "García, P"], year=2021,
             title="Sparse routing for mixture models", url="https://example.org/srm")),
    "vancouver-cited": (
        "3. Okafor NC, Brandt M. Salt intake and blood pressure. J Hypertens [Internet]. 2019 "
        "[cited 2023 May 1];37(2):101-9. Available from: https://example.org/salt",
        dict(entry_type="article", authors=["Okafor, NC", "Brandt, M"], year=2019,
             title="Salt intake and blood pressure", journal="J Hypertens", volume="37",
             issue="2", pages="101-9", url="https://example.org/salt")),
    "harvard-accessed": (
        "Okafor, N. C. (2021) Hypertension facts. Available at: https://example.org/hyp "
        "(Accessed: 1 May 2023).",
        dict(entry_type="misc", authors=["Okafor, N. C"], year=2021, title="Hypertension facts",
             url="https://example.org/hyp")),
    "harvard-book": (
        "Okafor, N. C. (2018) Renal physiology. 3rd edn. London: Springer.",
        dict(entry_type="book", authors=["Okafor, N. C"], year=2018, title="Renal physiology",
             publisher="Springer")),
    # APA 7 books and chapters
    "apa-book": (
        "Okafor, N. C. (2018). Renal physiology (3rd ed.). McGraw-Hill.",
        dict(entry_type="book", authors=["Okafor, N. C."], year=2018, title="Renal physiology",
             publisher="McGraw-Hill")),
    "apa-chapter": (
        "Okafor, N. C., & Brandt, M. (2019). Salt and the kidney. In P. Lindqvist (Ed.), Renal "
        "physiology (pp. 45–67). Springer.",
        dict(entry_type="incollection", authors=["Okafor, N. C.", "Brandt, M."], year=2019,
             title="Salt and the kidney", journal="Renal physiology", pages="45-67", publisher="Springer")),
    "apa-proceedings": (
        "Quist, A., Sorensen, N., & Marlowe, P. (2017). Routing is all you need. In Advances in "
        "Neural Information Processing Systems (Vol. 30, pp. 5998–6008).",
        dict(entry_type="inproceedings", authors=["Quist, A.", "Sorensen, N.", "Marlowe, P."], year=2017,
             title="Routing is all you need", journal="Advances in Neural Information Processing Systems",
             volume="30", pages="5998-6008")),
    "apa-journal-with-period": (
        "Okafor NC, Brandt M, Tanaka H. (2017). A national sample cohort of kidney disease. Int J "
        "Epidemiol. 46, e15.",
        dict(entry_type="article", authors=["Okafor, NC", "Brandt, M", "Tanaka, H"], year=2017,
             title="A national sample cohort of kidney disease", journal="Int J Epidemiol", volume="46",
             pages="e15")),
    "apa-conference-no-in": (
        "Okafor, N. C., & Lee, B. (2017). Extracting located-near knowledge. Annual Meeting of the "
        "Association for Computational Linguistics.",
        dict(entry_type="inproceedings", authors=["Okafor, N. C.", "Lee, B."], year=2017,
             title="Extracting located-near knowledge",
             journal="Annual Meeting of the Association for Computational Linguistics")),
    "apa-group-author-web": (
        "World Health Organization. (2023, May 1). Hypertension fact sheet. https://example.org/who-hyp",
        dict(entry_type="misc", authors=["World Health Organization"], year=2023,
             title="Hypertension fact sheet", url="https://example.org/who-hyp")),
    # Chicago notes-bibliography, MLA
    "chicago-nb-article": (
        "Okafor, Nneka C., and Maria Brandt. \"Salt Intake and Blood Pressure.\" Journal of "
        "Hypertension 38, no. 4 (2020): 812–19.",
        dict(entry_type="article", authors=["Okafor, Nneka C", "Maria Brandt"], year=2020,
             title="Salt Intake and Blood Pressure", journal="Journal of Hypertension", volume="38",
             issue="4", pages="812-19")),
    "mla-article": (
        "Okafor, Nneka C., and Maria Brandt. “Salt Intake and Blood Pressure.” Journal of "
        "Hypertension, vol. 38, no. 4, 2020, pp. 812–19.",
        dict(entry_type="article", authors=["Okafor, Nneka C", "Maria Brandt"], year=2020,
             title="Salt Intake and Blood Pressure", journal="Journal of Hypertension", volume="38",
             issue="4", pages="812-19")),
    "chicago-markdown-apostrophe-season": (
        "Okafor, Nneka. 2006. \"Figuring the errant kidney in Galen's *Timaeus*.\" *Renal History* 1, "
        "no. 4 (Autumn 2006), 124--146.",
        dict(entry_type="article", authors=["Okafor, Nneka"], year=2006,
             title="Figuring the errant kidney in Galen's Timaeus", journal="Renal History", volume="1",
             issue="4", pages="124-146")),
    "chicago-edited-chapter": (
        "Brandt, Maria. 2017. \"Wombs for the gods.\" In *Bodies of Evidence: Votives, Past and Future*, "
        "edited by Jane Okafor and Emma Tanaka , 112--130. London: Routledge.",
        dict(entry_type="incollection", authors=["Brandt, Maria"], year=2017, title="Wombs for the gods",
             journal="Bodies of Evidence: Votives, Past and Future", pages="112-130", publisher="Routledge")),
    "chicago-thesis-two-given-names": (
        "Okafor, Jean Sutherland. 2016. \"A history of engraved kidney stones.\" Ph.D. diss., University "
        "of Cambridge.",
        dict(entry_type="thesis", authors=["Okafor, Jean Sutherland"], year=2016,
             title="A history of engraved kidney stones", publisher="University of Cambridge")),
    "mla-book": (
        "Okafor, Nneka C. Renal Physiology. McGraw-Hill, 2018.",
        dict(entry_type="book", authors=["Okafor, Nneka C"], year=2018, title="Renal Physiology",
             publisher="McGraw-Hill")),
    "chicago-book": (
        "Okafor, Nneka C. 2018. Renal Physiology. 3rd ed. New York: McGraw-Hill.",
        dict(entry_type="book", authors=["Okafor, Nneka C"], year=2018, title="Renal Physiology",
             publisher="McGraw-Hill")),
    # IEEE conference paper
    "ieee-conference": (
        "[21] A. Quist et al., \"Routing is all you need,\" in Advances in Neural Information "
        "Processing Systems, 2017, pp. 5998–6008.",
        dict(entry_type="inproceedings", authors=["A. Quist"], year=2017, title="Routing is all you need",
             journal="Advances in Neural Information Processing Systems", pages="5998-6008")),
    # full names, as BibTeX's plain / ACM / natbib styles print them
    "full-names-proceedings": (
        "[3] Nadia Okafor and Peter J Lindqvist. Ranking compiler warnings by their history. In "
        "Proceedings of the Fourth Workshop on Mining Repositories, page 27. IEEE, 2007.",
        dict(entry_type="inproceedings", authors=["Nadia Okafor", "Peter J Lindqvist"], year=2007,
             title="Ranking compiler warnings by their history",
             journal="Proceedings of the Fourth Workshop on Mining Repositories", pages="27", publisher="IEEE")),
    "full-names-journal": (
        "[7] Mary Jean Moreau, Hiro Tanaka, and Stefano Di Rossi. Topic models of code history. "
        "Science of Program Design, 80(2):457–479, 2014.",
        dict(entry_type="article", authors=["Mary Jean Moreau", "Hiro Tanaka", "Stefano Di Rossi"],
             year=2014, title="Topic models of code history", journal="Science of Program Design",
             volume="80", issue="2", pages="457-479")),
    "full-names-chinese": (
        "[20] 孙明, 李红, and 王伟. 软件变更影响分析综述. 电子学报, 42(12):2467–2476, 2014.",
        dict(entry_type="article", authors=["孙明", "李红", "王伟"], year=2014, title="软件变更影响分析综述",
             journal="电子学报", volume="42", issue="12", pages="2467-2476")),
    "initials-first-bbl": (
        "\\bibitem[Okafor(1982)]{Okafor1982} R.P. Okafor. \\newblock Simulating kidneys with computers. "
        "\\newblock \\emph{International Journal of Renal Physics}, 21\\penalty0 (6-7):\\penalty0 467--488, "
        "6 1982. \\newblock ISSN 0020-7748.",
        dict(entry_type="article", authors=["R.P. Okafor"], year=1982, title="Simulating kidneys with computers",
             journal="International Journal of Renal Physics", volume="21", issue="6-7", pages="467-488")),
    "full-names-issue-only": (
        "[1] Per Okafor, Lena Brandt, and Claes Tanaka. Views of change impact analysis. IEEE "
        "Transactions on Software Design, (4):516–530, 2008.",
        dict(entry_type="article", authors=["Per Okafor", "Lena Brandt", "Claes Tanaka"], year=2008,
             title="Views of change impact analysis", journal="IEEE Transactions on Software Design", issue="4",
             pages="516-530")),
    # family name and initials with no year after them
    "family-initials-no-year": (
        "[2] Okafor, N., Brandt, M., & Tanaka, H. Vessel-Net: networks for retinal vessels. "
        "BMC Eye Imaging, 2025, 25(1).",
        dict(entry_type="article", authors=["Okafor, N", "Brandt, M", "Tanaka, H"], year=2025,
             title="Vessel-Net: networks for retinal vessels", journal="BMC Eye Imaging", volume="25",
             issue="1")),
    # Elsevier's Harvard: a comma before the year
    "elsevier-harvard": (
        "[10] Okafor, N., Brandt, M.G.H., 1998a. Models of road network design: a review. Transport "
        "Studies 18 (3), 257–278.",
        dict(entry_type="article", authors=["Okafor, N", "Brandt, M.G.H"], year=1998,
             title="Models of road network design: a review", journal="Transport Studies", volume="18",
             issue="3", pages="257-278")),
    "apa-and-no-comma-venue": (
        "Okafor, N. and P. O. Brandt (2013). Conjugate directions in traffic assignment. Transport "
        "Science 47(2): 280-293.",
        dict(entry_type="article", authors=["Okafor, N.", "P. O. Brandt"], year=2013,
             title="Conjugate directions in traffic assignment", journal="Transport Science", volume="47",
             issue="2", pages="280-293")),
    # Nature chapters and books
    "nature-chapter": (
        "24. Quist, A. et al. Routing is all you need. In Advances in Sparse Learning 30 (eds Lee, K. "
        "et al.) 5998–6008 (Curran Associates, 2017).",
        dict(entry_type="incollection", authors=["Quist, A"], year=2017, title="Routing is all you need",
             journal="Advances in Sparse Learning 30", volume="30", pages="5998-6008", publisher="Curran Associates")),
    "nature-book": (
        "25. Okafor, N. C. & Brandt, M. Renal Physiology 3rd edn (Springer, 2018).",
        dict(entry_type="book", authors=["Okafor, N. C", "Brandt, M"], year=2018, title="Renal Physiology",
             publisher="Springer")),
    # IEEE books, chapters, web pages
    "ieee-book": (
        "[22] N. C. Okafor, Renal Physiology, 3rd ed. New York, NY, USA: McGraw-Hill, 2018.",
        dict(entry_type="book", authors=["N. C. Okafor"], year=2018, title="Renal Physiology",
             publisher="McGraw-Hill")),
    "ieee-chapter": (
        "[23] N. C. Okafor and M. Brandt, \"Salt in the kidney,\" in Renal Physiology, P. Lindqvist, Ed. "
        "London, U.K.: Springer, 2019, pp. 45–67.",
        dict(entry_type="incollection", authors=["N. C. Okafor", "M. Brandt"], year=2019,
             title="Salt in the kidney", journal="Renal Physiology", pages="45-67", publisher="Springer")),
    "ieee-online": (
        "[24] N. C. Okafor, \"Salt facts,\" Renal Society, 2021. [Online]. Available: "
        "https://example.org/salt (accessed May 1, 2023).",
        dict(entry_type="article", authors=["N. C. Okafor"], year=2021, title="Salt facts",
             journal="Renal Society", url="https://example.org/salt")),
    "vancouver-proceedings-without-in": (
        "Hale K, Zhou X. Residual shortcuts. Proceedings of the Vision Conference; 2016. p. 770-8.",
        dict(entry_type="inproceedings", authors=["Hale, K", "Zhou, X"], year=2016, title="Residual shortcuts",
             journal="Proceedings of the Vision Conference", pages="770-8")),
    "harvard-chapter": (
        "Okafor, N. C. and Brandt, M. (2019) 'Salt in the kidney', in Proceedings of the Renal Society "
        "Meeting. London: Springer, pp. 45–67.",
        dict(entry_type="inproceedings", authors=["Okafor, N. C", "Brandt, M"], year=2019,
             title="Salt in the kidney", journal="Proceedings of the Renal Society Meeting", pages="45-67",
             publisher="Springer")),
    "ieee-conference-no-in": (
        "[4] C. Okafor and M. Brandt, \"Spatial attention for vessel maps,\" 2020 25th International "
        "Conference on Pattern Recognition (ICPR), Milan, Italy, 2021, pp. 1236-1242.",
        dict(entry_type="inproceedings", authors=["C. Okafor", "M. Brandt"], year=2021,
             title="Spatial attention for vessel maps",
             journal="2020 25th International Conference on Pattern Recognition (ICPR)", pages="1236-1242")),
    "ieee-journal-named-proceedings": (
        "[5] C. Okafor, \"Salt and the kidney,\" Proc. Natl. Acad. Sci. USA, vol. 117, no. 2, "
        "pp. 100–109, 2020.",
        dict(entry_type="article", authors=["C. Okafor"], year=2020, title="Salt and the kidney",
             journal="Proc. Natl. Acad. Sci. USA", volume="117", issue="2", pages="100-109")),
    # family name and dotted initials (Scopus, biblatex's "Surname I.I." lists)
    "dotted-initials": (
        "Okafor N.C., Delon-Brandt M., Tanaka H.R. Hubs of kidney networks. Proc. Natl. Acad. Sci. "
        "109 (50), 20608-20613 (2012).",
        dict(entry_type="article", authors=["Okafor, N.C", "Delon-Brandt, M", "Tanaka, H.R"], year=2012,
             title="Hubs of kidney networks", journal="Proc. Natl. Acad. Sci", volume="109", issue="50",
             pages="20608-20613")),
    "vancouver-et-al-without-comma": (
        "9. Long M, Green K, Bland E et al. Capnography during sedation: a review. Journal of Sedation "
        "Nursing 2016; 35: 191–7.",
        dict(entry_type="article", authors=["Long, M", "Green, K", "Bland, E"], year=2016,
             title="Capnography during sedation: a review", journal="Journal of Sedation Nursing", volume="35",
             pages="191–7")),
    "title-only-year-glued": (
        "[48] A turning restriction design problem in urban road networks2010",
        dict(entry_type="misc", year=2010, title="A turning restriction design problem in urban road networks")),
    # GB/T 7714 types
    "gbt-no-space-after-chinese-author": (
        "[16] 明日科技.Java从入门到精通［M］.北京:清华大学出版社,2019.",
        dict(entry_type="book", authors=["明日科技"], year=2019, title="Java从入门到精通", publisher="清华大学出版社")),
    "gbt-M": ("[12] 王明, 李红. 高血压防治指南[M]. 北京: 人民卫生出版社, 2018: 12-15.",
              dict(entry_type="book", authors=["王明", "李红"], year=2018, title="高血压防治指南",
                   pages="12-15", publisher="人民卫生出版社")),
    "gbt-D": ("[13] 李红. 老年高血压的社区管理研究[D]. 北京: 北京大学, 2020.",
              dict(entry_type="thesis", authors=["李红"], year=2020, title="老年高血压的社区管理研究",
                   publisher="北京大学")),
    "gbt-EB-OL": ("[14] 国家卫生健康委员会. 高血压诊疗指南[EB/OL]. (2022-05-01)[2023-06-01]. "
                  "http://example.org/guide.html.",
                  dict(entry_type="online", authors=["国家卫生健康委员会"], year=2022, title="高血压诊疗指南",
                       url="http://example.org/guide.html")),
    "gbt-C-english": (
        "[19] QUIST A, SORENSEN N, MARLOWE P, et al. Routing is all you need[C]//Advances in Neural "
        "Information Processing Systems. 2017: 5998-6008.",
        dict(entry_type="inproceedings", authors=["QUIST, A", "SORENSEN, N", "MARLOWE, P"], year=2017,
             title="Routing is all you need", journal="Advances in Neural Information Processing Systems",
             pages="5998-6008")),
    "gbt-C-without-slashes": (
        "[20] Okafor C, Brandt M. Reading novice code[C]. In proceedings of the 37th International "
        "Conference on Software Engineering, 2015: 276~284.",
        dict(entry_type="inproceedings", authors=["Okafor, C", "Brandt, M"], year=2015, title="Reading novice code",
             journal="proceedings of the 37th International Conference on Software Engineering", pages="276-284")),
    "gbt-J-arxiv-apa-names": (
        "Okafor, N.-C., & Brandt, M. A survey of gaze tracking[J]. arXiv preprint arXiv:1312.6410, 2013.",
        dict(entry_type="article", authors=["Okafor, N.-C.", "Brandt, M."], year=2013,
             title="A survey of gaze tracking", journal="arXiv preprint arXiv:1312.6410")),
    "apa-preprint-server-and-question-title": (
        "Okafor, N., & Brandt, M. (2019). Language models as registries? A test. ArXiv, abs/1909.01066.",
        dict(entry_type="misc", authors=["Okafor, N.", "Brandt, M."], year=2019,
             title="Language models as registries? A test", journal="ArXiv")),
    "gbt-C-chinese": (
        "[15] 张伟, 王明. 高血压人群的盐摄入[C]//第十次全国心血管病学术会议论文集. 北京: 中华医学会, 2019: 101-105.",
        dict(entry_type="inproceedings", authors=["张伟", "王明"], year=2019, title="高血压人群的盐摄入",
             journal="第十次全国心血管病学术会议论文集", pages="101-105", publisher="中华医学会")),
    "gbt-S": ("[16] 国家市场监督管理总局. 食品安全国家标准: GB 2760-2014[S]. 北京: 中国标准出版社, 2014.",
              dict(entry_type="standard", authors=["国家市场监督管理总局"], year=2014,
                   title="食品安全国家标准", publisher="中国标准出版社")),
    "gbt-R": ("[17] 中国疾病预防控制中心. 中国居民营养状况报告[R]. 北京: 人民卫生出版社, 2020.",
              dict(entry_type="report", authors=["中国疾病预防控制中心"], year=2020, title="中国居民营养状况报告",
                   publisher="人民卫生出版社")),
    "gbt-P": ("[18] 王明. 一种血压监测装置: CN201910123456.7[P]. 2020-03-01.",
              dict(entry_type="patent", authors=["王明"], year=2020, title="一种血压监测装置")),
}


@pytest.mark.parametrize("line, expected", [pytest.param(*case, id=name) for name, case in CASES.items()])
def test_reference_line_of_each_kind(line, expected):
    assert read(line) == expected


def test_a_recognised_style_marks_its_fields_style():
    entry = parse_reference_line(1, CASES["vancouver-no-journal"][0], "r")
    assert entry.certainty == {"title": "style", "authors": "style", "year": "style", "doi": "style",
                               "entry_type": "style"}
    assert entry.notes == []
    assert entry.unreadable is False


def test_elided_author_list_is_truncated():
    assert parse_reference_line(1, CASES["vancouver-elided-authors"][0], "r").authors_truncated is True
    assert parse_reference_line(1, CASES["vancouver-et-al-without-comma"][0], "r").authors_truncated is True


def test_a_letter_and_its_combining_accent_are_read_as_one():
    entry = parse_reference_line(1, "Arnatkevic\u0306iu\u0304te\u0307 A., Fulcher B.D. A guide to gene maps. "
                                    "Neuroimage 189, 353-367 (2019).", "r")
    # "c" + breve has no single letter: the mark stays, and the name is still a name
    assert entry.authors == ["Arnatkevic\u0306iūtė, A", "Fulcher, B.D"]
    assert entry.title == "A guide to gene maps"


def test_a_line_no_style_recognises_is_kept_with_guessed_fields_and_a_note():
    entry = parse_reference_line(3, "[22] Notes on sleep, unpublished manuscript, 2018", "refs.md")
    assert (entry.number, entry.raw) == (22, "[22] Notes on sleep, unpublished manuscript, 2018")
    assert entry.certainty == {"title": "guessed", "year": "guessed", "entry_type": "guessed"}
    assert entry.notes == ["no reference style recognised: authors, title and year guessed from the "
                           "line; check how it was read"]


def test_a_title_that_looks_like_names_is_guessed_whatever_the_style():
    # a Chicago-shaped line whose "title" is a list of names: the split is in doubt, and said so
    entry = parse_reference_line(1, "Okafor, N. 2020. Raman S, García P. Journal 3: 1-2.", "r")
    assert entry.certainty["title"] == "guessed"
    assert entry.notes == ["the title read ('Raman S, García P') looks like a year or a list of names: "
                           "check how this line was read"]


def test_a_line_nothing_can_be_read_from_is_unreadable_not_dropped():
    from refverify.parse.reflist import parse_reference_lines
    entries = parse_reference_lines([(5, "[7] ——"), (6, "[8] Okafor NC. Salt. Lancet. 2019;3:1-2.")], "r.md")
    assert [(e.number, e.unreadable, e.raw) for e in entries] == [(7, True, "[7] ——"),
                                                                  (8, False, "[8] Okafor NC. Salt. Lancet. 2019;3:1-2.")]
    assert entries[0].notes == ["could not read this reference line: no author, title, year or identifier found"]
    assert entries[0].certainty == {}


def test_a_group_author_is_a_name_a_sentence_in_the_author_list_is_not():
    group = parse_reference_line(1, "[11] Action to Control Cardiovascular Risk in Diabetes Study Group, "
                                    "GERSTEIN H C, MILLER M E, et al. Effects of intensive glucose "
                                    "lowering in type 2 diabetes[J]. N Engl J Med, 2008, 358(24): "
                                    "2545-2559.", "r")
    assert (group.certainty["authors"], group.notes) == ("style", [])
    from refverify.parse.bibliography import BibEntry
    from refverify.parse.reflist_certainty import mark
    misread = BibEntry(title="2021", year=2021, authors=["Raman, S", "García P. Sparse Routing for "
                                                                      "Efficient Mixture Models"])
    mark(misread, "vancouver")
    assert (misread.certainty["authors"], misread.certainty["title"]) == ("guessed", "guessed")
    assert misread.notes == [
        "the title read ('2021') looks like a year or a list of names: check how this line was read",
        "an author read from the line looks like a sentence, not a name: check how this line was read"]
