
import pytest

from refverify.errors import RefverifyError
from refverify.parse.bibliography import bib_entry_to_ref_fields, parse_reference_list, read_bib_files
from refverify.state import Ref

BIB = r"""@string{nejm = "N Engl J Med"}
@article{smith2020,
  title={{BERT}: Pre-training of Deep {\"u}ber Models},
  author={Smith, John A. and M{\"u}ller, Karl and others},
  journal=nejm, year={2020a}, volume={382}, number={8}, pages={727--733},
  doi={https://doi.org/10.1056/NEJMoa2001017}, pmid={31978945}
}
@article{broken, title={Unbalanced, author={X}
@article{zhang2019, title={糖尿病的研究}, author={张三 and 李四}, journal={中华医学杂志}, year=2019,
  url={https://example.org/a\_b%20c}}
@misc{vaswani, title={Attention Is All You Need}, author={Ashish Vaswani and Noam Shazeer},
  eprint={1706.03762v5}, archivePrefix={arXiv}, year={2017}}
@proceedings{acl21, title={Proceedings of ACL}, year={2021}, publisher={ACL}}
@inproceedings{lee2021, title={A paper}, author={Lee, Kim}, crossref={acl21}, pages={1--10}}
@article{smith2020, title={A duplicate}}
@article{anon, title={Report}, author={Anonymous}, journal={arXiv preprint arXiv:2104.12255}, year={2021},
  url={https://doi.org/10.48550/arXiv.2104.12255}}
@article{pub, title={T}, author={Roe, R.}, eprint={12345678}, eprinttype={pubmed}, year={1999}}
"""


@pytest.fixture()
def bib(tmp_path):
    path = tmp_path / "refs.bib"
    path.write_text(BIB, encoding="utf-8")
    return path


def test_bib_entries_decoded_and_normalised(bib):
    result = read_bib_files([bib])
    by_key = {e.key: e for e in result.entries}
    assert list(by_key) == ["smith2020", "broken", "zhang2019", "vaswani", "acl21", "lee2021", "anon", "pub"]
    smith = by_key["smith2020"]
    assert smith.title == "BERT: Pre-training of Deep über Models"
    assert smith.authors == ["Smith, John A.", "Müller, Karl"]
    assert (smith.year, smith.year_suffix) == (2020, "a")
    assert smith.journal == "N Engl J Med"  # @string macro
    assert (smith.volume, smith.issue, smith.pages) == ("382", "8", "727-733")
    assert (smith.doi, smith.pmid) == ("10.1056/nejmoa2001017", "31978945")
    assert smith.line == 2 and smith.file == str(bib) and smith.origin == "bib"
    assert smith.placeholder_authors is False
    zhang = by_key["zhang2019"]
    assert zhang.authors == ["张三", "李四"] and zhang.language == "zh"
    assert zhang.url == "https://example.org/a_b%20c"
    assert by_key["vaswani"].arxiv == "1706.03762"
    assert by_key["vaswani"].authors == ["Vaswani, Ashish", "Shazeer, Noam"]
    assert by_key["anon"].placeholder_authors is True
    assert by_key["anon"].arxiv == "2104.12255"
    assert by_key["anon"].doi == "10.48550/arxiv.2104.12255"
    assert by_key["pub"].pmid == "12345678"


def test_crossref_inherits_missing_fields(bib):
    child = {e.key: e for e in read_bib_files([bib]).entries}["lee2021"]
    assert child.title == "A paper"
    assert child.journal == "Proceedings of ACL"
    assert (child.year, child.publisher, child.pages) == (2021, "ACL", "1-10")


def test_broken_entry_read_tolerantly_and_duplicate_reported(bib):
    result = read_bib_files([bib])
    assert result.keys_enumerated is True
    assert result.errors == [
        f"{bib}:8: entry 'broken' read by the tolerant reader: entry not closed (the file ends or the "
        "next entry starts inside it); field 'title': unbalanced braces, read up to the next field",
        f"{bib}:15: duplicate key 'smith2020' (kept the first)"]
    broken = next(e for e in result.entries if e.key == "broken")
    assert (broken.title, broken.authors, broken.certainty) == ("Unbalanced", ["X"], {"title": "guessed"})
    assert broken.unreadable is False
    smith = [e for e in result.entries if e.key == "smith2020"]
    assert [e.title for e in smith] == ["BERT: Pre-training of Deep über Models"]
    assert smith[0].notes == [f"another entry with the key 'smith2020' ({bib}:15) was ignored: "
                              "this one, the first, is checked"]


