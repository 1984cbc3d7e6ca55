"""A margin note's line is in one language: a Chinese label never precedes an English reason
(issue 23, item 8: "不支持此句：Off topic: …")."""
from refverify.annotate.wording import WORDS, reason_words


def test_an_english_reason_gets_the_english_line_in_a_chinese_manuscript():
    line = reason_words("zh", "Off topic: the closest sentence covers 6% of the claim's words.")
    assert line["fail"].format(label="[42]", reason="Off topic.") == (
        "[42] does not support this sentence: Off topic.")


def test_a_chinese_title_quoted_in_an_english_reason_leaves_it_english():
    reason = ("heuristic judge: the citing text only names the work (中国2型糖尿病防治指南), "
              "which its abstract does not repeat")
    assert reason_words("zh", reason) is WORDS["en"]


def test_a_chinese_reason_keeps_the_chinese_line():
    line = reason_words("zh", "来源只报告了关联，原句写成因果")
    assert line["partial_a"].format(label="[6]", reason="来源只报告了关联") == (
        "[6] 仅部分支持此句：来源只报告了关联")
    assert reason_words("en", "来源只报告了关联") is WORDS["en"]
