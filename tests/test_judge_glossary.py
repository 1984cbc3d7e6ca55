"""Chinese claims on English sources through the glossary (RUBRIC §5): outcome, population and
design words of clinical and ML abstracts, and the Chinese change verbs. Every pair is written
for this test and describes no real study."""
import pytest

from refverify.core import terms as T
from refverify.judge import heuristic
from refverify.state import Claim, Ref


@pytest.fixture(autouse=True)
def lexical(monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")


GASTRIC = ("In 520 patients with advanced gastric cancer, adding drug M to chemotherapy prolonged median "
           "progression-free survival (7.4 vs 5.1 months). Grade 3 nausea was more common with drug M.")
PRUNING = ("We prune attention heads of a pretrained language model. Pruning lowered perplexity on the "
           "validation set from 24.1 to 21.7 and halved training time.")
BLEEDING = ("Among 1,900 older adults with atrial fibrillation, drug A reduced major bleeding compared with "
            "warfarin (2.1% vs 3.6% per year).")
READMISSION = ("In a multicenter cohort of 8,400 inpatients with pneumonia, early discharge was not associated "
               "with readmission within 30 days.")


def _judge(claim_text, source):
    ref = Ref(ref_id="1", number=1, existence="verified", api_abstract=source, abstract_source="pubmed",
              abstract_words=len(source.split()))
    claim = Claim(claim_id="C001_001", ref_id="1", claim_text=claim_text, citing_sentence=claim_text,
                  severity="Strict")
    j = heuristic.judge_claim(ref, claim)
    assert j.confidence == "preliminary"
    return j.verdict


@pytest.mark.parametrize("claim_text, source, expected", [
    ("在晚期胃癌患者中，化疗联合M药延长了无进展生存期。", GASTRIC, "PASS"),
    ("在晚期胃癌患者中，化疗联合M药缩短了无进展生存期。", GASTRIC, "FAIL"),
    ("剪枝使语言模型在验证集上的困惑度降低。", PRUNING, "PASS"),
    ("剪枝使语言模型在验证集上的困惑度升高。", PRUNING, "FAIL"),
    ("与华法林相比，A药减少了老年房颤患者的大出血。", BLEEDING, "PASS"),
    ("与华法林相比，A药增加了老年房颤患者的大出血。", BLEEDING, "FAIL"),
    ("多中心队列研究显示，肺炎住院患者提前出院增加了30天再入院风险。", READMISSION, "FAIL"),
])
def test_chinese_claim_on_english_source(claim_text, source, expected):
    assert _judge(claim_text, source) == expected


def test_glossary_maps_outcome_and_design_words():
    assert T.content_terms("无进展生存期", False) == frozenset({"progre", "free", "surviv"})
    assert T.content_terms("困惑度", False) == frozenset({"perple"})
    assert T.content_terms("住院患者再入院", False) == frozenset({"inpati", "hospit", "readmi"})
    assert T.content_terms("多中心队列研究", False) == frozenset({"multic", "cohort"})


def test_inhibitor_is_a_drug_class_not_a_decrease():
    assert T.direction("SGLT2抑制剂治疗") == set()
    assert T.direction("该药抑制了肿瘤生长") == {"down"}
    assert T.direction("新方法使准确率提升至92%") == {"up"}
    assert T.direction("体重减轻") == {"down"}