def test_duplicate_across_files_and_several_files(bib, tmp_path):
    other = tmp_path / "more.bib"
    other.write_text("@book{extra, title={Extra}, year=2001}\n@book{Vaswani, title={Again}}\n",
                     encoding="utf-8")
    result = read_bib_files([bib, other])
    assert [e.key for e in result.entries][-1] == "extra"
    assert result.errors[-1] == (f"{other}:2: duplicate key 'Vaswani' (kept the first, "
                                 f"{bib}:11)")


def test_missing_and_empty_bib_raise(tmp_path):
    with pytest.raises(RefverifyError, match="missing.bib: bibliography file not found"):
        read_bib_files([tmp_path / "missing.bib"])
    empty = tmp_path / "empty.bib"
    empty.write_text("  \n", encoding="utf-8")
    with pytest.raises(RefverifyError, match="empty.bib: file is empty"):
        read_bib_files([empty])


def test_ref_fields_fit_the_state_model(bib):
    smith = read_bib_files([bib]).entries[0]
    fields = bib_entry_to_ref_fields(smith)
    ref = Ref(ref_id="smith2020", **fields)
    assert ref.bib.authors == "Smith, John A.; Müller, Karl"
    assert ref.bib.author_list == ["Smith, John A.", "Müller, Karl"]
    assert (ref.bib.year, ref.bib.year_suffix, ref.bib.doi) == (2020, "a", "10.1056/nejmoa2001017")
    assert (ref.key, ref.number, ref.entry_type, ref.bib.origin) == ("smith2020", None, "article", "bib")
    assert set(fields) <= set(Ref.model_fields)


# --- reference lists written in the document ---------------------------------------------

def _one(line):
    [entry] = parse_reference_list([(40, line)], "thesis.docx")
    assert (entry.file, entry.line, entry.origin, entry.raw) == ("thesis.docx", 40, "document", line)
    return entry


def test_gbt_chinese_journal():
    e = _one("[1] 张三, 李四, 王五, 等. 糖尿病患者血糖控制的研究[J]. 中华医学杂志, 2020, 12(3): "
             "45-50. DOI:10.3760/cma.j.issn.0376-2491.2020.03.001.")
    assert (e.number, e.key, e.entry_type) == (1, "", "article")
    assert e.title == "糖尿病患者血糖控制的研究"
    assert e.authors == ["张三", "李四", "王五"]
    assert (e.journal, e.year, e.volume, e.issue, e.pages) == ("中华医学杂志", 2020, "12", "3", "45-50")
    assert e.doi == "10.3760/cma.j.issn.0376-2491.2020.03.001"
    assert e.language == "zh" and e.placeholder_authors is False


def test_gbt_without_spaces():
    e = _one("[8] 刘洋.中文无空格标题[J].中国实用内科杂志,2018,38(5):401-405.")
    assert (e.number, e.authors, e.title) == (8, ["刘洋"], "中文无空格标题")
    assert (e.journal, e.year, e.volume, e.issue, e.pages) == ("中国实用内科杂志", 2018, "38", "5", "401-405")


def test_gbt_english():
    e = _one("[2] SMITH J, LEE K, WANG X, et al. A randomized trial of drug X[J]. N Engl J Med, "
             "2020, 382(8): 727-733.")
    assert e.authors == ["SMITH, J", "LEE, K", "WANG, X"]
    assert e.title == "A randomized trial of drug X"
    assert (e.journal, e.year, e.volume, e.issue, e.pages) == ("N Engl J Med", 2020, "382", "8", "727-733")
    assert e.language == "en"


@pytest.mark.parametrize("line, entry_type, title, authors, publisher, year, extra", [
    ("[3] 赵六. 内科学[M]. 9版. 北京: 人民卫生出版社, 2018: 12-15.", "book", "内科学", ["赵六"],
     "人民卫生出版社", 2018, {"pages": "12-15"}),
    ("[4] 王五. 某病的流行病学研究[D]. 北京: 北京大学, 2019.", "thesis", "某病的流行病学研究", ["王五"],
     "北京大学", 2019, {}),
    ("[5] LI M, CHEN X. Deep learning for images[C]//Proceedings of the IEEE Conference on Vision. "
     "New York: IEEE, 2019: 100-108.", "inproceedings", "Deep learning for images",
     ["LI, M", "CHEN, X"], "IEEE", 2019,
     {"journal": "Proceedings of the IEEE Conference on Vision", "pages": "100-108"}),
    ("[6] 国家市场监督管理总局. 信息与文献 参考文献著录规则: GB/T 7714—2015[S]. 北京: 中国标准出版社, 2015.",
     "standard", "信息与文献 参考文献著录规则", ["国家市场监督管理总局"], "中国标准出版社",
     2015, {}),
    ("[7] 世界卫生组织. 糖尿病概况[EB/OL]. (2021-04-13)[2023-05-01]. "
     "https://www.who.int/news-room/fact-sheets/detail/diabetes.", "online", "糖尿病概况", ["世界卫生组织"],
     "", 2021, {"url": "https://www.who.int/news-room/fact-sheets/detail/diabetes"}),
    ("[9] 卫生部. 某病诊疗规范[R]. 北京: 卫生部, 2010.", "report", "某病诊疗规范", ["卫生部"], "卫生部", 2010, {}),
])
def test_gbt_other_types(line, entry_type, title, authors, publisher, year, extra):
    e = _one(line)
    assert (e.entry_type, e.title, e.authors, e.publisher, e.year) == (entry_type, title, authors, publisher, year)
    for name, value in extra.items():
        assert getattr(e, name) == value


def test_vancouver():
    e = _one("1. Smith J, Lee K. A randomized trial of drug X. N Engl J Med. 2020;382(8):727-33. "
             "doi:10.1056/NEJMoa2001017. PMID: 31978945")
    assert (e.number, e.entry_type, e.title) == (1, "article", "A randomized trial of drug X")
    assert e.authors == ["Smith, J", "Lee, K"]
    assert (e.journal, e.year, e.volume, e.issue, e.pages) == ("N Engl J Med", 2020, "382", "8", "727-33")
    assert (e.doi, e.pmid) == ("10.1056/nejmoa2001017", "31978945")


def test_vancouver_month_and_question_title():
    e = _one("12. Wang X, Zhang Y, et al. Is metformin safe? Lancet. 2019 Mar 2;393(10174):870-81.")
    assert (e.number, e.title, e.authors) == (12, "Is metformin safe?", ["Wang, X", "Zhang, Y"])
    assert (e.journal, e.year, e.volume, e.issue, e.pages) == ("Lancet", 2019, "393", "10174", "870-81")


def test_apa_unnumbered_gets_author_year_key():
    e = _one("Smith, J. A., & Lee, K. (2020b). A randomized trial of drug X. Journal of Medicine, "
             "12(3), 45–50. https://doi.org/10.1000/xyz123")
    assert (e.number, e.key, e.entry_type) == (None, "smith2020b", "article")
    assert e.authors == ["Smith, J. A.", "Lee, K."]
    assert (e.year, e.year_suffix, e.title) == (2020, "b", "A randomized trial of drug X")
    assert (e.journal, e.volume, e.issue, e.pages) == ("Journal of Medicine", "12", "3", "45-50")
    assert e.doi == "10.1000/xyz123"


def test_bibitem_line_keeps_its_key():
    e = _one(r"\bibitem{a1} A. Author, B. C. Other and D. Third. Title one. Some Journal, 2020.")
    assert (e.key, e.number, e.title, e.year) == ("a1", None, "Title one", 2020)
    assert e.authors == ["A. Author", "B. C. Other", "D. Third"]


def test_several_lines_keep_order_and_lines():
    entries = parse_reference_list(
        [(10, "[1] A B. One[J]. X, 2001, 1(1): 1-2."), (11, ""), (12, "[2] C D. Two[J]. Y, 2002, 2: 3-4.")],
        "t.txt")
    assert [(e.number, e.line, e.title, e.volume, e.issue) for e in entries] == [
        (1, 10, "One", "1", "1"), (2, 12, "Two", "2", "")]
